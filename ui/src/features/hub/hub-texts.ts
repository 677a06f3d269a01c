/** The German texts of the hub's account cards, each once. */
import type { AccountChangeKind } from '../accounts/index.ts'

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
  pendingProviderAccount: 'In Eröffnung',
  pagerLabel: 'Seiten der Konten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  /** The problem link's accessible name names the account; the dialog it opens shows the whole problem. */
  problemLinkLabel: (problem: string, name: string) => `${problem} (${name})`,
  errorDialogTitle: (name: string) => `Problem mit „${name}“`,
  close: 'Schließen',
  /** Above the to-do and manual-assign cards. */
  workHeading: 'Zu erledigen',
  notificationsLabel: 'Benachrichtigungen',
  closeNotification: 'Benachrichtigung schließen',
} as const

const quoted = (names: ReadonlyArray<string>): string => names.map((name) => `„${name}“`).join(', ')

/**
 * What the hub says after an action changed accounts (issue 10, item 2), naming the accounts. `names` is never empty
 * for the kinds that keep the account; several names only come from the wizard adding more than one account.
 */
export const ACCOUNT_CHANGE_TEXTS: Readonly<Record<AccountChangeKind, (names: ReadonlyArray<string>) => string>> = {
  added: (names) => (names.length > 1 ? `Die Konten ${quoted(names)} wurden hinzugefügt.` : `Das Konto ${quoted(names)} wurde hinzugefügt.`),
  connected: (names) => `Das Konto ${quoted(names)} wurde verbunden.`,
  edited: (names) => `Das Konto ${quoted(names)} wurde gespeichert.`,
  deleted: (names) => `Das Konto ${quoted(names)} wurde gelöscht.`,
  disconnected: (names) => `Das Konto ${quoted(names)} wurde getrennt.`,
  activated: (names) => `Das Konto ${quoted(names)} wurde aktiviert.`,
  deactivated: (names) => `Das Konto ${quoted(names)} wurde deaktiviert.`,
  credentialsSaved: (names) => `Die Zugangsdaten für ${quoted(names)} wurden gespeichert.`,
  syncStarted: (names) => `Die Synchronisierung von ${quoted(names)} wurde gestartet.`,
}
