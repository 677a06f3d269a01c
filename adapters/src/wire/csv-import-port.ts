/**
 * CsvImportPort as requests of the routes table (spec: transactions-import-proposals 7 "CSV import"), over any
 * transport, as transaction-port.ts does for the transactions: every request written, and every answer's codec
 * named, once. The upload carries the file's bytes as they are (media type text/csv), its name in the query.
 */
import {
  CsvImportOptionsCodec,
  CsvPreviewCodec,
  CsvPreviewRequestCodec,
  CSV_UPLOAD_MEDIA_TYPE,
  CSV_UPLOAD_QUERY,
  CsvUploadResultCodec,
  ImportProfileCodec,
  ImportResultCodec,
  StartCsvImportRequestCodec,
  nullable,
  type CsvImportPort,
} from '@kontor/core'
import * as t from 'io-ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'

/**
 * chosen: the failed rows come as one JSON string holding the CSV text (every answer of the wire is JSON); the UI
 * writes it into the file it offers for download.
 */
export const FailedImportsCsvCodec = t.string

/** An account's last import, or null when it has none. */
export const LastCsvImportCodec = nullable(ImportResultCodec)

/** An account's saved profile, or null when none is saved. */
export const SavedImportProfileCodec = nullable(ImportProfileCodec)

export const createCsvImportPort = (send: Send): CsvImportPort => {
  const importOf = (financialTransactionImportId: string) => ({ financialTransactionImportId })
  const account = (financialAccountId: string) => ({ financialAccountId })
  return {
    uploadCsvFile: (request, opts) =>
      send(
        ROUTES.uploadCsvFile,
        CsvUploadResultCodec,
        {
          searchParams: new URLSearchParams({ [CSV_UPLOAD_QUERY.uploadType]: request.uploadType, [CSV_UPLOAD_QUERY.fileName]: request.fileName }),
          bytes: { content: request.bytes, mediaType: CSV_UPLOAD_MEDIA_TYPE },
        },
        opts,
      ),
    getCsvPreview: (request, opts) => send(ROUTES.getCsvPreview, CsvPreviewCodec, { json: CsvPreviewRequestCodec.encode(request) }, opts),
    getCsvPreviewFailedRowsCsv: (request, opts) =>
      send(ROUTES.getCsvPreviewFailedRowsCsv, FailedImportsCsvCodec, { json: CsvPreviewRequestCodec.encode(request) }, opts),
    startCsvImport: (request, opts) =>
      send(ROUTES.startCsvImport, ImportResultCodec, { json: StartCsvImportRequestCodec.encode(request) }, opts),
    getCsvImport: (importId, opts) => send(ROUTES.getCsvImport, ImportResultCodec, { params: importOf(importId) }, opts),
    getLastCsvImport: (financialAccountId, opts) =>
      send(ROUTES.getLastCsvImport, LastCsvImportCodec, { params: account(financialAccountId) }, opts),
    getFailedImportsCsv: (importId, opts) => send(ROUTES.getFailedImportsCsv, FailedImportsCsvCodec, { params: importOf(importId) }, opts),
    getImportProfile: (financialAccountId, opts) =>
      send(ROUTES.getImportProfile, SavedImportProfileCodec, { params: account(financialAccountId) }, opts),
    saveImportProfile: (financialAccountId, profile, opts) =>
      send(ROUTES.saveImportProfile, ImportProfileCodec, { params: account(financialAccountId), json: ImportProfileCodec.encode(profile) }, opts),
    getImportOptions: (opts) => send(ROUTES.getImportOptions, CsvImportOptionsCodec, {}, opts),
  }
}
