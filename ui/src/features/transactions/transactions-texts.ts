/**
 * German texts of the transaction lists (hub-and-business-account 2.1 navigation labels; transactions-import-proposals
 * 4). The states' words are core's TRANSACTION_UI_STATE_LABELS (a row and its panel say the same); server messages
 * (TOO_MANY_TRANSACTIONS_IN_SEARCH, failed calls) and the query rules' field messages are core's catalogue.
 */
import { TRANSACTION_NAV_COUNT_LABELS } from '@kontor/core'
import { MISSING_TRANSACTION_TEXTS } from '../../shared/shared-texts.ts'

/** The title of the reserved list: its navigation label (hub-and-business-account 2.1); the others' are core's TRANSACTION_LIST_VIEW_LABELS. */
export const RESERVED_TITLE = TRANSACTION_NAV_COUNT_LABELS.reservedOpen

export const TRANSACTION_LIST_TEXTS = {
  documentTitle: (title: string) => `${title} – Kontor`,
  filtersLabel: 'Filter',
  search: 'Suche',
  searchDescription: 'Verwendungszweck, Name oder Betrag',
  dateFrom: 'Von',
  dateTo: 'Bis',
  dateFormat: 'TT.MM.JJJJ',
  accounts: 'Konten',
  accountsSummary: (chosen: number) => (chosen === 0 ? 'Konten: alle' : `Konten: ${chosen} ausgewählt`),
  account: 'Konto',
  allAccounts: 'Alle Konten',
  resetFilters: 'Filter zurücksetzen',
  loading: 'Umsätze werden geladen …',
  loadingReserved: 'Vorgemerkte Umsätze werden geladen …',
  resultCount: (total: number) => (total === 1 ? '1 Umsatz' : `${total.toLocaleString('de-DE')} Umsätze`),
  emptyFiltered: 'Keine Umsätze passen zu diesen Filtern. Ändern Sie die Suche, den Zeitraum oder die Konten, oder setzen Sie die Filter zurück.',
  emptyAll: 'Es gibt noch keine Umsätze. Sobald Ihre Bank Umsätze liefert, erscheinen sie hier.',
  emptyOpen: 'Alle Umsätze sind zugeordnet. Es gibt nichts zu tun.',
  emptyIgnored: 'Es gibt keine ausgeblendeten Umsätze. Ausgeblendete Umsätze erscheinen hier und lassen sich wieder einblenden.',
  emptyReserved: 'Es gibt keine vorgemerkten Umsätze. Vorgemerkte Umsätze erscheinen hier, bis die Bank sie bucht.',
  columnDate: 'Datum',
  columnAccount: 'Konto',
  columnCounterparty: 'Empfänger / Auftraggeber',
  columnPurpose: 'Verwendungszweck',
  columnAmount: 'Betrag',
  columnState: 'Status',
  columnOpen: 'Aktion',
  noCounterparty: MISSING_TRANSACTION_TEXTS.noCounterparty,
  noAccount: 'Unbekanntes Konto',
  noPurpose: MISSING_TRANSACTION_TEXTS.noPurpose,
  logoOf: (name: string) => `Logo von ${name}`,
  openAmount: (amount: string) => `Offen: ${amount}`,
  open: 'Öffnen',
  openRow: (counterparty: string, amount: string, date: string) => `Umsatz öffnen: ${counterparty}, ${amount}, ${date}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pageLink: (page: number) => `Seite ${page}`,
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pagerLabel: 'Seiten',
  emptyReservedAccount: 'Auf diesem Konto gibt es keine vorgemerkten Umsätze. Wählen Sie „Alle Konten“, um alle zu sehen.',
  reservedHint: 'Vorgemerkte Umsätze sind noch nicht gebucht. Sie lassen sich nur mit einem Beleg zuordnen.',
} as const

export const NAV_COUNT_TEXTS = {
  /**
   * Read as part of the navigation link's name: "Nicht zugeordnet (12 offen)". In brackets, as the planned payments'
   * count is: the hidden text is a block of its own (position: absolute), so a browser puts a space before it, and a
   * leading comma would be read as "Nicht zugeordnet , 12 offen".
   */
  open: (count: number) => `(${count} offen)`,
  withProposals: (count: number) => `(${count} zu prüfen)`,
  reservedOpen: (count: number) => `(${count} offen)`,
} as const
