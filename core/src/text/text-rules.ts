/** Rules for text that every form and the in-memory backend share: what counts as left empty. */

/**
 * A text is blank when it is absent (null or undefined) or holds only white space: a form field left empty, a header
 * or query parameter not sent.
 * @example isBlank('  ') // true
 */
export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === ''
