import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays, daysBetween, formatLocalDate } from '../calendar/local-date.ts'
import { instantArbitrary, localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { berlinDateOf } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { isOfMinimumAge, toAgeInYears, validateBirthDate } from './age.ts'

test.prop([localDateArbitrary, localDateArbitrary])('age is the whole number of 365.25-day years, in exact arithmetic', (birth, today) => {
  const days = daysBetween(birth, today)
  const age = toAgeInYears(birth, today)
  // age <= days / 365.25 < age + 1, multiplied by 4 to stay in integers
  expect(4 * age * 365.25).toBeLessThanOrEqual(4 * days)
  expect(4 * days).toBeLessThan(4 * (age + 1) * 365.25)
})

test.prop([localDateArbitrary, fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 2_000 })])(
  'age never decreases as time passes',
  (birth, a, b) => {
    fc.pre(daysBetween(birth, addDays(birth, a + b)) === a + b)
    expect(toAgeInYears(birth, addDays(birth, a + b))).toBeGreaterThanOrEqual(toAgeInYears(birth, addDays(birth, a)))
  },
)

test.prop([localDateArbitrary, fc.integer({ min: 0, max: 40_000 })])('the minimum age is reached exactly at 6575 days', (birth, days) => {
  fc.pre(birth <= '2100-01-01')
  expect(isOfMinimumAge(birth, addDays(birth, days))).toBe(days >= 6575)
})

test.prop([instantArbitrary, fc.integer({ min: -400, max: 50_000 })])(
  'a birth date is accepted exactly when the person is 18 to 120 years old today in Berlin',
  (now, daysAgo) => {
    const today = berlinDateOf(now)
    const birth = addDays(today, -daysAgo)
    const age = toAgeInYears(birth, today)
    const accepted = E.isRight(validateBirthDate(formatLocalDate(birth), fixedClock(now)))
    expect(accepted).toBe(daysAgo >= 0 && age >= 18 && age <= 120)
  },
)
