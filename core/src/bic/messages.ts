/** Messages of BIC input (spec: accounts-and-transfers 5.2; the spec quotes none, so the wording is ours). */
import type { CataloguePart } from '../errors/reaction.ts'

export const bicMessages = {
  'bic.required': { de: 'Bitte geben Sie eine BIC ein.', reaction: 'showOnField', source: 'ours' },
  'bic.invalidCharacters': {
    de: 'Eine BIC besteht nur aus Buchstaben und Ziffern.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'bic.invalidLength': {
    de: 'Eine BIC hat {{shortLength}} oder {{longLength}} Zeichen. Bitte prüfen Sie Ihre Eingabe.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'bic.invalidInstitutionCode': {
    de: 'Die ersten vier Zeichen der BIC bezeichnen die Bank und sind Buchstaben.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'bic.unknownCountry': {
    de: 'Das 5. und 6. Zeichen der BIC ({{countryCode}}) sind kein gültiges Länderkennzeichen.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart

export type BicMessageKey = keyof typeof bicMessages
