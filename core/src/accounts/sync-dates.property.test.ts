import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate, daysBetween } from '../calendar/local-date.ts'
import { FINANCIAL_ACCOUNT_TYPES } from './model.ts'
import { getMinimumSyncStartDate, getPaymentServiceSyncDateRange, getSyncStartDateRange, validateSyncStartDate } from './sync-dates.ts'

test.prop([localDateArbitrary])('the payment-service range starts on 1 January of the previous year and ends today', (today) => {
  const { min, max } = getPaymentServiceSyncDateRange(today)
  expect(min).toBe(`${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}-01-01`)
  expect(max).toBe(today)
  expect(daysBetween(min ?? today, today)).toBeGreaterThanOrEqual(365)
  expect(daysBetween(min ?? today, today)).toBeLessThanOrEqual(731)
})

test.prop([localDateArbitrary, fc.integer({ min: 1, max: 3650 })])('a history of N days allows exactly N days up to today', (today, days) => {
  const min = getMinimumSyncStartDate(today, days)
  expect(min !== undefined && daysBetween(min, today) + 1).toBe(days)
})

test.prop([localDateArbitrary, fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 })])('a longer history never gives a later minimum', (today, a, b) => {
  const [short, long] = a <= b ? [a, b] : [b, a]
  const minShort = getMinimumSyncStartDate(today, short)
  const minLong = getMinimumSyncStartDate(today, long)
  expect(minShort !== undefined && minLong !== undefined && compareLocalDate(minLong, minShort) <= 0).toBe(true)
})

test.prop([
  fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
  fc.option(fc.integer({ min: -5, max: 800 }), { nil: null }),
  localDateArbitrary,
  fc.integer({ min: -900, max: 30 }),
])('a start date passes exactly inside its range', (type, maxTransactionHistoryInDays, today, offset) => {
  const range = getSyncStartDateRange({ type, maxTransactionHistoryInDays }, today)
  const date = addDays(today, offset)
  const inside = compareLocalDate(date, today) <= 0 && (range.min === undefined || compareLocalDate(date, range.min) >= 0)
  expect(E.isRight(validateSyncStartDate(date, range))).toBe(inside)
})
