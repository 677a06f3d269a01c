/**
 * A bank login form that saves itself (spec: accounts-and-transfers 2.3 s31 "bank login" and s33 "credentials for an
 * existing contact"; 5.1; 8). The credentials are checked first (validateBankCredentials: German texts on the fields,
 * nothing the user typed is lost), then `save` sends them; server issues land on their fields, a bank that does not
 * answer (408) shows the bank-connection notice, and the form stays as it was, but for the PIN: it lives in this
 * component's state only until it is sent, then only in the one call (another attempt asks for it again).
 */
import {
  isSavePinInitiallyChecked,
  validateBankCredentials,
  type BackendError,
  type BankCredentialsPayload,
  type FinancialContact,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useRef, useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { BankCallNotice, IssueNotices } from '../../shared/components/ErrorNotice.tsx'
import { fieldErrorsOfIssues, NO_FIELD_ERRORS } from '../../shared/components/FieldError.tsx'
import { clearPin, pinOf, SubmitForm } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { toBankLoginLabels, toCredentialsFailure, type CredentialsFailure } from './bank-credentials.effects.ts'
import { BankCredentialsFields, toCredentialsForm, toInitialCredentials, type CredentialsValues } from './BankCredentialsFields.tsx'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'
import { useBankDetails } from './useBankDetails.ts'

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

const NO_FAILURE: CredentialsFailure = { fieldErrors: NO_FIELD_ERRORS, notices: [] }

export const BankLoginForm = ({ bank, contact, save, onSaved, submitLabel, actions }: BankLoginFormProps) => {
  const bankCode = bank.bankCode?.trim() || null
  const details = useBankDetails(bankCode, bank.banksApiBankId ?? null, bank.bankName ?? null)
  const labels = toBankLoginLabels(details.details, contact)
  const lifetime = useLifetimeSignal()
  const [values, setValues] = useState<CredentialsValues>(() => toInitialCredentials(contact))
  const pinRef = useRef<HTMLInputElement>(null)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const [savePin, setSavePin] = useState(() => (contact === null ? false : isSavePinInitiallyChecked(contact)))
  const [failure, setFailure] = useState<CredentialsFailure>(NO_FAILURE)
  const [busy, setBusy] = useState(false)

  const submit = () => {
    if (busy) return
    const checked = validateBankCredentials(toCredentialsForm(values, pinOf(pinRef)))
    if (E.isLeft(checked)) {
      setInvalidSubmits((n) => n + 1)
      return setFailure({ fieldErrors: fieldErrorsOfIssues(checked.left), notices: [] })
    }
    const signal = lifetime()
    setBusy(true)
    setFailure(NO_FAILURE)
    clearPin(pinRef) // the PIN leaves the form as it is sent
    void save(checked.right, labels.savePinRequired || savePin, signal).then((result) => {
      if (signal.aborted) return
      setBusy(false)
      if (E.isRight(result)) onSaved(result.right)
      else setFailure(toCredentialsFailure(result.left))
    })
  }

  return (
    <SubmitForm className="form bank-login-form" onSubmit={submit} invalidSubmits={invalidSubmits}>
      {details.loading && <StatusLine>{TEXTS.loadingBank}</StatusLine>}
      {details.error !== null && <BankCallNotice error={details.error} onRetry={details.retry} />}
      <IssueNotices issues={failure.notices} />
      <BankCredentialsFields
        labels={labels}
        values={values}
        onChange={setValues}
        pinRef={pinRef}
        savePin={savePin}
        onSavePinChange={setSavePin}
        errors={failure.fieldErrors}
        isDisabled={busy}
      />
      {busy && <StatusLine>{TEXTS.saving}</StatusLine>}
      <div className="dialog-actions">
        {actions(busy)}
        <Button type="submit" className="button button-primary" isDisabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </SubmitForm>
  )
}
