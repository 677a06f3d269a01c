/**
 * One step of an onboarding wizard: its title (focused when the step changes, or when the step appears with the focus
 * nowhere, so a screen reader starts there and Tab goes on to the first field), the progress, the form, a notice for a
 * failed call, and the buttons back, next and cancel. While a call runs the buttons are disabled and a status says it
 * is saving; a second "Weiter" then does nothing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { SubmitForm } from '../../../shared/components/FormFields.tsx'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export interface WizardStepFrameProps {
  readonly title: string
  /** A new value moves the focus to the title: the wizard moved to another step. */
  readonly stepKey: string
  /** The progress (WizardProgress), above the title. */
  readonly progress?: ReactNode
  readonly children: ReactNode
  /** The form's submit: Enter in a field and the next button. */
  readonly onNext: () => void
  readonly nextLabel?: string
  /** null or absent: no back button on this step. */
  readonly onBack?: (() => void) | null
  /** null or absent: this step offers no cancel (the KYC identity step). */
  readonly onCancel?: (() => void) | null
  /** A call is running: buttons disabled, a saving status shown. */
  readonly busy?: boolean
  /** A failed call's German message, with what to do; shown as an alert above the buttons. */
  readonly notice?: ReactNode
  /** Count of submits the core refused; each moves the focus to the first invalid field. */
  readonly invalidSubmits?: number
  /** The next button is disabled (e.g. the start before both answers are given). */
  readonly nextDisabled?: boolean
}

/**
 * How long a step just arrived takes no mouse clicks (chosen: longer than a double click's second click, shorter than
 * a deliberate one): the second half of a double click on "Weiter" must not act on whatever the next step has there.
 * Keys are not held back.
 */
export const STEP_ARRIVAL_CLICK_GUARD_MS = 400

/** Nothing has the focus: it fell back to the page's body. */
const isFocusLost = (): boolean => document.activeElement === null || document.activeElement === document.body

export const WizardStepFrame = (props: WizardStepFrameProps) => {
  const titleRef = useRef<HTMLHeadingElement>(null)
  const firstKey = useRef(props.stepKey)
  useEffect(() => {
    // A new step; or the first one shown while the focus is nowhere, because the link or button that led here is gone
    // (the hub's "Geschäftskonto aktivieren", the start's "Eröffnung starten"): else Tab would start at the page's top.
    if (props.stepKey !== firstKey.current || isFocusLost()) titleRef.current?.focus()
    firstKey.current = props.stepKey
  }, [props.stepKey])
  // The step shown last, until the guard's time is up (state adjusted while rendering, as React advises). A frame that
  // appears guards too: the GmbH wizard shows each step in a frame of its own.
  const [shownKey, setShownKey] = useState(props.stepKey)
  const [arriving, setArriving] = useState<string | null>(props.stepKey)
  if (props.stepKey !== shownKey) {
    setShownKey(props.stepKey)
    setArriving(props.stepKey)
  }
  useEffect(() => {
    if (arriving === null) return
    const timer = setTimeout(() => setArriving(null), STEP_ARRIVAL_CLICK_GUARD_MS)
    return () => clearTimeout(timer)
  }, [arriving])
  const busy = props.busy ?? false
  return (
    <section
      className={arriving === null ? 'wizard-step' : 'wizard-step wizard-step-arriving'}
      aria-labelledby={`wizard-title-${props.stepKey}`}
    >
      {props.progress}
      <h2 id={`wizard-title-${props.stepKey}`} className="wizard-step-title" ref={titleRef} tabIndex={-1}>
        {props.title}
      </h2>
      <SubmitForm onSubmit={() => (busy ? undefined : props.onNext())} invalidSubmits={props.invalidSubmits ?? 0} className="form wizard-form">
        {props.children}
        {props.notice !== undefined && props.notice !== null && props.notice !== false && (
          <div role="alert" className="notice notice-error wizard-notice">
            {props.notice}
          </div>
        )}
        <p className="wizard-busy" role="status" aria-live="polite">
          {busy ? T.saving : ''}
        </p>
        <div className="wizard-actions">
          {props.onBack != null && (
            <Button className="button" isDisabled={busy} onPress={props.onBack}>
              {T.back}
            </Button>
          )}
          <Button type="submit" className="button button-primary" isDisabled={busy || (props.nextDisabled ?? false)}>
            {props.nextLabel ?? T.next}
          </Button>
          {props.onCancel != null && (
            <Button className="button button-link wizard-cancel" isDisabled={busy} onPress={props.onCancel}>
              {T.cancelActivation}
            </Button>
          )}
        </div>
      </SubmitForm>
    </section>
  )
}
