/** The German texts of the hub's account cards, each once. */
import { ACCOUNT_SYNC_FAILED_TEXT } from '@kontor/core'

export const HUB_TEXTS = {
  title: 'Übersicht',
  accountsHeading: 'Konten',
  tabListLabel: 'Konten nach Zustand',
  loading: 'Konten werden geladen …',
  noAccounts: 'Sie haben noch keine Konten verbunden.',
  emptyTab: 'In diesem Bereich gibt es keine Konten.',
  balance: 'Kontostand',
  balanceAsOf: 'Stand',
  noBalance: 'Kein Kontostand vorhanden',
  syncError: ACCOUNT_SYNC_FAILED_TEXT,
  pendingProviderAccount: 'In Eröffnung',
  pagerLabel: 'Seiten der Konten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
} as const
