import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { dailyBalanceSeries, summariseBalanceSeries, toBalanceChartPoints, toSvgPath } from './balance-series.ts'
import { moneyFromWire as eur } from '../test-kit.ts'

const day = (d: string) => d as LocalDate

describe('dailyBalanceSeries', () => {
  it('walks back from the current balance by each day’s amounts (0.1 + 0.2 stays exact)', () => {
    const series = dailyBalanceSeries(
      eur('100'),
      [
        { transactionDate: day('2026-11-26'), amount: eur('0.1') },
        { transactionDate: day('2026-11-26'), amount: eur('0.2') },
        { transactionDate: day('2026-11-25'), amount: eur('-50') },
        { transactionDate: day('2026-11-27'), amount: eur('999') },
        { transactionDate: null, amount: eur('7') },
      ],
      day('2026-11-26'),
      3,
    )
    expect(series.map((p) => [p.date, p.balance.value.toFixed(2)])).toEqual([
      ['2026-11-24', '149.70'],
      ['2026-11-25', '99.70'],
      ['2026-11-26', '100.00'],
    ])
  })

  it('is 90 days long by default', () => {
    expect(dailyBalanceSeries(eur('1'), [], day('2026-03-01'))).toHaveLength(90)
    expect(dailyBalanceSeries(eur('1'), [], day('2026-03-01'))[0]?.date).toBe('2025-12-02')
  })
})

describe('summary and drawing', () => {
  it('names the lowest and highest day, the earliest when tied', () => {
    const series = dailyBalanceSeries(eur('10'), [{ transactionDate: day('2026-01-03'), amount: eur('5') }], day('2026-01-04'), 4)
    const summary = summariseBalanceSeries(series)
    expect(summary?.lowest.date).toBe('2026-01-01')
    expect(summary?.highest.date).toBe('2026-01-03')
    expect(summariseBalanceSeries([])).toBeUndefined()
  })

  it('draws a flat series through the middle and a rising one from bottom to top', () => {
    expect(toSvgPath(toBalanceChartPoints(dailyBalanceSeries(eur('3'), [], day('2026-01-03'), 3), 100, 20))).toBe('M0 10 L50 10 L100 10')
    const rising = dailyBalanceSeries(eur('3'), [{ transactionDate: day('2026-01-03'), amount: eur('2') }], day('2026-01-03'), 2)
    expect(toSvgPath(toBalanceChartPoints(rising, 100, 20))).toBe('M0 20 L100 0')
  })
})
