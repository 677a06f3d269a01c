/**
 * Statements that are no table (issue 26 "MT940 and CAMT"): what the MT940 and CAMT readers give, one model for both,
 * and how it becomes the reader's rows. Each entry becomes a record of fixed columns, read by the same row rule as a
 * CSV record (readStatementRow), so that dates before 1.1.2014, zero amounts, pending entries and texts that start like
 * formulas are treated as in every CSV file.
 */
import { localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { addMoney, formatMoney, isZeroMoney, subtractMoney, toWholeCents, ZERO_MONEY, type Money } from '../money/money.ts'
import { toTwoDecimalText } from './amount-text.ts'
import type { StatementFormat } from './constants.ts'
import type { FieldMapping } from './model.ts'

/** One booking (MT940 :61: with its :86:, CAMT Ntry or one of its TxDtls). */
export interface StructuredEntry {
  /** The 1-based line of the file where the entry starts. */
  readonly line: number
  readonly bookingDate: LocalDate | null
  readonly valueDate: LocalDate | null
  /** Signed from the account holder's view: money out is negative. */
  readonly amount: Money
  readonly counterpartyName: string
  readonly counterpartyIban: string
  /** The remittance text (SEPA's SVWZ+, CAMT's Ustrd joined). */
  readonly purpose: string
  /** The bank's name of the booking (MT940 ?00, CAMT AddtlNtryInf), with the SEPA references. */
  readonly bookingText: string
  /** Not booked yet (CAMT Sts PDNG, MT940 of a :61: in a forward-looking part): shown, not imported. */
  readonly pending: boolean
  /** The bank's own reference of the booking (MT940 '//' part of :61:, CAMT AcctSvcrRef or NtryRef); null when none. */
  readonly bankReference: string | null
}

/** One statement of a file (MT940 :20: … :62F:, CAMT Stmt or Rpt). */
export interface StructuredStatementPart {
  /** The statement's number as the file gives it (MT940 :28C:, CAMT ElctrncSeqNb or Id). */
  readonly number: string
  /** The 1-based line where it starts. */
  readonly line: number
  readonly opening: Money | null
  readonly closing: Money | null
  readonly entries: ReadonlyArray<StructuredEntry>
}

export interface StructuredStatement {
  readonly format: Exclude<StatementFormat, 'csv'>
  /** The account as the file names it (an IBAN, or BLZ/account number), '' when it names none. */
  readonly account: string
  readonly parts: ReadonlyArray<StructuredStatementPart>
}

/** The columns every structured statement is shown in; the mapping below reads them. */
export const STRUCTURED_HEADERS = ['Buchungstag', 'Valuta', 'Name', 'IBAN', 'Verwendungszweck', 'Betrag', 'Buchungstext', 'Status', 'Referenz'] as const
export const STRUCTURED_MAPPINGS: ReadonlyArray<FieldMapping> = [
  { columnIndex: 0, fieldName: 'bookingDate' },
  { columnIndex: 1, fieldName: 'valueDate' },
  { columnIndex: 2, fieldName: 'recipientOrSenderName' },
  { columnIndex: 3, fieldName: 'none' },
  { columnIndex: 4, fieldName: 'purpose' },
  { columnIndex: 5, fieldName: 'amount' },
  { columnIndex: 6, fieldName: 'additionalInfo' },
  { columnIndex: 7, fieldName: 'bookingStatus' },
  { columnIndex: 8, fieldName: 'none' },
]
const BOOKED = 'gebucht'
const PENDING = 'vorgemerkt'

/** The amount in '.' notation, from its whole cents where it has them (no Decimal made: 28,000 entries in 5 MB). */
const amountText = (amount: Money): string => (toWholeCents(amount) === undefined ? amount.value.toFixed() : toTwoDecimalText(amount))

/** An entry as a record of STRUCTURED_HEADERS; the amount in '.' notation ('-1234.5'), dates as yyyy-MM-dd. */
export const toStructuredRecord = (entry: StructuredEntry): ReadonlyArray<string> => [
  entry.bookingDate ?? '',
  entry.valueDate ?? '',
  entry.counterpartyName,
  entry.counterpartyIban,
  entry.purpose,
  amountText(entry.amount),
  entry.bookingText,
  entry.pending ? PENDING : BOOKED,
  entry.bankReference ?? '',
]

/**
 * The balance rule of issue 26: the opening balance plus the booked entries is the closing balance, for every part that
 * names both; a notice per part where not, naming the statement and the amounts.
 * @example statementBalanceNotices({ format: 'mt940', account: '', parts: [part] }) // [] when they agree
 */
export const statementBalanceNotices = (statement: StructuredStatement): ReadonlyArray<ValidationIssue> =>
  statement.parts.flatMap((part) => {
    if (part.opening === null || part.closing === null) return []
    let sum = ZERO_MONEY
    for (const entry of part.entries) if (!entry.pending) sum = addMoney(sum, entry.amount)
    const expected = addMoney(part.opening, sum)
    if (isZeroMoney(subtractMoney(expected, part.closing))) return []
    return [
      validationIssue('file', 'csvImport.statementBalanceMismatch', {
        statement: part.number === '' ? String(part.line) : part.number,
        opening: formatMoney(part.opening),
        sum: formatMoney(sum),
        expected: formatMoney(expected),
        closing: formatMoney(part.closing),
      }),
    ]
  })

/**
 * A date of six digits (yyMMdd, MT940), years 00–79 as 20yy and 80–99 as 19yy (SWIFT's reading); undefined when no date.
 * @example dateOfYymmdd('210215') // '2021-02-15'
 */
export const dateOfYymmdd = (text: string): LocalDate | undefined => {
  if (!/^\d{6}$/.test(text)) return undefined
  const yy = Number(text.slice(0, 2))
  return localDateFromParts(yy < 80 ? 2000 + yy : 1900 + yy, Number(text.slice(2, 4)), Number(text.slice(4, 6)))
}
