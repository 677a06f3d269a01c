import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { normalizeBic, parseBic, parseOptionalBic, toFullBic } from './bic.ts'
import { BicCodec } from '../value-codecs/value-codecs.ts'
import { BIC_COUNTRY_CODES, isBicCountryCode } from './countries.ts'
import { bicMessages } from './messages.ts'

const issueOf = (key: string, params?: Record<string, string | number>, field = 'bic') =>
  E.left([params === undefined ? { field, key } : { field, key, params }])
const LENGTH_PARAMS = { shortLength: 8, longLength: 11 }

describe('parseBic', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFF'],
    ['DEUTDEFFXXX', 'DEUTDEFFXXX'],
    ['COBADEFFXXX', 'COBADEFFXXX'],
    ['NEDSZAJJXXX', 'NEDSZAJJXXX'],
    ['RBKOXKPR', 'RBKOXKPR'], // Kosovo: XK
    ['CHASUS33', 'CHASUS33'], // no IBAN country, still a BIC country
    ['deutdeff', 'DEUTDEFF'],
    [' DEUT DE FF 500 ', 'DEUTDEFF500'],
    ['deut\tde\u00a0ff', 'DEUTDEFF'],
    ['DEUTDE2A', 'DEUTDE2A'], // location code with a digit
    ['DEUTDE10', 'DEUTDE10'], // a test BIC's location code: structurally valid
    ['DEUTDEFF12A', 'DEUTDEFF12A'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseBic(input)).toEqual(E.right(expected))
  })

  it.each([
    ['', issueOf('bic.required')],
    ['  \t ', issueOf('bic.required')],
    ['DEUT-DE-FF', issueOf('bic.invalidCharacters')],
    ['DEUTDEFF_', issueOf('bic.invalidCharacters')],
    ['DEUTDEFFÄ', issueOf('bic.invalidCharacters')],
    ['DEUTDEF', issueOf('bic.invalidLength', LENGTH_PARAMS)],
    ['DEUTDEFFX', issueOf('bic.invalidLength', LENGTH_PARAMS)],
    ['DEUTDEFFXX', issueOf('bic.invalidLength', LENGTH_PARAMS)],
    ['DEUTDEFFXXXX', issueOf('bic.invalidLength', LENGTH_PARAMS)],
    ['DEU1DEFF', issueOf('bic.invalidInstitutionCode')],
    ['1EUTDEFF', issueOf('bic.invalidInstitutionCode')],
    ['DEUTXXFF', issueOf('bic.unknownCountry', { countryCode: 'XX' })],
    ['DEUTEUFF', issueOf('bic.unknownCountry', { countryCode: 'EU' })],
    ['DEUTUKFF', issueOf('bic.unknownCountry', { countryCode: 'UK' })],
    ['DEUTD1FF', issueOf('bic.unknownCountry', { countryCode: 'D1' })],
    ['DEUT12FFXXX', issueOf('bic.unknownCountry', { countryCode: '12' })],
  ])('rejects %j', (input, expected) => {
    expect(parseBic(input)).toEqual(expected)
  })

  it('reports on the field the caller names', () => {
    expect(parseBic('x', 'recipientBic')).toEqual(issueOf('bic.invalidLength', LENGTH_PARAMS, 'recipientBic'))
  })
})

describe('parseOptionalBic', () => {
  it('takes an empty field as no BIC, and checks anything else', () => {
    expect(parseOptionalBic('')).toEqual(E.right(undefined))
    expect(parseOptionalBic('   ')).toEqual(E.right(undefined))
    expect(parseOptionalBic('deutdeff')).toEqual(E.right('DEUTDEFF'))
    expect(parseOptionalBic('DEUT', 'recipientBic')).toEqual(issueOf('bic.invalidLength', LENGTH_PARAMS, 'recipientBic'))
  })
})

describe('normalizeBic', () => {
  it('removes all whitespace and upper-cases', () => {
    expect(normalizeBic(' deut de ff xxx ')).toBe('DEUTDEFFXXX')
    expect(normalizeBic('')).toBe('')
  })
})

describe('BicCodec', () => {
  it('decodes a BIC in normal form and nothing else', () => {
    expect(BicCodec.decode('DEUTDEFF')).toEqual(E.right('DEUTDEFF'))
    for (const input of ['deutdeff', 'DEUT DEFF', 'DEUTXXFF', '', 42, null]) expect(E.isLeft(BicCodec.decode(input))).toBe(true)
  })
})

describe('the country list', () => {
  it('holds the 249 ISO 3166-1 codes and XK, and nothing else', () => {
    expect(BIC_COUNTRY_CODES.size).toBe(250)
    for (const code of ['DE', 'US', 'CN', 'XK', 'AX', 'SS', 'BQ', 'CW', 'SX']) expect(isBicCountryCode(code)).toBe(true)
    for (const code of ['XX', 'EU', 'UK', 'AN', 'CS', 'YU', 'de', '', 'DEU']) expect(isBicCountryCode(code)).toBe(false)
  })
})

describe('the messages', () => {
  it('define every key parseBic returns, with the placeholders it fills', () => {
    const seen = new Set<string>()
    for (const input of ['', 'DE-', 'DEUT', '1EUTDEFF', 'DEUTXXFF']) {
      const result = parseBic(input)
      if (E.isRight(result)) throw new Error(`expected ${input} to be rejected`)
      for (const issue of result.left) {
        seen.add(issue.key)
        const entry = bicMessages[issue.key as keyof typeof bicMessages]
        expect(entry).toBeDefined()
        const placeholders = [...entry.de.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])
        expect(placeholders.sort()).toEqual(Object.keys(issue.params ?? {}).sort())
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(bicMessages).sort())
  })
})

describe('toFullBic', () => {
  it('gives an 8-character BIC the head office branch, and leaves 11 characters as they are, normalised', () => {
    expect(toFullBic('qntodeb2')).toBe('QNTODEB2XXX')
    expect(toFullBic('PNTA DEBB XXX')).toBe('PNTADEBBXXX')
    expect(toFullBic('DEUTDEDBBER')).toBe('DEUTDEDBBER')
  })
})
