import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { fixedClock } from './clock.ts'
import { instantArbitrary, localDateArbitrary } from './local-date.arbitrary.ts'
import {
  addDays,
  berlinDateOf,
  compareLocalDate,
  daysBetween,
  formatLocalDate,
  LocalDateCodec,
  localDateFromParts,
  parseGermanDate,
  parseLocalDate,
  todayInBerlin,
} from './local-date.ts'

const HOUR_MS = 3_600_000

/** The UTC calendar date of an instant shifted by some hours. */
const utcDateAfter = (instant: Date, hours: number): string => new Date(instant.getTime() + hours * HOUR_MS).toISOString().slice(0, 10)

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const daysInMonth = (y: number, m: number): number => (m === 2 && isLeapYear(y) ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0))

/** 01:00 UTC on the last Sunday of a month: when EU summer time starts (March) or ends (October) since 1996. */
const lastSundayOneUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month, 0)) // day 0 of the next month
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}
const isBerlinSummerTime = (instant: Date): boolean => {
  const year = instant.getUTCFullYear()
  const t = instant.getTime()
  return t >= lastSundayOneUtc(year, 3) && t < lastSundayOneUtc(year, 10)
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0')
const dayCountArbitrary = fc.integer({ min: -200_000, max: 200_000 })
/** Parts in and a little beyond the valid ranges, so both real and impossible days come up. */
const partsArbitrary = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
const whitespaceArbitrary = fc.constantFrom('', '', '', ' ', '\t', '\n', '  ')

/** Strings that look like ISO dates: real or impossible parts, padded or not, sometimes with surrounding spaces. */
const isoLikeStringArbitrary = fc.oneof(
  fc
    .tuple(whitespaceArbitrary, partsArbitrary, fc.boolean(), whitespaceArbitrary)
    .map(([before, [y, m, d], padded, after]) => `${before}${pad(y, padded ? 4 : 1)}-${pad(m, padded ? 2 : 1)}-${pad(d, padded ? 2 : 1)}${after}`),
  localDateArbitrary.map(String),
  fc.string(),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
)

test.prop([localDateArbitrary, dayCountArbitrary])('addDays(addDays(d, n), -n) is d', (d, n) => {
  expect(addDays(addDays(d, n), -n)).toBe(d)
})

test.prop([localDateArbitrary, dayCountArbitrary])('daysBetween(d, addDays(d, n)) is n', (d, n) => {
  expect(daysBetween(d, addDays(d, n))).toBe(n)
  expect(daysBetween(addDays(d, n), d)).toBe(-n || 0)
})

test.prop([localDateArbitrary, dayCountArbitrary, dayCountArbitrary])('adding days twice is adding their sum', (d, a, b) => {
  expect(addDays(addDays(d, a), b)).toBe(addDays(d, a + b))
})

test.prop([localDateArbitrary, fc.integer({ min: 1, max: 200_000 })])('adding days moves a date later, subtracting earlier', (d, n) => {
  expect(compareLocalDate(d, addDays(d, n))).toBe(-1)
  expect(compareLocalDate(d, addDays(d, -n))).toBe(1)
})

test.prop([localDateArbitrary, localDateArbitrary])('compare is antisymmetric and has the sign of the day difference', (a, b) => {
  expect(compareLocalDate(a, b) + compareLocalDate(b, a)).toBe(0)
  expect(compareLocalDate(a, b)).toBe(Math.sign(daysBetween(b, a)))
  expect(daysBetween(a, b) + daysBetween(b, a)).toBe(0)
})

test.prop([localDateArbitrary])('formatLocalDate then parseGermanDate gives the date back', (d) => {
  const text = formatLocalDate(d)
  expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
  expect(parseGermanDate(text)).toEqual(E.right(d))
})

test.prop([localDateArbitrary])('a LocalDate is its own canonical ISO form', (d) => {
  expect(parseLocalDate(d)).toEqual(E.right(d))
  expect(LocalDateCodec.encode(d)).toBe(d)
})

test.prop([partsArbitrary])('localDateFromParts accepts exactly the days of the Gregorian calendar', ([y, m, d]) => {
  const real = y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
  expect(localDateFromParts(y, m, d)).toBe(real ? `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}` : undefined)
})

test.prop([partsArbitrary, fc.boolean()])('German and ISO input name the same day', ([y, m, d], padded) => {
  const german = `${pad(d, padded ? 2 : 1)}.${pad(m, padded ? 2 : 1)}.${pad(y, 4)}`
  const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`
  expect(parseGermanDate(german)).toEqual(parseLocalDate(iso))
})

test.prop([isoLikeStringArbitrary], { numRuns: 500 })('LocalDateCodec accepts exactly the strings parseLocalDate reads as themselves', (s) => {
  const parsed = parseLocalDate(s)
  const canonical = E.isRight(parsed) && parsed.right === s
  expect(E.isRight(LocalDateCodec.decode(s))).toBe(canonical)
  expect(LocalDateCodec.is(s)).toBe(canonical)
  if (canonical) expect(LocalDateCodec.decode(s)).toEqual(E.right(s))
  // parseLocalDate itself trims: it accepts a padded string exactly when the codec accepts the trimmed one.
  expect(E.isRight(parseLocalDate(s))).toBe(E.isRight(LocalDateCodec.decode(s.trim())))
})

test.prop([instantArbitrary])('the Berlin date of an instant is the UTC date one or two hours later', (instant) => {
  expect([utcDateAfter(instant, 1), utcDateAfter(instant, 2)]).toContain(berlinDateOf(instant))
})

test.prop(
  [fc.date({ min: new Date('1996-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })],
  { numRuns: 1000 },
)('since 1996 Berlin is UTC+2 from the last Sunday of March to the last Sunday of October (01:00 UTC), else UTC+1', (instant) => {
  expect(berlinDateOf(instant)).toBe(utcDateAfter(instant, isBerlinSummerTime(instant) ? 2 : 1))
})

test.prop([instantArbitrary, fc.integer({ min: 0, max: 400 * 24 * HOUR_MS })])('the Berlin date never goes back as time goes on', (instant, laterByMs) => {
  const later = new Date(instant.getTime() + laterByMs)
  expect(compareLocalDate(berlinDateOf(instant), berlinDateOf(later))).toBeLessThanOrEqual(0)
})

test.prop([instantArbitrary])('todayInBerlin reads the clock and nothing else', (instant) => {
  expect(todayInBerlin(fixedClock(instant))).toBe(berlinDateOf(instant))
})
