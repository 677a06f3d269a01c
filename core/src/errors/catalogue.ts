/**
 * The error catalogue: every i18n key Kontor shows, with its German text and how the UI reacts to it.
 * `source: 'spec'` texts are the spec's wording verbatim; `source: 'ours'` texts are ours where the spec gives none.
 */
export type Reaction =
  /** Show the text at the field named by the source. */
  | 'showOnField'
  /** Show the text as a notice above the content. */
  | 'showNotice'
  /** Show the text and offer to try again once the retry time has passed. */
  | 'waitUntilRetry'
  /** Leave for the no-access page. */
  | 'goToNoAccess'

export interface CatalogueEntry {
  readonly de: string
  readonly reaction: Reaction
  readonly source: 'spec' | 'ours'
}

export const catalogue = {
  'money.required': { de: 'Bitte geben Sie einen Betrag ein.', reaction: 'showOnField', source: 'ours' },
  'money.invalidFormat': {
    de: 'Bitte geben Sie den Betrag im Format 1.234,56 ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'money.tooManyDecimals': {
    de: 'Ein Betrag hat höchstens {{maxDecimals}} Nachkommastellen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'date.required': { de: 'Bitte geben Sie ein Datum ein.', reaction: 'showOnField', source: 'ours' },
  'date.invalid': { de: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.', reaction: 'showOnField', source: 'ours' },
  'backend.timeout': {
    de: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.network': {
    de: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.rateLimited': {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  'backend.rateLimitedNoTime': {
    de: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    reaction: 'waitUntilRetry',
    source: 'ours',
  },
  'backend.unavailable': {
    de: 'Der Dienst ist vorübergehend nicht erreichbar (Fehler {{status}}). Bitte versuchen Sie es später erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.httpStatus': {
    de: 'Die Anfrage ist fehlgeschlagen (Fehler {{status}}). Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.noAccess': {
    de: 'Zugriff nicht gestattet. Bitte wenden Sie sich an Ihren Administrator.',
    reaction: 'goToNoAccess',
    source: 'ours',
  },
  'backend.undecodable': {
    de: 'Die Antwort des Servers war unvollständig oder fehlerhaft und konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'backend.unknownIssue': {
    de: 'Bei der Verarbeitung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies Record<string, CatalogueEntry>

export type CatalogueKey = keyof typeof catalogue

export const isCatalogueKey = (key: string): key is CatalogueKey => Object.hasOwn(catalogue, key)

/** Fills `{{name}}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export const fillPlaceholders = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))

/** The German text of a key; an unknown key gets the generic text, never the raw key. */
export const messageFor = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  fillPlaceholders(isCatalogueKey(key) ? catalogue[key].de : catalogue['backend.unknownIssue'].de, params)
