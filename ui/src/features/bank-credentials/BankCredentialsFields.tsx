/**
 * The fields of a bank login: user id, customer id (when the bank has one), PIN and the save-PIN option (spec:
 * accounts-and-transfers 2.3 s31/s33, 5.1; transactions-import-proposals 2). Controlled: the values live in the
 * component that shows the form, so they vanish with it. The PIN input is a password field without autocomplete.
 */
import type { BankCredentialsForm } from '@kontor/core'
import { errorsOfField, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { CheckboxField, TextInputField } from '../../shared/components/FormFields.tsx'
import type { BankLoginLabels } from './bank-credentials.effects.ts'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'

export interface CredentialsValues {
  readonly userId: string
  readonly customerId: string
  readonly pin: string
}

/** The values with the PIN cleared: a PIN leaves the form when it is sent and is not kept for another attempt. */
export const withoutPin = (values: CredentialsValues): CredentialsValues => (values.pin === '' ? values : { ...values, pin: '' })

/** The form's values prefilled with a login's first user and customer id (never a PIN: none is ever read back). */
export const toInitialCredentials = (contact: { readonly userIdValues?: ReadonlyArray<string> | null; readonly customerIdValues?: ReadonlyArray<string> | null } | null): CredentialsValues => ({
  userId: contact?.userIdValues?.[0] ?? '',
  customerId: contact?.customerIdValues?.[0] ?? '',
  pin: '',
})

/**
 * The values as validateBankCredentials takes them. Reading: the form has one field per login value; a blank customer
 * id means none (only some banks use one), while the user id is always sent, so a blank one is reported.
 */
export const toCredentialsForm = (values: CredentialsValues): BankCredentialsForm => ({
  userIdValues: [values.userId],
  customerIdValues: values.customerId.trim() === '' ? [] : [values.customerId],
  pin: values.pin,
})

export interface BankCredentialsFieldsProps {
  readonly labels: BankLoginLabels
  readonly values: CredentialsValues
  readonly onChange: (values: CredentialsValues) => void
  readonly savePin: boolean
  readonly onSavePinChange: (checked: boolean) => void
  readonly errors: FieldErrors
  readonly isDisabled?: boolean
}

export const BankCredentialsFields = ({ labels, values, onChange, savePin, onSavePinChange, errors, isDisabled = false }: BankCredentialsFieldsProps) => {
  const forced = labels.savePinRequired
  return (
    <div className="form-fields">
      <TextInputField
        label={labels.userIdLabel}
        name="userIdValues"
        value={values.userId}
        onChange={(userId) => onChange({ ...values, userId })}
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
          isDisabled={isDisabled}
          errors={errorsOfField(errors, 'customerIdValues')}
        />
      )}
      <TextInputField
        label={TEXTS.pinLabel}
        name="pin"
        type="password"
        value={values.pin}
        onChange={(pin) => onChange({ ...values, pin })}
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
