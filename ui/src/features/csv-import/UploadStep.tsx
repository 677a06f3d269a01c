/**
 * Step 1: a statement (CSV, MT940 or CAMT; issue 26) of at most 5,0 MB, dropped on the zone or chosen with the button (spec 5 "CSV upload"); the
 * file rules and the upload errors of spec 8 show in German under the zone. While the file uploads, a progress bar.
 */
import { messageForValidationIssue, STATEMENT_FILE_EXTENSIONS, type CsvImportDialogState } from '@kontor/core'
import { Button, DropZone, FileTrigger, Text, type FileDropItem } from 'react-aria-components'
import { IS_DEMO_BUILD } from '../../shared/build-mode.ts'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { DemoStatementSamples } from './DemoStatementSamples.tsx'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'

type UploadState = Extract<CsvImportDialogState, { step: 'selectingFile' | 'uploading' }>

const isFileItem = (item: { readonly kind: string }): item is FileDropItem => item.kind === 'file'

export const UploadStep = ({
  state,
  onFile,
  onCancel,
}: {
  readonly state: UploadState
  readonly onFile: (file: File) => void
  readonly onCancel: () => void
}) => {
  const uploading = state.step === 'uploading'
  const issues = state.step === 'selectingFile' ? state.issues : []
  return (
    <>
      <div className="dialog-body">
        <DropZone
          className="csv-drop-zone"
          isDisabled={uploading}
          getDropOperation={() => (uploading ? 'cancel' : 'copy')}
          onDrop={(event) => {
            const item = event.items.find(isFileItem)
            if (item !== undefined) void item.getFile().then(onFile)
          }}
        >
          <Text slot="label" className="csv-drop-zone-label">
            {CSV_IMPORT_TEXTS.dropZone}
          </Text>
          <p className="field-description" id="csv-drop-hint">
            {CSV_IMPORT_TEXTS.dropZoneHint}
          </p>
          <FileTrigger
            acceptedFileTypes={[...STATEMENT_FILE_EXTENSIONS, 'text/csv']}
            onSelect={(files) => {
              const picked = files?.[0]
              if (picked !== undefined) onFile(picked)
            }}
          >
            <Button className="button button-primary" isDisabled={uploading} aria-describedby="csv-drop-hint">
              {CSV_IMPORT_TEXTS.chooseFile}
            </Button>
          </FileTrigger>
        </DropZone>
        {issues.length > 0 && (
          <div role="alert" className="notice notice-error csv-upload-issues">
            {issues.map((issue, i) => (
              <p key={i}>{messageForValidationIssue(issue)}</p>
            ))}
          </div>
        )}
        {IS_DEMO_BUILD && <DemoStatementSamples isDisabled={uploading} onFile={onFile} />}
        {uploading && (
          <div className="csv-progress" role="progressbar" aria-label={CSV_IMPORT_TEXTS.uploading(state.file.name)}>
            <div className="csv-progress-track">
              <div className="csv-progress-fill csv-progress-indeterminate" />
            </div>
            <p role="status">{CSV_IMPORT_TEXTS.uploading(state.file.name)}</p>
          </div>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="button" onPress={onCancel}>
          {COMMON_TEXTS.cancel}
        </Button>
      </div>
    </>
  )
}
