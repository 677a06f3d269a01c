/** Age of a person from the birth date (spec: hub-and-business-account 5 "Legal representative", 8 INVALID_PERSON_BIRTH_DATE, 9 "Minimum age 18 (years computed with 365.25 days)"). */
import * as E from 'fp-ts/lib/Either.js'
import { daysBetween, parseIsoOrGermanDate, todayInBerlin, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { Clock } from '../calendar/clock.ts'
import { AGE_YEAR_LENGTH_DAYS, MAXIMUM_AGE_YEARS, MINIMUM_AGE_YEARS } from './constants.ts'

export const BIRTH_DATE_REQUIRED_KEY = 'identity.birthDateRequired'
export const BIRTH_DATE_INVALID_KEY = 'identity.birthDateInvalid'
export const BIRTH_DATE_TOO_YOUNG_KEY = 'INVALID_PERSON_BIRTH_DATE'

/**
 * Whole years between the birth date and the given day, each year counted as 365.25 days as the spec says
 * (negative for a birth date in the future).
 *
 * Reading: the days are whole calendar days from the birth date to today in Berlin; the birthday itself is not
 * special. So on an 18th birthday with only four leap days in between (6574 days) a person counts as 17 for one
 * more day, and with five leap days (6575 days) as 18; that is the spec's 365.25-day rule, kept as written.
 * @example toAgeInYears('2000-01-01', '2018-01-02') // 18
 */
export const toAgeInYears = (birthDate: LocalDate, today: LocalDate): number =>
  Math.floor(daysBetween(birthDate, today) / AGE_YEAR_LENGTH_DAYS)

/**
 * True when the person is at least 18 years old on the given day (years of 365.25 days).
 * @example isOfMinimumAge('2000-01-01', '2018-01-02') // true
 */
export const isOfMinimumAge = (birthDate: LocalDate, today: LocalDate): boolean =>
  toAgeInYears(birthDate, today) >= MINIMUM_AGE_YEARS

/**
 * Checks a birth date: it is required, must be a real date (YYYY-MM-DD or dd.MM.yyyy), must not lie in the future
 * nor more than 120 years back, and the person must be at least 18 years old (years of 365.25 days) today in
 * Berlin, read from the clock.
 *
 * Reading: a date in the future or more than 120 years ago is a typo rather than a too-young person, so it gets
 * identity.birthDateInvalid; INVALID_PERSON_BIRTH_DATE ("at least 18") is kept for real dates of people under 18.
 * @example validateBirthDate('2010-05-01', clock) // left([{ field: 'birthDate', key: 'INVALID_PERSON_BIRTH_DATE' }])
 */
export const validateBirthDate = (
  input: string | null | undefined,
  clock: Clock,
  field = 'birthDate',
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  if (input == null || input.trim() === '') return E.left([validationIssue(field, BIRTH_DATE_REQUIRED_KEY)])
  const parsed = parseIsoOrGermanDate(input, field)
  if (E.isLeft(parsed)) return E.left([validationIssue(field, BIRTH_DATE_INVALID_KEY)])
  const today = todayInBerlin(clock)
  const birthDate = parsed.right
  if (birthDate > today || toAgeInYears(birthDate, today) > MAXIMUM_AGE_YEARS) {
    return E.left([validationIssue(field, BIRTH_DATE_INVALID_KEY)])
  }
  return isOfMinimumAge(birthDate, today)
    ? E.right(birthDate)
    : E.left([validationIssue(field, BIRTH_DATE_TOO_YOUNG_KEY, { minimumAge: MINIMUM_AGE_YEARS })])
}
