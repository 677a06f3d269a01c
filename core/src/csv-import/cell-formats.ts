/**
 * Dates and amounts as German bank exports write them (issue 13 "Detection": date formats dd.MM.yyyy, dd.MM.yy,
 * yyyy-MM-dd with or without time; number formats 1.234,56, 1234,56, 1234.56, -5.00). Hand-written scanners, since
 * the reader runs them on every row of a 5 MB file.
 */
import { localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents, type Money } from '../money/money.ts'

const isDigit = (code: number): boolean => code >= 48 && code <= 57
const digitsEnd = (s: string, from: number): number => {
  let i = from
  while (i < s.length && isDigit(s.charCodeAt(i))) i++
  return i
}

/** A time after the date: " 14:03", "T14:03:59", with seconds, fractions and a zone. */
const TIME_SUFFIX = /^[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{3,4}))?$/
const DOT = 46
const DASH = 45
const SPACE = 32
const PLUS = 43
const COMMA = 44
const ZERO = 48
/** Digits a number holds exactly (2^53 has 16). */
const EXACT_DIGITS = 15
// Chosen: a two-digit year is 20yy. Sparkasse and DKB write dd.MM.yy; a 19yy booking would be rejected (before 2014)
// either way, so the reading only matters for dates that are importable.
const CENTURY = 2000

/**
 * A date cell in any of the exports' formats: d.M.yyyy and dd.MM.yyyy, dd.MM.yy, yyyy-MM-dd, dd-MM-yyyy (Qonto), each
 * optionally followed by a time. Undefined when it is none of them or no real day (31.02.2024).
 * @example parseStatementDate('05.12.25') // '2025-12-05'
 */
export const parseStatementDate = (input: string): LocalDate | undefined => {
  const s = input.trim()
  const a = digitsEnd(s, 0)
  const separator = s.charCodeAt(a)
  if (a === 0 || (separator !== DOT && separator !== DASH)) return undefined
  const b = digitsEnd(s, a + 1)
  if (b === a + 1 || s.charCodeAt(b) !== separator) return undefined
  const c = digitsEnd(s, b + 1)
  if (c === b + 1) return undefined
  if (c < s.length && !TIME_SUFFIX.test(s.slice(c))) return undefined
  const first = Number(s.slice(0, a))
  const second = Number(s.slice(a + 1, b))
  const third = Number(s.slice(b + 1, c))
  const [l1, l2, l3] = [a, b - a - 1, c - b - 1]
  if (separator === DOT) {
    if (l1 > 2 || l2 > 2 || (l3 !== 4 && l3 !== 2)) return undefined
    return localDateFromParts(l3 === 2 ? CENTURY + third : third, second, first)
  }
  if (l1 === 4 && l2 === 2 && l3 === 2) return localDateFromParts(first, second, third)
  if (l1 === 2 && l2 === 2 && l3 === 4) return localDateFromParts(third, second, first)
  return undefined
}

/** The decimal separator of a file's amounts: ',' (German) or '.' (N26, Qonto, one Targobank export). */
export type DecimalSeparator = ',' | '.'

const NBSP = /\u00a0/g
const stripCurrency = (text: string): string => {
  let s = text.trim()
  if (s.endsWith('€')) s = s.slice(0, -1)
  else if (s.endsWith('EUR')) s = s.slice(0, -3)
  if (s.includes('\u00a0')) s = s.replace(NBSP, '')
  return s.trim()
}

/**
 * An amount cell with the file's decimal separator: optional sign, thousands groups of exactly three where used, at
 * most two decimals, optionally a trailing "€" or "EUR", a space after the sign ('- 12,34'). Undefined for anything
 * else (1.2.3,4, 1,234 with ',').
 * Reading: "1.000" with ',' is one thousand (DKB drops trailing zeros); "-100,8" is -100,80.
 * @example parseStatementAmount('-1.234,5', ',') // -1234.50
 */
export const parseStatementAmount = (input: string, decimalSeparator: DecimalSeparator): Money | undefined => {
  const s = stripCurrency(input)
  const group = decimalSeparator === ',' ? DOT : COMMA
  const decimal = decimalSeparator === ',' ? COMMA : DOT
  const n = s.length
  let i = 0
  const first = s.charCodeAt(0)
  const negative = first === DASH
  if (negative || first === PLUS) i = 1
  // Deutsche Bank's credit card writes '- 12,34': a space may follow the sign.
  if (i === 1) while (s.charCodeAt(i) === SPACE) i++
  // The cents are summed digit by digit as a number (no substring cut: this runs on every row); past 15 digits a
  // number is no longer exact, and the text is read again into a BigInt.
  let cents = 0
  const wholeStart = i
  for (let c = s.charCodeAt(i); isDigit(c); c = s.charCodeAt(++i)) cents = cents * 10 + (c - ZERO)
  if (i === wholeStart) return undefined
  let digits = i - wholeStart
  if (s.charCodeAt(i) === group) {
    if (digits > 3) return undefined
    while (s.charCodeAt(i) === group) {
      const groupStart = ++i
      for (let c = s.charCodeAt(i); isDigit(c); c = s.charCodeAt(++i)) cents = cents * 10 + (c - ZERO)
      if (i - groupStart !== 3) return undefined
      digits += 3
    }
  }
  let fractionDigits = 0
  if (s.charCodeAt(i) === decimal) {
    const fractionStart = ++i
    for (let c = s.charCodeAt(i); isDigit(c); c = s.charCodeAt(++i)) cents = cents * 10 + (c - ZERO)
    fractionDigits = i - fractionStart
    if (fractionDigits === 0 || fractionDigits > 2) return undefined
  }
  if (i !== n) return undefined
  // With its two decimals the amount has digits + 2 digits of cents.
  if (digits + 2 > EXACT_DIGITS) return moneyFromCents(exactCents(s, group, decimal))
  if (fractionDigits === 0) cents *= 100
  else if (fractionDigits === 1) cents *= 10
  return moneyFromCents(BigInt(negative ? -cents : cents))
}

/** The cents of a text that parseStatementAmount has found well-formed, as a BigInt (for more than 15 digits). */
const exactCents = (s: string, group: number, decimal: number): bigint => {
  let whole = ''
  let fraction = ''
  let inFraction = false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === decimal) inFraction = true
    else if (isDigit(c)) {
      if (inFraction) fraction += s.charAt(i)
      else whole += s.charAt(i)
    } else if (c !== group && c !== DASH && c !== PLUS && c !== SPACE) return 0n
  }
  const cents = BigInt(`${whole}${fraction.padEnd(2, '0')}`)
  return s.charCodeAt(0) === DASH ? -cents : cents
}

/**
 * Which decimal separator a file's amount cells use. Reading: any comma means German notation (the exports put no
 * comma in an English amount); else a point followed by one or two digits at the end means a decimal point; else
 * German, so that DKB's "1.000" stays one thousand.
 * @example detectDecimalSeparator(['-16.80', '5']) // '.'
 */
export const detectDecimalSeparator = (cells: Iterable<string>): DecimalSeparator => {
  let point = false
  for (const cell of cells) {
    if (cell.includes(',')) return ','
    if (!point) {
      const s = stripCurrency(cell)
      const dot = s.lastIndexOf('.')
      if (dot > 0 && s.length - dot - 1 >= 1 && s.length - dot - 1 <= 2) point = true
    }
  }
  return point ? '.' : ','
}
