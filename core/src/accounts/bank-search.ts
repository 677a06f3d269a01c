/**
 * The bank search of the add-account wizard, step s20 (spec: accounts-and-transfers 5.1 and 9: minimum term length,
 * "An empty search returns an empty list without a call", default account name prefix).
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { BANK_SEARCH_MIN_LENGTH } from './constants.ts'
import { validateAccountFieldLength } from './field-limits.ts'

/** What a bank search term leads to: no call and an empty list, a hint to type more, or a call. */
export type BankSearchDecision = 'empty' | 'tooShort' | 'search'

/** Leading and trailing spaces do not count; characters are counted as code points. */
const lengthOf = (term: string): number => [...term.trim()].length

/**
 * An empty (or blank) term returns an empty list without a call; a term shorter than BANK_SEARCH_MIN_LENGTH shows the
 * minimum-length message and makes no call; anything longer is searched.
 * @example decideBankSearch('  ') // 'empty'
 */
export const decideBankSearch = (term: string): BankSearchDecision => {
  const length = lengthOf(term)
  if (length === 0) return 'empty'
  return length < BANK_SEARCH_MIN_LENGTH ? 'tooShort' : 'search'
}

/**
 * The term to search for (trimmed). A term shorter than the minimum gets 'Bitte geben Sie mindestens {{minLength}}
 * Zeichen ein.'; an empty term is no error (the list just stays empty), so it is returned as ''. A term longer than
 * BANK_SEARCH_TERM_MAX_LENGTH_CHARS gets 'accounts.textTooLong' (no bank has a longer name).
 * @example validateBankSearchTerm('IN') // left: accounts.bankSearchTermTooShort { minLength: 3 }
 */
export const validateBankSearchTerm = (term: string, field = 'searchTerm'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  if (decideBankSearch(term) === 'tooShort') {
    return E.left([validationIssue(field, 'accounts.bankSearchTermTooShort', { minLength: BANK_SEARCH_MIN_LENGTH })])
  }
  const length = validateAccountFieldLength('searchTerm', term.trim())
  return E.isLeft(length) ? E.left(length.left.map((issue) => ({ ...issue, field }))) : E.right(term.trim())
}

/**
 * The prefix of a new account's default name: when the search was for one specific bank, that bank's name followed by
 * a space; otherwise nothing. Reading: "one specific bank" means the search found exactly one bank (as a search by
 * bank code, BIC or IBAN does); a bank without a name gives no prefix.
 * @example getDefaultAccountNamePrefix([{ bankName: 'Sparkasse KölnBonn' }]) // 'Sparkasse KölnBonn '
 */
export const getDefaultAccountNamePrefix = (banksFound: ReadonlyArray<{ readonly bankName?: string | null | undefined }>): string => {
  const [only, ...others] = banksFound
  const name = only?.bankName?.trim() ?? ''
  return others.length === 0 && name !== '' ? `${name} ` : ''
}
