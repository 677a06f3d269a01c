/**
 * Assignment proposals, their approval and notifications in the memory db (spec: transactions-import-proposals 3
 * "Proposal", "Proposal approval", "Notification", 4 "Approval", 7 "Proposals and approvals", 8 JOB_ALREADY_RUNNING;
 * hub-and-business-account 3 "Transaction summary"). The proposals are made by core's matchProposals (the one
 * matching rule) over the open transactions and open vouchers; a proposal is booked through the same payment code as
 * the assign call (memory-transactions.ts assignVouchers).
 *
 * When proposals are made and dropped (chosen, withProposalUpkeep runs it around every db operation):
 * - the first operation after the transaction data is there runs the matching over all of it;
 * - after every operation that changed transactions, payments or vouchers (an assignment, an ignore, a reversal …)
 *   a proposal whose transaction or vouchers changed is dropped;
 * - after an operation that added transactions (an import that finished) or removed a payment, the matching runs
 *   again for the open transactions without a proposal, so they get their proposal at once (a reversal or an
 *   unignore waits for the next of these); a rejected pair is never proposed again;
 * - a transaction's pendingProposalId is its PENDING proposal's id, kept in step with the proposals every time.
 * An approval is a job on the db's clock: it runs APPROVAL_JOB_DURATION_MS, then the first operation after that books
 * its proposals, each only if neither its transaction nor its vouchers changed since it was made (else it is skipped),
 * and raises a PROPOSAL_APPROVAL_PROCESSED notification. A CSV import that adds transactions to a business account
 * raises NEW_BUSINESS_ACCOUNT_TRANSACTIONS.
 */
import {
  PROPOSAL_APPROVAL_TYPE,
  PROPOSALS_PAGE_SIZE,
  ZERO_MONEY,
  compareMoney,
  isZeroMoney,
  matchingProposals,
  toWireAmount,
  type CreateProposalApprovalRequest,
  type LocalDate,
  type MatchTransaction,
  type MatchVoucher,
  type ReviewProposalRequest,
  type UpdateProposalNoteRequest,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import type { ProposalsSearch } from '../wire/proposal-queries.ts'
import { PROPOSAL_QUERY } from '../wire/proposal-queries.ts'
import {
  APPROVAL_JOB_DURATION_MS,
  BUSINESS_ACCOUNT_TYPES,
  NEW_PROPOSAL_ID_PREFIX,
  PROPOSAL_APPROVAL_LIMIT_COUNT,
  PROPOSALS_AHEAD_FROM,
  PROPOSALS_MATCH_SLICE,
  PROPOSALS_MAX_PAGE_SIZE,
} from './constants.ts'
import { nextTask } from './load-on-first-use.ts'
import {
  HTTP_NOT_FOUND,
  ISSUE_KEYS,
  badRequest,
  conflict,
  fail,
  invalidQueryParameter,
  issueOf,
  staleLock,
  type DbResult,
} from './memory-failures.ts'
import { rejectedPairKey, type StoredNotification, type StoredProposal } from './memory-proposal-state.ts'
import { bumped, findAccount, isStale, newId, type MemoryState } from './memory-state.ts'
import {
  activePaymentsOf,
  amountOfRecord,
  assignVouchers,
  deriveAhead,
  moneyOf,
  setAcceptedProposalId,
  setPendingProposalIds,
  transactionViewOf,
  transactionViews,
  transactionWireById,
  voucherIdsHeldByReservations,
  voucherOpenAmountOf,
  voucherWireFor,
  type TransactionView,
} from './memory-transactions.ts'
import type { StoredTransaction, StoredVoucher } from './memory-transaction-state.ts'

/** The issue keys of this module; each has its German text in core's catalogue. */
export const PROPOSAL_ISSUE_KEYS = {
  /** chosen */
  proposalNotFound: 'transactions.proposalNotFound',
  /** transactions-import-proposals 8 */
  jobAlreadyRunning: 'JOB_ALREADY_RUNNING',
  invalidState: 'INVALID_STATE',
} as const

type ProposalWire = t.OutputOf<typeof import('@kontor/core').AssignmentProposalCodec>

// --- reading the transaction records

const findVoucher = (state: MemoryState, id: string): StoredVoucher | undefined =>
  state.transactionData.vouchers.find((v) => v.voucherId === id)

const vouchersById = (state: MemoryState): ReadonlyMap<string, StoredVoucher> =>
  new Map(state.transactionData.vouchers.map((v) => [v.voucherId, v] as const))

/** Open, nothing assigned, not ignored: a transaction a proposal may be made for or kept on. */
const isProposable = (view: TransactionView | undefined): view is TransactionView =>
  view !== undefined &&
  view.record.ignored !== true &&
  view.bookingState === 'UNASSIGNED' &&
  !isZeroMoney(view.openAmount)

/** Whether the proposal's transaction and vouchers are as they were when it was made. */
const isUnchanged = (state: MemoryState, proposal: StoredProposal, vouchers: ReadonlyMap<string, StoredVoucher>): boolean => {
  const view = transactionViewOf(state, proposal.financialTransactionId)
  if (!isProposable(view) || (view.record.lockVersion ?? 0) !== proposal.transactionLockVersion) return false
  return proposal.payments.every((p) => {
    const voucher = vouchers.get(p.voucherId)
    return voucher !== undefined && (voucher.lockVersion ?? 0) === p.voucherLockVersion
  })
}

const nowIso = (state: MemoryState): string => state.clock.now().toISOString()

/** A fresh proposal id; `taken` holds the ids in use (built once per refresh, not searched per id). */
const newProposalId = (state: MemoryState, taken: ReadonlySet<string>): string => newId(state, NEW_PROPOSAL_ID_PREFIX, (id) => taken.has(id))

const matchTransactionOf = (view: TransactionView): MatchTransaction => ({
  financialTransactionId: view.record.financialTransactionId,
  amount: amountOfRecord(view.record),
  openAmount: view.openAmount,
  lockVersion: view.record.lockVersion ?? 0,
  transactionDate: view.record.transactionDate,
  purpose: view.record.purpose ?? null,
  additionalInfo: view.record.additionalInfo ?? null,
  recipientOrSenderName: view.record.recipientOrSenderName ?? null,
})

const matchVoucherOf = (state: MemoryState, voucher: StoredVoucher): MatchVoucher => ({
  voucherId: voucher.voucherId,
  voucherSource: voucher.voucherSource,
  direction: voucher.direction,
  voucherNumber: voucher.voucherNumber,
  voucherDate: voucher.voucherDate,
  openAmount: voucherOpenAmountOf(state, voucher),
  contactName: voucher.contactName ?? null,
  hasCashDiscount: voucher.hasCashDiscount ?? null,
  cashDiscountPercent: voucher.cashDiscountPercent ?? null,
})

// --- keeping the proposals in step with the records

const partition = <A>(items: ReadonlyArray<A>, test: (a: A) => boolean): readonly [A[], A[]] => {
  const yes: A[] = []
  const no: A[] = []
  for (const item of items) (test(item) ? yes : no).push(item)
  return [yes, no]
}

/**
 * Whether a PENDING proposal's transaction was booked with exactly its payments (the UI accepts one proposal through
 * the assign call): then its assignment is an accepted proposal's (the list's acceptedProposals filter).
 */
const wasAcceptedByHand = (state: MemoryState, proposal: StoredProposal): boolean => {
  if (proposal.reviewResult !== 'PENDING') return false
  const payments = activePaymentsOf(state, proposal.financialTransactionId)
  return (
    payments.length === proposal.payments.length &&
    proposal.payments.every((p) => payments.some((x) => x.voucherId === p.voucherId && x.paymentAmount === p.paymentAmount))
  )
}

/** Every transaction's pendingProposalId as its PENDING proposal's id (or none). */
const alignPendingProposalIds = (state: MemoryState): void => {
  const pendingOf = new Map(
    state.proposalData.proposals.filter((p) => p.reviewResult === 'PENDING').map((p) => [p.financialTransactionId, p.proposalId] as const),
  )
  const updates = new Map<string, string | null>()
  for (const record of state.transactionData.transactions) {
    const wanted = pendingOf.get(record.financialTransactionId) ?? null
    const current = record.pendingProposalId ?? null
    if (wanted !== current) updates.set(record.financialTransactionId, wanted)
  }
  setPendingProposalIds(state, updates)
}

/**
 * Drops the proposals whose transaction or vouchers changed, with `propose` proposes for the open transactions
 * without a pending proposal (core's matchProposals over the vouchers no pending proposal holds), and aligns
 * pendingProposalId.
 */
export const refreshProposals = (state: MemoryState, propose: boolean): void => {
  const steps = refreshingProposals(state, propose)
  while (steps.next().done !== true);
}

/** refreshProposals in steps: the matching's (matchingProposals); what it changes, all in the last step. */
function* refreshingProposals(state: MemoryState, propose: boolean): Generator<undefined, void, undefined> {
  const data = state.proposalData
  const vouchers = vouchersById(state)
  const [kept, dropped] = partition(data.proposals, (p) => isUnchanged(state, p, vouchers))
  data.proposals = kept
  for (const proposal of dropped) if (wasAcceptedByHand(state, proposal)) setAcceptedProposalId(state, proposal.financialTransactionId, proposal.proposalId)
  const pending = data.proposals.filter((p) => p.reviewResult === 'PENDING')
  const proposedTransactions = new Set(pending.map((p) => p.financialTransactionId))
  const proposedVouchers = new Set(pending.flatMap((p) => p.payments.map((x) => x.voucherId)))
  const rejected = new Set(data.rejectedPairs)
  const open = (propose ? state.transactionData.vouchers : [])
    .filter((v) => !proposedVouchers.has(v.voucherId))
    .map((v) => matchVoucherOf(state, v))
    .filter((v) => compareMoney(v.openAmount, ZERO_MONEY) > 0)
  // oldest first: new proposals are made in the order the money arrived; nothing to match against (a seed of
  // transactions only, the list benchmark's 100,000): the transactions are not even read.
  const transactions =
    !propose || open.length === 0
      ? []
      : [...transactionViews(state)]
          .reverse()
          .filter((view) => isProposable(view) && !proposedTransactions.has(view.record.financialTransactionId))
          .map(matchTransactionOf)
  const matches =
    transactions.length === 0
      ? []
      : yield* matchingProposals(
          transactions,
          open,
          {
            isExcluded: (transactionId, voucherId) => rejected.has(rejectedPairKey(transactionId, voucherId)),
            voucherIdsAssignedToReservations: voucherIdsHeldByReservations(state),
          },
          PROPOSALS_MATCH_SLICE,
        )
  if (matches.length > 0) {
    const createdAt = nowIso(state)
    const taken = new Set(data.proposals.map((p) => p.proposalId))
    const lockOf = new Map(transactions.map((tx): readonly [string, number] => [tx.financialTransactionId, tx.lockVersion ?? 0]))
    data.proposals = [
      ...data.proposals,
      ...matches.map(
        (match): StoredProposal => ({
          proposalId: newProposalId(state, taken),
          financialTransactionId: match.financialTransactionId,
          lockVersion: 0,
          reviewResult: 'PENDING',
          note: null,
          createdAt,
          transactionLockVersion: lockOf.get(match.financialTransactionId) ?? 0,
          payments: match.payments.map((p) => ({
            voucherId: p.voucherId,
            voucherSource: p.voucherSource,
            paymentAmount: toWireAmount(p.paymentAmount),
            paymentDifferenceStrategy: p.paymentDifferenceStrategy,
            reasons: [...p.reasons],
            voucherLockVersion: vouchers.get(p.voucherId)?.lockVersion ?? 0,
          })),
        }),
      ),
    ]
  }
  alignPendingProposalIds(state)
}

/**
 * A refresh after an import of many rows, done in steps between the calls instead of inside the import's last status
 * read (about 350 ms for 40,000 rows): the derived values first (deriveAhead), then the matching in slices. The db
 * runs it before the next call (every call waits for it, memory-persistence.ts runBeforeNextCall); a call that reaches
 * the db first (the db's own callers) refreshes at once instead (beforeOperation), and the steps left are dropped.
 */
export const refreshProposalsAhead = async (state: MemoryState, pause: () => Promise<void>): Promise<void> => {
  const due = state.proposalData.refreshDue
  if (due === undefined) return
  await deriveAhead(state, pause)
  if (state.proposalData.refreshDue !== due) return
  const steps = refreshingProposals(state, true)
  for (;;) {
    if (steps.next().done === true) break
    await pause()
    if (state.proposalData.refreshDue !== due) return
  }
  state.proposalData.refreshDue = undefined
  // What the refresh changed (pending proposal ids) is derived again for the lists, in steps too.
  await deriveAhead(state, pause)
}

// --- notifications

const addNotification = (state: MemoryState, notification: Omit<StoredNotification, 'sequentialNumber' | 'createdAt'>): void => {
  const data = state.proposalData
  const sequentialNumber = (data.notifications.at(-1)?.sequentialNumber ?? 0) + 1
  data.notifications = [...data.notifications, { ...notification, sequentialNumber, createdAt: nowIso(state) }]
}

/**
 * NEW_BUSINESS_ACCOUNT_TRANSACTIONS for transactions that arrived on a business account, one per account. chosen demo
 * trigger: the provider's business account (LEXBANK) syncs with the bank, which the demo does not; an import into an
 * account used for business (usingProfileType BUSINESS) stands in for it, so a CSV import there raises it.
 */
const notifyNewTransactions = (state: MemoryState, added: ReadonlyArray<StoredTransaction>): void => {
  const byAccount = new Map<string, StoredTransaction[]>()
  for (const record of added) {
    const account = findAccount(state, record.financialAccountId)
    const business = account !== undefined && ((BUSINESS_ACCOUNT_TYPES as ReadonlyArray<string>).includes(account.type) || account.usingProfileType === 'BUSINESS')
    if (!business) continue
    const records = byAccount.get(record.financialAccountId)
    if (records === undefined) byAccount.set(record.financialAccountId, [record])
    else records.push(record)
  }
  for (const records of byAccount.values()) {
    const latest = records.reduce((date, r) => (r.transactionDate > date ? r.transactionDate : date), '')
    addNotification(state, { notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', transactionCount: records.length, bookingDate: latest })
  }
}

// --- approvals

const isRunning = (approval: { readonly bookedProposalsCount: number | null }): boolean => approval.bookedProposalsCount === null

/** Books a proposal through the assign call's code, if neither its transaction nor its vouchers changed. */
const bookProposal = (state: MemoryState, proposal: StoredProposal): boolean => {
  if (proposal.reviewResult !== 'PENDING' || !isUnchanged(state, proposal, vouchersById(state))) return false
  const view = transactionViewOf(state, proposal.financialTransactionId)
  if (view === undefined) return false
  const booked = assignVouchers(state, {
    financialTransactionId: proposal.financialTransactionId,
    lockVersion: proposal.transactionLockVersion,
    paymentDate: view.record.transactionDate as LocalDate,
    payments: proposal.payments.map((p) => ({
      voucherId: p.voucherId,
      voucherSource: p.voucherSource,
      paymentAmount: moneyOf(p.paymentAmount),
      paymentDifferenceStrategy: p.paymentDifferenceStrategy,
    })),
  })
  if (E.isLeft(booked)) return false
  setAcceptedProposalId(state, proposal.financialTransactionId, proposal.proposalId)
  return true
}

/** Books the approvals whose time has come, in the order they started. */
const finishDueApprovals = (state: MemoryState): void => {
  const now = state.clock.now().getTime()
  const due = state.proposalData.approvals.filter((a) => isRunning(a) && Date.parse(a.doneAt) <= now)
  for (const approval of due) {
    let booked = 0
    for (const id of approval.proposalIds) {
      const proposal = state.proposalData.proposals.find((p) => p.proposalId === id)
      if (proposal !== undefined && bookProposal(state, proposal)) {
        booked += 1
        state.proposalData.proposals = state.proposalData.proposals.filter((p) => p.proposalId !== id)
      }
    }
    state.proposalData.approvals = state.proposalData.approvals.map((a) =>
      a.approvalId === approval.approvalId ? { ...a, bookedProposalsCount: booked } : a,
    )
    addNotification(state, { notificationType: 'PROPOSAL_APPROVAL_PROCESSED', transactionCount: booked, bookingDate: null })
  }
  if (due.length > 0) refreshProposals(state, false)
}

// --- the upkeep around every operation

/** The record arrays whose replacement means a change the proposals follow. */
const recordsOf = (state: MemoryState) => {
  const { transactions, payments, vouchers, reservedTransactions } = state.transactionData
  return [transactions, payments, vouchers, reservedTransactions] as const
}

/** Before an operation: the first matching once the data is there, then the approvals whose time has come. */
const beforeOperation = (state: MemoryState): void => {
  if (state.transactionSeed.pending) return
  if (state.proposalData.refreshDue !== undefined) {
    state.proposalData.refreshDue = undefined
    refreshProposals(state, true)
  }
  if (!state.proposalData.generated) {
    state.proposalData.generated = true
    refreshProposals(state, true)
  }
  finishDueApprovals(state)
}

/**
 * Every operation of the db with the proposals kept in step (see the module's comment). Operations that only wait or
 * copy the state (the loads, snapshot, restore) pass as they are.
 */
/** chosen: the operations after which the matching runs again (the spec's server proposes for what is newly open). */
const PROPOSE_AFTER: ReadonlyArray<string> = ['deletePayment', 'deleteReservedPayments']

/** Where the db can run work between calls (the demo's store): how, and how its steps give the page a turn. */
export interface UpkeepAhead {
  readonly runBeforeNextCall: (step: () => Promise<void>) => void
  readonly pause?: (() => Promise<void>) | undefined
}

/**
 * With `ahead`, a refresh after an operation that added PROPOSALS_AHEAD_FROM transactions or more is left to a run in
 * steps before the next call (refreshProposalsAhead); without, it is done in the call.
 */
export const withProposalUpkeep = <Db extends object>(state: MemoryState, db: Db, untouched: ReadonlyArray<keyof Db>, ahead?: UpkeepAhead): Db =>
  Object.fromEntries(
    Object.entries(db).map(([name, operation]) => {
      if (untouched.includes(name as keyof Db) || typeof operation !== 'function') return [name, operation]
      const wrapped = (...args: ReadonlyArray<unknown>): unknown => {
        beforeOperation(state)
        const before = recordsOf(state)
        const knownIds = state.transactionData.transactions
        const result: unknown = (operation as (...a: ReadonlyArray<unknown>) => unknown)(...args)
        const after = recordsOf(state)
        if (!state.transactionSeed.pending && before.some((records, i) => records !== after[i])) {
          const known = new Set(knownIds.map((r) => r.financialTransactionId))
          const added = after[0].length > knownIds.length ? after[0].filter((r) => !known.has(r.financialTransactionId)) : []
          notifyNewTransactions(state, added)
          if (ahead !== undefined && added.length >= PROPOSALS_AHEAD_FROM) {
            state.proposalData.refreshDue = (state.proposalData.refreshDue ?? 0) + 1
            ahead.runBeforeNextCall(() => refreshProposalsAhead(state, ahead.pause ?? nextTask))
          } else refreshProposals(state, added.length > 0 || PROPOSE_AFTER.includes(name))
        }
        return result
      }
      return [name, wrapped]
    }),
  ) as Db

// --- wire answers

const proposalWireOf = (proposal: StoredProposal): ProposalWire => ({
  proposalId: proposal.proposalId,
  lockVersion: proposal.lockVersion,
  reviewResult: proposal.reviewResult,
  note: proposal.note,
  financialTransactionId: proposal.financialTransactionId,
  createdAt: proposal.createdAt,
  payments: proposal.payments.map(({ voucherLockVersion: _lock, reasons, ...p }) => ({ ...p, reasons: [...reasons] })),
})

const entryOf = (state: MemoryState, proposal: StoredProposal) => {
  const transaction = transactionWireById(state, proposal.financialTransactionId)
  if (E.isLeft(transaction)) return undefined
  const vouchers = proposal.payments.flatMap((p) => {
    const voucher = findVoucher(state, p.voucherId)
    return voucher === undefined ? [] : [voucherWireFor(state, voucher)]
  })
  return { proposal: proposalWireOf(proposal), transaction: transaction.right, vouchers }
}

const proposalNotFound = () => fail(HTTP_NOT_FOUND, issueOf(PROPOSAL_ISSUE_KEYS.proposalNotFound, 'proposalId'))

const findProposal = (state: MemoryState, id: string): StoredProposal | undefined =>
  state.proposalData.proposals.find((p) => p.proposalId === id)

const isInstant = (text: string): boolean => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))

/**
 * GET proposalservice/v1/proposals: one transaction's proposals (every review result), or a page of the proposals
 * in the given review results (none given: all) made up to requestDate, oldest first, with the approval limit.
 */
export const listProposals = (state: MemoryState, search: ProposalsSearch) => {
  const limit = PROPOSAL_APPROVAL_LIMIT_COUNT
  if ('financialTransactionId' in search) {
    const found = state.proposalData.proposals.filter((p) => p.financialTransactionId === search.financialTransactionId)
    const content = found.flatMap((p) => entryOf(state, p) ?? [])
    return E.right({ content, totalElements: content.length, pageNumber: 0, pageSize: Math.max(content.length, 1), limitTransactionsWithProposalsToAccept: limit })
  }
  const pageSize = search.pageSize ?? PROPOSALS_PAGE_SIZE
  if (pageSize < 1 || pageSize > PROPOSALS_MAX_PAGE_SIZE) return invalidQueryParameter(PROPOSAL_QUERY.pageSize)
  if (search.requestDate !== undefined && !isInstant(search.requestDate)) return invalidQueryParameter(PROPOSAL_QUERY.requestDate)
  const until = search.requestDate === undefined ? Number.POSITIVE_INFINITY : Date.parse(search.requestDate)
  const pageNumber = search.pageNumber ?? 0
  const matching = state.proposalData.proposals
    .map((proposal, index) => ({ proposal, index, at: Date.parse(proposal.createdAt) }))
    .filter(({ proposal, at }) => (search.reviewResults.length === 0 || search.reviewResults.includes(proposal.reviewResult)) && at <= until)
    .sort((a, b) => a.at - b.at || a.index - b.index)
  return E.right({
    content: matching.slice(pageNumber * pageSize, pageNumber * pageSize + pageSize).flatMap(({ proposal }) => entryOf(state, proposal) ?? []),
    totalElements: matching.length,
    pageNumber,
    pageSize,
    limitTransactionsWithProposalsToAccept: limit,
  })
}

export const getProposal = (state: MemoryState, proposalId: string): DbResult<ProposalWire> => {
  const proposal = findProposal(state, proposalId)
  return proposal === undefined ? proposalNotFound() : E.right(proposalWireOf(proposal))
}

const replaceProposal = (state: MemoryState, proposal: StoredProposal): void => {
  state.proposalData.proposals = state.proposalData.proposals.map((p) => (p.proposalId === proposal.proposalId ? proposal : p))
}

/**
 * PUT .../reviewResult: REJECTED takes the proposal off its transaction and its pairs are never proposed again;
 * chosen: PENDING again (an undo that reached the server) puts it back while its transaction and vouchers are still
 * free, else INVALID_STATE. A stale lockVersion is a 409 and changes nothing.
 */
export const reviewProposal = (state: MemoryState, proposalId: string, body: ReviewProposalRequest): DbResult<ProposalWire> => {
  const proposal = findProposal(state, proposalId)
  if (proposal === undefined) return proposalNotFound()
  if (isStale(body.lockVersion, proposal.lockVersion)) return staleLock()
  if (body.reviewResult === proposal.reviewResult) return E.right(proposalWireOf(proposal))
  const pairs = proposal.payments.map((p) => rejectedPairKey(proposal.financialTransactionId, p.voucherId))
  if (body.reviewResult === 'PENDING') {
    const taken = state.proposalData.proposals.some(
      (p) =>
        p.reviewResult === 'PENDING' &&
        (p.financialTransactionId === proposal.financialTransactionId || p.payments.some((x) => proposal.payments.some((y) => y.voucherId === x.voucherId))),
    )
    if (taken) return badRequest(PROPOSAL_ISSUE_KEYS.invalidState, 'reviewResult')
    state.proposalData.rejectedPairs = state.proposalData.rejectedPairs.filter((k) => !pairs.includes(k))
  } else {
    state.proposalData.rejectedPairs = [...new Set([...state.proposalData.rejectedPairs, ...pairs])]
  }
  const updated: StoredProposal = { ...proposal, reviewResult: body.reviewResult, lockVersion: bumped(proposal.lockVersion) }
  replaceProposal(state, updated)
  alignPendingProposalIds(state)
  return E.right(proposalWireOf(updated))
}

/** PATCH .../proposals/{id}: the note as sent (chosen: no length limit, HTML kept as text); null or '' removes it. */
export const updateProposalNote = (state: MemoryState, proposalId: string, body: UpdateProposalNoteRequest): DbResult<ProposalWire> => {
  const proposal = findProposal(state, proposalId)
  if (proposal === undefined) return proposalNotFound()
  if (isStale(body.lockVersion, proposal.lockVersion)) return staleLock()
  const updated: StoredProposal = { ...proposal, note: body.note === '' ? null : body.note, lockVersion: bumped(proposal.lockVersion) }
  replaceProposal(state, updated)
  return E.right(proposalWireOf(updated))
}

const approvalWireOf = (approval: { readonly requestDate: string; readonly requestProposalCount: number; readonly doneAt: string; readonly bookedProposalsCount: number | null }) => ({
  type: PROPOSAL_APPROVAL_TYPE,
  requestDate: approval.requestDate,
  approvalTime: isRunning(approval) ? null : approval.doneAt,
  requestProposalCount: approval.requestProposalCount,
})

/** GET .../proposalApprovals/summary?status=pending: the approvals still running and the proposals they hold. */
export const getProposalApprovalSummary = (state: MemoryState) => {
  const running = state.proposalData.approvals.filter(isRunning)
  return E.right({
    proposalApprovals: running.map(approvalWireOf),
    totalProposalsCount: running.reduce((sum, a) => sum + a.proposalIds.length, 0),
    bookedProposalsCount: 0,
  })
}

/**
 * POST v3/proposalApprovals: starts the job over the oldest PENDING proposals made up to requestDate, at most
 * requestProposalCount and (chosen) at most the limit of the list; JOB_ALREADY_RUNNING (409) while one runs.
 */
export const createProposalApproval = (state: MemoryState, body: CreateProposalApprovalRequest) => {
  if (state.proposalData.approvals.some(isRunning)) return conflict(PROPOSAL_ISSUE_KEYS.jobAlreadyRunning, 'proposals')
  if (!isInstant(body.requestDate)) return badRequest(ISSUE_KEYS.invalidModel, 'requestDate')
  if (!Number.isInteger(body.requestProposalCount) || body.requestProposalCount < 1) return badRequest(ISSUE_KEYS.invalidModel, 'requestProposalCount')
  const until = Date.parse(body.requestDate)
  const count = Math.min(body.requestProposalCount, PROPOSAL_APPROVAL_LIMIT_COUNT)
  const proposalIds = state.proposalData.proposals
    .map((proposal, index) => ({ proposal, index, at: Date.parse(proposal.createdAt) }))
    .filter(({ proposal, at }) => proposal.reviewResult === 'PENDING' && at <= until)
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .slice(0, count)
    .map(({ proposal }) => proposal.proposalId)
  const now = state.clock.now().getTime()
  const approval = {
    approvalId: newId(state, 'approval-', (id) => state.proposalData.approvals.some((a) => a.approvalId === id)),
    requestDate: body.requestDate,
    requestProposalCount: body.requestProposalCount,
    startedAt: new Date(now).toISOString(),
    doneAt: new Date(now + APPROVAL_JOB_DURATION_MS).toISOString(),
    proposalIds,
    bookedProposalsCount: null,
  }
  state.proposalData.approvals = [...state.proposalData.approvals, approval]
  return E.right(approvalWireOf(approval))
}

/** GET notificationservice/v100/notifications?from: those after sequential number `from`, in order. */
export const listNotifications = (state: MemoryState, from: number) =>
  E.right(state.proposalData.notifications.filter((n) => n.sequentialNumber > from).map((n) => ({ ...n })))
