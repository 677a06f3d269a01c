/**
 * Bodies and answers of the CSV import calls (spec: transactions-import-proposals 7 "CSV import"). Shapes the spec
 * leaves open are chosen here, each marked "chosen".
 */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'
import { CSV_UPLOAD_TYPE } from './constants.ts'
import { FieldMappingCodec, ImportFieldCodec, ImportProfileCodec } from './model.ts'

export type { CsvPreview, ImportProfile, ImportResult } from './model.ts'

/**
 * chosen: the upload carries the file's bytes as the request body, media type text/csv, and its name and uploadType
 * csv in the query: nothing is base64-encoded on the page's thread (5 MB would be 6.7 MB of text, copied twice more as
 * JSON), and, as with JSON, a form or a no-cors fetch cannot send text/csv without the browser asking first.
 */
export interface CsvUploadRequest {
  readonly uploadType: string
  readonly fileName: string
  readonly bytes: Uint8Array
}

/** The upload body's media type (chosen; spec 8 "wrong mime type" is the upload's uploadType or content). */
export const CSV_UPLOAD_MEDIA_TYPE = 'text/csv'

/** The upload's query parameters, by field. */
export const CSV_UPLOAD_QUERY = { uploadType: 'uploadType', fileName: 'fileName' } as const

/** The upload for a file the user picked. */
export const toCsvUploadRequest = (fileName: string, bytes: Uint8Array): CsvUploadRequest => ({ uploadType: CSV_UPLOAD_TYPE, fileName, bytes })

/** The upload's answer carries the file's id (spec 7). */
export const CsvUploadResultCodec = t.type({ id: t.string }, 'CsvUploadResult')
export type CsvUploadResult = t.TypeOf<typeof CsvUploadResultCodec>

/** The preview's body: the file and how to read it (spec 7); chosen: fieldMappings optional, detected when absent. */
export const CsvPreviewRequestCodec = t.intersection(
  [
    t.type({ fileId: t.string, delimiter: t.string, quoteCharacter: t.string, characterSet: t.string, negateAmount: t.boolean }),
    t.partial({
      accountType: nullable(t.string),
      fieldMappings: nullable(t.readonlyArray(FieldMappingCodec)),
      // chosen: the account the file is for, so the preview marks the rows it already holds (suspected duplicates);
      // without it nothing is marked.
      financialAccountId: nullable(t.string),
    }),
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
