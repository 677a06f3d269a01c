import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { mobileNumberInputArbitrary, normalizedMobileNumberArbitrary } from './mobile-number.arbitrary.ts'
import { isNormalizedMobileNumber, normalizeMobileNumber } from './mobile-number.ts'

/** Strings made mostly of what phone numbers are made of, so that both branches are reached often. */
const phoneLikeArbitrary = fc.oneof(
  fc.string({ maxLength: 25 }),
  fc.array(fc.constantFrom('0', '1', '4', '9', '7', ' ', '+', '-', '/', '(', ')', '.', 'a'), { maxLength: 25 }).map((cs) => cs.join('')),
)

test.prop([phoneLikeArbitrary])('the output always matches +49 and 7 to 15 digits', (input) => {
  const result = normalizeMobileNumber(input)
  if (E.isRight(result)) {
    expect(result.right).toMatch(/^\+49\d{7,15}$/)
    expect(isNormalizedMobileNumber(result.right)).toBe(true)
  } else {
    expect(result.left).toEqual({ field: 'mobileNumber', key: 'INVALID_MOBILE_NUMBER_VALUE' })
  }
})

test.prop([fc.oneof({ weight: 3, arbitrary: mobileNumberInputArbitrary.map(({ input }) => input) }, { weight: 1, arbitrary: phoneLikeArbitrary })])(
  'normalising its own output gives the same number',
  (input) => {
    const once = normalizeMobileNumber(input)
    fc.pre(E.isRight(once))
    expect(normalizeMobileNumber(once.right)).toEqual(once)
  },
)

test.prop([mobileNumberInputArbitrary])('every way of typing a German number gives its one E.164 form', ({ input, normalized }) => {
  expect(normalizeMobileNumber(input)).toEqual(E.right(normalized))
})

test.prop([normalizedMobileNumberArbitrary])('a normalised number is a fixed point, and never gains a second +49', (number) => {
  expect(normalizeMobileNumber(number)).toEqual(E.right(number))
  expect(normalizeMobileNumber(`0${number.slice(3)}`)).toEqual(E.right(number))
  expect(normalizeMobileNumber(`00${number.slice(1)}`)).toEqual(E.right(number))
})

test.prop([fc.stringMatching(/^[1-9]\d{0,19}$/)])('a national number is accepted exactly when it has 7 to 15 digits', (digits) => {
  expect(E.isRight(normalizeMobileNumber(digits))).toBe(digits.length >= 7 && digits.length <= 15)
})
