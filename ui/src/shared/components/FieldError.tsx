/**
 * Errors on form fields: our own ValidationIssues and the server's routed issues, shown the same way (ARCHITECTURE.md:
 * "forms show errors on fields exactly as server issues are shown"). Use inside a react-aria field (TextField,
 * ComboBox, CheckboxGroup, RadioGroup, DateField …) that gets `isInvalid={hasFieldErrors(errors, field)}` and
 * `validationBehavior="aria"`: react-aria then links the text to the input through aria-describedby.
 */
import { fieldErrorsFromValidation, type ValidationIssue } from '@kontor/core'
import { FieldError as AriaFieldError } from 'react-aria-components'

/** Plain German texts per field name, as routeIssues(…).fieldErrors and fieldErrorsFromValidation give them. */
export type FieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

export const NO_FIELD_ERRORS: FieldErrors = Object.freeze({})

/**
 * Joins field errors from several sources (validation first, then the server's), each text once per field.
 * @example mergeFieldErrors({ pin: ['a'] }, { pin: ['a', 'b'] }) // { pin: ['a', 'b'] }
 */
export const mergeFieldErrors = (...sources: ReadonlyArray<FieldErrors>): FieldErrors => {
  const merged: Record<string, string[]> = {}
  for (const source of sources) {
    for (const [field, texts] of Object.entries(source)) {
      const list = merged[field] ?? (merged[field] = [])
      for (const text of texts) if (!list.includes(text)) list.push(text)
    }
  }
  return merged
}

/** Our ValidationIssues as field errors (texts from the catalogue, through messageForValidationIssue). */
export const fieldErrorsOfIssues = (issues: ReadonlyArray<ValidationIssue>): FieldErrors => fieldErrorsFromValidation(issues)

export const errorsOfField = (errors: FieldErrors, field: string): ReadonlyArray<string> => errors[field] ?? []

export const hasFieldErrors = (errors: FieldErrors, field: string): boolean => errorsOfField(errors, field).length > 0

/**
 * The texts of one field, below it. Renders nothing while the field has none (react-aria shows a FieldError only when
 * its field is invalid, so the field's `isInvalid` must come from the same errors).
 */
export const FieldError = ({ errors }: { readonly errors: ReadonlyArray<string> }) =>
  errors.length === 0 ? null : (
    <AriaFieldError className="field-error">
      <FieldErrorTexts errors={errors} />
    </AriaFieldError>
  )

/** The messages of a field, one after another: inside FieldError, or in a field react-aria does not run (PinField). */
export const FieldErrorTexts = ({ errors }: { readonly errors: ReadonlyArray<string> }) =>
  errors.map((text) => (
    <span key={text} className="field-error-text">
      {text}
    </span>
  ))
