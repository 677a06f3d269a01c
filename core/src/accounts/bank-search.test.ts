import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decideBankSearch, getDefaultAccountNamePrefix, validateBankSearchTerm } from './bank-search.ts'

describe('decideBankSearch', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['I', 'tooShort'],
    [' IN ', 'tooShort'],
    ['ING', 'search'],
    ['  N26 ', 'search'],
    ['37040044', 'search'],
  ] as const)('%j → %s', (term, decision) => expect(decideBankSearch(term)).toBe(decision))
})

describe('validateBankSearchTerm', () => {
  it('asks for at least 3 characters', () => {
    expect(validateBankSearchTerm('IN')).toEqual(
      E.left([{ field: 'searchTerm', key: 'accounts.bankSearchTermTooShort', params: { minLength: 3 } }]),
    )
  })
  it('returns the trimmed term, and an empty term without an error', () => {
    expect(validateBankSearchTerm(' DKB ')).toEqual(E.right('DKB'))
    expect(validateBankSearchTerm('  ')).toEqual(E.right(''))
  })
})

describe('getDefaultAccountNamePrefix', () => {
  it("is the bank's name and a space when the search found one bank", () => {
    expect(getDefaultAccountNamePrefix([{ bankName: ' Sparkasse KölnBonn ' }])).toBe('Sparkasse KölnBonn ')
  })
  it('is empty for several banks, none, or a bank without a name', () => {
    expect(getDefaultAccountNamePrefix([{ bankName: 'A' }, { bankName: 'B' }])).toBe('')
    expect(getDefaultAccountNamePrefix([])).toBe('')
    expect(getDefaultAccountNamePrefix([{ bankName: null }])).toBe('')
    expect(getDefaultAccountNamePrefix([{ bankName: '  ' }])).toBe('')
    expect(getDefaultAccountNamePrefix([{}])).toBe('')
  })
})
