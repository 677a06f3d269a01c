/**
 * ProposalPort as requests of the routes table (spec: transactions-import-proposals 7 "Proposals and approvals",
 * notifications), over any transport, as transaction-port.ts does for the transactions: every request written, and
 * every answer's codec named, once.
 */
import {
  AssignmentProposalCodec,
  CreateProposalApprovalRequestCodec,
  NotificationCodec,
  ProposalApprovalCodec,
  ProposalApprovalSummaryCodec,
  ProposalPageCodec,
  ReviewProposalRequestCodec,
  UpdateProposalNoteRequestCodec,
  type ProposalPort,
} from '@kontor/core'
import * as t from 'io-ts'
import {
  PROPOSAL_APPROVAL_STATUS_PENDING,
  PROPOSAL_QUERY,
  toNotificationsSearchParams,
  toProposalsSearchParams,
} from './proposal-queries.ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'

export const NotificationListCodec = t.readonlyArray(NotificationCodec, 'NotificationList')

export const createProposalPort = (send: Send): ProposalPort => {
  const proposal = (proposalId: string) => ({ proposalId })
  return {
    listProposals: (query, opts) => send(ROUTES.listProposals, ProposalPageCodec, { searchParams: toProposalsSearchParams(query) }, opts),
    getProposal: (id, opts) => send(ROUTES.getProposal, AssignmentProposalCodec, { params: proposal(id) }, opts),
    reviewProposal: (id, body, opts) =>
      send(ROUTES.reviewProposal, AssignmentProposalCodec, { params: proposal(id), json: ReviewProposalRequestCodec.encode(body) }, opts),
    updateProposalNote: (id, body, opts) =>
      send(
        ROUTES.updateProposalNote,
        AssignmentProposalCodec,
        { params: proposal(id), json: UpdateProposalNoteRequestCodec.encode(body) },
        opts,
      ),
    getProposalApprovalSummary: (opts) =>
      send(
        ROUTES.getProposalApprovalSummary,
        ProposalApprovalSummaryCodec,
        { searchParams: new URLSearchParams({ [PROPOSAL_QUERY.status]: PROPOSAL_APPROVAL_STATUS_PENDING }) },
        opts,
      ),
    createProposalApproval: (body, opts) =>
      send(ROUTES.createProposalApproval, ProposalApprovalCodec, { json: CreateProposalApprovalRequestCodec.encode(body) }, opts),
    listNotifications: (from, opts) =>
      send(ROUTES.listNotifications, NotificationListCodec, { searchParams: toNotificationsSearchParams(from) }, opts),
  }
}
