/** Due-date labels of the transfer lists (spec: hub-and-business-account 4.7 and 9 "Due-date warning within 5 days"). */
import { daysBetween, type LocalDate } from '../calendar/local-date.ts'
import type { HubMessage } from './messages.ts'
import { DUE_DATE_WARNING_DAYS } from './rules-constants.ts'

/**
 * The label of a transfer's due date, seen on `today` (Berlin's today, from `todayInBerlin(clock)`):
 * - due today: 'Heute fällig';
 * - in the past: 'Vor 1 Tag fällig', 'Vor N Tagen fällig', however long ago;
 * - 1 to 5 days ahead: 'In 1 Tag fällig', 'In N Tagen fällig';
 * - more than 5 days ahead: no label.
 * Reading: "within 5 days" includes the fifth day; the singular of the future label is 'In 1 Tag fällig', as the spec
 * asks for the past one; further ahead there is nothing to warn about, so no label at all (the date column shows
 * the date).
 * @example toBankTransferDueLabel('2025-07-27', '2025-07-30') // { key: 'hub.dueDaysAgo', params: { days: 3 } }
 */
export const toBankTransferDueLabel = (dueDate: LocalDate, today: LocalDate): HubMessage | undefined => {
  const days = daysBetween(today, dueDate)
  if (days === 0) return { key: 'hub.dueToday' }
  if (days < 0) return days === -1 ? { key: 'hub.dueOneDayAgo', params: { days: 1 } } : { key: 'hub.dueDaysAgo', params: { days: -days } }
  if (days > DUE_DATE_WARNING_DAYS) return undefined
  return days === 1 ? { key: 'hub.dueInOneDay', params: { days: 1 } } : { key: 'hub.dueInDays', params: { days } }
}
