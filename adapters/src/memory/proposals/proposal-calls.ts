/** The proposal calls of the memory db: proposals listed, reviewed and noted, approvals and notifications. */
import {
  PROPOSAL_APPROVAL_TYPE,
  PROPOSALS_PAGE_SIZE,
  type CreateProposalApprovalRequest,
  type ReviewProposalRequest,
  type UpdateProposalNoteRequest,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import type { ProposalsSearch } from '../../wire/proposal-queries.ts'
import { PROPOSAL_QUERY } from '../../wire/proposal-queries.ts'
import { APPROVAL_JOB_DURATION_MS, PROPOSAL_APPROVAL_LIMIT_COUNT, PROPOSALS_MAX_PAGE_SIZE } from '../constants.ts'
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
} from '../store/failures.ts'
import { bumped, isStale, newId, type MemoryState } from '../store/state.ts'
import { transactionWireById, voucherWireFor } from '../transactions/transaction-access.ts'
import { alignPendingProposalIds, findVoucher } from './proposal-matching.ts'
import { rejectedPairKey, type StoredProposal } from './proposal-state.ts'
import { isRunning } from './proposal-upkeep.ts'

/** The issue keys of this module; each has its German text in core's catalogue. */
export const PROPOSAL_ISSUE_KEYS = {
  /** chosen */
  proposalNotFound: 'transactions.proposalNotFound',
  /** transactions-import-proposals 8 */
  jobAlreadyRunning: 'JOB_ALREADY_RUNNING',
  invalidState: 'INVALID_STATE',
} as const

type ProposalWire = t.OutputOf<typeof import('@kontor/core').AssignmentProposalCodec>

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
