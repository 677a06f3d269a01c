/**
 * Bodies and answers of the CSV import calls (spec: transactions-import-proposals 7 "CSV import"). Shapes the spec
 * leaves open are chosen here, each marked "chosen".
 */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'
import { FieldMappingCodec, ImportFieldCodec, ImportProfileCodec } from './model.ts'

export type { CsvPreview, ImportProfile, ImportResult } from './model.ts'

/**
 * chosen: the upload carries the file's bytes base64-encoded in JSON, with its name and uploadType csv, because every
 * call of the wire is JSON; 5 MB become about 6.7 MB on the wire.
 */
export const CsvUploadRequestCodec = t.type(
  { uploadType: t.string, fileName: t.string, contentBase64: t.string },
  'CsvUploadRequest',
)
export type CsvUploadRequest = t.TypeOf<typeof CsvUploadRequestCodec>

/** The upload's answer carries the file's id (spec 7). */
export const CsvUploadResultCodec = t.type({ id: t.string }, 'CsvUploadResult')
export type CsvUploadResult = t.TypeOf<typeof CsvUploadResultCodec>

/** The preview's body: the file and how to read it (spec 7); chosen: fieldMappings optional, detected when absent. */
export const CsvPreviewRequestCodec = t.intersection(
  [
    t.type({ fileId: t.string, delimiter: t.string, quoteCharacter: t.string, characterSet: t.string, negateAmount: t.boolean }),
    t.partial({ accountType: nullable(t.string), fieldMappings: nullable(t.readonlyArray(FieldMappingCodec)) }),
  ],
  'CsvPreviewRequest',
)
export type CsvPreviewRequest = t.TypeOf<typeof CsvPreviewRequestCodec>

/**
 * The import's body (spec 7: fileId, financialAccountId, financialAccountName, description); chosen beside them: the
 * profile the user confirmed and the file lines the user unticked (suspected duplicates), which are not imported.
 */
export const StartCsvImportRequestCodec = t.intersection(
  [
    t.type({ fileId: t.string, financialAccountId: t.string }),
    t.partial({
      financialAccountName: nullable(t.string),
      description: nullable(t.string),
      profile: nullable(ImportProfileCodec),
      excludedLines: nullable(t.readonlyArray(t.number)),
    }),
  ],
  'StartCsvImportRequest',
)
export type StartCsvImportRequest = t.TypeOf<typeof StartCsvImportRequestCodec>

/** The options of the mapping step (spec 7: characterSets, delimiters, quoteCharacters, fields). */
export const CsvImportOptionsCodec = t.type(
  {
    characterSets: t.readonlyArray(t.string),
    delimiters: t.readonlyArray(t.string),
    quoteCharacters: t.readonlyArray(t.string),
    fields: t.readonlyArray(ImportFieldCodec),
  },
  'CsvImportOptions',
)
export type CsvImportOptions = t.TypeOf<typeof CsvImportOptionsCodec>
