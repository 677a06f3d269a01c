/** fast-check arbitraries for the CSV import: files, mappings, rows, previews, import results, dialog events. */
import fc from 'fast-check'
import { localDateFromParts, formatLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { formatMoneyAmount, moneyFromCents } from '../money/money.ts'
import { CSV_EARLIEST_IMPORTABLE_DATE, CSV_FILE_MAX_SIZE_BYTES, CSV_IMPORT_STATUS_FAILED, CSV_IMPORT_STATUS_FINISHED, CSV_IMPORT_STATUS_ONGOING } from './constants.ts'
import type { CsvImportDialogEvent } from './import-dialog-flow.ts'
import { IMPORT_FIELDS, type CsvFileContent, type CsvFileInfo, type CsvPreview, type FieldMapping, type ImportResult, type MappedImportField } from './model.ts'

export const importFieldArbitrary = fc.constantFrom(...IMPORT_FIELDS)

/** Mappings of any shape, including columns outside the file and fields mapped twice. */
export const fieldMappingsArbitrary: fc.Arbitrary<ReadonlyArray<FieldMapping>> = fc.array(
  fc.record({ columnIndex: fc.integer({ min: -1, max: 8 }), fieldName: importFieldArbitrary }),
  { maxLength: 10 },
)

/** File names with and without the .csv extension, in any case. */
export const csvFileNameArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.stringMatching(/^[\w -]{0,12}$/), fc.constantFrom('.csv', '.CSV', '.Csv', '.cSv', '.sta', '.MTA', '.940', '.txt', '.xml', '.XML')).map(([base, ext]) => base + ext),
  fc.tuple(fc.stringMatching(/^[\w -]{1,12}$/), fc.constantFrom('.pdf', '.xlsx', '.csv.exe', '.cs', 'csv', '.csv ', '', '.xml.zip')).map(([base, ext]) => base + ext),
)

/** Sizes around the limit: 0, tiny, just under, exactly at, just over, far over. */
export const csvFileSizeArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 1, CSV_FILE_MAX_SIZE_BYTES - 1, CSV_FILE_MAX_SIZE_BYTES, CSV_FILE_MAX_SIZE_BYTES + 1, 5 * 1024 * 1024),
  fc.integer({ min: 0, max: 2 * CSV_FILE_MAX_SIZE_BYTES }),
)

export const csvFileInfoArbitrary: fc.Arbitrary<CsvFileInfo> = fc.record({
  name: csvFileNameArbitrary,
  sizeBytes: csvFileSizeArbitrary,
  mimeType: fc.constantFrom('text/csv', 'application/vnd.ms-excel', 'text/plain', '', 'application/pdf', undefined),
})

/** A picked file's bytes: the flow hands them on to the upload unread, so empty ones do. */
export const csvFileContentArbitrary: fc.Arbitrary<CsvFileContent> = fc.constant({ arrayBuffer: async () => new ArrayBuffer(0) })

/** Counts as the server may send them: plausible, 0, null, absent, and nonsense. */
const countArbitrary = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(null, undefined, -3, 2.5, Number.NaN))

export const importResultArbitrary: fc.Arbitrary<ImportResult> = fc
  .record({
    financialTransactionImportId: fc.constantFrom('imp-1', 'imp-2'),
    status: fc.oneof(fc.constantFrom(CSV_IMPORT_STATUS_ONGOING, CSV_IMPORT_STATUS_FINISHED, CSV_IMPORT_STATUS_FAILED), fc.string({ maxLength: 8 })),
    numberOfTransactions: countArbitrary,
    numberOfImportRows: countArbitrary,
  })
  .map(({ numberOfTransactions, numberOfImportRows, ...rest }) => ({
    ...rest,
    ...(numberOfTransactions === undefined ? {} : { numberOfTransactions }),
    ...(numberOfImportRows === undefined ? {} : { numberOfImportRows }),
  }))

/** A mapping that passes every rule, on columns 0..n-1 of a file with n (or more) columns. */
export const validFieldMappingsArbitrary: fc.Arbitrary<ReadonlyArray<FieldMapping>> = fc
  .record({
    amount: fc.constantFrom<ReadonlyArray<MappedImportField>>(['amount'], ['debitAmount', 'creditAmount']),
    names: fc.constantFrom<ReadonlyArray<MappedImportField>>(['recipientOrSenderName'], ['senderName', 'recipientName']),
    dates: fc.constantFrom<ReadonlyArray<MappedImportField>>(['valueDate'], ['bookingDate'], ['valueDate', 'bookingDate']),
    texts: fc.constantFrom<ReadonlyArray<MappedImportField>>(['purpose'], ['additionalInfo'], ['purpose', 'additionalInfo']),
    emails: fc.subarray<MappedImportField>(['senderEmail', 'recipientEmail']),
  })
  .chain(({ amount, names, dates, texts, emails }) => {
    const fields = [...amount, ...names, ...dates, ...texts, ...emails]
    return fc.tuple(fc.shuffledSubarray(fields, { minLength: fields.length }), fc.integer({ min: 0, max: 3 })).chain(([shuffled, unused]) => {
      const columns = Array.from({ length: shuffled.length + unused }, (_, i) => i)
      return fc
        .shuffledSubarray(columns, { minLength: shuffled.length, maxLength: shuffled.length })
        .map((picked) => shuffled.map((fieldName, i) => ({ columnIndex: picked[i] ?? 0, fieldName })))
    })
  })

const importableDateArbitrary: fc.Arbitrary<LocalDate> = fc
  .record({ year: fc.integer({ min: 2014, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ year, month, day }) => localDateFromParts(year, month, day) ?? CSV_EARLIEST_IMPORTABLE_DATE)

/** A cell of a mapped column that passes every row rule for its field. */
export const validCellArbitrary = (field: MappedImportField): fc.Arbitrary<string> => {
  switch (field) {
    case 'valueDate':
    case 'bookingDate':
      return importableDateArbitrary.chain((d) => fc.constantFrom(formatLocalDate(d), d))
    case 'amount':
      // Not 0: a zero-amount row is an info row, not a booking (the reader rejects it by name).
      return fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).filter((c) => c !== 0n).map((c) => formatMoneyAmount(moneyFromCents(c)))
    case 'debitAmount':
    case 'creditAmount':
      return fc.bigInt({ min: 1n, max: 10n ** 9n }).map((c) => formatMoneyAmount(moneyFromCents(c)))
    default:
      return fc
        .tuple(fc.constantFrom('Vermieter GmbH', 'Müller & Söhne', 'RE-2024-001', 'Miete', 'info@example.de', 'Gehalt'), fc.nat(999))
        .map(([word, n]) => `${word} ${n}`)
  }
}

/** Rows that pass every row rule for a valid mapping over `numberOfColumns` columns (one of debit/credit per row). */
export const validRowsArbitrary = (mappings: ReadonlyArray<FieldMapping>, numberOfColumns: number): fc.Arbitrary<ReadonlyArray<ReadonlyArray<string>>> => {
  const row = fc
    .tuple(
      fc.constantFrom<'debitAmount' | 'creditAmount'>('debitAmount', 'creditAmount'),
      fc.tuple(...mappings.map((m) => (m.fieldName === 'none' ? fc.constant('') : validCellArbitrary(m.fieldName)))),
      fc.array(fc.string({ maxLength: 6 }), { minLength: numberOfColumns, maxLength: numberOfColumns }),
    )
    .map(([filled, cells, filler]) => {
      const out = [...filler]
      mappings.forEach((m, i) => {
        const isOtherSide = (m.fieldName === 'debitAmount' || m.fieldName === 'creditAmount') && m.fieldName !== filled
        out[m.columnIndex] = isOtherSide ? '' : (cells[i] ?? '')
      })
      return out
    })
  return fc.array(row, { minLength: 1, maxLength: 4 })
}

/** A preview of a file whose mapping is valid and whose rows pass. */
export const validCsvPreviewArbitrary: fc.Arbitrary<{ readonly preview: CsvPreview; readonly mappings: ReadonlyArray<FieldMapping> }> =
  validFieldMappingsArbitrary.chain((mappings) => {
    const numberOfColumns = Math.max(0, ...mappings.map((m) => m.columnIndex + 1))
    return validRowsArbitrary(mappings, numberOfColumns).map((elements) => ({
      preview: { headers: Array.from({ length: numberOfColumns }, (_, i) => `Spalte ${i + 1}`), elements, numberOfColumns, detectedFieldMappings: mappings },
      mappings,
    }))
  })

/** Any event of the import dialog, with ids that sometimes match and sometimes do not. */
export const csvImportDialogEventArbitrary: fc.Arbitrary<CsvImportDialogEvent> = fc.oneof(
  importResultArbitrary.chain((result) => fc.constantFrom<CsvImportDialogEvent>({ type: 'lastImportLoaded', result }, { type: 'lastImportLoaded', result: null })),
  fc.constant<CsvImportDialogEvent>({ type: 'lastImportFailed' }),
  fc.tuple(csvFileInfoArbitrary, csvFileContentArbitrary).map(([file, content]): CsvImportDialogEvent => ({ type: 'fileSelected', file, content })),
  fc.constantFrom('file-1', 'file-2').map((fileId): CsvImportDialogEvent => ({ type: 'fileUploaded', fileId })),
  fc.constant<CsvImportDialogEvent>({ type: 'uploadFailed', issues: [{ field: 'file', key: 'csvImport.uploadVirusFound' }] }),
  fc
    .tuple(fc.constantFrom('file-1', 'file-2'), validCsvPreviewArbitrary)
    .map(([fileId, { preview }]): CsvImportDialogEvent => ({ type: 'previewLoaded', fileId, preview })),
  fc
    .tuple(fc.constantFrom('file-1', 'file-2'), fc.constantFrom(400, 402, 500))
    .map(([fileId, httpStatus]): CsvImportDialogEvent => ({ type: 'previewFailed', fileId, httpStatus, issues: [{ field: 'file', key: 'csvImport.unclosedQuote' }] })),
  fc
    .record({ delimiter: fc.constantFrom(';', ',', '\t'), negateAmount: fc.boolean() }, { requiredKeys: [] })
    .map((changes): CsvImportDialogEvent => ({ type: 'profileChanged', changes })),
  fc
    .tuple(fc.integer({ min: 0, max: 8 }), importFieldArbitrary)
    .map(([columnIndex, fieldName]): CsvImportDialogEvent => ({ type: 'columnMappingChanged', columnIndex, fieldName })),
  fc.constantFrom<CsvImportDialogEvent>(
    { type: 'importRequested' },
    { type: 'backRequested' },
    { type: 'pollTimerElapsed' },
    { type: 'importStatusFailed' },
    { type: 'closeRequested' },
    { type: 'importStartFailed', issues: [{ field: 'file', key: 'IMPORT_ERROR' }] },
  ),
  importResultArbitrary.map((result): CsvImportDialogEvent => ({ type: 'importStarted', result })),
  importResultArbitrary.map((result): CsvImportDialogEvent => ({ type: 'importStatusLoaded', result })),
)
