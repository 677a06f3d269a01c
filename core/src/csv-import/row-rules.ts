/**
 * The rules for one row of a CSV file, used by the reader (readBankStatement) for every record and by parseCsvRows
 * for the preview's elements: dates in the exports' notations not before 1.1.2014, amounts in the file's notation,
 * the sign conventions, pending and zero rows (spec: transactions-import-proposals 5 "CSV upload and mapping", 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isNegativeMoney, isZeroMoney, negateMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import { formatCount } from '../text/count-format.ts'
import { parseStatementAmount, parseStatementDate, type DecimalSeparator } from './cell-formats.ts'
import { CSV_EARLIEST_IMPORTABLE_DATE, CSV_PREVIEW_MAX_ELEMENTS } from './constants.ts'
import type { ValidColumnMapping } from './mapping-rules.ts'
import { IMPORT_FIELD_LABELS, type MappedImportField } from './model.ts'

const TEXT_FIELDS = [
  'senderName',
  'recipientName',
  'recipientOrSenderName',
  'purpose',
  'additionalInfo',
  'senderEmail',
  'recipientEmail',
] as const satisfies ReadonlyArray<MappedImportField>
type CsvTextField = (typeof TEXT_FIELDS)[number]

/** One row of the file as it will be imported. */
export interface ParsedCsvRow {
  /** The row's line in the file, counting the header line. */
  readonly rowNumber: number
  /** Signed: money in positive, money out negative, after negateAmount. */
  readonly amount: Money
  readonly valueDate?: LocalDate
  readonly bookingDate?: LocalDate
  readonly texts: Readonly<Partial<Record<CsvTextField, string>>>
}

export interface CsvRowOptions {
  /** Negate every amount (the import profile's negateAmount), e.g. for credit card exports. */
  readonly negateAmount: boolean
  /** Lines above the first element: 1 when the file has a header line, else 0. */
  readonly headerRowCount: number
  /** The file's decimal separator; ',' when not given. */
  readonly decimalSeparator?: DecimalSeparator | undefined
}

/**
 * A date cell in any format of the banks' exports (see parseStatementDate: dd.MM.yyyy, dd.MM.yy, yyyy-MM-dd,
 * dd-MM-yyyy, with or without time), with the calendar's messages. Reading (issue 13): two-digit years are 20yy, as
 * Sparkasse and DKB write them; the reader and the preview share this one rule.
 * @example parseCsvDate('31.12.2013') // right('2013-12-31')
 */
export const parseCsvDate = (input: string, field = 'valueDate'): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  if (input.trim() === '') return E.left([validationIssue(field, 'date.required')])
  const date = parseStatementDate(input)
  return date === undefined ? E.left([validationIssue(field, 'date.invalid')]) : E.right(date)
}

/**
 * Whether a transaction of this date may be imported: on or after 1.1.2014.
 * @example isCsvImportableDate('2014-01-01') // true
 */
export const isCsvImportableDate = (date: LocalDate): boolean => compareLocalDate(date, CSV_EARLIEST_IMPORTABLE_DATE) >= 0

/**
 * The elements the preview shows: the first 250.
 * @example limitCsvPreviewElements(rows).length // at most 250
 */
export const limitCsvPreviewElements = <A>(elements: ReadonlyArray<A>): ReadonlyArray<A> => elements.slice(0, CSV_PREVIEW_MAX_ELEMENTS)

/**
 * Reads the preview's elements with a valid mapping by the reader's row rule (readStatementRow), collecting the
 * issues of every refused row with its row number; Right with the rows when none is refused. Row numbers are lines
 * of the file (the header is line 1), so the user finds them in a spreadsheet. Chosen: amounts in German notation
 * unless options.decimalSeparator says otherwise (the elements are too few to detect it from).
 * @example parseCsvRows([['01.02.2024', '-12,50', 'Miete', 'Vermieter']], mapping, { negateAmount: false, headerRowCount: 1 })
 */
export const parseCsvRows = (
  elements: ReadonlyArray<ReadonlyArray<string>>,
  mapping: ValidColumnMapping,
  options: CsvRowOptions,
): E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<ParsedCsvRow>> => {
  const ctx = statementRowContext(mapping, { columnCount: undefined, decimalSeparator: options.decimalSeparator ?? ',', negateAmount: options.negateAmount, wrapsPurpose: false })
  const issues: ValidationIssue[] = []
  const rows: ParsedCsvRow[] = []
  elements.forEach((cells, index) => {
    const rowNumber = index + 1 + options.headerRowCount
    const row = readStatementRow(cells, rowNumber, ctx)
    if (row.status === 'rejected') {
      issues.push(...row.issues)
      return
    }
    const texts: Partial<Record<CsvTextField, string>> = {}
    for (const field of TEXT_FIELDS) {
      const text = (cellAt(cells, mapping.columns[field]) ?? '').trim()
      if (text !== '') texts[field] = text
    }
    rows.push({
      rowNumber,
      amount: row.amount,
      ...(row.valueDate === null ? {} : { valueDate: row.valueDate }),
      ...(row.bookingDate === null ? {} : { bookingDate: row.bookingDate }),
      texts,
    })
  })
  return issues.length === 0 ? E.right(rows) : E.left(issues)
}

/** The context of one file's rows: its mapping, width, decimal separator, negation and wrapping. */
export const statementRowContext = (
  mapping: ValidColumnMapping,
  settings: { readonly columnCount: number | undefined; readonly decimalSeparator: DecimalSeparator; readonly negateAmount: boolean; readonly wrapsPurpose: boolean },
): RowContext => ({ mapping, ...settings, dates: new Map(), scratch: { issues: undefined } })

/** One record of the file as the reader understood it. */
export interface StatementRow {
  /** The 1-based line of the file where the record starts. */
  readonly line: number
  /** 'rejected' rows carry their German reasons in issues and are never imported. */
  readonly status: 'importable' | 'rejected'
  readonly bookingDate: LocalDate | null
  readonly valueDate: LocalDate | null
  /** Signed from the account holder's view: money out is negative. Zero when the amount could not be read. */
  readonly amount: Money
  /** The other party ('' when the layout has no name column and none is in the text). */
  readonly counterparty: string
  /** The exact text; a layout's fixed-width wrapping is joined as the bank meant it. */
  readonly purpose: string
  readonly additionalInfo: string
  /** The record's cells as read, for the preview's columns. */
  readonly cells: ReadonlyArray<string>
  /** Why the row is rejected (empty when importable). */
  readonly issues: ReadonlyArray<ValidationIssue>
  /** Remarks that do not reject the row (a text that starts like a spreadsheet formula). */
  readonly notes: ReadonlyArray<ValidationIssue>
  /**
   * The bank's own reference of the booking where the format carries one (MT940, CAMT; issue 26 "Duplicates across
   * files"), else absent.
   */
  readonly bankReference?: string | undefined
}


const PENDING_WORDS = ['vorgemerkt', 'pending', 'ausstehend', 'offen', 'nicht gebucht']
const isPendingText = (text: string): boolean => {
  const t = text.trim().toLowerCase()
  return t !== '' && PENDING_WORDS.some((w) => t.includes(w))
}
const DEBIT_MARKS = new Set(['s', 'soll', 'd', 'debit', 'belastung'])
const CREDIT_MARKS = new Set(['h', 'haben', 'c', 'credit', 'gutschrift'])
const MEMO_MARK = 'memo'

/** Texts that a spreadsheet would run as a formula (OWASP CSV injection): the note tells the user it stays text. */
export const startsLikeFormula = (text: string): boolean => {
  const c = text.charAt(0)
  return c === '=' || c === '+' || c === '-' || c === '@' || c === '\t' || c === '\r'
}

// Chosen: a wrapped chunk that fills the width was cut mid-text and joins without a space; a shorter one ended a word.
const FIDUCIA_WRAP_WIDTH_CHARS = 27
/**
 * The old Fiducia layout writes "Vorgang", then the purpose in 27-character chunks, each on its own line. The
 * purpose is the Vorgang, a space, and the chunks joined as described above.
 * @example joinWrappedPurpose('Lastschrift\nabc') // 'Lastschrift abc'
 */
export const joinWrappedPurpose = (text: string): string => {
  if (!text.includes('\n')) return text
  const [vorgang = '', ...chunks] = text.split('\n')
  let purpose = ''
  chunks.forEach((chunk, i) => {
    const previous = chunks[i - 1]
    purpose += i === 0 || previous === undefined || previous.length >= FIDUCIA_WRAP_WIDTH_CHARS ? chunk : ` ${chunk}`
  })
  return chunks.length === 0 ? vorgang : `${vorgang} ${purpose}`
}

const NAME_IN_TEXT = /^(?:Auftraggeber|Empfänger|Zahlungsempfänger|Zahlungspflichtiger): ?(.*?)(?: {2,}| ?Kto\/IBAN:| ?Buchungstext:|$)/
/** comdirect and Commerzbank put the name into the text; their "Auftraggeber: …" / "Empfänger: …" form is read. */
const nameFromText = (text: string): string => NAME_IN_TEXT.exec(text.trim())?.[1]?.trim() ?? ''

/** What every row of one file is read with; build it with statementRowContext. */
export interface RowContext {
  readonly mapping: ValidColumnMapping
  /** The file's column count; a row of another width is rejected. Undefined: not checked (preview elements). */
  readonly columnCount: number | undefined
  readonly decimalSeparator: DecimalSeparator
  readonly negateAmount: boolean
  readonly wrapsPurpose: boolean
  /** Dates repeat across rows (a few hundred days in 40,000 rows): each text is parsed once per file. */
  readonly dates: Map<string, LocalDate | null>
  /** One holder per file for the date readers' issues, so that a row allocates no result objects. */
  readonly scratch: RowIssues
}

interface RowIssues {
  issues: ValidationIssue[] | undefined
}

// The per-row code below avoids closures and arrays it does not need: it runs 40,000 times for a 5 MB file.
const NO_ISSUES: ReadonlyArray<ValidationIssue> = []
/** The field of issues about the row as a whole (its width). */
const FILE = 'file'

const cellAt = (cells: ReadonlyArray<string>, column: number | undefined): string | undefined => (column === undefined ? undefined : (cells[column] ?? ''))

const withIssue = (issues: ValidationIssue[] | undefined, field: string, key: string, params: Record<string, string | number>): ValidationIssue[] => {
  const list = issues ?? []
  list.push(validationIssue(field, key, params))
  return list
}

const dateOfText = (text: string, ctx: RowContext): LocalDate | null => {
  const known = ctx.dates.get(text)
  if (known !== undefined) return known
  const date = parseStatementDate(text) ?? null
  ctx.dates.set(text, date)
  return date
}

const absolute = (m: Money): Money => (isNegativeMoney(m) ? negateMoney(m) : m)

/** A mapped date cell; its issue, if any, is added to the row's list (returned, maybe new). No object per call. */
const readDate = (
  text: string | undefined,
  field: 'bookingDate' | 'valueDate',
  rowNumber: number,
  pending: boolean,
  ctx: RowContext,
  row: RowIssues,
): LocalDate | null => {
  if (text === undefined) return null
  if (text.trim() === '') {
    // Beside a booking date the value date is no value the booking is without (N26 leaves it empty on some rows).
    if (field === 'valueDate' && ctx.mapping.columns.bookingDate !== undefined) return null
    if (!pending) row.issues = withIssue(row.issues, field, 'csvImport.emptyMappedValue', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS[field] })
    return null
  }
  const date = dateOfText(text, ctx)
  if (date === null && !pending) row.issues = withIssue(row.issues, field, 'csvImport.invalidDate', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS[field] })
  return date
}

const formulaNote = (notes: ValidationIssue[] | undefined, text: string, field: MappedImportField, rowNumber: number): ValidationIssue[] | undefined =>
  startsLikeFormula(text) ? withIssue(notes, field, 'csvImport.formulaCellAsText', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS[field] }) : notes

/**
 * One record to a row, with every rule of issue 13 and spec 5 on its values: the one row rule of the reader and of
 * parseCsvRows. Reading (spec 5 "Empty values in mapped columns block the import"): a row is refused for an empty
 * date or amount, the values no booking is without; an empty counterparty, purpose or other text is not refused, as
 * real bank rows have none (card fees, interest, Entgelt rows, comdirect's card bookings) and must be importable.
 * That at least one text column is mapped stays a rule of the mapping (CSV_DESCRIPTION_FIELDS).
 * @example readStatementRow(['01.02.2024', '', 'Kontoführung', '-4,90'], 2, ctx).status // 'importable'
 */
export const readStatementRow = (cells: ReadonlyArray<string>, line: number, ctx: RowContext): StatementRow => {
  const { columns, amountMode, nameMode } = ctx.mapping
  const rowNumber = line
  let issues: ValidationIssue[] | undefined
  const widthWrong = ctx.columnCount !== undefined && cells.length !== ctx.columnCount
  if (widthWrong) issues = withIssue(issues, FILE, 'csvImport.rowColumnCount', { rowNumber, actual: formatCount(cells.length), expected: formatCount(ctx.columnCount ?? 0) })

  const statusText = cellAt(cells, columns.bookingStatus)
  const bookingText = cellAt(cells, columns.bookingDate)
  const pending = (statusText !== undefined && isPendingText(statusText)) || (bookingText !== undefined && bookingText !== '' && !isDigitStart(bookingText) && isPendingText(bookingText))

  const dateIssues = ctx.scratch
  dateIssues.issues = issues
  const bookingDate = readDate(bookingText, 'bookingDate', rowNumber, pending, ctx, dateIssues)
  const valueDate = readDate(cellAt(cells, columns.valueDate), 'valueDate', rowNumber, pending, ctx, dateIssues)
  issues = dateIssues.issues
  const decisiveDate = bookingDate ?? valueDate
  if (decisiveDate !== null && !pending && !isCsvImportableDate(decisiveDate)) {
    issues = withIssue(issues, columns.bookingDate === undefined ? 'valueDate' : 'bookingDate', 'csvImport.dateBeforeEarliest', { rowNumber })
  }

  let amount: Money | undefined
  let memo = false
  if (amountMode === 'amount') {
    const text = cellAt(cells, columns.amount) ?? ''
    if (text.trim() === '') {
      if (!pending) issues = withIssue(issues, 'amount', 'csvImport.emptyMappedValue', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS.amount })
    } else {
      amount = parseStatementAmount(text, ctx.decimalSeparator)
      if (amount === undefined && !pending) issues = withIssue(issues, 'amount', 'csvImport.invalidAmount', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS.amount })
    }
    const indicator = cellAt(cells, columns.debitCreditIndicator)
    if (indicator !== undefined && amount !== undefined) {
      // The mark decides the sign whatever the cell shows, so a signed amount is never negated twice.
      const mark = indicator.trim().toLowerCase()
      if (DEBIT_MARKS.has(mark)) amount = negateMoney(absolute(amount))
      else if (CREDIT_MARKS.has(mark)) amount = absolute(amount)
      else if (mark === MEMO_MARK) memo = true
      else if (!pending) {
        issues = withIssue(issues, 'debitCreditIndicator', 'csvImport.invalidDebitCreditIndicator', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS.debitCreditIndicator })
      }
    }
  } else {
    const debitText = (cellAt(cells, columns.debitAmount) ?? '').trim()
    const creditText = (cellAt(cells, columns.creditAmount) ?? '').trim()
    const debit = debitText === '' ? undefined : parseStatementAmount(debitText, ctx.decimalSeparator)
    const credit = creditText === '' ? undefined : parseStatementAmount(creditText, ctx.decimalSeparator)
    if (!pending && debitText !== '' && debit === undefined) issues = withIssue(issues, 'debitAmount', 'csvImport.invalidAmount', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS.debitAmount })
    if (!pending && creditText !== '' && credit === undefined) issues = withIssue(issues, 'creditAmount', 'csvImport.invalidAmount', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS.creditAmount })
    const debitFilled = debit !== undefined && !isZeroMoney(debit)
    const creditFilled = credit !== undefined && !isZeroMoney(credit)
    if (debitText === '' && creditText === '') {
      if (!pending) issues = withIssue(issues, 'debitAmount', 'csvImport.emptyMappedValue', { rowNumber, fieldLabel: `${IMPORT_FIELD_LABELS.debitAmount}/${IMPORT_FIELD_LABELS.creditAmount}` })
    } else if (debitFilled && creditFilled) issues = withIssue(issues, 'debitAmount', 'csvImport.debitAndCreditBothFilled', { rowNumber })
    // A debit may already carry its minus (Deutsche Bank, Targobank): its absolute value is taken, never negated twice.
    else if (debitFilled) amount = negateMoney(absolute(debit))
    else if (creditFilled) amount = absolute(credit)
    else amount = debit ?? credit
  }
  if (amount !== undefined && ctx.negateAmount) amount = negateMoney(amount)

  const rawPurpose = cellAt(cells, columns.purpose) ?? ''
  const purpose = ctx.wrapsPurpose ? joinWrappedPurpose(rawPurpose) : rawPurpose
  const additionalInfo = (cellAt(cells, columns.additionalInfo) ?? '').trim()
  let counterparty: string
  if (nameMode === 'recipientOrSenderName') counterparty = (cellAt(cells, columns.recipientOrSenderName) ?? '').trim()
  else if (nameMode === 'senderAndRecipient') {
    const sender = (cellAt(cells, columns.senderName) ?? '').trim()
    const recipient = (cellAt(cells, columns.recipientName) ?? '').trim()
    const out = amount !== undefined && isNegativeMoney(amount)
    counterparty = (out ? recipient : sender) || (out ? sender : recipient)
  } else counterparty = nameFromText(rawPurpose)

  let notes = formulaNote(undefined, counterparty, 'recipientOrSenderName', rowNumber)
  notes = formulaNote(notes, purpose, 'purpose', rowNumber)
  notes = formulaNote(notes, additionalInfo, 'additionalInfo', rowNumber)

  const valuesRead = issues === undefined
  if (pending) issues = [validationIssue('bookingStatus', 'csvImport.rowPending', { rowNumber })]
  else if (valuesRead && memo) issues = withIssue(issues, 'debitCreditIndicator', 'csvImport.rowMemo', { rowNumber })
  // Issue 26: a zero amount (a 'Rechnungsabschluss 0,00', a bank's notice) is a transaction of UI state info
  // (transactions-import-proposals 4), imported as such; the preview says so on the row.
  else if (valuesRead && amount !== undefined && isZeroMoney(amount)) notes = withIssue(notes, 'amount', 'csvImport.rowZeroAmount', { rowNumber })
  // A record of the wrong width has its values in other columns: its one reason is the width, not what follows from it.
  if (widthWrong && issues !== undefined) issues = issues.slice(0, 1)
  return {
    line,
    status: issues === undefined ? 'importable' : 'rejected',
    bookingDate,
    valueDate,
    amount: amount ?? ZERO_MONEY,
    counterparty,
    purpose,
    additionalInfo,
    cells,
    issues: issues ?? NO_ISSUES,
    notes: notes ?? NO_ISSUES,
  }
}

const isDigitStart = (text: string): boolean => {
  const c = text.charCodeAt(0)
  return c >= 48 && c <= 57
}

