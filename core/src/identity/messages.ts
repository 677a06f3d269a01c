/** Messages of the identity rules: tax id, VAT id, mobile number, e-mail, birth date, voting share (spec: hub-and-business-account 8). */
import type { CataloguePart } from '../errors/reaction.ts'

export const identityMessages = {
  INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER: {
    de: 'Die Steuernummer ist ungültig. Bitte geben Sie die vollständige Nummer mit 11 Ziffern ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_COMPANY_VAT_REGISTRATION_ID: {
    de: 'Die Umsatzsteuer-Identifikationsnummer ist ungültig. Bitte verwenden Sie das Format DE123456789.',
    reaction: 'showOnField',
    source: 'ours',
  },
  MISSING_COMPANY_VAT_REGISTRATION_ID: {
    de: 'Bitte geben Sie Ihre Umsatzsteuer-Identifikationsnummer ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_MOBILE_NUMBER_VALUE: {
    de: 'Bitte geben Sie Ihre Mobilnummer ohne +49 ein, z. B. 1761234567 oder 01761234567.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_PERSON_BIRTH_DATE: {
    de: 'Sie müssen mindestens {{minimumAge}} Jahre alt sein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_COMPANY_SHARES_PERCENT: {
    de: 'Sie müssen mindestens {{threshold}} % der Anteile halten.',
    reaction: 'showOnField',
    source: 'ours',
  },
  INVALID_COMPANY_VALUE: { de: 'Bitte überprüfen Sie Ihre Angaben.', reaction: 'showOnField', source: 'ours' },
  'identity.invalidEmail': { de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', reaction: 'showOnField', source: 'ours' },
  'identity.birthDateRequired': { de: 'Bitte geben Sie Ihr Geburtsdatum ein.', reaction: 'showOnField', source: 'ours' },
  'identity.birthDateInvalid': {
    de: 'Bitte geben Sie ein gültiges Geburtsdatum im Format TT.MM.JJJJ ein.',
    reaction: 'showOnField',
    source: 'ours',
  },
  'identity.invalidVotingShare': {
    de: 'Bitte geben Sie den Stimmrechtsanteil als Prozentzahl zwischen 0 und {{max}} ein, z. B. 25 oder 33,33.',
    reaction: 'showOnField',
    source: 'ours',
  },
} as const satisfies CataloguePart
