/**
 * Assignment proposals, their approval and notifications in the memory db (spec: transactions-import-proposals 3
 * "Proposal", "Proposal approval", "Notification", 4 "Approval", 7 "Proposals and approvals", 8 JOB_ALREADY_RUNNING;
 * hub-and-business-account 3 "Transaction summary"). The proposals are made by core's matchProposals (the one
 * matching rule) over the open transactions and open vouchers; a proposal is booked through the same payment code as
 * the assign call (transactions/payments.ts assignVouchers).
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
 *
 * This module: the notifications, the approvals' bookings and the upkeep around every operation; the matching itself
 * is proposal-matching.ts, the calls proposal-calls.ts.
 */
import type { LocalDate } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { BUSINESS_ACCOUNT_TYPES, PROPOSALS_AHEAD_FROM } from '../constants.ts'
import { nextTask } from '../load-on-first-use.ts'
import { findAccount, type MemoryState } from '../store/state.ts'
import { moneyOf } from '../transactions/derived.ts'
import { assignVouchers } from '../transactions/payments.ts'
import { setAcceptedProposalId, transactionViewOf } from '../transactions/transaction-access.ts'
import type { StoredTransaction } from '../transactions/transaction-state.ts'
import { isUnchanged, nowIso, refreshProposals, refreshProposalsAhead, vouchersById } from './proposal-matching.ts'
import type { StoredNotification, StoredProposal } from './proposal-state.ts'

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

export const isRunning = (approval: { readonly bookedProposalsCount: number | null }): boolean => approval.bookedProposalsCount === null

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
