/**
 * The privileges of the hub and business account and what each one gates (spec: hub-and-business-account 2.1, 2.2,
 * 2.4, 4.4, 4.10 and 6). Privileges arrive as a list of names; a name this list does not know gates nothing.
 * Free of io-ts: the first load of / reads these rules (the navigation, the status bar); the codec is privileges.ts.
 */

export const HUB_PRIVILEGES = [
  'FINANCE_LEXBANK_TEASER',
  'FINANCE_LEXBANK_READ',
  'FINANCE_LEXBANK_WRITE',
  'FINANCE_LEXBANK_ACTIVE_CONTRACT',
  'FINANCE_LEXBANK_TERMS_OVERDUE',
  'FINANCE_REACT_BANK_HUB',
  'FINANCE_REACT_BANK_HUB_SWITCH',
  'FINANCE_REACT_CSV_IMPORT',
  'INFO_PAYPAL_NOTCONNECTED',
] as const
export type HubPrivilege = (typeof HUB_PRIVILEGES)[number]

/** What the hub does only with a privilege. */
export type HubGatedFeature =
  | 'firstTimeBankTeaser'
  | 'firstTimeBankAccountCreation'
  | 'bankRoute'
  | 'plannedRoutes'
  | 'bankAccountState'
  | 'firstTimeUserCheck'
  | 'bankAccountStateLoad'
  | 'businessBankFlag'
  | 'termsExpired'
  | 'redirectToNewBankingApp'
  | 'bankHubSwitchButton'
  | 'newCsvImport'
  | 'payPalTip'

/**
 * Each privilege with the features it gates, as spec 6 lists them. Reading: FINANCE_LEXBANK_READ alone decides
 * whether the account state is read (spec 7: "only with read privilege"); FINANCE_LEXBANK_WRITE "loads account
 * state", which is read as: the state is (re)loaded after writes, but without READ it stays empty.
 */
export const HUB_PRIVILEGE_GATES: Readonly<Record<HubPrivilege, ReadonlyArray<HubGatedFeature>>> = {
  FINANCE_LEXBANK_TEASER: ['firstTimeBankTeaser', 'firstTimeBankAccountCreation'],
  FINANCE_LEXBANK_READ: ['bankRoute', 'plannedRoutes', 'bankAccountState', 'firstTimeUserCheck'],
  FINANCE_LEXBANK_WRITE: ['bankAccountStateLoad'],
  FINANCE_LEXBANK_ACTIVE_CONTRACT: ['businessBankFlag'],
  FINANCE_LEXBANK_TERMS_OVERDUE: ['termsExpired'],
  FINANCE_REACT_BANK_HUB: ['redirectToNewBankingApp'],
  FINANCE_REACT_BANK_HUB_SWITCH: ['bankHubSwitchButton'],
  FINANCE_REACT_CSV_IMPORT: ['newCsvImport'],
  INFO_PAYPAL_NOTCONNECTED: ['payPalTip'],
}

/** The privilege that gates a feature (each feature has exactly one). */
const gateOf = (feature: HubGatedFeature): HubPrivilege => {
  const privilege = HUB_PRIVILEGES.find((p) => HUB_PRIVILEGE_GATES[p].includes(feature))
  if (privilege === undefined) throw new Error(`no privilege gates ${feature}`) // unreachable: the record covers every feature
  return privilege
}

/**
 * Whether the user's privileges allow a hub feature. Names are compared exactly (privileges are upper-case
 * constants; a differently spelt name is not the privilege).
 * @example isHubFeatureAllowed('plannedRoutes', ['FINANCE_LEXBANK_READ']) // true
 */
export const isHubFeatureAllowed = (feature: HubGatedFeature, privileges: ReadonlyArray<string>): boolean =>
  privileges.includes(gateOf(feature))

/** The list of prepared transfers (spec 2.1). */
export const PREPARED_TRANSFERS_ROUTE = '/banktransfers/prepared'

/** Where a guarded route goes: open it, or send the user to the hub. */
export type HubRouteDecision = 'allow' | 'redirectToHub'

/**
 * The bank route /bnk and the planned routes need FINANCE_LEXBANK_READ; without it the user goes to the hub.
 * @example toBankRouteDecision('plannedRoutes', []) // 'redirectToHub'
 */
export const toBankRouteDecision = (route: 'bankRoute' | 'plannedRoutes', privileges: ReadonlyArray<string>): HubRouteDecision =>
  isHubFeatureAllowed(route, privileges) ? 'allow' : 'redirectToHub'

/**
 * /prepared goes to the external transfers app with the new-bank-hub privilege, otherwise to the prepared list.
 * Reading: "the new-bank-hub privilege" is FINANCE_REACT_BANK_HUB.
 * @example toPreparedTransfersTarget(['FINANCE_REACT_BANK_HUB']) // 'externalTransfersApp'
 */
export const toPreparedTransfersTarget = (privileges: ReadonlyArray<string>): 'externalTransfersApp' | typeof PREPARED_TRANSFERS_ROUTE =>
  isHubFeatureAllowed('redirectToNewBankingApp', privileges) ? 'externalTransfersApp' : PREPARED_TRANSFERS_ROUTE

/** What the hub offers for the new banking app (spec 4.10). */
export type BankHubSwitchAction = 'redirectToNewApp' | 'showSwitchButton' | 'none'

/**
 * With FINANCE_REACT_BANK_HUB the user is redirected to the new app; with FINANCE_REACT_BANK_HUB_SWITCH the switch
 * button shows. Reading: holding both redirects, since a user already moved has nothing left to switch.
 * @example toBankHubSwitchAction(['FINANCE_REACT_BANK_HUB_SWITCH']) // 'showSwitchButton'
 */
export const toBankHubSwitchAction = (privileges: ReadonlyArray<string>): BankHubSwitchAction => {
  if (isHubFeatureAllowed('redirectToNewBankingApp', privileges)) return 'redirectToNewApp'
  return isHubFeatureAllowed('bankHubSwitchButton', privileges) ? 'showSwitchButton' : 'none'
}
