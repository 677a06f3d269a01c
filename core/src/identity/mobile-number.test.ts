import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { isNormalizedMobileNumber, normalizeMobileNumber } from './mobile-number.ts'

const INVALID = E.left({ field: 'mobileNumber', key: 'INVALID_MOBILE_NUMBER_VALUE' })

describe('normalizeMobileNumber', () => {
  it.each([
    ['1761234567', '+491761234567'],
    ['01761234567', '+491761234567'],
    ['0176 1234567', '+491761234567'],
    ['0176-123 45 67', '+491761234567'],
    ['0176/1234567', '+491761234567'],
    ['(0176) 1234567', '+491761234567'],
    ['0176.123.4567', '+491761234567'],
    ['+49 176 1234567', '+491761234567'],
    ['+491761234567', '+491761234567'],
    ['+49 (0) 176 1234567', '+491761234567'],
    ['+49 0176 1234567', '+491761234567'],
    ['0049 176 1234567', '+491761234567'],
    ['00490176 1234567', '+491761234567'],
    ['+49 00176 1234567', '+491761234567'],
    ['0049 (0) 0176 1234567', '+491761234567'],
    ['  0176 1234567  ', '+491761234567'],
    ['491761234567', '+49491761234567'], // without '+' or '00' it is a national number (0491 is Leer)
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeMobileNumber(input)).toEqual(E.right(expected))
  })

  it('accepts 7 to 15 digits after +49', () => {
    expect(normalizeMobileNumber('1234567')).toEqual(E.right('+491234567'))
    expect(normalizeMobileNumber('123456789012345')).toEqual(E.right('+49123456789012345'))
    expect(normalizeMobileNumber('0123456')).toEqual(INVALID) // 6 digits once the zero is dropped
    expect(normalizeMobileNumber('123456')).toEqual(INVALID)
    expect(normalizeMobileNumber('1234567890123456')).toEqual(INVALID)
    expect(normalizeMobileNumber('+49 1234567890123456')).toEqual(INVALID)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['+49', 'only the country code'],
    ['0049', 'only the country code'],
    ['0000000', 'only zeros'],
    ['+49+49 176 1234567', 'the country code twice with a plus'],
    ['+43 664 1234567', 'an Austrian number'],
    ['0043 664 1234567', 'an Austrian number with 00'],
    ['00176 1234567', "'00' is the international prefix, and 176 no country code"],
    ['+1 555 1234567', 'a US number'],
    ['0176 123456a', 'a letter'],
    ['0176_1234567', 'an unknown separator'],
    ['0176 1234567 ext 1', 'an extension'],
    ['176+1234567', 'a plus inside'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeMobileNumber(input)).toEqual(INVALID)
  })

  it('returns a single issue on the field it is given', () => {
    expect(normalizeMobileNumber('x', 'phone')).toEqual(E.left({ field: 'phone', key: 'INVALID_MOBILE_NUMBER_VALUE' }))
  })
})

describe('isNormalizedMobileNumber', () => {
  it('recognises the E.164 form only', () => {
    expect(isNormalizedMobileNumber('+491761234567')).toBe(true)
    expect(isNormalizedMobileNumber('+4901761234567')).toBe(false)
    expect(isNormalizedMobileNumber('01761234567')).toBe(false)
    expect(isNormalizedMobileNumber('+49123456')).toBe(false)
  })
})
