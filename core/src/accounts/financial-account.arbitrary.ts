/** fast-check arbitraries for financial accounts, as they travel as JSON and as the core reads them. */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyFromCents, toWireAmount } from '../money/money.ts'
import { ACCOUNT_STATUS_IDLE } from './account-status.ts'
import {
  ACCOUNT_STATUS_PENDING,
  AVAILABLE_ACTIONS,
  FINANCIAL_ACCOUNT_TYPES,
  FinancialAccountCodec,
  USING_PROFILE_TYPES,
  type FinancialAccount,
  type FinancialAccountWire,
} from './model.ts'

/** A value, null, or (through `requiredKeys: []`) no key at all: the three ways the server leaves a field. */
const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

/** Balances a JSON number carries exactly: at most 15 significant digits (below 10^13 €). */
export const wireBalanceArbitrary: fc.Arbitrary<number> = fc
  .bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n })
  .map((cents) => toWireAmount(moneyFromCents(cents)))

/** IDLE, PENDING or some busy value the spec does not name. */
export const accountStatusArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(ACCOUNT_STATUS_IDLE, ACCOUNT_STATUS_PENDING, 'RUNNING', 'SYNCING'),
  fc.string({ minLength: 1, maxLength: 12 }),
)

/** A bank login's error message: often none, sometimes blank (which is no error), sometimes a text. */
const contactErrorMessageArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'PIN falsch', 'Zugang gesperrt'),
  fc.string(),
)

const financialContactArbitrary = fc.record(
  {
    financialContactId: fc.uuid(),
    bic: orNull(fc.constantFrom('COBADEFFXXX', 'DEUTDEFFXXX', 'GENODEF1M04')),
    bankCode: orNull(fc.stringMatching(/^\d{8}$/)),
    readyToUse: orNull(fc.boolean()),
    maxTransactionHistoryInDays: orNull(fc.integer({ min: 0, max: 3650 })),
    errorMessage: orNull(contactErrorMessageArbitrary),
  },
  { requiredKeys: ['financialContactId'] },
)

/**
 * Any account the banking service may send, in its JSON form (the input of FinancialAccountCodec). Only actions this
 * version knows are generated, so `FinancialAccountCodec.encode(decode(w))` gives `w` back.
 */
export const financialAccountWireArbitrary: fc.Arbitrary<FinancialAccountWire> = fc.record(
  {
    financialAccountId: fc.uuid(),
    name: fc.string({ maxLength: 30 }),
    type: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
    state: fc.record({ status: accountStatusArbitrary, errorOnSync: orNull(fc.boolean()) }, { requiredKeys: ['status'] }),
    availableActions: fc.subarray([...AVAILABLE_ACTIONS]),
    subType: orNull(fc.string({ maxLength: 10 })),
    accountHolder: orNull(fc.string({ maxLength: 30 })),
    usingProfileType: orNull(fc.constantFrom(...USING_PROFILE_TYPES)),
    provider: orNull(fc.string({ maxLength: 10 })),
    bic: orNull(fc.constantFrom('COBADEFFXXX', 'DEUTDEFFXXX')),
    iban: orNull(fc.constantFrom('DE89370400440532013000', 'DE02120300000000202051')),
    creditCardNumber: orNull(fc.stringMatching(/^\d{4} \*{4} \*{4} \d{4}$/)),
    bankCode: orNull(fc.stringMatching(/^\d{8}$/)),
    bankName: orNull(fc.string({ maxLength: 20 })),
    accountSystem: orNull(fc.constantFrom('Internal', 'Kontist', 'Solaris')),
    financialContact: orNull(financialContactArbitrary),
    initialSyncDate: orNull(localDateArbitrary),
    balanceDate: orNull(localDateArbitrary),
    lockVersion: orNull(fc.nat()),
    sepaInstantCapable: orNull(fc.boolean()),
    sepaInstantAllowed: orNull(fc.boolean()),
    connected: orNull(fc.boolean()),
    brandLogoUrlDark: orNull(fc.webUrl()),
    brandLogoUrlLight: orNull(fc.webUrl()),
    connectionData: orNull(
      fc.record({ merchantId: orNull(fc.string({ maxLength: 12 })), startSyncDate: orNull(localDateArbitrary) }, { requiredKeys: [] }),
    ),
    balance: orNull(wireBalanceArbitrary),
    deactivated: orNull(fc.boolean()),
    synchronizable: orNull(fc.boolean()),
  },
  { requiredKeys: ['financialAccountId', 'name', 'type', 'state', 'availableActions'] },
)

/** Any account as the core holds it after decoding. */
export const financialAccountArbitrary: fc.Arbitrary<FinancialAccount> = financialAccountWireArbitrary.map((wire) =>
  E.getOrElse<unknown, FinancialAccount>(() => {
    throw new Error(`financialAccountWireArbitrary made an undecodable account: ${JSON.stringify(wire)}`)
  })(FinancialAccountCodec.decode(wire)),
)
