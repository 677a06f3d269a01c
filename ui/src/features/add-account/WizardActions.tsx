/** The button row every wizard step ends with: cancel, back where the wizard allows it, then the step's own buttons. */
import type { KeyboardEvent, ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'

export interface WizardNavigation {
  readonly cancel: () => void
  /** Null where back does nothing in this state (canGoBackInAddAccountWizard). */
  readonly back: (() => void) | null
}

/** Cancel and back, for a row that holds more (a form's own row). */
export const NavigationButtons = ({ nav, isBusy = false }: { readonly nav: WizardNavigation; readonly isBusy?: boolean }) => (
  <>
    <Button className="button" onPress={nav.cancel}>
      {COMMON_TEXTS.cancel}
    </Button>
    {nav.back !== null && (
      <Button className="button" isDisabled={isBusy} onPress={nav.back}>
        {COMMON_TEXTS.back}
      </Button>
    )}
  </>
)

export const WizardActions = ({
  nav,
  isBusy = false,
  children,
}: {
  readonly nav: WizardNavigation
  readonly isBusy?: boolean
  readonly children?: ReactNode
}) => (
  <div className="dialog-actions">
    <NavigationButtons nav={nav} isBusy={isBusy} />
    {children}
  </div>
)

/**
 * Enter on a radio or checkbox of a choice step goes forward as "Weiter" does (a browser submits a form on Enter only
 * from a text field, and a radio or checkbox takes only Space). Used in the capture phase: react-aria's label would
 * otherwise take the Enter as a press, tick the box and stop the event.
 */
export const enterGoesForward =
  (next: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    const { target } = event
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || (target.type !== 'radio' && target.type !== 'checkbox')) return
    event.preventDefault()
    event.stopPropagation()
    next()
  }
