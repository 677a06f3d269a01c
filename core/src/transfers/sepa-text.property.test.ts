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

/** Mostly valid texts (SEPA characters, spaces around them, an empty one now and then), and any text. */
const mostlyValidText = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('', ' ', '  '), sepaTextArbitrary({ maxLength: 60 }), fc.constantFrom('', ' ')).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: anyText },
)

test.prop([mostlyValidText])('validation is idempotent: a valid recipient name validates to itself', (text) => {
  const once = validateRecipientName(text)
  fc.pre(E.isRight(once))
  expect(validateRecipientName(once.right)).toEqual(once)
})

test.prop([mostlyValidText])('validation is idempotent: a valid purpose validates to itself', (text) => {
  const once = validateTransferPurpose(text)
  fc.pre(E.isRight(once))
  expect(validateTransferPurpose(once.right)).toEqual(once)
})

test.prop([fc.oneof(anyText, fc.string({ unit: 'grapheme', minLength: 100, maxLength: 200 }))])(
  'cleaning then trimming always gives a purpose that passes the character rule',
  (text) => {
    const result = validateTransferPurpose(toSepaCharacters(text))
    // Valid, or refused only for its length: one assertion over the keys, so a valid run is checked too.
    expect((E.isLeft(result) ? result.left.map((i) => i.key) : []).filter((key) => key !== 'transfers.purposeTooLong')).toEqual([])
  },
)

test.prop([fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 2, maxLength: 6 }), fc.constantFrom('😀', '🙂', '#', '™', '😀😀')])(
  'a dropped character between two words leaves one space, not two',
  (words, dropped) => {
    expect(toSepaCharacters(words.join(` ${dropped} `))).toBe(words.join(' '))
  },
)
