/**
 * The CSV reader of issue 13 ("Core: one public reader"): bytes of a bank's export in, every row with its parsed
 * dates, signed amount, counterparty, purpose and status out. Pure; papaparse parses, the detection is ours.
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isZeroMoney, negateMoney, ZERO_MONEY } from '../money/money.ts'
import { formatCount } from '../text/count-format.ts'
import { isTargobankRow, matchBankPreset, TARGOBANK_BANK, TARGOBANK_COLUMN_COUNT, TARGOBANK_MAPPINGS, type BankPreset } from './bank-presets.ts'
import { detectDecimalSeparator, parseStatementAmount, parseStatementDate, type DecimalSeparator } from './cell-formats.ts'
import { CSV_MAX_COLUMNS, CSV_MAX_VALUE_CHARS, CSV_PRESET_HEADER_SEARCH_RECORDS, type StatementFormat } from './constants.ts'
import { parseCsvRecords, type CsvRecords } from './csv-records.ts'
import { dataColumnCount, detectCsvDelimiter, detectCsvQuoteCharacter, findIban, isBalanceRecord, looksLikeDataRecord } from './csv-structure.ts'
import { decodeCsvBytes } from './decode-bytes.ts'
import { toCsvDetectionHints } from './detection-hints.ts'
import { validateCsvFile } from './file-rules.ts'
import { guessMappingFromContent, guessMappingFromHeaders } from './guess-mapping.ts'
import { validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
import type { FieldMapping, ImportProfile } from './model.ts'
import { readStatementRow, statementRowContext, type StatementRow } from './row-rules.ts'
import { isCamtText, readCamtStatement } from './camt-statement.ts'
import { isMt940Text, readMt940Statement } from './mt940-statement.ts'
import {
  STRUCTURED_HEADERS,
  STRUCTURED_MAPPINGS,
  statementBalanceNotices,
  toStructuredRecord,
  type StructuredStatement,
} from './structured-statement.ts'

export type { StatementRow } from './row-rules.ts'
export { joinWrappedPurpose, startsLikeFormula } from './row-rules.ts'

export interface BankStatement {
  /** The file's format, from its content (issue 26): a CSV table, or an MT940 or CAMT statement read into fixed columns. */
  readonly format: StatementFormat
  /** The profile used: detected, or taken from options.profile where given. */
  readonly profile: ImportProfile
  /** The bank whose preset was recognised, or null. */
  readonly bank: string | null
  readonly hasHeader: boolean
  /** The header row's names, or 'Spalte 1' … when the file has none. */
  readonly headers: ReadonlyArray<string>
  readonly numberOfColumns: number
  readonly rows: ReadonlyArray<StatementRow>
  /** What the file itself suggests, for the hints when the chosen profile differs. */
  readonly detected: { readonly characterSet: string; readonly delimiter: string; readonly quoteCharacter: string }
  /** The delimiter and quote hints of spec 5. */
  readonly hints: ReadonlyArray<ValidationIssue>
  /** Issues of the column mapping (on the field they concern); while any remain, every row is rejected. */
  readonly mappingIssues: ReadonlyArray<ValidationIssue>
  /** Notices about the whole file: no transactions, mixed line endings. */
  readonly notices: ReadonlyArray<ValidationIssue>
}

export interface ReadBankStatementOptions {
  readonly profile?: Partial<ImportProfile> | undefined
  readonly fileName?: string | undefined
}

const FILE = 'file'
const fileIssue = (key: string, params?: Readonly<Record<string, string | number>>): ReadonlyArray<ValidationIssue> => [validationIssue(FILE, key, params)]

/** Line endings to '\n'; notes whether they were mixed. Reading: a '\r\n' inside a quoted field becomes '\n' too. */
const normaliseLineEndings = (text: string): { readonly text: string; readonly mixed: boolean } => {
  if (!text.includes('\r')) return { text, mixed: false }
  const crlf = text.split('\r\n').length - 1
  const cr = text.split('\r').length - 1 - crlf
  const lf = text.split('\n').length - 1 - crlf
  return { text: text.replace(/\r\n?/g, '\n'), mixed: [crlf, cr, lf].filter((n) => n > 0).length > 1 }
}

const lineOfOffset = (text: string, offset: number): number => {
  let line = 1
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++
  return line
}

/**
 * Whether a multi-line cell holds lines that look like records of their own: a date, the delimiter, and at least half
 * the columns (at least two). A purpose may hold line breaks and semicolons; a record's start is what betrays a quote
 * that swallowed lines.
 */
const holdsRecords = (cells: ReadonlyArray<string>, delimiter: string, quote: string, columnCount: number): boolean => {
  const threshold = Math.max(2, Math.ceil(columnCount / 2))
  return cells.some(
    (cell) =>
      cell.includes('\n') &&
      cell
        .split('\n')
        .slice(1)
        .some((inner) => {
          const pieces = inner.split(delimiter)
          return pieces.length >= threshold && parseStatementDate((pieces[0] ?? '').replaceAll(quote, '')) !== undefined
        }),
  )
}

/**
 * A line whose quote is never closed (issue 26): refused naming its line; its values are read from the line as it
 * stands, split at the delimiter, so that the preview shows what the line holds.
 */
const asBrokenQuote = (row: StatementRow): StatementRow => ({
  ...row,
  status: 'rejected',
  issues: [validationIssue('file', 'csvImport.rowUnclosedQuote', { rowNumber: row.line })],
  notes: [],
})

/** Past this many lines with a quote never closed the file is refused as a whole (its quote character is likely wrong). */
const MAX_MENDED_LINES = 20

type MendedRecords = CsvRecords & { readonly broken: ReadonlySet<number> }

/**
 * The records of a text where a quote never closed breaks one line only (issue 26: "a line the file itself breaks is
 * refused with a German reason naming its line; the rows around it are read"): that line becomes a record of its own,
 * split at the delimiter as it stands and marked broken, and the text after it is read on. Refused as a whole when
 * the first line is broken (the header, or no way to tell the layout) or more than MAX_MENDED_LINES are.
 */
const parseRecordsMendingQuotes = (
  text: string,
  delimiter: string,
  quote: string,
): { readonly ok: true; readonly value: MendedRecords } | { readonly ok: false; readonly lineNumber: number } => {
  const first = parseCsvRecords(text, delimiter, quote)
  if (first.ok) return { ok: true, value: { ...first.value, broken: NO_BROKEN } }
  const records: Array<ReadonlyArray<string>> = []
  const lines: number[] = []
  const multiLine = new Set<number>()
  const broken = new Set<number>()
  let widest = 0
  let longestValue = 0
  const take = (part: CsvRecords, lineBase: number) => {
    part.records.forEach((cells, i) => {
      if (part.multiLine.has(i)) multiLine.add(records.length)
      records.push(cells)
      lines.push((part.lines[i] ?? 1) + lineBase)
    })
    widest = Math.max(widest, part.widest)
    longestValue = Math.max(longestValue, part.longestValue)
  }
  let rest = text
  let lineBase = 0
  // The whole text's failed parse is the first step's; each later step parses what follows the line it broke off.
  let parsed: ReturnType<typeof parseCsvRecords> = first
  for (let mended = 0; ; mended++, parsed = parseCsvRecords(rest, delimiter, quote)) {
    if (parsed.ok) {
      take(parsed.value, lineBase)
      return { ok: true, value: { records, lines, multiLine, widest, longestValue, broken } }
    }
    const lineStart = rest.lastIndexOf('\n', parsed.quoteErrorOffset - 1) + 1
    const brokenLine = lineBase + lineOfOffset(rest, lineStart)
    if (brokenLine === 1 || mended === MAX_MENDED_LINES) return { ok: false, lineNumber: lineBase + lineOfOffset(rest, parsed.quoteErrorOffset) }
    if (lineStart > 0) {
      const before = parseCsvRecords(rest.slice(0, lineStart - 1), delimiter, quote)
      if (!before.ok) return { ok: false, lineNumber: lineBase + lineOfOffset(rest, before.quoteErrorOffset) }
      take(before.value, lineBase)
    }
    const lineEnd = rest.indexOf('\n', lineStart)
    const unquoted = (cell: string) => (cell.length >= 2 && cell.startsWith(quote) && cell.endsWith(quote) ? cell.slice(1, -1) : cell)
    const cells = rest.slice(lineStart, lineEnd < 0 ? rest.length : lineEnd).split(delimiter).map(unquoted)
    broken.add(records.length)
    records.push(cells)
    lines.push(brokenLine)
    widest = Math.max(widest, cells.length)
    if (lineEnd < 0) return { ok: true, value: { records, lines, multiLine, widest, longestValue, broken } }
    rest = rest.slice(lineEnd + 1)
    lineBase = brokenLine
  }
}
const NO_BROKEN: ReadonlySet<number> = new Set()

const rejectedForMapping = (cells: ReadonlyArray<string>, line: number): StatementRow => ({
  line,
  status: 'rejected',
  bookingDate: null,
  valueDate: null,
  amount: ZERO_MONEY,
  counterparty: '',
  purpose: '',
  additionalInfo: '',
  cells,
  issues: [validationIssue('fieldMappings', 'csvImport.mappingIncomplete', { rowNumber: line })],
  notes: [],
})

const SECTION_TITLE_START = 'Umsätze '
/** comdirect's title of an account's section ("Umsätze Girokonto", "Umsätze Visa-Karte (Kreditkarte)", "Umsätze Depot"). */
const isSectionTitle = (cells: ReadonlyArray<string>): boolean => {
  const first = cells[0]
  // The first letter is tested before anything is trimmed: this runs on every row.
  if (first === undefined || first.length < SECTION_TITLE_START.length || (first.charCodeAt(0) !== CAPITAL_U && first.charCodeAt(0) > SPACE)) return false
  return first.trimStart().startsWith(SECTION_TITLE_START)
}
const CAPITAL_U = 85
const SPACE = 32

/**
 * What follows the data when it is more bookings: comdirect's export of several accounts adds a section per account
 * or card after the first one's footer, each with its own title, header and columns (german-bank-csv-formats.md).
 * Reading (issue 13, "say what happens to them"): the first section is the account's and is read; the others belong
 * to other accounts or cards and are not imported; the notice names them by their titles. Chosen: a record after the
 * data that reads as a booking (a date and an amount, not a balance line) shows that a further section holds
 * bookings; without titles the sections are named "weitere Umsätze". Undefined when nothing follows but a footer.
 */
const furtherSections = (records: ReadonlyArray<ReadonlyArray<string>>, dataEnd: number): string | undefined => {
  const titles: string[] = []
  let bookings = false
  for (let i = dataEnd; i < records.length; i++) {
    const cells = records[i] ?? []
    if (isSectionTitle(cells)) titles.push((cells[0] ?? '').trim().slice(SECTION_TITLE_START.length).trim())
    else if (!bookings && !isBalanceRecord(cells) && looksLikeDataRecord(cells)) bookings = true
  }
  if (!bookings) return undefined
  return titles.length > 0 ? titles.join(', ') : FURTHER_SECTIONS_UNTITLED
}
const FURTHER_SECTIONS_UNTITLED = 'weitere Umsätze'

interface Layout {
  readonly headerIndex: number | undefined
  readonly dataStart: number
  readonly columnCount: number
  readonly preset: BankPreset | undefined
  readonly bank: string | null
  readonly fieldMappings: ReadonlyArray<FieldMapping>
}

/** Header, data start, column count, preset and mappings of the parsed records. */
const findLayout = (records: ReadonlyArray<ReadonlyArray<string>>): Layout => {
  const searched = Math.min(records.length, CSV_PRESET_HEADER_SEARCH_RECORDS)
  for (let i = 0; i < searched; i++) {
    const cells = records[i] ?? []
    if (cells.length < 2) continue
    const match = matchBankPreset(cells)
    if (match !== undefined) {
      const iban = match.preset.bankOfIban === undefined ? '' : findIban(records.slice(0, i))
      const bank = (match.preset.bankOfIban === undefined ? undefined : match.preset.bankOfIban(iban)) ?? match.preset.bank
      return { headerIndex: i, dataStart: i + 1, columnCount: cells.length, preset: match.preset, bank, fieldMappings: match.fieldMappings }
    }
  }
  const columnCount = dataColumnCount(records)
  const first = records.findIndex((r) => r.length === columnCount)
  const firstRecord = records[first] ?? []
  if (first >= 0 && looksLikeDataRecord(firstRecord)) {
    const data = records.slice(first).filter((r) => r.length === columnCount)
    if (columnCount === TARGOBANK_COLUMN_COUNT && isTargobankRow(firstRecord)) {
      return { headerIndex: undefined, dataStart: first, columnCount, preset: undefined, bank: TARGOBANK_BANK, fieldMappings: TARGOBANK_MAPPINGS }
    }
    return { headerIndex: undefined, dataStart: first, columnCount, preset: undefined, bank: null, fieldMappings: guessMappingFromContent(data, columnCount) }
  }
  const headerIndex = Math.max(first, 0)
  return { headerIndex, dataStart: headerIndex + 1, columnCount, preset: undefined, bank: null, fieldMappings: guessMappingFromHeaders(records[headerIndex] ?? []) }
}

/** A layout's per-row additions (PayPal: the fee rows, the purpose fallback), their columns found in the header. */
interface PresetExtras {
  readonly fee: { readonly column: number; readonly codeColumn: number; readonly counterparty: string; readonly purpose: string } | undefined
  readonly purposeFallbackColumn: number | undefined
  readonly decimalSeparator: DecimalSeparator
  /** The profile's negateAmount: the fee is turned with its payment. */
  readonly negate: boolean
}

const amountColumnOf = (mappings: ReadonlyArray<FieldMapping>): number | undefined => mappings.find((m) => m.fieldName === 'amount')?.columnIndex

/**
 * The extras of the recognised layout, where the mapping reads the layout's own amount (the fee) or purpose (the
 * fallback) column: a mapping the user changed to other columns reads what it names, nothing more.
 */
const presetExtrasOf = (
  layout: Layout,
  records: ReadonlyArray<ReadonlyArray<string>>,
  mappings: ReadonlyArray<FieldMapping>,
  decimalSeparator: DecimalSeparator,
  negate: boolean,
): PresetExtras | undefined => {
  const preset = layout.preset
  if (preset === undefined || layout.headerIndex === undefined || (preset.separateFee === undefined && preset.purposeFallbackHeader === undefined)) return undefined
  const names = (records[layout.headerIndex] ?? []).map((name) => name.trim())
  const columnOf = (name: string | undefined) => (name === undefined || names.indexOf(name) < 0 ? undefined : names.indexOf(name))
  const feeColumn = columnOf(preset.separateFee?.feeHeader)
  const amountIsPresets = amountColumnOf(mappings) !== undefined && amountColumnOf(mappings) === amountColumnOf(layout.fieldMappings)
  const fee =
    preset.separateFee !== undefined && feeColumn !== undefined && amountIsPresets && amountColumnOf(mappings) !== feeColumn
      ? { column: feeColumn, codeColumn: columnOf(preset.separateFee.codeHeader) ?? -1, counterparty: preset.separateFee.counterparty, purpose: preset.separateFee.purpose }
      : undefined
  const purposeFallbackColumn = readsPresetPurpose(mappings, layout.fieldMappings) ? columnOf(preset.purposeFallbackHeader) : undefined
  return { fee, purposeFallbackColumn, decimalSeparator, negate }
}

/**
 * The rows with the layout's extras: an empty purpose taken from the fallback column; after each importable row with
 * a non-zero fee, the fee as a row of the same line (its payment's), so the two sum to the net amount.
 */
const withPresetExtras = (rows: ReadonlyArray<StatementRow>, extras: PresetExtras): StatementRow[] => {
  const out: StatementRow[] = []
  for (const row of rows) {
    const fallback = extras.purposeFallbackColumn === undefined ? '' : (row.cells[extras.purposeFallbackColumn] ?? '').trim()
    const payment = row.purpose.trim() === '' && fallback !== '' ? { ...row, purpose: fallback } : row
    out.push(payment)
    if (extras.fee === undefined || payment.status !== 'importable') continue
    const fee = parseStatementAmount(payment.cells[extras.fee.column] ?? '', extras.decimalSeparator)
    if (fee === undefined || isZeroMoney(fee)) continue
    const code = (payment.cells[extras.fee.codeColumn] ?? '').trim()
    out.push({ ...payment, amount: extras.negate ? negateMoney(fee) : fee, counterparty: extras.fee.counterparty, purpose: code === '' ? extras.fee.purpose : `${extras.fee.purpose} ${code}`, issues: [], notes: [] })
  }
  return out
}

const purposeColumnOf = (mappings: ReadonlyArray<FieldMapping>): number | undefined => mappings.find((m) => m.fieldName === 'purpose')?.columnIndex

/**
 * Whether a mapping reads the purpose from the column the bank's layout wraps: the layout's own mapping, detected or
 * sent back by the dialog as it is (the import sends the mapping it previewed), reads the same rows either way.
 */
const readsPresetPurpose = (mappings: ReadonlyArray<FieldMapping>, presetMappings: ReadonlyArray<FieldMapping>): boolean => {
  const column = purposeColumnOf(mappings)
  return column !== undefined && column === purposeColumnOf(presetMappings)
}

/**
 * Reads a bank's CSV export. Left (German messages) when the file cannot be read at all: over 5,000,000 bytes, not a
 * .csv name (when fileName is given), empty, binary, a quote never closed in the first line or in more than 20 lines
 * (naming the line), a quote that swallows lines, a record of more than 1,000 columns or a value over 100,000 characters. Otherwise every record between the
 * header (or the first data line) and the footer becomes a row, importable or rejected with its reasons.
 * Reading: pending (vorgemerkt) rows are rejected with a reason each, as they are not booked; zero-amount rows are
 * imported as info (with a note); a line whose quote is never closed is refused on its own; the booking date decides
 * the 1.1.2014 limit (the value date when only it is mapped).
 * @example
 * const result = readBankStatement(new TextEncoder().encode('Datum;Name;Zweck;Betrag\n01.02.2024;Vermieter;Miete;-800,00\n'))
 * // right: rows[0] = { line: 2, status: 'importable', bookingDate: '2024-02-01', amount: -800.00, counterparty: 'Vermieter', … }
 */
export const readBankStatement = (bytes: Uint8Array, options: ReadBankStatementOptions = {}): E.Either<ReadonlyArray<ValidationIssue>, BankStatement> => {
  try {
    return read(bytes, options)
  } catch {
    // Defensive: no input may throw (property-tested); should a parser defect surface, the file is refused, not the app.
    return E.left(fileIssue('csvImport.faultyCsv'))
  }
}

const read = (bytes: Uint8Array, options: ReadBankStatementOptions): E.Either<ReadonlyArray<ValidationIssue>, BankStatement> => {
  const file = validateCsvFile({ name: options.fileName ?? 'umsaetze.csv', sizeBytes: bytes.length })
  if (E.isLeft(file)) return file
  const given = options.profile ?? {}
  const decoded = decodeCsvBytes(bytes, given.characterSet)
  if (E.isLeft(decoded)) return decoded
  const { text, mixed } = normaliseLineEndings(decoded.right.text)
  const structured = readStructuredStatement(text)
  if (structured !== undefined) {
    return E.chain((statement: StructuredStatement) => E.map((mapping: ValidColumnMapping) => structuredBankStatement(statement, mapping, decoded.right.characterSet, given))(STRUCTURED_MAPPING))(structured)
  }
  const quoteDetected = detectCsvQuoteCharacter(text)
  const quoteCharacter = given.quoteCharacter !== undefined && given.quoteCharacter !== '' ? given.quoteCharacter : quoteDetected
  const delimiterDetected = detectCsvDelimiter(text, quoteCharacter)
  const delimiter = given.delimiter !== undefined && given.delimiter !== '' ? given.delimiter : delimiterDetected

  const parsed = parseRecordsMendingQuotes(text, delimiter, quoteCharacter)
  if (!parsed.ok) return E.left(fileIssue('csvImport.unclosedQuoteAtLine', { lineNumber: parsed.lineNumber }))
  const { records, lines, multiLine, broken } = parsed.value
  const overLimit = parsed.value.widest > CSV_MAX_COLUMNS || parsed.value.longestValue > CSV_MAX_VALUE_CHARS
  for (let i = 0; overLimit && i < records.length; i++) {
    const cells = records[i] ?? []
    if (cells.length > CSV_MAX_COLUMNS) return E.left(fileIssue('csvImport.tooManyColumns', { lineNumber: lines[i] ?? 1, columnCount: formatCount(cells.length), maxColumns: formatCount(CSV_MAX_COLUMNS) }))
    for (const cell of cells) if (cell.length > CSV_MAX_VALUE_CHARS) return E.left(fileIssue('csvImport.valueTooLong', { lineNumber: lines[i] ?? 1, maxCharacters: formatCount(CSV_MAX_VALUE_CHARS) }))
  }

  const layout = findLayout(records)
  if (layout.columnCount < 2) return E.left(fileIssue('csvImport.singleColumn'))

  // The data runs to the first balance line or section title after it; everything from there on is the footer.
  let dataEnd = records.length
  for (let i = layout.dataStart; i < records.length; i++) {
    const cells = records[i] ?? []
    if (isBalanceRecord(cells) || isSectionTitle(cells)) {
      dataEnd = i
      break
    }
    // A field spanning lines in a record of the wrong width, or holding whole records: a stray quote swallowed
    // lines; refuse naming the line rather than guess.
    if (multiLine.has(i) && (cells.length !== layout.columnCount || holdsRecords(cells, delimiter, quoteCharacter, layout.columnCount))) {
      return E.left(fileIssue('csvImport.unclosedQuoteAtLine', { lineNumber: lines[i] ?? 1 }))
    }
  }

  const fieldMappings = given.fieldMappings ?? layout.fieldMappings
  const mapping = validateColumnMapping(fieldMappings, layout.columnCount)
  const dataIndexes: number[] = []
  for (let i = layout.dataStart; i < dataEnd; i++) {
    const cells = records[i] ?? []
    if (cells.length === 1 && (cells[0] ?? '').trim() === '') continue // an empty line
    dataIndexes.push(i)
  }
  const rowOf = (read: (i: number) => StatementRow) => (i: number): StatementRow => (broken.has(i) ? asBrokenQuote(read(i)) : read(i))

  let rows: StatementRow[]
  if (E.isRight(mapping)) {
    const amountColumns = [mapping.right.columns.amount, mapping.right.columns.debitAmount, mapping.right.columns.creditAmount].filter((c) => c !== undefined)
    const decimalSeparator = detectDecimalSeparator(amountCells(records, dataIndexes, amountColumns))
    const ctx = statementRowContext(mapping.right, {
      columnCount: layout.columnCount,
      decimalSeparator,
      negateAmount: given.negateAmount ?? false,
      wrapsPurpose: layout.preset?.wrapsPurpose === true && readsPresetPurpose(fieldMappings, layout.fieldMappings),
    })
    rows = dataIndexes.map(rowOf((i) => readStatementRow(records[i] ?? [], lines[i] ?? 1, ctx)))
    const extras = presetExtrasOf(layout, records, fieldMappings, decimalSeparator, given.negateAmount ?? false)
    if (extras !== undefined) rows = withPresetExtras(rows, extras)
    const upcoming = layout.preset?.upcomingTableTitle === undefined || layout.headerIndex === undefined ? [] : upcomingRows(records, lines, layout.preset.upcomingTableTitle, layout.headerIndex)
    if (upcoming.length > 0) rows = [...upcoming.map(({ cells, line }) => asPending(readStatementRow(cells, line, ctx), line)), ...rows]
  } else rows = dataIndexes.map(rowOf((i) => rejectedForMapping(records[i] ?? [], lines[i] ?? 1)))

  const hasHeader = layout.headerIndex !== undefined
  const headerCells = hasHeader ? (records[layout.headerIndex] ?? []) : []
  const headers = Array.from({ length: layout.columnCount }, (_, i) => (hasHeader ? (headerCells[i] ?? '') : `Spalte ${i + 1}`))
  const profile: ImportProfile = {
    characterSet: decoded.right.characterSet,
    delimiter,
    quoteCharacter,
    negateAmount: given.negateAmount ?? false,
    fieldMappings,
    ...(given.accountType === undefined ? {} : { accountType: given.accountType }),
  }
  const notices: ValidationIssue[] = []
  if (rows.length === 0) notices.push(validationIssue(FILE, 'csvImport.noTransactions'))
  if (mixed) notices.push(validationIssue(FILE, 'csvImport.mixedLineEndings'))
  const further = furtherSections(records, dataEnd)
  if (further !== undefined) notices.push(validationIssue(FILE, 'csvImport.furtherSectionsNotImported', { sections: further }))
  return E.right({
    format: 'csv',
    profile,
    bank: layout.bank,
    hasHeader,
    headers,
    numberOfColumns: layout.columnCount,
    rows,
    detected: { characterSet: decoded.right.characterSet, delimiter: delimiterDetected, quoteCharacter: quoteDetected },
    hints: toCsvDetectionHints(profile, { delimiterDetected, quoteCharacterDetected: quoteDetected }),
    mappingIssues: E.isLeft(mapping) ? mapping.left : [],
    notices,
  })
}

/**
 * The rows of a table of upcoming bookings above the booked table's header (Postbank's 'Umsätze in den nächsten 14
 * Tagen'), each put into the booked table's columns by header name, so that the preview shows them where the booked
 * rows have the same values.
 */
const upcomingRows = (
  records: ReadonlyArray<ReadonlyArray<string>>,
  lines: ReadonlyArray<number>,
  title: string,
  bookedHeaderIndex: number,
): ReadonlyArray<{ readonly cells: ReadonlyArray<string>; readonly line: number }> => {
  const titleIndex = records.findIndex((cells, i) => i < bookedHeaderIndex && (cells[0] ?? '').trim() === title)
  if (titleIndex < 0) return []
  const own = (records[titleIndex + 1] ?? []).map((name) => name.trim())
  // For each booked column, the upcoming table's column of that name (-1 where it has none).
  const columnOf = (records[bookedHeaderIndex] ?? []).map((name) => (name.trim() === '' ? -1 : own.indexOf(name.trim())))
  const rows: Array<{ readonly cells: ReadonlyArray<string>; readonly line: number }> = []
  for (let i = titleIndex + 2; i < bookedHeaderIndex; i++) {
    const cells = records[i] ?? []
    if (cells.every((cell) => cell.trim() === '')) break // the blank line that ends the table
    rows.push({ cells: columnOf.map((column) => (column < 0 ? '' : (cells[column] ?? ''))), line: lines[i] ?? 1 })
  }
  return rows
}

/** An upcoming row: not booked yet, so not imported; the preview says so on the row. */
const asPending = (row: StatementRow, line: number): StatementRow => ({
  ...row,
  status: 'rejected',
  issues: [validationIssue('bookingStatus', 'csvImport.rowPending', { rowNumber: line })],
})

function* amountCells(records: ReadonlyArray<ReadonlyArray<string>>, indexes: ReadonlyArray<number>, columns: ReadonlyArray<number>): Generator<string> {
  for (const i of indexes) for (const c of columns) yield records[i]?.[c] ?? ''
}

/** The MT940 or CAMT statement the text is, read (or refused); undefined when it is neither (a CSV file). */
const readStructuredStatement = (text: string): E.Either<ReadonlyArray<ValidationIssue>, StructuredStatement> | undefined => {
  if (isMt940Text(text)) return readMt940Statement(text)
  if (isCamtText(text)) return readCamtStatement(text)
  return undefined
}

const STRUCTURED_MAPPING = validateColumnMapping(STRUCTURED_MAPPINGS, STRUCTURED_HEADERS.length)

/**
 * An MT940 or CAMT statement as the reader's rows: each entry a record of the fixed columns, read by the one row rule;
 * the profile's reading settings and mappings do not apply (the format fixes them), so they are answered as used.
 */
const structuredBankStatement = (statement: StructuredStatement, mapping: ValidColumnMapping, characterSet: string, given: Partial<ImportProfile>): BankStatement => {
  const ctx = statementRowContext(mapping, { columnCount: STRUCTURED_HEADERS.length, decimalSeparator: '.', negateAmount: false, wrapsPurpose: false })
  const rows: StatementRow[] = []
  for (const part of statement.parts) {
    for (const entry of part.entries) {
      const row = readStatementRow(toStructuredRecord(entry), entry.line, ctx)
      rows.push(entry.bankReference === null ? row : { ...row, bankReference: entry.bankReference })
    }
  }
  const notices: ValidationIssue[] = [...statementBalanceNotices(statement)]
  if (rows.length === 0) notices.push(validationIssue(FILE, 'csvImport.noTransactions'))
  return {
    format: statement.format,
    profile: {
      characterSet,
      delimiter: given.delimiter ?? '',
      quoteCharacter: given.quoteCharacter ?? '',
      negateAmount: false,
      fieldMappings: STRUCTURED_MAPPINGS,
      ...(given.accountType === undefined ? {} : { accountType: given.accountType }),
    },
    bank: null,
    hasHeader: true,
    headers: STRUCTURED_HEADERS,
    numberOfColumns: STRUCTURED_HEADERS.length,
    rows,
    detected: { characterSet, delimiter: '', quoteCharacter: '' },
    hints: [],
    mappingIssues: [],
    notices,
  }
}
