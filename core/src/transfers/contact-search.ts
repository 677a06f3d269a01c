/** The recipient's contact search (spec: accounts-and-transfers 5.2 and 9: from 3 characters, up to 50 results). */
import { CONTACT_SEARCH_MAX_RESULTS_COUNT, CONTACT_SEARCH_MIN_LENGTH_CHARS } from './constants.ts'

/**
 * A contact search starts once the term has at least 3 characters, not counting leading and trailing spaces.
 * @example isContactSearchTermLongEnough(' Mü ') // false
 */
export const isContactSearchTermLongEnough = (term: string): boolean =>
  [...term.trim()].length >= CONTACT_SEARCH_MIN_LENGTH_CHARS

/**
 * The contacts a search shows: the first 50, in the server's order.
 * @example limitContactSearchResults(sixtyContacts).length // 50
 */
export const limitContactSearchResults = <A>(results: ReadonlyArray<A>): ReadonlyArray<A> =>
  results.slice(0, CONTACT_SEARCH_MAX_RESULTS_COUNT)
