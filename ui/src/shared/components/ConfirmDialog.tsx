/**
 * A modal question before something that cannot simply be undone: a title, what will happen, confirm or cancel.
 * While the confirmed action runs, both buttons wait and a status line says what is going on; a failure shows
 * inside the dialog, which stays usable, so confirming again retries.
 */
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

export const CONFIRM_DIALOG_TEXTS = {
  cancel: 'Abbrechen',
} as const

export interface ConfirmDialogProps {
  readonly title: string
  /** What will happen, naming the thing it happens to. */
  readonly children: ReactNode
  readonly confirmLabel: string
  readonly cancelLabel?: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** The confirmed action runs: buttons wait, Escape does nothing. */
  readonly isBusy?: boolean
  /** Announced while busy (role=status), e.g. 'Das Konto wird gelöscht …'. */
  readonly statusText?: string | undefined
  /** Shown above the buttons when the action failed, e.g. an ErrorNotice. */
  readonly error?: ReactNode
  /** A destructive action gets the danger style on its button. */
  readonly destructive?: boolean
}

export const ConfirmDialog = ({
  title,
  children,
  confirmLabel,
  cancelLabel = CONFIRM_DIALOG_TEXTS.cancel,
  onConfirm,
  onCancel,
  isBusy = false,
  statusText,
  error,
  destructive = false,
}: ConfirmDialogProps) => (
  <ModalOverlay
    isOpen
    className="modal-overlay"
    isDismissable={!isBusy}
    isKeyboardDismissDisabled={isBusy}
    onOpenChange={(open) => {
      if (!open && !isBusy) onCancel()
    }}
  >
    <Modal className="modal">
      <Dialog role="alertdialog" className="dialog confirm-dialog">
        <Heading slot="title" className="dialog-title">
          {title}
        </Heading>
        <div className="dialog-body">{children}</div>
        {isBusy && statusText !== undefined && (
          <p role="status" className="loading">
            {statusText}
          </p>
        )}
        {error}
        <div className="dialog-buttons">
          <Button className="button" isDisabled={isBusy} onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            className={destructive ? 'button button-primary button-danger' : 'button button-primary'}
            isDisabled={isBusy}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </Modal>
  </ModalOverlay>
)
