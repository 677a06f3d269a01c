/** fast-check arbitraries for the add-account wizard: how it starts and what happens to it. */
import fc from 'fast-check'
import type { BankInfo } from '../banks/model.ts'
import { bicStringArbitrary } from '../bic/bic.arbitrary.ts'
import { ibanStringArbitrary } from '../iban/iban.arbitrary.ts'
import type { AddAccountWizardEvent, AddAccountWizardStart, ReconnectTarget } from './add-account-wizard-model.ts'
import { onlineBankingAccountListArbitrary, SAMPLE_ONLINE_BANKING_ACCOUNTS } from './connection-model.arbitrary.ts'
import { toOnlineBankingAccountKey, type FinancialContact, type PaypalReturn } from './connection-model.ts'
import type { ManualAccountForm } from './manual-account-rules.ts'
import { FINANCIAL_ACCOUNT_TYPES } from './model.ts'

/** Banks of every kind the wizard tells apart: partner, online banking, neither, and unclear values. */
export const wizardBankArbitrary: fc.Arbitrary<BankInfo> = fc.record(
  {
    bankName: fc.constantFrom('Commerzbank', 'Sparkasse KölnBonn', 'Partnerbank', 'ING'),
    bankCode: fc.constantFrom('37040044', '37050198', '10010010', '50010517'),
    onlinebankingSupported: fc.option(fc.boolean(), { nil: null }),
    partnerImportSupported: fc.option(fc.boolean(), { nil: null }),
    accountSystem: fc.option(fc.constantFrom('Internal', 'Kontist', 'Penta', ' ', ''), { nil: null }),
    // Partners' BICs (in their spellings) and others, so accountSystem and BIC disagree as often as they agree.
    bic: fc.option(fc.constantFrom('SOBKDEBBXXX', 'qntodeb2', 'PNTA DEBB XXX', 'COBADEFFXXX', 'INGDDEFFXXX', ''), { nil: null }),
  },
  { requiredKeys: ['bankName', 'bankCode'] },
)

/** A small pool of login ids, so that saved logins, chosen contacts and load answers meet (or miss) each other. */
const wizardContactIdArbitrary = fc.constantFrom('c1', 'c2', 'c3')

/** Contacts as the wizard tells them apart: ready to use or not (the other fields do not matter to it). */
const wizardContactArbitrary: fc.Arbitrary<FinancialContact> = fc.record(
  { financialContactId: wizardContactIdArbitrary, readyToUse: fc.option(fc.boolean(), { nil: null }) },
  { requiredKeys: ['financialContactId'] },
)

const paypalReturnArbitrary: fc.Arbitrary<PaypalReturn> = fc.record({
  merchantId: fc.option(fc.constantFrom('MERCHANT1', 'X9Y8Z7'), { nil: null, freq: 2 }),
  financialAccountId: fc.option(fc.constantFrom('fa-paypal', 'fa1'), { nil: null }),
})

const reconnectArbitrary: fc.Arbitrary<ReconnectTarget | null> = fc.option(
  fc.record({
    financialAccountId: fc.constantFrom('fa1', 'fa2'),
    iban: fc.option(fc.constantFrom('DE89 3704 0044 0532 0130 00', 'DE02120300000000202051', 'DE75512108001245126199'), {
      nil: null,
    }),
    accountType: fc.option(fc.constantFrom('GIRO' as const, 'PAYPAL' as const), { nil: null }),
  }),
  { nil: null },
)

const optionsArbitrary = fc.record({
  reconnect: reconnectArbitrary,
  partnerMigration: fc.boolean(),
  privileges: fc.subarray(['FINANCE_LEXBANK_READ', 'INFO_PAYPAL_NOTCONNECTED', 'OTHER']),
})

/** Every way the wizard can start, with and without a reconnect, partner migration and privileges. */
export const addAccountWizardStartArbitrary: fc.Arbitrary<AddAccountWizardStart> = fc.oneof(
  fc
    .tuple(fc.constantFrom('standard' as const, 'giroOnly' as const, 'paypalInfoTile' as const), optionsArbitrary)
    .map(([mode, options]) => ({ mode, ...options })),
  fc.tuple(paypalReturnArbitrary, optionsArbitrary).map(([paypalReturn, options]) => ({ mode: 'paypalReturn' as const, paypalReturn, ...options })),
)

const sampleKeys = SAMPLE_ONLINE_BANKING_ACCOUNTS.map(toOnlineBankingAccountKey).filter((k): k is string => k !== undefined)

type WizardEventOf<K extends AddAccountWizardEvent['type']> = Extract<AddAccountWizardEvent, { readonly type: K }>

const simple = <K extends AddAccountWizardEvent['type']>(type: K): fc.Arbitrary<WizardEventOf<K>> =>
  fc.constant({ type } as WizardEventOf<K>)

/** The s32 form: mostly one that passes validateManualAccountForm, sometimes one without a name or with a bad IBAN. */
export const manualAccountFormArbitrary: fc.Arbitrary<ManualAccountForm> = fc.record({
  name: fc.oneof({ arbitrary: fc.constantFrom('Kasse', ' Tagesgeld '), weight: 4 }, { arbitrary: fc.constantFrom('', '  '), weight: 1 }),
  type: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
  iban: fc.oneof({ arbitrary: fc.constant(''), weight: 2 }, { arbitrary: ibanStringArbitrary, weight: 2 }, { arbitrary: fc.constant('DE00 1234'), weight: 1 }),
  bic: fc.oneof(fc.constant(''), bicStringArbitrary),
  bankName: fc.constantFrom('', 'Kleine Bank'),
  lookedUpBankCode: fc.constantFrom(null, '37040044'),
})

/**
 * One arbitrary per event type, with payloads drawn from small pools so that selections, contacts and reconnects meet
 * each other. Model-based tests pick the type first (e.g. among those that make sense in a step), then the payload.
 */
export const addAccountWizardEventArbitraries: { readonly [K in AddAccountWizardEvent['type']]: fc.Arbitrary<WizardEventOf<K>> } = {
  newBankChosen: simple('newBankChosen'),
  existingContactChosen: wizardContactArbitrary.map((contact) => ({ type: 'existingContactChosen' as const, contact })),
  paypalChosen: simple('paypalChosen'),
  bankChosen: fc
    .tuple(wizardBankArbitrary, fc.array(wizardBankArbitrary, { maxLength: 2 }))
    .map(([bank, others]) => ({ type: 'bankChosen' as const, bank, banksFound: [bank, ...others] })),
  onlineBankingChosen: simple('onlineBankingChosen'),
  withoutConnectionChosen: simple('withoutConnectionChosen'),
  partnerInstructionsConfirmed: simple('partnerInstructionsConfirmed'),
  credentialsSaved: wizardContactIdArbitrary.map((financialContactId) => ({ type: 'credentialsSaved' as const, financialContactId })),
  resetPressed: simple('resetPressed'),
  onlineBankingAccountsLoaded: fc
    .tuple(wizardContactIdArbitrary, fc.oneof(fc.constant(SAMPLE_ONLINE_BANKING_ACCOUNTS), onlineBankingAccountListArbitrary))
    .map(([financialContactId, accounts]) => ({ type: 'onlineBankingAccountsLoaded' as const, financialContactId, accounts })),
  onlineBankingAccountsFailed: wizardContactIdArbitrary.map((financialContactId) => ({
    type: 'onlineBankingAccountsFailed' as const,
    financialContactId,
  })),
  accountsSelected: fc
    .subarray([...sampleKeys, 'DE00UNKNOWN'])
    .map((accountKeys) => ({ type: 'accountsSelected' as const, accountKeys })),
  accountFinished: fc.constantFrom('fa-new', 'fa-other').map((financialAccountId) => ({ type: 'accountFinished' as const, financialAccountId })),
  accountFailed: simple('accountFailed'),
  paypalRedirectConfirmed: simple('paypalRedirectConfirmed'),
  paypalRedirectFailed: simple('paypalRedirectFailed'),
  paypalReturned: paypalReturnArbitrary.map((paypalReturn) => ({ type: 'paypalReturned' as const, paypalReturn })),
  paypalAccountFinished: fc.constantFrom('fa-paypal').map((financialAccountId) => ({ type: 'paypalAccountFinished' as const, financialAccountId })),
  paypalAccountFailed: simple('paypalAccountFailed'),
  manualAccountSubmitted: fc
    .record({ openCsvImport: fc.boolean(), form: manualAccountFormArbitrary })
    .map(({ openCsvImport, form }) => ({ type: 'manualAccountSubmitted' as const, openCsvImport, form })),
  manualAccountCreated: fc
    .constantFrom('fa-new', 'fa-manual')
    .map((financialAccountId) => ({ type: 'manualAccountCreated' as const, financialAccountId })),
  manualAccountFailed: simple('manualAccountFailed'),
  successConfirmed: simple('successConfirmed'),
  retryPressed: simple('retryPressed'),
  backPressed: simple('backPressed'),
  canceled: simple('canceled'),
}

/** Any event, every type equally likely. */
export const addAccountWizardEventArbitrary: fc.Arbitrary<AddAccountWizardEvent> = fc.oneof(
  ...Object.values(addAccountWizardEventArbitraries).map((arb) => arb as fc.Arbitrary<AddAccountWizardEvent>),
)
