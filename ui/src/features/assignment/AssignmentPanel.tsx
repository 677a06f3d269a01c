/** The assignment panel of one transaction (transactions-import-proposals 2, 4, 5). */
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import type { AssignmentPanelProps } from './assignment-target.ts'

export const AssignmentPanel = ({ onClose }: AssignmentPanelProps) => (
  <ModalDialog title="Umsatz zuordnen" onDismiss={onClose} size="wide">
    <p>…</p>
  </ModalDialog>
)
