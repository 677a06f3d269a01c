import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate, daysBetween, type LocalDate } from '../calendar/local-date.ts'
import {
  addGermanBankWorkingDays,
  isGermanBankHoliday,
  isGermanBankWorkingDay,
  toEasterSunday,
  toNextGermanBankWorkingDay,
} from './bank-working-days.ts'

/** 2024-01-01 was a Monday: an independent weekday, 0 = Monday … 6 = Sunday. */
const MONDAY = '2024-01-01' as LocalDate
const weekdayFromMonday = (date: LocalDate): number => (((daysBetween(MONDAY, date) % 7) + 7) % 7)

const workingDaysIn = (from: LocalDate, to: LocalDate): number => {
  let count = 0
  for (let day = addDays(from, 1); compareLocalDate(day, to) <= 0; day = addDays(day, 1)) if (isGermanBankWorkingDay(day)) count += 1
  return count
}

test.prop([fc.integer({ min: 1583, max: 9999 })])('Easter Sunday is a Sunday from 22 March to 25 April', (year) => {
  const easter = toEasterSunday(year)
  expect(easter.slice(0, 4)).toBe(String(year).padStart(4, '0'))
  expect(weekdayFromMonday(easter)).toBe(6)
  expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true)
})

test.prop([localDateArbitrary])('a working day is exactly a weekday that is no holiday', (date) => {
  expect(isGermanBankWorkingDay(date)).toBe(weekdayFromMonday(date) < 5 && !isGermanBankHoliday(date))
})

test.prop([localDateArbitrary])('the next working day is the first working day on or after the date', (date) => {
  const next = toNextGermanBankWorkingDay(date)
  expect(isGermanBankWorkingDay(next)).toBe(true)
  expect(compareLocalDate(date, next)).toBeLessThanOrEqual(0)
  expect(workingDaysIn(addDays(date, -1), addDays(next, -1))).toBe(0)
  expect(toNextGermanBankWorkingDay(next)).toBe(next)
})

test.prop([localDateArbitrary, fc.integer({ min: 1, max: 30 })])(
  'adding n working days lands on a working day with exactly n working days after the start',
  (date, n) => {
    const end = addGermanBankWorkingDays(date, n)
    expect(isGermanBankWorkingDay(end)).toBe(true)
    expect(workingDaysIn(date, end)).toBe(n)
    // never more than two weeks of holidays and weekends in a row, so the span stays bounded
    expect(daysBetween(date, end)).toBeLessThanOrEqual(2 * n + 10)
  },
)

test.prop([localDateArbitrary, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })])(
  'adding working days is monotonic and adds up',
  (date, a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    expect(compareLocalDate(addGermanBankWorkingDays(date, low), addGermanBankWorkingDays(date, high))).toBeLessThanOrEqual(0)
    if (a > 0) expect(addGermanBankWorkingDays(addGermanBankWorkingDays(date, a), b)).toBe(addGermanBankWorkingDays(date, a + b))
  },
)
