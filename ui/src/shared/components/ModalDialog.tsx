/**
 * The one modal dialog shell (react-aria-components ModalOverlay + Modal + Dialog): a title, focus kept inside while
 * it is open and given back to what opened it when it closes, Escape to close where closing is allowed, and the
 * German locale for every field inside (date fields show dd.MM.yyyy).
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { Dialog, Heading, I18nProvider, Modal, ModalOverlay } from 'react-aria-components'

/** The locale of every dialog: German order and German segment names in date fields. */
export const DIALOG_LOCALE = 'de-DE'

export type ModalDialogSize = 'small' | 'medium' | 'wide'

const MODAL_CLASS: Readonly<Record<ModalDialogSize, string>> = {
  small: 'modal',
  medium: 'modal modal-medium',
  wide: 'modal modal-wide',
}

export interface ModalDialogProps {
  readonly title: string
  readonly children: ReactNode
  /** Escape asks to close; null while the dialog may not close (a call is running). */
  readonly onDismiss: (() => void) | null
  /** A click outside also asks to close (only for short questions, never for a form that could lose input). */
  readonly dismissOnOutsideClick?: boolean
  readonly size?: ModalDialogSize
  /** alertdialog for a question before something that cannot simply be undone. */
  readonly role?: 'dialog' | 'alertdialog'
  /** Extra classes of the dialog element, e.g. 'edit-account-dialog'. */
  readonly className?: string
  /**
   * Each new value moves focus to the title, for a dialog whose content is a sequence of pages (a wizard's steps, one
   * contact after another): a screen reader starts reading the new page there. Undefined: react-aria focuses the
   * dialog itself when it opens.
   */
  readonly focusTitleOn?: string | number
}

export const ModalDialog = ({
  title,
  children,
  onDismiss,
  dismissOnOutsideClick = false,
  size = 'small',
  role = 'dialog',
  className,
  focusTitleOn,
}: ModalDialogProps) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitleOn !== undefined) heading.current?.focus()
  }, [focusTitleOn])

  return (
    <ModalOverlay
      isOpen
      className="modal-overlay"
      isDismissable={dismissOnOutsideClick && onDismiss !== null}
      isKeyboardDismissDisabled={onDismiss === null}
      onOpenChange={(open) => {
        if (!open) onDismiss?.()
      }}
    >
      <Modal className={MODAL_CLASS[size]}>
        <Dialog role={role} className={className === undefined ? 'dialog' : `dialog ${className}`}>
          <I18nProvider locale={DIALOG_LOCALE}>
            {/* Level 2: the page behind has the h1; sections inside a dialog use h3. */}
            <Heading slot="title" level={2} ref={heading} tabIndex={-1} className="dialog-title">
              {title}
            </Heading>
            {children}
          </I18nProvider>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
