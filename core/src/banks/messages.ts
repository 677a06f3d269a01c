/** Messages of the bank lookup (spec: accounts-and-transfers 5.2, "IBAN and recipient"). */
import type { CataloguePart } from '../errors/reaction.ts'

export const banksMessages = {
  /** Spec 5.2: "If no bank is found: 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.'" */
  'banks.noBankFoundForIban': {
    de: 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.',
    reaction: 'showOnField',
    source: 'spec',
  },
} as const satisfies CataloguePart

export type BanksMessageKey = keyof typeof banksMessages
