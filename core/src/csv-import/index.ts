/**
 * Public API of the CSV import area: the reader of bank exports (readBankStatement), duplicates and failed rows, file
 * and mapping rules, row rules, hints, progress, the import dialog flow.
 */
export {
  CSV_DEFAULT_CHARACTER_SET,
  CSV_DEFAULT_DELIMITER,
  CSV_DEFAULT_QUOTE_CHARACTER,
  CSV_EARLIEST_IMPORTABLE_DATE,
  CSV_FILE_MAX_SIZE_BYTES,
  CSV_FILE_MAX_SIZE_LABEL,
  CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  CSV_IMPORT_STATUS_POLL_INTERVAL_MS,
  CSV_MAX_COLUMNS,
  CSV_MAX_VALUE_CHARS,
  CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS,
  CSV_PREVIEW_MAX_ELEMENTS,
  CSV_UPLOAD_TYPE,
  STATEMENT_FILE_EXTENSIONS,
  STATEMENT_FORMATS,
  STATEMENT_FORMAT_LABELS,
  type StatementFormat,
} from './constants.ts'
export {
  CsvPreviewCodec,
  CsvPreviewRowCodec,
  type CsvPreviewRow,
  FieldMappingCodec,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  ImportFieldCodec,
  ImportProfileCodec,
  ImportResultCodec,
  type CsvFileContent,
  type CsvFileInfo,
  type CsvPreview,
  type FieldMapping,
  type ImportField,
  type ImportProfile,
  type ImportResult,
  type MappedImportField,
} from './model.ts'
export { isStatementFileName, validateCsvFile } from './file-rules.ts'
export { CSV_DESCRIPTION_FIELDS, setColumnMapping, validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
export {
  isCsvImportableDate,
  limitCsvPreviewElements,
  parseCsvDate,
  parseCsvRows,
  type CsvRowOptions,
  type ParsedCsvRow,
} from './row-rules.ts'
export { formatCsvSeparatorCharacter, toCsvDetectionHints } from './detection-hints.ts'
export {
  isCsvImportOngoing,
  isCsvPreviewDialogClosingStatus,
  toCsvImportOutcome,
  toCsvImportProgressPercent,
  type CsvImportOutcome,
} from './import-progress.ts'
export {
  DEFAULT_CSV_IMPORT_PROFILE,
  initialCsvImportDialog,
  toCsvImportDialogRestore,
  toCsvImportDialogStepNumber,
  transitionCsvImportDialog,
  validateCsvImportMapping,
  detectedSettingsChanges,
  type CsvImportDialogEffect,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type CsvImportDialogStep,
} from './import-dialog-flow.ts'
export { toCsvImportSelection, type CsvImportSelection } from './import-selection.ts'
export {
  CsvImportDialogRestoreCodec,
  readCsvImportDialogRestore,
  writeCsvImportDialogRestore,
  type CsvImportDialogRestore,
} from './import-dialog-restore.ts'
export { csvImportMessages, type CsvImportMessageKey } from './messages.ts'
export {
  CsvImportOptionsCodec,
  CsvPreviewRequestCodec,
  CSV_UPLOAD_MEDIA_TYPE,
  CSV_UPLOAD_QUERY,
  CsvUploadResultCodec,
  StartCsvImportRequestCodec,
  toCsvUploadRequest,
  type CsvImportOptions,
  type CsvPreviewRequest,
  type CsvUploadRequest,
  type CsvUploadResult,
  type StartCsvImportRequest,
} from './wire.ts'
export {
  joinWrappedPurpose,
  readBankStatement,
  startsLikeFormula,
  type BankStatement,
  type ReadBankStatementOptions,
  type StatementRow,
} from './read-bank-statement.ts'
export {
  fromTransferableRow,
  fromTransferableStatement,
  toTransferableStatement,
  type StatementReader,
  type TransferableStatement,
  type TransferableStatementRow,
} from './statement-transfer.ts'
export { CSV_CHARACTER_SETS, decodeCsvBytes, type CsvCharacterSet, type DecodedCsvText } from './decode-bytes.ts'
export { detectDecimalSeparator, parseStatementAmount, parseStatementDate, type DecimalSeparator } from './cell-formats.ts'
export { CSV_DELIMITER_CANDIDATES, detectCsvDelimiter, detectCsvQuoteCharacter } from './csv-structure.ts'
export { BANK_PRESETS, matchBankPreset, type BankPreset } from './bank-presets.ts'
export { isMt940Text, readMt940Statement, formatMt940Statement } from './mt940-statement.ts'
export { isCamtText, readCamtStatement, formatCamtStatement, type CamtKind, type CamtVersion } from './camt-statement.ts'
export {
  STRUCTURED_HEADERS,
  statementBalanceNotices,
  type StructuredEntry,
  type StructuredStatement,
  type StructuredStatementPart,
} from './structured-statement.ts'
export {
  duplicateFindingAt,
  findSuspectedDuplicates,
  isSelectedByDefault,
  isSuspectedDuplicate,
  markSuspectedDuplicates,
  type DuplicateMarks,
  type ExistingTransactionForDuplicates,
  type RowDuplicateFinding,
} from './duplicates.ts'
export { FAILED_ROWS_LINE_HEADER, FAILED_ROWS_REASON_HEADER, neutraliseCsvCell, toFailedRowsCsv } from './failed-rows-csv.ts'
