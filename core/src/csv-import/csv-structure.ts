/**
 * What the reader detects before it maps a single value: delimiter and quote character from a sample of the text,
 * and, once parsed, where the header, the data and the footer are (issue 13 "Detection").
 */
import { parseStatementAmount, parseStatementDate } from './cell-formats.ts'

/** The delimiters tried, in the order that wins a tie. */
export const CSV_DELIMITER_CANDIDATES = [';', ',', '\t', '|'] as const
/** Detection reads this much of the text: far more than any preamble and a few hundred rows. */
export const CSV_DETECTION_SAMPLE_CHARS = 65_536
const SAMPLE_RECORDS = 200

/** Fields per record of a sample, quote-aware (0 for an empty line); the sample's last, maybe cut, line is left out. */
const fieldCounts = (sample: string, delimiter: string, quote: string): number[] => {
  const counts: number[] = []
  let fields = 1
  let inQuotes = false
  let atFieldStart = true
  let emptyLine = true
  let openedAt = 0
  for (let i = 0; i < sample.length && counts.length < SAMPLE_RECORDS; i++) {
    const ch = sample[i]
    if (inQuotes) {
      if (ch === quote) {
        if (sample[i + 1] === quote) i++
        else inQuotes = false
      }
      // A quote never closed (issue 26: the file breaks its own line): that line is left out, the counting goes on
      // after it, as the reader reads the rows around it.
      if (inQuotes && i === sample.length - 1) {
        const lineEnd = sample.indexOf('\n', openedAt)
        if (lineEnd < 0 || lineEnd >= i) break
        inQuotes = false
        fields = 1
        atFieldStart = true
        emptyLine = true
        i = lineEnd
      }
      continue
    }
    if (ch === '\n') {
      counts.push(emptyLine ? 0 : fields)
      fields = 1
      atFieldStart = true
      emptyLine = true
      continue
    }
    emptyLine = false
    if (ch === delimiter) {
      fields++
      atFieldStart = true
    } else if (ch === quote && atFieldStart) {
      inQuotes = true
      openedAt = i
      atFieldStart = false
    } else atFieldStart = false
  }
  return counts
}

/**
 * The best-supported field count of a sample (≥ 2): the one whose records times (count − 1) is largest, so that a
 * short preamble of two-field lines does not outweigh a few wide data lines.
 */
const bestCount = (counts: ReadonlyArray<number>): number => {
  const frequency = new Map<number, number>()
  for (const c of counts) if (c >= 2) frequency.set(c, (frequency.get(c) ?? 0) + 1)
  let best = 0
  for (const [count, records] of frequency) best = Math.max(best, records * (count - 1))
  return best
}

/**
 * The delimiter of a text: the candidate under which the most records share one field count, weighted by that count
 * (so that the decimal commas of a ';' file or the two-field lines of a preamble do not decide). Chosen: ';' when nothing splits, the German default.
 * @example detectCsvDelimiter('a,b\n1,2\n', '"') // ','
 */
export const detectCsvDelimiter = (text: string, quote: string): string => {
  const sample = `${text.slice(0, CSV_DETECTION_SAMPLE_CHARS)}\n`
  let best: { delimiter: string; score: number } = { delimiter: ';', score: 0 }
  for (const delimiter of CSV_DELIMITER_CANDIDATES) {
    const score = bestCount(fieldCounts(sample, delimiter, quote))
    if (score > best.score) best = { delimiter, score }
  }
  return best.delimiter
}

const SINGLE_QUOTED_FIELD = /(?:^|[;,\t|])'[^'\n]*'(?:[;,\t|]|$)/m
/**
 * The quote character: '"' (every bank that quotes uses it), or "'" when a text has no '"' but fields wrapped in
 * single quotes (Targobank's own IBAN).
 * @example detectCsvQuoteCharacter("01.02.2024;Text;-5,00;;;;'DE02…'") // "'"
 */
export const detectCsvQuoteCharacter = (text: string): string => {
  const sample = text.slice(0, CSV_DETECTION_SAMPLE_CHARS)
  return !sample.includes('"') && SINGLE_QUOTED_FIELD.test(sample) ? "'" : '"'
}

const isBlankRecord = (cells: ReadonlyArray<string>): boolean => cells.every((cell) => cell.trim() === '')

/**
 * The number of columns of the data: the largest field count that at least two records have (preamble and footer
 * lines are shorter), else the largest one (a header-only file).
 */
export const dataColumnCount = (records: ReadonlyArray<ReadonlyArray<string>>): number => {
  const seen = new Set<number>()
  let repeated = 0
  let largest = 0
  for (const r of records) {
    // A record no wider than the repeated count changes nothing (largest ≥ repeated, and seen matters only above it):
    // skipped before the blank test, so the rows of a long file cost a comparison each.
    if (r.length <= repeated || r.length < 2 || isBlankRecord(r)) continue
    if (seen.has(r.length) && r.length > repeated) repeated = r.length
    seen.add(r.length)
    if (r.length > largest) largest = r.length
  }
  return repeated > 0 ? repeated : largest
}

/** Whether a record reads as data rather than as a header: a cell is a date and another an amount. */
export const looksLikeDataRecord = (cells: ReadonlyArray<string>): boolean => {
  let date = false
  let amount = false
  for (const cell of cells) {
    if (cell === '') continue
    if (!date && parseStatementDate(cell) !== undefined) date = true
    else if (!amount && (parseStatementAmount(cell, ',') !== undefined || parseStatementAmount(cell, '.') !== undefined)) amount = true
  }
  return date && amount
}

// 'Saldo:' closes Deutsche Bank's credit card statement (its amount is not the sum of the rows).
const BALANCE_WORDS = new Set(['kontostand', 'anfangssaldo', 'endsaldo', 'alter kontostand', 'neuer kontostand', 'letzter kontostand', 'saldo', 'saldo:'])
/** Bit n set when a balance word has n characters (all are shorter than 32). */
const BALANCE_WORD_LENGTH_BITS = [...BALANCE_WORDS].reduce((bits, w) => bits | (1 << w.length), 0)
/** Bit (c − 'a') set for the first letters of the balance words (k, a, e, n, l, s). */
const BALANCE_INITIAL_BITS = [...BALANCE_WORDS].reduce((bits, w) => bits | (1 << (w.charCodeAt(0) - 97)), 0)
const LOWER_A = 97
/** Whether a cell has a balance word's length and first letter (either case): integer tests only. */
const mayBeBalanceWord = (cell: string): boolean => {
  const n = cell.length
  if (n >= 32 || ((BALANCE_WORD_LENGTH_BITS >>> n) & 1) === 0) return false
  const letter = (cell.charCodeAt(0) | 0x20) - LOWER_A
  return letter >= 0 && letter < 26 && ((BALANCE_INITIAL_BITS >>> letter) & 1) === 1
}
/**
 * Whether a record is a balance line after the data: a cell reading Kontostand, Anfangssaldo, Endsaldo, Alter or
 * Neuer Kontostand, Saldo or Saldo: (Deutsche Bank, Fiducia, comdirect). A cell is lowered only when its length and first letter fit
 * a balance word, so the rows of a 5 MB file cost next to nothing. Chosen: cells are compared untrimmed (no export
 * pads them).
 */
export const isBalanceRecord = (cells: ReadonlyArray<string>): boolean => {
  for (const cell of cells) if (mayBeBalanceWord(cell) && BALANCE_WORDS.has(cell.toLowerCase())) return true
  return false
}

const IBAN_IN_TEXT = /DE\d{20}/
/** The first German IBAN in lines (the preamble's account line), spaces removed; '' when there is none. */
export const findIban = (records: ReadonlyArray<ReadonlyArray<string>>): string => {
  for (const r of records) for (const cell of r) {
    const match = IBAN_IN_TEXT.exec(cell.replace(/\s/g, ''))
    if (match !== null) return match[0]
  }
  return ''
}
