/**
 * s40: which of the login's accounts to connect (spec: accounts-and-transfers 2.3, 4.1, 5.1 'Bitte wählen Sie
 * mindestens ein Konto!'; 8 and transactions-import-proposals 8: a missing PIN prompts for it, then retries). Accounts
 * that cannot be added show disabled, with why. The PIN prompt keeps the PIN in its own state only until it is sent.
 */
import {
  ACCOUNT_FIELD_MAX_LENGTHS,
  encodePin,
  formatMoney,
  isOnlineBankingAccountAddable,
  messageFor,
  messageForValidationIssue,
  toOnlineBankingAccountKey,
  toOnlineBankingAccountSummary,
  type AddAccountWizardEvent,
  type AddAccountWizardState,
  type BackendError,
  type EncodedPin,
  type OnlineBankingAccount,
  type OnlineBankingAccountSummary,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { BankCallNotice } from '../../shared/components/ErrorNotice.tsx'
import { CheckboxGroupField, clearPin, focusFirstInvalidField, PinField, pinOf, SubmitForm, type FieldOption } from '../../shared/components/FormFields.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { BANK_CREDENTIALS_TEXTS } from '../bank-credentials/index.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { enterGoesForward, WizardActions, type WizardNavigation } from './WizardActions.tsx'

/** The catalogue key of the PIN prompt's text (the missing-PIN issue, missing_entity with source pin). */
const PIN_PROMPT_KEY = 'missing_entity@pin'

/** An open PIN prompt: answer with the encoded PIN, or null when the user declines. */
export interface PinRequest {
  readonly answer: (pin: EncodedPin | null) => void
}

/** The IBAN in print format, else the account number, else that it has none. */
const identifierOf = (summary: OnlineBankingAccountSummary): string =>
  summary.iban ??
  (summary.accountNumber === null ? WIZARD_TEXTS.accountWithoutNumber : WIZARD_TEXTS.accountNumber(summary.accountNumber))

/** How an online banking account is named on screen: the bank's name of it, else its IBAN or account number. */
const titleOf = (summary: OnlineBankingAccountSummary): string => summary.name ?? identifierOf(summary)

/** An online banking account in one line (s50): its name with its IBAN, or the IBAN alone. */
export const describeOnlineBankingAccount = (account: OnlineBankingAccount): string => {
  const summary = toOnlineBankingAccountSummary(account)
  return summary.name === null ? identifierOf(summary) : WIZARD_TEXTS.accountWithIdentifier(summary.name, identifierOf(summary))
}

/** What tells an account apart besides its title: its type, its IBAN (when the title is its name) and its balance. */
const detailsOf = (summary: OnlineBankingAccountSummary): string | undefined => {
  const parts = [
    summary.typeLabel,
    summary.name === null ? null : identifierOf(summary),
    summary.balance === null ? null : WIZARD_TEXTS.accountBalance(formatMoney(summary.balance)),
  ].filter((part) => part !== null)
  return parts.length === 0 ? undefined : parts.join(' · ')
}

export interface AccountSelectionStepProps {
  readonly state: Extract<AddAccountWizardState, { readonly step: 's40' }>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
  readonly error: BackendError | null
  readonly pinRequest: PinRequest | null
}

/** The accounts of the login as choices: those that cannot be added are shown disabled, with why. */
const toAccountOptions = (accounts: ReadonlyArray<OnlineBankingAccount>): ReadonlyArray<FieldOption<string>> =>
  accounts.map((account, i) => {
    const addable = isOnlineBankingAccountAddable(account)
    const summary = toOnlineBankingAccountSummary(account)
    const description = [detailsOf(summary), addable ? undefined : WIZARD_TEXTS.accountNotAddable].filter((part) => part !== undefined)
    return {
      id: toOnlineBankingAccountKey(account) ?? `unnamed:${i}`,
      label: titleOf(summary),
      description: description.length === 0 ? undefined : description.join('. '),
      isDisabled: !addable,
    }
  })

export const AccountSelectionStep = ({ state, dispatch, nav, error, pinRequest }: AccountSelectionStepProps) => {
  const [selected, setSelected] = useState<ReadonlyArray<string>>([])
  const issues = state.issues.map(messageForValidationIssue)
  const retry = () => dispatch({ type: 'retryPressed' })
  const choices = useRef<HTMLDivElement>(null)
  const next = () => dispatch({ type: 'accountsSelected', accountKeys: selected })

  // A refused "Weiter" gives new issues: the focus goes to the group, whose error is then read out.
  useEffect(() => {
    if (state.issues.length > 0) focusFirstInvalidField(choices.current)
  }, [state.issues])

  return (
    <div ref={choices}>
      {pinRequest !== null && <PinPrompt request={pinRequest} />}
      {state.load.status === 'failed' && error !== null && <BankCallNotice error={error} onRetry={retry} />}
      {state.load.status === 'failed' && error === null && (
        <Button className="button" onPress={retry}>
          {COMMON_TEXTS.retry}
        </Button>
      )}
      {state.load.status === 'loaded' &&
        (state.load.accounts.length === 0 ? (
          <p>{WIZARD_TEXTS.accountsEmpty}</p>
        ) : (
          <div onKeyDownCapture={enterGoesForward(next)}>
            <CheckboxGroupField
              label={WIZARD_TEXTS.accountsLabel}
              description={WIZARD_TEXTS.accountsHint}
              value={selected}
              onChange={setSelected}
              options={toAccountOptions(state.load.accounts)}
              errors={issues}
            />
          </div>
        ))}
      <WizardActions nav={nav}>
        {state.load.status === 'loaded' && state.load.accounts.length > 0 && (
          <Button className="button button-primary" onPress={next}>
            {COMMON_TEXTS.next}
          </Button>
        )}
      </WizardActions>
    </div>
  )
}

/**
 * The bank asked for the PIN: it is typed here, encoded (encodePin: 'Die Zugangsdaten beinhalten ungültige Zeichen.'
 * for a PIN a bank does not take), handed to the waiting call and cleared from the field at once.
 */
const PinPrompt = ({ request }: { readonly request: PinRequest }) => {
  const pinRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const prompt = messageFor(PIN_PROMPT_KEY)

  const refuse = (texts: ReadonlyArray<string>) => {
    setErrors(texts)
    setInvalidSubmits((n) => n + 1)
  }
  const submit = () => {
    const encoded = encodePin(pinOf(pinRef))
    if (E.isLeft(encoded)) return refuse(encoded.left.map(messageForValidationIssue))
    if (encoded.right === null) return refuse([prompt]) // an empty PIN answers nothing
    clearPin(pinRef)
    request.answer(encoded.right)
  }

  return (
    <SubmitForm className="form pin-prompt" onSubmit={submit} invalidSubmits={invalidSubmits}>
      {/* The prompt is the field's description, so a screen reader reads it with the focused field. */}
      <PinField
        label={BANK_CREDENTIALS_TEXTS.pinLabel}
        name="pin"
        inputRef={pinRef}
        maxLength={ACCOUNT_FIELD_MAX_LENGTHS.pin}
        description={prompt}
        errors={errors}
        autoFocus
      />
      <div className="dialog-actions">
        <Button className="button" onPress={() => request.answer(null)}>
          {WIZARD_TEXTS.pinPromptDecline}
        </Button>
        <Button type="submit" className="button button-primary">
          {WIZARD_TEXTS.pinPromptSubmit}
        </Button>
      </div>
    </SubmitForm>
  )
}
