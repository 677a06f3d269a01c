import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { normalizeIban } from '../iban/iban-format.ts'
import { ibanStringArbitrary } from '../iban/iban.arbitrary.ts'
import { formatIbanAsTyped } from './iban-typing.ts'

const typedArbitrary = ibanStringArbitrary.chain((iban) =>
  fc.tuple(
    fc.constant(iban),
    fc.constantFrom((s: string) => s, (s: string) => s.toLowerCase(), (s: string) => s.replace(/(.{4})/g, '$1 '), (s: string) => ` ${s} `),
    fc.nat({ max: 40 }),
  ),
)

test.prop([typedArbitrary])('any way of typing an IBAN shows the same groups of four', ([iban, spoil, caret]) => {
  const typed = spoil(iban)
  const { value } = formatIbanAsTyped(typed, caret)
  expect(value).toBe(iban.replace(/(.{4})(?=.)/g, '$1 '))
  expect(normalizeIban(value)).toBe(iban)
})

test.prop([typedArbitrary])('the caret stays after the same IBAN character', ([iban, spoil, caretSeed]) => {
  const typed = spoil(iban)
  const caret = caretSeed % (typed.length + 1)
  const result = formatIbanAsTyped(typed, caret)
  const countBefore = (s: string, at: number) => s.slice(0, at).replace(/[^0-9A-Za-z]/g, '').length
  expect(countBefore(result.value, result.caret)).toBe(countBefore(typed, caret))
  expect(result.caret).toBeLessThanOrEqual(result.value.length)
  // Never behind a space that follows the character (the next character typed lands in the right group).
  expect(result.value[result.caret - 1]).not.toBe(' ')
})

test.prop([fc.string({ maxLength: 60 }), fc.nat({ max: 60 })])('anything typed gives only grouped letters and digits', (typed, caret) => {
  const { value } = formatIbanAsTyped(typed, caret)
  expect(value).toMatch(/^([0-9A-Z]{4} )*[0-9A-Z]{0,4}$/)
})
