import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { encodablePinCharArbitrary, invalidPinArbitrary, validPinArbitrary } from './pin-encoding.arbitrary.ts'
import { decodeEncodedPin, encodePin, fromBase64, fromUtf8Bytes, toBase64, toUtf8Bytes } from './pin-encoding.ts'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

test.prop([validPinArbitrary])('every accepted PIN encodes to canonical base64 that decodes back to it', (pin) => {
  const encoded = encodePin(pin)
  expect(E.isRight(encoded)).toBe(true)
  if (E.isRight(encoded) && encoded.right !== null) {
    expect(encoded.right).toMatch(BASE64)
    expect(encoded.right.length % 4).toBe(0)
    expect(decodeEncodedPin(encoded.right)).toBe(pin)
  }
})

test.prop([validPinArbitrary])('the encoded length is 4 for every started 3 UTF-8 bytes', (pin) => {
  const bytes = toUtf8Bytes(pin) ?? []
  expect(encodePin(pin)).toEqual(E.right(toBase64(bytes)))
  expect(toBase64(bytes).length).toBe(4 * Math.ceil(bytes.length / 3))
})

test.prop([validPinArbitrary, validPinArbitrary])('different PINs never encode alike', (a, b) => {
  fc.pre(a !== b)
  expect(encodePin(a)).not.toEqual(encodePin(b))
})

test.prop([fc.array(encodablePinCharArbitrary, { minLength: 1, maxLength: 20 }).map((chars) => chars.join(''))])(
  'a PIN is refused only when it cannot be encoded: any text without a lone surrogate is sent, and reads back the same',
  (pin) => {
    const encoded = encodePin(pin)
    expect(E.isRight(encoded)).toBe(true)
    expect(E.isRight(encoded) ? decodeEncodedPin(encoded.right) : undefined).toBe(pin)
  },
)

test.prop([invalidPinArbitrary])('a PIN with any character that has no UTF-8 form is rejected, without the PIN in the issue', (pin) => {
  // the exact issue, so nothing of the PIN (no character, no position, no length) travels with it
  expect(encodePin(pin)).toEqual(E.left([{ field: 'pin', key: 'accounts.credentialsInvalidCharacters' }]))
})

test.prop([validPinArbitrary, fc.nat(), invalidPinArbitrary])('inserting a forbidden character anywhere into a good PIN makes it rejected', (pin, at, bad) => {
  const position = at % (pin.length + 1)
  expect(E.isLeft(encodePin(`${pin.slice(0, position)}${bad}${pin.slice(position)}`))).toBe(true)
})

test.prop([fc.string({ unit: 'binary', maxLength: 30 })])('UTF-8 by hand round-trips any well-formed string', (text) => {
  const bytes = toUtf8Bytes(text)
  expect(bytes).toBeDefined()
  expect(fromUtf8Bytes(bytes ?? [])).toBe(text)
  expect(bytes?.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)).toBe(true)
})

test.prop([fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 })])('base64 by hand round-trips any bytes', (bytes) => {
  const text = toBase64(bytes)
  expect(text).toMatch(BASE64)
  expect(fromBase64(text)).toEqual(bytes)
})

test.prop([fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 20 }), fc.nat(), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')])(
  'changing one base64 character changes the decoded bytes or makes the text invalid',
  (bytes, at, replacement) => {
    const text = toBase64(bytes)
    const dataChars = text.replace(/=+$/, '').length
    const position = at % dataChars
    fc.pre(text[position] !== replacement)
    const changed = `${text.slice(0, position)}${replacement}${text.slice(position + 1)}`
    const decoded = fromBase64(changed)
    expect(decoded === undefined || JSON.stringify(decoded) !== JSON.stringify(bytes)).toBe(true)
  },
)
