/**
 * The bank credentials dialog (spec: transactions-import-proposals 2 "Bank credentials dialog", 4 "walks over several
 * contacts one by one; skipping waits 1 s; saving is automatic in redirect mode or for oauth2 banks", 8 "Missing PIN";
 * accounts-and-transfers 5.1). The core flow (bank-credentials-flow.ts) decides every step; this dialog shows it and
 * runs its effects. Saving is PUT v3/financialContacts/{id} with the validated credentials and savePinEnabled.
 *
 * The PIN stays in the form's state until it is sent; between pressing save and the call it is in a ref that the
 * save effect empties as it reads it, and then only in the one call.
 */
import {
  BANK_CREDENTIALS_TITLES,
  getBankCredentialsButtons,
  startBankCredentialsFlow,
  toBankCredentialsProgressText,
  toCurrentBankCredentialsItem,
  transitionBankCredentialsFlow,
  type BankCredentialsEffect,
  type BankCredentialsEvent,
  type BankCredentialsItem,
  type BankCredentialsPayload,
  type BankCredentialsPurpose,
  type BankCredentialsState,
  type NonEmptyBankCredentialsItems,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState, type JSX } from 'react'
import { Button } from 'react-aria-components'
import { SubmitForm } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, type FlowRuntime } from '../../shared/useFlow.ts'
import { toCredentialsFailure, updateBankLogin, type CredentialsFailure } from './bank-credentials.effects.ts'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'
import { BankLoginFields, useBankLoginForm } from './useBankLoginForm.tsx'

export interface BankCredentialsDialogResult {
  readonly outcome: 'finished' | 'canceled'
  readonly savedContactIds: ReadonlyArray<string>
  readonly skippedContactIds: ReadonlyArray<string>
}

export interface BankCredentialsDialogProps {
  readonly purpose: BankCredentialsPurpose
  readonly items: NonEmptyBankCredentialsItems
  readonly redirectMode?: boolean
  readonly onClose: (result: BankCredentialsDialogResult) => void
}

/** The failure of the last save, for the contact it belongs to. */
interface SaveFailure {
  readonly index: number
  readonly failure: CredentialsFailure
}

const indexOf = (state: BankCredentialsState): number | null =>
  state.step === 'finished' || state.step === 'canceled' ? null : state.index

export const BankCredentialsDialog = ({ purpose, items, redirectMode = false, onClose }: BankCredentialsDialogProps): JSX.Element => {
  const backend = useBackend()
  const pendingCredentials = useRef<BankCredentialsPayload | null>(null)
  const [saveFailure, setSaveFailure] = useState<SaveFailure | null>(null)

  const runEffect = async (effect: BankCredentialsEffect, { dispatch, signal }: FlowRuntime<BankCredentialsEvent>) => {
    switch (effect.type) {
      case 'saveCredentials': {
        const index = items.findIndex((item) => item.contact.financialContactId === effect.financialContactId)
        const item = items[index]
        // Read once and dropped: the PIN is not kept for a second attempt.
        const credentials = pendingCredentials.current
        pendingCredentials.current = null
        if (item === undefined || (!effect.automatic && credentials === null)) return dispatch({ type: 'credentialsRejected' })
        setSaveFailure(null)
        const result = await updateBankLogin(backend, item.contact, effect.automatic ? null : credentials, effect.savePin, signal)
        if (signal.aborted) return
        if (E.isRight(result)) return dispatch({ type: 'credentialsSaved' })
        setSaveFailure({ index, failure: toCredentialsFailure(result.left) })
        return dispatch({ type: 'credentialsRejected' })
      }
      case 'waitBeforeSkip':
        if (await waitFor(effect.ms, signal)) dispatch({ type: 'skipDelayElapsed' })
        return
      case 'closeBankCredentials':
        return onClose({ outcome: effect.outcome, savedContactIds: effect.savedContactIds, skippedContactIds: effect.skippedContactIds })
    }
  }

  const { state, dispatch } = useFlow(
    () => startBankCredentialsFlow({ purpose, items, redirectMode }),
    transitionBankCredentialsFlow,
    runEffect,
  )

  const index = indexOf(state)
  const item = toCurrentBankCredentialsItem(state)
  const progress = toBankCredentialsProgressText(state)
  const activity = state.step === 'saving' ? TEXTS.saving : state.step === 'skipping' ? TEXTS.skipping : null

  return (
    <ModalDialog
      title={BANK_CREDENTIALS_TITLES[purpose]}
      size="medium"
      className="bank-credentials-dialog"
      onDismiss={() => dispatch({ type: 'canceled' })}
      // Each contact is a step of its own: focus goes to the title, so a screen reader starts reading there.
      focusTitleOn={index ?? -1}
    >
      <StatusLine>{[progress, activity].filter((text) => text !== null).join(' – ')}</StatusLine>
      {item !== undefined && index !== null && (
        <ContactPane
          key={index}
          state={state}
          item={item}
          failure={saveFailure !== null && saveFailure.index === index ? saveFailure.failure : null}
          dispatch={dispatch}
          onSubmit={(credentials) => {
            pendingCredentials.current = credentials
            dispatch({ type: 'submitted' }) // the save effect takes the credentials before dispatch returns
            pendingCredentials.current = null // and if the flow started no save, they go here
          }}
        />
      )}
    </ModalDialog>
  )
}

interface ContactPaneProps {
  readonly state: BankCredentialsState
  readonly item: BankCredentialsItem
  readonly failure: CredentialsFailure | null
  readonly dispatch: (event: BankCredentialsEvent) => void
  readonly onSubmit: (credentials: BankCredentialsPayload) => void
}

/** One contact: its bank, the accounts that use it, its login form and the buttons the flow offers. */
const ContactPane = ({ state, item, failure, dispatch, onSubmit }: ContactPaneProps) => {
  const { contact } = item
  // Saving the PIN is forced when the contact says so or the bank's details do (labels.savePinRequired).
  const form = useBankLoginForm(contact, contact)
  const { labels } = form
  const buttons = getBankCredentialsButtons(state)
  const editing = state.step === 'editing'
  const savePin = state.step === 'editing' || state.step === 'saving' ? state.savePin : false
  const automatic = state.step === 'saving' && state.automatic

  // The flow knows only the contact's rule; a bank that requires a saved PIN is told to it, so the save sends what
  // the ticked, disabled box shows.
  useEffect(() => {
    if (editing && labels.savePinRequired && !savePin) dispatch({ type: 'savePinToggled', checked: true })
  }, [editing, labels.savePinRequired, savePin, dispatch])

  const submit = () => {
    if (!editing) return
    const credentials = form.check()
    if (credentials !== null) onSubmit(credentials)
  }

  const affected = item.affectedAccounts ?? []
  return (
    <SubmitForm className="form bank-login-form" onSubmit={submit} invalidSubmits={form.invalidSubmits}>
      <p className="dialog-subtitle">{TEXTS.bankOf(contact.bankName?.trim() || contact.bankCode?.trim() || null)}</p>
      {affected.length > 0 && (
        <section aria-label={TEXTS.affectedAccounts}>
          <h3 className="dialog-section-title">{TEXTS.affectedAccounts}</h3>
          <ul className="affected-accounts">
            {affected.map((account) => (
              <li key={account.financialAccountId}>{account.name}</li>
            ))}
          </ul>
        </section>
      )}
      <BankLoginFields
        form={form}
        failure={failure}
        savePin={savePin}
        onSavePinChange={(checked) => dispatch({ type: 'savePinToggled', checked })}
        isDisabled={!editing}
        showNotices={editing}
        hideFields={automatic}
      />
      <div className="dialog-actions">
        {buttons.cancel && (
          <Button className="button" onPress={() => dispatch({ type: 'canceled' })}>
            {COMMON_TEXTS.cancel}
          </Button>
        )}
        {buttons.back && (
          <Button className="button" onPress={() => dispatch({ type: 'backPressed' })}>
            {COMMON_TEXTS.back}
          </Button>
        )}
        {buttons.skip && (
          <Button className="button" onPress={() => dispatch({ type: 'skipPressed' })}>
            {TEXTS.skip}
          </Button>
        )}
        {(buttons.next || buttons.save || buttons.connect) && (
          <Button type="submit" className="button button-primary">
            {buttons.next ? COMMON_TEXTS.next : buttons.connect ? COMMON_TEXTS.connect : COMMON_TEXTS.save}
          </Button>
        )}
      </div>
    </SubmitForm>
  )
}
