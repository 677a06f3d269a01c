import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import { taxIdentificationNumberArbitrary, taxIdentificationNumberBodyArbitrary } from './tax-id.arbitrary.ts'
import { parseTaxIdentificationNumber } from './tax-id.ts'

const replaceAt = (s: string, at: number, char: string): string => `${s.slice(0, at)}${char}${s.slice(at + 1)}`

test.prop([taxIdentificationNumberArbitrary])('a generated valid tax id parses to itself', (id) => {
  expect(parseTaxIdentificationNumber(id)).toEqual(E.right(id))
})

test.prop([taxIdentificationNumberArbitrary, fc.nat({ max: 10 }), fc.integer({ min: 1, max: 9 })])(
  'any single-digit change of a valid tax id is rejected',
  (id, at, delta) => {
    const changed = replaceAt(id, at, String((Number(id[at]) + delta) % 10))
    expect(E.isLeft(parseTaxIdentificationNumber(changed))).toBe(true)
  },
)

test.prop([taxIdentificationNumberBodyArbitrary, fc.nat({ max: 9 }), fc.integer({ min: 1, max: 9 })])(
  'MOD 11,10 alone catches every single-digit substitution: the check digit always changes',
  (body, at, delta) => {
    const changed = replaceAt(body, at, String((Number(body[at]) + delta) % 10))
    expect(toIso7064Mod1110CheckDigit(changed)).not.toBe(toIso7064Mod1110CheckDigit(body))
  },
)

test.prop([taxIdentificationNumberArbitrary, fc.array(fc.constantFrom(' ', '\u00a0', '\t'), { minLength: 11, maxLength: 11 })])(
  'white space anywhere is ignored',
  (id, spaces) => {
    const spaced = [...id].map((d, i) => `${spaces[i] ?? ''}${d}`).join('')
    expect(parseTaxIdentificationNumber(spaced)).toEqual(E.right(id))
  },
)

/** Mostly valid ids (bare or spaced), and near misses: any last digit, a leading 0, other digits, other lengths, text. */
const taxIdLikeArbitrary = fc.oneof(
  { weight: 4, arbitrary: taxIdentificationNumberArbitrary.map(String) },
  { weight: 2, arbitrary: taxIdentificationNumberArbitrary.map((id) => ` ${id.slice(0, 5)} ${id.slice(5)}\t`) },
  { weight: 1, arbitrary: fc.tuple(taxIdentificationNumberBodyArbitrary, fc.nat({ max: 9 })).map(([body, d]) => `${body}${d}`) },
  { weight: 1, arbitrary: fc.tuple(taxIdentificationNumberBodyArbitrary, fc.nat({ max: 9 })).map(([body, d]) => `0${body.slice(1)}${d}`) },
  { weight: 1, arbitrary: taxIdentificationNumberArbitrary.map((id) => id.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{10,12}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 14 }) },
)

test.prop([taxIdLikeArbitrary])('anything accepted is 11 digits, not starting with 0, with a valid check digit', (s) => {
  const result = parseTaxIdentificationNumber(s)
  fc.pre(E.isRight(result))
  expect(result.right).toMatch(/^[1-9]\d{10}$/)
  expect(toIso7064Mod1110CheckDigit(result.right.slice(0, 10))).toBe(Number(result.right[10]))
})

test.prop([fc.stringMatching(/^[1-9]\d{10}$/)], { numRuns: 1000 })('an 11-digit string is accepted exactly when the BZSt rules hold', (s) => {
  const counts = [...s.slice(0, 10)].reduce<Record<string, number>>((acc, d) => ({ ...acc, [d]: (acc[d] ?? 0) + 1 }), {})
  const repeated = Object.entries(counts).filter(([, n]) => n > 1)
  const structureOk =
    repeated.length === 1 &&
    (repeated[0]?.[1] === 2 || (repeated[0]?.[1] === 3 && !s.slice(0, 10).includes((repeated[0]?.[0] ?? '').repeat(3))))
  const checkOk = toIso7064Mod1110CheckDigit(s.slice(0, 10)) === Number(s[10])
  expect(E.isRight(parseTaxIdentificationNumber(s))).toBe(structureOk && checkOk)
})
