/** Rules for text that every form and the in-memory backend share: what counts as left empty. */

/**
 * A text is blank when it is absent (null or undefined) or holds only white space: a form field left empty, a header
 * or query parameter not sent.
 * @example isBlank('  ') // true
 */
export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === ''

/**
 * Characters no form text needs and that could smuggle markup or hide text: '<' and '>' (HTML tags), the C0/C1
 * control characters (tab and line breaks included: every form field here is one line) and the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make a text read differently than it is stored.
 */
const MARKUP_OR_CONTROL = /[<>\p{Cc}\u202a-\u202e\u2066-\u2069]/u

/**
 * True when a one-line form text holds markup or control characters (see MARKUP_OR_CONTROL). Chosen: the text is
 * refused with a message rather than cleaned, so the user sees exactly what is saved; the UI renders every text as
 * text anyway, this keeps markup out of the partner bank's records.
 * @example hasMarkupOrControlCharacters('<b>Muster</b> GmbH') // true
 */
export const hasMarkupOrControlCharacters = (value: string | null | undefined): boolean => MARKUP_OR_CONTROL.test(value ?? '')
