/**
 * The fields of a bank login: user id, customer id (when the bank has one), PIN and the save-PIN option (spec:
 * accounts-and-transfers 2.3 s31/s33, 5.1; transactions-import-proposals 2). The ids are controlled: they live in the
 * component that shows the form, so they vanish with it. The PIN is a PinField that React does not control: it is
 * read from its input on submit (pinOf) and cleared once sent (clearPin), and never reaches a value attribute.
 */
import { ACCOUNT_FIELD_MAX_LENGTHS, type BankCredentialsForm } from '@kontor/core'
import type { RefObject } from 'react'
import { errorsOfField, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { CheckboxField, PinField, TextInputField } from '../../shared/components/FormFields.tsx'
import type { BankLoginLabels } from './bank-credentials.effects.ts'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'

/** The ids of a login as typed (the PIN is not among them: it stays in its PinField). */
export interface CredentialsValues {
  readonly userId: string
  readonly customerId: string
}

/** The form's values prefilled with a login's first user and customer id (never a PIN: none is ever read back). */
export const toInitialCredentials = (contact: { readonly userIdValues?: ReadonlyArray<string> | null; readonly customerIdValues?: ReadonlyArray<string> | null } | null): CredentialsValues => ({
  userId: contact?.userIdValues?.[0] ?? '',
  customerId: contact?.customerIdValues?.[0] ?? '',
})

/**
 * The values as validateBankCredentials takes them. Reading: the form has one field per login value; a blank customer
 * id means none (only some banks use one), while the user id is always sent, so a blank one is reported.
 */
export const toCredentialsForm = (values: CredentialsValues, pin: string): BankCredentialsForm => ({
  userIdValues: [values.userId],
  customerIdValues: values.customerId.trim() === '' ? [] : [values.customerId],
  pin,
})

export interface BankCredentialsFieldsProps {
  readonly labels: BankLoginLabels
  readonly values: CredentialsValues
  readonly onChange: (values: CredentialsValues) => void
  /** The PIN's input (see PinField). */
  readonly pinRef: RefObject<HTMLInputElement | null>
  readonly savePin: boolean
  readonly onSavePinChange: (checked: boolean) => void
  readonly errors: FieldErrors
  readonly isDisabled?: boolean
}

export const BankCredentialsFields = ({ labels, values, onChange, pinRef, savePin, onSavePinChange, errors, isDisabled = false }: BankCredentialsFieldsProps) => {
  const forced = labels.savePinRequired
  return (
    <div className="form-fields">
      <TextInputField
        label={labels.userIdLabel}
        name="userIdValues"
        value={values.userId}
        onChange={(userId) => onChange({ ...values, userId })}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.userIdValues}
        isRequired
        isDisabled={isDisabled}
        errors={errorsOfField(errors, 'userIdValues')}
      />
      {labels.customerIdLabel !== null && (
        <TextInputField
          label={labels.customerIdLabel}
          name="customerIdValues"
          value={values.customerId}
          onChange={(customerId) => onChange({ ...values, customerId })}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.customerIdValues}
          isDisabled={isDisabled}
          errors={errorsOfField(errors, 'customerIdValues')}
        />
      )}
      <PinField
        label={TEXTS.pinLabel}
        name="pin"
        inputRef={pinRef}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.pin}
        isDisabled={isDisabled}
        description={TEXTS.pinHint}
        errors={errorsOfField(errors, 'pin')}
      />
      <CheckboxField
        label={TEXTS.savePinLabel}
        isSelected={forced || savePin}
        onChange={onSavePinChange}
        isDisabled={isDisabled || forced}
        description={forced ? TEXTS.savePinForcedHint : TEXTS.savePinHint}
        errors={errorsOfField(errors, 'savePinEnabled')}
      />
    </div>
  )
}
