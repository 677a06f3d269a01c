/**
 * s10: what to add (spec: accounts-and-transfers 2.3 and 4.1): a new bank, another account through an existing bank
 * login (GET v100/financialContacts), or a PayPal account. A failed load of the logins leaves the other two choices.
 */
import {
  isFinancialContactReadyToUse,
  type AddAccountWizardEvent,
  type BackendError,
  type FinancialContact,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { BankCallNotice } from '../../shared/components/ErrorNotice.tsx'
import { RadioGroupField, type FieldOption } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { loadFinancialContacts } from './add-account.effects.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { enterGoesForward, WizardActions, type WizardNavigation } from './WizardActions.tsx'

type ContactsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BackendError }
  | { readonly status: 'loaded'; readonly contacts: ReadonlyArray<FinancialContact> }

const NEW_BANK = 'newBank'
const PAYPAL = 'paypal'
const CONTACT_PREFIX = 'contact:'

const contactName = (contact: FinancialContact): string =>
  contact.bankName?.trim() || contact.bankCode?.trim() || WIZARD_TEXTS.unnamedBank

/** An existing bank login as a choice: its bank, its user and whether its credentials must be entered again. */
const contactOption = (contact: FinancialContact): FieldOption<string> => {
  const userId = contact.userIdValues?.[0]?.trim() ?? ''
  const hints = [
    userId === '' ? null : WIZARD_TEXTS.startContactUser(userId),
    isFinancialContactReadyToUse(contact) ? null : WIZARD_TEXTS.startContactNotReady,
  ].filter((hint) => hint !== null)
  return {
    id: `${CONTACT_PREFIX}${contact.financialContactId}`,
    label: WIZARD_TEXTS.startContact(contactName(contact)),
    // One line each (the description keeps line breaks), so that the user id and the request do not run together.
    description: hints.length > 0 ? hints.join('\n') : undefined,
  }
}

export const StartStep = ({ dispatch, nav }: { readonly dispatch: (event: AddAccountWizardEvent) => void; readonly nav: WizardNavigation }) => {
  const backend = useBackend()
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<ContactsLoad>({ status: 'loading' })
  const [choice, setChoice] = useState<string>(NEW_BANK)

  useEffect(() => {
    const controller = new AbortController()
    void loadFinancialContacts(backend, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setLoad(E.isRight(result) ? { status: 'loaded', contacts: result.right } : { status: 'failed', error: result.left })
    })
    return () => controller.abort()
  }, [backend, attempt])

  const contacts = load.status === 'loaded' ? load.contacts : []
  const next = () => {
    if (choice === NEW_BANK) return dispatch({ type: 'newBankChosen' })
    if (choice === PAYPAL) return dispatch({ type: 'paypalChosen' })
    const contact = contacts.find((c) => `${CONTACT_PREFIX}${c.financialContactId}` === choice)
    if (contact !== undefined) dispatch({ type: 'existingContactChosen', contact })
  }

  const options: ReadonlyArray<FieldOption<string>> = [
    { id: NEW_BANK, label: WIZARD_TEXTS.startNewBank, description: WIZARD_TEXTS.startNewBankHint },
    ...contacts.map(contactOption),
    { id: PAYPAL, label: WIZARD_TEXTS.startPaypal, description: WIZARD_TEXTS.startPaypalHint },
  ]

  return (
    <>
      <div onKeyDownCapture={enterGoesForward(next)}>
        <RadioGroupField label={WIZARD_TEXTS.startQuestion} value={choice} onChange={setChoice} options={options} />
      </div>
      {load.status === 'loading' && <StatusLine>{WIZARD_TEXTS.contactsLoading}</StatusLine>}
      {load.status === 'failed' && (
        <BankCallNotice
          error={load.error}
          onRetry={() => {
            setLoad({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        />
      )}
      <WizardActions nav={nav}>
        <Button className="button button-primary" onPress={next}>
          {COMMON_TEXTS.next}
        </Button>
      </WizardActions>
    </>
  )
}
