import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { SEPA_PURPOSE_MAX_LENGTH_CHARS, SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS } from './constants.ts'
import {
  countSepaCharacters,
  findDisallowedSepaCharacters,
  isSepaCharacter,
  toSepaCharacters,
  validateRecipientName,
  validateTransferPurpose,
} from './sepa-text.ts'
import { nonSepaCharacterArbitrary, sepaTextArbitrary } from './transfer.arbitrary.ts'

const anyText = fc.string({ unit: 'grapheme', maxLength: 60 })

test.prop([sepaTextArbitrary({ maxLength: SEPA_PURPOSE_MAX_LENGTH_CHARS })])('every SEPA text up to 140 characters is a valid purpose, unchanged', (text) => {
  expect(validateTransferPurpose(text)).toEqual(E.right(text))
})

test.prop([sepaTextArbitrary({ maxLength: 60 }), fc.nat(), nonSepaCharacterArbitrary])(
  'inserting one disallowed character anywhere is rejected, naming that character',
  (text, at, bad) => {
    const i = at % (text.length + 1)
    // between two letters, so that trimming cannot drop a disallowed space
    const changed = `${text.slice(0, i)}x${bad}x${text.slice(i)}`
    const result = validateTransferPurpose(changed)
    expect(E.isLeft(result)).toBe(true)
    if (E.isLeft(result)) expect(result.left.map((issue) => issue.key)).toContain('transfers.invalidSepaCharacters')
    expect(findDisallowedSepaCharacters(changed)).toEqual([bad])
  },
)

test.prop([anyText])('the cleaner only ever outputs SEPA characters', (text) => {
  expect([...toSepaCharacters(text)].every(isSepaCharacter)).toBe(true)
  expect(findDisallowedSepaCharacters(toSepaCharacters(text))).toEqual([])
})

test.prop([anyText])('the cleaner is idempotent', (text) => {
  expect(toSepaCharacters(toSepaCharacters(text))).toBe(toSepaCharacters(text))
})

test.prop([sepaTextArbitrary({ maxLength: 80 })])('the cleaner leaves SEPA text as it is', (text) => {
  expect(toSepaCharacters(text)).toBe(text)
})

test.prop([anyText])('a purpose is valid exactly when it has no disallowed character and at most 140 characters', (text) => {
  const trimmed = text.normalize('NFC').trim()
  const expectedValid = findDisallowedSepaCharacters(trimmed).length === 0 && countSepaCharacters(trimmed) <= SEPA_PURPOSE_MAX_LENGTH_CHARS
  expect(E.isRight(validateTransferPurpose(text))).toBe(expectedValid)
})

test.prop([fc.integer({ min: 0, max: 300 })])('purpose length: valid up to 140, rejected above', (n) => {
  const result = validateTransferPurpose('a'.repeat(n))
  expect(E.isRight(result)).toBe(n <= SEPA_PURPOSE_MAX_LENGTH_CHARS)
})

test.prop([fc.integer({ min: 0, max: 150 })])('name length: required, valid up to 70, rejected above', (n) => {
  const result = validateRecipientName('b'.repeat(n))
  expect(E.isRight(result)).toBe(n >= 1 && n <= SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS)
})

test.prop([anyText])('validation is idempotent: a valid value validates to itself', (text) => {
  const once = validateRecipientName(text)
  if (E.isRight(once)) expect(validateRecipientName(once.right)).toEqual(once)
  const purpose = validateTransferPurpose(text)
  if (E.isRight(purpose)) expect(validateTransferPurpose(purpose.right)).toEqual(purpose)
})

test.prop([anyText])('cleaning then trimming always gives a purpose that passes the character rule', (text) => {
  const result = validateTransferPurpose(toSepaCharacters(text))
  if (E.isLeft(result)) expect(result.left.map((i) => i.key)).toEqual(['transfers.purposeTooLong'])
})
