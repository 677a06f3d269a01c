/**
 * Wire models of the CSV import: import fields, import profile, preview and import result
 * (spec: transactions-import-proposals 3).
 */
import * as t from 'io-ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'

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

/** The first rows of an uploaded file as the server read them with a profile, and what it detected. */
export const CsvPreviewCodec = t.intersection(
  [
    t.type({ elements: t.readonlyArray(t.readonlyArray(t.string)), numberOfColumns: t.number }),
    t.partial({
      headers: nullable(t.readonlyArray(t.string)),
      delimiterDetected: nullable(t.string),
      quoteCharacterDetected: nullable(t.string),
      detectedFieldMappings: nullable(t.readonlyArray(FieldMappingCodec)),
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
