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
 * chosen: the upload carries the file's bytes base64-encoded in JSON, with its name and uploadType csv, because every
 * call of the wire is JSON; 5 MB become about 6.7 MB on the wire.
 */
export const CsvUploadRequestCodec = t.type(
  { uploadType: t.string, fileName: t.string, contentBase64: t.string },
  'CsvUploadRequest',
)
export type CsvUploadRequest = t.TypeOf<typeof CsvUploadRequestCodec>

/**
 * The platform's base64: Uint8Array's own toBase64 / fromBase64 where the engine has them (Chromium since 140, Firefox
 * 133, Safari 18.2: native, a 5 MB file in milliseconds), else btoa and atob (every browser and Node 16 and later).
 * Core's library settings (ES2022, no DOM) name none of them, so they are read from globalThis.
 */
const platform = globalThis as unknown as { readonly btoa: (binary: string) => string; readonly atob: (base64: string) => string }
interface NativeBase64 {
  readonly toBase64?: (this: Uint8Array) => string
}
const nativeToBase64 = (Uint8Array.prototype as NativeBase64).toBase64
const nativeFromBase64 = (Uint8Array as unknown as { readonly fromBase64?: (text: string) => Uint8Array }).fromBase64

/** Bytes per btoa call: a multiple of 3, so the pieces' base64 joins without padding inside; small enough for apply. */
const BASE64_CHUNK_BYTES = 3 * 8192

/**
 * Bytes as base64: natively where the engine can, else with btoa over chunks of the bytes (String.fromCharCode.apply
 * on each chunk, not a spread: a spread walks the typed array's iterator, three times slower), so a 5 MB file never
 * becomes one argument list or one 5 MB binary string.
 * @example encodeBase64(new TextEncoder().encode('Datum;Betrag')) // 'RGF0dW07QmV0cmFn'
 */
export const encodeBase64 = (bytes: Uint8Array): string => {
  if (nativeToBase64 !== undefined) return nativeToBase64.call(bytes)
  const pieces: string[] = []
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK_BYTES) {
    const chunk = bytes.subarray(start, start + BASE64_CHUNK_BYTES)
    pieces.push(platform.btoa(String.fromCharCode.apply(null, chunk as unknown as number[])))
  }
  return pieces.join('')
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Whether the bits a padded ending leaves over are zero, as every encoder writes them: 'QQ==' is 'A', 'QR==' is no
 * base64 (atob would read it as 'A' too, so one file would have two texts).
 */
const hasCanonicalPadding = (text: string): boolean => {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if (padding === 0) return true
  const last = BASE64_ALPHABET.indexOf(text.charAt(text.length - padding - 1))
  return last % (padding === 2 ? 16 : 4) === 0
}

/**
 * base64 back to bytes; undefined when the text is no base64 (whitespace is not allowed, as encodeBase64 writes none;
 * nor are bits left over after the last byte).
 * @example decodeBase64('RGF0dW07QmV0cmFn') // the bytes of 'Datum;Betrag'
 */
export const decodeBase64 = (text: string): Uint8Array | undefined => {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || !hasCanonicalPadding(text)) return undefined
  if (nativeFromBase64 !== undefined) {
    try {
      return nativeFromBase64(text)
    } catch {
      return undefined
    }
  }
  let binary: string
  try {
    binary = platform.atob(text)
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The upload's body for a file the user picked. */
export const toCsvUploadRequest = (fileName: string, bytes: Uint8Array): CsvUploadRequest => ({
  uploadType: CSV_UPLOAD_TYPE,
  fileName,
  contentBase64: encodeBase64(bytes),
})

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
