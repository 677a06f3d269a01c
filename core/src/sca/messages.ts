/** Messages of strong customer authentication (spec: transactions-import-proposals 7 and 8). */
import type { CataloguePart } from '../errors/reaction.ts'

export const scaMessages = {
  'sca.tanRequired': { de: 'Bitte geben Sie die TAN ein.', reaction: 'showOnField', source: 'ours' },
  'sca.tanInvalidFormat': {
    de: 'Eine TAN besteht aus {{minLength}} bis {{maxLength}} Buchstaben oder Ziffern. Bitte prüfen Sie Ihre Eingabe.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'sca.mediumRequired': { de: 'Bitte wählen Sie ein TAN-Verfahren aus.', reaction: 'showOnField', source: 'ours' },
  // transactions-import-proposals 8: "SMS fallback failure shows 'error sending SMS-TAN, retry or contact support'".
  'sca.smsTanSendFailed': {
    de: 'Beim Senden der SMS-TAN ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support.',
    reaction: 'showNotice',
    source: 'ours',
  },
  // transactions-import-proposals 8: "Push failure: 'An error occurred. Check whether the transaction was executed anyway.'"
  'sca.pushFailed': {
    de: 'Es ist ein Fehler aufgetreten. Prüfen Sie, ob der Auftrag trotzdem ausgeführt wurde.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type ScaMessageKey = keyof typeof scaMessages
