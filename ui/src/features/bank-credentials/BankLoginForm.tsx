/**
 * A bank login form that saves itself (spec: accounts-and-transfers 2.3 s31 "bank login" and s33 "credentials for an
 * existing contact"; 5.1; 8). The credentials are checked first (validateBankCredentials: German texts on the fields,
 * nothing the user typed is lost), then `save` sends them; server issues land on their fields, a bank that does not
 * answer (408) shows the bank-connection notice, and the form stays as it was, but for the PIN: it lives in this
 * component's state only until it is sent, then only in the one call (another attempt asks for it again).
 */
import { isSavePinInitiallyChecked, type BackendError, type BankCredentialsPayload, type FinancialContact } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { SubmitForm } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { toCredentialsFailure, type CredentialsFailure } from './bank-credentials.effects.ts'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'
import { BankLoginFields, useBankLoginForm, type LoginBank } from './useBankLoginForm.tsx'

export interface BankLoginFormProps {
  /** The bank whose login form this is (its details give the labels). */
  readonly bank: LoginBank
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
  const form = useBankLoginForm(bank, contact)
  const lifetime = useLifetimeSignal()
  const [savePin, setSavePin] = useState(() => (contact === null ? false : isSavePinInitiallyChecked(contact)))
  const [failure, setFailure] = useState<CredentialsFailure | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = () => {
    if (busy) return
    setFailure(null)
    const credentials = form.check()
    if (credentials === null) return
    const signal = lifetime()
    setBusy(true)
    void save(credentials, form.labels.savePinRequired || savePin, signal).then((result) => {
      if (signal.aborted) return
      setBusy(false)
      if (E.isRight(result)) onSaved(result.right)
      else setFailure(toCredentialsFailure(result.left))
    })
  }

  return (
    <SubmitForm className="form bank-login-form" onSubmit={submit} invalidSubmits={form.invalidSubmits}>
      {form.details.loading && <StatusLine>{TEXTS.loadingBank}</StatusLine>}
      {form.rules.byRedirect && <p>{TEXTS.redirectLoginHint}</p>}
      <BankLoginFields
        form={form}
        failure={failure}
        savePin={savePin}
        onSavePinChange={setSavePin}
        isDisabled={busy}
        hideFields={form.rules.byRedirect}
      />
      {busy && <StatusLine>{TEXTS.saving}</StatusLine>}
      <div className="dialog-actions">
        {actions(busy)}
        <Button type="submit" className="button button-primary" isDisabled={busy}>
          {form.rules.byRedirect ? TEXTS.redirectLoginSubmit : submitLabel}
        </Button>
      </div>
    </SubmitForm>
  )
}
