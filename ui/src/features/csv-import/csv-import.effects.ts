/**
 * Runs the CSV import dialog's effects (core import-dialog-flow.ts) through the CSV import port: each effect's payload
 * is the call's body, each answer goes back as an event. A call aborted because the dialog closed dispatches nothing.
 * Beside the flow, the feature's other calls: the reads of the dialog and the start page, and the failed rows'
 * downloads (issue 25: a component never calls a port).
 */
import {
  canImportCsv,
  statusOfBackendError,
  toCsvUploadRequest,
  validationIssue,
  validationIssueOfServerIssue,
  type Backend,
  type BackendError,
  type CsvImportDialogEffect,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type CsvImportOptions,
  type FinanceEvent,
  type FinancialAccount,
  type ImportProfile,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'
import type { BackendRead } from '../../shared/useRead.ts'
import { readFinancialAccounts } from '../../shared/reads.ts'

type Runtime = FlowRuntime<CsvImportDialogEvent, CsvImportDialogState>

/** The events that make lists, navigation counts and balances read again after an import (finance-events.ts). */
export const CSV_IMPORT_FINANCE_EVENTS: ReadonlyArray<FinanceEvent> = ['transaction_changed', 'update_pending_counts', 'update_account_balances']

const FALLBACK_KEYS: Readonly<Record<Exclude<BackendError['_tag'], 'ServerIssues' | 'Aborted'>, string>> = {
  Timeout: 'backend.timeout',
  Network: 'backend.network',
  Undecodable: 'backend.undecodable',
  HttpStatus: 'IMPORT_ERROR',
}

/**
 * A failed call as issues the dialog shows: the server's own issues on the field they name (else on `field`), any
 * other failure as one issue saying what went wrong.
 * @example issuesOfBackendError({ _tag: 'Timeout' }, 'file') // [{ field: 'file', key: 'backend.timeout' }]
 */
export const issuesOfBackendError = (e: BackendError, field: string): ReadonlyArray<ValidationIssue> => {
  if (e._tag === 'ServerIssues' && e.issues.length > 0) {
    return e.issues.map((issue) => validationIssueOfServerIssue(issue, field))
  }
  if (e._tag === 'ServerIssues' || e._tag === 'Aborted') return [validationIssue(field, 'IMPORT_ERROR')]
  return [validationIssue(field, FALLBACK_KEYS[e._tag])]
}

/** The preview's body: fieldMappings only once there are some (chosen in wire.ts: absent means "detect"). */
const previewRequest = (fileId: string, financialAccountId: string, profile: ImportProfile) => ({
  fileId,
  financialAccountId,
  characterSet: profile.characterSet,
  delimiter: profile.delimiter,
  quoteCharacter: profile.quoteCharacter,
  negateAmount: profile.negateAmount,
  ...(profile.accountType != null ? { accountType: profile.accountType } : {}),
  ...(profile.fieldMappings.length > 0 ? { fieldMappings: profile.fieldMappings } : {}),
})

/** The preview a failed rows' download is of: the file, its account and the profile it was read with. */
export interface PreviewOfFile {
  readonly fileId: string
  readonly financialAccountId: string
  readonly profile: ImportProfile
}

/** The options call (spec 7) that fills step 2's selects. */
export const readImportOptions =
  (backend: Backend): BackendRead<CsvImportOptions> =>
  (signal) =>
    backend.csvImport.getImportOptions({ signal })

/** The accounts a CSV file can go into (active, without a bank connection: core canImportCsv), for the start page. */
export const readImportableAccounts =
  (backend: Backend): BackendRead<ReadonlyArray<FinancialAccount>> =>
  (signal) =>
    pipe(
      readFinancialAccounts(backend)(signal),
      TE.map((accounts) => accounts.filter(canImportCsv)),
    )

/** The preview's rejected rows of the whole file as CSV, for step 2's download (issue 13: before committing). */
export const fetchPreviewFailedRowsCsv = (backend: Backend, { fileId, financialAccountId, profile }: PreviewOfFile, signal: AbortSignal) =>
  backend.csvImport.getCsvPreviewFailedRowsCsv(previewRequest(fileId, financialAccountId, profile), { signal })()

/** The import's failed rows as CSV (spec 7 failedImportsCsv), for step 3's download. */
export const fetchFailedImportsCsv = (backend: Backend, importId: string, signal: AbortSignal) =>
  backend.csvImport.getFailedImportsCsv(importId, { signal })()

export interface CsvImportEffectContext {
  readonly backend: Backend
  readonly accountName: string | null
  readonly emit: (event: FinanceEvent) => void
}

/** The dialog's effect runner. */
export const csvImportEffects =
  ({ backend, accountName, emit }: CsvImportEffectContext) =>
  async (effect: CsvImportDialogEffect, { dispatch, signal }: Runtime): Promise<void> => {
    const port = backend.csvImport
    const opts = { signal }
    switch (effect.type) {
      case 'fetchLastImport': {
        const [last, profile] = await Promise.all([
          port.getLastCsvImport(effect.financialAccountId, opts)(),
          port.getImportProfile(effect.financialAccountId, opts)(),
        ])
        if (signal.aborted) return
        // A profile that cannot be read is not in the way: the file's own settings are detected instead.
        const stored = E.isRight(profile) ? profile.right : null
        return dispatch(E.isRight(last) ? { type: 'lastImportLoaded', result: last.right, profile: stored } : { type: 'lastImportFailed' })
      }
      case 'uploadFile': {
        // Reading the picked file can fail (it was moved or changed on disk since it was picked).
        const bytes = await effect.content
          .arrayBuffer()
          .then((buffer) => new Uint8Array(buffer))
          .catch(() => null)
        if (signal.aborted) return
        if (bytes === null) return dispatch({ type: 'uploadFailed', issues: [validationIssue('file', 'csvImport.uploadConversionError')] })
        const uploaded = await port.uploadCsvFile(toCsvUploadRequest(effect.file.name, bytes), opts)()
        if (signal.aborted) return
        return dispatch(
          E.isRight(uploaded) ? { type: 'fileUploaded', fileId: uploaded.right.id } : { type: 'uploadFailed', issues: issuesOfBackendError(uploaded.left, 'file') },
        )
      }
      case 'requestPreview': {
        const preview = await port.getCsvPreview(previewRequest(effect.fileId, effect.financialAccountId, effect.profile), opts)()
        if (signal.aborted) return
        if (E.isRight(preview)) return dispatch({ type: 'previewLoaded', fileId: effect.fileId, preview: preview.right })
        const httpStatus = statusOfBackendError(preview.left)
        return dispatch({
          type: 'previewFailed',
          fileId: effect.fileId,
          ...(httpStatus === undefined ? {} : { httpStatus }),
          issues: issuesOfBackendError(preview.left, 'file'),
        })
      }
      case 'saveImportProfile':
        // Chosen: a profile that could not be saved does not stop the import; the next import detects again.
        await port.saveImportProfile(effect.financialAccountId, effect.profile, opts)()
        return
      case 'startImport': {
        const started = await port.startCsvImport(
          {
            fileId: effect.fileId,
            financialAccountId: effect.financialAccountId,
            financialAccountName: accountName,
            profile: effect.profile,
            excludedLines: effect.excludedLines,
          },
          opts,
        )()
        if (signal.aborted) return
        return dispatch(
          E.isRight(started) ? { type: 'importStarted', result: started.right } : { type: 'importStartFailed', issues: issuesOfBackendError(started.left, 'import') },
        )
      }
      case 'schedulePoll':
        if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'pollTimerElapsed' })
        return
      case 'fetchImportStatus': {
        const status = await port.getCsvImport(effect.importId, opts)()
        if (signal.aborted) return
        return dispatch(E.isRight(status) ? { type: 'importStatusLoaded', result: status.right } : { type: 'importStatusFailed' })
      }
      case 'stopPolling':
        return // the poll waits on the dialog's signal, which closing aborts
      case 'announceImported':
        for (const event of CSV_IMPORT_FINANCE_EVENTS) emit(event)
        return
    }
  }
