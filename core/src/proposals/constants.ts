/**
 * Constants of assignment proposals and their approval (spec: transactions-import-proposals 9;
 * hub-and-business-account 9 "Proposal rejection", "Estimated manual assign time", page sizes).
 */

/** The fast-approval warning needs at least this many proposals… */
export const FAST_APPROVAL_MIN_PROPOSALS = 8
/** …reviewed in at most this long per proposal (750 ms exactly still counts as too fast). */
export const FAST_APPROVAL_MAX_REVIEW_TIME_PER_PROPOSAL_MS = 750

/** The limit dialog applies only when the server's limitTransactionsWithProposalsToAccept is greater than this. */
export const APPROVAL_LIMIT_DIALOG_LIMIT_ABOVE_COUNT = 1

/** Estimated minutes per proposal, as a decimal string so that it stays exact (0.7 has no exact binary form). */
export const ESTIMATED_APPROVAL_TIME_PER_PROPOSAL_MINUTES = '0.7'
/** Estimated minutes to assign one open transaction by hand (spec: hub 9). */
export const ESTIMATED_MANUAL_ASSIGN_TIME_PER_OPEN_TRANSACTION_MINUTES = 2

/** Pending approvals are polled this often until none remain. */
export const APPROVAL_POLL_INTERVAL_MS = 1500
/** After a successful approval the minicard hides after this long. */
export const APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS = 3000

/** After an approval succeeded, the proposal list is read again after this long (spec: hub 9). */
export const PROPOSAL_LIST_REFRESH_AFTER_APPROVAL_MS = 2000
/** …and the approval bar (the list's footer) comes back this long after that (spec: hub 9). */
export const APPROVAL_FOOTER_RETURN_DELAY_MS = 350

/** A rejection waits this long in REQUEST_PENDING, during which it can be cancelled, before it is sent. */
export const PROPOSAL_REJECTION_PENDING_MS = 1100

/** Page size of the proposal list (spec: hub 9). */
export const PROPOSALS_PAGE_SIZE = 50

/** The approval type the approvals call carries (spec: transactions 3). */
export const PROPOSAL_APPROVAL_TYPE = 'PROPOSAL_DATE_APPROVAL'
