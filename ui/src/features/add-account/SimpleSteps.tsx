/**
 * The wizard's steps without a form of their own (spec: accounts-and-transfers 2.3, 4.1, 6, 8): s12 partner
 * instructions, s21 PayPal introduction, s50 finishing each account, s51 finishing the PayPal account, s60 success of
 * a partner migration.
 */
import {
  findPartnerProvider,
  isOnlineBankingSupported,
  isProviderBankInfoShownInWizard,
  type AddAccountWizardEvent,
  type AddAccountWizardState,
  type BackendError,
  type OnlineBankingAccount,
} from '@kontor/core'
import { Button } from 'react-aria-components'
import { BankCallNotice, ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { describeOnlineBankingAccount } from './AccountSelectionStep.tsx'
import { WizardActions, type WizardNavigation } from './WizardActions.tsx'

type StateOf<S extends AddAccountWizardState['step']> = Extract<AddAccountWizardState, { readonly step: S }>

interface StepProps<S extends AddAccountWizardState['step']> {
  readonly state: StateOf<S>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
}

/** s12: how an account at a partner provider is connected (the partner is the one its BIC names). */
export const PartnerStep = ({ state, dispatch, nav }: StepProps<'s12'>) => {
  const partner = findPartnerProvider(state.chosen.bank)?.name ?? state.chosen.bank.bankName
  const online = isOnlineBankingSupported(state.chosen.bank)
  return (
    <>
      {online ? (
        <>
          <p>{WIZARD_TEXTS.partnerIntro(partner)}</p>
          <ol className="partner-steps">
            {WIZARD_TEXTS.partnerSteps(partner).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{WIZARD_TEXTS.partnerWithoutOnlineBanking(partner)}</p>
      )}
      <WizardActions nav={nav}>
        <Button className="button button-primary" onPress={() => dispatch({ type: 'partnerInstructionsConfirmed' })}>
          {COMMON_TEXTS.next}
        </Button>
      </WizardActions>
    </>
  )
}

/** s21: the redirect to PayPal, which goes 3 s after pressing the button (the status line says so meanwhile). */
export const PaypalIntroStep = ({ state, dispatch, nav, error }: StepProps<'s21'> & { readonly error: BackendError | null }) => {
  const go = () => dispatch({ type: 'paypalRedirectConfirmed' })
  return (
    <>
      <p>{WIZARD_TEXTS.paypalIntro}</p>
      {error !== null && !state.redirecting && <ErrorNotice error={error} onRetry={go} />}
      <WizardActions nav={nav}>
        <Button className="button button-primary" isDisabled={state.redirecting} onPress={go}>
          {WIZARD_TEXTS.paypalGo}
        </Button>
      </WizardActions>
    </>
  )
}

/** s50: the chosen accounts, worked through one by one; a failure stops at that account and offers to retry it. */
export const AccountSetupStep = ({ state, dispatch, nav, error }: StepProps<'s50'> & { readonly error: BackendError | null }) => {
  const position = state.index + 1
  const total = state.accounts.length
  return (
    <>
      <ol className="setup-accounts">
        {state.accounts.map((account: OnlineBankingAccount, i) => (
          <li key={i} aria-current={i === state.index ? 'step' : undefined}>
            {describeOnlineBankingAccount(account)}
          </li>
        ))}
      </ol>
      {state.status === 'failed' && (
        <>
          <p>{WIZARD_TEXTS.accountSetupFailed(position, total)}</p>
          {error !== null ? (
            <BankCallNotice error={error} onRetry={() => dispatch({ type: 'retryPressed' })} />
          ) : (
            <Button className="button" onPress={() => dispatch({ type: 'retryPressed' })}>
              {COMMON_TEXTS.retry}
            </Button>
          )}
        </>
      )}
      {isProviderBankInfoShownInWizard(state) && <p className="notice notice-info">{WIZARD_TEXTS.providerBankInfo}</p>}
      <WizardActions nav={nav} />
    </>
  )
}

/** s51: the PayPal account after the return; a failure offers to retry (a missing merchant id closes instead). */
export const PaypalFinishStep = ({ state, dispatch, nav, error }: StepProps<'s51'> & { readonly error: BackendError | null }) => {
  const retry = () => dispatch({ type: 'retryPressed' })
  return (
    <>
      {state.status === 'failed' && (
        <>
          <p>{WIZARD_TEXTS.paypalFailed}</p>
          {error !== null ? (
            <ErrorNotice error={error} onRetry={retry} />
          ) : (
            <Button className="button" onPress={retry}>
              {COMMON_TEXTS.retry}
            </Button>
          )}
        </>
      )}
      <WizardActions nav={nav} />
    </>
  )
}

/** s60: the accounts of a partner migration are added. */
export const MigrationSuccessStep = ({ state, dispatch }: Omit<StepProps<'s60'>, 'nav'>) => (
  <>
    <p>{WIZARD_TEXTS.migrationDone(state.accountsAdded)}</p>
    <div className="dialog-actions">
      <Button className="button button-primary" onPress={() => dispatch({ type: 'successConfirmed' })}>
        {WIZARD_TEXTS.done}
      </Button>
    </div>
  </>
)
