/**
 * The activation cancel dialog (hub-and-business-account 2.1 "activation cancel dialog", 4.1 "Cancel dialog"): resume,
 * or cancel, which clears the data and goes to the hub. While the clearing call runs (`busy`) neither button acts.
 */
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../../shared/components/ModalDialog.tsx'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export interface CancelActivationDialogProps {
  readonly onResume: () => void
  readonly onConfirm: () => void
  readonly busy?: boolean
}

export const CancelActivationDialog = ({ onResume, onConfirm, busy = false }: CancelActivationDialogProps) => (
  <ModalDialog title={T.cancelTitle} onDismiss={busy ? null : onResume} role="alertdialog">
    <div className="dialog-body">
      <p>{T.cancelBody}</p>
    </div>
    <div className="dialog-actions">
      <Button className="button button-primary button-danger" isDisabled={busy} onPress={onConfirm}>
        {T.cancelConfirm}
      </Button>
      <Button className="button" isDisabled={busy} onPress={onResume} autoFocus>
        {T.cancelResume}
      </Button>
    </div>
  </ModalDialog>
)
