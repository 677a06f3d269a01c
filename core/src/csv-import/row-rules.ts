/**
 * Rules for the values in mapped CSV columns: no empty values, dates in dd.MM.yyyy or yyyy-MM-dd not before
 * 1.1.2014, amounts in German notation (spec: transactions-import-proposals 5 "CSV upload and mapping", 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isNegativeMoney, isZeroMoney, negateMoney, type Money } from '../money/money.ts'
import { parseStatementAmount, parseStatementDate } from './cell-formats.ts'
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

const absolute = (m: Money): Money => (isNegativeMoney(m) ? negateMoney(m) : m)

/**
 * Reads the rows of the file with a valid mapping, collecting every issue with its row number: an empty value in a
 * mapped column blocks the import, as does a date that is not a date or lies before 1.1.2014 and an amount that is
 * not in German notation.
 * Reading: the pairs are judged together: in a debit/credit file each row fills one of the two (an empty or 0 other
 * cell is fine; both filled with non-zero amounts is refused), and of sender and recipient at least one must be
 * filled; an empty pair is reported once, as "Soll/Haben" or "Absender/Empfänger". Every other mapped column,
 * including both dates when both are mapped, must be filled in every row. A debit becomes money out and a credit
 * money in, whatever sign the cell shows. Row numbers are lines of the file (the header is line 1), so the user finds
 * them in a spreadsheet. The UI checks the rows it has (the preview); the server checks the whole file.
 * @example parseCsvRows([['01.02.2024', '-12,50', 'Miete', 'Vermieter']], mapping, { negateAmount: false, headerRowCount: 1 })
 */
export const parseCsvRows = (
  elements: ReadonlyArray<ReadonlyArray<string>>,
  mapping: ValidColumnMapping,
  options: CsvRowOptions,
): E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<ParsedCsvRow>> => {
  const issues: ValidationIssue[] = []
  const rows: ParsedCsvRow[] = []
  elements.forEach((cells, index) => {
    const rowNumber = index + 1 + options.headerRowCount
    const before = issues.length
    const cell = (field: MappedImportField): string | undefined => {
      const column = mapping.columns[field]
      return column === undefined ? undefined : (cells[column] ?? '').trim()
    }
    const empty = (field: MappedImportField, fieldLabel: string = IMPORT_FIELD_LABELS[field]): void => {
      issues.push(validationIssue(field, 'csvImport.emptyMappedValue', { rowNumber, fieldLabel }))
    }
    const amountOf = (field: MappedImportField, text: string): Money | undefined => {
      const parsed = parseStatementAmount(text, ',')
      if (parsed !== undefined) return parsed
      issues.push(validationIssue(field, 'csvImport.invalidAmount', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS[field] }))
      return undefined
    }
    const dateOf = (field: 'valueDate' | 'bookingDate'): LocalDate | undefined => {
      const text = cell(field)
      if (text === undefined) return undefined
      if (text === '') {
        empty(field)
        return undefined
      }
      const parsed = parseCsvDate(text, field)
      if (E.isLeft(parsed)) {
        issues.push(validationIssue(field, 'csvImport.invalidDate', { rowNumber, fieldLabel: IMPORT_FIELD_LABELS[field] }))
        return undefined
      }
      if (!isCsvImportableDate(parsed.right)) issues.push(validationIssue(field, 'csvImport.dateBeforeEarliest', { rowNumber }))
      return parsed.right
    }

    let amount: Money | undefined
    if (mapping.amountMode === 'amount') {
      const text = cell('amount') ?? ''
      if (text === '') empty('amount')
      else amount = amountOf('amount', text)
    } else {
      const debitText = cell('debitAmount') ?? ''
      const creditText = cell('creditAmount') ?? ''
      const debit = debitText === '' ? undefined : amountOf('debitAmount', debitText)
      const credit = creditText === '' ? undefined : amountOf('creditAmount', creditText)
      const debitFilled = debit !== undefined && !isZeroMoney(debit)
      const creditFilled = credit !== undefined && !isZeroMoney(credit)
      if (debitText === '' && creditText === '') empty('debitAmount', `${IMPORT_FIELD_LABELS.debitAmount}/${IMPORT_FIELD_LABELS.creditAmount}`)
      else if (debitFilled && creditFilled) issues.push(validationIssue('debitAmount', 'csvImport.debitAndCreditBothFilled', { rowNumber }))
      else if (debitFilled) amount = negateMoney(absolute(debit))
      else if (creditFilled) amount = absolute(credit)
      else amount = debit ?? credit // both 0, or one 0 and the other empty: a booking of 0
    }

    const valueDate = dateOf('valueDate')
    const bookingDate = dateOf('bookingDate')

    const texts: Partial<Record<CsvTextField, string>> = {}
    for (const field of TEXT_FIELDS) {
      const text = cell(field)
      if (text === undefined) continue
      if (text !== '') texts[field] = text
      else if (field !== 'senderName' && field !== 'recipientName') empty(field)
    }
    if (mapping.nameMode === 'senderAndRecipient' && texts.senderName === undefined && texts.recipientName === undefined) {
      empty('senderName', `${IMPORT_FIELD_LABELS.senderName}/${IMPORT_FIELD_LABELS.recipientName}`)
    }

    if (issues.length === before && amount !== undefined) {
      rows.push({
        rowNumber,
        amount: options.negateAmount ? negateMoney(amount) : amount,
        ...(valueDate === undefined ? {} : { valueDate }),
        ...(bookingDate === undefined ? {} : { bookingDate }),
        texts,
      })
    }
  })
  return issues.length === 0 ? E.right(rows) : E.left(issues)
}
