/**
 * The ISO 13616 IBAN registry as a table country code -> IBAN length (spec: accounts-and-transfers 5.2, "IBAN and
 * recipient"; the spec gives only the pattern, the lengths come from the registry the standard names).
 */

/**
 * Which edition of the registry the table below follows. Source: SWIFT as ISO 13616 Registration Authority, "IBAN
 * Registry" (swift.com/standards/data-standards/iban), Release 100 of January 2025: 89 countries, plus the 16
 * territories the registry lists under France, Finland and the United Kingdom. Newer releases only add countries;
 * a country missing here is rejected as unknown, never accepted with a guessed length.
 */
export const IBAN_REGISTRY_EDITION = 'SWIFT IBAN Registry, Release 100 (January 2025)'

/** The 89 countries of the registry with the total IBAN length in characters (country code and check digits included). */
const REGISTRY_COUNTRY_LENGTHS = {
  AD: 24, // Andorra
  AE: 23, // United Arab Emirates
  AL: 28, // Albania
  AT: 20, // Austria
  AZ: 28, // Azerbaijan
  BA: 20, // Bosnia and Herzegovina
  BE: 16, // Belgium
  BG: 22, // Bulgaria
  BH: 22, // Bahrain
  BI: 27, // Burundi
  BR: 29, // Brazil
  BY: 28, // Belarus
  CH: 21, // Switzerland
  CR: 22, // Costa Rica
  CY: 28, // Cyprus
  CZ: 24, // Czechia
  DE: 22, // Germany
  DJ: 27, // Djibouti
  DK: 18, // Denmark
  DO: 28, // Dominican Republic
  EE: 20, // Estonia
  EG: 29, // Egypt
  ES: 24, // Spain
  FI: 18, // Finland
  FK: 18, // Falkland Islands
  FO: 18, // Faroe Islands
  FR: 27, // France
  GB: 22, // United Kingdom
  GE: 22, // Georgia
  GI: 23, // Gibraltar
  GL: 18, // Greenland
  GR: 27, // Greece
  GT: 28, // Guatemala
  HN: 28, // Honduras
  HR: 21, // Croatia
  HU: 28, // Hungary
  IE: 22, // Ireland
  IL: 23, // Israel
  IQ: 23, // Iraq
  IS: 26, // Iceland
  IT: 27, // Italy
  JO: 30, // Jordan
  KW: 30, // Kuwait
  KZ: 20, // Kazakhstan
  LB: 28, // Lebanon
  LC: 32, // Saint Lucia
  LI: 21, // Liechtenstein
  LT: 20, // Lithuania
  LU: 20, // Luxembourg
  LV: 21, // Latvia
  LY: 25, // Libya
  MC: 27, // Monaco
  MD: 24, // Moldova
  ME: 22, // Montenegro
  MK: 19, // North Macedonia
  MN: 20, // Mongolia
  MR: 27, // Mauritania
  MT: 31, // Malta
  MU: 30, // Mauritius
  NI: 28, // Nicaragua
  NL: 18, // Netherlands
  NO: 15, // Norway
  OM: 23, // Oman
  PK: 24, // Pakistan
  PL: 28, // Poland
  PS: 29, // Palestine
  PT: 25, // Portugal
  QA: 29, // Qatar
  RO: 24, // Romania
  RS: 22, // Serbia
  RU: 33, // Russia: the longest entry, one more than the spec's pattern allows (see matchesIbanPattern)
  SA: 24, // Saudi Arabia
  SC: 31, // Seychelles
  SD: 18, // Sudan
  SE: 24, // Sweden
  SI: 19, // Slovenia
  SK: 24, // Slovakia
  SM: 27, // San Marino
  SO: 23, // Somalia
  ST: 25, // Sao Tome and Principe
  SV: 28, // El Salvador
  TL: 23, // Timor-Leste
  TN: 24, // Tunisia
  TR: 26, // Turkey
  UA: 29, // Ukraine
  VA: 22, // Vatican City State
  VG: 24, // British Virgin Islands
  XK: 20, // Kosovo (a code SWIFT assigned; not in ISO 3166-1)
  YE: 30, // Yemen
} as const

/**
 * Territories the registry lists under another country's entry ("includes"). Their IBANs usually carry the parent's
 * code (a bank on Guadeloupe issues FR76…), but the registry names the territory codes too, so an IBAN written with
 * one of them is read with the parent's length.
 */
export const IBAN_TERRITORY_PARENTS = {
  AX: 'FI', // Åland Islands
  GF: 'FR', // French Guiana
  GP: 'FR', // Guadeloupe
  MQ: 'FR', // Martinique
  RE: 'FR', // Réunion
  PF: 'FR', // French Polynesia
  TF: 'FR', // French Southern Territories
  YT: 'FR', // Mayotte
  NC: 'FR', // New Caledonia
  BL: 'FR', // Saint Barthélemy
  MF: 'FR', // Saint Martin (French part)
  PM: 'FR', // Saint Pierre and Miquelon
  WF: 'FR', // Wallis and Futuna
  IM: 'GB', // Isle of Man
  JE: 'GB', // Jersey
  GG: 'GB', // Guernsey
} as const satisfies Readonly<Record<string, keyof typeof REGISTRY_COUNTRY_LENGTHS>>

export type IbanRegistryCountry = keyof typeof REGISTRY_COUNTRY_LENGTHS
export type IbanCountryCode = IbanRegistryCountry | keyof typeof IBAN_TERRITORY_PARENTS

/** Every country code an IBAN may start with (105: the registry's 89 countries and 16 territories) -> its length in characters. */
export const IBAN_LENGTH_BY_COUNTRY: Readonly<Record<IbanCountryCode, number>> = Object.freeze({
  ...REGISTRY_COUNTRY_LENGTHS,
  ...(Object.fromEntries(
    Object.entries(IBAN_TERRITORY_PARENTS).map(([territory, parent]) => [territory, REGISTRY_COUNTRY_LENGTHS[parent]]),
  ) as Record<keyof typeof IBAN_TERRITORY_PARENTS, number>),
})

export const IBAN_COUNTRY_CODES: ReadonlyArray<IbanCountryCode> = Object.freeze(
  Object.keys(IBAN_LENGTH_BY_COUNTRY).sort() as IbanCountryCode[],
)

/**
 * Finds the IBAN length of a country in characters; undefined where the registry has no IBAN.
 * @example findIbanLength('DE') // 22
 */
export const findIbanLength = (countryCode: string): number | undefined =>
  Object.hasOwn(IBAN_LENGTH_BY_COUNTRY, countryCode) ? IBAN_LENGTH_BY_COUNTRY[countryCode as IbanCountryCode] : undefined
