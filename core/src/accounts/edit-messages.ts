/** Messages of the edit-account dialog (spec: accounts-and-transfers 2.4). */
import type { CataloguePart } from '../errors/reaction.ts'

export const accountEditMessages = {
  // accounts-and-transfers 2.4: the caption is what every list shows, so it may not be empty.
  'accounts.accountNameRequired': {
    de: 'Bitte geben Sie eine Bezeichnung für das Konto ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // accounts-and-transfers 2.4: the user allows business cases among those the bank offers for the account.
  'accounts.businessCaseNotSupported': {
    de: 'Ihre Bank bietet für dieses Konto nicht jeden gewählten Geschäftsvorfall an. Bitte wählen Sie nur die angebotenen.',
    reaction: 'showOnField',
    source: 'ours',
  },
  // A scheduled or instant transfer is a transfer: it cannot be allowed while transfers are not.
  'accounts.businessCaseNeedsTransfer': {
    de: 'Termin- und Echtzeitüberweisungen setzen Überweisungen voraus. Bitte erlauben Sie auch Überweisungen.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type AccountEditMessageKey = keyof typeof accountEditMessages
