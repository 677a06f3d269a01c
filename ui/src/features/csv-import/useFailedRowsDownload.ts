/**
 * The failed rows' download of step 2 (the preview's) and step 3 (the import's): the CSV is fetched, then handed to
 * the browser as a file. The call lives as long as its step: closing the dialog stops it.
 */
import { todayInBerlin, type Backend, type BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'
import { downloadCsvText } from './download-csv.ts'

export type FailedRowsDownload = { readonly status: 'idle' | 'loading' } | { readonly status: 'failed'; readonly error: BackendError }

/** `fetchCsv`: the feature's call of the rows (csv-import.effects.ts). */
export const useFailedRowsDownload = (fetchCsv: (backend: Backend, signal: AbortSignal) => Promise<E.Either<BackendError, string>>) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const [download, setDownload] = useState<FailedRowsDownload>({ status: 'idle' })
  const fetchFailedRows = async () => {
    const signal = lifetime()
    setDownload({ status: 'loading' })
    const csv = await fetchCsv(backend, signal)
    if (signal.aborted) return
    if (E.isLeft(csv)) return setDownload({ status: 'failed', error: csv.left })
    downloadCsvText(csv.right, CSV_IMPORT_TEXTS.failedRowsFileName(todayInBerlin(backend.clock)))
    setDownload({ status: 'idle' })
  }
  return { download, fetchFailedRows }
}
