/**
 * The error catalogue: every i18n key Kontor shows, with its German text and how the UI reacts to it.
 * `source: 'spec'` texts are the spec's wording verbatim; `source: 'ours'` texts are ours where the spec gives none.
 */
import { calendarMessages } from '../calendar/messages.ts'
import { moneyMessages } from '../money/messages.ts'
import { backendMessages } from './backend-messages.ts'
import { serverMessages } from './server-messages.ts'
import type { CatalogueEntry } from './reaction.ts'

export type { CatalogueEntry, CataloguePart, Reaction } from './reaction.ts'

/**
 * Every area's messages, each defined once in its area. A key defined in two parts is a bug: the catalogue test
 * checks that the parts are disjoint.
 */
export const CATALOGUE_PARTS = {
  money: moneyMessages,
  calendar: calendarMessages,
  backend: backendMessages,
  server: serverMessages,
} as const

export const catalogue = {
  ...moneyMessages,
  ...calendarMessages,
  ...backendMessages,
  ...serverMessages,
} as const satisfies Record<string, CatalogueEntry>

export type CatalogueKey = keyof typeof catalogue

export const isCatalogueKey = (key: string): key is CatalogueKey => Object.hasOwn(catalogue, key)

/** Fills `{{name}}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export const fillPlaceholders = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))

/** The German text of a key; an unknown key gets the generic text, never the raw key. */
export const messageFor = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  fillPlaceholders(isCatalogueKey(key) ? catalogue[key].de : catalogue['backend.unknownIssue'].de, params)
