/**
 * The bodies and answers of the hub's calls (spec: hub-and-business-account 3 "Account state (bank)", "Seizure",
 * "Seizure transfer payload", "Fallback card settings", "Per-user settings"; 4.3, 4.4, 4.9; 7). The account state,
 * the seizure and the fallback settings have their codecs in model.ts and seizure/model.ts; what the spec leaves open
 * is chosen here once, each marked "chosen".
 */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'
import { BankTransferCodec } from '../transfers/model.ts'

// --- per-user settings (3 "Per-user settings"; 7 the settings calls)

/** The keys of spec 3; a key outside the list is kept and answered as any other (the server decides). */
export const USER_SETTING_KEYS = [
  'dashboardOverviewSelectedReport',
  'onboardingChecklistDisabled',
  'newYearCampaignWidgetDisabled',
  'onboardingGuideClosed',
  'onboardingGuideCompleted',
  'hideLexBankTeaser',
] as const
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number]

/** The setting the hide-teaser call sets (4.5: "the teaser shows if noAccountYet and the user has not hidden it"). */
export const HIDE_TEASER_SETTING_KEY: UserSettingKey = 'hideLexBankTeaser'

/** chosen: a setting is its key and its text value (null: never saved). */
export const UserSettingCodec = t.type({ key: t.string, value: nullable(t.string) }, 'UserSetting')
export type UserSetting = t.TypeOf<typeof UserSettingCodec>

export const UserSettingListCodec = t.readonlyArray(UserSettingCodec, 'UserSettingList')

/** The body of POST v101/saveUserSetting/{key} (7: "body value"). chosen: `{ value }`. */
export const UserSettingValueBodyCodec = t.type({ value: t.string }, 'UserSettingValueBody')
export type UserSettingValueBody = t.TypeOf<typeof UserSettingValueBodyCodec>

// --- device linking and MFA (4.3)

/** chosen: the answer of the MFA state call (7: "GET {token} reads activated"). */
export const MfaStateCodec = t.type({ activated: t.boolean }, 'MfaState')
export type MfaState = t.TypeOf<typeof MfaStateCodec>

// --- terms consent (4.4)

/**
 * chosen: the consent actions a state's `actions` may name, and the body that takes one. ACCEPT sets APPROVED;
 * REJECT sets REJECTED and leaves the actions available until consentRequiredUntil (4.4 "Rejected").
 */
export const TERMS_CONSENT_ACTIONS = ['ACCEPT', 'REJECT'] as const
export type TermsConsentAction = (typeof TERMS_CONSENT_ACTIONS)[number]
export const TermsConsentActionCodec = t.keyof({ ACCEPT: null, REJECT: null }, 'TermsConsentAction')
export const TermsConsentRequestCodec = t.type({ action: TermsConsentActionCodec }, 'TermsConsentRequest')
export type TermsConsentRequest = t.TypeOf<typeof TermsConsentRequestCodec>

// --- seizure payment (4.9; 7 "body bankTransferGroupReference and bankTransfers; reads bankTransferId per item")

/**
 * chosen: the seizure payment answers with the transfers it created, as POST v100/bankTransfers does (the same
 * transfer code makes them): each carries its bankTransferId, and it appears in the prepared transfers.
 */
export const SeizureTransferResultCodec = t.readonlyArray(BankTransferCodec, 'SeizureTransferResult')
export type SeizureTransferResult = t.TypeOf<typeof SeizureTransferResultCodec>
