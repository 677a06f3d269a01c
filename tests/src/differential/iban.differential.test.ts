/**
 * parseIban against ibantools' isValidIBAN over 120,000 generated inputs. Every disagreement must fall into one of the
 * intended differences below; any other fails the test. The counts per category are printed.
 *
 * The intended differences (why ours and theirs may disagree, and which side is right for Kontor):
 * - whitespaceOtherThanSpace: we remove every whitespace character (tab, line break, no-break space ...), as a pasted
 *   IBAN may contain them; ibantools' electronicFormatIBAN removes only spaces and hyphens.
 * - hyphenSeparators: ibantools removes hyphens; the spec removes only spaces, and a hyphen in an IBAN is more likely a
 *   paste from the wrong field than a separator, so we report it as an invalid format.
 * - countryOutsideSwiftRegistry: ibantools also accepts countries with an IBAN-like format that the SWIFT registry does
 *   not list (Wikipedia's "partial" list: Algeria, Angola, Morocco, ...). A transfer to such an account needs the
 *   national account number, not an IBAN, so we reject them as an unknown country.
 * - territoryUnknownToIbantools: the registry lists Isle of Man, Jersey and Guernsey under the United Kingdom; ibantools
 *   has no format for IM, JE and GG, we accept them with the UK length.
 * - nationalBbanFormat: ibantools checks each country's BBAN structure (e.g. 4 letters then 14 digits in the UK); we
 *   check the structure only for Germany (DE plus 20 digits, as the spec says) and leave the rest to the recipient's
 *   bank, which knows its own numbers better than any table.
 * - nationalCheckDigits: ibantools also checks the national check digits inside the BBAN for some countries (BE, BA,
 *   CZ, EE, ES, FR, HR, HU, MC, ME, MK, NO, PL, PT, RS, SI, SK); we do not (see nationalBbanFormat).
 *
 * Where both agree by construction and it matters: check digits 00, 01 and 99 are rejected by both (ibantools computes
 * 98 - n mod 97; we reject them explicitly); Russian IBANs (33 characters, beyond the spec's 32-character pattern) are
 * accepted by both.
 */
import { countrySpecs, electronicFormatIBAN, isValidIBAN } from 'ibantools'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { IBAN_COUNTRY_CODES, IBAN_LENGTH_BY_COUNTRY, IBAN_TERRITORY_PARENTS, normalizeIban, parseIban } from '@kontor/core'
import { ALPHANUMERICS, DIGITS, LETTERS, bbanForFormat, createRandom, ibanWithCheckDigits, replaceAt, type Random, formatDifferentialReport } from './generators.ts'

const INPUT_COUNT = 120_000
const SEED = 20_261_122

type IbantoolsSpec = {
  readonly chars?: number
  readonly bban_regexp?: string
  readonly IBANRegistry?: boolean
  readonly bban_validation_func?: (bban: string) => boolean
}
const specOf = (countryCode: string): IbantoolsSpec | undefined =>
  (countrySpecs as unknown as Record<string, IbantoolsSpec | undefined>)[countryCode]

/** Countries ibantools can validate (it has a length and BBAN format), inside or outside the SWIFT registry. */
const IBANTOOLS_COUNTRIES = Object.keys(countrySpecs).filter((code) => specOf(code)?.bban_regexp && specOf(code)?.chars)
const ALL_COUNTRIES = [...new Set([...IBAN_COUNTRY_CODES, ...IBANTOOLS_COUNTRIES])].sort()
const TERRITORIES: ReadonlySet<string> = new Set(Object.keys(IBAN_TERRITORY_PARENTS))
const OUR_LENGTH = IBAN_LENGTH_BY_COUNTRY as Readonly<Record<string, number>>

const CATEGORIES = [
  'whitespaceOtherThanSpace',
  'hyphenSeparators',
  'countryOutsideSwiftRegistry',
  'territoryUnknownToIbantools',
  'nationalBbanFormat',
  'nationalCheckDigits',
] as const
type Category = (typeof CATEGORIES)[number]

// --- inputs

/** A valid IBAN whose BBAN fits ibantools' national format where it has one, else any letters and digits. */
const wellFormedIban = (random: Random, country = random.pick(ALL_COUNTRIES)): string => {
  const format = specOf(country)?.bban_regexp
  const length = OUR_LENGTH[country] ?? specOf(country)?.chars ?? 22
  const bban = format === undefined ? random.chars(country === 'DE' ? DIGITS : ALPHANUMERICS, length - 4) : bbanForFormat(random, format)
  return ibanWithCheckDigits(country, bban)
}

/** A valid IBAN of a registry country with any letters and digits in the BBAN (digits only for Germany). */
const freeFormIban = (random: Random): string => {
  const country = random.pick(IBAN_COUNTRY_CODES)
  const alphabet = country === 'DE' ? DIGITS : random.next() < 0.7 ? DIGITS : ALPHANUMERICS
  return ibanWithCheckDigits(country, random.chars(alphabet, (OUR_LENGTH[country] ?? 22) - 4))
}

const SEPARATORS = [' ', ' ', '  ', '-', '\t', '\n', '\u00a0', '\u2009']
const PRINTABLE = `${ALPHANUMERICS}abcdefxyz -_./:+äöüßÄ€\t\u00a0ıſ`

const withSeparators = (random: Random, iban: string): string => {
  const separator = random.pick(SEPARATORS)
  const grouped = iban.replace(/(.{4})(?=.)/g, `$1${separator}`)
  const cased = random.next() < 0.5 ? grouped.toLowerCase() : grouped
  return random.next() < 0.3 ? ` ${cased}${random.pick(SEPARATORS)}` : cased
}

const generateInput = (random: Random): string => {
  const roll = random.next()
  if (roll < 0.3) return wellFormedIban(random)
  if (roll < 0.38) return freeFormIban(random)
  if (roll < 0.53) {
    const iban = wellFormedIban(random)
    const replacement = random.next() < 0.9 ? random.pick([...ALPHANUMERICS]) : random.pick([...PRINTABLE])
    return replaceAt(iban, random.int(iban.length), replacement)
  }
  if (roll < 0.58) {
    const iban = wellFormedIban(random)
    const at = random.int(iban.length - 1)
    return iban.slice(0, at) + iban[at + 1] + iban[at] + iban.slice(at + 2)
  }
  if (roll < 0.66) {
    // wrong length; in half the cases with check digits recomputed, so that only the length is wrong
    const iban = wellFormedIban(random)
    const at = 4 + random.int(iban.length - 4)
    const changed = random.next() < 0.5 ? iban.slice(0, at) + iban.slice(at + 1) : iban.slice(0, at) + random.pick([...DIGITS]) + iban.slice(at)
    return random.next() < 0.5 ? changed : ibanWithCheckDigits(changed.slice(0, 2), changed.slice(4))
  }
  if (roll < 0.71) {
    // check digits 00, 01, 99: half of them aliases of 97, 98, 02 with the same remainder
    const iban = wellFormedIban(random)
    const digits = iban.slice(2, 4)
    const alias = digits === '98' ? '01' : digits === '97' ? '00' : digits === '02' ? '99' : random.pick(['00', '01', '99'])
    return `${iban.slice(0, 2)}${alias}${iban.slice(4)}`
  }
  if (roll < 0.75) {
    const country = random.pick(['XX', 'US', 'CA', 'AU', 'CN', 'JP', random.chars(LETTERS, 2)])
    return ibanWithCheckDigits(country, random.chars(DIGITS, 12 + random.int(18)))
  }
  if (roll < 0.85) return withSeparators(random, wellFormedIban(random))
  if (roll < 0.95) return random.chars(PRINTABLE, random.int(41))
  return `${random.chars(LETTERS, 2)}${random.chars(DIGITS, 2)}${random.chars(ALPHANUMERICS, 11 + random.int(20))}`
}

// --- classification

const classify = (input: string, ours: E.Either<ReadonlyArray<{ key: string }>, string>, theirs: boolean): Category | undefined => {
  const oursValid = E.isRight(ours)
  const normalized = normalizeIban(input)
  const theirNormalized = electronicFormatIBAN(input) ?? ''
  if (isValidIBAN(normalized) === oursValid) {
    // Same verdict on our normal form: only the normalisation differs.
    if (oursValid && !theirs && /\s/.test(theirNormalized) && theirNormalized.replace(/\s+/g, '') === normalized) return 'whitespaceOtherThanSpace'
    if (!oursValid && theirs && normalized.includes('-') && normalized.replaceAll('-', '') === theirNormalized) return 'hyphenSeparators'
    return undefined
  }
  const country = normalized.slice(0, 2)
  const spec = specOf(country)
  if (!oursValid) {
    const key = E.isLeft(ours) ? ours.left[0]?.key : undefined
    return key === 'iban.unknownCountry' && spec?.IBANRegistry !== true && OUR_LENGTH[country] === undefined ? 'countryOutsideSwiftRegistry' : undefined
  }
  if (TERRITORIES.has(country) && spec?.bban_regexp === undefined) return 'territoryUnknownToIbantools'
  if (spec?.bban_regexp === undefined || spec.chars !== normalized.length) return undefined
  const bban = normalized.slice(4)
  if (!new RegExp(spec.bban_regexp).test(bban)) return 'nationalBbanFormat'
  if (spec.bban_validation_func !== undefined && !spec.bban_validation_func(bban)) return 'nationalCheckDigits'
  return undefined
}

describe('parseIban against ibantools.isValidIBAN', () => {
  it('knows the same lengths for every country both list', () => {
    const both = IBAN_COUNTRY_CODES.filter((country) => specOf(country)?.chars !== undefined)
    expect(both.length).toBeGreaterThan(0)
    expect(both.map((country) => [country, specOf(country)?.chars])).toEqual(both.map((country) => [country, OUR_LENGTH[country]]))
  })

  it(`disagrees on ${INPUT_COUNT.toLocaleString('en')} generated inputs only in the intended ways`, () => {
    const random = createRandom(SEED)
    const counts = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]))
    const unclassified: Array<{ input: string; ours: string; theirs: boolean }> = []
    let bothValid = 0
    let bothInvalid = 0
    for (let i = 0; i < INPUT_COUNT; i++) {
      const input = generateInput(random)
      const ours = parseIban(input)
      const theirs = isValidIBAN(electronicFormatIBAN(input) ?? '')
      if (E.isRight(ours) === theirs) {
        if (theirs) bothValid++
        else bothInvalid++
        continue
      }
      const category = classify(input, ours, theirs)
      if (category === undefined) unclassified.push({ input, ours: E.isRight(ours) ? 'valid' : (ours.left[0]?.key ?? '?'), theirs })
      else counts.set(category, (counts.get(category) ?? 0) + 1)
    }
    console.info(
      formatDifferentialReport(
        `IBAN differential, ${INPUT_COUNT.toLocaleString('en')} inputs (seed ${SEED})`,
        { bothValid, bothInvalid, unclassified: unclassified.length },
        CATEGORIES,
        counts,
      ),
    )
    expect(unclassified.slice(0, 20)).toEqual([])
    // The mix reaches every category, so each documented difference is really exercised, and agreement dominates.
    for (const category of CATEGORIES) expect([category, (counts.get(category) ?? 0) > 0]).toEqual([category, true])
    expect(bothValid).toBeGreaterThan(INPUT_COUNT * 0.2)
    expect(bothInvalid).toBeGreaterThan(INPUT_COUNT * 0.4)
  })

  it('agrees on check digits 00, 01 and 99: both reject them', () => {
    const random = createRandom(SEED + 1)
    for (let i = 0; i < 2_000; i++) {
      const iban = wellFormedIban(random, random.pick(IBAN_COUNTRY_CODES.filter((c) => specOf(c)?.bban_regexp !== undefined)))
      for (const digits of ['00', '01', '99']) {
        const changed = `${iban.slice(0, 2)}${digits}${iban.slice(4)}`
        expect(E.isRight(parseIban(changed))).toBe(false)
        expect(isValidIBAN(changed)).toBe(false)
      }
    }
  })
})
