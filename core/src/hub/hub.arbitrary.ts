/** fast-check arbitraries for the hub's wire models and rule inputs. */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { instantArbitrary, localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyFromCents, toWireAmount } from '../money/money.ts'
import { HUB_STATE_CARDS, type HubCardConditions } from './card-precedence.ts'
import {
  BankAccountStateCodec,
  PlannedBankTransferCodec,
  TERMS_CONSENT_STATES,
  type BankAccountState,
  type BankAccountStateWire,
  type FallbackCardSettings,
  type PlannedBankTransfer,
  type PlannedBankTransferWire,
  type TermsDeadline,
} from './model.ts'
import { HUB_PRIVILEGES } from '../privileges/privileges.ts'
import { HUB_TRANSFER_LIST_STATUSES, type BankTransferStatusInput } from './transfer-status.ts'

/** A value, null, or (through `requiredKeys`) no key at all: the three ways the server leaves a field. */
const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

const decodeOrThrow =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (wire: O): A =>
    E.getOrElse<unknown, A>(() => {
      throw new Error(`undecodable ${codec.name}: ${JSON.stringify(wire)}`)
    })(codec.decode(JSON.parse(JSON.stringify(wire))))

/** Lists of privileges: any of the hub's, sometimes with names this version does not know. */
export const hubPrivilegesArbitrary: fc.Arbitrary<ReadonlyArray<string>> = fc
  .tuple(fc.subarray([...HUB_PRIVILEGES]), fc.subarray(['FINANCE_BANKSAPI', 'FINANCE_LEXBANK_ALPHA', 'finance_lexbank_read', '']))
  .chain(([known, unknown]) => fc.shuffledSubarray([...known, ...unknown], { minLength: known.length + unknown.length }))

/** Consent deadlines as dates or as instants with a zone. */
export const termsDeadlineArbitrary: fc.Arbitrary<TermsDeadline> = fc.oneof(
  localDateArbitrary.map((d) => d as string as TermsDeadline),
  instantArbitrary.map((i) => i.toISOString() as TermsDeadline),
)

const wireBalance = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map((cents) => toWireAmount(moneyFromCents(cents)))

const termsConsentWireArbitrary = fc.record(
  {
    consentState: orNull(fc.oneof(fc.constantFrom(...TERMS_CONSENT_STATES), fc.constantFrom('WITHDRAWN', ''))),
    actions: orNull(fc.oneof(fc.constant([]), fc.subarray(['ACCEPT', 'REJECT', 'POSTPONE'], { minLength: 1 }))),
    consentRequiredUntil: orNull(termsDeadlineArbitrary),
    solarisContractExpiresAt: orNull(termsDeadlineArbitrary),
  },
  { requiredKeys: [] },
)

const someText = (known: ReadonlyArray<string>): fc.Arbitrary<string> => fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 }))

/** Any account state the bank may send, in its JSON form; the empty state of a user without read privilege too. */
export const bankAccountStateWireArbitrary: fc.Arbitrary<BankAccountStateWire> = fc.record(
  {
    initial: orNull(fc.boolean()),
    noAccountYet: orNull(fc.boolean()),
    accountOpeningProcessStarted: orNull(fc.boolean()),
    seizureState: orNull(someText(['NONE', 'NO_SEIZURE', 'ACTIVE', 'SEIZED', ' '])),
    lexBankBusinessId: orNull(fc.oneof(fc.uuid(), fc.constant(''))),
    lockedAccount: orNull(
      fc.record(
        {
          financialAccountId: orNull(fc.oneof(fc.uuid(), fc.constant(''))),
          lockingState: orNull(someText(['LOCKED', 'BLOCKED', ''])),
          lockingReason: orNull(fc.string({ maxLength: 12 })),
          inClosure: orNull(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
    ),
    enforceMultiFactorAuthentication: orNull(fc.boolean()),
    multiFactorAuthenticationEnabled: orNull(fc.boolean()),
    firstDeviceBindingActivationState: orNull(someText(['CONFIRMED', 'PENDING'])),
    pendingComplianceQuestions: fc.oneof(fc.constant(null), fc.boolean(), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 })),
    businessOnBoarding: orNull(
      fc.record(
        {
          isPending: orNull(fc.boolean()),
          isWelcome: orNull(fc.boolean()),
          status: orNull(
            someText(['ON_BOARDING_STARTED', 'FINANCE_ACCOUNT_CREATION_PENDING', 'SCREENING_PENDING', 'FINANCE_ACCOUNT_CREATION_COMPLETED']),
          ),
          business: orNull(
            fc.record(
              {
                id: orNull(fc.uuid()),
                taxNumber: orNull(fc.oneof(fc.stringMatching(/^\d{11}$/), fc.constant(''))),
                lexBankCompanyType: orNull(someText(['GMBH', 'SOLE_TRADER'])),
                onBoardingState: orNull(someText(['ACCOUNT_CREATION_COMPLETED', 'ON_BOARDING_STARTED'])),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    firstCardActivationPending: orNull(fc.boolean()),
    latestTermsAndConditionsConsentInformation: orNull(termsConsentWireArbitrary),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<BankAccountStateWire>

export const bankAccountStateArbitrary: fc.Arbitrary<BankAccountState> = bankAccountStateWireArbitrary.map(decodeOrThrow(BankAccountStateCodec))

/** Any planned transfer in its JSON form. */
export const plannedBankTransferWireArbitrary: fc.Arbitrary<PlannedBankTransferWire> = fc.record(
  {
    bankTransferId: fc.uuid(),
    recipientName: orNull(fc.string({ maxLength: 20 })),
    recipientIban: orNull(fc.constantFrom('DE89370400440532013000', 'DE02120300000000202051')),
    purpose: orNull(fc.string({ maxLength: 40 })),
    amount: orNull(wireBalance),
    status: orNull(someText(['PENDING', 'ERROR', 'IN_PROGRESS'])),
    executionDate: orNull(localDateArbitrary),
    nextExecutionDate: orNull(localDateArbitrary),
    errorType: orNull(someText(['DECLINED', '', ' '])),
    errorMessage: orNull(someText(['Konto gesperrt', '', ' '])),
  },
  { requiredKeys: ['bankTransferId'] },
) as fc.Arbitrary<PlannedBankTransferWire>

export const plannedBankTransferArbitrary: fc.Arbitrary<PlannedBankTransfer> = plannedBankTransferWireArbitrary.map(
  decodeOrThrow(PlannedBankTransferCodec),
)

/** A transfer list item as the status display reads it. */
export const bankTransferStatusInputArbitrary: fc.Arbitrary<BankTransferStatusInput> = fc.record(
  {
    status: orNull(fc.oneof(fc.constantFrom(...HUB_TRANSFER_LIST_STATUSES), fc.string({ maxLength: 6 }))),
    errorMessage: orNull(someText(['Konto gesperrt', '', ' ', '<b>x</b>'])),
    availableActions: orNull(fc.subarray(['TRANSFER', 'DELETE', 'APPROVAL', 'transfer'])),
  },
  { requiredKeys: [] },
)

/** Fallback card settings with ids from a small pool, so hidden ids meet real accounts. */
export const FALLBACK_CARD_ACCOUNT_ID_POOL = ['a', 'b', 'c', 'd', 'e'] as const
export const fallbackCardSettingsArbitrary: fc.Arbitrary<FallbackCardSettings> = fc.record(
  {
    accountMode: fc.constantFrom(0 as const, 1 as const, 2 as const),
    hiddenAccountIds: orNull(fc.subarray([...FALLBACK_CARD_ACCOUNT_ID_POOL])),
    accountIdMap: orNull(fc.dictionary(fc.constantFrom(...FALLBACK_CARD_ACCOUNT_ID_POOL), fc.boolean())),
  },
  { requiredKeys: ['accountMode'] },
)

/** Any combination of card conditions. */
export const hubCardConditionsArbitrary: fc.Arbitrary<HubCardConditions> = fc.record({
  applies: fc.record(Object.fromEntries(HUB_STATE_CARDS.map((card) => [card, fc.boolean()])) as Record<(typeof HUB_STATE_CARDS)[number], fc.Arbitrary<boolean>>),
  payPalInfo: fc.boolean(),
  initial: fc.boolean(),
})
