/**
 * German texts of the transfer lists and planned payments (hub-and-business-account 2.1, 2.5, 4.7, 4.8). Messages with
 * a reaction (due labels, states, notices) are core's catalogue (hub/messages.ts); the tab labels of the transfer
 * lists are core's HUB_TRANSFER_LIST_TAB_LABELS.
 */
export const TRANSFER_LIST_TEXTS = {
  title: 'Überweisungen',
  documentTitle: 'Überweisungen – Kontor',
  tabsLabel: 'Überweisungslisten',
  loading: 'Überweisungen werden geladen …',
  emptyPrepared: 'Es gibt keine vorbereiteten Überweisungen.',
  emptyExecuted: 'Es gibt noch keine ausgeführten Überweisungen.',
  newTransfer: 'Neue Überweisung',
  /** The action for the chosen prepared transfers: several in one order, or one. */
  transferChosen: (count: number) => (count > 1 ? `Sammelüberweisung (${count})` : 'Überweisen'),
  chooseHint: 'Wählen Sie Überweisungen aus, um sie gemeinsam als Sammelüberweisung zu senden.',
  transfer: 'Überweisen',
  delete: 'Löschen',
  choose: (recipient: string) => `${recipient} auswählen`,
  chooseAll: 'Alle auswählbaren Überweisungen dieser Seite auswählen',
  columnRecipient: 'Empfänger',
  columnPurpose: 'Verwendungszweck',
  columnAmount: 'Betrag',
  columnDue: 'Fälligkeit',
  columnExecuted: 'Ausgeführt am',
  columnStatus: 'Status',
  columnActions: 'Aktionen',
  noRecipient: 'Ohne Empfängernamen',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pagerLabel: 'Seiten',
  statusHint: 'Hinweis zum Status',
  handOverFailed: 'Der Überweisungsdialog konnte nicht geöffnet werden, weil Ihr Browser keine Daten für diese Sitzung speichern kann.',
} as const

export const PLANNED_TEXTS = {
  title: 'Anstehende Zahlungen',
  documentTitle: 'Anstehende Zahlungen – Kontor',
  tabsLabel: 'Anstehende Zahlungen',
  standingOrders: 'Daueraufträge',
  timedOrders: 'Terminüberweisungen',
  loading: 'Anstehende Zahlungen werden geladen …',
  emptyStandingOrders: 'Es gibt keine Daueraufträge.',
  emptyTimedOrders: 'Es gibt keine Terminüberweisungen.',
  newStandingOrder: 'Neuer Dauerauftrag',
  newTimedOrder: 'Neue Terminüberweisung',
  columnInterval: 'Turnus',
  columnDate: 'Ausführung',
  running: 'Aktiv',
  nextExecution: (date: string) => `Nächste Ausführung am ${date}`,
  executionOn: (date: string) => `Ausführung am ${date}`,
  // The badge says the state; the text beside it names the day ("Zuletzt ausgeführt am …").
  ended: 'Beendet',
  lastExecutedOn: (date: string) => `Zuletzt ausgeführt am ${date}`,
  failed: 'Fehler',
  noDate: 'Kein Datum',
  redirecting: 'Sie werden weitergeleitet …',
} as const

export const DELETION_TEXTS = {
  title: { prepared: 'Überweisung löschen', scheduled: 'Terminüberweisung löschen', standingOrder: 'Dauerauftrag löschen' },
  question: {
    prepared: (recipient: string, amount: string) => `Möchten Sie die vorbereitete Überweisung an ${recipient} über ${amount} löschen?`,
    scheduled: (recipient: string, amount: string) =>
      `Möchten Sie die Terminüberweisung an ${recipient} über ${amount} löschen? Ihre Bank fragt dafür nach einer TAN.`,
    standingOrder: (recipient: string, amount: string) =>
      `Möchten Sie den Dauerauftrag an ${recipient} über ${amount} löschen? Ihre Bank fragt dafür nach einer TAN.`,
  },
  confirm: 'Löschen',
  deleting: 'Wird gelöscht …',
  mfaTitle: 'Zwei-Faktor-Authentifizierung nötig',
  mfaLink: 'Zwei-Faktor-Authentifizierung einrichten',
  close: 'Schließen',
} as const

export const NAV_COUNT_TEXTS = {
  /** Read after the navigation label: how many planned payments there are, and how many failed. */
  planned: (total: number, withError: number) =>
    withError > 0 ? `${total} anstehend, davon ${withError} mit Fehler` : `${total} anstehend`,
} as const
