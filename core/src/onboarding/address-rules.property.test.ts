import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { expect } from 'vitest'
import { germanPostalCodeArbitrary, postalAddressInputArbitrary } from './address.arbitrary.ts'
import { parseGermanPostalCode, toAddressValidationWarning, validateBusinessAddress, validatePostalAddress } from './address-rules.ts'

const PARTS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const

test.prop([germanPostalCodeArbitrary])('every five-digit code from 01000 is a postal code', (code) => {
  expect(parseGermanPostalCode(code)).toEqual(E.right(code))
})

/** Mostly postal codes (bare or with white space), and near misses: 00…, four or six digits, other digits, text. */
const postalCodeLikeArbitrary = fc.oneof(
  { weight: 4, arbitrary: germanPostalCodeArbitrary },
  { weight: 2, arbitrary: germanPostalCodeArbitrary.map((code) => ` ${code.slice(0, 2)} ${code.slice(2)}\u00a0`) },
  { weight: 1, arbitrary: fc.stringMatching(/^00\d{3}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{4}$|^\d{6}$/) },
  { weight: 1, arbitrary: germanPostalCodeArbitrary.map((code) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
)

test.prop([postalCodeLikeArbitrary])('anything accepted as a postal code is five digits not starting with 00', (s) => {
  const result = parseGermanPostalCode(s)
  fc.pre(E.isRight(result))
  expect(result.right).toMatch(/^(?!00)\d{5}$/)
})

test.prop([postalAddressInputArbitrary])('a complete German address passes and is a fixed point', (address) => {
  const once = validateBusinessAddress(address)
  expect(E.isRight(once)).toBe(true)
  if (E.isRight(once)) expect(validateBusinessAddress(once.right)).toEqual(once)
})

test.prop([postalAddressInputArbitrary, fc.subarray([...PARTS], { minLength: 1 })])(
  'blanking parts gives exactly one issue per blanked part',
  (address, blanked) => {
    const broken = { ...address, ...Object.fromEntries(blanked.map((p) => [p, ' '])) }
    const result = validateBusinessAddress(broken)
    expect(E.isLeft(result) ? result.left.map((i) => i.field) : []).toEqual(PARTS.filter((p) => blanked.includes(p)).map((p) => `address.${p}`))
  },
)

test.prop([postalAddressInputArbitrary, fc.boolean()])('the house number is required exactly when asked for', (address, required) => {
  expect(E.isRight(validatePostalAddress({ ...address, line2: '' }, { requireHouseNumber: required }))).toBe(!required)
})

test.prop([postalAddressInputArbitrary, postalAddressInputArbitrary])('the address warning is raised exactly when the addresses differ', (a, b) => {
  const same = PARTS.every((p) => (a[p] ?? '').toLowerCase() === (b[p] ?? '').toLowerCase())
  expect(O.isSome(toAddressValidationWarning(a, b))).toBe(!same)
  expect(toAddressValidationWarning(a, a)).toEqual(O.none)
})
