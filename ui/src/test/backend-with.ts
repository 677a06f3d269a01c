/**
 * Fake backends by named ports, and the answers their calls give, for UI tests. backendWith is fakeBackend
 * (render-app.tsx) with the ports named rather than placed: a test gives the calls it expects, and every other call
 * fails the test loudly.
 */
import type { Backend, BackendError, BankingPort, BankLookupPort, Clock, FinancialAccount, ProposalPort, TransactionPort } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { fakeBackend, type FakeBackendPorts } from './render-app.tsx'

/** A call that answers `a`, as soon as it is run. */
export const right = <A>(a: A): TE.TaskEither<BackendError, A> => () => Promise.resolve(E.right(a))

/** A call that fails with `error`, as soon as it is run. */
export const left = <A>(error: BackendError): TE.TaskEither<BackendError, A> => () => Promise.resolve(E.left(error))

/** What a fake backend answers, port by port; a port or call left out fails the test when called. */
export interface FakePorts extends Omit<FakeBackendPorts, 'privileges'> {
  /** What the account list answers with, or the list call itself (to fail, wait or count). */
  readonly accounts: ReadonlyArray<FinancialAccount> | BankingPort['listFinancialAccounts']
  /** The privileges listPrivileges answers with; without them it is an unexpected call. */
  readonly privileges?: ReadonlyArray<string>
  readonly banking?: Partial<BankingPort>
  readonly bankLookup?: Partial<BankLookupPort>
  /** The backend's clock; fakeBackend's fixed TEST_NOW when not given. */
  readonly clock?: Clock | undefined
}

/**
 * A backend whose calls are the given ones; any other call fails the test loudly.
 * @example backendWith({ accounts: [giro], privileges: ['FINANCE_LEXBANK_READ'], transfers: { listReoccurrences: () => right([]) } })
 */
export const backendWith = ({ accounts, privileges, banking = {}, bankLookup = {}, clock, ...ports }: FakePorts): Backend => {
  const listFinancialAccounts = typeof accounts === 'function' ? accounts : () => right(accounts)
  const backend = fakeBackend(listFinancialAccounts, banking, bankLookup, {
    ...ports,
    ...(privileges === undefined ? {} : { privileges: { listPrivileges: () => right(privileges) } }),
  })
  return clock === undefined ? backend : { ...backend, clock }
}

/** The transaction summaries the screens read as they mount, with nothing open: for tests about something else. */
export const QUIET_TRANSACTION_SUMMARIES: Pick<TransactionPort, 'getTransactionSummary' | 'getReservedTransactionSummary'> = {
  getTransactionSummary: () => right({ requestDate: '2026-11-22', openTransactionsWithProposals: 0, openTransactionsWithoutProposals: 0 }),
  getReservedTransactionSummary: () => right({ numberOfReservedTransactions: 0, numberOfOpenReservedTransactions: 0 }),
}

/** The approval minicard's reads on the transaction lists, with no proposal pending: for tests about something else. */
export const QUIET_PENDING_PROPOSALS: Pick<ProposalPort, 'listProposals' | 'getProposalApprovalSummary'> = {
  listProposals: () => right({ content: [], totalElements: 0, pageNumber: 0, pageSize: 1, limitTransactionsWithProposalsToAccept: null }),
  getProposalApprovalSummary: () => right({ proposalApprovals: [] }),
}
