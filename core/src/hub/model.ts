/**
 * Wire models of the hub beyond the financial account (spec: hub-and-business-account 3: "Account state (bank)",
 * "Planned bank transfer", "Bank transfer summary", "Fallback card settings"). Each is read as far as the hub's
 * rules need it; like every model of the core, fields beyond identity may be null or absent.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { LocalDateCodec, parseLocalDate } from '../calendar/local-date.ts'
import { nullable } from '../codecs/nullable.ts'
import { TRANSFER_ROW_FIELDS } from '../transfers/model.ts'
import { BusinessOnboardingCodec } from '../onboarding/model.ts'

// --- deadlines of the terms consent

export interface TermsDeadlineBrand {
  readonly TermsDeadline: unique symbol
}
/** A calendar date ("2025-07-30") or an instant with its zone ("2025-07-30T22:00:00Z", "…+02:00"). */
export type TermsDeadline = t.Branded<string, TermsDeadlineBrand>

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Whether a text is a deadline the consent rules can compare: a real date, or a date-time that names its zone. */
export const isTermsDeadlineText = (s: string): s is TermsDeadline => {
  if (E.isRight(parseLocalDate(s)) && s === s.trim()) return true
  const m = DATE_TIME.exec(s)
  return m !== null && E.isRight(parseLocalDate(m[1] ?? '')) && !Number.isNaN(Date.parse(s))
}

/**
 * The spec calls consentRequiredUntil a date but does not show its format. Reading: either a calendar date or an
 * instant with an explicit zone is accepted; an instant without a zone is refused, because it would be read in the
 * browser's zone rather than Berlin's.
 */
export const TermsDeadlineCodec = t.brand(t.string, (s): s is TermsDeadline => isTermsDeadlineText(s), 'TermsDeadline')

// --- account state (bank)

/** The consent states of spec 4.4. */
export const TERMS_CONSENT_STATES = ['APPROVED', 'REJECTED', 'UNDECIDED'] as const
export type TermsConsentState = (typeof TERMS_CONSENT_STATES)[number]

/**
 * The latest terms-and-conditions consent. Reading: consentState is read as any string, so that a state this version
 * does not know leaves the hub working (it shows no terms card) instead of failing the whole account state; actions
 * are the names of what the user may still do (accept, reject, …), and "actions available" means the list is not
 * empty.
 */
export const TermsConsentInformationCodec = t.partial(
  {
    consentState: nullable(t.string),
    actions: nullable(t.readonlyArray(t.string)),
    consentRequiredUntil: nullable(TermsDeadlineCodec),
    solarisContractExpiresAt: nullable(TermsDeadlineCodec),
  },
  'TermsConsentInformation',
)
export type TermsConsentInformation = t.TypeOf<typeof TermsConsentInformationCodec>

export const LockedAccountCodec = t.partial(
  {
    financialAccountId: nullable(t.string),
    lockingState: nullable(t.string),
    lockingReason: nullable(t.string),
    inClosure: nullable(t.boolean),
  },
  'LockedAccount',
)
export type LockedAccount = t.TypeOf<typeof LockedAccountCodec>

/**
 * The business bank's view of the organisation (spec 3 "Account state (bank)"). Every field may be missing: without
 * FINANCE_LEXBANK_READ the state is empty (spec 6). businessOnBoarding is the onboarding area's codec;
 * pendingComplianceQuestions has no shape in the spec and no rule reads it, so it is passed through unread.
 */
export const BankAccountStateCodec = t.partial(
  {
    initial: nullable(t.boolean),
    noAccountYet: nullable(t.boolean),
    accountOpeningProcessStarted: nullable(t.boolean),
    seizureState: nullable(t.string),
    lexBankBusinessId: nullable(t.string),
    lockedAccount: nullable(LockedAccountCodec),
    enforceMultiFactorAuthentication: nullable(t.boolean),
    multiFactorAuthenticationEnabled: nullable(t.boolean),
    firstDeviceBindingActivationState: nullable(t.string),
    pendingComplianceQuestions: t.unknown,
    businessOnBoarding: nullable(BusinessOnboardingCodec),
    firstCardActivationPending: nullable(t.boolean),
    latestTermsAndConditionsConsentInformation: nullable(TermsConsentInformationCodec),
  },
  'BankAccountState',
)
export type BankAccountState = t.TypeOf<typeof BankAccountStateCodec>
export type BankAccountStateWire = t.OutputOf<typeof BankAccountStateCodec>

/** The state of a user without the read privilege, or before it is loaded. */
export const EMPTY_BANK_ACCOUNT_STATE: BankAccountState = {}

// --- planned payments and transfer summary

/** A scheduled transfer or standing order (spec 3 "Planned bank transfer"). */
export const PlannedBankTransferCodec = t.intersection(
  [
    t.type({ bankTransferId: t.string }),
    t.partial({
      ...TRANSFER_ROW_FIELDS,
      executionDate: nullable(LocalDateCodec),
      nextExecutionDate: nullable(LocalDateCodec),
      errorType: nullable(t.string),
      /**
       * Reading: the spec's planned transfer has no interval, but a standing order's list row is hard to read without
       * it; an extra, optional field with the values of accounts-and-transfers 3 (any text, so that an unknown value
       * leaves the list readable).
       */
      reoccurrence: nullable(t.string),
    }),
  ],
  'PlannedBankTransfer',
)
export type PlannedBankTransfer = t.TypeOf<typeof PlannedBankTransferCodec>
export type PlannedBankTransferWire = t.OutputOf<typeof PlannedBankTransferCodec>

export const PlannedBankTransferListCodec = t.readonlyArray(PlannedBankTransferCodec, 'PlannedBankTransferList')

const countCodec = nullable(t.number)

/** Counts of planned payments (spec 3 "Bank transfer summary"). */
export const BankTransferSummaryCodec = t.partial(
  {
    numberOfScheduledOrders: countCodec,
    numberOfStandingOrders: countCodec,
    numberOfScheduledOrdersWithError: countCodec,
    numberOfStandingOrdersWithError: countCodec,
  },
  'BankTransferSummary',
)
export type BankTransferSummary = t.TypeOf<typeof BankTransferSummaryCodec>

/**
 * The answer to deleting a standing order. Reading: the spec says only "declined in the response"; it is read as a
 * `declined` flag, or a status DECLINED.
 */
export const StandingOrderDeletionResultCodec = t.partial(
  { declined: nullable(t.boolean), status: nullable(t.string) },
  'StandingOrderDeletionResult',
)
export type StandingOrderDeletionResult = t.TypeOf<typeof StandingOrderDeletionResultCodec>

// --- fallback card settings

/** 0: all accounts, 1: all except the hidden ones, 2: none (spec 3 and 9). */
export const FALLBACK_CARD_ACCOUNT_MODES = [0, 1, 2] as const
export type FallbackCardAccountMode = (typeof FALLBACK_CARD_ACCOUNT_MODES)[number]
export const FallbackCardAccountModeCodec = t.union([t.literal(0), t.literal(1), t.literal(2)], 'FallbackCardAccountMode')

/**
 * The settings of the fallback (balance) card. Reading: accountIdMap is the older form of the hidden list, mapping an
 * account id to true when it is hidden; an account is hidden when either names it.
 */
export const FallbackCardSettingsCodec = t.intersection(
  [
    t.type({ accountMode: FallbackCardAccountModeCodec }),
    t.partial({
      hiddenAccountIds: nullable(t.readonlyArray(t.string)),
      accountIdMap: nullable(t.record(t.string, t.boolean)),
    }),
  ],
  'FallbackCardSettings',
)
export type FallbackCardSettings = t.TypeOf<typeof FallbackCardSettingsCodec>
