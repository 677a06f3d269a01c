/** Messages of seizure handling (spec: hub-and-business-account 4.9, 5 "Seizure payment amount" and 8). */
import type { CataloguePart } from '../errors/reaction.ts'

export const seizureMessages = {
  'seizure.amountOutOfRange': {
    de: 'Der Betrag muss zwischen {{min}} und {{max}} liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'seizure.amountWithDotOnly': {
    de: 'Bitte schreiben Sie den Betrag mit Komma vor den Cent, z. B. 12,50 oder 1.500,00.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'seizure.nothingToPay': {
    de: 'Für diese Pfändung ist kein Betrag mehr zu zahlen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'seizure.debitAfterCalendarWeeks': {
    de: 'Der gepfändete Betrag wird nach {{weeks}} Kalenderwochen von Ihrem Konto abgebucht.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'seizure.debitAfterWorkingDays': {
    de: 'Der gepfändete Betrag wird nach {{days}} Bankarbeitstagen von Ihrem Konto abgebucht.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'seizure.creditorIncomplete': {
    de: 'Die Angaben zum Gläubiger der Pfändung sind unvollständig. Bitte wenden Sie sich an unseren Support.',
    reaction: 'showNotice',
    source: 'ours',
  },
  'seizure.expectedDebitDate': {
    de: 'Voraussichtliche Abbuchung am {{date}}.',
    reaction: 'showNotice',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type SeizureMessageKey = keyof typeof seizureMessages
