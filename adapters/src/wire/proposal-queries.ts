/**
 * The queries of the proposal and notification calls on the wire (transactions-import-proposals 7 "Proposals and
 * approvals", notifications), written by the HTTP client and read by the server, as transaction-queries.ts does for
 * the transactions. Chosen encodings: reviewResults as the parameter repeated once per value; numbers in decimal
 * digits; a page counts from 0; requestDate an ISO instant as given. The readers only parse: whether a value is
 * allowed is the db's decision.
 */
import { ProposalReviewResultCodec, type ProposalReviewResult, type ProposalsQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

export const PROPOSAL_QUERY = {
  financialTransactionId: 'financialTransactionId',
  reviewResults: 'reviewResults',
  pageNumber: 'pageNumber',
  pageSize: 'pageSize',
  requestDate: 'requestDate',
  status: 'status',
  from: 'from',
} as const

/** chosen: the approvals summary is always asked for the pending ones (spec 7: status=pending). */
export const PROPOSAL_APPROVAL_STATUS_PENDING = 'pending'

const readCount = (params: URLSearchParams, name: string): E.Either<QueryProblem, number | undefined> => {
  const value = params.get(name)
  if (value === null || value === '') return E.right(undefined)
  return /^\d{1,9}$/.test(value) ? E.right(Number(value)) : E.left({ parameter: name })
}

export const toProposalsSearchParams = (q: ProposalsQuery): URLSearchParams => {
  const params = new URLSearchParams()
  if ('financialTransactionId' in q) {
    params.set(PROPOSAL_QUERY.financialTransactionId, q.financialTransactionId)
    return params
  }
  for (const result of q.reviewResults) params.append(PROPOSAL_QUERY.reviewResults, result)
  params.set(PROPOSAL_QUERY.pageNumber, String(q.pageNumber))
  params.set(PROPOSAL_QUERY.pageSize, String(q.pageSize))
  if (q.requestDate !== undefined) params.set(PROPOSAL_QUERY.requestDate, q.requestDate)
  return params
}

/** The proposals query as the server reads it: a page number or size left out reads as undefined (the db's defaults). */
export type ProposalsSearch =
  | { readonly financialTransactionId: string }
  | {
      readonly reviewResults: ReadonlyArray<ProposalReviewResult>
      readonly pageNumber: number | undefined
      readonly pageSize: number | undefined
      readonly requestDate: string | undefined
    }

export const fromProposalsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, ProposalsSearch> => {
  const transactionId = params.get(PROPOSAL_QUERY.financialTransactionId)
  if (transactionId !== null && transactionId !== '') return E.right({ financialTransactionId: transactionId })
  const results = params.getAll(PROPOSAL_QUERY.reviewResults)
  if (!results.every((r) => ProposalReviewResultCodec.is(r))) return E.left({ parameter: PROPOSAL_QUERY.reviewResults })
  const pageNumber = readCount(params, PROPOSAL_QUERY.pageNumber)
  if (E.isLeft(pageNumber)) return pageNumber
  const pageSize = readCount(params, PROPOSAL_QUERY.pageSize)
  if (E.isLeft(pageSize)) return pageSize
  const requestDate = params.get(PROPOSAL_QUERY.requestDate)
  return E.right({
    reviewResults: results as ReadonlyArray<ProposalReviewResult>,
    pageNumber: pageNumber.right,
    pageSize: pageSize.right,
    requestDate: requestDate === null || requestDate === '' ? undefined : requestDate,
  })
}

export const toNotificationsSearchParams = (from: number): URLSearchParams => new URLSearchParams({ [PROPOSAL_QUERY.from]: String(from) })

/** `from` absent reads as 0 (every notification). */
export const fromNotificationsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, number> => {
  const from = readCount(params, PROPOSAL_QUERY.from)
  return E.isLeft(from) ? from : E.right(from.right ?? 0)
}
