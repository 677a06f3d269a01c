/**
 * The assignment panel (transactions-import-proposals 2 "Dialogs and panels", 4, 5, 8; hub-and-business-account 5
 * "Categorise without receipt"): one transaction or reserved transaction, its payments, the vouchers it may pay, the
 * categorisation without receipt, ignore and unignore. The panel loads lazily; other features import only this.
 */
export { LazyAssignmentPanel as AssignmentPanel } from './lazy.ts'
export type { AssignmentPanelProps, AssignmentTarget } from './assignment-target.ts'
