/**
 * The 3-step CSV import dialog (transactions-import-proposals 2, 4 "CSV import", 5, 8, 9): step 1 picks and uploads a
 * file, step 2 shows what the server read (the bank, the settings, a select per column, the preview rows with their
 * status, the duplicates' ticks, the count and sum to import), step 3 follows the import and offers its failed rows.
 * The rules are core's flow (import-dialog-flow.ts); this runs it through useFlow. Escape asks before an uploaded file
 * is discarded; an ONGOING import of the account opens at step 3, also after a reload; a reload at step 2 reads the
 * kept file again (csv-import-restore.ts). The selects offer what the options call (spec 7) names. The picked file goes
 * to the flow with its selection; the upload reads it (csv-import.effects.ts).
 */
import {
  DEFAULT_CSV_IMPORT_PROFILE,
  initialCsvImportDialog,
  messageFor,
  toCsvImportDialogRestore,
  toCsvImportDialogStepNumber,
  transitionCsvImportDialog,
  type CsvImportDialogEffect,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type CsvFileInfo,
} from '@kontor/core'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, type FlowRuntime } from '../../shared/useFlow.ts'
import { useRead } from '../../shared/useRead.ts'
import { csvImportEffects, readImportOptions } from './csv-import.effects.ts'
import { keepCsvImportRestore, loadCsvImportRestore } from './csv-import-restore.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'
import type { CsvImportDialogProps } from './csv-import-props.ts'
import { MappingStep } from './MappingStep.tsx'
import { ResultStep, RunningStep } from './RunningStep.tsx'
import { UploadStep } from './UploadStep.tsx'
import './csv-import.css'

/** The steps that hold an uploaded file: closing them discards it, so Escape asks first. */
const holdsUpload = (state: CsvImportDialogState): boolean =>
  state.step === 'loadingPreview' || state.step === 'mapping' || state.step === 'uploading'

export const CsvImportDialog = ({ financialAccountId, accountName, onClose }: CsvImportDialogProps) => {
  const backend = useBackend()
  const emit = useEmitFinanceEvent()
  // Read once, as the dialog opens: the step 2 a reload left (the flow reads its file again).
  const [restore] = useState(() => loadCsvImportRestore(sessionStorage, financialAccountId))
  // The name and size of the file at step 2 (the flow keeps only its id): picked now, or kept from before a reload.
  const fileInfo = useRef<CsvFileInfo | null>(restore === null ? null : { name: restore.fileName, sizeBytes: restore.sizeBytes })
  // The options call (spec 7) fills the selects; null until it answers, and when it fails (MappingStep then offers
  // core's constants: no blocking error, as the reader supports those anyway).
  const optionsRead = useRead(readImportOptions(backend), null).state
  const options = optionsRead.status === 'loaded' ? optionsRead.value : null
  const [askDiscard, setAskDiscard] = useState(false)
  // Kept after asking: focus goes back into the dialog (the question came from Escape, not from a button to return to).
  const [keptCount, setKeptCount] = useState(0)
  const runEffect = (effect: CsvImportDialogEffect, runtime: FlowRuntime<CsvImportDialogEvent, CsvImportDialogState>) =>
    csvImportEffects({ backend, accountName, emit })(effect, runtime)
  const { state, dispatch } = useFlow(() => initialCsvImportDialog(financialAccountId, DEFAULT_CSV_IMPORT_PROFILE, restore), transitionCsvImportDialog, runEffect)
  // Step 2 is kept for a reload; every other step forgets it (the opening check keeps it until the file is read again).
  useEffect(() => {
    if (state.step !== 'checkingLastImport') keepCsvImportRestore(sessionStorage, toCsvImportDialogRestore(state, fileInfo.current))
  }, [state])

  if (state.step === 'closed') {
    if (state.notice === undefined) {
      // The flow closed itself without a word only when asked to; the opener unmounts the dialog.
      return null
    }
    return (
      <ModalDialog title={CSV_IMPORT_TEXTS.closedTitle} role="alertdialog" onDismiss={onClose}>
        <TextNotice text={messageFor('csvImport.previewPaymentRequired')} />
        <div className="dialog-actions">
          <Button className="button button-primary" onPress={onClose} autoFocus>
            {CSV_IMPORT_TEXTS.close}
          </Button>
        </div>
      </ModalDialog>
    )
  }

  const close = () => {
    keepCsvImportRestore(sessionStorage, null)
    dispatch({ type: 'closeRequested' })
    onClose()
  }
  const requestClose = () => (holdsUpload(state) ? setAskDiscard(true) : close())
  const stepNumber = toCsvImportDialogStepNumber(state) ?? 1
  const stepTitle = CSV_IMPORT_TEXTS.stepOf(stepNumber, CSV_IMPORT_TEXTS.stepNames[stepNumber])

  return (
    <>
      <ModalDialog
        title={CSV_IMPORT_TEXTS.title}
        size="wide"
        className={stepNumber === 2 ? 'csv-import-dialog csv-import-dialog-mapping' : 'csv-import-dialog'}
        onDismiss={askDiscard ? null : requestClose}
        focusFirstFieldOn={`${stepNumber}.${keptCount}`}
      >
        <p className="csv-import-step" aria-live="polite">
          {stepTitle}
        </p>
        {(() => {
          switch (state.step) {
            case 'checkingLastImport':
              return <StatusLine>{CSV_IMPORT_TEXTS.checkingLastImport}</StatusLine>
            case 'selectingFile':
            case 'uploading':
              return (
                <UploadStep
                  state={state}
                  onFile={(picked) => {
                    fileInfo.current = { name: picked.name, sizeBytes: picked.size }
                    dispatch({ type: 'fileSelected', file: { name: picked.name, sizeBytes: picked.size, mimeType: picked.type }, content: picked })
                  }}
                  onCancel={close}
                />
              )
            case 'loadingPreview':
              return state.previous === null ? (
                <StatusLine>{CSV_IMPORT_TEXTS.readingPreview}</StatusLine>
              ) : (
                <MappingStep state={state} options={options} dispatch={dispatch} onCancel={requestClose} />
              )
            case 'mapping':
            case 'starting':
              return <MappingStep state={state} options={options} dispatch={dispatch} onCancel={requestClose} />
            case 'running':
              return <RunningStep state={state} onClose={close} />
            case 'finished':
              return <ResultStep state={state} onClose={close} />
          }
        })()}
      </ModalDialog>
      {askDiscard && (
        <ConfirmDialog
          title={CSV_IMPORT_TEXTS.discardTitle}
          confirmLabel={CSV_IMPORT_TEXTS.discard}
          cancelLabel={CSV_IMPORT_TEXTS.keep}
          destructive
          onConfirm={() => {
            setAskDiscard(false)
            close()
          }}
          onCancel={() => {
            setAskDiscard(false)
            setKeptCount((n) => n + 1)
          }}
        >
          <p>{CSV_IMPORT_TEXTS.discardText}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
