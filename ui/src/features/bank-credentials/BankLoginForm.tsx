/**
 * A bank login form that saves itself (spec: accounts-and-transfers 2.3 s31 "bank login" and s33 "credentials for an
 * existing contact"; 5.1; 8). The credentials are checked first (validateBankCredentials: German texts on the fields,
 * nothing the user typed is lost), then `save` sends them; server issues land on their fields, a bank that does not
 * answer (408) shows the bank-connection notice, and the form stays as it was. The PIN lives only in this component's
 * state and is gone when it unmounts.
 */
import {
  isSavePinInitiallyChecked,
  validateBankCredentials,
  type BackendError,
  type BankCredentialsPayload,
  type FinancialContact,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState, type ReactNode } from 'react'
import { Button, Form } from 'react-aria-components'
import { fieldErrorsOfIssues, NO_FIELD_ERRORS, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { toBankLoginLabels, toCredentialsFailure } from './bank-credentials.effects.ts'
import { BankCallNotice, NoticeTexts } from './BankCallNotice.tsx'
import { BankCredentialsFields, toCredentialsForm, toInitialCredentials, type CredentialsValues } from './BankCredentialsFields.tsx'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'
import { useBankDetails } from './useBankDetails.ts'
import { useLifetimeSignal } from './useFlow.ts'

export interface BankLoginFormProps {
  /** The bank whose login form this is (its details give the labels). */
  readonly bank: { readonly bankCode?: string | null; readonly banksApiBankId?: string | null; readonly bankName?: string | null }
  /** The login being changed (s33): its user ids prefill the form and its save-PIN choice the checkbox. */
  readonly contact: FinancialContact | null
  readonly save: (
    credentials: BankCredentialsPayload,
    savePin: boolean,
    signal: AbortSignal,
  ) => Promise<E.Either<BackendError, FinancialContact>>
  readonly onSaved: (contact: FinancialContact) => void
  readonly submitLabel: string
  /** Buttons before the submit button (back, reset, cancel); they are disabled while saving. */
  readonly actions: (isBusy: boolean) => ReactNode
}

export const BankLoginForm = ({ bank, contact, save, onSaved, submitLabel, actions }: BankLoginFormProps) => {
  const bankCode = bank.bankCode?.trim() || null
  const details = useBankDetails(bankCode, bank.banksApiBankId ?? null, bank.bankName ?? null)
  const labels = toBankLoginLabels(details.details, contact)
  const lifetime = useLifetimeSignal()
  const [values, setValues] = useState<CredentialsValues>(() => toInitialCredentials(contact))
  const [savePin, setSavePin] = useState(() => (contact === null ? false : isSavePinInitiallyChecked(contact)))
  const [errors, setErrors] = useState<FieldErrors>(NO_FIELD_ERRORS)
  const [notices, setNotices] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)

  const submit = () => {
    if (busy) return
    const checked = validateBankCredentials(toCredentialsForm(values))
    if (E.isLeft(checked)) {
      setErrors(fieldErrorsOfIssues(checked.left))
      setNotices([])
      return
    }
    const signal = lifetime()
    setBusy(true)
    setErrors(NO_FIELD_ERRORS)
    setNotices([])
    void save(checked.right, labels.savePinRequired || savePin, signal).then((result) => {
      if (signal.aborted) return
      setBusy(false)
      if (E.isRight(result)) {
        setValues((v) => ({ ...v, pin: '' }))
        onSaved(result.right)
        return
      }
      const failure = toCredentialsFailure(result.left)
      setErrors(failure.fieldErrors)
      setNotices(failure.notices)
    })
  }

  return (
    <Form
      className="bank-login-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {details.loading && <p className="loading">{TEXTS.loadingBank}</p>}
      {details.error !== null && <BankCallNotice error={details.error} onRetry={details.retry} />}
      <NoticeTexts texts={notices} />
      <BankCredentialsFields
        labels={labels}
        values={values}
        onChange={setValues}
        savePin={savePin}
        onSavePinChange={setSavePin}
        errors={errors}
        isDisabled={busy}
      />
      {busy && <p className="loading">{TEXTS.saving}</p>}
      <div className="dialog-actions">
        {actions(busy)}
        <Button type="submit" className="button button-primary" isDisabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}
