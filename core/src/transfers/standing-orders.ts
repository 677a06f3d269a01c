/**
 * Standing orders: the default reoccurrence and the dates a standing order runs on (spec: accounts-and-transfers 3
 * "Standing-order reoccurrence values" and 9 "Standing order reoccurrences: 6 values; the default is the first one
 * returned").
 */
import { addDays, compareLocalDate, localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { REOCCURRENCE_LABELS, ReoccurrenceCodec, type Reoccurrence } from './model.ts'

/**
 * The default reoccurrence: the first one the server returned. Reading: a value this version does not know is
 * skipped, so the default is always one the dialog can show; an empty list has no default.
 * @example getDefaultReoccurrence(['MONTHLY', 'WEEKLY']) // 'MONTHLY'
 */
export const getDefaultReoccurrence = (returned: ReadonlyArray<unknown>): Reoccurrence | undefined =>
  returned.find((r): r is Reoccurrence => ReoccurrenceCodec.is(r))

/**
 * The German label of a reoccurrence.
 * @example formatReoccurrence('EVERY_SIX_MONTHS') // 'Halbjährlich'
 */
export const formatReoccurrence = (reoccurrence: Reoccurrence): string => REOCCURRENCE_LABELS[reoccurrence]

type Step = { readonly days: number } | { readonly months: number }

const STEPS: Readonly<Record<Reoccurrence, Step>> = {
  WEEKLY: { days: 7 },
  BIWEEKLY: { days: 14 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  EVERY_SIX_MONTHS: { months: 6 },
  ANNUALLY: { months: 12 },
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/** Moves by whole months and keeps the day, or takes the month's last day where the day does not exist. */
const addMonthsClamped = (date: LocalDate, months: number): LocalDate => {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  const monthIndex = year * 12 + (month - 1) + months
  const targetYear = Math.floor(monthIndex / 12)
  const targetMonth = (monthIndex % 12) + 1
  const result = localDateFromParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)))
  if (result === undefined) throw new RangeError(`date out of range: ${date} + ${months} months`)
  return result
}

/**
 * The execution number `index` (0 = the first execution) of a standing order that starts on `firstExecutionDate`.
 * Month-based reoccurrences keep the day of the first execution and take the last day of a month that lacks it:
 * 31 January MONTHLY runs on 28 (29) February, 31 March, 30 April, … Counting from the first date, never from the
 * previous execution, means a short month does not shift every later date.
 * @example computeExecutionDate('2026-01-31', 'MONTHLY', 1) // '2026-02-28'
 */
export const computeExecutionDate = (firstExecutionDate: LocalDate, reoccurrence: Reoccurrence, index: number): LocalDate => {
  const step = STEPS[reoccurrence]
  const n = Math.max(0, Math.trunc(index))
  return 'days' in step ? addDays(firstExecutionDate, step.days * n) : addMonthsClamped(firstExecutionDate, step.months * n)
}

/**
 * The execution after `date`: one reoccurrence later, with the month-end rule of computeExecutionDate (31 January +
 * MONTHLY = 28 February, or 29 in a leap year). Reading: for the whole series use computeExecutionDate from the first
 * date, since stepping from 28 February gives 28 March, not 31 March.
 * @example computeNextExecutionDate('2024-01-31', 'MONTHLY') // '2024-02-29'
 */
export const computeNextExecutionDate = (date: LocalDate, reoccurrence: Reoccurrence): LocalDate =>
  computeExecutionDate(date, reoccurrence, 1)

/**
 * The dates a standing order runs on, from its first execution up to its last execution date (inclusive; none means
 * open-ended), at most `maxCount` of them.
 * @example listExecutionDates('2026-01-31', 'MONTHLY', '2026-04-30', 12) // ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']
 */
export const listExecutionDates = (
  firstExecutionDate: LocalDate,
  reoccurrence: Reoccurrence,
  lastExecutionDate: LocalDate | null | undefined,
  maxCount: number,
): ReadonlyArray<LocalDate> => {
  const dates: LocalDate[] = []
  for (let i = 0; i < maxCount; i++) {
    const date = computeExecutionDate(firstExecutionDate, reoccurrence, i)
    if (lastExecutionDate !== null && lastExecutionDate !== undefined && compareLocalDate(date, lastExecutionDate) > 0) break
    dates.push(date)
  }
  return dates
}
