/** The industry search field (spec: hub-and-business-account 5 "Industry search hint", 7 branchOfIndustry/search). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue } from '../errors/validation-issue.ts'
import { INDUSTRY_SEARCH_MIN_LENGTH_CHARS } from './constants.ts'
import type { Checked } from './form-checks.ts'

export const INDUSTRY_SEARCH_TOO_SHORT_KEY = 'onboarding.industrySearchTooShort'

/**
 * True when the typed term is long enough to search: at least 2 characters once surrounding white space is gone,
 * counted as characters a person sees (an umlaut is one, even when typed as two code points).
 * @example isIndustrySearchTermLongEnough(' Ä ') // false
 */
export const isIndustrySearchTermLongEnough = (term: string): boolean =>
  [...term.trim().normalize('NFC')].length >= INDUSTRY_SEARCH_MIN_LENGTH_CHARS

/**
 * The hint under the industry search: onboarding.industrySearchTooShort until 2 characters are typed; the trimmed
 * term otherwise.
 * @example validateIndustrySearchTerm('B') // left([{ field: 'industrySearch', key: 'onboarding.industrySearchTooShort', params: { minLength: 2 } }])
 */
export const validateIndustrySearchTerm = (term: string, field = 'industrySearch'): Checked<string> =>
  isIndustrySearchTermLongEnough(term)
    ? E.right(term.trim())
    : E.left([validationIssue(field, INDUSTRY_SEARCH_TOO_SHORT_KEY, { minLength: INDUSTRY_SEARCH_MIN_LENGTH_CHARS })])
