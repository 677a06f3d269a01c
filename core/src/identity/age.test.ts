import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { parseIsoOrGermanDate } from '../calendar/local-date.ts'
import { isOfMinimumAge, toAgeInYears, validateBirthDate } from './age.ts'

const d = (s: string) => s as LocalDate
/** 10:00 in Berlin on 2024-06-15. */
const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))

describe('toAgeInYears', () => {
  it('counts years of 365.25 days', () => {
    expect(toAgeInYears(d('2000-01-01'), d('2000-01-01'))).toBe(0)
    expect(toAgeInYears(d('2000-01-01'), d('2000-12-31'))).toBe(0) // 365 days
    expect(toAgeInYears(d('2000-01-01'), d('2001-01-01'))).toBe(1) // 366 days
    expect(toAgeInYears(d('2001-01-01'), d('2002-01-01'))).toBe(0) // 365 days < 365.25
    expect(toAgeInYears(d('2001-01-01'), d('2002-01-02'))).toBe(1)
    expect(toAgeInYears(d('2000-01-01'), d('2004-01-01'))).toBe(4) // 1461 days = exactly 4 years
    expect(toAgeInYears(d('2010-01-01'), d('2000-01-01'))).toBeLessThan(0)
  })

  it('needs 6575 days for 18 years: 6574.5 days rounded up', () => {
    // 2006-06-15 to 2024-06-15 holds five leap days: 6575 days
    expect(isOfMinimumAge(d('2006-06-15'), d('2024-06-15'))).toBe(true)
    expect(isOfMinimumAge(d('2006-06-16'), d('2024-06-15'))).toBe(false)
    // 2001-03-01 to 2019-03-01 holds four leap days: 6574 days, one short
    expect(isOfMinimumAge(d('2001-03-01'), d('2019-03-01'))).toBe(false)
    expect(isOfMinimumAge(d('2001-03-01'), d('2019-03-02'))).toBe(true)
  })
})

describe('validateBirthDate', () => {
  it('accepts an adult and returns the date', () => {
    expect(validateBirthDate('1980-02-29', clock)).toEqual(E.right('1980-02-29'))
    expect(validateBirthDate('29.02.1980', clock)).toEqual(E.right('1980-02-29'))
  })

  it('takes today in Berlin from the clock', () => {
    // 2024-06-14T22:30Z is already 2024-06-15 in Berlin
    const lateEvening = fixedClock(new Date('2024-06-14T22:30:00Z'))
    expect(E.isRight(validateBirthDate('2006-06-15', lateEvening))).toBe(true)
    expect(E.isLeft(validateBirthDate('2006-06-15', fixedClock(new Date('2024-06-14T21:30:00Z'))))).toBe(true)
  })

  it('rejects a person under 18 with INVALID_PERSON_BIRTH_DATE', () => {
    expect(validateBirthDate('2006-06-16', clock)).toEqual(
      E.left([{ field: 'birthDate', key: 'INVALID_PERSON_BIRTH_DATE', params: { minimumAge: 18 } }]),
    )
    expect(E.isLeft(validateBirthDate('2024-06-15', clock))).toBe(true)
  })

  it('asks for a missing birth date', () => {
    for (const input of [null, undefined, '', '  ']) {
      expect(validateBirthDate(input, clock)).toEqual(E.left([{ field: 'birthDate', key: 'identity.birthDateRequired' }]))
    }
  })

  it.each(['1980-02-30', '31.04.1980', 'gestern', '2024-06-16', '2030-01-01', '1903-06-14'])('rejects %j as no valid birth date', (input) => {
    expect(validateBirthDate(input, clock, 'person.birthDate')).toEqual(
      E.left([{ field: 'person.birthDate', key: 'identity.birthDateInvalid' }]),
    )
  })

  it('accepts someone exactly 120 years old', () => {
    expect(E.isRight(validateBirthDate('1904-06-16', clock))).toBe(true)
  })
})

describe('parseIsoOrGermanDate', () => {
  it('reads both notations', () => {
    expect(parseIsoOrGermanDate('2024-01-31', 'x')).toEqual(E.right('2024-01-31'))
    expect(parseIsoOrGermanDate('1.2.2024', 'x')).toEqual(E.right('2024-02-01'))
    expect(E.isLeft(parseIsoOrGermanDate('2024/01/31', 'x'))).toBe(true)
  })
})
