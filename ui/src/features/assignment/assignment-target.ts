/** What the assignment panel is opened for: a booked transaction or a reserved one (transactions-import-proposals 3). */
import type { FinancialTransaction, ReservedTransaction } from '@kontor/core'

export type AssignmentTarget =
  | { readonly kind: 'transaction'; readonly transaction: FinancialTransaction }
  | { readonly kind: 'reserved'; readonly reserved: ReservedTransaction }

export interface AssignmentPanelProps {
  readonly target: AssignmentTarget
  readonly onClose: () => void
}
