/**
 * A modal question before something that cannot simply be undone: a title, what will happen, confirm or cancel.
 * While the confirmed action runs, both buttons wait and a status line says what is going on; a failure shows
 * inside the dialog, which stays usable, so confirming again retries.
 */
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { COMMON_TEXTS } from '../shared-texts.ts'
import { ModalDialog } from './ModalDialog.tsx'
import { StatusLine } from './StatusLine.tsx'

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
  cancelLabel = COMMON_TEXTS.cancel,
  onConfirm,
  onCancel,
  isBusy = false,
  statusText,
  error,
  destructive = false,
}: ConfirmDialogProps) => (
  <ModalDialog title={title} role="alertdialog" className="confirm-dialog" onDismiss={isBusy ? null : onCancel} dismissOnOutsideClick>
    <div className="dialog-body">{children}</div>
    {isBusy && statusText !== undefined && <StatusLine>{statusText}</StatusLine>}
    {error}
    <div className="dialog-actions">
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
  </ModalDialog>
)
