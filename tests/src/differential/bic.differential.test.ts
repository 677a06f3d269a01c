/**
 * parseBic against ibantools' isValidBIC over 100,000 generated inputs. Every disagreement must fall into one of the
 * intended differences below; any other fails the test. The counts per category are printed.
 *
 * The intended differences:
 * - whitespaceRemoved: we remove all whitespace before checking (a BIC is often written "DEUT DE FF"); ibantools
 *   checks the raw string and rejects any space.
 * - unicodeUpperCasing: we upper-case with String.prototype.toUpperCase, which maps a few non-ASCII letters onto ASCII
 *   ones ('ı' -> 'I', 'ſ' -> 'S', 'ﬀ' -> 'FF'); ibantools' pattern sees the raw character and rejects it. IBAN
 *   normalisation (normalizeIban) has always worked this way, and both normalisations stay alike.
 *
 * Both check the same structure (4 letters, 2 letters of a country, 2 letters or digits, optionally 3 more) and the
 * same 250 country codes (ISO 3166-1 and XK); the first test proves the country lists are equal.
 */
import { countrySpecs, isValidBIC } from 'ibantools'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { BIC_COUNTRY_CODES, normalizeBic, parseBic } from '@kontor/core'
import { ALPHANUMERICS, DIGITS, LETTERS, createRandom, replaceAt, type Random, formatDifferentialReport } from './generators.ts'

const INPUT_COUNT = 100_000
const SEED = 9_362

const CATEGORIES = ['whitespaceRemoved', 'unicodeUpperCasing'] as const
type Category = (typeof CATEGORIES)[number]

const COUNTRIES = [...BIC_COUNTRY_CODES]
const NOT_COUNTRIES = ['XX', 'EU', 'UK', 'AA', 'QQ', 'ZZ', 'YU', 'AN']
const ODD_CHARACTERS = ' \t\u00a0-_./äöüßÄıſﬀé€0123456789abcxyz'

const validBic = (random: Random): string =>
  `${random.chars(LETTERS, 4)}${random.pick(COUNTRIES)}${random.chars(ALPHANUMERICS, 2)}${random.next() < 0.5 ? random.chars(ALPHANUMERICS, 3) : ''}`

const generateInput = (random: Random): string => {
  const roll = random.next()
  const bic = validBic(random)
  if (roll < 0.35) return bic
  if (roll < 0.45) return [...bic].map((ch) => (random.next() < 0.5 ? ch.toLowerCase() : ch)).join('')
  if (roll < 0.55) {
    const at = random.int(bic.length + 1)
    return `${bic.slice(0, at)}${random.pick([' ', '  ', '\t', '\u00a0', '\n'])}${bic.slice(at)}`
  }
  if (roll < 0.7) return replaceAt(bic, random.int(bic.length), random.next() < 0.7 ? random.pick([...ALPHANUMERICS]) : random.pick([...ODD_CHARACTERS]))
  if (roll < 0.8) return (bic + random.chars(ALPHANUMERICS, 4)).slice(0, random.pick([0, 1, 4, 6, 7, 9, 10, 12, 14]))
  if (roll < 0.85) return `${bic.slice(0, 4)}${random.pick(NOT_COUNTRIES)}${bic.slice(6)}`
  if (roll < 0.9) return replaceAt(bic, random.int(6), random.pick([...DIGITS]))
  if (roll < 0.95) return replaceAt(bic, random.int(bic.length), random.pick(['ı', 'ſ', 'ﬀ', 'ß', 'é']))
  return random.chars(ALPHANUMERICS + ODD_CHARACTERS, random.int(15))
}

const classify = (input: string, oursValid: boolean, theirs: boolean): Category | undefined => {
  // Every intended difference is one we accept and ibantools rejects, and ibantools accepts our normal form.
  if (!oursValid || theirs || !isValidBIC(normalizeBic(input))) return undefined
  if (/\s/.test(input)) return 'whitespaceRemoved'
  if ([...input].some((ch) => ch.charCodeAt(0) > 0x7f)) return 'unicodeUpperCasing'
  return undefined
}

describe('parseBic against ibantools.isValidBIC', () => {
  it('knows the same countries', () => {
    expect([...BIC_COUNTRY_CODES].sort()).toEqual(Object.keys(countrySpecs).sort())
  })

  it(`disagrees on ${INPUT_COUNT.toLocaleString('en')} generated inputs only in the intended ways`, () => {
    const random = createRandom(SEED)
    const counts = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]))
    const unclassified: Array<{ input: string; ours: string; theirs: boolean }> = []
    let bothValid = 0
    let bothInvalid = 0
    for (let i = 0; i < INPUT_COUNT; i++) {
      const input = generateInput(random)
      const ours = parseBic(input)
      const theirs = isValidBIC(input)
      if (E.isRight(ours) === theirs) {
        if (theirs) bothValid++
        else bothInvalid++
        continue
      }
      const category = classify(input, E.isRight(ours), theirs)
      if (category === undefined) unclassified.push({ input, ours: E.isRight(ours) ? 'valid' : (ours.left[0]?.key ?? '?'), theirs })
      else counts.set(category, (counts.get(category) ?? 0) + 1)
    }
    console.info(
      formatDifferentialReport(
        `BIC differential, ${INPUT_COUNT.toLocaleString('en')} inputs (seed ${SEED})`,
        { bothValid, bothInvalid, unclassified: unclassified.length },
        CATEGORIES,
        counts,
      ),
    )
    expect(unclassified.slice(0, 20)).toEqual([])
    for (const category of CATEGORIES) expect([category, (counts.get(category) ?? 0) > 0]).toEqual([category, true])
    expect(bothValid).toBeGreaterThan(INPUT_COUNT * 0.3)
    expect(bothInvalid).toBeGreaterThan(INPUT_COUNT * 0.2)
  })
})
