import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { isIndustrySearchTermLongEnough, validateIndustrySearchTerm } from './industry-search.ts'

test.prop([fc.string({ maxLength: 6, unit: 'grapheme-ascii' }), fc.constantFrom('', ' ', '  ')])('the hint depends only on the trimmed length', (term, pad) => {
  expect(isIndustrySearchTermLongEnough(`${pad}${term}${pad}`)).toBe(term.trim().length >= 2)
  expect(E.isRight(validateIndustrySearchTerm(`${pad}${term}${pad}`))).toBe(term.trim().length >= 2)
})

/** Trimmed terms, almost all long enough to search. */
const longEnoughTermArbitrary = fc.string({ minLength: 2, maxLength: 6 }).map((term) => term.trim())

test.prop([longEnoughTermArbitrary, fc.string({ maxLength: 3 })])('typing more never brings the hint back', (term, more) => {
  fc.pre(isIndustrySearchTermLongEnough(term))
  expect(isIndustrySearchTermLongEnough(`${term}${more}`)).toBe(true)
})
