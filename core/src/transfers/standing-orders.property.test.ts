import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate, daysBetween, localDateFromParts } from '../calendar/local-date.ts'
import { ReoccurrenceCodec, REOCCURRENCES } from './model.ts'
import { computeExecutionDate, computeNextExecutionDate, getDefaultReoccurrence, listExecutionDates } from './standing-orders.ts'
import { reoccurrenceArbitrary } from './transfer.arbitrary.ts'

const MONTHS = { MONTHLY: 1, QUARTERLY: 3, EVERY_SIX_MONTHS: 6, ANNUALLY: 12 } as const
const DAYS = { WEEKLY: 7, BIWEEKLY: 14 } as const

/** Oracle with JS Date: the last day of a month is day 0 of the next one. */
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()
const partsOf = (date: string) => ({ y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) })

const expectedAfterMonths = (first: string, months: number): string | undefined => {
  const { y, m, day } = partsOf(first)
  const index = y * 12 + m - 1 + months
  const ty = Math.floor(index / 12)
  const tm = (index % 12) + 1
  return localDateFromParts(ty, tm, Math.min(day, lastDayOf(ty, tm)))
}

test.prop([localDateArbitrary, reoccurrenceArbitrary])('the next execution is always a real, later date', (date, r) => {
  const next = computeNextExecutionDate(date, r)
  expect(compareLocalDate(next, date)).toBe(1)
  expect(localDateFromParts(partsOf(next).y, partsOf(next).m, partsOf(next).day)).toBe(next)
})

test.prop([localDateArbitrary, fc.constantFrom('WEEKLY', 'BIWEEKLY') as fc.Arbitrary<keyof typeof DAYS>, fc.nat(200)])(
  'weekly and biweekly executions are exactly 7 and 14 days apart',
  (first, r, n) => {
    expect(daysBetween(first, computeExecutionDate(first, r, n))).toBe(DAYS[r] * n)
    expect(daysBetween(first, computeNextExecutionDate(first, r))).toBe(DAYS[r])
  },
)

test.prop([
  localDateArbitrary,
  fc.constantFrom('MONTHLY', 'QUARTERLY', 'EVERY_SIX_MONTHS', 'ANNUALLY') as fc.Arbitrary<keyof typeof MONTHS>,
  fc.nat(100),
])('month-based executions keep the first day, or the month end where it is missing', (first, r, n) => {
  expect(computeExecutionDate(first, r, n)).toBe(expectedAfterMonths(first, MONTHS[r] * n))
})

test.prop([localDateArbitrary, reoccurrenceArbitrary, fc.nat(60)])('the series is strictly increasing and never drifts from its first day', (first, r, n) => {
  const a = computeExecutionDate(first, r, n)
  const b = computeExecutionDate(first, r, n + 1)
  expect(compareLocalDate(a, b)).toBe(-1)
  if (r in MONTHS) expect(partsOf(a).day).toBe(Math.min(partsOf(first).day, lastDayOf(partsOf(a).y, partsOf(a).m)))
})

test.prop([localDateArbitrary, reoccurrenceArbitrary, fc.option(fc.integer({ min: -30, max: 900 }), { nil: null }), fc.nat(40)])(
  'listed dates start at the first, follow the series, stay within the last date and the count',
  (first, r, lastOffset, maxCount) => {
    const last = lastOffset === null ? null : addDays(first, lastOffset)
    const dates = listExecutionDates(first, r, last, maxCount)
    expect(dates.length).toBeLessThanOrEqual(maxCount)
    dates.forEach((date, i) => expect(date).toBe(computeExecutionDate(first, r, i)))
    if (last !== null) expect(dates.every((date) => compareLocalDate(date, last) <= 0)).toBe(true)
    // nothing is left out: the next date of the series is past the last date or over the count
    const next = computeExecutionDate(first, r, dates.length)
    expect(dates.length === maxCount || (last !== null && compareLocalDate(next, last) > 0)).toBe(true)
  },
)

test.prop([fc.array(fc.oneof(fc.constantFrom(...REOCCURRENCES), fc.string({ maxLength: 10 }), fc.constant(null)), { maxLength: 8 })])(
  'the default is the first known reoccurrence returned',
  (returned) => {
    expect(getDefaultReoccurrence(returned)).toBe(returned.find((r) => ReoccurrenceCodec.is(r)))
  },
)
