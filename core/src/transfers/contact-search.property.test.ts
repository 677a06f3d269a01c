import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { CONTACT_SEARCH_MAX_RESULTS_COUNT, CONTACT_SEARCH_MIN_LENGTH_CHARS } from './constants.ts'
import { isContactSearchTermLongEnough, limitContactSearchResults } from './contact-search.ts'

/** Terms whose start is long enough, some with spaces around them. */
const longEnoughTermArbitrary = fc
  .tuple(fc.stringMatching(/^ {0,2}$/), fc.string({ minLength: CONTACT_SEARCH_MIN_LENGTH_CHARS, maxLength: 8 }), fc.stringMatching(/^ {0,2}$/))
  .map((parts) => parts.join(''))

test.prop([longEnoughTermArbitrary, fc.string({ maxLength: 3 })])('a longer term is never too short when its start was long enough', (term, more) => {
  fc.pre(isContactSearchTermLongEnough(term))
  expect(isContactSearchTermLongEnough(`${term.trim()}${more}`)).toBe(true)
})

test.prop([fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), fc.stringMatching(/^ {0,3}$/)])('surrounding spaces never count', (term, pad) => {
  expect(isContactSearchTermLongEnough(`${pad}${term}${pad}`)).toBe([...term.trim()].length >= CONTACT_SEARCH_MIN_LENGTH_CHARS)
})

test.prop([fc.array(fc.nat(), { maxLength: 120 })])('results are a prefix of at most 50', (results) => {
  const shown = limitContactSearchResults(results)
  expect(shown.length).toBe(Math.min(results.length, CONTACT_SEARCH_MAX_RESULTS_COUNT))
  expect(shown).toEqual(results.slice(0, shown.length))
})
