import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { germanIbanStringArbitrary, ibanCountryCodeArbitrary, ibanStringArbitrary } from './iban.arbitrary.ts'
import { toIbanWithCheckDigits } from './iban-check-digits.ts'
import { formatIban, normalizeIban } from './iban-format.ts'
import { IBAN_LENGTH_BY_COUNTRY, findIbanLength } from './iban-registry.ts'
import { matchesIbanPattern, parseIban } from './iban.ts'
import { IbanCodec } from '../value-codecs/value-codecs.ts'
import { ibanMessages } from './messages.ts'

const DIGITS = '0123456789'
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ALPHANUMERICS = DIGITS + LETTERS
const isDigit = (ch: string): boolean => DIGITS.includes(ch)
const replaceAt = (s: string, at: number, ch: string): string => s.slice(0, at) + ch + s.slice(at + 1)
const keyOf = (result: ReturnType<typeof parseIban>): string | undefined => (E.isLeft(result) ? result.left[0]?.key : undefined)

/** What a user may type around an IBAN: any case, whitespace of every kind anywhere. */
const scruffyArbitrary = (iban: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: iban.length, maxLength: iban.length }),
      fc.array(fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u2009', '\u3000'), { minLength: iban.length + 1, maxLength: iban.length + 1 }),
    )
    .map(([lower, gaps]) => [...iban].map((ch, i) => `${gaps[i] ?? ''}${lower[i] ? ch.toLowerCase() : ch}`).join('') + (gaps[iban.length] ?? ''))

/** Any text: IBAN-like strings, strings of the IBAN alphabet in both cases with whitespace, and arbitrary Unicode. */
const anyTextArbitrary = fc.oneof(
  ibanStringArbitrary.chain(scruffyArbitrary),
  fc.string({ unit: fc.constantFrom(...`${ALPHANUMERICS}abcdefz \t\u00a0-.`), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

describe('valid IBANs', () => {
  test.prop([ibanStringArbitrary])('an IBAN of any registry country, with correct check digits, parses to itself', (iban) => {
    expect(parseIban(iban)).toEqual(E.right(iban))
  })

  test.prop([ibanStringArbitrary])('formatting and parsing again gives the same IBAN', (iban) => {
    expect(parseIban(formatIban(iban))).toEqual(E.right(iban))
  })

  test.prop([ibanStringArbitrary.chain((iban) => fc.tuple(fc.constant(iban), scruffyArbitrary(iban)))])(
    'any case and any whitespace parse to the electronic format',
    ([iban, typed]) => {
      expect(parseIban(typed)).toEqual(E.right(iban))
    },
  )

  test.prop([ibanStringArbitrary])('every valid IBAN but the 33-character Russian one matches the spec pattern', (iban) => {
    expect(matchesIbanPattern(iban)).toBe(iban.length <= 32)
  })

  test.prop([ibanStringArbitrary])('the codec accepts exactly the electronic format', (iban) => {
    expect(IbanCodec.is(iban)).toBe(true)
    expect(IbanCodec.is(formatIban(iban))).toBe(false)
    expect(IbanCodec.is(iban.toLowerCase())).toBe(false)
  })
})

describe('single-character mistakes', () => {
  const substitutionArbitrary = ibanStringArbitrary.chain((iban) =>
    fc.tuple(fc.constant(iban), fc.nat({ max: iban.length - 1 }), fc.constantFrom(...ALPHANUMERICS)),
  )

  test.prop([substitutionArbitrary])(
    'a substitution within a character class (digit for digit, letter for letter) is always rejected',
    ([iban, at, replacement]) => {
      const original = iban[at] ?? ''
      fc.pre(replacement !== original && isDigit(replacement) === isDigit(original))
      expect(E.isLeft(parseIban(replaceAt(iban, at, replacement)))).toBe(true)
    },
  )

  // An accepted substitution is rare (about one in 97 of the digit-letter swaps), so a random one is nearly never
  // accepted: every substitution of the IBAN is tried, and the accepted ones are checked together.
  test.prop([ibanStringArbitrary], { numRuns: 40 })(
    'any accepted substitution swaps a digit and a letter inside a non-German BBAN (MOD 97 cannot see all of those)',
    (iban) => {
      const accepted = [...iban].flatMap((original, at) =>
        [...ALPHANUMERICS]
          .filter((replacement) => replacement !== original && E.isRight(parseIban(replaceAt(iban, at, replacement))))
          .map((replacement) => ({ at, original, replacement })),
      )
      const unexpected = accepted.filter(({ at, original, replacement }) => at < 4 || iban.startsWith('DE') || isDigit(replacement) === isDigit(original))
      expect(unexpected).toEqual([])
    },
  )

  test.prop([germanIbanStringArbitrary, fc.nat({ max: 21 }), fc.constantFrom(...ALPHANUMERICS, ' x', '-', 'ß')])(
    'any single-character change of a German IBAN is rejected',
    (iban, at, replacement) => {
      fc.pre(replacement !== iban[at])
      const changed = replaceAt(iban, at, replacement)
      fc.pre(normalizeIban(changed) !== iban)
      expect(E.isLeft(parseIban(changed))).toBe(true)
    },
  )

  test.prop([ibanStringArbitrary.chain((iban) => fc.tuple(fc.constant(iban), fc.nat({ max: iban.length - 2 })))])(
    'swapping two adjacent different characters is rejected, except 1B, 2M, 3X (a digit next to the letter worth 11 times it)',
    ([iban, at]) => {
      const [a, b] = [iban[at] ?? '', iban[at + 1] ?? '']
      fc.pre(a !== b)
      const swapped = iban.slice(0, at) + b + a + iban.slice(at + 2)
      const pair = isDigit(a) ? `${a}${b}` : `${b}${a}`
      const undetectable = at >= 4 && ['1B', '2M', '3X'].includes(pair) // both inside the BBAN
      expect(E.isLeft(parseIban(swapped))).toBe(!undetectable)
    },
  )

  test.prop([germanIbanStringArbitrary, fc.nat({ max: 20 })])('a German IBAN with two adjacent digits swapped is rejected', (iban, at) => {
    fc.pre(iban[at] !== iban[at + 1])
    expect(E.isLeft(parseIban(iban.slice(0, at) + (iban[at + 1] ?? '') + (iban[at] ?? '') + iban.slice(at + 2)))).toBe(true)
  })
})

describe('length, country and check digits', () => {
  test.prop([ibanStringArbitrary.chain((iban) => fc.tuple(fc.constant(iban), fc.integer({ min: 2, max: iban.length }), fc.constantFrom(...DIGITS)))])(
    'a digit more or a character less is rejected',
    ([iban, at, digit]) => {
      const longer = iban.slice(0, at) + digit + iban.slice(at)
      const shorter = iban.slice(0, at) + iban.slice(at + 1)
      expect(keyOf(parseIban(longer))).toBe('iban.invalidLength')
      if (at < iban.length) expect(E.isLeft(parseIban(shorter))).toBe(true)
    },
  )

  test.prop([ibanCountryCodeArbitrary, fc.integer({ min: 1, max: 40 }), fc.nat()])(
    'a BBAN of the wrong length is rejected for its length even with correct check digits',
    (country, bbanLength, seed) => {
      const expected = IBAN_LENGTH_BY_COUNTRY[country]
      fc.pre(bbanLength + 4 !== expected)
      const bban = Array.from({ length: bbanLength }, (_, i) => DIGITS[(seed + i * 7) % 10]).join('')
      expect(parseIban(toIbanWithCheckDigits(country, bban))).toEqual(
        E.left([{ field: 'iban', key: 'iban.invalidLength', params: { length: expected } }]),
      )
    },
  )

  test.prop([fc.constantFrom(...LETTERS), fc.constantFrom(...LETTERS), fc.array(fc.constantFrom(...DIGITS), { minLength: 11, maxLength: 30 })])(
    'a country the registry does not list is rejected, whatever the check digits',
    (first, second, digits) => {
      const country = `${first}${second}`
      fc.pre(findIbanLength(country) === undefined)
      expect(parseIban(toIbanWithCheckDigits(country, digits.join('')))).toEqual(
        E.left([{ field: 'iban', key: 'iban.unknownCountry', params: { countryCode: country } }]),
      )
    },
  )

  /**
   * Valid IBANs with check digits 02, 97 or 98: only these have a second pair (99, 00, 01) that MOD 97 accepts too.
   * The last two BBAN characters become the digits that give the wanted check digits (100 endings cover every
   * remainder mod 97).
   */
  const aliasedIbanArbitrary = fc.tuple(ibanStringArbitrary, fc.constantFrom('02', '97', '98')).map(([iban, wanted]) => {
    const country = iban.slice(0, 2)
    const endings = Array.from({ length: 100 }, (_, d) => `${iban.slice(4, -2)}${String(d).padStart(2, '0')}`)
    const bban = endings.find((candidate) => toIbanWithCheckDigits(country, candidate).slice(2, 4) === wanted) ?? ''
    return toIbanWithCheckDigits(country, bban)
  })

  test.prop([aliasedIbanArbitrary])('check digits 00, 01 and 99 are rejected even where MOD 97 gives 1', (iban) => {
    const computed = Number(iban.slice(2, 4))
    const aliases = [computed - 97, computed + 97].filter((d) => d >= 0 && d <= 99)
    expect(aliases).toHaveLength(1)
    const aliased = aliases.map((alias) => `${iban.slice(0, 2)}${String(alias).padStart(2, '0')}${iban.slice(4)}`)
    expect(aliased.map((a) => parseIban(a))).toEqual(aliases.map(() => E.left([{ field: 'iban', key: 'iban.invalidChecksum' }])))
  })
})

describe('any input', () => {
  test.prop([anyTextArbitrary])('parsing the raw input is parsing its normalised form', (input) => {
    expect(parseIban(input)).toEqual(parseIban(normalizeIban(input)))
  })

  test.prop([anyTextArbitrary, fc.constantFrom('iban', 'recipientIban')])(
    'the result is the normalised input, or exactly one known issue on the given field',
    (input, field) => {
      const result = parseIban(input, field)
      if (E.isRight(result)) {
        expect(result.right).toBe(normalizeIban(input))
        expect(result.right.length).toBe(findIbanLength(result.right.slice(0, 2)))
      } else {
        expect(result.left).toHaveLength(1)
        expect(result.left[0]?.field).toBe(field)
        expect(Object.keys(ibanMessages)).toContain(result.left[0]?.key)
      }
    },
  )

  test.prop([anyTextArbitrary])('the codec accepts a string exactly when parsing it leaves it unchanged', (input) => {
    const parsed = parseIban(input)
    expect(IbanCodec.is(input)).toBe(E.isRight(parsed) && parsed.right === input)
  })

  test.prop([anyTextArbitrary])('the spec pattern is 15 to 32 characters of 2 letters, 2 digits and alphanumerics', (input) => {
    const s = normalizeIban(input)
    expect(matchesIbanPattern(input)).toBe(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[A-Z0-9]{7}[A-Z0-9]{0,17}$/.test(s))
  })
})
