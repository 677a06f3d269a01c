/** The nationalities the legal representative form offers (spec: hub-and-business-account 3 Person "nationality"). */

/**
 * Chosen: the spec names the field but no list; offered are Germany and the countries most residents of Germany
 * with another citizenship hold (Destatis), as ISO 3166-1 alpha-2 codes with their German names. The list is closed
 * so the value sent is always a code the partner bank reads.
 */
export const NATIONALITY_LABELS = {
  DE: 'deutsch',
  AT: 'österreichisch',
  BG: 'bulgarisch',
  CH: 'schweizerisch',
  ES: 'spanisch',
  FR: 'französisch',
  GR: 'griechisch',
  HR: 'kroatisch',
  IT: 'italienisch',
  NL: 'niederländisch',
  PL: 'polnisch',
  PT: 'portugiesisch',
  RO: 'rumänisch',
  TR: 'türkisch',
  UA: 'ukrainisch',
} as const
export type Nationality = keyof typeof NATIONALITY_LABELS
export const NATIONALITIES = Object.keys(NATIONALITY_LABELS) as ReadonlyArray<Nationality>
