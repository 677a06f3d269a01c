/**
 * Needless transactions: an account's transactions that predate the first assignment, which the edit-account dialog
 * can delete or hide (ignore) from a new start date on (spec: accounts-and-transfers 1 "Hide or delete transactions
 * that predate the first assignment", 2.4 "A needless-transactions section with a new start date and actions to
 * delete or ignore", 3 "Needless info", 7.2 needlessInfo and needlessDelete).
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, formatLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { formatCount } from '../text/count-format.ts'
import type { NeedlessInfo } from './connection-model.ts'

/** The form field (and query parameter) of the new start date. */
export const NEEDLESS_START_DATE_FIELD = 'needlessStartDate'

export const NEEDLESS_ACTIONS = ['delete', 'ignore'] as const
export type NeedlessAction = (typeof NEEDLESS_ACTIONS)[number]

type NeedlessDates = Pick<NeedlessInfo, 'firstTransactionDate' | 'firstAssignmentDate'>

/** The days the new start date may take, both ends included; no `min` means no lower bound (no transactions yet). */
export interface NeedlessStartDateRange {
  readonly min: LocalDate | undefined
  readonly max: LocalDate
}

const earlier = (a: LocalDate, b: LocalDate): LocalDate => (compareLocalDate(a, b) <= 0 ? a : b)

/**
 * The range of the new start date. Reading: transactions before the start date become needless, so the start date
 * may not be after the first assignment date (an assigned transaction would be deleted or hidden with them) and not
 * after today (transactions that have not happened cannot be judged); it may not be before the first transaction date,
 * where it would select nothing. Each end is allowed itself: on the first assignment date only the transactions before
 * that day are needless. Without a first transaction there is no lower bound; without an assignment the upper bound is
 * today.
 * @example getNeedlessStartDateRange({ firstTransactionDate: '2024-01-02', firstAssignmentDate: '2025-03-01' }, '2026-01-01') // { min: '2024-01-02', max: '2025-03-01' }
 */
export const getNeedlessStartDateRange = (info: NeedlessDates, today: LocalDate): NeedlessStartDateRange => ({
  min: info.firstTransactionDate ?? undefined,
  max: info.firstAssignmentDate == null ? today : earlier(info.firstAssignmentDate, today),
})

/**
 * A new start date must lie in getNeedlessStartDateRange: every broken bound is reported, each with its date.
 * @example validateNeedlessStartDate('2025-03-02', { firstAssignmentDate: '2025-03-01' }, today) // left: accounts.needlessStartDateAfterFirstAssignment
 */
export const validateNeedlessStartDate = (
  date: LocalDate,
  info: NeedlessDates,
  today: LocalDate,
  field = NEEDLESS_START_DATE_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  const issues: ValidationIssue[] = []
  if (info.firstTransactionDate != null && compareLocalDate(date, info.firstTransactionDate) < 0) {
    issues.push(
      validationIssue(field, 'accounts.needlessStartDateBeforeFirstTransaction', {
        firstTransactionDate: formatLocalDate(info.firstTransactionDate),
      }),
    )
  }
  if (info.firstAssignmentDate != null && compareLocalDate(date, info.firstAssignmentDate) > 0) {
    issues.push(
      validationIssue(field, 'accounts.needlessStartDateAfterFirstAssignment', {
        firstAssignmentDate: formatLocalDate(info.firstAssignmentDate),
      }),
    )
  }
  if (compareLocalDate(date, today) > 0) issues.push(validationIssue(field, 'accounts.needlessStartDateInFuture'))
  return issues.length === 0 ? E.right(date) : E.left(issues)
}

/**
 * How many transactions an action would affect: the info's count for that action.
 * @example getNeedlessTransactionCount({ numberOfNeedlessTransactionsToDelete: 4, … }, 'delete') // 4
 */
export const getNeedlessTransactionCount = (
  info: Pick<NeedlessInfo, 'numberOfNeedlessTransactionsToDelete' | 'numberOfNeedlessTransactionsToIgnore'>,
  action: NeedlessAction,
): number => (action === 'delete' ? info.numberOfNeedlessTransactionsToDelete : info.numberOfNeedlessTransactionsToIgnore)

/**
 * The actions offered: each one whose count is above zero, in the order delete, ignore. Reading: each count is what
 * its action would affect, so an action that would affect nothing is not offered.
 * @example getAvailableNeedlessActions({ numberOfNeedlessTransactionsToDelete: 0, numberOfNeedlessTransactionsToIgnore: 3 }) // ['ignore']
 */
export const getAvailableNeedlessActions = (
  info: Pick<NeedlessInfo, 'numberOfNeedlessTransactionsToDelete' | 'numberOfNeedlessTransactionsToIgnore'>,
): ReadonlyArray<NeedlessAction> => NEEDLESS_ACTIONS.filter((action) => getNeedlessTransactionCount(info, action) > 0)

/** What the UI sends for an action: the account, the start date the info was read for, and the action. */
export interface NeedlessActionRequest {
  readonly action: NeedlessAction
  readonly financialAccountId: string
  readonly needlessStartDate: LocalDate
  /** The number of transactions the action affects, for the confirmation and the result text. */
  readonly count: number
}

/**
 * Checks an action before it is sent. The start date is the one the info was read for (so the counts shown are the
 * counts acted on): it must be set ('accounts.needlessStartDateRequired') and valid (validateNeedlessStartDate), and
 * the action must affect at least one transaction ('accounts.needlessNothingToDelete' / '…NothingToIgnore').
 * @example validateNeedlessAction('delete', 'fa1', info, today) // right({ action: 'delete', financialAccountId: 'fa1', … })
 */
export const validateNeedlessAction = (
  action: NeedlessAction,
  financialAccountId: string,
  info: NeedlessInfo,
  today: LocalDate,
  field = NEEDLESS_START_DATE_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, NeedlessActionRequest> => {
  const date = info.needlessStartDate
  if (date == null) return E.left([validationIssue(field, 'accounts.needlessStartDateRequired')])
  const dateResult = validateNeedlessStartDate(date, info, today, field)
  const count = getNeedlessTransactionCount(info, action)
  const countIssues =
    count > 0
      ? []
      : [
          validationIssue(field, action === 'delete' ? 'accounts.needlessNothingToDelete' : 'accounts.needlessNothingToIgnore', {
            date: formatLocalDate(date),
          }),
        ]
  const issues = [...(E.isLeft(dateResult) ? dateResult.left : []), ...countIssues]
  return issues.length === 0 ? E.right({ action, financialAccountId, needlessStartDate: date, count }) : E.left(issues)
}

// --- German texts

/** '1 Umsatz' or 'n Umsätze'. */
const transactionsText = (n: number): string => (n === 1 ? '1 Umsatz' : `${formatCount(n)} Umsätze`)

const VERB_OF: Readonly<Record<NeedlessAction, string>> = { delete: 'gelöscht', ignore: 'ausgeblendet' }

/**
 * The section's summary for the start date the info was read for, one sentence per action that affects something,
 * or one sentence saying there is nothing to do; no sentence without a start date.
 * @example formatNeedlessTransactionsSummary({ numberOfNeedlessTransactionsToDelete: 12, numberOfNeedlessTransactionsToIgnore: 1, needlessStartDate: '2025-03-01' })
 * // ['12 Umsätze vor dem 01.03.2025 können gelöscht werden.', '1 Umsatz vor dem 01.03.2025 kann ausgeblendet werden.']
 */
export const formatNeedlessTransactionsSummary = (info: NeedlessInfo): ReadonlyArray<string> => {
  const date = info.needlessStartDate
  if (date == null) return []
  const actions = getAvailableNeedlessActions(info)
  if (actions.length === 0) {
    return [`Vor dem ${formatLocalDate(date)} gibt es keine Umsätze, die gelöscht oder ausgeblendet werden können.`]
  }
  return actions.map((action) => {
    const n = getNeedlessTransactionCount(info, action)
    return `${transactionsText(n)} vor dem ${formatLocalDate(date)} ${n === 1 ? 'kann' : 'können'} ${VERB_OF[action]} werden.`
  })
}

/**
 * The question before an action runs. Deleting cannot be undone, and says so.
 * @example formatNeedlessActionConfirmation({ action: 'delete', count: 12, needlessStartDate: '2025-03-01', … })
 * // 'Möchten Sie 12 Umsätze vor dem 01.03.2025 endgültig löschen? Dies kann nicht rückgängig gemacht werden.'
 */
export const formatNeedlessActionConfirmation = (request: NeedlessActionRequest): string => {
  const what = `${transactionsText(request.count)} vor dem ${formatLocalDate(request.needlessStartDate)}`
  return request.action === 'delete'
    ? `Möchten Sie ${what} endgültig löschen? Dies kann nicht rückgängig gemacht werden.`
    : `Möchten Sie ${what} ausblenden?`
}

/**
 * The notice after an action succeeded.
 * @example formatNeedlessActionResult({ action: 'ignore', count: 1, … }) // '1 Umsatz wurde ausgeblendet.'
 */
export const formatNeedlessActionResult = (request: NeedlessActionRequest): string =>
  `${transactionsText(request.count)} ${request.count === 1 ? 'wurde' : 'wurden'} ${VERB_OF[request.action]}.`
