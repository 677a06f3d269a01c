/** Calendar dates without a time ("YYYY-MM-DD", as on the wire) and "today" in Europe/Berlin. */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Clock } from './clock.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { BUSINESS_TIME_ZONE } from './constants.ts'

export interface LocalDateBrand {
  readonly LocalDate: unique symbol
}
/** A real calendar date in ISO form, e.g. '2026-11-22'. */
export type LocalDate = t.Branded<string, LocalDateBrand>

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/
const MS_PER_DAY = 86_400_000

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** Date.UTC, but years 0..99 stay themselves (Date.UTC would read them as 1900..1999). */
const utcMsOf = (year: number, month: number, day: number): number => new Date(0).setUTCFullYear(year, month - 1, day)

/** Builds a date from its parts when they name a real day (no 31 April, 29 February only in leap years). */
export const localDateFromParts = (year: number, month: number, day: number): LocalDate | undefined => {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return undefined
  const utc = new Date(utcMsOf(year, month, day))
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as LocalDate // the only cast to LocalDate
}

/** @example parseLocalDate('2026-02-29') // left: 2026 is not a leap year */
export const parseLocalDate = (input: string, field = 'date'): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  const m = ISO_DATE.exec(input.trim())
  const date = m === null ? undefined : localDateFromParts(Number(m[1]), Number(m[2]), Number(m[3]))
  return date === undefined ? E.left([validationIssue(field, 'date.invalid')]) : E.right(date)
}

/** Reads a date as a German user types it, dd.MM.yyyy (leading zeros optional). */
export const parseGermanDate = (input: string, field = 'date'): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  const text = input.trim()
  if (text === '') return E.left([validationIssue(field, 'date.required')])
  const m = GERMAN_DATE.exec(text)
  const date = m === null ? undefined : localDateFromParts(Number(m[3]), Number(m[2]), Number(m[1]))
  return date === undefined ? E.left([validationIssue(field, 'date.invalid')]) : E.right(date)
}

/**
 * Reads a date as the wire sends it (YYYY-MM-DD) or as a German user types it (dd.MM.yyyy).
 * @example parseIsoOrGermanDate('1.2.2024', 'birthDate') // right('2024-02-01')
 */
export const parseIsoOrGermanDate = (input: string, field: string): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  const iso = parseLocalDate(input, field)
  return E.isRight(iso) ? iso : parseGermanDate(input, field)
}

/** Wire codec for "YYYY-MM-DD" dates. */
export const LocalDateCodec = t.brand(
  t.string,
  (s): s is LocalDate => E.isRight(parseLocalDate(s)) && s === s.trim(), // exactly YYYY-MM-DD: no padding reaches a LocalDate
  'LocalDate',
)

const toUtcMs = (d: LocalDate): number => utcMsOf(Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10)))

const fromUtcMs = (ms: number): LocalDate => {
  const u = new Date(ms)
  const date = localDateFromParts(u.getUTCFullYear(), u.getUTCMonth() + 1, u.getUTCDate())
  if (date === undefined) throw new RangeError(`date out of range: ${u.toISOString()}`)
  return date
}

/** Adds whole calendar days (negative goes back); days, not 24-hour spans, so DST never shifts the result. */
export const addDays = (d: LocalDate, days: number): LocalDate => fromUtcMs(toUtcMs(d) + days * MS_PER_DAY)

/** Whole days from a to b (positive when b is later). */
export const daysBetween = (a: LocalDate, b: LocalDate): number => Math.round((toUtcMs(b) - toUtcMs(a)) / MS_PER_DAY)

/** -1, 0 or 1. ISO dates compare as strings, which is what this does. */
export const compareLocalDate = (a: LocalDate, b: LocalDate): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0)

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date of an instant in Europe/Berlin. */
export const berlinDateOf = (instant: Date): LocalDate => {
  const parts = berlinParts.formatToParts(instant)
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value)
  const date = localDateFromParts(part('year'), part('month'), part('day'))
  if (date === undefined) throw new RangeError(`no Berlin date for ${instant.toISOString()}`)
  return date
}

/** Today in Europe/Berlin, the day every "today" rule of the spec means. */
export const todayInBerlin = (clock: Clock): LocalDate => berlinDateOf(clock.now())

/** @example formatLocalDate('2026-11-22') // '22.11.2026' */
export const formatLocalDate = (d: LocalDate): string => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`
