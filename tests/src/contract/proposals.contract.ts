/**
 * The contract of the proposal port (spec: transactions-import-proposals 3 "Proposal", "Proposal approval",
 * "Notification", 4 "Approval", 7 "Proposals and approvals", 8 JOB_ALREADY_RUNNING; hub-and-business-account 3
 * "Transaction summary"), run against every adapter over a small seed of its own (proposal-seed.ts) and a clock the
 * test moves: the proposals the matching makes, review with its lockVersion, the note, the approval job and its
 * notification, and the transactions' pendingProposalId and summary kept in step.
 */
import {
  PROPOSAL_APPROVAL_TYPE,
  toWireAmount,
  type AssignmentProposal,
  type Backend,
  type LocalDate,
  type ProposalListEntry,
  type TransactionsQuery,
} from '@kontor/core'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { failure, issuesError, run } from './contract-helpers.ts'
import { BULK_COUNT, PROPOSAL_TEST_START, PTX, PV, bulkTransactionId, manualClock, type ManualClock } from './proposal-seed.ts'

const TODAY = '2026-11-26' as LocalDate

/** Long enough for any approval job of the memory db ("a few seconds"). */
const JOB_WAIT_MS = 60_000

const pending = (backend: Backend, q: { readonly pageNumber?: number; readonly pageSize?: number; readonly requestDate?: string } = {}) =>
  run(backend.proposals.listProposals({ reviewResults: ['PENDING'], pageNumber: q.pageNumber ?? 0, pageSize: q.pageSize ?? 50, requestDate: q.requestDate }))

const transactions = (backend: Backend, q: Partial<TransactionsQuery> = {}) =>
  run(backend.transactions.listTransactions({ pageNumber: 0, pageSize: 100, ...q }))

const entryOf = async (backend: Backend, transactionId: string): Promise<ProposalListEntry> => {
  const found = (await pending(backend, { pageSize: 100 })).content.find((e) => e.proposal.financialTransactionId === transactionId)
  if (found === undefined) throw new Error(`no pending proposal for ${transactionId}`)
  return found
}

const reasonsOf = (proposal: AssignmentProposal) => proposal.payments.map((p) => [...p.reasons])
const paidOf = (proposal: AssignmentProposal) => proposal.payments.map((p) => toWireAmount(p.paymentAmount))

const accept = (backend: Backend, entry: ProposalListEntry) =>
  run(
    backend.transactions.assignVouchers({
      financialTransactionId: entry.transaction.financialTransactionId,
      lockVersion: entry.transaction.lockVersion ?? null,
      paymentDate: entry.transaction.transactionDate ?? null,
      payments: entry.proposal.payments.map((p) => ({
        voucherId: p.voucherId,
        voucherSource: p.voucherSource,
        paymentAmount: p.paymentAmount,
        paymentDifferenceStrategy: p.paymentDifferenceStrategy,
      })),
    }),
  )

const approve = (backend: Backend, requestDate: string, requestProposalCount: number) =>
  backend.proposals.createProposalApproval({ type: PROPOSAL_APPROVAL_TYPE, requestDate, requestProposalCount })

export const proposalsContract = (name: string, makeBackend: (clock: ManualClock) => Promise<BackendUnderTest>) =>
  describe(`${name}: proposal port`, () => {
    const withBackend =
      (body: (backend: Backend, clock: ManualClock) => Promise<void>): (() => Promise<void>) =>
      async () => {
        const clock = manualClock()
        const { backend, close } = await makeBackend(clock)
        try {
          await body(backend, clock)
        } finally {
          await close()
        }
      }

    describe('the proposals the matching makes', () => {
      it(
        'proposes each reason kind, oldest first, with its transaction and vouchers, the limit and the signed payments',
        withBackend(async (backend) => {
          const page = await pending(backend)
          expect(page.totalElements).toBe(BULK_COUNT + 5)
          expect(page.limitTransactionsWithProposalsToAccept).toBe(10)
          expect(page.content.map((e) => e.proposal.financialTransactionId)).toEqual([
            ...Array.from({ length: BULK_COUNT }, (_, i) => bulkTransactionId(i + 1)),
            PTX.exact,
            PTX.noDashes,
            PTX.name,
            PTX.skonto,
            PTX.outgo,
          ])
          const byTransaction = new Map(page.content.map((e) => [e.proposal.financialTransactionId, e] as const))
          const of = (id: string) => {
            const entry = byTransaction.get(id)
            if (entry === undefined) throw new Error(`no proposal for ${id}`)
            return entry
          }
          expect(reasonsOf(of(PTX.exact).proposal)).toEqual([['AMOUNT', 'VOUCHER_NUMBER']])
          expect(reasonsOf(of(PTX.noDashes).proposal)).toEqual([['AMOUNT', 'VOUCHER_NUMBER']])
          expect(reasonsOf(of(PTX.name).proposal)).toEqual([['AMOUNT', 'CONTACT_NAME']])
          expect(reasonsOf(of(PTX.skonto).proposal)).toEqual([['AMOUNT_WITH_CASH_DISCOUNT', 'VOUCHER_NUMBER', 'CONTACT_NAME']])
          expect(of(PTX.skonto).proposal.payments[0]).toMatchObject({ voucherId: PV.skonto, paymentDifferenceStrategy: 'CASH_DISCOUNT' })
          expect(paidOf(of(PTX.skonto).proposal)).toEqual([1166.2])
          expect(paidOf(of(PTX.outgo).proposal)).toEqual([-318.2])
          const exact = of(PTX.exact)
          expect(exact.transaction).toMatchObject({ financialTransactionId: PTX.exact, pendingProposalId: exact.proposal.proposalId })
          expect(exact.vouchers.map((v) => v.voucherId)).toEqual([PV.exact])
          expect(exact.proposal).toMatchObject({ reviewResult: 'PENDING', lockVersion: 0, createdAt: PROPOSAL_TEST_START })
        }),
      )

      it(
        'keeps the transactions in step: pendingProposalId, the pendingProposals filter and the summary',
        withBackend(async (backend) => {
          const withProposals = await transactions(backend, { pendingProposals: true })
          expect(withProposals.totalElements).toBe(BULK_COUNT + 5)
          expect((await transactions(backend, { pendingProposals: false })).content.map((t) => t.financialTransactionId)).toEqual([PTX.none])
          expect(await run(backend.transactions.getTransactionSummary(TODAY))).toEqual({
            requestDate: '2026-11-26',
            openTransactionsWithProposals: BULK_COUNT + 5,
            openTransactionsWithoutProposals: 1,
          })
        }),
      )

      it(
        'answers one transaction\'s proposals, one proposal by id, and 404 for an unknown id',
        withBackend(async (backend) => {
          const entry = await entryOf(backend, PTX.name)
          const one = await run(backend.proposals.listProposals({ financialTransactionId: PTX.name }))
          expect(one.content.map((e) => e.proposal.proposalId)).toEqual([entry.proposal.proposalId])
          expect((await run(backend.proposals.listProposals({ financialTransactionId: PTX.none }))).content).toEqual([])
          expect(await run(backend.proposals.getProposal(entry.proposal.proposalId))).toEqual(entry.proposal)
          expect(await failure(backend.proposals.getProposal('no-such-proposal'))).toEqual(
            issuesError(404, { i18nKey: 'transactions.proposalNotFound', source: 'proposalId' }),
          )
        }),
      )

      it(
        'pages oldest first and keeps to the requestDate',
        withBackend(async (backend) => {
          const second = await pending(backend, { pageNumber: 1, pageSize: 5 })
          expect(second.content.map((e) => e.proposal.financialTransactionId)).toEqual([6, 7, 8, 9, 10].map(bulkTransactionId))
          expect((await pending(backend, { requestDate: '2026-11-26T08:59:59.000Z' })).totalElements).toBe(0)
          expect((await pending(backend, { requestDate: PROPOSAL_TEST_START })).totalElements).toBe(BULK_COUNT + 5)
        }),
      )
    })

    describe('review and note', () => {
      it(
        'rejects with the lockVersion seen: off the transaction, listed as REJECTED, never proposed again; a stale lockVersion is 409',
        withBackend(async (backend) => {
          const entry = await entryOf(backend, PTX.exact)
          const id = entry.proposal.proposalId
          const rejected = await run(backend.proposals.reviewProposal(id, { lockVersion: 0, reviewResult: 'REJECTED' }))
          expect(rejected).toMatchObject({ proposalId: id, reviewResult: 'REJECTED', lockVersion: 1 })
          expect(await failure(backend.proposals.reviewProposal(id, { lockVersion: 0, reviewResult: 'PENDING' }))).toEqual(
            issuesError(409, { i18nKey: 'banking.concurrentModification' }),
          )
          expect((await run(backend.proposals.getProposal(id))).reviewResult).toBe('REJECTED')
          const tx = (await transactions(backend)).content.find((t) => t.financialTransactionId === PTX.exact)
          expect(tx?.pendingProposalId ?? null).toBeNull()
          const rejectedList = await run(backend.proposals.listProposals({ reviewResults: ['REJECTED'], pageNumber: 0, pageSize: 50 }))
          expect(rejectedList.content.map((e) => e.proposal.proposalId)).toEqual([id])
          // A removed payment runs the matching again: the rejected pair stays unproposed.
          await accept(backend, await entryOf(backend, PTX.name))
          const [payment] = await run(backend.transactions.listPayments(PTX.name))
          await run(backend.transactions.deletePayment(payment?.paymentId ?? ''))
          expect((await run(backend.proposals.listProposals({ financialTransactionId: PTX.exact }))).content.map((e) => e.proposal.reviewResult)).toEqual(['REJECTED'])
          expect((await pending(backend)).totalElements).toBe(BULK_COUNT + 4)
        }),
      )

      it(
        'stores a note of 5,000 characters and one with HTML as sent (text, not markup); a stale lockVersion is 409',
        withBackend(async (backend) => {
          const { proposal } = await entryOf(backend, PTX.noDashes)
          const long = 'Ä'.repeat(5_000)
          const first = await run(backend.proposals.updateProposalNote(proposal.proposalId, { lockVersion: 0, note: long }))
          expect(first).toMatchObject({ note: long, lockVersion: 1 })
          const html = '<b>fett</b> & <script>alert(1)</script> "zitiert"'
          const second = await run(backend.proposals.updateProposalNote(proposal.proposalId, { lockVersion: 1, note: html }))
          expect(second.note).toBe(html)
          expect((await run(backend.proposals.getProposal(proposal.proposalId))).note).toBe(html)
          expect(await failure(backend.proposals.updateProposalNote(proposal.proposalId, { lockVersion: 1, note: 'alt' }))).toEqual(
            issuesError(409, { i18nKey: 'banking.concurrentModification' }),
          )
          expect((await run(backend.proposals.updateProposalNote(proposal.proposalId, { lockVersion: 2, note: '' }))).note ?? null).toBeNull()
        }),
      )

      it(
        'accepting one proposal is booking its payments: the proposal goes, the transaction counts as an accepted proposal',
        withBackend(async (backend) => {
          const entry = await entryOf(backend, PTX.skonto)
          const booked = await accept(backend, entry)
          expect(booked.bookingState).toBe('COMPLETELY_ASSIGNED')
          expect(toWireAmount((await run(backend.transactions.getVoucher(PV.skonto))).openAmount)).toBe(0)
          expect((await run(backend.proposals.listProposals({ financialTransactionId: PTX.skonto }))).content).toEqual([])
          expect(await failure(backend.proposals.getProposal(entry.proposal.proposalId))).toMatchObject({ status: 404 })
          expect((await transactions(backend, { acceptedProposals: true })).content.map((t) => t.financialTransactionId)).toEqual([PTX.skonto])
          const [payment] = await run(backend.transactions.listPayments(PTX.skonto))
          expect(payment?.paymentDifferenceStrategy).toBe('CASH_DISCOUNT')
        }),
      )

      it(
        'a removed payment opens the transaction again and it is proposed again at once',
        withBackend(async (backend) => {
          await accept(backend, await entryOf(backend, PTX.outgo))
          const [payment] = await run(backend.transactions.listPayments(PTX.outgo))
          if (payment === undefined) throw new Error('no payment')
          await run(backend.transactions.deletePayment(payment.paymentId))
          const again = await entryOf(backend, PTX.outgo)
          expect(again.proposal.payments.map((p) => p.voucherId)).toEqual([PV.outgo])
        }),
      )
    })

    describe('approval', () => {
      it(
        'runs as a job: pending in the summary, a second approval meanwhile is JOB_ALREADY_RUNNING, then the oldest within the limit are booked and a notification follows',
        withBackend(async (backend, clock) => {
          const before = await run(backend.proposals.listNotifications(0))
          const started = await run(approve(backend, PROPOSAL_TEST_START, 50))
          expect(started).toMatchObject({ type: PROPOSAL_APPROVAL_TYPE, requestDate: PROPOSAL_TEST_START, requestProposalCount: 50 })
          expect(await failure(approve(backend, PROPOSAL_TEST_START, 50))).toEqual(issuesError(409, { i18nKey: 'JOB_ALREADY_RUNNING' }))
          const summary = await run(backend.proposals.getProposalApprovalSummary())
          expect(summary.proposalApprovals).toHaveLength(1)
          expect(summary.totalProposalsCount).toBe(10)
          expect((await pending(backend)).totalElements).toBe(BULK_COUNT + 5)
          clock.advance(JOB_WAIT_MS)
          expect((await run(backend.proposals.getProposalApprovalSummary())).proposalApprovals).toEqual([])
          const left = await pending(backend)
          expect(left.content.map((e) => e.proposal.financialTransactionId)).toEqual([bulkTransactionId(11), bulkTransactionId(12), PTX.exact, PTX.noDashes, PTX.name, PTX.skonto, PTX.outgo])
          const accepted = await transactions(backend, { acceptedProposals: true })
          expect([...accepted.content.map((t) => t.financialTransactionId)].sort()).toEqual(Array.from({ length: 10 }, (_, i) => bulkTransactionId(i + 1)))
          expect(accepted.content.every((t) => t.bookingState === 'COMPLETELY_ASSIGNED')).toBe(true)
          const after = await run(backend.proposals.listNotifications(before.at(-1)?.sequentialNumber ?? 0))
          expect(after).toEqual([expect.objectContaining({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', transactionCount: 10 })])
          expect(await run(backend.proposals.listNotifications(after[0]?.sequentialNumber ?? 0))).toEqual([])
          // The next approval may start now.
          expect((await run(approve(backend, PROPOSAL_TEST_START, 2))).requestProposalCount).toBe(2)
        }),
      )

      it(
        'approving twice in quick succession starts one job',
        withBackend(async (backend) => {
          const results = await Promise.all([approve(backend, PROPOSAL_TEST_START, 5)(), approve(backend, PROPOSAL_TEST_START, 5)()])
          expect(results.filter((r) => r._tag === 'Right')).toHaveLength(1)
          expect(results.filter((r) => r._tag === 'Left').map((r) => (r._tag === 'Left' ? r.left : undefined))).toEqual([
            issuesError(409, { i18nKey: 'JOB_ALREADY_RUNNING' }),
          ])
          expect((await run(backend.proposals.getProposalApprovalSummary())).proposalApprovals).toHaveLength(1)
        }),
      )

      it(
        'skips a proposal whose transaction changed meanwhile, and books only proposals made up to the requestDate',
        withBackend(async (backend, clock) => {
          const first = await entryOf(backend, bulkTransactionId(1))
          await run(approve(backend, PROPOSAL_TEST_START, 3))
          // Booked by hand while the job runs: the job must not book it again.
          await accept(backend, first)
          clock.advance(JOB_WAIT_MS)
          expect((await run(backend.proposals.getProposalApprovalSummary())).proposalApprovals).toEqual([])
          expect(await run(backend.transactions.listPayments(bulkTransactionId(1)))).toHaveLength(1)
          const [notification] = await run(backend.proposals.listNotifications(0))
          expect(notification).toMatchObject({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', transactionCount: 2 })
          await run(approve(backend, '2026-11-26T08:00:00.000Z', 5))
          clock.advance(JOB_WAIT_MS)
          expect((await pending(backend)).totalElements).toBe(BULK_COUNT + 5 - 3)
        }),
      )

      it(
        'refuses an approval it cannot read: no instant, no count',
        withBackend(async (backend) => {
          expect(await failure(approve(backend, '26.11.2026', 1))).toMatchObject({ status: 400 })
          expect(await failure(approve(backend, PROPOSAL_TEST_START, 0))).toMatchObject({ status: 400 })
          expect((await run(backend.proposals.getProposalApprovalSummary())).proposalApprovals).toEqual([])
        }),
      )
    })
  })
