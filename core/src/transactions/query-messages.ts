/**
 * Messages of the transaction list's query (search term, date range, the address of a list page) and of the small
 * dialogs beside it: reversal date, ignore reason, payment note (spec: hub-and-business-account 2.1;
 * transactions-import-proposals 2 "Dialogs and panels", 4 and 5). The spec gives no wording; all texts are ours.
 * A part of its own, so that the area's messages.ts and this file can grow side by side.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const transactionQueryMessages = {
  // The list's search and filters (hub 2.1)
  'transactionList.searchTermTooLong': {
    de: 'Der Suchbegriff darf höchstens {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactionList.dateBeforeEarliest': {
    de: 'Umsätze gibt es erst ab dem {{earliestDate}}. Bitte wählen Sie ein späteres Datum.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactionList.dateAfterLatest': {
    de: 'Bitte wählen Sie ein Datum bis spätestens {{latestDate}}.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactionList.dateToBeforeDateFrom': {
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'transactionList.pageInvalid': {
    de: 'Die Seitenzahl in der Adresse war ungültig. Es wird die nächstliegende gültige Seite angezeigt.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'transactionList.accountFilterInvalid': {
    de: 'Die Kontoauswahl in der Adresse war ungültig und wurde angepasst.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // Reversal dialog (transactions 2 and 5)
  'transactionReversal.dateInFuture': {
    de: 'Das Datum der Stornierung darf nicht in der Zukunft liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Ignore dialog (transactions 2 and 4)
  'transactionIgnore.reasonTooLong': {
    de: 'Der Grund zum Ausblenden darf höchstens {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Edit note dialog and the note of an assignment (transactions 2)
  'paymentNote.tooLong': {
    de: 'Die Notiz darf höchstens {{maxLength}} Zeichen lang sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type TransactionQueryMessageKey = keyof typeof transactionQueryMessages
