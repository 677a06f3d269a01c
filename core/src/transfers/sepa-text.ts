/**
 * The SEPA character set of recipient name and purpose (spec: accounts-and-transfers 5.2: "Recipient name and purpose
 * are cleaned of characters not allowed in SEPA by a server call"; "Purpose allows only these special characters:
 * / ? : ( ) . , ' + -").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import {
  SEPA_EXTRA_LETTERS,
  SEPA_PURPOSE_MAX_LENGTH_CHARS,
  SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS,
  SEPA_SPECIAL_CHARACTERS,
} from './constants.ts'

const BASIC_ALLOWED = /^[A-Za-z0-9 ]$/

/**
 * A character SEPA lets through: A–Z, a–z, digits, the space, / ? : ( ) . , ' + - and (reading) the German umlauts
 * and ß.
 * @example isSepaCharacter('ä') // true
 */
export const isSepaCharacter = (ch: string): boolean =>
  BASIC_ALLOWED.test(ch) || (ch.length === 1 && (SEPA_SPECIAL_CHARACTERS.includes(ch) || SEPA_EXTRA_LETTERS.includes(ch)))

/** Text is compared in NFC, so an umlaut typed as 'a' + combining diaeresis counts as 'ä'. */
const charactersOf = (text: string): ReadonlyArray<string> => [...text.normalize('NFC')]

/**
 * The characters of a text that SEPA does not allow, each once, in the order they first appear.
 * @example findDisallowedSepaCharacters('Miete & Nebenkosten €') // ['&', '€']
 */
export const findDisallowedSepaCharacters = (text: string): ReadonlyArray<string> => [
  ...new Set(charactersOf(text).filter((ch) => !isSepaCharacter(ch))),
]

const INVISIBLE_NAMES: Readonly<Record<string, string>> = { '\n': 'Zeilenumbruch', '\r': 'Zeilenumbruch', '\t': 'Tabulator' }

/**
 * The disallowed characters as a message shows them: separated by spaces, invisible ones by name or code point.
 * @example formatDisallowedSepaCharacters(['&', '\t']) // '& Tabulator'
 */
export const formatDisallowedSepaCharacters = (characters: ReadonlyArray<string>): string =>
  [
    ...new Set(
      characters.map((ch) => {
        const named = INVISIBLE_NAMES[ch]
        if (named !== undefined) return named
        return /^[\p{C}\p{Z}\p{M}]$/u.test(ch) ? `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}` : ch
      }),
    ),
  ].join(' ')

/** Replacements a German bank customer would expect; everything else loses its accents or is dropped. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '&': '+',
  '_': '-',
  '–': '-',
  '—': '-',
  '‐': '-',
  '"': "'",
  '„': "'",
  '“': "'",
  '”': "'",
  '‚': "'",
  '‘': "'",
  '’': "'",
  '`': "'",
  '´': "'",
  '«': "'",
  '»': "'",
  ';': ',',
  '!': '.',
  '[': '(',
  '{': '(',
  '<': '(',
  ']': ')',
  '}': ')',
  '>': ')',
  '\\': '/',
  '|': '/',
  '@': '(at)',
  '€': 'EUR',
  'Æ': 'AE',
  'æ': 'ae',
  'Œ': 'OE',
  'œ': 'oe',
  'Ø': 'O',
  'ø': 'o',
  'Ł': 'L',
  'ł': 'l',
  'Đ': 'D',
  'đ': 'd',
  'Þ': 'TH',
  'þ': 'th',
  'ẞ': 'SS',
}

const cleanCharacter = (ch: string): string => {
  if (isSepaCharacter(ch)) return ch
  const replaced = REPLACEMENTS[ch]
  if (replaced !== undefined) return replaced
  if (/^\s$/u.test(ch)) return ' ' // line breaks, tabs, no-break spaces
  const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '')
  return [...stripped].every(isSepaCharacter) ? stripped : ''
}

/**
 * Cleans a text to the SEPA character set, character by character: allowed characters stay, typographic quotes and
 * dashes become ' and -, & becomes +, € becomes EUR, accented letters lose their accents (é → e), other whitespace
 * becomes a space, and anything else is dropped. Reading: the server call of the spec stays the authority; this is
 * what the dialog shows (and what a service without that call sends) so the user sees the text the bank receives.
 * A dropped character that stood between two spaces takes one of them along, so 'Müller 🙂 GmbH' reads 'Muller GmbH'
 * with one space (a text that was SEPA already keeps its spaces as typed).
 * @example toSepaCharacters('Rechnung „Café“ & Co.') // "Rechnung 'Cafe' + Co."
 */
export const toSepaCharacters = (text: string): string => {
  const cleaned = charactersOf(text).map(cleanCharacter)
  let out = ''
  let skipSpace = false
  for (const piece of cleaned) {
    if (skipSpace && piece === ' ') {
      skipSpace = false
      continue
    }
    skipSpace = piece === '' ? skipSpace || out.endsWith(' ') : false
    out += piece
  }
  return out
}

/**
 * Length in characters (code points, in NFC), as SEPA counts them; an emoji is one character, not two.
 * @example countSepaCharacters('Mu\u0308ller') // 6
 */
export const countSepaCharacters = (text: string): number => charactersOf(text).length

const sepaTextIssues = (text: string, field: string, maxLength: number, tooLongKey: string): ReadonlyArray<ValidationIssue> => {
  const disallowed = findDisallowedSepaCharacters(text)
  return [
    ...(disallowed.length > 0
      ? [validationIssue(field, 'transfers.invalidSepaCharacters', { characters: formatDisallowedSepaCharacters(disallowed) })]
      : []),
    ...(countSepaCharacters(text) > maxLength ? [validationIssue(field, tooLongKey, { maxLength })] : []),
  ]
}

/**
 * The purpose (Verwendungszweck): optional, at most 140 characters, only SEPA characters. Leading and trailing spaces
 * are dropped; the valid value is the trimmed text in NFC. Reading: an empty purpose is allowed here (SEPA makes it
 * optional); only an instant transfer needs one (see validateInstantTransfer).
 * @example validateTransferPurpose('RE 2026-001') // right('RE 2026-001')
 */
export const validateTransferPurpose = (input: string, field = 'purpose'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const text = input.normalize('NFC').trim()
  const issues = sepaTextIssues(text, field, SEPA_PURPOSE_MAX_LENGTH_CHARS, 'transfers.purposeTooLong')
  return issues.length > 0 ? E.left(issues) : E.right(text)
}

/**
 * The recipient name: required, at most 70 characters, only SEPA characters; trimmed and in NFC when valid.
 * @example validateRecipientName('Müller & Söhne') // left: '&' is not a SEPA character
 */
export const validateRecipientName = (input: string, field = 'recipientName'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const text = input.normalize('NFC').trim()
  if (text === '') return E.left([validationIssue(field, 'transfers.recipientNameRequired')])
  const issues = sepaTextIssues(text, field, SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS, 'transfers.recipientNameTooLong')
  return issues.length > 0 ? E.left(issues) : E.right(text)
}
