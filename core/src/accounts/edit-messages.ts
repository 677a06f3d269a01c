/** Messages of the edit-account dialog (spec: accounts-and-transfers 2.4). */
import type { CataloguePart } from '../errors/reaction.ts'

export const accountEditMessages = {
  // accounts-and-transfers 2.4: the caption is what every list shows, so it may not be empty.
  'accounts.accountNameRequired': {
    de: 'Bitte geben Sie eine Bezeichnung für das Konto ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type AccountEditMessageKey = keyof typeof accountEditMessages
