/** The German texts of the account management dialog, the edit-account dialog and the account actions, each once. */
import type { AccountMenuAction, UsingProfileType } from '@kontor/core'

export const ACCOUNT_STATE_TEXTS = {
  busy: 'Wird synchronisiert …',
  syncError: 'Synchronisierung fehlgeschlagen',
  deactivated: 'Deaktiviert',
  ready: 'Bereit',
} as const

export const ACCOUNT_MANAGEMENT_TEXTS = {
  /** The spec's title (accounts-and-transfers 2.1). */
  title: 'Bankkonten bearbeiten',
  loading: 'Bankkonten werden geladen …',
  listLabel: 'Bankkonten',
  empty: 'Sie haben noch kein Bankkonto, von dem Sie Überweisungen senden können.',
  bank: 'Bank',
  iban: 'IBAN',
  state: 'Status',
  add: 'Neues Bankkonto hinzufügen',
  edit: 'Bearbeiten',
  editLabel: (name: string) => `${name} bearbeiten`,
  delete: 'Löschen',
  deleteLabel: (name: string) => `${name} löschen`,
  cancel: 'Abbrechen',
  close: 'Schließen',
} as const

export const ACCOUNT_DELETION_TEXTS = {
  title: 'Bankkonto löschen',
  question: (name: string) => `Möchten Sie das Konto „${name}“ wirklich löschen?`,
  consequence: 'Das Konto wird mit seinen Umsätzen aus Kontor entfernt. Dies kann nicht rückgängig gemacht werden.',
  confirm: 'Konto löschen',
  deleting: 'Das Konto wird gelöscht …',
} as const

/** The hub menu's labels and the confirmation of each action that asks for one (hub-and-business-account 2.6). */
export const ACCOUNT_ACTION_TEXTS = {
  menuLabel: (name: string) => `Aktionen für ${name}`,
  menuButton: 'Aktionen',
  labels: {
    connect: 'Verbinden',
    disconnect: 'Trennen',
    activate: 'Aktivieren',
    deactivate: 'Deaktivieren',
    delete: 'Löschen',
    edit: 'Bearbeiten',
  } satisfies Readonly<Record<AccountMenuAction, string>>,
  confirm: {
    disconnect: {
      title: 'Bankverbindung trennen',
      question: (name: string) => `Möchten Sie die Bankverbindung des Kontos „${name}“ trennen?`,
      consequence: 'Kontor ruft danach keine neuen Umsätze mehr ab. Die vorhandenen Umsätze bleiben erhalten.',
      confirm: 'Verbindung trennen',
      running: 'Die Verbindung wird getrennt …',
    },
    activate: {
      title: 'Konto aktivieren',
      question: (name: string) => `Möchten Sie das Konto „${name}“ wieder aktivieren?`,
      consequence: 'Das Konto erscheint wieder bei den aktiven Konten.',
      confirm: 'Konto aktivieren',
      running: 'Das Konto wird aktiviert …',
    },
    deactivate: {
      title: 'Konto deaktivieren',
      question: (name: string) => `Möchten Sie das Konto „${name}“ deaktivieren?`,
      consequence: 'Das Konto wird nicht mehr synchronisiert und erscheint bei den deaktivierten Konten. Sie können es jederzeit wieder aktivieren.',
      confirm: 'Konto deaktivieren',
      running: 'Das Konto wird deaktiviert …',
    },
  },
  addAccount: 'Konto hinzufügen',
  manageAccounts: 'Bankkonten bearbeiten',
} as const

export const USING_PROFILE_TYPE_LABELS: Readonly<Record<UsingProfileType, string>> = {
  PRIVATE: 'Privat',
  BUSINESS: 'Geschäftlich',
  MIXED: 'Gemischt',
}

export const EDIT_ACCOUNT_TEXTS = {
  title: 'Bankkonto bearbeiten',
  name: 'Bezeichnung',
  accountHolder: 'Kontoinhaber',
  usingProfileType: 'Verwendung',
  noUsingProfileType: 'Bitte wählen',
  type: 'Kontoart',
  bankName: 'Bankname',
  iban: 'IBAN',
  bic: 'BIC',
  provider: 'Kartenanbieter',
  creditCardNumber: 'Kartennummer',
  openingBalance: 'Anfangssaldo',
  openingBalanceHint: 'In Euro, z. B. 1.234,56',
  openingBalanceDate: 'Datum des Anfangssaldos',
  initialSyncDate: 'Umsätze abrufen ab',
  syncRange: (min: string | undefined, max: string) =>
    min === undefined ? `Spätestens ${max}.` : `Frühestens ${min}, spätestens ${max}.`,
  bankDataLocked: 'Kontoart, Bankdaten und Kartendaten lassen sich nur bei Konten ohne Bankverbindung ändern.',
  providerBankLocked: 'Kontoart, Bankdaten und Kartendaten Ihres Geschäftskontos legt die Bank fest.',
  usageLocked: 'Ihr Geschäftskonto wird immer geschäftlich verwendet.',
  businessCases: 'Erlaubte Geschäftsvorfälle',
  businessCasesHint: 'So legt es Ihre Bank für dieses Konto fest.',
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  cancel: 'Abbrechen',
  changeCredentials: 'Zugangsdaten ändern',
  connectNow: 'Jetzt verbinden',
  loadingContact: 'Zugangsdaten werden geladen …',
} as const

export const NEEDLESS_TEXTS = {
  heading: 'Umsätze vor der ersten Zuordnung',
  intro: 'Umsätze vor einem neuen Startdatum können Sie löschen oder ausblenden.',
  startDate: 'Neues Startdatum',
  check: 'Umsätze prüfen',
  checking: 'Umsätze werden geprüft …',
  firstTransaction: (date: string) => `Erster Umsatz: ${date}`,
  firstAssignment: (date: string) => `Erste Zuordnung: ${date}`,
  actions: { delete: 'Umsätze löschen', ignore: 'Umsätze ausblenden' },
  confirmTitle: { delete: 'Umsätze löschen', ignore: 'Umsätze ausblenden' },
  running: { delete: 'Umsätze werden gelöscht …', ignore: 'Umsätze werden ausgeblendet …' },
} as const
