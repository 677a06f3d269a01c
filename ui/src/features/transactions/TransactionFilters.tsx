/**
 * The filters of a transaction list (hub-and-business-account 2.1; transactions-import-proposals 7 "Transactions"):
 * a search term, a date range (von/bis, German dates) and the accounts. What is typed stays in the fields; it is
 * checked by core's rules once typing pauses (TRANSACTION_SEARCH_DEBOUNCE_MS), and only a valid filter reaches the
 * address, and so the call: an invalid one gets its German message on the field.
 */
import {
  formatLocalDate,
  messageForValidationIssue,
  validateTransactionDateRange,
  validateTransactionSearchTerm,
  type TransactionListSearchState,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { CheckboxGroupField, TextInputField } from '../../shared/components/FormFields.tsx'
import { TRANSACTION_SEARCH_DEBOUNCE_MS } from './constants.ts'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

/** The part of the address the filters set (the page goes back to 1 on each change). */
export type FilterValues = Omit<TransactionListSearchState, 'page'>

export interface AccountOption {
  readonly financialAccountId: string
  readonly name: string
}

/** What the user typed, as typed. */
interface Drafts {
  readonly searchTerm: string
  readonly dateFrom: string
  readonly dateTo: string
}

const draftsOf = (values: FilterValues): Drafts => ({
  searchTerm: values.searchTerm,
  dateFrom: values.dateFrom === undefined ? '' : formatLocalDate(values.dateFrom),
  dateTo: values.dateTo === undefined ? '' : formatLocalDate(values.dateTo),
})

const messagesOf = (issues: ReadonlyArray<ValidationIssue>, field: string): ReadonlyArray<string> =>
  issues.filter((issue) => issue.field === field).map(messageForValidationIssue)

/** The filters the address holds, in one comparable text (a changed address is a changed text). */
const keyOf = (values: FilterValues) => JSON.stringify([values.searchTerm, values.dateFrom ?? '', values.dateTo ?? '', values.financialAccountIds])

/** What the drafts stand for with these accounts, or the issues that keep them from the address. */
const toFilterValues = (drafts: Drafts, financialAccountIds: ReadonlyArray<string>): E.Either<ReadonlyArray<ValidationIssue>, FilterValues> => {
  const term = validateTransactionSearchTerm(drafts.searchTerm)
  const range = validateTransactionDateRange(drafts.dateFrom, drafts.dateTo)
  if (E.isLeft(term) || E.isLeft(range)) return E.left([...(E.isLeft(term) ? term.left : []), ...(E.isLeft(range) ? range.left : [])])
  return E.right({
    searchTerm: term.right,
    financialAccountIds,
    ...(range.right.dateFrom === undefined ? {} : { dateFrom: range.right.dateFrom }),
    ...(range.right.dateTo === undefined ? {} : { dateTo: range.right.dateTo }),
  })
}

export const TransactionFilters = ({
  applied,
  accounts,
  onApply,
}: {
  /** The filters in the address. */
  readonly applied: FilterValues
  /** The organisation's accounts; undefined while they load (the account filter waits for them). */
  readonly accounts: ReadonlyArray<AccountOption> | undefined
  readonly onApply: (values: FilterValues) => void
}) => {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(applied))
  // The drafts as last checked (after typing paused): their messages show, and a valid change applies.
  const [checked, setChecked] = useState<Drafts>(drafts)
  const [seenKey, setSeenKey] = useState(() => keyOf(applied))
  const appliedKey = keyOf(applied)
  // The address changed by itself (back, forward, a link, a reset): the fields show it, unless they already stand for
  // it (then they keep what is typed, e.g. '1.3.2026' for 01.03.2026). Adjusted while rendering, as React advises.
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey)
    const typed = toFilterValues(drafts, applied.financialAccountIds)
    if (E.isLeft(typed) || keyOf(typed.right) !== appliedKey) {
      setDrafts(draftsOf(applied))
      setChecked(draftsOf(applied))
    }
  }

  const latest = useRef({ applied, onApply })
  useEffect(() => {
    latest.current = { applied, onApply }
  })
  useEffect(() => {
    if (drafts === checked) return undefined
    const timer = setTimeout(() => {
      setChecked(drafts)
      const { applied: now, onApply: apply } = latest.current
      const values = toFilterValues(drafts, now.financialAccountIds)
      if (E.isRight(values) && keyOf(values.right) !== keyOf(now)) apply(values.right)
    }, TRANSACTION_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [drafts, checked])

  const checkedResult = toFilterValues(checked, applied.financialAccountIds)
  const issues = E.isLeft(checkedResult) ? checkedResult.left : []

  const changeAccounts = (ids: ReadonlyArray<string>) => {
    // The accounts apply at once, with the other filters as the address holds them (a field in error stays as typed).
    onApply({ ...applied, financialAccountIds: ids })
  }
  const hasFilters = appliedKey !== keyOf({ searchTerm: '', financialAccountIds: [] }) || drafts.searchTerm !== '' || drafts.dateFrom !== '' || drafts.dateTo !== ''
  const resetAll = () => {
    const empty = { searchTerm: '', dateFrom: '', dateTo: '' }
    setDrafts(empty)
    setChecked(empty)
    onApply({ searchTerm: '', financialAccountIds: [] })
  }

  return (
    <div role="search" className="tx-filters" aria-label={TRANSACTION_LIST_TEXTS.filtersLabel}>
      <div className="tx-filter-search">
        <TextInputField
          label={TRANSACTION_LIST_TEXTS.search}
          name="searchTerm"
          value={drafts.searchTerm}
          onChange={(searchTerm) => setDrafts({ ...drafts, searchTerm })}
          description={TRANSACTION_LIST_TEXTS.searchDescription}
          errors={messagesOf(issues, 'searchTerm')}
        />
      </div>
      <div className="tx-filter-dates">
        <TextInputField
          label={TRANSACTION_LIST_TEXTS.dateFrom}
          name="dateFrom"
          value={drafts.dateFrom}
          onChange={(dateFrom) => setDrafts({ ...drafts, dateFrom })}
          description={TRANSACTION_LIST_TEXTS.dateFormat}
          errors={messagesOf(issues, 'dateFrom')}
        />
        <TextInputField
          label={TRANSACTION_LIST_TEXTS.dateTo}
          name="dateTo"
          value={drafts.dateTo}
          onChange={(dateTo) => setDrafts({ ...drafts, dateTo })}
          description={TRANSACTION_LIST_TEXTS.dateFormat}
          errors={messagesOf(issues, 'dateTo')}
        />
      </div>
      {accounts !== undefined && accounts.length > 1 && (
        <details className="tx-filter-accounts">
          <summary>{TRANSACTION_LIST_TEXTS.accountsSummary(applied.financialAccountIds.length)}</summary>
          <CheckboxGroupField
            label={TRANSACTION_LIST_TEXTS.accounts}
            value={applied.financialAccountIds}
            onChange={changeAccounts}
            options={accounts.map((account) => ({ id: account.financialAccountId, label: account.name }))}
          />
        </details>
      )}
      {hasFilters && (
        <Button className="button tx-filter-reset" onPress={resetAll}>
          {TRANSACTION_LIST_TEXTS.resetFilters}
        </Button>
      )}
    </div>
  )
}
