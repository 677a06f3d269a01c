import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fixedClock } from './clock.ts'
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
  type LocalDate,
} from './local-date.ts'

/** A LocalDate for a literal the test knows to be valid. */
const d = (iso: string): LocalDate =>
  E.getOrElse<unknown, LocalDate>(() => {
    throw new Error(`not a date: ${iso}`)
  })(parseLocalDate(iso))

const keysOf = (result: E.Either<ReadonlyArray<{ key: string }>, LocalDate>): string | ReadonlyArray<string> =>
  E.match<ReadonlyArray<{ key: string }>, LocalDate, string | ReadonlyArray<string>>(
    (issues) => issues.map((i) => i.key),
    (date) => date,
  )(result)

describe('parseLocalDate', () => {
  it.each(['2026-01-01', '2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '9999-12-31', '0001-01-01', '0099-12-31'])(
    'accepts the real day %s',
    (iso) => {
      expect(parseLocalDate(iso)).toEqual(E.right(iso))
    },
  )

  it('trims surrounding whitespace', () => {
    expect(parseLocalDate(' 2026-11-22\n')).toEqual(E.right('2026-11-22'))
  })

  it.each([
    '2026-02-29', // 2026 is not a leap year
    '1900-02-29', // centuries are leap years only every 400 years
    '2026-04-31',
    '2026-06-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '0000-01-01',
    '2026-1-1',
    '26-01-01',
    '2026/01/01',
    '22.11.2026',
    '2026-01-01T00:00:00Z',
    '20260101',
    '',
    'garbage',
    '２０２６-01-01',
  ])('rejects %j as date.invalid', (input) => {
    expect(parseLocalDate(input)).toEqual(E.left([{ field: 'date', key: 'date.invalid' }]))
  })

  it('puts the issue on the named field', () => {
    expect(parseLocalDate('x', 'executionDate')).toEqual(E.left([{ field: 'executionDate', key: 'date.invalid' }]))
  })
})

describe('parseGermanDate', () => {
  it.each([
    ['22.11.2026', '2026-11-22'],
    ['01.02.2026', '2026-02-01'],
    ['1.2.2026', '2026-02-01'],
    ['01.2.2026', '2026-02-01'],
    ['1.02.2026', '2026-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['31.12.2026', '2026-12-31'],
  ])('reads %j as %s', (input, expected) => {
    expect(keysOf(parseGermanDate(input))).toBe(expected)
  })

  it.each(['', '   ', '\t'])('asks for a date when the input %j is empty', (input) => {
    expect(keysOf(parseGermanDate(input))).toEqual(['date.required'])
  })

  it.each(['29.02.2026', '31.04.2026', '1.13.2026', '0.1.2026', '32.01.2026', '22.11.26', '2026-11-22', '22/11/2026', '22.11.2026.', '001.01.2026', 'heute'])(
    'rejects %j as date.invalid',
    (input) => {
      expect(keysOf(parseGermanDate(input))).toEqual(['date.invalid'])
    },
  )

  it('puts the issue on the named field', () => {
    expect(parseGermanDate('', 'dueDate')).toEqual(E.left([{ field: 'dueDate', key: 'date.required' }]))
  })
})

describe('localDateFromParts', () => {
  it('builds real days and refuses the others', () => {
    expect(localDateFromParts(2024, 2, 29)).toBe('2024-02-29')
    expect(localDateFromParts(2026, 2, 29)).toBeUndefined()
    expect(localDateFromParts(2026, 4, 31)).toBeUndefined()
    expect(localDateFromParts(2026, 0, 1)).toBeUndefined()
    expect(localDateFromParts(0, 1, 1)).toBeUndefined()
    expect(localDateFromParts(10000, 1, 1)).toBeUndefined()
    expect(localDateFromParts(2026.5, 1, 1)).toBeUndefined()
    expect(localDateFromParts(Number.NaN, 1, 1)).toBeUndefined()
  })

  it('keeps years below 100 as they are (Date.UTC would move them to the 1900s)', () => {
    expect(localDateFromParts(50, 6, 15)).toBe('0050-06-15')
    expect(localDateFromParts(4, 2, 29)).toBe('0004-02-29')
  })
})

describe('LocalDateCodec', () => {
  it('decodes exactly YYYY-MM-DD of a real day', () => {
    expect(LocalDateCodec.decode('2026-11-22')).toEqual(E.right('2026-11-22'))
    expect(LocalDateCodec.is('2024-02-29')).toBe(true)
  })

  it.each(['2026-02-29', '2026-1-1', ' 2026-11-22', '2026-11-22 ', '22.11.2026', ''])('rejects the string %j', (s) => {
    expect(E.isLeft(LocalDateCodec.decode(s))).toBe(true)
  })

  it.each([null, undefined, 20261122, new Date(0), {}])('rejects the non-string %j', (u) => {
    expect(E.isLeft(LocalDateCodec.decode(u))).toBe(true)
  })
})

describe('calendar arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-28', 1, '2026-03-29'], // the night the clocks go forward
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'], // the night the clocks go back
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['0100-01-01', -1, '0099-12-31'],
  ])('addDays(%s, %i) is %s', (from, days, expected) => {
    expect(addDays(d(from), days)).toBe(expected)
  })

  it('counts whole days between dates, positive when the second is later', () => {
    expect(daysBetween(d('2026-01-01'), d('2027-01-01'))).toBe(365)
    expect(daysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(366)
    expect(daysBetween(d('2026-03-29'), d('2026-03-28'))).toBe(-1)
    expect(daysBetween(d('2026-03-01'), d('2026-04-01'))).toBe(31) // across the DST switch: still whole days
    expect(daysBetween(d('2026-11-22'), d('2026-11-22'))).toBe(0)
    expect(daysBetween(d('0099-12-31'), d('0100-01-01'))).toBe(1)
  })

  it('compares as a sort comparator', () => {
    expect(compareLocalDate(d('2026-01-02'), d('2026-01-10'))).toBe(-1)
    expect(compareLocalDate(d('2026-12-31'), d('2026-02-01'))).toBe(1)
    expect(compareLocalDate(d('2026-05-05'), d('2026-05-05'))).toBe(0)
    expect([d('2027-01-01'), d('2026-12-31'), d('2026-02-01')].sort(compareLocalDate)).toEqual(['2026-02-01', '2026-12-31', '2027-01-01'])
  })

  it('formats as dd.MM.yyyy', () => {
    expect(formatLocalDate(d('2026-11-22'))).toBe('22.11.2026')
    expect(formatLocalDate(d('2026-02-01'))).toBe('01.02.2026')
    expect(formatLocalDate(d('0050-06-15'))).toBe('15.06.0050')
  })
})

describe('berlinDateOf and todayInBerlin', () => {
  it.each([
    ['2026-03-28T22:59:59Z', '2026-03-28'], // winter: UTC+1, 23:59:59 in Berlin
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-28T23:30:00Z', '2026-03-29'],
    ['2026-03-29T00:59:59Z', '2026-03-29'], // last second of winter time
    ['2026-03-29T21:59:59Z', '2026-03-29'], // summer: UTC+2
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'], // winter again from 01:00 UTC on the 25th
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2024-02-28T23:00:00Z', '2024-02-29'],
  ])('the instant %s is %s in Berlin', (instant, expected) => {
    expect(berlinDateOf(new Date(instant))).toBe(expected)
  })

  it('takes "today" from the clock, as Berlin sees it', () => {
    expect(todayInBerlin(fixedClock(new Date('2026-12-31T23:00:00Z')))).toBe('2027-01-01')
    expect(todayInBerlin(fixedClock(new Date('2026-12-31T22:59:59Z')))).toBe('2026-12-31')
    expect(todayInBerlin(fixedClock(new Date('2026-03-28T23:30:00Z')))).toBe('2026-03-29')
    expect(todayInBerlin(fixedClock(new Date('2026-10-24T22:30:00Z')))).toBe('2026-10-25')
  })
})
