/**
 * Wire models of the CSV import: import fields, import profile, preview and import result
 * (spec: transactions-import-proposals 3).
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { IssueListCodec } from '../errors/issue.ts'
import { MoneyCodec } from '../money/money.ts'
import { STATEMENT_FORMATS } from './constants.ts'

/** The transaction fields a CSV column can be mapped to; 'none' leaves a column out. */
export const IMPORT_FIELDS = [
  'valueDate',
  'bookingDate',
  'senderName',
  'recipientName',
  'recipientOrSenderName',
  'purpose',
  'amount',
  'debitAmount',
  'creditAmount',
  'additionalInfo',
  'senderEmail',
  'recipientEmail',
  // Ours, not the spec's (issue 13 "Detection"): an S/H or Soll/Haben column that gives the sign of an unsigned
  // amount, and a column saying whether a row is booked or pending (vorgemerkt).
  'debitCreditIndicator',
  'bookingStatus',
  'none',
] as const
export const ImportFieldCodec = literalUnion(IMPORT_FIELDS, 'ImportField')
export type ImportField = t.TypeOf<typeof ImportFieldCodec>
/** Every field but 'none': the ones that take a column. */
export type MappedImportField = Exclude<ImportField, 'none'>

/** German labels of the import fields, for the column selects and the messages. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  valueDate: 'Wertstellung',
  bookingDate: 'Buchungsdatum',
  senderName: 'Absender',
  recipientName: 'Empfänger',
  recipientOrSenderName: 'Empfänger/Absender',
  purpose: 'Verwendungszweck',
  amount: 'Betrag',
  debitAmount: 'Soll',
  creditAmount: 'Haben',
  additionalInfo: 'Zusatzinformation',
  senderEmail: 'E-Mail des Absenders',
  recipientEmail: 'E-Mail des Empfängers',
  debitCreditIndicator: 'Soll/Haben-Kennzeichen',
  bookingStatus: 'Buchungsstatus',
  none: 'Nicht importieren',
}

/** One column of the file and the field it fills (columnIndex counts from 0). */
export const FieldMappingCodec = t.type({ columnIndex: t.number, fieldName: ImportFieldCodec }, 'FieldMapping')
export type FieldMapping = t.TypeOf<typeof FieldMappingCodec>

/** How a bank's CSV files are read; stored per account and sent with every preview. */
export const ImportProfileCodec = t.intersection(
  [
    t.type({
      characterSet: t.string,
      delimiter: t.string,
      quoteCharacter: t.string,
      negateAmount: t.boolean,
      fieldMappings: t.readonlyArray(FieldMappingCodec),
    }),
    t.partial({ accountType: nullable(t.string) }),
  ],
  'ImportProfile',
)
export type ImportProfile = t.TypeOf<typeof ImportProfileCodec>

/**
 * One row of the preview as the server's reader (core's readBankStatement) understood it. Spec leaves the preview's
 * rows at "elements"; chosen beside them: the parsed row, so the dialog shows what will be imported, not only cells.
 * issues are the German reasons of a rejected row (and the duplicate notes), in the server's issue form.
 */
export const CsvPreviewRowCodec = t.intersection(
  [
    t.type({
      line: t.number,
      status: literalUnion(['importable', 'rejected'] as const, 'CsvPreviewRowStatus'),
      amount: MoneyCodec,
      counterparty: t.string,
      purpose: t.string,
      /** Matches a transaction already in the account: not ticked for import by default. */
      suspectedDuplicate: t.boolean,
    }),
    t.partial({
      bookingDate: nullable(LocalDateCodec),
      valueDate: nullable(LocalDateCodec),
      /** The first line of the file with an equal row, when this one repeats it (it stays ticked). */
      repeatOfLine: nullable(t.number),
      issues: nullable(IssueListCodec),
    }),
  ],
  'CsvPreviewRow',
)
export type CsvPreviewRow = t.TypeOf<typeof CsvPreviewRowCodec>

/** The first rows of an uploaded file as the server read them with a profile, and what it detected. */
export const CsvPreviewCodec = t.intersection(
  [
    t.type({ elements: t.readonlyArray(t.readonlyArray(t.string)), numberOfColumns: t.number }),
    t.partial({
      headers: nullable(t.readonlyArray(t.string)),
      delimiterDetected: nullable(t.string),
      quoteCharacterDetected: nullable(t.string),
      detectedFieldMappings: nullable(t.readonlyArray(FieldMappingCodec)),
      // chosen beside the spec's fields: the bank recognised, the parsed rows (up to 250, as elements), the counts of
      // the whole file and the sum of the rows that would be imported (importable, not suspected duplicates), the
      // delimiter/quote hints of spec 5, the mapping's issues and notices about the whole file (no transactions).
      characterSetDetected: nullable(t.string),
      // issue 26: the statement's format (csv, mt940, camt); a structured one has fixed columns and no reading settings.
      statementFormat: nullable(literalUnion(STATEMENT_FORMATS, 'StatementFormat')),
      bank: nullable(t.string),
      rows: nullable(t.readonlyArray(CsvPreviewRowCodec)),
      importableCount: nullable(t.number),
      rejectedCount: nullable(t.number),
      suspectedDuplicateCount: nullable(t.number),
      importableSum: nullable(MoneyCodec),
      hints: nullable(IssueListCodec),
      mappingIssues: nullable(IssueListCodec),
      notices: nullable(IssueListCodec),
    }),
  ],
  'CsvPreview',
)
export type CsvPreview = t.TypeOf<typeof CsvPreviewCodec>

/**
 * An import job. Reading: numberOfImportRows is the number of rows the file holds and numberOfTransactions the
 * number imported so far; the status stays a plain string, since only ONGOING is named and any other value ends it.
 */
export const ImportResultCodec = t.intersection(
  [
    t.type({ financialTransactionImportId: t.string, status: t.string }),
    t.partial({ numberOfTransactions: nullable(t.number), numberOfImportRows: nullable(t.number) }),
  ],
  'ImportResult',
)
export type ImportResult = t.TypeOf<typeof ImportResultCodec>

/** The file the user picked, as far as the rules need it (the file itself stays with the UI). */
export interface CsvFileInfo {
  readonly name: string
  readonly sizeBytes: number
  readonly mimeType?: string | undefined
}

/** The picked file's bytes, as a browser File gives them: the core only hands them on to the upload, unread. */
export interface CsvFileContent {
  readonly arrayBuffer: () => Promise<ArrayBuffer>
}
