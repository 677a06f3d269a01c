import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { decideBankSearch, getDefaultAccountNamePrefix, validateBankSearchTerm } from './bank-search.ts'
import { BANK_SEARCH_MIN_LENGTH } from './constants.ts'

test.prop([fc.string({ maxLength: 12 })])('no call for a blank term, a hint below the minimum, a search from it on', (term) => {
  const length = [...term.trim()].length
  expect(decideBankSearch(term)).toBe(length === 0 ? 'empty' : length < BANK_SEARCH_MIN_LENGTH ? 'tooShort' : 'search')
})

/** Terms long enough to search, some with spaces around them. */
const searchedTermArbitrary = fc
  .tuple(fc.constantFrom('', ' ', '  '), fc.string({ minLength: BANK_SEARCH_MIN_LENGTH, maxLength: 10 }), fc.constantFrom('', ' '))
  .map((parts) => parts.join(''))

test.prop([searchedTermArbitrary, fc.string({ minLength: 1, maxLength: 4 })])('typing more never turns a search back into a hint', (term, more) => {
  fc.pre(more.trim() !== '' && decideBankSearch(term) === 'search')
  expect(decideBankSearch(`${term.trim()}${more}`)).toBe('search')
})

test.prop([fc.string({ maxLength: 12 })])('the validator fails exactly for the too-short decision, and is idempotent', (term) => {
  const result = validateBankSearchTerm(term)
  expect(E.isLeft(result)).toBe(decideBankSearch(term) === 'tooShort')
  if (E.isRight(result)) expect(validateBankSearchTerm(result.right)).toEqual(result)
})

test.prop([fc.array(fc.record({ bankName: fc.option(fc.string({ maxLength: 20 }), { nil: null }) }), { maxLength: 3 })])(
  'the prefix is one bank name plus a space, or nothing',
  (banks) => {
    const prefix = getDefaultAccountNamePrefix(banks)
    const only = banks.length === 1 ? (banks[0]?.bankName ?? '').trim() : ''
    expect(prefix).toBe(only === '' ? '' : `${only} `)
    if (prefix !== '') expect(prefix.endsWith(' ') && !prefix.endsWith('  ')).toBe(true)
  },
)
