/**
 * The transaction lists' reads of the transaction port, named here so that the pages and the navigation's counts only
 * show what they return (issue 25: a component never calls a port; shared/useRead.ts runs a read for a count).
 */
import {
  RESERVED_TRANSACTIONS_PAGE_SIZE,
  todayInBerlin,
  toTransactionNavCounts,
  toTransactionsQuery,
  type Backend,
  type ReservedTransactionPage,
  type ReservedTransactionSummary,
  type TransactionFilter,
  type TransactionListSearchState,
  type TransactionNavCounts,
  type TransactionPage,
  type TransactionSummary,
} from '@kontor/core'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendRead } from '../../shared/useRead.ts'

/** One page of /transactions, /transactionswop or /transactionshidden at the list's address (transactions-import-proposals 4, 7). */
export const readTransactionList =
  (backend: Backend, filter: TransactionFilter, search: TransactionListSearchState): BackendRead<TransactionPage> =>
  (signal) =>
    backend.transactions.listTransactions(toTransactionsQuery(filter, search), { signal })

/** One page (counted from 1) of the reserved transactions, of one account or of all (transactions-import-proposals 7). */
export const readReservedTransactions =
  (backend: Backend, page: number, financialAccountId: string | null): BackendRead<ReservedTransactionPage> =>
  (signal) =>
    backend.transactions.listReservedTransactions(
      { pageNumber: page - 1, pageSize: RESERVED_TRANSACTIONS_PAGE_SIZE, ...(financialAccountId === null ? {} : { financialAccountId }) },
      { signal },
    )

/**
 * The navigation's counts from the one summary `kind` needs (hub-and-business-account 3 "Transaction summary"): the
 * transactions' as of today for the open ones and those with a proposal, the reservations' for Vorgemerkt.
 */
export const readTransactionNavCounts =
  (backend: Backend, kind: keyof TransactionNavCounts): BackendRead<TransactionNavCounts> =>
  (signal) =>
    kind === 'reservedOpen'
      ? TE.map((reserved: ReservedTransactionSummary) => toTransactionNavCounts(undefined, reserved))(backend.transactions.getReservedTransactionSummary({ signal }))
      : TE.map((summary: TransactionSummary) => toTransactionNavCounts(summary, undefined))(
          backend.transactions.getTransactionSummary(todayInBerlin(backend.clock), { signal }),
        )
