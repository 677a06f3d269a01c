import { describe, expect, it } from 'vitest'
import { CONTACT_SEARCH_MAX_RESULTS_COUNT, CONTACT_SEARCH_MIN_LENGTH_CHARS } from './constants.ts'
import { isContactSearchTermLongEnough, limitContactSearchResults } from './contact-search.ts'

describe('contact search', () => {
  it('starts at 3 characters and shows 50 results', () => {
    expect(CONTACT_SEARCH_MIN_LENGTH_CHARS).toBe(3)
    expect(CONTACT_SEARCH_MAX_RESULTS_COUNT).toBe(50)
  })
  it.each([
    ['', false],
    ['Mü', false],
    ['  Mü  ', false],
    ['Müh', true],
    [' ABC ', true],
    ['a b', true],
  ])('%j is long enough: %s', (term, expected) => expect(isContactSearchTermLongEnough(term)).toBe(expected))
  it('keeps the first 50 results in order', () => {
    const results = Array.from({ length: 60 }, (_, i) => i)
    expect(limitContactSearchResults(results)).toEqual(results.slice(0, 50))
    expect(limitContactSearchResults([1, 2])).toEqual([1, 2])
  })
})
