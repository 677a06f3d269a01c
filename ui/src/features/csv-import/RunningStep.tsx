/**
 * Step 3: the import runs (its status polled every 1200 ms, the bar capped at 98 % while running: core
 * import-progress.ts), then its result with the failed rows as a CSV download (spec 7 failedImportsCsv).
 */
import type { CsvImportDialogState } from '@kontor/core'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { fetchFailedImportsCsv } from './csv-import.effects.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'
import { useFailedRowsDownload } from './useFailedRowsDownload.ts'

type RunningState = Extract<CsvImportDialogState, { step: 'running' }>
type FinishedState = Extract<CsvImportDialogState, { step: 'finished' }>

export const RunningStep = ({ state, onClose }: { readonly state: RunningState; readonly onClose: () => void }) => (
  <>
    <div className="dialog-body">
      <div
        className="csv-progress"
        role="progressbar"
        aria-label={CSV_IMPORT_TEXTS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progressPercent}
        aria-valuetext={`${state.progressPercent} %`}
      >
        <div className="csv-progress-track">
          <div className="csv-progress-fill" style={{ width: `${state.progressPercent}%` }} />
        </div>
        <span className="csv-progress-value">{state.progressPercent} %</span>
      </div>
      <StatusLine>{CSV_IMPORT_TEXTS.running}</StatusLine>
      <p className="field-description">{CSV_IMPORT_TEXTS.runningHint}</p>
    </div>
    <div className="dialog-actions">
      <Button className="button" onPress={onClose}>
        {CSV_IMPORT_TEXTS.close}
      </Button>
    </div>
  </>
)

const count = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

export const ResultStep = ({ state, onClose }: { readonly state: FinishedState; readonly onClose: () => void }) => {
  const { download, fetchFailedRows } = useFailedRowsDownload((backend, signal) =>
    fetchFailedImportsCsv(backend, state.result.financialTransactionImportId, signal),
  )
  const imported = count(state.result.numberOfTransactions)
  const failed = Math.max(0, count(state.result.numberOfImportRows) - imported)
  const text =
    state.outcome === 'succeeded'
      ? CSV_IMPORT_TEXTS.succeeded(imported)
      : state.outcome === 'partlyFailed'
        ? CSV_IMPORT_TEXTS.partlyFailed(imported, failed)
        : CSV_IMPORT_TEXTS.failed
  return (
    <>
      <div className="dialog-body">
        <div className={state.outcome === 'succeeded' ? 'notice notice-success' : 'notice notice-error'} role="status">
          <p>{text}</p>
        </div>
        {download.status === 'loading' && <StatusLine>{CSV_IMPORT_TEXTS.downloadingFailedRows}</StatusLine>}
        {download.status === 'failed' && <ErrorNotice error={download.error} onRetry={() => void fetchFailedRows()} />}
      </div>
      <div className="dialog-actions">
        {state.outcome !== 'succeeded' && (
          <Button className="button" isDisabled={download.status === 'loading'} onPress={() => void fetchFailedRows()}>
            {CSV_IMPORT_TEXTS.downloadFailedRows}
          </Button>
        )}
        <Button className="button button-primary" onPress={onClose}>
          {CSV_IMPORT_TEXTS.close}
        </Button>
      </div>
    </>
  )
}
