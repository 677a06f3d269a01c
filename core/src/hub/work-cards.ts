/**
 * The hub's to-do and manual-assign cards (spec: hub-and-business-account 2.1 "/hub … to-do, manual-assign", 3
 * "Transaction summary", 9 "Estimated manual assign time: 2 minutes per open transaction"; transactions-import-proposals
 * 9 "Estimated minutes 0.7 times the number of proposals"), read from the transaction summary.
 */
import {
  formatEstimatedMinutes,
  toEstimatedApprovalMinutes,
  toEstimatedManualAssignMinutes,
} from '../proposals/approval-rules.ts'
import type { TransactionSummary } from '../transactions/wire.ts'
import type { HubMessage } from './messages.ts'

/**
 * The work cards in the order they stand on the hub, after the state cards of card-precedence.ts (selectHubCards).
 * Spec 2.1 lists them last and names no precedence among them; chosen: each shows whenever it has work to show (a tile
 * of its own, like the PayPal tip, never displacing a state card), the proposals first, as reviewing them is the
 * quicker way to the same goal. Issue 15 completes the whole precedence.
 */
export const HUB_WORK_CARDS = ['proposalsToReview', 'manualAssign'] as const
export type HubWorkCardKind = (typeof HUB_WORK_CARDS)[number]

export interface HubWorkCard {
  readonly kind: HubWorkCardKind
  /** Open transactions the card is about: with a proposal (to-do) or without one (manual assign). */
  readonly count: number
  readonly title: HubMessage
  /** "Geschätzte Zeit: etwa 2 Minuten", worded as the approval panel words its estimate. */
  readonly estimate: HubMessage
  readonly action: HubMessage
}

/** A count as the summary should carry it: a whole number ≥ 0; anything else (a malformed answer) counts as 0. */
const countOf = (n: number | undefined): number => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : 0)

/** 1234 → '1.234', as German text writes a count (and as formatEstimatedMinutes writes minutes). */
const groupThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

const counted = (count: number, one: HubMessage['key'], many: HubMessage['key']): HubMessage =>
  count === 1 ? { key: one } : { key: many, params: { count: groupThousands(count) } }

/**
 * The work cards the summary asks for, in HUB_WORK_CARDS order: the to-do card while open transactions have a
 * proposal (estimate 0.7 minutes per proposal), the manual-assign card while open transactions have none (2 minutes
 * each); no summary (not read yet, or the read failed) shows neither.
 * @example toHubWorkCards({ requestDate: '2026-03-01', openTransactionsWithProposals: 3, openTransactionsWithoutProposals: 0 })
 * // [{ kind: 'proposalsToReview', count: 3, estimate: { key: 'hub.estimatedTime', params: { minutes: '2 Minuten' } }, … }]
 */
export const toHubWorkCards = (summary: TransactionSummary | undefined): ReadonlyArray<HubWorkCard> => {
  const withProposals = countOf(summary?.openTransactionsWithProposals)
  const withoutProposals = countOf(summary?.openTransactionsWithoutProposals)
  const cards: Readonly<Record<HubWorkCardKind, HubWorkCard | null>> = {
    proposalsToReview:
      withProposals === 0
        ? null
        : {
            kind: 'proposalsToReview',
            count: withProposals,
            title: counted(withProposals, 'hub.proposalsToReviewOne', 'hub.proposalsToReview'),
            estimate: { key: 'hub.estimatedTime', params: { minutes: formatEstimatedMinutes(toEstimatedApprovalMinutes(withProposals)) } },
            action: { key: 'hub.proposalsToReviewAction' },
          },
    manualAssign:
      withoutProposals === 0
        ? null
        : {
            kind: 'manualAssign',
            count: withoutProposals,
            title: counted(withoutProposals, 'hub.manualAssignOne', 'hub.manualAssign'),
            estimate: { key: 'hub.estimatedTime', params: { minutes: formatEstimatedMinutes(toEstimatedManualAssignMinutes(withoutProposals)) } },
            action: { key: 'hub.manualAssignAction' },
          },
  }
  return HUB_WORK_CARDS.flatMap((kind) => cards[kind] ?? [])
}
