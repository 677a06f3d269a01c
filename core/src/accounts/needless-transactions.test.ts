import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import type { NeedlessInfo } from './connection-model.ts'
import {
  formatNeedlessActionConfirmation,
  formatNeedlessActionResult,
  formatNeedlessTransactionsSummary,
  getAvailableNeedlessActions,
  getNeedlessStartDateRange,
  validateNeedlessAction,
  validateNeedlessStartDate,
} from './needless-transactions.ts'
import { accountWizardMessages } from './wizard-messages.ts'

const d = (s: string): LocalDate => s as LocalDate
const today = d('2026-01-15')
const info: NeedlessInfo = {
  numberOfNeedlessTransactionsToDelete: 12,
  numberOfNeedlessTransactionsToIgnore: 1,
  needlessStartDate: d('2025-03-01'),
  firstTransactionDate: d('2024-01-02'),
  firstAssignmentDate: d('2025-03-10'),
}

describe('the new start date', () => {
  it('lies between the first transaction and the first assignment (both allowed)', () => {
    expect(getNeedlessStartDateRange(info, today)).toEqual({ min: '2024-01-02', max: '2025-03-10' })
    expect(validateNeedlessStartDate(d('2024-01-02'), info, today)).toEqual(E.right('2024-01-02'))
    expect(validateNeedlessStartDate(d('2025-03-10'), info, today)).toEqual(E.right('2025-03-10'))
  })

  it('may not be before the first transaction', () => {
    expect(validateNeedlessStartDate(d('2024-01-01'), info, today)).toEqual(
      E.left([{ field: 'needlessStartDate', key: 'accounts.needlessStartDateBeforeFirstTransaction', params: { firstTransactionDate: '02.01.2024' } }]),
    )
  })

  it('may not be after the first assignment', () => {
    expect(validateNeedlessStartDate(d('2025-03-11'), info, today)).toEqual(
      E.left([{ field: 'needlessStartDate', key: 'accounts.needlessStartDateAfterFirstAssignment', params: { firstAssignmentDate: '10.03.2025' } }]),
    )
  })

  it('may not be after today, also without any assignment', () => {
    const unassigned = { firstTransactionDate: d('2024-01-02'), firstAssignmentDate: null }
    expect(getNeedlessStartDateRange(unassigned, today)).toEqual({ min: '2024-01-02', max: '2026-01-15' })
    expect(validateNeedlessStartDate(today, unassigned, today)).toEqual(E.right(today))
    expect(validateNeedlessStartDate(d('2026-01-16'), unassigned, today)).toEqual(
      E.left([{ field: 'needlessStartDate', key: 'accounts.needlessStartDateInFuture' }]),
    )
  })

  it('has no lower bound without transactions, and reports every broken bound at once', () => {
    expect(getNeedlessStartDateRange({ firstTransactionDate: null, firstAssignmentDate: null }, today)).toEqual({ min: undefined, max: today })
    const issues = validateNeedlessStartDate(d('2026-02-01'), info, today)
    expect(E.isLeft(issues) ? issues.left.map((i) => i.key) : []).toEqual([
      'accounts.needlessStartDateAfterFirstAssignment',
      'accounts.needlessStartDateInFuture',
    ])
  })
})

describe('the actions', () => {
  it('offers each action that affects something', () => {
    expect(getAvailableNeedlessActions(info)).toEqual(['delete', 'ignore'])
    expect(getAvailableNeedlessActions({ ...info, numberOfNeedlessTransactionsToDelete: 0 })).toEqual(['ignore'])
    expect(getAvailableNeedlessActions({ ...info, numberOfNeedlessTransactionsToIgnore: 0 })).toEqual(['delete'])
    expect(getAvailableNeedlessActions({ ...info, numberOfNeedlessTransactionsToDelete: 0, numberOfNeedlessTransactionsToIgnore: 0 })).toEqual([])
  })

  it('builds the request for the date the info was read for', () => {
    expect(validateNeedlessAction('delete', 'fa1', info, today)).toEqual(
      E.right({ action: 'delete', financialAccountId: 'fa1', needlessStartDate: '2025-03-01', count: 12 }),
    )
    expect(validateNeedlessAction('ignore', 'fa1', info, today)).toEqual(
      E.right({ action: 'ignore', financialAccountId: 'fa1', needlessStartDate: '2025-03-01', count: 1 }),
    )
  })

  it('needs a start date, a valid one, and something to act on', () => {
    expect(validateNeedlessAction('delete', 'fa1', { ...info, needlessStartDate: null }, today)).toEqual(
      E.left([{ field: 'needlessStartDate', key: 'accounts.needlessStartDateRequired' }]),
    )
    expect(validateNeedlessAction('ignore', 'fa1', { ...info, numberOfNeedlessTransactionsToIgnore: 0, needlessStartDate: d('2025-04-01') }, today)).toEqual(
      E.left([
        { field: 'needlessStartDate', key: 'accounts.needlessStartDateAfterFirstAssignment', params: { firstAssignmentDate: '10.03.2025' } },
        { field: 'needlessStartDate', key: 'accounts.needlessNothingToIgnore', params: { date: '01.04.2025' } },
      ]),
    )
    expect(validateNeedlessAction('delete', 'fa1', { ...info, numberOfNeedlessTransactionsToDelete: 0 }, today)).toEqual(
      E.left([{ field: 'needlessStartDate', key: 'accounts.needlessNothingToDelete', params: { date: '01.03.2025' } }]),
    )
  })
})

describe('German texts', () => {
  it('summarises per action, singular and plural', () => {
    expect(formatNeedlessTransactionsSummary(info)).toEqual([
      '12 Umsätze vor dem 01.03.2025 können gelöscht werden.',
      '1 Umsatz vor dem 01.03.2025 kann ausgeblendet werden.',
    ])
  })

  it('says when there is nothing to do, and nothing without a date', () => {
    expect(formatNeedlessTransactionsSummary({ ...info, numberOfNeedlessTransactionsToDelete: 0, numberOfNeedlessTransactionsToIgnore: 0 })).toEqual([
      'Vor dem 01.03.2025 gibt es keine Umsätze, die gelöscht oder ausgeblendet werden können.',
    ])
    expect(formatNeedlessTransactionsSummary({ ...info, needlessStartDate: null })).toEqual([])
  })

  it('groups thousands the German way', () => {
    expect(formatNeedlessTransactionsSummary({ ...info, numberOfNeedlessTransactionsToDelete: 12345, numberOfNeedlessTransactionsToIgnore: 0 })).toEqual([
      '12.345 Umsätze vor dem 01.03.2025 können gelöscht werden.',
    ])
  })

  it('asks before acting, warning that deleting is final, and reports the result', () => {
    const request = { action: 'delete' as const, financialAccountId: 'fa1', needlessStartDate: d('2025-03-01'), count: 12 }
    expect(formatNeedlessActionConfirmation(request)).toBe(
      'Möchten Sie 12 Umsätze vor dem 01.03.2025 endgültig löschen? Dies kann nicht rückgängig gemacht werden.',
    )
    expect(formatNeedlessActionConfirmation({ ...request, action: 'ignore', count: 1 })).toBe('Möchten Sie 1 Umsatz vor dem 01.03.2025 ausblenden?')
    expect(formatNeedlessActionResult(request)).toBe('12 Umsätze wurden gelöscht.')
    expect(formatNeedlessActionResult({ ...request, action: 'ignore', count: 1 })).toBe('1 Umsatz wurde ausgeblendet.')
  })

  it('has a message for each key, with the placeholders the validators fill', () => {
    expect(accountWizardMessages['accounts.needlessStartDateBeforeFirstTransaction'].de).toContain('{{firstTransactionDate}}')
    expect(accountWizardMessages['accounts.needlessStartDateAfterFirstAssignment'].de).toContain('{{firstAssignmentDate}}')
    expect(accountWizardMessages['accounts.needlessNothingToDelete'].de).toContain('{{date}}')
  })
})
