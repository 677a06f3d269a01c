/**
 * s40: which of the login's accounts to connect (spec: accounts-and-transfers 2.3, 4.1, 5.1 'Bitte wählen Sie
 * mindestens ein Konto!'; 8 and transactions-import-proposals 8: a missing PIN prompts for it, then retries). Accounts
 * that cannot be added show disabled, with why. The PIN prompt keeps the PIN in its own state only until it is sent.
 */
import {
  encodePin,
  formatIban,
  isOnlineBankingAccountAddable,
  messageFor,
  messageForValidationIssue,
  toOnlineBankingAccountKey,
  type AddAccountWizardEvent,
  type AddAccountWizardState,
  type BackendError,
  type EncodedPin,
  type OnlineBankingAccount,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { Button, CheckboxButton, CheckboxField, CheckboxGroup, Form, Input, Label, Text, TextField } from 'react-aria-components'
import { FieldError } from '../../shared/components/FieldError.tsx'
import { BankCallNotice } from '../bank-credentials/BankCallNotice.tsx'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { WizardActions, type WizardNavigation } from './WizardActions.tsx'

/** The catalogue key of the PIN prompt's text (the missing-PIN issue, missing_entity with source pin). */
const PIN_PROMPT_KEY = 'missing_entity@pin'

/** An open PIN prompt: answer with the encoded PIN, or null when the user declines. */
export interface PinRequest {
  readonly answer: (pin: EncodedPin | null) => void
}

/** How an online banking account is named on screen: its IBAN in print format, else its account number. */
export const describeOnlineBankingAccount = (account: OnlineBankingAccount): string => {
  const iban = account.iban?.trim() ?? ''
  if (iban !== '') return formatIban(iban)
  const accountNumber = account.accountNumber?.trim() ?? ''
  return accountNumber !== '' ? WIZARD_TEXTS.accountNumber(accountNumber) : WIZARD_TEXTS.accountWithoutNumber
}

export interface AccountSelectionStepProps {
  readonly state: Extract<AddAccountWizardState, { readonly step: 's40' }>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
  readonly error: BackendError | null
  readonly pinRequest: PinRequest | null
}

export const AccountSelectionStep = ({ state, dispatch, nav, error, pinRequest }: AccountSelectionStepProps) => {
  const [selected, setSelected] = useState<ReadonlyArray<string>>([])
  const issues = state.issues.map(messageForValidationIssue)

  return (
    <>
      {pinRequest !== null && <PinPrompt request={pinRequest} />}
      {state.load.status === 'failed' && error !== null && (
        <BankCallNotice error={error} onRetry={() => dispatch({ type: 'retryPressed' })} />
      )}
      {state.load.status === 'failed' && error === null && (
        <Button className="button" onPress={() => dispatch({ type: 'retryPressed' })}>
          {WIZARD_TEXTS.retry}
        </Button>
      )}
      {state.load.status === 'loaded' &&
        (state.load.accounts.length === 0 ? (
          <p>{WIZARD_TEXTS.accountsEmpty}</p>
        ) : (
          <CheckboxGroup
            className="checkbox-group"
            value={[...selected]}
            onChange={setSelected}
            isInvalid={issues.length > 0}
            validationBehavior="aria"
          >
            <Label>{WIZARD_TEXTS.accountsLabel}</Label>
            <Text slot="description" className="field-hint">
              {WIZARD_TEXTS.accountsHint}
            </Text>
            {state.load.accounts.map((account, i) => {
              const addable = isOnlineBankingAccountAddable(account)
              return (
                <CheckboxField
                  key={i}
                  className="checkbox-field"
                  value={toOnlineBankingAccountKey(account) ?? `unnamed:${i}`}
                  isDisabled={!addable}
                >
                  <CheckboxButton className="checkbox">
                    {({ isSelected }) => (
                      <>
                        <span className="checkbox-box" aria-hidden="true">
                          {isSelected ? '✓' : ''}
                        </span>
                        {describeOnlineBankingAccount(account)}
                      </>
                    )}
                  </CheckboxButton>
                  {!addable && (
                    <Text slot="description" className="field-hint">
                      {WIZARD_TEXTS.accountNotAddable}
                    </Text>
                  )}
                </CheckboxField>
              )
            })}
            <FieldError errors={issues} />
          </CheckboxGroup>
        ))}
      <WizardActions nav={nav}>
        {state.load.status === 'loaded' && state.load.accounts.length > 0 && (
          <Button className="button button-primary" onPress={() => dispatch({ type: 'accountsSelected', accountKeys: selected })}>
            {WIZARD_TEXTS.next}
          </Button>
        )}
      </WizardActions>
    </>
  )
}

/**
 * The bank asked for the PIN: it is typed here, encoded (encodePin: 'Die Zugangsdaten beinhalten ungültige Zeichen.'
 * for a PIN a bank does not take), handed to the waiting call and cleared from the field at once.
 */
const PinPrompt = ({ request }: { readonly request: PinRequest }) => {
  const [pin, setPin] = useState('')
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const prompt = messageFor(PIN_PROMPT_KEY)

  const submit = () => {
    const encoded = encodePin(pin)
    if (E.isLeft(encoded)) return setErrors(encoded.left.map(messageForValidationIssue))
    if (encoded.right === null) return setErrors([prompt]) // an empty PIN answers nothing
    setPin('')
    request.answer(encoded.right)
  }

  return (
    <Form
      className="pin-prompt"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <p>{prompt}</p>
      <TextField
        className="text-field"
        name="pin"
        type="password"
        autoComplete="off"
        value={pin}
        onChange={setPin}
        isInvalid={errors.length > 0}
        validationBehavior="aria"
      >
        <Label>{WIZARD_TEXTS.pinPromptLabel}</Label>
        <Input className="input" autoFocus />
        <FieldError errors={errors} />
      </TextField>
      <div className="dialog-actions">
        <Button className="button" onPress={() => request.answer(null)}>
          {WIZARD_TEXTS.pinPromptDecline}
        </Button>
        <Button type="submit" className="button button-primary">
          {WIZARD_TEXTS.pinPromptSubmit}
        </Button>
      </div>
    </Form>
  )
}
