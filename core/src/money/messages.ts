/** Messages of amount input. */
import type { CataloguePart } from '../errors/reaction.ts'

export const moneyMessages = {
  'money.required': { de: 'Bitte geben Sie einen Betrag ein.', reaction: 'showOnField', source: 'ours' },
  'money.invalidFormat': {
    de: 'Bitte geben Sie den Betrag im Format 1.234,56 ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'money.tooManyDecimals': {
    de: 'Ein Betrag hat höchstens {{maxDecimals}} Nachkommastellen.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart
