import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import {
  addGermanBankWorkingDays,
  isGermanBankHoliday,
  isGermanBankWorkingDay,
  toEasterSunday,
  toNextGermanBankWorkingDay,
} from './bank-working-days.ts'

const d = (iso: string) => iso as LocalDate

describe('toEasterSunday', () => {
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is on %s', (year, date) => {
    expect(toEasterSunday(year)).toBe(date)
  })
})

describe('isGermanBankHoliday', () => {
  it.each([
    '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-09', '2025-10-03',
    '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2024-03-29', '2024-04-01', '2024-05-09', '2024-05-20',
    '2017-10-31',
  ])('%s is a bank holiday', (date) => {
    expect(isGermanBankHoliday(d(date))).toBe(true)
    expect(isGermanBankWorkingDay(d(date))).toBe(false)
  })

  it.each(['2025-04-17', '2025-04-22', '2025-06-19', '2025-10-31', '2024-10-31', '2025-11-01', '2025-12-23', '2025-12-30', '2025-01-06'])(
    '%s is no nationwide bank holiday (regional holidays and Easter Sunday-adjacent weekdays do not count)',
    (date) => {
      expect(isGermanBankHoliday(d(date))).toBe(false)
    },
  )

  it('counts Easter Sunday and Whit Sunday as weekend days, not holidays', () => {
    expect(isGermanBankHoliday(d('2025-04-20'))).toBe(false)
    expect(isGermanBankWorkingDay(d('2025-04-20'))).toBe(false)
  })
})

describe('isGermanBankWorkingDay', () => {
  it('is Monday to Friday', () => {
    expect(['2025-07-07', '2025-07-08', '2025-07-09', '2025-07-10', '2025-07-11'].map((x) => isGermanBankWorkingDay(d(x)))).toEqual([true, true, true, true, true])
    expect(isGermanBankWorkingDay(d('2025-07-12'))).toBe(false)
    expect(isGermanBankWorkingDay(d('2025-07-13'))).toBe(false)
  })
})

describe('toNextGermanBankWorkingDay', () => {
  it('keeps a working day', () => {
    expect(toNextGermanBankWorkingDay(d('2025-07-09'))).toBe('2025-07-09')
  })

  it('moves a weekend to Monday and Christmas past the holidays and the weekend', () => {
    expect(toNextGermanBankWorkingDay(d('2025-07-12'))).toBe('2025-07-14')
    expect(toNextGermanBankWorkingDay(d('2025-12-24'))).toBe('2025-12-29')
    expect(toNextGermanBankWorkingDay(d('2025-04-18'))).toBe('2025-04-22')
  })
})

describe('addGermanBankWorkingDays', () => {
  it('counts five working days from a Friday to the next Friday', () => {
    expect(addGermanBankWorkingDays(d('2025-05-02'), 5)).toBe('2025-05-09')
  })

  it('skips holidays', () => {
    expect(addGermanBankWorkingDays(d('2025-04-16'), 1)).toBe('2025-04-17')
    expect(addGermanBankWorkingDays(d('2025-04-16'), 2)).toBe('2025-04-22')
    expect(addGermanBankWorkingDays(d('2025-12-22'), 5)).toBe('2026-01-05')
  })

  it('with zero days rolls forward to a working day', () => {
    expect(addGermanBankWorkingDays(d('2025-05-03'), 0)).toBe('2025-05-05')
    expect(addGermanBankWorkingDays(d('2025-05-05'), 0)).toBe('2025-05-05')
  })

  it.each([-1, 1.5, Number.NaN])('refuses %d working days', (n) => {
    expect(() => addGermanBankWorkingDays(d('2025-05-05'), n)).toThrow(RangeError)
  })
})
