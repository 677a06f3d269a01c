/**
 * The recipient IBAN as it is typed or pasted (spec: accounts-and-transfers 5.2 "Spaces are removed and the value is
 * upper-cased"): shown in groups of four at once, whatever the input looked like ("DE89 3704…", "de89370…"), with the
 * caret kept after the same character it was after.
 */
import { IBAN_ISO_MAX_LENGTH_CHARS } from '../iban/constants.ts'
import { formatIban } from '../iban/iban-format.ts'

/** The caret position in the grouped form after `count` IBAN characters: behind the character, not the space after it. */
const groupedPosition = (count: number): number => (count === 0 ? 0 : count + Math.floor((count - 1) / 4))

/**
 * The typed text grouped in fours (letters and digits only, upper case, at most the longest IBAN), and where the
 * caret goes: after as many IBAN characters as stood before it in the typed text.
 * @example formatIbanAsTyped('de89370400', 10) // { value: 'DE89 3704 00', caret: 12 }
 */
export const formatIbanAsTyped = (typed: string, caret: number): { readonly value: string; readonly caret: number } => {
  const characters = typed.replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(0, IBAN_ISO_MAX_LENGTH_CHARS)
  const before = Math.min(typed.slice(0, Math.max(0, caret)).replace(/[^0-9A-Za-z]/g, '').length, characters.length)
  return { value: formatIban(characters), caret: groupedPosition(before) }
}
