/**
 * Messages of assigning, reversing and categorising transactions (spec: transactions-import-proposals 8 "Payment
 * errors"; hub-and-business-account 5 "Categorise without receipt" and 9 "Gas VAT note"). The spec names the keys in
 * capitals; the wording is ours throughout. Texts carry no placeholders, so a server issue without values reads as
 * well as ours.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const transactionsMessages = {
  // Payments (transactions 8)
  'transactions.invalidPaymentAmount': {
    de: 'Der Zahlungsbetrag ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.invalidVoucherPaymentAmount': {
    de: 'Der Zahlungsbetrag für den Beleg ist ungültig. Möglicherweise wurde der Umsatz inzwischen zugeordnet; bitte laden Sie die Ansicht neu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.invalidDifferenceStrategy': {
    de: 'Bitte wählen Sie eine der angebotenen Möglichkeiten, wie die Zahlungsdifferenz gebucht werden soll.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.voucherAssignedToReservation': {
    de: 'Dieser Beleg ist bereits einer Vormerkung zugeordnet.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_STATE: {
    de: 'Der Umsatz ist bereits vollständig zugeordnet.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.paymentAmountZero': {
    de: 'Der Betrag darf nicht 0 sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.paymentSignMismatch': {
    de: 'Das Vorzeichen passt nicht zum Beleg: Einnahmen werden mit positivem, Ausgaben mit negativem Betrag bezahlt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.paymentOverMaximum': {
    de: 'Der Betrag ist höher als der noch offene Betrag des Umsatzes.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.irrecoverableReceivableBlocksUnassign': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil für den Beleg ein Forderungsausfall gebucht ist. Bitte heben Sie zuerst den Forderungsausfall auf.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.reverseDateBeforeVoucherDate': {
    de: 'Das Datum der Stornierung darf nicht vor dem Belegdatum liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Server answers of the transaction calls (chosen keys; hub 8 "deletion-forbidden" for the four differences)
  'transactions.transactionNotFound': {
    de: 'Der Umsatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht; bitte laden Sie die Ansicht neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.proposalNotFound': {
    de: 'Der Zuordnungsvorschlag wurde nicht gefunden. Möglicherweise wurde er inzwischen übernommen oder abgelehnt; bitte laden Sie die Ansicht neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.reservedTransactionNotFound': {
    de: 'Der vorgemerkte Umsatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gebucht; bitte laden Sie die Ansicht neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.voucherNotFound': {
    de: 'Der Beleg wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht; bitte laden Sie die Ansicht neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.paymentNotFound': {
    de: 'Die Zuordnung wurde nicht gefunden. Möglicherweise wurde sie inzwischen entfernt; bitte laden Sie die Ansicht neu.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.postingCategoryNotFound': {
    de: 'Die Kategorie wurde nicht gefunden. Bitte wählen Sie eine andere Kategorie.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.journalizedPaymentNotDeletable': {
    de: 'Die Zuordnung ist bereits festgeschrieben und kann nicht gelöscht werden. Bitte stornieren Sie sie stattdessen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.paymentNotJournalized': {
    de: 'Die Zuordnung ist nicht festgeschrieben und muss nicht storniert werden. Sie können sie einfach löschen.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.ignoredTransactionNotAssignable': {
    de: 'Ein ausgeblendeter Umsatz kann nicht zugeordnet werden. Bitte blenden Sie ihn zuerst wieder ein.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.deletionForbiddenDunningFee': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung auf diesen Beleg eine Mahngebühr verbucht hat. Bitte entfernen Sie zuerst diese Zahlung.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.deletionForbiddenCashDiscount': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung auf diesen Beleg Skonto verbucht hat. Bitte entfernen Sie zuerst diese Zahlung.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.deletionForbiddenCurrencyDifference': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung auf diesen Beleg eine Währungsdifferenz verbucht hat. Bitte entfernen Sie zuerst diese Zahlung.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.removalLeavesCreditNoteAlone': {
    de: 'Diese Zuordnung kann nicht allein entfernt werden: Die verrechnete Gutschrift wäre sonst höher als der Umsatz. Bitte entfernen Sie zuerst die Zuordnung der Gutschrift.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactions.deletionForbiddenBankFee': {
    de: 'Die Zuordnung kann nicht entfernt werden, weil eine spätere Zahlung auf diesen Beleg eine Bankgebühr verbucht hat. Bitte entfernen Sie zuerst diese Zahlung.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Payments (transactions 5)
  'transactions.voucherSumZero': {
    de: 'Die Summe der ausgewählten Belege darf nicht 0 sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.selectionSignDiffers': {
    de: 'Diese Auswahl ist nicht möglich, weil die Summe der Belege ein anderes Vorzeichen hat als der Umsatz.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Categorise without receipt (hub 5)
  NON_INCOME_POSTING_CATEGORY: {
    de: 'Diese Kategorie passt nicht zu einer Einnahme. Bitte wählen Sie eine Kategorie für Einnahmen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  NON_OUTGO_POSTING_CATEGORY: {
    de: 'Diese Kategorie passt nicht zu einer Ausgabe. Bitte wählen Sie eine Kategorie für Ausgaben.',
    reaction: 'showOnField',
    source: 'ours',
  },
  NON_INCOME_TAXRATE: {
    de: 'Dieser Steuersatz ist für diese Einnahme nicht möglich. Bitte wählen Sie einen anderen Steuersatz.',
    reaction: 'showOnField',
    source: 'ours',
  },
  NON_OUTGO_TAXRATE: {
    de: 'Dieser Steuersatz ist für diese Ausgabe nicht möglich. Bitte wählen Sie einen anderen Steuersatz.',
    reaction: 'showOnField',
    source: 'ours',
  },
  NON_PAYMENT_TAXRATE: {
    de: 'Für diese Kategorie fällt keine Umsatzsteuer an. Bitte wählen Sie den Steuersatz 0 %.',
    reaction: 'showOnField',
    source: 'ours',
  },
  POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER: {
    de: 'Diese Kategorie ist ohne Beleg nicht möglich. Bitte wählen Sie eine andere Kategorie oder ordnen Sie einen Beleg zu.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.postingCategoryRequired': {
    de: 'Bitte wählen Sie eine Kategorie aus.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.taxRateRequired': {
    de: 'Bitte wählen Sie einen Steuersatz aus.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactions.gasReducedVatNote': {
    de: 'Hinweis: Für Gaslieferungen vom 01.10.2022 bis zum 31.03.2024 gilt der ermäßigte Steuersatz von 7 %.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // The assignment panel (transactions 4, 5, 8; chosen texts)
  'transactions.lockVersionConflict': {
    de: 'Der Umsatz wurde inzwischen an anderer Stelle geändert. Die Ansicht wurde neu geladen; bitte prüfen Sie die Zuordnung und buchen Sie erneut.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Success notices of the assignment panel (hub 8 names payment saved, categorised, reservation assignment removed)
  'transactions.paymentRemoved': { de: 'Die Zuordnung wurde entfernt.', reaction: 'showNotice', source: 'ours' },
  'transactions.paymentReversed': { de: 'Die Zahlung wurde storniert.', reaction: 'showNotice', source: 'ours' },
  'transactions.noteSaved': { de: 'Die Notiz wurde gespeichert.', reaction: 'showNotice', source: 'ours' },
  'transactions.transactionIgnored': { de: 'Der Umsatz wurde ausgeblendet.', reaction: 'showNotice', source: 'ours' },
  'transactions.transactionUnignored': {
    de: 'Der Umsatz wird wieder angezeigt. Die Notiz zum Ausblenden wurde gelöscht.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type TransactionsMessageKey = keyof typeof transactionsMessages
