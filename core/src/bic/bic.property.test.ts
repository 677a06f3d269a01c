import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { bicStringArbitrary } from './bic.arbitrary.ts'
import { normalizeBic, parseBic, toFullBic } from './bic.ts'
import { BicCodec } from '../value-codecs/value-codecs.ts'
import { isBicCountryCode } from './countries.ts'
import { bicMessages } from './messages.ts'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const ALPHANUMERICS = DIGITS + LETTERS
const keyOf = (result: ReturnType<typeof parseBic>): string | undefined => (E.isLeft(result) ? result.left[0]?.key : undefined)
const replaceAt = (s: string, at: number, ch: string): string => s.slice(0, at) + ch + s.slice(at + 1)

/** A BIC as a user may type it: any case, whitespace anywhere. */
const scruffyArbitrary = (bic: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: bic.length, maxLength: bic.length }),
      fc.array(fc.constantFrom('', ' ', '\t', '\u00a0'), { minLength: bic.length + 1, maxLength: bic.length + 1 }),
    )
    .map(([lower, gaps]) => [...bic].map((ch, i) => `${gaps[i] ?? ''}${lower[i] ? ch.toLowerCase() : ch}`).join('') + (gaps[bic.length] ?? ''))

const anyTextArbitrary = fc.oneof(
  bicStringArbitrary.chain(scruffyArbitrary),
  fc.string({ unit: fc.constantFrom(...`${ALPHANUMERICS}abcxyz -_.`), maxLength: 14 }),
  fc.string({ unit: 'binary', maxLength: 14 }),
)

describe('valid BICs', () => {
  test.prop([bicStringArbitrary])('a BIC of 4 letters, a country, a location and an optional branch parses to itself', (bic) => {
    expect(parseBic(bic)).toEqual(E.right(bic))
    expect(BicCodec.is(bic)).toBe(true)
  })

  test.prop([bicStringArbitrary.chain((bic) => fc.tuple(fc.constant(bic), scruffyArbitrary(bic)))])(
    'any case and whitespace parse to the normal form',
    ([bic, typed]) => {
      expect(parseBic(typed)).toEqual(E.right(bic))
    },
  )
})

describe('broken BICs', () => {
  test.prop([bicStringArbitrary, fc.nat({ max: 3 }), fc.constantFrom(...DIGITS)])('a digit in the institution code is rejected', (bic, at, digit) => {
    expect(keyOf(parseBic(replaceAt(bic, at, digit)))).toBe('bic.invalidInstitutionCode')
  })

  test.prop([bicStringArbitrary, fc.constantFrom(...LETTERS), fc.constantFrom(...ALPHANUMERICS)])(
    'a country code that is no country is rejected',
    (bic, first, second) => {
      const country = `${first}${second}`
      fc.pre(!isBicCountryCode(country))
      expect(parseBic(bic.slice(0, 4) + country + bic.slice(6))).toEqual(
        E.left([{ field: 'bic', key: 'bic.unknownCountry', params: { countryCode: country } }]),
      )
    },
  )

  test.prop([bicStringArbitrary, fc.integer({ min: 1, max: 15 }), fc.nat()])('any length but 8 and 11 is rejected', (bic, length, seed) => {
    fc.pre(length !== 8 && length !== 11)
    const resized = (bic + ALPHANUMERICS.slice(seed % 20)).slice(0, length)
    expect(keyOf(parseBic(resized))).toBe('bic.invalidLength')
  })

  test.prop([bicStringArbitrary, fc.nat({ max: 10 }), fc.constantFrom('-', '_', '.', '/', 'Ä', 'é', '€', '\u200b')])(
    'a character other than a letter or digit is rejected',
    (bic, at, ch) => {
      expect(keyOf(parseBic(replaceAt(bic, Math.min(at, bic.length - 1), ch)))).toBe('bic.invalidCharacters')
    },
  )
})

describe('any input', () => {
  test.prop([anyTextArbitrary])('parsing is the same before and after normalising', (input) => {
    expect(parseBic(input)).toEqual(parseBic(normalizeBic(input)))
    expect(normalizeBic(normalizeBic(input))).toBe(normalizeBic(input))
  })

  test.prop([anyTextArbitrary])('the result is a structurally valid BIC, or exactly one known issue', (input) => {
    const result = parseBic(input)
    if (E.isRight(result)) {
      expect(result.right).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
      expect(isBicCountryCode(result.right.slice(4, 6))).toBe(true)
    } else {
      expect(result.left).toHaveLength(1)
      expect(Object.keys(bicMessages)).toContain(result.left[0]?.key)
    }
  })

  test.prop([anyTextArbitrary])('the codec accepts a string exactly when parsing leaves it unchanged', (input) => {
    const parsed = parseBic(input)
    expect(BicCodec.is(input)).toBe(E.isRight(parsed) && parsed.right === input)
  })
})

test.prop([bicStringArbitrary])('toFullBic names the same bank in 11 characters: an 8-character BIC gains XXX, an 11-character one is kept', (bic) => {
  const full = toFullBic(bic)
  expect(full).toHaveLength(11)
  expect(full.startsWith(normalizeBic(bic))).toBe(true)
  expect(E.isRight(parseBic(full))).toBe(true)
})
