/**
 * The small balance chart of a hub account card (issue 15, spec hub-and-business-account 2.6 and 3 "Financial account
 * report"): the balance at the end of each of the last BALANCE_CHART_DAYS days, worked back from the account's current
 * balance by the amounts of its transactions. Money stays exact (Money); only the chart's coordinates are numbers.
 */
import { addDays, compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { addMoney, compareMoney, moneyShareOfRange, subtractMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import { BALANCE_CHART_DAYS } from './constants.ts'

/** The balance at the end of one day. */
export interface DailyBalance {
  readonly date: LocalDate
  readonly balance: Money
}

/** What the series needs of a transaction: its booking date and its signed amount. */
export interface DatedAmount {
  readonly transactionDate?: LocalDate | null | undefined
  readonly amount: Money
}

/** The first day of the chart that ends on `endDate` (`days` days, both ends included). */
export const balanceSeriesStart = (endDate: LocalDate, days: number = BALANCE_CHART_DAYS): LocalDate => addDays(endDate, -(Math.max(1, Math.trunc(days)) - 1))

/**
 * The end-of-day balances from `balanceSeriesStart(endDate, days)` to `endDate`, oldest first. The last point is
 * `currentBalance`; each earlier day's balance is the next day's less that next day's amounts. Chosen: a transaction
 * without a date cannot be placed and is left out; one dated after `endDate` is taken as not yet in the balance and
 * left out too; one before the first day changes no point of the window.
 * @example dailyBalanceSeries(eur('100'), [{ transactionDate: '2026-11-26', amount: eur('30') }], '2026-11-26', 2)
 *   // [{ date: '2026-11-25', balance: 70 € }, { date: '2026-11-26', balance: 100 € }]
 */
export const dailyBalanceSeries = (
  currentBalance: Money,
  transactions: ReadonlyArray<DatedAmount>,
  endDate: LocalDate,
  days: number = BALANCE_CHART_DAYS,
): ReadonlyArray<DailyBalance> => {
  const start = balanceSeriesStart(endDate, days)
  const amountsByDate = new Map<string, Money>()
  for (const t of transactions) {
    const date = t.transactionDate
    if (date === null || date === undefined || compareLocalDate(date, start) < 0 || compareLocalDate(date, endDate) > 0) continue
    amountsByDate.set(date, addMoney(amountsByDate.get(date) ?? ZERO_MONEY, t.amount))
  }
  const series: DailyBalance[] = [{ date: endDate, balance: currentBalance }]
  for (let date = endDate; compareLocalDate(date, start) > 0; ) {
    const previous = addDays(date, -1)
    const balance = subtractMoney(series[0]?.balance ?? currentBalance, amountsByDate.get(date) ?? ZERO_MONEY)
    series.unshift({ date: previous, balance })
    date = previous
  }
  return series
}

/** What the chart's text alternative says: where the series starts and ends, and its lowest and highest day. */
export interface BalanceSeriesSummary {
  readonly first: DailyBalance
  readonly last: DailyBalance
  /** The earliest day with the lowest balance. */
  readonly lowest: DailyBalance
  /** The earliest day with the highest balance. */
  readonly highest: DailyBalance
}

/** @example summariseBalanceSeries([]) // undefined */
export const summariseBalanceSeries = (series: ReadonlyArray<DailyBalance>): BalanceSeriesSummary | undefined => {
  const first = series[0]
  const last = series[series.length - 1]
  if (first === undefined || last === undefined) return undefined
  let lowest = first
  let highest = first
  for (const point of series) {
    if (compareMoney(point.balance, lowest.balance) < 0) lowest = point
    if (compareMoney(point.balance, highest.balance) > 0) highest = point
  }
  return { first, last, lowest, highest }
}

/** A point of the chart in SVG user units: x grows to the right with the days, y grows downwards. */
export interface ChartPoint {
  readonly x: number
  readonly y: number
}

/**
 * The series as points in a `width` × `height` box: the days spread evenly left to right, the lowest balance at the
 * bottom, the highest at the top (a flat series runs through the middle). The ratios are computed exactly
 * (moneyShareOfRange) and only then turned into numbers for drawing.
 */
export const toBalanceChartPoints = (series: ReadonlyArray<DailyBalance>, width: number, height: number): ReadonlyArray<ChartPoint> => {
  const summary = summariseBalanceSeries(series)
  if (summary === undefined) return []
  const step = series.length > 1 ? width / (series.length - 1) : 0
  return series.map((point, index) => ({
    x: index * step,
    y: height * (1 - moneyShareOfRange(point.balance, summary.lowest.balance, summary.highest.balance)),
  }))
}

/** The SVG path through the points: "M x y L x y …", two decimals. @example toSvgPath([{ x: 0, y: 1 }]) // 'M0 1' */
export const toSvgPath = (points: ReadonlyArray<ChartPoint>): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round2(p.x)} ${round2(p.y)}`).join(' ')

const round2 = (n: number): string => String(Math.round(n * 100) / 100)
