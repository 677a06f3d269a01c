/**
 * s31 "bank login" and s33 "credentials for an existing contact" (spec: accounts-and-transfers 2.3, 4.1, 5.1, 8): the
 * bank login form, saved as a new login (POST v3/financialContacts) or as new credentials of the existing one (PUT
 * v3/financialContacts/{id}). The wizard only hears `credentialsSaved`; the credentials never pass through it.
 */
import type { AddAccountWizardEvent, AddAccountWizardState } from '@kontor/core'
import { Button } from 'react-aria-components'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { BankLoginForm, createBankLogin, updateBankLogin, updateCreatedBankLogin } from '../bank-credentials/index.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { NavigationButtons, type WizardNavigation } from './WizardActions.tsx'

interface StepProps<S extends 's31' | 's33'> {
  readonly state: Extract<AddAccountWizardState, { readonly step: S }>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
}

export const BankLoginStep = ({ state, dispatch, nav }: StepProps<'s31'>) => {
  const backend = useBackend()
  const { bank } = state.chosen
  return (
    <>
      <p>{WIZARD_TEXTS.loginIntro(bank.bankName)}</p>
      <BankLoginForm
        bank={bank}
        contact={null}
        save={(credentials, savePin, signal) =>
          // Back from s40 the login exists already: it gets the new credentials instead of being created twice.
          state.savedContactId !== null
            ? updateCreatedBankLogin(backend, state.savedContactId, credentials, savePin, signal)
            : createBankLogin(backend, bank, credentials, savePin, signal, state.context.reconnect?.financialAccountId ?? null)
        }
        onSaved={(contact) => dispatch({ type: 'credentialsSaved', financialContactId: contact.financialContactId })}
        submitLabel={COMMON_TEXTS.connect}
        actions={(isBusy) => (
          <>
            <NavigationButtons nav={nav} isBusy={isBusy} />
            <Button className="button" isDisabled={isBusy} onPress={() => dispatch({ type: 'resetPressed' })}>
              {WIZARD_TEXTS.reset}
            </Button>
          </>
        )}
      />
    </>
  )
}

export const ContactCredentialsStep = ({ state, dispatch, nav }: StepProps<'s33'>) => {
  const backend = useBackend()
  const { contact } = state
  return (
    <>
      <p>{WIZARD_TEXTS.loginIntro(contact.bankName?.trim() || contact.bankCode?.trim() || null)}</p>
      <BankLoginForm
        bank={contact}
        contact={contact}
        save={(credentials, savePin, signal) => updateBankLogin(backend, contact, credentials, savePin, signal)}
        // The saved login is this contact; its id is what the wizard checks.
        onSaved={() => dispatch({ type: 'credentialsSaved', financialContactId: contact.financialContactId })}
        submitLabel={COMMON_TEXTS.save}
        actions={(isBusy) => <NavigationButtons nav={nav} isBusy={isBusy} />}
      />
    </>
  )
}
