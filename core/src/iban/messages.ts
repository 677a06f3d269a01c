/** Messages of IBAN input (spec: accounts-and-transfers 5.2; the spec quotes none, so the wording is ours). */
import type { CataloguePart } from '../errors/reaction.ts'

export const ibanMessages = {
  'iban.required': { de: 'Bitte geben Sie eine IBAN ein.', reaction: 'showOnField', source: 'ours' },
  'iban.invalidFormat': {
    de: 'Die IBAN hat kein gültiges Format: Sie beginnt mit zwei Buchstaben und zwei Ziffern, danach folgen nur Buchstaben und Ziffern (bei einer deutschen IBAN nur Ziffern).',
    reaction: 'showOnField',
    source: 'ours',
  },
  'iban.unknownCountry': {
    de: 'Für das Länderkennzeichen {{countryCode}} gibt es keine IBAN. Bitte prüfen Sie die ersten beiden Buchstaben.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'iban.invalidLength': {
    de: 'Eine IBAN aus diesem Land hat genau {{length}} Zeichen. Bitte prüfen Sie, ob ein Zeichen fehlt oder zu viel ist.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'iban.invalidChecksum': {
    de: 'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie die IBAN auf Tippfehler.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type IbanMessageKey = keyof typeof ibanMessages
