/**
 * German bank working days, for the seizure's "5 working days" (spec: hub-and-business-account 4.9).
 * Reading: a working day is a day German banks do business: Monday to Friday, except the nationwide public holidays
 * and 24 and 31 December, on which German banks are closed. Holidays of single federal states are not counted,
 * because an account's seizure is not tied to a state.
 */
import { addDays, localDateFromParts, type LocalDate } from '../calendar/local-date.ts'

const dateOf = (year: number, month: number, day: number): LocalDate => {
  const date = localDateFromParts(year, month, day)
  if (date === undefined) throw new RangeError(`no such day: ${year}-${month}-${day}`)
  return date
}

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm of Meeus, Jones and Butcher).
 * @example toEasterSunday(2025) // '2025-04-20'
 */
export const toEasterSunday = (year: number): LocalDate => {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dateOf(year, month, day)
}

/** Fixed-date days without bank business: New Year, Labour Day, German Unity, 24 to 26 and 31 December. */
const FIXED_BANK_HOLIDAYS_MM_DD = new Set(['01-01', '05-01', '10-03', '12-24', '12-25', '12-26', '12-31'])
/** Good Friday, Easter Monday, Ascension Day and Whit Monday, in days from Easter Sunday. */
const EASTER_HOLIDAY_OFFSETS_DAYS = [-2, 1, 39, 50] as const
/** Reformation Day 2017 (500th anniversary) was a public holiday in every state, once. */
const ONE_OFF_NATIONWIDE_HOLIDAYS = new Set(['2017-10-31'])

/**
 * Whether German banks are closed on this day for a holiday (weekends aside).
 * @example isGermanBankHoliday('2025-12-24') // true
 */
export const isGermanBankHoliday = (date: LocalDate): boolean => {
  if (FIXED_BANK_HOLIDAYS_MM_DD.has(date.slice(5)) || ONE_OFF_NATIONWIDE_HOLIDAYS.has(date)) return true
  const easter = toEasterSunday(Number(date.slice(0, 4)))
  return EASTER_HOLIDAY_OFFSETS_DAYS.some((offset) => addDays(easter, offset) === date)
}

/** 0 Sunday … 6 Saturday. */
const weekdayOf = (date: LocalDate): number => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * Monday to Friday and not a bank holiday.
 * @example isGermanBankWorkingDay('2025-04-18') // false: Good Friday
 */
export const isGermanBankWorkingDay = (date: LocalDate): boolean => {
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && !isGermanBankHoliday(date)
}

/**
 * The day itself when it is a bank working day, else the next one.
 * @example toNextGermanBankWorkingDay('2025-12-24') // '2025-12-29'
 */
export const toNextGermanBankWorkingDay = (date: LocalDate): LocalDate => {
  let day = date
  while (!isGermanBankWorkingDay(day)) day = addDays(day, 1)
  return day
}

/**
 * The n-th bank working day after a date (the date itself never counts); n = 0 gives the day itself rolled forward
 * to a working day. A negative or fractional n is a caller's bug.
 * @example addGermanBankWorkingDays('2025-05-02', 5) // '2025-05-09'
 */
export const addGermanBankWorkingDays = (date: LocalDate, workingDays: number): LocalDate => {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError(`not a count of working days: ${workingDays}`)
  if (workingDays === 0) return toNextGermanBankWorkingDay(date)
  let day = date
  for (let left = workingDays; left > 0; ) {
    day = addDays(day, 1)
    if (isGermanBankWorkingDay(day)) left -= 1
  }
  return day
}
