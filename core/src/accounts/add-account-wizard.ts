/**
 * The add-account wizard as a pure state machine (spec: accounts-and-transfers 2.3 steps s10–s60 and the first step,
 * 4.1 transitions, 5.1 "at least one account in s40", 6 FINANCE_LEXBANK_READ and INFO_PAYPAL_NOTCONNECTED, 8 missing
 * merchant id, 9 payment-service redirect and default account name prefix).
 *
 * The UI runs the effects (calls, redirects, closing) and reports what happened as events; nothing here calls a port
 * or waits. Credentials never pass through the wizard: the login form saves them and reports `credentialsSaved`.
 * The model is in add-account-wizard-model.ts, the rules in add-account-wizard-rules.ts.
 */
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import { normalizeIban } from '../iban/iban-format.ts'
import type { HubPrivilege } from '../privileges/privileges.ts'
import {
  PAYPAL_MERCHANT_ID_MISSING_KEY,
  type AddAccountWizardCloseReason,
  type AddAccountWizardConnection,
  type AddAccountWizardContext,
  type AddAccountWizardEffect,
  type AddAccountWizardEvent,
  type AddAccountWizardStart,
  type AddAccountWizardState,
  type AddAccountWizardStep,
  type AddAccountWizardTransition,
  type ChosenBank,
  type NonEmptyOnlineBankingAccounts,
} from './add-account-wizard-model.ts'
import {
  findReconnectedOnlineBankingAccount,
  isOnlineBankingSupported,
  isPartnerBank,
  toDefaultOnlineBankingAccountName,
  validateWizardAccountSelection,
} from './add-account-wizard-rules.ts'
import { getDefaultAccountNamePrefix } from './bank-search.ts'
import { isFinancialContactReadyToUse, onlineBankingAccountTypeOf, type PaypalReturn } from './connection-model.ts'
import { DEFAULT_ONLINE_BANKING_ACCOUNT_TYPE, PAYMENT_SERVICE_REDIRECT_DELAY_MS, PAYPAL_MERCHANT_ID_ABORT_DELAY_MS } from './constants.ts'
import { validateManualAccountForm } from './manual-account-rules.ts'

/** After the payment-service account connects, the business feature is deleted and a tracking event is sent (spec 6). */
const PAYPAL_NOT_CONNECTED_PRIVILEGE = 'INFO_PAYPAL_NOTCONNECTED' satisfies HubPrivilege

// --- start

const contextOf = (start: AddAccountWizardStart): AddAccountWizardContext => ({
  mode: start.mode,
  reconnect: start.reconnect ?? null,
  partnerMigration: start.partnerMigration === true,
  privileges: start.privileges ?? [],
  closedWith: null,
})

/**
 * The first step: s20 when only giro accounts are wanted, s21 from the payment-service info tile or to reconnect a
 * PAYPAL account, s51 on the return from the payment service, s10 otherwise (spec 2.3). Reading: a PAYPAL account
 * can only be reconnected through the payment service, so s10's other choices would lead nowhere useful; back from
 * s21 still reaches s10, as after /hub/paypal/create.
 * @example startAddAccountWizard({ mode: 'giroOnly' })[0].step // 's20'
 */
export const startAddAccountWizard = (start: AddAccountWizardStart): AddAccountWizardTransition => {
  const context = contextOf(start)
  switch (start.mode) {
    case 'standard':
      return context.reconnect?.accountType === 'PAYPAL' ? [{ step: 's21', context, redirecting: false }, []] : [{ step: 's10', context }, []]
    case 'giroOnly':
      return [{ step: 's20', context, chosen: null }, []]
    case 'paypalInfoTile':
      return [{ step: 's21', context, redirecting: false }, []]
    case 'paypalReturn':
      return enterS51(context, start.paypalReturn)
    default:
      return absurd(start)
  }
}

// --- effects and entries shared by several steps

const unchanged = (state: AddAccountWizardState): AddAccountWizardTransition => [state, []]

/** The accounts saved so far: s50 and s60 keep them; every other step has saved none. */
const savedAccountIdsOf = (state: AddAccountWizardState): ReadonlyArray<string> =>
  state.step === 's50' || state.step === 's60' ? state.savedAccountIds : []

const closeWizard = (
  state: AddAccountWizardState,
  reason: AddAccountWizardCloseReason,
  before: ReadonlyArray<AddAccountWizardEffect> = [],
  afterMs = 0,
  noticeKey: string | null = null,
  financialAccountIds: ReadonlyArray<string> = savedAccountIdsOf(state),
): AddAccountWizardTransition => [
  { ...state, context: { ...state.context, closedWith: reason } },
  [...before, { type: 'close', reason, financialAccountIds, afterMs, noticeKey }],
]

const connectionContactId = (connection: AddAccountWizardConnection): string =>
  connection.via === 'bankLogin' ? connection.financialContactId : connection.contact.financialContactId

const connectionNamePrefix = (connection: AddAccountWizardConnection): string =>
  connection.via === 'bankLogin' ? connection.chosen.accountNamePrefix : ''

const loadAccountsEffect = (context: AddAccountWizardContext, financialContactId: string): AddAccountWizardEffect => ({
  type: 'loadOnlineBankingAccounts',
  financialContactId,
  accountType: context.mode === 'giroOnly' ? 'GIRO' : null,
  reconnectFinancialAccountId: context.reconnect?.financialAccountId ?? null,
})

const enterS40 = (context: AddAccountWizardContext, connection: AddAccountWizardConnection): AddAccountWizardTransition => [
  { step: 's40', context, connection, load: { status: 'loading' }, issues: [] },
  [loadAccountsEffect(context, connectionContactId(connection))],
]

const sameIban = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && a.trim() !== '' && normalizeIban(a) === normalizeIban(b)

const saveAccountEffect = (
  context: AddAccountWizardContext,
  connection: AddAccountWizardConnection,
  accounts: NonEmptyOnlineBankingAccounts,
  index: number,
): AddAccountWizardEffect => {
  const account = accounts[index] ?? accounts[0]
  const financialContactId = connectionContactId(connection)
  const progress = { position: index + 1, total: accounts.length }
  return context.reconnect !== null && sameIban(account.iban, context.reconnect.iban)
    ? { type: 'updateAccount', financialAccountId: context.reconnect.financialAccountId, financialContactId, onlineBankingAccount: account, ...progress }
    : {
        type: 'createAccount',
        financialContactId,
        onlineBankingAccount: account,
        accountName: toDefaultOnlineBankingAccountName(connectionNamePrefix(connection), account),
        accountType: onlineBankingAccountTypeOf(account) ?? DEFAULT_ONLINE_BANKING_ACCOUNT_TYPE,
        ...progress,
      }
}

const enterS50 = (
  context: AddAccountWizardContext,
  connection: AddAccountWizardConnection,
  accounts: NonEmptyOnlineBankingAccounts,
  index = 0,
  savedAccountIds: ReadonlyArray<string> = [],
): AddAccountWizardTransition => [
  { step: 's50', context, connection, accounts, index, status: 'saving', savedAccountIds },
  [saveAccountEffect(context, connection, accounts, index)],
]

function enterS51(context: AddAccountWizardContext, paypalReturn: PaypalReturn): AddAccountWizardTransition {
  if (paypalReturn.merchantId === null) {
    const aborted: AddAccountWizardState = { step: 's51', context, paypalReturn, status: 'aborted' }
    return closeWizard(aborted, 'paypalMerchantIdMissing', [], PAYPAL_MERCHANT_ID_ABORT_DELAY_MS, PAYPAL_MERCHANT_ID_MISSING_KEY)
  }
  return [
    { step: 's51', context, paypalReturn, status: 'saving' },
    [{ type: 'finishPaypalAccount', merchantId: paypalReturn.merchantId, financialAccountId: paypalReturn.financialAccountId }],
  ]
}

/** Where a chosen bank leads from s20 (spec 4.1): s12 for a partner, s20 to choose online banking, else s32. */
const afterBankChosen = (context: AddAccountWizardContext, chosen: ChosenBank): AddAccountWizardTransition => {
  if (isPartnerBank(chosen.bank)) return [{ step: 's12', context, chosen }, []]
  if (isOnlineBankingSupported(chosen.bank)) return [{ step: 's20', context, chosen }, []]
  return [{ step: 's32', context, chosen, saving: null }, []]
}

/** s20 keeps a chosen bank only while its choice is open: a non-partner bank with online banking. */
const backToS20 = (context: AddAccountWizardContext, chosen: ChosenBank | null): AddAccountWizardTransition => [
  {
    step: 's20',
    context,
    chosen: chosen !== null && !isPartnerBank(chosen.bank) && isOnlineBankingSupported(chosen.bank) ? chosen : null,
  },
  [],
]

// --- one function per step

type StateOf<S extends AddAccountWizardStep> = Extract<AddAccountWizardState, { readonly step: S }>

const fromS10 = (s: StateOf<'s10'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'newBankChosen':
      return [{ step: 's20', context: s.context, chosen: null }, []]
    case 'existingContactChosen':
      return isFinancialContactReadyToUse(e.contact)
        ? enterS40(s.context, { via: 'readyContact', contact: e.contact })
        : [{ step: 's33', context: s.context, contact: e.contact }, []]
    case 'paypalChosen':
      return [{ step: 's21', context: s.context, redirecting: false }, []]
    default:
      return unchanged(s)
  }
}

const fromS12 = (s: StateOf<'s12'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'partnerInstructionsConfirmed':
      return isOnlineBankingSupported(s.chosen.bank)
        ? [{ step: 's31', context: s.context, chosen: s.chosen, savedContactId: null }, []]
        : [{ step: 's32', context: s.context, chosen: s.chosen, saving: null }, []]
    case 'backPressed':
      return backToS20(s.context, null)
    default:
      return unchanged(s)
  }
}

const fromS20 = (s: StateOf<'s20'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'bankChosen':
      return afterBankChosen(s.context, { bank: e.bank, accountNamePrefix: getDefaultAccountNamePrefix(e.banksFound) })
    case 'onlineBankingChosen':
      return s.chosen !== null && isOnlineBankingSupported(s.chosen.bank) && !isPartnerBank(s.chosen.bank)
        ? [{ step: 's31', context: s.context, chosen: s.chosen, savedContactId: null }, []]
        : unchanged(s)
    case 'withoutConnectionChosen':
      return [{ step: 's32', context: s.context, chosen: s.chosen, saving: null }, []]
    case 'backPressed':
      return s.context.mode === 'standard' ? [{ step: 's10', context: s.context }, []] : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS21 = (s: StateOf<'s21'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'paypalRedirectConfirmed':
      return s.redirecting
        ? unchanged(s)
        : [
            { ...s, redirecting: true },
            [
              {
                type: 'redirectToPaypal',
                afterMs: PAYMENT_SERVICE_REDIRECT_DELAY_MS,
                fromInfoTile: s.context.mode === 'paypalInfoTile',
                financialAccountId: s.context.reconnect?.financialAccountId ?? null,
              },
            ],
          ]
    case 'paypalRedirectFailed':
      return s.redirecting ? [{ ...s, redirecting: false }, []] : unchanged(s)
    case 'paypalReturned':
      return s.redirecting ? enterS51(s.context, e.paypalReturn) : unchanged(s)
    case 'backPressed':
      return !s.redirecting && s.context.mode === 'standard' ? [{ step: 's10', context: s.context }, []] : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS31 = (s: StateOf<'s31'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'credentialsSaved':
      return enterS40(s.context, { via: 'bankLogin', financialContactId: e.financialContactId, chosen: s.chosen })
    case 'backPressed':
      return backToS20(s.context, s.chosen)
    case 'resetPressed':
      return backToS20(s.context, null) // reset clears the bank code
    default:
      return unchanged(s)
  }
}

const fromS32 = (s: StateOf<'s32'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'manualAccountSubmitted': {
      if (s.saving !== null) return unchanged(s)
      // The form shows the same rule's issues before it reports; a form that still fails starts no call.
      const account = validateManualAccountForm(e.form, s.chosen?.bank ?? null)
      return E.isLeft(account)
        ? unchanged(s)
        : [{ ...s, saving: { openCsvImport: e.openCsvImport } }, [{ type: 'createManualAccount', account: account.right }]]
    }
    case 'manualAccountCreated':
      return s.saving === null
        ? unchanged(s)
        : closeWizard(
            s,
            'manualAccountCreated',
            s.saving.openCsvImport ? [{ type: 'openCsvImport', financialAccountId: e.financialAccountId }] : [],
            0,
            null,
            [e.financialAccountId],
          )
    case 'manualAccountFailed':
      return s.saving === null ? unchanged(s) : [{ ...s, saving: null }, []]
    case 'backPressed':
      if (s.saving !== null) return unchanged(s)
      return s.chosen !== null && isPartnerBank(s.chosen.bank)
        ? [{ step: 's12', context: s.context, chosen: s.chosen }, []]
        : backToS20(s.context, s.chosen)
    default:
      return unchanged(s)
  }
}

const fromS33 = (s: StateOf<'s33'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'credentialsSaved':
      return e.financialContactId === s.contact.financialContactId
        ? enterS40(s.context, { via: 'contactCredentials', contact: s.contact })
        : unchanged(s) // the saved login is not the contact this step is for
    case 'backPressed':
      return [{ step: 's10', context: s.context }, []]
    default:
      return unchanged(s)
  }
}

const fromS40 = (s: StateOf<'s40'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'onlineBankingAccountsLoaded': {
      if (s.load.status !== 'loading' || e.financialContactId !== connectionContactId(s.connection)) return unchanged(s)
      const reconnected = findReconnectedOnlineBankingAccount(e.accounts, s.context.reconnect)
      return reconnected !== undefined
        ? enterS50(s.context, s.connection, [reconnected]) // selected automatically, straight to s50
        : [{ ...s, load: { status: 'loaded', accounts: e.accounts }, issues: [] }, []]
    }
    case 'onlineBankingAccountsFailed':
      return s.load.status === 'loading' && e.financialContactId === connectionContactId(s.connection)
        ? [{ ...s, load: { status: 'failed' } }, []]
        : unchanged(s)
    case 'retryPressed':
      return s.load.status === 'failed' ? enterS40(s.context, s.connection) : unchanged(s)
    case 'accountsSelected': {
      if (s.load.status !== 'loaded') return unchanged(s)
      const selection = validateWizardAccountSelection(s.load.accounts, e.accountKeys)
      return E.isRight(selection) ? enterS50(s.context, s.connection, selection.right) : [{ ...s, issues: selection.left }, []]
    }
    case 'backPressed':
      switch (s.connection.via) {
        case 'bankLogin':
          return [{ step: 's31', context: s.context, chosen: s.connection.chosen, savedContactId: s.connection.financialContactId }, []]
        case 'readyContact':
          return [{ step: 's10', context: s.context }, []]
        case 'contactCredentials':
          return [{ step: 's33', context: s.context, contact: s.connection.contact }, []]
        default:
          return absurd(s.connection)
      }
    default:
      return unchanged(s)
  }
}

const fromS50 = (s: StateOf<'s50'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'accountFinished': {
      if (s.status !== 'saving') return unchanged(s)
      const next = s.index + 1
      const savedAccountIds = [...s.savedAccountIds, e.financialAccountId]
      if (next < s.accounts.length) return enterS50(s.context, s.connection, s.accounts, next, savedAccountIds)
      return s.context.partnerMigration
        ? [{ step: 's60', context: s.context, accountsAdded: s.accounts.length, savedAccountIds }, []]
        : closeWizard({ ...s, savedAccountIds }, 'accountsAdded')
    }
    case 'accountFailed':
      return s.status === 'saving' ? [{ ...s, status: 'failed' }, []] : unchanged(s)
    case 'retryPressed':
      return s.status === 'failed' ? enterS50(s.context, s.connection, s.accounts, s.index, s.savedAccountIds) : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS51 = (s: StateOf<'s51'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'paypalAccountFinished':
      if (s.status !== 'saving') return unchanged(s)
      return closeWizard(
        s,
        'paypalConnected',
        s.context.privileges.includes(PAYPAL_NOT_CONNECTED_PRIVILEGE)
          ? [{ type: 'deletePaypalInfoFeature' }, { type: 'trackPaypalConnected' }]
          : [],
        0,
        null,
        [e.financialAccountId],
      )
    case 'paypalAccountFailed':
      return s.status === 'saving' ? [{ ...s, status: 'failed' }, []] : unchanged(s)
    case 'retryPressed':
      return s.status === 'failed' ? enterS51(s.context, s.paypalReturn) : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS60 = (s: StateOf<'s60'>, e: AddAccountWizardEvent): AddAccountWizardTransition =>
  e.type === 'successConfirmed' ? closeWizard(s, 'partnerMigrated') : unchanged(s)

/**
 * The wizard's one transition (spec 4.1). An event that makes no sense in a step leaves the state as it is (the same
 * object) with no effects; after the 'close' effect every event does. Cancel closes from every step; on the success
 * screen s60 it closes as a finished migration, since the accounts are already added.
 * @example transitionAddAccountWizard(s31, { type: 'resetPressed' }) // [{ step: 's20', chosen: null, … }, []]
 */
export function transitionAddAccountWizard(state: AddAccountWizardState, event: AddAccountWizardEvent): AddAccountWizardTransition {
  if (state.context.closedWith !== null) return unchanged(state)
  if (event.type === 'canceled') return closeWizard(state, state.step === 's60' ? 'partnerMigrated' : 'canceled')
  switch (state.step) {
    case 's10':
      return fromS10(state, event)
    case 's12':
      return fromS12(state, event)
    case 's20':
      return fromS20(state, event)
    case 's21':
      return fromS21(state, event)
    case 's31':
      return fromS31(state, event)
    case 's32':
      return fromS32(state, event)
    case 's33':
      return fromS33(state, event)
    case 's40':
      return fromS40(state, event)
    case 's50':
      return fromS50(state, event)
    case 's51':
      return fromS51(state, event)
    case 's60':
      return fromS60(state, event)
    default:
      return absurd(state)
  }
}

/**
 * Whether the back button does something in this state (the UI hides it otherwise).
 * @example canGoBackInAddAccountWizard(s31State) // true: back goes to s20
 */
export const canGoBackInAddAccountWizard = (state: AddAccountWizardState): boolean =>
  transitionAddAccountWizard(state, { type: 'backPressed' })[0] !== state
