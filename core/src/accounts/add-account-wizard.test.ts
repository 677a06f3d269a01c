import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BankInfo } from '../banks/model.ts'
import {
  ADD_ACCOUNT_WIZARD_STEPS,
  type AddAccountWizardEvent,
  type AddAccountWizardStart,
  type AddAccountWizardState,
  type AddAccountWizardTransition,
} from './add-account-wizard-model.ts'
import {
  canProceedFromAccountSelection,
  findReconnectedOnlineBankingAccount,
  isOnlineBankingSupported,
  isPartnerBank,
  findPartnerProvider,
  isProviderBankInfoShownInWizard,
  toDefaultOnlineBankingAccountName,
  validateWizardAccountSelection,
} from './add-account-wizard-rules.ts'
import { canGoBackInAddAccountWizard, startAddAccountWizard, transitionAddAccountWizard } from './add-account-wizard.ts'
import type { FinancialContact, OnlineBankingAccount } from './connection-model.ts'
import { PARTNER_PROVIDERS } from './constants.ts'
import type { ManualAccountForm } from './manual-account-rules.ts'

const onlineBank: BankInfo = { bankName: 'Commerzbank', bankCode: '37040044', onlinebankingSupported: true, accountSystem: 'Internal' }
const offlineBank: BankInfo = { bankName: 'Kleine Bank', bankCode: '12345678', onlinebankingSupported: false }
const partnerBank: BankInfo = { bankName: 'Partnerbank', bankCode: '10010010', bic: 'HOLVDEB1XXX', onlinebankingSupported: true, accountSystem: 'Internal' }
const partnerOffline: BankInfo = { ...partnerBank, onlinebankingSupported: null }

const readyContact: FinancialContact = { financialContactId: 'c1', readyToUse: true }
const unreadyContact: FinancialContact = { financialContactId: 'c2', readyToUse: false }

const giro: OnlineBankingAccount = { addable: true, accountNumber: '0532013000', iban: 'DE89370400440532013000' }
const savings: OnlineBankingAccount = { addable: true, accountNumber: '0000202051', iban: 'DE02120300000000202051' }
const card: OnlineBankingAccount = { addable: true, accountNumber: '4111111111', iban: null }
const taken: OnlineBankingAccount = { addable: false, accountNumber: '1245126199', iban: 'DE75512108001245126199' }
const accounts = [giro, savings, card, taken]

/** Runs events from a start, returning every transition. */
const run = (start: AddAccountWizardStart, ...events: ReadonlyArray<AddAccountWizardEvent>): ReadonlyArray<AddAccountWizardTransition> => {
  const steps: AddAccountWizardTransition[] = [startAddAccountWizard(start)]
  for (const event of events) steps.push(transitionAddAccountWizard(steps[steps.length - 1]![0], event))
  return steps
}
const last = (steps: ReadonlyArray<AddAccountWizardTransition>): AddAccountWizardTransition => steps[steps.length - 1]!
const stateAfter = (start: AddAccountWizardStart, ...events: ReadonlyArray<AddAccountWizardEvent>): AddAccountWizardState =>
  last(run(start, ...events))[0]

const STANDARD: AddAccountWizardStart = { mode: 'standard' }
const toS31: ReadonlyArray<AddAccountWizardEvent> = [
  { type: 'newBankChosen' },
  { type: 'bankChosen', bank: onlineBank, banksFound: [onlineBank] },
  { type: 'onlineBankingChosen' },
]
const toS40Loaded: ReadonlyArray<AddAccountWizardEvent> = [
  ...toS31,
  { type: 'credentialsSaved', financialContactId: 'c9' },
  { type: 'onlineBankingAccountsLoaded', financialContactId: 'c9', accounts },
]

describe('the first step (spec 2.3)', () => {
  it.each([
    [{ mode: 'giroOnly' } as const, 's20'],
    [{ mode: 'paypalInfoTile' } as const, 's21'],
    [{ mode: 'standard' } as const, 's10'],
    [{ mode: 'paypalReturn', paypalReturn: { merchantId: 'M1', financialAccountId: null } } as const, 's51'],
  ])('%j starts at %s', (start, step) => {
    expect(startAddAccountWizard(start)[0].step).toBe(step)
  })

  it('a reconnect of a PAYPAL account starts at the PayPal step s21 (back still reaches s10); other accounts at s10', () => {
    const paypal = startAddAccountWizard({ mode: 'standard', reconnect: { financialAccountId: 'fa-pp', accountType: 'PAYPAL' } })
    expect(paypal).toEqual([expect.objectContaining({ step: 's21', redirecting: false }), []])
    expect(transitionAddAccountWizard(paypal[0], { type: 'backPressed' })[0].step).toBe('s10')
    expect(transitionAddAccountWizard(paypal[0], { type: 'paypalRedirectConfirmed' })[1]).toMatchObject([
      { type: 'redirectToPaypal', financialAccountId: 'fa-pp', fromInfoTile: false },
    ])
    expect(startAddAccountWizard({ mode: 'standard', reconnect: { financialAccountId: 'fa1', accountType: 'GIRO' } })[0].step).toBe('s10')
  })

  it('names the eleven steps of the spec', () => {
    expect(ADD_ACCOUNT_WIZARD_STEPS).toEqual(['s10', 's12', 's20', 's21', 's31', 's32', 's33', 's40', 's50', 's51', 's60'])
  })
})

describe('s10', () => {
  it('goes to s20 for a new bank, s21 for the payment service', () => {
    expect(stateAfter(STANDARD, { type: 'newBankChosen' })).toMatchObject({ step: 's20', chosen: null })
    expect(stateAfter(STANDARD, { type: 'paypalChosen' })).toMatchObject({ step: 's21', redirecting: false })
  })

  it('goes to s40 for a ready contact and loads its accounts', () => {
    const [state, effects] = last(run({ mode: 'standard', reconnect: { financialAccountId: 'fa1', iban: null } }, { type: 'existingContactChosen', contact: readyContact }))
    expect(state).toMatchObject({ step: 's40', load: { status: 'loading' } })
    expect(effects).toEqual([{ type: 'loadOnlineBankingAccounts', financialContactId: 'c1', accountType: null, reconnectFinancialAccountId: 'fa1' }])
  })

  it.each([[unreadyContact], [{ financialContactId: 'c3' }], [{ financialContactId: 'c4', readyToUse: null }]])(
    'goes to s33 for a contact that is not ready: %j',
    (contact) => {
      expect(last(run(STANDARD, { type: 'existingContactChosen', contact }))).toEqual([
        { step: 's33', context: expect.anything(), contact },
        [],
      ])
    },
  )
})

describe('s20', () => {
  const s20: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'newBankChosen' }]

  it('goes to s12 for a partner bank, with or without online banking', () => {
    expect(stateAfter(STANDARD, ...s20, { type: 'bankChosen', bank: partnerBank, banksFound: [partnerBank] }).step).toBe('s12')
    expect(stateAfter(STANDARD, ...s20, { type: 'bankChosen', bank: partnerOffline, banksFound: [] }).step).toBe('s12')
  })

  it('goes to s31 only when online banking is supported and the user chose it', () => {
    const chosen = stateAfter(STANDARD, ...s20, { type: 'bankChosen', bank: onlineBank, banksFound: [onlineBank] })
    expect(chosen).toMatchObject({ step: 's20', chosen: { bank: onlineBank, accountNamePrefix: 'Commerzbank ' } })
    expect(transitionAddAccountWizard(chosen, { type: 'onlineBankingChosen' })[0].step).toBe('s31')
    expect(transitionAddAccountWizard(chosen, { type: 'withoutConnectionChosen' })[0]).toMatchObject({ step: 's32', chosen: { bank: onlineBank } })
  })

  it('goes to s32 for a bank without online banking', () => {
    expect(stateAfter(STANDARD, ...s20, { type: 'bankChosen', bank: offlineBank, banksFound: [offlineBank, onlineBank] })).toMatchObject({
      step: 's32',
      chosen: { bank: offlineBank, accountNamePrefix: '' }, // the search found two banks: no prefix
    })
  })

  it('ignores "online banking" before a bank is chosen, and goes to s32 without a bank', () => {
    const s20State = stateAfter(STANDARD, ...s20)
    expect(transitionAddAccountWizard(s20State, { type: 'onlineBankingChosen' })).toEqual([s20State, []])
    expect(transitionAddAccountWizard(s20State, { type: 'withoutConnectionChosen' })[0]).toMatchObject({ step: 's32', chosen: null })
  })

  it('goes back to s10 only when the wizard started there', () => {
    expect(stateAfter(STANDARD, ...s20, { type: 'backPressed' }).step).toBe('s10')
    const giroOnly = startAddAccountWizard({ mode: 'giroOnly' })[0]
    expect(transitionAddAccountWizard(giroOnly, { type: 'backPressed' })).toEqual([giroOnly, []])
    expect(canGoBackInAddAccountWizard(giroOnly)).toBe(false)
  })
})

describe('s12', () => {
  const toS12: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'newBankChosen' }, { type: 'bankChosen', bank: partnerBank, banksFound: [partnerBank] }]

  it('goes on to the login when the partner supports online banking, else to s32; back goes to s20', () => {
    expect(stateAfter(STANDARD, ...toS12, { type: 'partnerInstructionsConfirmed' }).step).toBe('s31')
    expect(
      stateAfter(STANDARD, { type: 'newBankChosen' }, { type: 'bankChosen', bank: partnerOffline, banksFound: [] }, { type: 'partnerInstructionsConfirmed' }).step,
    ).toBe('s32')
    expect(stateAfter(STANDARD, ...toS12, { type: 'backPressed' })).toMatchObject({ step: 's20', chosen: null })
  })
})

describe('s31', () => {
  it('goes to s40 on save and loads the accounts (only giro ones when only giro is wanted)', () => {
    const [state, effects] = last(run({ mode: 'giroOnly' }, ...toS31.slice(1), { type: 'credentialsSaved', financialContactId: 'c9' }))
    expect(state).toMatchObject({ step: 's40', connection: { via: 'bankLogin', financialContactId: 'c9' } })
    expect(effects).toEqual([{ type: 'loadOnlineBankingAccounts', financialContactId: 'c9', accountType: 'GIRO', reconnectFinancialAccountId: null }])
  })

  it('goes back to s20 keeping the bank, and reset clears the bank and returns to s20', () => {
    expect(stateAfter(STANDARD, ...toS31, { type: 'backPressed' })).toMatchObject({ step: 's20', chosen: { bank: onlineBank } })
    expect(stateAfter(STANDARD, ...toS31, { type: 'resetPressed' })).toMatchObject({ step: 's20', chosen: null })
  })

  it('can be canceled', () => {
    const [state, effects] = last(run(STANDARD, ...toS31, { type: 'canceled' }))
    expect(state.step).toBe('s31')
    expect(state.context.closedWith).toBe('canceled')
    expect(effects).toEqual([{ type: 'close', reason: 'canceled', financialAccountIds: [], afterMs: 0, noticeKey: null }])
  })
})

describe('s33', () => {
  const toS33: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'existingContactChosen', contact: unreadyContact }]

  it('goes to s40 when the credentials of its contact are saved, and back to s10', () => {
    const [state, effects] = last(run(STANDARD, ...toS33, { type: 'credentialsSaved', financialContactId: 'c2' }))
    expect(state).toMatchObject({ step: 's40', connection: { via: 'contactCredentials', contact: unreadyContact } })
    expect(effects).toMatchObject([{ type: 'loadOnlineBankingAccounts', financialContactId: 'c2' }])
    expect(stateAfter(STANDARD, ...toS33, { type: 'backPressed' }).step).toBe('s10')
  })

  it("ignores a save for another contact's credentials", () => {
    const s33 = stateAfter(STANDARD, ...toS33)
    expect(transitionAddAccountWizard(s33, { type: 'credentialsSaved', financialContactId: 'c1' })).toEqual([s33, []])
  })
})

describe('s40', () => {
  it('ignores an answer for another login (a load that went stale when the user went back and saved another)', () => {
    const loading = stateAfter(STANDARD, ...toS31, { type: 'credentialsSaved', financialContactId: 'c9' })
    expect(transitionAddAccountWizard(loading, { type: 'onlineBankingAccountsLoaded', financialContactId: 'c8', accounts })).toEqual([loading, []])
    expect(transitionAddAccountWizard(loading, { type: 'onlineBankingAccountsFailed', financialContactId: 'c8' })).toEqual([loading, []])
    expect(transitionAddAccountWizard(loading, { type: 'onlineBankingAccountsFailed', financialContactId: 'c9' })[0]).toMatchObject({
      load: { status: 'failed' },
    })
  })

  it('back to s31 remembers the login it created there; reset and a new bank forget it', () => {
    const back = stateAfter(STANDARD, ...toS31, { type: 'credentialsSaved', financialContactId: 'c9' }, { type: 'backPressed' })
    expect(back).toMatchObject({ step: 's31', savedContactId: 'c9' })
    expect(stateAfter(STANDARD, ...toS31)).toMatchObject({ step: 's31', savedContactId: null })
    const again = transitionAddAccountWizard(back, { type: 'credentialsSaved', financialContactId: 'c9' })
    expect(again[1]).toMatchObject([{ type: 'loadOnlineBankingAccounts', financialContactId: 'c9' }])
  })

  it('selects the account being reconnected automatically and goes straight to s50, updating it', () => {
    const start: AddAccountWizardStart = { mode: 'standard', reconnect: { financialAccountId: 'fa7', iban: 'de02 1203 0000 0000 2020 51' } }
    const [state, effects] = last(run(start, ...toS40Loaded))
    expect(state).toMatchObject({ step: 's50', accounts: [savings], index: 0, status: 'saving' })
    expect(effects).toEqual([
      { type: 'updateAccount', financialAccountId: 'fa7', financialContactId: 'c9', onlineBankingAccount: savings, position: 1, total: 1 },
    ])
  })

  it('does not select the reconnected account when it is not addable', () => {
    const start: AddAccountWizardStart = { mode: 'standard', reconnect: { financialAccountId: 'fa7', iban: taken.iban } }
    expect(stateAfter(start, ...toS40Loaded)).toMatchObject({ step: 's40', load: { status: 'loaded' } })
  })

  it("needs at least one account: 'Bitte wählen Sie mindestens ein Konto.'", () => {
    const [state, effects] = last(run(STANDARD, ...toS40Loaded, { type: 'accountsSelected', accountKeys: [] }))
    expect(state).toMatchObject({ step: 's40', issues: [{ field: 'onlineBankingAccounts', key: 'accounts.noAccountSelected' }] })
    expect(effects).toEqual([])
  })

  it('refuses an account that is not addable or not in the list, naming it', () => {
    const state = stateAfter(STANDARD, ...toS40Loaded, { type: 'accountsSelected', accountKeys: ['DE75512108001245126199', 'DE00X'] })
    expect(state).toMatchObject({
      step: 's40',
      issues: [
        { key: 'accounts.onlineBankingAccountNotAddable', params: { account: 'DE75 5121 0800 1245 1261 99' } },
        { key: 'accounts.onlineBankingAccountNotAddable', params: { account: 'DE00X' } },
      ],
    })
  })

  it('goes to s50 with the chosen accounts in list order and creates the first, named with the prefix', () => {
    const [state, effects] = last(run(STANDARD, ...toS40Loaded, { type: 'accountsSelected', accountKeys: ['accountNumber:4111111111', 'DE89370400440532013000'] }))
    expect(state).toMatchObject({ step: 's50', accounts: [giro, card], index: 0, status: 'saving' })
    expect(effects).toEqual([
      {
        type: 'createAccount',
        financialContactId: 'c9',
        onlineBankingAccount: giro,
        accountName: 'Commerzbank 0532013000',
        accountType: 'GIRO',
        position: 1,
        total: 2,
      },
    ])
  })

  it('creates an account with the type its bank gives, and GIRO where the bank gives none the spec names', () => {
    const typed = (type: string | null): OnlineBankingAccount => ({ ...savings, type })
    const createdType = (account: OnlineBankingAccount) => {
      const [, effects] = last(
        run(
          STANDARD,
          ...toS31,
          { type: 'credentialsSaved', financialContactId: 'c9' },
          { type: 'onlineBankingAccountsLoaded', financialContactId: 'c9', accounts: [account] },
          { type: 'accountsSelected', accountKeys: ['DE02120300000000202051'] },
        ),
      )
      return effects[0]?.type === 'createAccount' ? effects[0].accountType : null
    }
    expect(createdType(typed('SAVINGS'))).toBe('SAVINGS')
    expect(createdType(typed('CREDITCARD'))).toBe('CREDITCARD')
    expect(createdType(typed('TAGESGELD'))).toBe('GIRO')
    expect(createdType(typed(null))).toBe('GIRO')
  })

  it('retries a failed load and goes back to where the login came from', () => {
    const failed = stateAfter(STANDARD, ...toS31, { type: 'credentialsSaved', financialContactId: 'c9' }, { type: 'onlineBankingAccountsFailed', financialContactId: 'c9' })
    expect(failed).toMatchObject({ step: 's40', load: { status: 'failed' } })
    expect(transitionAddAccountWizard(failed, { type: 'retryPressed' })[1]).toMatchObject([{ type: 'loadOnlineBankingAccounts' }])
    expect(transitionAddAccountWizard(failed, { type: 'backPressed' })[0]).toMatchObject({ step: 's31', chosen: { bank: onlineBank }, savedContactId: 'c9' })
    expect(stateAfter(STANDARD, { type: 'existingContactChosen', contact: readyContact }, { type: 'backPressed' }).step).toBe('s10')
    expect(
      stateAfter(STANDARD, { type: 'existingContactChosen', contact: unreadyContact }, { type: 'credentialsSaved', financialContactId: 'c2' }, { type: 'backPressed' }),
    ).toMatchObject({ step: 's33', contact: unreadyContact })
  })
})

describe('s50', () => {
  const toS50: ReadonlyArray<AddAccountWizardEvent> = [...toS40Loaded, { type: 'accountsSelected', accountKeys: ['DE89370400440532013000', 'DE02120300000000202051'] }]

  it('creates each chosen account in turn, then closes', () => {
    const steps = run(STANDARD, ...toS50, { type: 'accountFinished', financialAccountId: 'fa-giro' }, { type: 'accountFinished', financialAccountId: 'fa-savings' })
    expect(steps[steps.length - 2]).toEqual([
      expect.objectContaining({ step: 's50', index: 1 }),
      [expect.objectContaining({ type: 'createAccount', onlineBankingAccount: savings, position: 2, total: 2 })],
    ])
    expect(last(steps)[1]).toEqual([{ type: 'close', reason: 'accountsAdded', financialAccountIds: ['fa-giro', 'fa-savings'], afterMs: 0, noticeKey: null }])
    expect(last(steps)[0].context.closedWith).toBe('accountsAdded')
  })

  it('goes to the success screen s60 in a partner migration, which closes as a finished migration', () => {
    const steps = run({ mode: 'standard', partnerMigration: true }, ...toS50, { type: 'accountFinished', financialAccountId: 'fa-giro' }, { type: 'accountFinished', financialAccountId: 'fa-savings' })
    expect(last(steps)).toEqual([expect.objectContaining({ step: 's60', accountsAdded: 2 }), []])
    expect(transitionAddAccountWizard(last(steps)[0], { type: 'successConfirmed' })[1]).toEqual([
      { type: 'close', reason: 'partnerMigrated', financialAccountIds: ['fa-giro', 'fa-savings'], afterMs: 0, noticeKey: null },
    ])
    expect(transitionAddAccountWizard(last(steps)[0], { type: 'canceled' })[1]).toMatchObject([{ type: 'close', reason: 'partnerMigrated' }])
  })

  it('stays on a failed account until retried', () => {
    const failed = stateAfter(STANDARD, ...toS50, { type: 'accountFailed' })
    expect(failed).toMatchObject({ step: 's50', index: 0, status: 'failed' })
    expect(transitionAddAccountWizard(failed, { type: 'accountFinished', financialAccountId: 'fa-giro' })).toEqual([failed, []])
    expect(transitionAddAccountWizard(failed, { type: 'retryPressed' })).toEqual([
      expect.objectContaining({ step: 's50', index: 0, status: 'saving' }),
      [expect.objectContaining({ type: 'createAccount', onlineBankingAccount: giro, position: 1 })],
    ])
  })

  it('shows the provider bank information only with FINANCE_LEXBANK_READ', () => {
    expect(isProviderBankInfoShownInWizard(stateAfter({ mode: 'standard', privileges: ['FINANCE_LEXBANK_READ'] }, ...toS50))).toBe(true)
    expect(isProviderBankInfoShownInWizard(stateAfter(STANDARD, ...toS50))).toBe(false)
    expect(isProviderBankInfoShownInWizard(stateAfter({ mode: 'standard', privileges: ['FINANCE_LEXBANK_READ'] }, ...toS31))).toBe(false)
  })
})

describe('s21 and s51, the payment service', () => {
  const toS21: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'paypalChosen' }]

  it('redirects after 3 s and lands in s51 on the return, which finishes the account', () => {
    const [redirecting, redirect] = last(run(STANDARD, ...toS21, { type: 'paypalRedirectConfirmed' }))
    expect(redirecting).toMatchObject({ step: 's21', redirecting: true })
    expect(redirect).toEqual([{ type: 'redirectToPaypal', afterMs: 3000, fromInfoTile: false, financialAccountId: null }])
    const [s51, finish] = transitionAddAccountWizard(redirecting, { type: 'paypalReturned', paypalReturn: { merchantId: 'M1', financialAccountId: 'fa3' } })
    expect(s51).toMatchObject({ step: 's51', status: 'saving' })
    expect(finish).toEqual([{ type: 'finishPaypalAccount', merchantId: 'M1', financialAccountId: 'fa3' }])
    expect(transitionAddAccountWizard(s51, { type: 'paypalAccountFinished', financialAccountId: 'fa3' })[1]).toEqual([
      { type: 'close', reason: 'paypalConnected', financialAccountIds: ['fa3'], afterMs: 0, noticeKey: null },
    ])
  })

  it('ignores a return that was not preceded by the redirect', () => {
    const s21 = stateAfter(STANDARD, ...toS21)
    expect(transitionAddAccountWizard(s21, { type: 'paypalReturned', paypalReturn: { merchantId: 'M1', financialAccountId: null } })).toEqual([s21, []])
  })

  it('tells the redirect it comes from the info tile', () => {
    const tile = startAddAccountWizard({ mode: 'paypalInfoTile' })[0]
    expect(transitionAddAccountWizard(tile, { type: 'paypalRedirectConfirmed' })[1]).toMatchObject([{ type: 'redirectToPaypal', fromInfoTile: true }])
    expect(canGoBackInAddAccountWizard(tile)).toBe(false)
  })

  it('aborts with its message after 1 s when the merchant id is missing', () => {
    const [state, effects] = startAddAccountWizard({ mode: 'paypalReturn', paypalReturn: { merchantId: null, financialAccountId: 'fa3' } })
    expect(state).toMatchObject({ step: 's51', status: 'aborted' })
    expect(state.context.closedWith).toBe('paypalMerchantIdMissing')
    expect(effects).toEqual([{ type: 'close', reason: 'paypalMerchantIdMissing', financialAccountIds: [], afterMs: 1000, noticeKey: 'paypal.merchantIdMissing' }])
  })

  it('with INFO_PAYPAL_NOTCONNECTED deletes the info feature and tracks the connection before closing', () => {
    const [s51] = startAddAccountWizard({ mode: 'paypalReturn', paypalReturn: { merchantId: 'M1', financialAccountId: null }, privileges: ['INFO_PAYPAL_NOTCONNECTED'] })
    expect(transitionAddAccountWizard(s51, { type: 'paypalAccountFinished', financialAccountId: 'fa3' })[1]).toEqual([
      { type: 'deletePaypalInfoFeature' },
      { type: 'trackPaypalConnected' },
      { type: 'close', reason: 'paypalConnected', financialAccountIds: ['fa3'], afterMs: 0, noticeKey: null },
    ])
  })

  it('retries a failed finish and can go back from s21 while not redirecting', () => {
    const [s51] = startAddAccountWizard({ mode: 'paypalReturn', paypalReturn: { merchantId: 'M1', financialAccountId: null } })
    const [failed] = transitionAddAccountWizard(s51, { type: 'paypalAccountFailed' })
    expect(transitionAddAccountWizard(failed, { type: 'retryPressed' })[1]).toMatchObject([{ type: 'finishPaypalAccount' }])
    expect(stateAfter(STANDARD, ...toS21, { type: 'backPressed' }).step).toBe('s10')
    const redirecting = stateAfter(STANDARD, ...toS21, { type: 'paypalRedirectConfirmed' })
    expect(transitionAddAccountWizard(redirecting, { type: 'backPressed' })).toEqual([redirecting, []])
    expect(transitionAddAccountWizard(redirecting, { type: 'paypalRedirectFailed' })[0]).toMatchObject({ step: 's21', redirecting: false })
  })
})

describe('s32', () => {
  const toS32: ReadonlyArray<AddAccountWizardEvent> = [{ type: 'newBankChosen' }, { type: 'bankChosen', bank: offlineBank, banksFound: [offlineBank] }]
  const form: ManualAccountForm = {
    name: ' Kleine Bank Giro ',
    type: 'GIRO',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: '',
    bankName: 'Kleine Bank',
    lookedUpBankCode: null,
  }
  const submitted = (openCsvImport: boolean, filled: ManualAccountForm = form): AddAccountWizardEvent => ({
    type: 'manualAccountSubmitted',
    openCsvImport,
    form: filled,
  })

  it("saves the account body built from the form, with the chosen bank's code, and closes", () => {
    const [saving, create] = last(run(STANDARD, ...toS32, submitted(false)))
    expect(create).toEqual([
      {
        type: 'createManualAccount',
        account: {
          name: 'Kleine Bank Giro',
          type: 'GIRO',
          iban: 'DE89370400440532013000',
          bic: null,
          bankCode: '12345678', // the chosen bank's, since no lookup filled the IBAN's bank
          bankName: 'Kleine Bank',
        },
      },
    ])
    expect(transitionAddAccountWizard(saving, { type: 'manualAccountCreated', financialAccountId: 'fa5' })[1]).toEqual([
      { type: 'close', reason: 'manualAccountCreated', financialAccountIds: ['fa5'], afterMs: 0, noticeKey: null },
    ])
  })

  it("takes the looked-up IBAN's bank code over the chosen bank's", () => {
    const [, create] = last(run(STANDARD, ...toS32, submitted(false, { ...form, lookedUpBankCode: '37040044' })))
    expect(create).toMatchObject([{ type: 'createManualAccount', account: { bankCode: '37040044' } }])
  })

  it('starts no call for a form that fails its checks', () => {
    const s32 = stateAfter(STANDARD, ...toS32)
    expect(transitionAddAccountWizard(s32, submitted(false, { ...form, name: '  ' }))).toEqual([s32, []])
  })

  it('saves and then opens the CSV import for the new account', () => {
    const saving = stateAfter(STANDARD, ...toS32, submitted(true))
    expect(transitionAddAccountWizard(saving, { type: 'manualAccountCreated', financialAccountId: 'fa5' })[1]).toEqual([
      { type: 'openCsvImport', financialAccountId: 'fa5' },
      { type: 'close', reason: 'manualAccountCreated', financialAccountIds: ['fa5'], afterMs: 0, noticeKey: null },
    ])
  })

  it('does not save twice, and lets the user try again after a failure', () => {
    const saving = stateAfter(STANDARD, ...toS32, submitted(true))
    expect(transitionAddAccountWizard(saving, submitted(false))).toEqual([saving, []])
    expect(transitionAddAccountWizard(saving, { type: 'manualAccountFailed' })[0]).toMatchObject({ step: 's32', saving: null })
  })

  it('goes back to s20 (without the offline bank), or to s12 for a partner', () => {
    expect(stateAfter(STANDARD, ...toS32, { type: 'backPressed' })).toMatchObject({ step: 's20', chosen: null })
    expect(
      stateAfter(STANDARD, { type: 'newBankChosen' }, { type: 'bankChosen', bank: partnerOffline, banksFound: [] }, { type: 'partnerInstructionsConfirmed' }, { type: 'backPressed' })
        .step,
    ).toBe('s12')
  })
})

describe('after closing', () => {
  it('changes nothing, whatever happens', () => {
    const closed = stateAfter(STANDARD, { type: 'canceled' })
    for (const event of [{ type: 'newBankChosen' }, { type: 'canceled' }, { type: 'backPressed' }] as const) {
      expect(transitionAddAccountWizard(closed, event)).toEqual([closed, []])
    }
    expect(canProceedFromAccountSelection(closed, ['DE89370400440532013000'])).toBe(false)
  })
})

describe('rules', () => {
  it('tells partner banks by their hard-coded BIC, not by accountSystem', () => {
    expect(isPartnerBank({ bic: 'SOBKDEBBXXX' })).toBe(true)
    expect(isPartnerBank({ bic: 'qntode b2' })).toBe(true) // 8 characters, spaced, lower case
    expect(findPartnerProvider({ bic: 'FNOMDEB2XXX' })?.name).toBe('Finom')
    expect(isPartnerBank({ bic: 'COBADEFFXXX', accountSystem: 'Kontist' } as BankInfo)).toBe(false)
    expect(isPartnerBank({ bic: 'SOBKDEBB123' })).toBe(false) // another branch of the same bank
    expect(isPartnerBank({ bic: null })).toBe(false)
    expect(isPartnerBank({})).toBe(false)
    expect(PARTNER_PROVIDERS).toHaveLength(6)
  })

  it('supports online banking only with onlinebankingSupported: true', () => {
    expect(isOnlineBankingSupported({ onlinebankingSupported: true })).toBe(true)
    expect(isOnlineBankingSupported({ onlinebankingSupported: null })).toBe(false)
    expect(isOnlineBankingSupported({})).toBe(false)
  })

  it('finds the reconnected account by IBAN among the addable ones only', () => {
    expect(findReconnectedOnlineBankingAccount(accounts, { financialAccountId: 'fa', iban: 'de89370400440532013000' })).toBe(giro)
    expect(findReconnectedOnlineBankingAccount(accounts, { financialAccountId: 'fa', iban: taken.iban })).toBeUndefined()
    expect(findReconnectedOnlineBankingAccount(accounts, { financialAccountId: 'fa', iban: '' })).toBeUndefined()
    expect(findReconnectedOnlineBankingAccount(accounts, null)).toBeUndefined()
  })

  it('names a new account with the prefix and its account number, else its IBAN', () => {
    expect(toDefaultOnlineBankingAccountName('Sparkasse KölnBonn ', { accountNumber: '1234567' })).toBe('Sparkasse KölnBonn 1234567')
    expect(toDefaultOnlineBankingAccountName('', { iban: 'DE89370400440532013000' })).toBe('DE89 3704 0044 0532 0130 00')
    expect(toDefaultOnlineBankingAccountName('ING ', {})).toBe('ING')
  })

  it('validates a selection: each key once, in list order', () => {
    expect(validateWizardAccountSelection(accounts, ['DE02120300000000202051', 'DE89370400440532013000', 'DE02120300000000202051'])).toEqual(
      E.right([giro, savings]),
    )
  })
})
