/**
 * Messages of the add-account wizard, the bank credentials dialog, PIN encoding and needless transactions (spec:
 * accounts-and-transfers 5.1 and 2.4; transactions-import-proposals 2 and 8). Only the PIN text is the spec's own.
 */
import type { CataloguePart } from '../errors/reaction.ts'

export const accountWizardMessages = {
  // accounts-and-transfers 5.1: a PIN that cannot be encoded.
  'accounts.credentialsInvalidCharacters': {
    de: 'Die Zugangsdaten beinhalten ungültige Zeichen.',
    reaction: 'showOnField',
    source: 'spec',
  },
  // accounts-and-transfers 8: invalid financial contact data is rejected locally, before any request.
  'accounts.credentialsUserIdRequired': {
    de: 'Bitte geben Sie Ihre Benutzerkennung für das Online-Banking ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // accounts-and-transfers 2.3 s31: the first login at a bank needs its PIN (issue 10: an empty one was sent).
  'accounts.credentialsPinRequired': {
    de: 'Bitte geben Sie die PIN Ihres Online-Bankings ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // accounts-and-transfers 4.1, s40: a ticked account that cannot be added.
  'accounts.onlineBankingAccountNotAddable': {
    de: 'Das Konto {{account}} kann nicht hinzugefügt werden. Bitte wählen Sie ein anderes Konto.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // accounts-and-transfers 2.3, s32: an account without a connection needs a name.
  'accounts.manualAccountNameRequired': {
    de: 'Bitte geben Sie einen Namen für das Konto ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // accounts-and-transfers 2.4: the new start date of the needless-transactions section.
  'accounts.needlessStartDateRequired': {
    de: 'Bitte wählen Sie ein neues Startdatum.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.needlessStartDateBeforeFirstTransaction': {
    de: 'Das neue Startdatum darf nicht vor dem ersten Umsatz am {{firstTransactionDate}} liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.needlessStartDateAfterFirstAssignment': {
    de: 'Das neue Startdatum darf nicht nach der ersten Zuordnung am {{firstAssignmentDate}} liegen, sonst wären zugeordnete Umsätze betroffen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.needlessStartDateInFuture': {
    de: 'Das neue Startdatum darf nicht nach dem heutigen Tag liegen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.needlessNothingToDelete': {
    de: 'Vor dem {{date}} gibt es keine Umsätze, die gelöscht werden können.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'accounts.needlessNothingToIgnore': {
    de: 'Vor dem {{date}} gibt es keine Umsätze, die ausgeblendet werden können.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type AccountWizardMessageKey = keyof typeof accountWizardMessages
