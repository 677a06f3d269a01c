import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { formatIban, normalizeIban } from './iban-format.ts'

/** What a user may paste as an IBAN: letters of either case, digits and assorted whitespace, in any mix. */
const ibanLikeArbitrary = fc
  .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') }, fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0')), {
    maxLength: 40,
  })
  .map((chars) => chars.join(''))
const anyTextArbitrary = fc.oneof(ibanLikeArbitrary, fc.string(), fc.string({ unit: 'binary' }))

test.prop([anyTextArbitrary])('normalizeIban is idempotent and leaves no whitespace', (input) => {
  const once = normalizeIban(input)
  expect(normalizeIban(once)).toBe(once)
  expect(once).not.toMatch(/\s/)
})

test.prop([anyTextArbitrary])('normalize(format(x)) is normalize(x)', (input) => {
  expect(normalizeIban(formatIban(input))).toBe(normalizeIban(input))
})

test.prop([ibanLikeArbitrary])('formatIban writes groups of four, single-spaced, the last of one to four', (input) => {
  const formatted = formatIban(input)
  expect(formatted).toBe(formatted.trim())
  if (normalizeIban(input) === '') {
    expect(formatted).toBe('')
    return
  }
  const groups = formatted.split(' ')
  expect(groups.slice(0, -1).every((g) => g.length === 4)).toBe(true)
  expect(groups.at(-1)?.length).toBeGreaterThanOrEqual(1)
  expect(groups.at(-1)?.length).toBeLessThanOrEqual(4)
  expect(groups.join('')).toBe(normalizeIban(input))
  expect(formatted).toMatch(/^[A-Z0-9]+( [A-Z0-9]+)*$/)
})

test.prop([ibanLikeArbitrary])('formatting is idempotent', (input) => {
  expect(formatIban(formatIban(input))).toBe(formatIban(input))
})
