/**
 * The German UI texts of the bank transfer dialog, each once (spec: accounts-and-transfers 2.2, 4.4, 5.2–5.5;
 * hub-and-business-account 2.1). Messages with an i18n key (field rules, server errors) come from the core catalogue;
 * the buttons every dialog has are COMMON_TEXTS.
 */
import type { HandOverProblem, PayeeWarning, TransferMode } from '@kontor/core'
import { TRANSFER_ENTRY_TEXTS } from './entry-texts.ts'

/** Spec 2.2: the dialog titles new transfer, scheduled transfer, standing order (new), combined transfer. */
export const TRANSFER_TITLES = {
  single: TRANSFER_ENTRY_TEXTS.newTransfer,
  scheduled: 'Neue terminierte Überweisung',
  standingOrder: 'Neuer Dauerauftrag',
  combined: 'Sammelüberweisung',
  summary: 'Überweisung beauftragt',
  declined: 'Überweisung abgelehnt',
  redirectError: 'Freigabe fehlgeschlagen',
  problem: 'Überweisung kann nicht geöffnet werden',
} as const

export const MODE_LABELS: Readonly<Record<TransferMode, string>> = {
  single: 'Einzelüberweisung',
  scheduled: 'Terminierte Überweisung',
  standingOrder: 'Dauerauftrag',
}

export const TRANSFER_TEXTS = {
  account: 'Konto',
  accountPlaceholder: 'Konto wählen',
  accountsLoading: 'Ihre Konten werden geladen …',
  noTransferAccount: 'Sie haben kein Konto, von dem aus Überweisungen möglich sind.',
  kind: 'Art der Überweisung',
  recipientName: 'Empfänger',
  recipientNameHint: 'Ab 3 Zeichen werden passende Kontakte vorgeschlagen.',
  contactsFound: (count: number) => (count === 1 ? '1 Kontakt gefunden' : `${count} Kontakte gefunden`),
  recipientIban: 'IBAN',
  recipientBic: 'BIC (optional)',
  bankName: (name: string) => `Bank: ${name}`,
  bankLookupRunning: 'Bank wird gesucht …',
  amount: 'Betrag in €',
  amountHint: 'Zum Beispiel 1.234,56',
  purpose: 'Verwendungszweck',
  sepaCleaned: (field: string, cleaned: string) => `${field} wurde für SEPA angepasst: „${cleaned}“`,
  executionDate: 'Ausführungsdatum',
  firstExecutionDate: 'Erste Ausführung',
  lastExecutionDate: 'Letzte Ausführung (optional)',
  lastExecutionHint: 'Ohne Datum läuft der Dauerauftrag, bis Sie ihn löschen.',
  reoccurrence: 'Turnus',
  chooseDate: 'Datum wählen',
  instant: 'Als Echtzeitüberweisung senden',
  instantHint: 'Das Geld ist in wenigen Sekunden beim Empfänger.',
  next: 'Weiter zur Prüfung',
  creating: 'Die Überweisung wird angelegt …',
  // orderinput
  orderHeading: 'Bitte prüfen Sie Ihren Auftrag',
  from: 'Von',
  to: 'An',
  sum: 'Summe',
  executedOn: 'Ausführung',
  instantYes: 'Echtzeitüberweisung',
  edit: 'Bearbeiten',
  transfer: 'Überweisen',
  executing: 'Der Auftrag wird an Ihre Bank gesendet …',
  checkingPayee: 'Der Empfängername wird bei der Bank des Empfängers geprüft …',
  deleting: 'Der Auftrag wird verworfen …',
  loadingTransfers: 'Die Überweisungen werden geladen …',
  combinedSubmit: 'Auftrag anlegen',
  retryWait: (seconds: number) => `Überweisen ist in ${seconds} Sekunden wieder möglich.`,
  outcomeUnknown:
    'Ihre Bank hat nicht geantwortet. Der Auftrag wurde möglicherweise ausgeführt. Bitte prüfen Sie die ausgeführten Überweisungen, bevor Sie ihn erneut senden.',
  executedList: 'Ausgeführte Überweisungen öffnen',
  orderCannotRun: 'Dieser Auftrag kann nicht ausgeführt werden. Bitte schließen Sie den Dialog und legen Sie ihn neu an.',
  mfaLink: 'Zwei-Faktor-Authentifizierung einrichten',
  // summary
  summaryText: 'Ihr Auftrag wurde an Ihre Bank übermittelt.',
  scheduledText: (date: string) => `Die Überweisung wird am ${date} ausgeführt.`,
  standingOrderText: 'Der Dauerauftrag ist angelegt.',
  instantPolling: 'Die Echtzeitüberweisung wird ausgeführt …',
  instantSuccessful: 'Die Echtzeitüberweisung ist beim Empfänger angekommen.',
  instantFailed: 'Die Echtzeitüberweisung ist fehlgeschlagen. Das Geld wurde nicht überwiesen.',
  instantUnknown:
    'Das Ergebnis der Echtzeitüberweisung steht noch nicht fest. Sie finden es in Kürze in der Liste der ausgeführten Überweisungen.',
  pushDeclined: 'Sie haben den Auftrag in der App abgelehnt. Er wurde nicht ausgeführt.',
  alreadySent: 'Diese Überweisung wurde bereits an Ihre Bank übermittelt und wird nicht noch einmal gesendet.',
  declinedText: 'Ihre Bank hat den Auftrag abgelehnt. Es wurde kein Geld überwiesen.',
  redirectErrorText: 'Die Freigabe bei Ihrer Bank ist fehlgeschlagen. Der Auftrag wurde nicht ausgeführt.',
  ok: 'OK',
  close: 'Schließen',
  backToHub: 'Zur Übersicht',
} as const

/** /hub/redirect/transfer without an order to finish (e.g. a deletion authorised in a second window). */
export const REDIRECT_RETURN_TEXTS = {
  title: 'Freigabe bei Ihrer Bank',
  done: 'Die Seite Ihrer Bank hat Sie hierher zurückgeschickt. Bitte fahren Sie in dem Fenster fort, in dem Sie den Auftrag begonnen haben.',
  failed: 'Die Freigabe bei Ihrer Bank ist fehlgeschlagen. Bitte fahren Sie in dem Fenster fort, in dem Sie den Auftrag begonnen haben.',
} as const

/** Verification of Payee (EU 2024/886): the outcomes and the confirmation a warning needs. */
export const PAYEE_TEXTS = {
  match: 'Der Empfängername stimmt mit dem Namen des Kontoinhabers überein.',
  closeMatch: (name: string) => `Der Name ist ähnlich, aber nicht gleich. Die Bank des Empfängers führt das Konto auf „${name}“.`,
  takeName: (name: string) => `„${name}“ übernehmen`,
  closeMatchCombined: 'Bei mindestens einem Empfänger ist der Name ähnlich, aber nicht gleich dem Namen des Kontoinhabers.',
  noMatch: 'Der Empfängername stimmt nicht mit dem Namen des Kontoinhabers überein.',
  notPossible: 'Der Empfängername konnte nicht geprüft werden.',
  confirm:
    'Ich überweise trotzdem. Mir ist bewusst, dass das Geld an eine andere Person als den angegebenen Empfänger gehen kann und eine ausgeführte Überweisung nicht zurückgerufen werden kann.',
} as const

/** The payee check of one transfer of several (a combined transfer). */
export const PAYEE_ITEM_TEXTS = {
  MATCH: 'Empfängername geprüft: stimmt überein',
  closeMatch: (name: string) => `Empfängername ähnlich: das Konto lautet auf „${name}“`,
  closeMatchUnnamed: 'Empfängername ähnlich, aber nicht gleich',
  NO_MATCH: 'Empfängername stimmt nicht überein',
  NOT_POSSIBLE: 'Empfängername konnte nicht geprüft werden',
} as const

export const PAYEE_WARNING_TEXTS: Readonly<Record<Exclude<PayeeWarning, 'none' | 'closeMatch'>, string>> = {
  noMatch: PAYEE_TEXTS.noMatch,
  notPossible: PAYEE_TEXTS.notPossible,
}

/** The session hand-over could not be read (spec 2.2). */
export const HAND_OVER_TEXTS: Readonly<Record<HandOverProblem, string>> = {
  missing: 'Die Überweisung wurde nicht gefunden. Bitte öffnen Sie sie erneut über die Übersicht.',
  expired: 'Diese Überweisung wurde zu lange nicht bearbeitet und ist abgelaufen. Bitte öffnen Sie sie erneut über die Übersicht.',
  invalid: 'Die Daten dieser Überweisung sind unvollständig oder beschädigt. Bitte öffnen Sie sie erneut über die Übersicht.',
}
