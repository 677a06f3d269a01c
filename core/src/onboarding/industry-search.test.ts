import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { isIndustrySearchTermLongEnough, validateIndustrySearchTerm } from './industry-search.ts'

describe('industry search hint', () => {
  it('needs at least 2 characters', () => {
    expect(isIndustrySearchTermLongEnough('')).toBe(false)
    expect(isIndustrySearchTermLongEnough('B')).toBe(false)
    expect(isIndustrySearchTermLongEnough(' B ')).toBe(false)
    expect(isIndustrySearchTermLongEnough('Ba')).toBe(true)
    expect(isIndustrySearchTermLongEnough('Ö')).toBe(false)
    expect(isIndustrySearchTermLongEnough('O\u0308')).toBe(false) // Ö typed as O and a combining diaeresis
    expect(isIndustrySearchTermLongEnough('Öl')).toBe(true)
  })

  it('shows the hint until then', () => {
    expect(validateIndustrySearchTerm('B')).toEqual(E.left([{ field: 'industrySearch', key: 'onboarding.industrySearchTooShort', params: { minLength: 2 } }]))
    expect(validateIndustrySearchTerm(' Bau ')).toEqual(E.right('Bau'))
  })
})
