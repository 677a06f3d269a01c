/**
 * The wizard's progress (hub-and-business-account 4.1 "Each step has description, isValid, active"): "Schritt 2 von
 * 6" and the steps in order, the done ones marked, the current one as aria-current.
 */
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export interface WizardProgressStep {
  readonly id: string
  readonly description: string
  readonly isValid: boolean
  readonly active: boolean
}

export const WizardProgress = ({ steps }: { readonly steps: ReadonlyArray<WizardProgressStep> }) => {
  const current = steps.findIndex((step) => step.active)
  return (
    <nav className="wizard-progress" aria-label={T.progressLabel}>
      {current >= 0 && <p className="wizard-progress-count">{T.stepOf(current + 1, steps.length)}</p>}
      <ol className="wizard-progress-steps">
        {steps.map((step) => (
          <li
            key={step.id}
            className="wizard-progress-step"
            data-active={step.active ? true : undefined}
            data-done={step.isValid && !step.active ? true : undefined}
            {...(step.active ? { 'aria-current': 'step' as const } : {})}
          >
            <span className="wizard-progress-label">{step.description}</span>
            {step.isValid && !step.active && <span className="visually-hidden">, {T.stepDone}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
