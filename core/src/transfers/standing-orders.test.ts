import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { REOCCURRENCES, REOCCURRENCE_LABELS } from './model.ts'
import {
  computeExecutionDate,
  computeNextExecutionDate,
  formatReoccurrence,
  getDefaultReoccurrence,
  listExecutionDates,
} from './standing-orders.ts'

const d = (s: string) => s as LocalDate

describe('getDefaultReoccurrence', () => {
  it('is the first value the server returned', () => {
    expect(getDefaultReoccurrence(['MONTHLY', 'WEEKLY'])).toBe('MONTHLY')
    expect(getDefaultReoccurrence([...REOCCURRENCES])).toBe('WEEKLY')
  })
  it('skips values this version does not know', () => {
    expect(getDefaultReoccurrence(['DAILY', null, 'QUARTERLY'])).toBe('QUARTERLY')
  })
  it('has none for an empty list', () => expect(getDefaultReoccurrence([])).toBeUndefined())
})

describe('formatReoccurrence', () => {
  it('has a distinct German label for each of the six values', () => {
    expect(REOCCURRENCES.map(formatReoccurrence)).toEqual([
      'Wöchentlich',
      'Alle zwei Wochen',
      'Monatlich',
      'Vierteljährlich',
      'Halbjährlich',
      'Jährlich',
    ])
    expect(Object.keys(REOCCURRENCE_LABELS)).toEqual([...REOCCURRENCES])
  })
})

describe('computeNextExecutionDate', () => {
  it.each([
    ['2026-01-31', 'MONTHLY', '2026-02-28'],
    ['2024-01-31', 'MONTHLY', '2024-02-29'],
    ['2026-03-31', 'MONTHLY', '2026-04-30'],
    ['2026-01-15', 'MONTHLY', '2026-02-15'],
    ['2026-12-31', 'MONTHLY', '2027-01-31'],
    ['2026-11-30', 'QUARTERLY', '2027-02-28'],
    ['2026-08-31', 'EVERY_SIX_MONTHS', '2027-02-28'],
    ['2024-02-29', 'ANNUALLY', '2025-02-28'],
    ['2026-12-29', 'WEEKLY', '2027-01-05'],
    ['2026-02-20', 'BIWEEKLY', '2026-03-06'],
  ] as const)('%s + %s = %s', (date, reoccurrence, next) => {
    expect(computeNextExecutionDate(d(date), reoccurrence)).toBe(next)
  })
})

describe('computeExecutionDate', () => {
  it('keeps the day of the first execution across short months', () => {
    expect([0, 1, 2, 3, 4].map((i) => computeExecutionDate(d('2026-01-31'), 'MONTHLY', i))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ])
  })
  it('comes back to 29 February in the next leap year', () => {
    expect(computeExecutionDate(d('2024-02-29'), 'ANNUALLY', 4)).toBe('2028-02-29')
  })
  it('treats a negative or fractional index as whole executions from the first', () => {
    expect(computeExecutionDate(d('2026-01-31'), 'MONTHLY', -2)).toBe('2026-01-31')
    expect(computeExecutionDate(d('2026-01-31'), 'WEEKLY', 1.7)).toBe('2026-02-07')
  })
})

describe('listExecutionDates', () => {
  it('lists the dates up to and including the last execution date', () => {
    expect(listExecutionDates(d('2026-01-31'), 'MONTHLY', d('2026-04-30'), 12)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ])
  })
  it('stops at maxCount for an open-ended order', () => {
    expect(listExecutionDates(d('2026-01-01'), 'QUARTERLY', null, 3)).toEqual(['2026-01-01', '2026-04-01', '2026-07-01'])
  })
  it('is empty when the last date is before the first or maxCount is 0', () => {
    expect(listExecutionDates(d('2026-01-31'), 'WEEKLY', d('2026-01-30'), 5)).toEqual([])
    expect(listExecutionDates(d('2026-01-31'), 'WEEKLY', null, 0)).toEqual([])
  })
})
