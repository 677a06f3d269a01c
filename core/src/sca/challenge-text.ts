/**
 * The challenge text of the strong customer authentication dialogs, shortened for display
 * (spec: transactions-import-proposals 9 "Challenge text truncation").
 */
import { SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS, SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS } from './constants.ts'

export type ChallengeTextDialog = 'redirect' | 'tanInput'

const ELLIPSIS = '…'

/**
 * The longest challenge text a dialog shows.
 * @example toChallengeTextMaxChars('tanInput') // 70
 */
export const toChallengeTextMaxChars = (dialog: ChallengeTextDialog): number =>
  dialog === 'redirect' ? SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS : SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS

/**
 * Shortens a challenge text to 75 characters in the redirect dialog and 70 in the TAN input dialog.
 * Reading: a text within the limit is shown as it is; a longer one is cut and ends in '…', the ellipsis counting
 * towards the limit, so the result never exceeds it; characters are Unicode code points, so an emoji or other
 * astral character is never split in half; whitespace before the ellipsis is dropped.
 * @example truncateChallengeText('Bitte bestätigen Sie …(80 Zeichen)', 'tanInput') // 70 characters ending in '…'
 */
export const truncateChallengeText = (text: string, dialog: ChallengeTextDialog): string => {
  const max = toChallengeTextMaxChars(dialog)
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, max - 1).join('').trimEnd()}${ELLIPSIS}`
}
