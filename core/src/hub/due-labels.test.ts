import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { toBankTransferDueLabel } from './due-labels.ts'
import { hubMessages, type HubMessage } from './messages.ts'

const d = (iso: string) => iso as LocalDate
const today = d('2025-07-30')
const textOf = (m: HubMessage | undefined): string | undefined =>
  m === undefined ? undefined : hubMessages[m.key].de.replace(/\{\{(\w+)\}\}/g, (_w, name: string) => String(m.params?.[name]))

describe('toBankTransferDueLabel', () => {
  it('labels today', () => {
    expect(toBankTransferDueLabel(today, today)).toEqual({ key: 'hub.dueToday' })
    expect(textOf(toBankTransferDueLabel(today, today))).toBe('Heute fällig')
  })

  it.each([
    ['2025-07-29', 'Vor 1 Tag fällig'],
    ['2025-07-28', 'Vor 2 Tagen fällig'],
    ['2024-07-30', 'Vor 365 Tagen fällig'],
  ])('labels the past due date %s as %s', (due, text) => {
    expect(textOf(toBankTransferDueLabel(d(due), today))).toBe(text)
  })

  it.each([
    ['2025-07-31', 'In 1 Tag fällig'],
    ['2025-08-01', 'In 2 Tagen fällig'],
    ['2025-08-04', 'In 5 Tagen fällig'],
  ])('labels the due date %s within 5 days as %s', (due, text) => {
    expect(textOf(toBankTransferDueLabel(d(due), today))).toBe(text)
  })

  it('gives no label beyond 5 days', () => {
    expect(toBankTransferDueLabel(d('2025-08-05'), today)).toBeUndefined()
    expect(toBankTransferDueLabel(d('2026-01-01'), today)).toBeUndefined()
  })

  it('counts calendar days across months and a DST change', () => {
    expect(toBankTransferDueLabel(d('2025-03-31'), d('2025-03-29'))).toEqual({ key: 'hub.dueInDays', params: { days: 2 } })
    expect(toBankTransferDueLabel(d('2025-10-25'), d('2025-10-27'))).toEqual({ key: 'hub.dueDaysAgo', params: { days: 2 } })
  })
})
