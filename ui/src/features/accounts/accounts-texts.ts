/**
 * The German texts of the account management dialog, the edit-account dialog and the account actions, each once
 * (buttons every dialog has, such as 'Abbrechen', are COMMON_TEXTS in ui/src/shared/shared-texts.ts).
 */
import { ACCOUNT_BUSY_LABEL, ACCOUNT_STATE_LABELS, type AccountMenuAction, type AccountRepairAction, type UsingProfileType } from '@kontor/core'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'

/** An account's state as the hub's cards and the management list both say it: core's words (accounts/account-state.ts). */
export const ACCOUNT_STATE_TEXTS = {
  ...ACCOUNT_STATE_LABELS,
  busy: ACCOUNT_BUSY_LABEL,
} as const

/** The spec's title of the account management dialog (accounts-and-transfers 2.1), also the hub's link to it. */
const ACCOUNT_MANAGEMENT_TITLE = 'Bankkonten bearbeiten'

/** The hub menu's labels of the account actions (hub-and-business-account 2.6); the list's buttons say the same. */
const ACCOUNT_ACTION_LABELS = {
  connect: COMMON_TEXTS.connect,
  disconnect: 'Trennen',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  delete: 'Löschen',
  edit: 'Bearbeiten',
  importCsv: 'Kontoauszug importieren',
} as const satisfies Readonly<Record<AccountMenuAction, string>>

export const ACCOUNT_MANAGEMENT_TEXTS = {
  title: ACCOUNT_MANAGEMENT_TITLE,
  loading: 'Bankkonten werden geladen …',
  listLabel: 'Bankkonten',
  empty: 'Sie haben noch kein Bankkonto.',
  bank: 'Bank',
  iban: 'IBAN',
  state: 'Status',
  add: 'Neues Bankkonto hinzufügen',
  edit: ACCOUNT_ACTION_LABELS.edit,
  editLabel: (name: string) => `${name} bearbeiten`,
  delete: ACCOUNT_ACTION_LABELS.delete,
  deleteLabel: (name: string) => `${name} löschen`,
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
  labels: ACCOUNT_ACTION_LABELS,
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
  manageAccounts: ACCOUNT_MANAGEMENT_TITLE,
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
  /** The empty choice of every select in the dialog. */
  choose: 'Bitte wählen',
  type: 'Kontoart',
  /** The group of bank name, IBAN, BIC and card fields. */
  bankDetails: 'Bankverbindung',
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
  businessCasesHint: 'Was Kontor mit diesem Konto tun darf.',
  businessCaseNotOffered: 'Bietet Ihre Bank für dieses Konto nicht an.',
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
  saving: 'Wird gespeichert …',
  changeCredentials: 'Zugangsdaten ändern',
  connectNow: 'Jetzt verbinden',
  loadingContact: 'Zugangsdaten werden geladen …',
  reload: 'Neu laden',
  reloadReplacesEdits: 'Neu laden zeigt den aktuellen Stand des Kontos. Ihre ungespeicherten Änderungen gehen dabei verloren.',
  reloading: 'Das Konto wird neu geladen …',
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

/** The repair a card offers for its account's problem (getAccountRepairAction), and what the repair shows. */
export const ACCOUNT_REPAIR_TEXTS = {
  labels: {
    enterCredentials: 'Zugangsdaten eingeben',
    resync: 'Erneut synchronisieren',
    connect: 'Erneut verbinden',
  } satisfies Readonly<Record<AccountRepairAction['kind'], string>>,
  /** The button's accessible name, which says which account it repairs. */
  buttonLabel: (label: string, name: string) => `${label}: ${name}`,
  loadingContactTitle: 'Zugangsdaten eingeben',
  loadingContact: 'Die Bankverbindung wird geladen …',
  resyncTitle: 'Erneut synchronisieren',
  resyncRunning: (name: string) => `Die Synchronisierung von „${name}“ wird gestartet …`,
} as const
