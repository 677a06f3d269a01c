/** Messages of the add-account wizard and the edit-account dialog (spec: accounts-and-transfers 5.1 and 5.3). */
import type { CataloguePart } from '../errors/reaction.ts'

export const accountsMessages = {
  // spec 5.1, bank search (s20): the spec's wording, with a full stop for its exclamation mark (no "!" in our messages).
  'accounts.bankSearchTermTooShort': {
    de: 'Bitte geben Sie mindestens {{minLength}} Zeichen ein.',
    reaction: 'showOnField',
    source: 'spec',
  },
  // spec 5.1, choosing the accounts to connect (s40).
  'accounts.noAccountSelected': { de: 'Bitte wählen Sie mindestens ein Konto.', reaction: 'showOnField', source: 'spec' },
  'accounts.syncStartDateTooEarly': {
    de: 'Umsätze können frühestens ab dem {{minDate}} abgerufen werden. Bitte wählen Sie ein späteres Startdatum.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.syncStartDateInFuture': {
    de: 'Bitte wählen Sie ein Startdatum, das nicht in der Zukunft liegt.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // Every limited text field of the account screens (field-limits.ts), in the words of the search's minimum.
  'accounts.textTooLong': {
    de: 'Bitte geben Sie höchstens {{maxLength}} Zeichen ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type AccountsMessageKey = keyof typeof accountsMessages
