/**
 * The TAN field: a text field React never controls, so the TAN is only in the input's live value and never in its
 * value attribute, the DOM or a stored state; autocomplete "one-time-code" lets the phone offer a TAN from an SMS.
 */
import { useId, type RefObject } from 'react'
import { FieldErrorTexts } from '../components/FieldError.tsx'

export interface TanFieldProps {
  readonly label: string
  readonly inputRef: RefObject<HTMLInputElement | null>
  readonly errors: ReadonlyArray<string>
  readonly isDisabled: boolean
  /** Describes the field: the bank's challenge or what to type. */
  readonly descriptionId?: string
}

export const TanField = ({ label, inputRef, errors, isDisabled, descriptionId }: TanFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = errors.length > 0
  const describedBy = [descriptionId ?? null, invalid ? errorId : null].filter((part) => part !== null).join(' ')
  return (
    <div className="field" {...(invalid ? { 'data-invalid': true } : {})}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="tan"
        className="field-input"
        type="text"
        // Spec leaves the keyboard open; chosen: digits, as the TANs of German banks are (letters can still be pasted).
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        disabled={isDisabled}
        aria-invalid={invalid ? true : undefined}
        {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
      />
      {invalid && (
        <div id={errorId} className="field-error">
          <FieldErrorTexts errors={errors} />
        </div>
      )}
    </div>
  )
}
