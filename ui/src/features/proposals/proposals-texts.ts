/**
 * German labels of the proposal list and the approval panel (transactions-import-proposals 2 "Approval panel",
 * "proposal card"; hub-and-business-account 2.1 "Zuordnungsvorschläge"). Messages (failures, the two dialogs' texts)
 * and the reasons' words are core's (proposals/messages.ts, VOUCHER_PROPOSAL_REASON_TEXTS); these are the screens' own.
 */
export const PROPOSALS_TITLE = 'Zuordnungsvorschläge'

const proposals = (n: number) => (n === 1 ? '1 Vorschlag' : `${n.toLocaleString('de-DE')} Vorschläge`)

export const PROPOSAL_LIST_TEXTS = {
  documentTitle: `${PROPOSALS_TITLE} – Kontor`,
  loading: 'Vorschläge werden geladen …',
  empty: 'Keine offenen Zuordnungsvorschläge',
  emptyHint: 'Neue Vorschläge erscheinen, sobald Umsätze zu offenen Belegen passen.',
  toTransactions: 'Zu den Umsätzen',
  resultCount: (total: number) => `${proposals(total)} offen`,
  listLabel: 'Offene Vorschläge',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pagerLabel: 'Seiten der Vorschläge',
  refreshing: 'Die Liste wird aktualisiert …',
} as const

export const PROPOSAL_CARD_TEXTS = {
  transaction: 'Umsatz',
  date: 'Datum',
  counterparty: 'Empfänger/Absender',
  purpose: 'Verwendungszweck',
  amount: 'Betrag',
  proposal: 'Vorschlag',
  voucher: 'Beleg',
  unknownVoucher: 'Beleg nicht gefunden',
  voucherDate: 'Belegdatum',
  openAmount: 'Offen',
  payment: 'Zahlung',
  strategy: 'Differenz',
  noStrategy: 'keine',
  why: 'Warum vorgeschlagen',
  note: 'Notiz',
  accept: 'Übernehmen',
  accepting: 'Wird übernommen …',
  reject: 'Ablehnen',
  undo: 'Rückgängig',
  rejectPending: 'Der Vorschlag wird abgelehnt.',
  rejectSent: 'Wird abgelehnt …',
  editNote: 'Notiz bearbeiten',
  addNote: 'Notiz hinzufügen',
  openVoucher: 'Beleg öffnen',
  cardLabel: (counterparty: string, amount: string) => `Vorschlag zu ${counterparty}, ${amount}`,
  acceptLabel: (counterparty: string, amount: string) => `Vorschlag zu ${counterparty}, ${amount} übernehmen`,
  rejectLabel: (counterparty: string, amount: string) => `Vorschlag zu ${counterparty}, ${amount} ablehnen`,
  undoLabel: (counterparty: string) => `Ablehnen des Vorschlags zu ${counterparty} rückgängig machen`,
  noteLabel: (counterparty: string) => `Notiz zum Vorschlag zu ${counterparty} bearbeiten`,
} as const

export const NOTE_DIALOG_TEXTS = {
  title: 'Notiz zum Vorschlag',
  label: 'Notiz',
  description: 'Die Notiz bleibt beim Vorschlag. Leer lassen entfernt sie.',
  save: 'Speichern',
  saving: 'Die Notiz wird gespeichert …',
} as const

export const APPROVAL_PANEL_TEXTS = {
  title: 'Alle Vorschläge übernehmen',
  count: (n: number) => `${proposals(n)} bereit zur Übernahme`,
  approveAll: 'Alle übernehmen',
  toProposals: 'Vorschläge ansehen',
  submitting: 'Die Übernahme wird gestartet …',
  polling: 'Die Vorschläge werden übernommen …',
  succeeded: 'Die Vorschläge wurden übernommen.',
  limitTitle: 'Zu viele Vorschläge auf einmal',
  limitConfirm: (limit: number) => `Die ersten ${limit.toLocaleString('de-DE')} übernehmen`,
  fastTitle: 'Wirklich alle übernehmen?',
  fastConfirm: 'Ja, alle übernehmen',
  cancel: 'Abbrechen',
} as const
