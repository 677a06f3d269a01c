/**
 * The transaction lists' reads of the transaction port, named here so that the pages and the navigation's counts only
 * show what they return (issue 25: a component never calls a port; shared/useListLoad.ts runs a list's read,
 * shared/useRead.ts a count's).
 */
import {
  RESERVED_TRANSACTIONS_PAGE_SIZE,
  todayInBerlin,
  toTransactionNavCounts,
  type Backend,
  type ReservedTransactionPage,
  type ReservedTransactionSummary,
  type ReservedTransactionsQuery,
  type TransactionNavCounts,
  type TransactionPage,
  type TransactionSummary,
  type TransactionsQuery,
} from '@kontor/core'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { ListRead } from '../../shared/useListLoad.ts'
import type { BackendRead } from '../../shared/useRead.ts'

/** A page of /transactions, /transactionswop or /transactionshidden (transactions-import-proposals 4, 7; core toTransactionsQuery). */
export const readTransactionList =
  (backend: Backend): ListRead<TransactionsQuery, TransactionPage> =>
  (query, signal) =>
    backend.transactions.listTransactions(query, { signal })

/** The query of a page (counted from 1) of the reserved transactions, of one account or of all (transactions-import-proposals 7). */
export const toReservedTransactionsQuery = (page: number, financialAccountId: string | null): ReservedTransactionsQuery => ({
  pageNumber: page - 1,
  pageSize: RESERVED_TRANSACTIONS_PAGE_SIZE,
  ...(financialAccountId === null ? {} : { financialAccountId }),
})

/** A page of the reserved transactions (transactions-import-proposals 7 GET {token}). */
export const readReservedTransactions =
  (backend: Backend): ListRead<ReservedTransactionsQuery, ReservedTransactionPage> =>
  (query, signal) =>
    backend.transactions.listReservedTransactions(query, { signal })

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
