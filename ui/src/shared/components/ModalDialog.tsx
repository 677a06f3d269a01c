/**
 * The one modal dialog shell (react-aria-components ModalOverlay + Modal + Dialog): a title, focus kept inside while
 * it is open and given back to what opened it when it closes, Escape to close where closing is allowed, and the
 * German locale for every field inside (date fields show dd.MM.yyyy).
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
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
  /**
   * Each new value moves focus to the first field of the page (a wizard's step), so the user can type at once; the
   * dialog stays named by its title (aria-labelledby). A page without a field focuses the title. While the page lasts,
   * focus that got lost (a focused control was disabled or removed, as while a form saves) or waits on the title goes
   * to the first field as soon as there is one (a list that loads, a form enabled again), else to the title, so that
   * focus never falls out of the dialog and Escape keeps working.
   */
  readonly focusFirstFieldOn?: string | number
}

/** The controls a page's focus goes to: enabled inputs, text areas, selects and the buttons that open a select's list. */
const FIELD_SELECTOR =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button[aria-haspopup="listbox"]:not(:disabled)'

/**
 * Not a field the user reaches: react-aria's hidden native select (kept for autofill, aria-hidden, tabindex -1), which
 * took the first focus of the transfer dialog, where a screen reader announces nothing and Tab skips the account.
 */
const isOutOfReach = (field: HTMLElement): boolean => field.tabIndex < 0 && field.closest('[aria-hidden="true"]') !== null

/** The first field inside `root`; of a radio group, its checked radio (where the group's tab stop is). */
const firstFieldIn = (root: HTMLElement): HTMLElement | null => {
  const field = [...root.querySelectorAll<HTMLElement>(FIELD_SELECTOR)].find((f) => !isOutOfReach(f)) ?? null
  if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || field.name === '') return field
  const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)')].find((r) => r.name === field.name)
  return checked ?? field
}

/** Focus fell out: onto the page body, or it is on a control that is gone or disabled (the browser then drops it). */
const isFocusLost = (): boolean => {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected || active.matches(':disabled')
}

/** Focus is nowhere useful: lost, or still on the title. */
const isFocusIdle = (title: HTMLElement): boolean => isFocusLost() || document.activeElement === title

/**
 * Focus that got lost inside the dialog goes to its title, so that Escape and Tab keep working: the focused control
 * was removed (the assignment panel's "Zuordnen" once the transaction is assigned) or disabled while a call runs (a
 * call that takes longer than a frame, over HTTP or to the demo's worker, had left the focus on the page body). For
 * the dialogs that do not put it on a field of their page themselves (focusFirstFieldOn).
 */
const useFocusKeptInside = (title: RefObject<HTMLHeadingElement | null>, keep: boolean) => {
  useEffect(() => {
    const heading = title.current
    const dialog = heading?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')
    if (!keep || heading == null || dialog == null) return
    // Only the dialog's own focus: while a dialog over it has the focus, or gives it back as it closes, this one's
    // last focused control is still there.
    let last: Element | null = null
    const isLost = () => {
      const active = document.activeElement
      const gone = last !== null && (!last.isConnected || last.matches(':disabled'))
      // react-aria's focus scope may have put the focus on the dialog itself, which names nothing to go on from.
      return gone && (active === null || active === document.body || active === last || active === dialog)
    }
    // Checked again a task later: a control disabled as it opens a dialog over this one hands the focus to that one.
    let pending: ReturnType<typeof setTimeout> | undefined
    const checkLater = () => {
      if (pending !== undefined || !isLost()) return
      pending = setTimeout(() => {
        pending = undefined
        if (isLost()) heading.focus()
      }, 0)
    }
    const noteFocus = (event: FocusEvent) => {
      // The dialog itself is no control to go on from (react-aria focuses it as it opens, or when its focus is lost).
      if (event.target === dialog) return checkLater()
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]') === dialog) last = event.target
    }
    dialog.addEventListener('focusin', noteFocus)
    const observer = new MutationObserver(checkLater)
    observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
    return () => {
      observer.disconnect()
      clearTimeout(pending)
      dialog.removeEventListener('focusin', noteFocus)
    }
  }, [title, keep])
}

/** Puts the focus on the first field of the page, else on the title; see focusFirstFieldOn. */
const useFocusFirstField = (title: RefObject<HTMLHeadingElement | null>, page: string | number | undefined) => {
  useEffect(() => {
    const heading = title.current
    const dialog = heading?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')
    if (page === undefined || heading == null || dialog == null) return
    const settle = () => {
      if (!isFocusIdle(heading)) return
      const field = firstFieldIn(dialog)
      if (field !== null) field.focus()
      else if (document.activeElement !== heading) heading.focus()
    }
    ;(firstFieldIn(dialog) ?? heading).focus()
    const observer = new MutationObserver(settle)
    observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
    return () => observer.disconnect()
  }, [title, page])
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
  focusFirstFieldOn,
}: ModalDialogProps) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitleOn !== undefined) heading.current?.focus()
  }, [focusTitleOn])
  useFocusFirstField(heading, focusFirstFieldOn)
  useFocusKeptInside(heading, focusFirstFieldOn === undefined)

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
