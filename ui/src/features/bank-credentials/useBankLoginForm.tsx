/**
 * The one bank login form behind both places that ask for credentials: the wizard's login steps (BankLoginForm, s31
 * and s33) and each contact of the bank credentials dialog (spec: accounts-and-transfers 2.3, 5.1, 8;
 * transactions-import-proposals 2). useBankLoginForm holds what the form needs (the bank's details for its labels,
 * the typed ids, the PIN's uncontrolled input, the field errors of the last check); BankLoginFields shows the bank's
 * and the last save's notices above the fields.
 */
import { toBankLoginRules, validateBankCredentials, type BankCredentialsPayload, type FinancialContact } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useRef, useState } from 'react'
import { BankCallNotice, IssueNotices } from '../../shared/components/ErrorNotice.tsx'
import { fieldErrorsOfIssues, mergeFieldErrors, NO_FIELD_ERRORS, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { clearPin, pinOf } from '../../shared/components/FormFields.tsx'
import { toBankLoginLabels, type CredentialsFailure } from './bank-credentials.effects.ts'
import { BankCredentialsFields, toCredentialsForm, toInitialCredentials, type CredentialsValues } from './BankCredentialsFields.tsx'
import { useBankDetails } from './useBankDetails.ts'

/** The bank whose login form it is: its details give the labels and whether the PIN must be saved. */
export interface LoginBank {
  readonly bankCode?: string | null
  readonly banksApiBankId?: string | null
  readonly bankName?: string | null
}

/** The contact's fields a form starts from (never a PIN: none is ever read back). */
type LoginContact = Pick<FinancialContact, 'userIdValues' | 'customerIdValues' | 'savePinRequired' | 'oauth2'>

export const useBankLoginForm = (bank: LoginBank, contact: LoginContact | null) => {
  const details = useBankDetails(bank.bankCode?.trim() || null, bank.banksApiBankId ?? null, bank.bankName ?? null)
  const labels = toBankLoginLabels(details.details, contact)
  // A first login needs its PIN; a bank that logs in by redirect (oauth2) takes the credentials on its own page.
  const rules = toBankLoginRules(details.details, contact)
  const [values, setValues] = useState<CredentialsValues>(() => toInitialCredentials(contact))
  const pinRef = useRef<HTMLInputElement>(null)
  const [validation, setValidation] = useState<FieldErrors>(NO_FIELD_ERRORS)
  const [invalidSubmits, setInvalidSubmits] = useState(0)

  /**
   * Checks what was typed. Valid: the credentials, and the PIN field is emptied (the PIN leaves the form as it is
   * sent). Invalid: null, the messages go on their fields and the focus to the first of them (SubmitForm).
   */
  const check = (): BankCredentialsPayload | null => {
    const checked = validateBankCredentials(toCredentialsForm(values, pinOf(pinRef)), rules)
    if (E.isLeft(checked)) {
      setInvalidSubmits((n) => n + 1)
      setValidation(fieldErrorsOfIssues(checked.left))
      return null
    }
    setValidation(NO_FIELD_ERRORS)
    clearPin(pinRef)
    return checked.right
  }

  return { details, labels, rules, values, setValues, pinRef, validation, invalidSubmits, check }
}

export type BankLoginFormState = ReturnType<typeof useBankLoginForm>

/** The bank's notice (its details could not be read), the last save's notices, then the fields (unless `hideFields`). */
export const BankLoginFields = ({
  form,
  failure,
  savePin,
  onSavePinChange,
  isDisabled,
  showNotices = true,
  hideFields = false,
}: {
  readonly form: BankLoginFormState
  readonly failure: CredentialsFailure | null
  readonly savePin: boolean
  readonly onSavePinChange: (checked: boolean) => void
  readonly isDisabled: boolean
  /** Notices only while the form can be used (the dialog hides them while it saves or skips). */
  readonly showNotices?: boolean
  /** Nothing to type: the save runs without credentials (the dialog's automatic save). */
  readonly hideFields?: boolean
}) => (
  <>
    {showNotices && form.details.error !== null && <BankCallNotice error={form.details.error} onRetry={form.details.retry} />}
    {showNotices && failure !== null && <IssueNotices issues={failure.notices} />}
    {!hideFields && (
      <BankCredentialsFields
        labels={form.labels}
        values={form.values}
        onChange={form.setValues}
        pinRef={form.pinRef}
        savePin={savePin}
        onSavePinChange={onSavePinChange}
        errors={mergeFieldErrors(form.validation, failure?.fieldErrors ?? NO_FIELD_ERRORS)}
        isDisabled={isDisabled}
      />
    )}
  </>
)
