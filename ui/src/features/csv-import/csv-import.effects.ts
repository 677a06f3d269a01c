/**
 * Runs the CSV import dialog's effects (core import-dialog-flow.ts) through the CSV import port: each effect's payload
 * is the call's body, each answer goes back as an event. A call aborted because the dialog closed dispatches nothing.
 */
import {
  statusOfBackendError,
  toCsvUploadRequest,
  validationIssue,
  validationIssueOfServerIssue,
  type Backend,
  type BackendError,
  type CsvImportDialogEffect,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type FinanceEvent,
  type ImportProfile,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'

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
export const previewRequest = (fileId: string, financialAccountId: string, profile: ImportProfile) => ({
  fileId,
  financialAccountId,
  characterSet: profile.characterSet,
  delimiter: profile.delimiter,
  quoteCharacter: profile.quoteCharacter,
  negateAmount: profile.negateAmount,
  ...(profile.accountType != null ? { accountType: profile.accountType } : {}),
  ...(profile.fieldMappings.length > 0 ? { fieldMappings: profile.fieldMappings } : {}),
})

export interface CsvImportEffectContext {
  readonly backend: Backend
  /** The bytes of the file the user picked (the flow knows only its name and size). */
  readonly readFile: () => Promise<Uint8Array> | null
  readonly accountName: string | null
  readonly emit: (event: FinanceEvent) => void
}

/** The dialog's effect runner. */
export const csvImportEffects =
  ({ backend, readFile, accountName, emit }: CsvImportEffectContext) =>
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
        const bytes = await readFile()?.catch(() => null)
        if (signal.aborted) return
        if (bytes == null) return dispatch({ type: 'uploadFailed', issues: [validationIssue('file', 'csvImport.uploadConversionError')] })
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
