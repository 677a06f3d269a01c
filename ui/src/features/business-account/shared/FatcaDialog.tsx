/**
 * The FATCA dialog (hub-and-business-account 4.1 "FATCA", 8 "FATCA end texts"): a person liable to US tax cannot
 * open the account; resume clears the answer, cancel resets the person and goes to the hub (the wizard's transition
 * decides both; this only asks).
 */
import { messageFor } from '@kontor/core'
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../../shared/components/ModalDialog.tsx'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export interface FatcaDialogProps {
  readonly onResume: () => void
  readonly onCancel: () => void
}

export const FatcaDialog = ({ onResume, onCancel }: FatcaDialogProps) => (
  <ModalDialog title={T.fatcaTitle} onDismiss={onResume} role="alertdialog">
    <div className="dialog-body">
      <p>{messageFor('onboarding.fatcaUsTaxLiable')}</p>
    </div>
    <div className="dialog-actions">
      <Button className="button" onPress={onCancel}>
        {T.fatcaCancel}
      </Button>
      <Button className="button button-primary" onPress={onResume} autoFocus>
        {T.fatcaResume}
      </Button>
    </div>
  </ModalDialog>
)
