/**
 * The error catalogue: every i18n key Kontor shows, with its German text and how the UI reacts to it.
 * `source: 'spec'` texts are the spec's wording verbatim; `source: 'ours'` texts are ours where the spec gives none.
 * It gathers every area's messages, so it sits above the areas: no area imports it.
 */
import { accountEditMessages } from '../accounts/edit-messages.ts'
import { accountsMessages } from '../accounts/messages.ts'
import { accountWizardMessages } from '../accounts/wizard-messages.ts'
import { csvImportMessages } from '../csv-import/messages.ts'
import { hubMessages } from '../hub/messages.ts'
import { identityMessages } from '../identity/messages.ts'
import { onboardingMessages } from '../onboarding/messages.ts'
import { proposalsMessages } from '../proposals/messages.ts'
import { scaMessages } from '../sca/messages.ts'
import { seizureMessages } from '../seizure/messages.ts'
import { transactionsMessages } from '../transactions/messages.ts'
import { transactionQueryMessages } from '../transactions/query-messages.ts'
import { transfersMessages } from '../transfers/messages.ts'
import { banksMessages } from '../banks/messages.ts'
import { bicMessages } from '../bic/messages.ts'
import { calendarMessages } from '../calendar/messages.ts'
import { ibanMessages } from '../iban/messages.ts'
import { moneyMessages } from '../money/messages.ts'
import { backendMessages } from '../errors/backend-messages.ts'
import { fillPlaceholders } from '../errors/placeholders.ts'
import type { CatalogueEntry } from '../errors/reaction.ts'
import { serverMessages } from '../errors/server-messages.ts'

/**
 * Every area's messages, each defined once in its area. A key defined in two parts is a bug: the catalogue test
 * checks that the parts are disjoint.
 */
export const CATALOGUE_PARTS = {
  money: moneyMessages,
  calendar: calendarMessages,
  backend: backendMessages,
  server: serverMessages,
  iban: ibanMessages,
  bic: bicMessages,
  banks: banksMessages,
  accounts: accountsMessages,
  accountEdit: accountEditMessages,
  accountWizard: accountWizardMessages,
  csvImport: csvImportMessages,
  hub: hubMessages,
  identity: identityMessages,
  onboarding: onboardingMessages,
  proposals: proposalsMessages,
  seizure: seizureMessages,
  transactions: transactionsMessages,
  transactionQuery: transactionQueryMessages,
  transfers: transfersMessages,
  sca: scaMessages,
} as const

export const catalogue = {
  ...moneyMessages,
  ...calendarMessages,
  ...backendMessages,
  ...serverMessages,
  ...ibanMessages,
  ...bicMessages,
  ...banksMessages,
  ...accountsMessages,
  ...accountEditMessages,
  ...accountWizardMessages,
  ...csvImportMessages,
  ...hubMessages,
  ...identityMessages,
  ...onboardingMessages,
  ...proposalsMessages,
  ...seizureMessages,
  ...transactionsMessages,
  ...transactionQueryMessages,
  ...transfersMessages,
  ...scaMessages,
} as const satisfies Record<string, CatalogueEntry>

export type CatalogueKey = keyof typeof catalogue

export const isCatalogueKey = (key: string): key is CatalogueKey => Object.hasOwn(catalogue, key)

/** The German text of a key; an unknown key gets the generic text, never the raw key. */
export const messageFor = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  fillPlaceholders(isCatalogueKey(key) ? catalogue[key].de : catalogue['backend.unknownIssue'].de, params)
