/**
 * Messages of the hub beyond the account cards (spec: hub-and-business-account 4.7, 4.8, 4.11, 5 and 8).
 * Reading of the reactions: labels that stand in place of a value (due labels, a transfer's state, the balance of a
 * card) are 'showOnField', shown where the value would be; confirmations and notices are 'showNotice'.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const hubMessages = {
  // due labels of the transfer lists (4.7)
  'hub.dueToday': { de: 'Heute fällig', reaction: 'showOnField', source: 'spec' },
  'hub.dueOneDayAgo': { de: 'Vor 1 Tag fällig', reaction: 'showOnField', source: 'ours' },
  'hub.dueDaysAgo': { de: 'Vor {{days}} Tagen fällig', reaction: 'showOnField', source: 'spec' },
  'hub.dueInOneDay': { de: 'In 1 Tag fällig', reaction: 'showOnField', source: 'ours' },
  /** The spec writes 'in N Tagen fällig'; as a label of its own it starts upper-case like the others. */
  'hub.dueInDays': { de: 'In {{days}} Tagen fällig', reaction: 'showOnField', source: 'ours' },
  // transfer states (4.7, 4.8)
  'hub.bankTransferInProgress': {
    de: 'Die Überweisung wird gerade ausgeführt. Bis dahin ist keine Aktion möglich.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'hub.bankTransferFailed': { de: 'Die Überweisung konnte nicht ausgeführt werden.', reaction: 'showOnField', source: 'ours' },
  // profile-type dialog (4.11, 5)
  'hub.profileTypeNoAccountSelected': { de: 'Wählen Sie bitte mindestens ein Konto aus.', reaction: 'showOnField', source: 'spec' },
  // confirmations (8)
  'hub.standingOrderDeleted': { de: 'Der Dauerauftrag wurde gelöscht.', reaction: 'showNotice', source: 'ours' },
  'hub.scheduledTransferDeleted': { de: 'Die Terminüberweisung wurde gelöscht.', reaction: 'showNotice', source: 'ours' },
  // transactions-import-proposals 5: a prepared transfer can be deleted from its list too.
  'hub.preparedTransferDeleted': { de: 'Die Überweisung wurde gelöscht.', reaction: 'showNotice', source: 'ours' },
  'hub.transactionCategorised': { de: 'Der Umsatz wurde kategorisiert.', reaction: 'showNotice', source: 'ours' },
  'hub.paymentSaved': { de: 'Die Zahlung wurde gespeichert.', reaction: 'showNotice', source: 'ours' },
  'hub.reservationAssignmentRemoved': {
    de: 'Die Zuordnung des vorgemerkten Umsatzes wurde entfernt.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'hub.taxInfoSaved': { de: 'Ihre Steuerinformationen wurden gespeichert.', reaction: 'showNotice', source: 'ours' },
  'hub.standingOrderDeletionDeclined': {
    de: 'Die Bank hat das Löschen des Dauerauftrags abgelehnt. Der Dauerauftrag bleibt bestehen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // clipboard (8)
  'hub.clipboardCopySucceeded': { de: 'In die Zwischenablage kopiert.', reaction: 'showNotice', source: 'ours' },
  'hub.clipboardCopyFailed': {
    de: 'Das Kopieren in die Zwischenablage ist fehlgeschlagen. Bitte markieren und kopieren Sie den Text selbst.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // account balance on the cards (8)
  'hub.accountBalanceNotPresent': { de: 'Für dieses Konto liegt kein Kontostand vor.', reaction: 'showOnField', source: 'ours' },
  'hub.accountBalanceNoPermission': {
    de: 'Sie haben keine Berechtigung, diesen Kontostand zu sehen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'hub.accountBalanceNotSynced': {
    de: 'Der Kontostand wurde noch nicht abgerufen. Bitte aktualisieren Sie das Konto.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'hub.accountBalanceRetrievalFailed': {
    de: 'Der Kontostand konnte nicht abgerufen werden. Bitte versuchen Sie es später erneut.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // the to-do and manual-assign cards (2.1, 3 "Transaction summary", 9; transactions-import-proposals 9)
  'hub.proposalsToReviewOne': { de: '1 Zuordnungsvorschlag prüfen', reaction: 'showOnField', source: 'ours' },
  'hub.proposalsToReview': { de: '{{count}} Zuordnungsvorschläge prüfen', reaction: 'showOnField', source: 'ours' },
  'hub.proposalsToReviewAction': { de: 'Vorschläge prüfen', reaction: 'showOnField', source: 'ours' },
  'hub.manualAssignOne': { de: '1 Umsatz ohne Vorschlag zuordnen', reaction: 'showOnField', source: 'ours' },
  'hub.manualAssign': { de: '{{count}} Umsätze ohne Vorschlag zuordnen', reaction: 'showOnField', source: 'ours' },
  'hub.manualAssignAction': { de: 'Umsätze zuordnen', reaction: 'showOnField', source: 'ours' },
  'hub.estimatedTime': { de: 'Geschätzte Zeit: etwa {{minutes}}', reaction: 'showOnField', source: 'ours' },
  // notifications of the business account (transactions-import-proposals 3 "Notification", 6, 9)
  'hub.newBusinessAccountTransactionOne': { de: '1 neuer Umsatz auf Ihrem Geschäftskonto', reaction: 'showNotice', source: 'ours' },
  'hub.newBusinessAccountTransactions': { de: '{{count}} neue Umsätze auf Ihrem Geschäftskonto', reaction: 'showNotice', source: 'ours' },
  'hub.newBusinessAccountTransactionsUncounted': { de: 'Neue Umsätze auf Ihrem Geschäftskonto', reaction: 'showNotice', source: 'ours' },
  'hub.proposalApprovalProcessed': { de: 'Die Zuordnungsvorschläge wurden übernommen.', reaction: 'showNotice', source: 'ours' },
  // the blocked account's locking reason (3, 4.5; chosen codes, locking-reason.ts)
  'hub.lockingReasonCompliance': { de: 'Prüfung durch die Compliance-Abteilung der Bank', reaction: 'showOnField', source: 'ours' },
  'hub.lockingReasonRisk': { de: 'Risikoprüfung der Bank', reaction: 'showOnField', source: 'ours' },
  'hub.lockingReasonSeizure': { de: 'Pfändung des Kontos', reaction: 'showOnField', source: 'ours' },
  'hub.lockingReasonCustomerRequest': { de: 'Sperre auf Ihren Wunsch', reaction: 'showOnField', source: 'ours' },
  'hub.lockingReasonClosure': { de: 'Kündigung des Kontos', reaction: 'showOnField', source: 'ours' },
} as const satisfies CataloguePart

export type HubMessageKey = keyof typeof hubMessages

/** A hub message with its placeholders, for the UI to render through the catalogue (`messageFor(key, params)`). */
export interface HubMessage {
  readonly key: HubMessageKey
  readonly params?: Readonly<Record<string, string | number>>
}
