/**
 * Stand-ins for the add-account wizard and the bank credentials dialog, for tests of the screens that open them
 * (those dialogs have their own tests). Modal, as the real ones are; each shows the props it was opened with and
 * buttons that close it. Use as a mock factory:
 * vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))
 */
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import type { AddAccountWizardDialogProps } from '../features/add-account/AddAccountWizardDialog.tsx'
import type { BankCredentialsDialogProps } from '../features/bank-credentials/BankCredentialsDialog.tsx'

export const AddAccountWizardDialog = ({ start, onClose }: AddAccountWizardDialogProps) => (
  <ModalOverlay isOpen onOpenChange={(open) => open || onClose('canceled', [])}>
    <Modal>
      <Dialog aria-label="Assistent">
        <p data-testid="wizard-start">{JSON.stringify(start)}</p>
        <button onClick={() => onClose('accountsAdded', ['fa-added'])}>Assistent fertig</button>
        <button onClick={() => onClose('canceled', [])}>Assistent abbrechen</button>
      </Dialog>
    </Modal>
  </ModalOverlay>
)

export const BankCredentialsDialog = ({ purpose, items, onClose }: BankCredentialsDialogProps) => (
  <ModalOverlay isOpen onOpenChange={(open) => open || onClose({ outcome: 'canceled', savedContactIds: [], skippedContactIds: [] })}>
    <Modal>
      <Dialog aria-label="Zugangsdaten">
        <p data-testid="credentials-props">{JSON.stringify({ purpose, items })}</p>
        <button onClick={() => onClose({ outcome: 'canceled', savedContactIds: [], skippedContactIds: [] })}>Zugangsdaten schließen</button>
        <button
          onClick={() =>
            onClose({ outcome: 'finished', savedContactIds: items.map((item) => item.contact.financialContactId), skippedContactIds: [] })
          }
        >
          Zugangsdaten gespeichert
        </button>
      </Dialog>
    </Modal>
  </ModalOverlay>
)
