/**
 * One step of an onboarding wizard: its title (focused when the step changes, or when the step appears with the focus
 * nowhere, so a screen reader starts there and Tab goes on to the first field), the progress, the form, a notice for a
 * failed call, and the buttons back, next and cancel. While a call runs the buttons are disabled and a status says it
 * is saving; a second "Weiter" then does nothing.
 */
import { useEffect, useRef, type ReactNode } from 'react'
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
  const busy = props.busy ?? false
  return (
    <section className="wizard-step" aria-labelledby={`wizard-title-${props.stepKey}`}>
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
