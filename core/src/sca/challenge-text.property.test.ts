import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { toChallengeTextMaxChars, truncateChallengeText, type ChallengeTextDialog } from './challenge-text.ts'

const dialogArbitrary = fc.constantFrom<ChallengeTextDialog>('redirect', 'tanInput')
/** Texts around the limits, with astral characters and spaces where a cut may fall. */
const textArbitrary = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: fc.constantFrom('a', ' ', 'ä', '😀', '€'), minLength: 60, maxLength: 90 }),
)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const codePoints = (s: string): number => Array.from(s).length

test.prop([textArbitrary, dialogArbitrary])('the result never exceeds the dialog’s limit and never splits a character', (text, dialog) => {
  const shown = truncateChallengeText(text, dialog)
  expect(codePoints(shown)).toBeLessThanOrEqual(toChallengeTextMaxChars(dialog))
  if (!LONE_SURROGATE.test(text)) expect(LONE_SURROGATE.test(shown)).toBe(false)
})

test.prop([textArbitrary, dialogArbitrary])('a text within the limit is unchanged; a longer one is its own beginning plus an ellipsis', (text, dialog) => {
  const shown = truncateChallengeText(text, dialog)
  if (codePoints(text) <= toChallengeTextMaxChars(dialog)) expect(shown).toBe(text)
  else {
    expect(shown.endsWith('…')).toBe(true)
    expect(text.startsWith(shown.slice(0, -1))).toBe(true)
  }
})

test.prop([textArbitrary, dialogArbitrary])('truncating twice is truncating once', (text, dialog) => {
  const once = truncateChallengeText(text, dialog)
  expect(truncateChallengeText(once, dialog)).toBe(once)
})

test.prop([textArbitrary])('the TAN input never shows more than the redirect dialog', (text) => {
  expect(codePoints(truncateChallengeText(text, 'tanInput'))).toBeLessThanOrEqual(codePoints(truncateChallengeText(text, 'redirect')))
})
