import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { addDays, compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { compareMoney, equalsMoney, subtractMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import { balanceSeriesStart, dailyBalanceSeries, summariseBalanceSeries, toBalanceChartPoints } from './balance-series.ts'

const DAYS = fc.integer({ min: 1, max: 120 })

/** An end date, a window length, and transactions dated around the window (some before, some after, some undated). */
const inputArbitrary = fc
  .tuple(localDateArbitrary, DAYS, moneyArbitrary)
  .chain(([end, days, balance]) =>
    fc.record({
      end: fc.constant(end),
      days: fc.constant(days),
      balance: fc.constant(balance),
      transactions: fc.array(
        fc.record({
          transactionDate: fc.option(
            fc.integer({ min: -days - 5, max: 5 }).map((offset) => addDays(end, offset)),
            { nil: null, freq: 8 },
          ),
          amount: moneyArbitrary,
        }),
        { maxLength: 40 },
      ),
    }),
  )

const amountsOn = (transactions: ReadonlyArray<{ transactionDate: LocalDate | null; amount: Money }>, date: LocalDate) =>
  sumMoney(transactions.filter((t) => t.transactionDate === date).map((t) => t.amount))

test.prop([inputArbitrary])('the last point is the current balance, on the end date', ({ end, days, balance, transactions }) => {
  const series = dailyBalanceSeries(balance, transactions, end, days)
  const last = series[series.length - 1]
  expect(last?.date).toBe(end)
  expect(last !== undefined && equalsMoney(last.balance, balance)).toBe(true)
})

test.prop([inputArbitrary])('one point per day, consecutive, from the start to the end date', ({ end, days, balance, transactions }) => {
  const series = dailyBalanceSeries(balance, transactions, end, days)
  expect(series).toHaveLength(days)
  expect(series[0]?.date).toBe(balanceSeriesStart(end, days))
  series.forEach((point, i) => i > 0 && expect(point.date).toBe(addDays(series[i - 1]?.date ?? end, 1)))
})

test.prop([inputArbitrary])('each day’s change is exactly the sum of that day’s amounts', ({ end, days, balance, transactions }) => {
  const series = dailyBalanceSeries(balance, transactions, end, days)
  const changes = series.slice(1).map((today, i) => subtractMoney(today.balance, series[i]?.balance ?? today.balance).value.toFixed())
  const expected = series.slice(1).map((today) => amountsOn(transactions, today.date).value.toFixed())
  expect(changes).toEqual(expected)
})

test.prop([inputArbitrary])('transactions outside the window or without a date change nothing', ({ end, days, balance, transactions }) => {
  const start = balanceSeriesStart(end, days)
  const inside = transactions.filter(
    (t) => t.transactionDate !== null && compareLocalDate(t.transactionDate, start) > 0 && compareLocalDate(t.transactionDate, end) <= 0,
  )
  expect(dailyBalanceSeries(balance, transactions, end, days)).toEqual(dailyBalanceSeries(balance, inside, end, days))
})

test.prop([inputArbitrary])('the summary names the first, last, lowest and highest points', ({ end, days, balance, transactions }) => {
  const series = dailyBalanceSeries(balance, transactions, end, days)
  const summary = summariseBalanceSeries(series)
  expect(summary?.first).toBe(series[0])
  expect(summary?.last).toBe(series[series.length - 1])
  for (const point of series) {
    expect(compareMoney(point.balance, summary?.lowest.balance ?? ZERO_MONEY)).toBeGreaterThanOrEqual(0)
    expect(compareMoney(point.balance, summary?.highest.balance ?? ZERO_MONEY)).toBeLessThanOrEqual(0)
  }
})

test.prop([inputArbitrary, fc.integer({ min: 10, max: 400 }), fc.integer({ min: 10, max: 100 })])(
  'the chart stays in its box, left to right, the lowest balance at the bottom',
  ({ end, days, balance, transactions }, width, height) => {
    const series = dailyBalanceSeries(balance, transactions, end, days)
    const points = toBalanceChartPoints(series, width, height)
    expect(points).toHaveLength(series.length)
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(width + 1e-9)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(height)
    }
    const summary = summariseBalanceSeries(series)
    const lowestIndex = series.findIndex((p) => p === summary?.lowest)
    expect(Math.max(...points.map((p) => p.y))).toBe(points[lowestIndex]?.y)
  },
)
