/**
 * Assignment proposals (transactions-import-proposals 2 "Approval panel", "proposal card"; hub-and-business-account
 * 2.1 /proposals): the proposal list with its approval card and bar, and the approval minicard the other transaction
 * lists show. Both load lazily; other features and the app import only this.
 */
export { loadProposalsPage } from './page.ts'
export { LazyApprovalMinicard as ApprovalMinicard } from './lazy.ts'
