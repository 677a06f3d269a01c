/**
 * The onboarding wizards' text and date fields: the shared form fields with the core's issue for the field shown on
 * it in German, and the field's length limit from the core (ONBOARDING_TEXT_MAX_LENGTH_CHARS).
 */
import { ONBOARDING_TEXT_MAX_LENGTH_CHARS, type LocalDate, type OnboardingTextField, type ValidationIssue } from '@kontor/core'
import type { ReactNode } from 'react'
import { DateInputField, TextInputField } from '../../../shared/components/FormFields.tsx'
import { messagesOnField } from './field-issues.ts'

export interface WizardTextFieldProps {
  readonly label: string
  /** The field's name as the core's issues name it, e.g. 'address.city'. */
  readonly name: string
  /** Which limit of ONBOARDING_TEXT_MAX_LENGTH_CHARS applies, or a length of its own (a date typed as dd.MM.yyyy). */
  readonly limit: OnboardingTextField | number
  readonly value: string
  readonly onChange: (value: string) => void
  readonly issues: ReadonlyArray<ValidationIssue>
  readonly description?: ReactNode
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly autoComplete?: string
  readonly inputMode?: 'decimal' | 'text'
}

export const WizardTextField = (props: WizardTextFieldProps) => (
  <TextInputField
    label={props.label}
    name={props.name}
    value={props.value}
    onChange={props.onChange}
    errors={messagesOnField(props.issues, props.name)}
    description={props.description}
    isRequired={props.isRequired ?? false}
    isDisabled={props.isDisabled ?? false}
    autoComplete={props.autoComplete ?? 'off'}
    {...(props.inputMode === undefined ? {} : { inputMode: props.inputMode })}
    maxLength={typeof props.limit === 'number' ? props.limit : ONBOARDING_TEXT_MAX_LENGTH_CHARS[props.limit]}
  />
)

export interface WizardDateFieldProps {
  readonly label: string
  readonly name: string
  readonly value: LocalDate | null
  readonly onChange: (value: LocalDate | null) => void
  readonly issues: ReadonlyArray<ValidationIssue>
  readonly description?: ReactNode
  readonly isDisabled?: boolean
}

/** A date in German order (dd.MM.yyyy; the wizard page sets the de-DE locale). */
export const WizardDateField = (props: WizardDateFieldProps) => (
  <DateInputField
    label={props.label}
    value={props.value}
    onChange={props.onChange}
    errors={messagesOnField(props.issues, props.name)}
    description={props.description}
    isDisabled={props.isDisabled ?? false}
  />
)
