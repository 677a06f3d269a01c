/**
 * Step 2: what the server read from the file (spec 3 "CSV preview", 5 "CSV upload and mapping", 9: 250 rows). The
 * bank it recognised, the reading settings (a change reads the preview again), a field select per column with the
 * mapping's issues, the hints when the detected delimiter or quote character differs, and the preview rows: date,
 * amount (de-DE), counterparty, purpose (as text, never HTML), status with the reason of a rejected row, and a tick box
 * for a suspected duplicate (unticked: not imported). Then the count and the sum the import will take, and the
 * rejected rows of the whole file as a CSV download (issue 13 "before committing, from the preview").
 *
 * An MT940 or CAMT statement (issue 26) shows its format and the preview only: its columns are fixed.
 * At narrow widths, and at any width when the bank was recognised and the mapping is complete, the preview and the
 * counts come first and the settings and column selects wait behind "Spaltenzuordnung anpassen" (a button with
 * aria-expanded), which opens by itself when the mapping has issues: a phone shows what will be imported before
 * 17 selects.
 */
import {
  CSV_CHARACTER_SETS,
  CSV_DELIMITER_CANDIDATES,
  validateColumnMapping,
  type CsvImportOptions,
  CSV_PREVIEW_MAX_ELEMENTS,
  formatCsvSeparatorCharacter,
  formatLocalDate,
  formatMoney,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  messageFor,
  messageForServerIssue,
  messageForValidationIssue,
  toCsvImportSelection,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type CsvPreviewRow,
  type ImportField,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useId, useState, useSyncExternalStore } from 'react'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { CheckboxField, SelectField, type FieldOption } from '../../shared/components/FormFields.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { fetchPreviewFailedRowsCsv } from './csv-import.effects.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'
import { useFailedRowsDownload } from './useFailedRowsDownload.ts'

type MappingState = Extract<CsvImportDialogState, { step: 'mapping' | 'starting' | 'loadingPreview' }>

/**
 * The choices when the options call (spec 7) has not answered or failed: those the core reader supports, which the
 * server's options name too. Chosen: a failed options call is no error the user sees; the selects work all the same.
 */
const FALLBACK_OPTIONS: Pick<CsvImportOptions, 'characterSets' | 'delimiters' | 'quoteCharacters'> = {
  characterSets: CSV_CHARACTER_SETS,
  delimiters: CSV_DELIMITER_CANDIDATES,
  quoteCharacters: ['"', "'"],
}

/** Narrower than this, step 2 shows the preview first and the mapping behind its button (a phone: 390 px). */
const NARROW_MEDIA_QUERY = '(max-width: 40rem)'

const subscribeToWidth = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(NARROW_MEDIA_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isNarrowNow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_MEDIA_QUERY).matches

/** Whether the window is narrow now (follows a resize or a turned phone). */
const useIsNarrow = (): boolean => useSyncExternalStore(subscribeToWidth, isNarrowNow, () => false)

const optionsOf = (values: ReadonlyArray<string>, current: string, label: (v: string) => string): ReadonlyArray<FieldOption<string>> =>
  [...values, ...(values.includes(current) ? [] : [current])].map((v) => ({ id: v, label: label(v) }))

const FIELD_OPTIONS: ReadonlyArray<FieldOption<ImportField>> = IMPORT_FIELDS.map((f) => ({ id: f, label: IMPORT_FIELD_LABELS[f] }))

const textsOn = (issues: ReadonlyArray<ValidationIssue>, field: string): ReadonlyArray<string> =>
  issues.filter((i) => i.field === field).map(messageForValidationIssue)

/** An issue of the preview's answer (a row's reason, a notice about the file) in German. */
const textOfPreviewIssue = (issue: NonNullable<CsvPreviewRow['issues']>[number]): string => messageForServerIssue(issue)

const rowReason = (row: CsvPreviewRow): string => (row.issues ?? []).map(textOfPreviewIssue).join(' ')

/** A row the reader could not take the amount of: its 0 is no amount, so the cell stays empty (the reason says why). */
const hasUnreadableAmount = (row: CsvPreviewRow): boolean =>
  row.status === 'rejected' && (row.issues ?? []).some((issue) => issue.i18nKey === 'csvImport.invalidAmount')

const PreviewRow = ({
  row,
  followsRowAbove,
  included,
  isDisabled,
  dispatch,
}: {
  readonly row: CsvPreviewRow
  /** The second row of a line (a fee): ticked with the row above, so it has no tick box of its own. */
  readonly followsRowAbove: boolean
  readonly included: boolean
  readonly isDisabled: boolean
  readonly dispatch: (event: CsvImportDialogEvent) => void
}) => {
  const date = row.bookingDate ?? row.valueDate ?? null
  const reason = rowReason(row)
  return (
    <tr role="row" className={row.status === 'rejected' ? 'csv-row-rejected' : row.suspectedDuplicate ? 'csv-row-duplicate' : undefined}>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.line}>{row.line}</td>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.date}>{date === null ? '' : formatLocalDate(date)}</td>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.amount} className="amount">
        {hasUnreadableAmount(row) ? '' : formatMoney(row.amount)}
      </td>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.counterparty}>{row.counterparty}</td>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.purpose} className="csv-purpose">
        {row.purpose}
      </td>
      <td role="cell" data-label={CSV_IMPORT_TEXTS.status}>
        {row.status === 'rejected' ? (
          <>
            <strong>{CSV_IMPORT_TEXTS.rejected}</strong> {reason}
          </>
        ) : row.suspectedDuplicate && followsRowAbove ? (
          <span>
            {CSV_IMPORT_TEXTS.duplicate} {CSV_IMPORT_TEXTS.tickedWithRowAbove}
          </span>
        ) : row.suspectedDuplicate ? (
          <>
            <span>{CSV_IMPORT_TEXTS.duplicate}</span>
            <CheckboxField
              label={CSV_IMPORT_TEXTS.importDuplicate(row.line)}
              isSelected={included}
              isDisabled={isDisabled}
              onChange={(isSelected) => dispatch({ type: 'duplicateToggled', line: row.line, included: isSelected })}
            />
          </>
        ) : (
          <>
            {CSV_IMPORT_TEXTS.importable}
            {reason !== '' && <span className="field-description"> {reason}</span>}
          </>
        )}
      </td>
    </tr>
  )
}

export const MappingStep = ({
  state,
  options,
  dispatch,
  onCancel,
}: {
  readonly state: MappingState
  /** The options call's answer; null: not (yet) there, core's choices are offered. */
  readonly options: CsvImportOptions | null
  readonly dispatch: (event: CsvImportDialogEvent) => void
  readonly onCancel: () => void
}) => {
  const isNarrow = useIsNarrow()
  const panelId = useId()
  // The rows rejected with the settings shown now (the profile of this render).
  const { download, fetchFailedRows } = useFailedRowsDownload((backend, signal) => fetchPreviewFailedRowsCsv(backend, state, signal))
  const preview = state.step === 'loadingPreview' ? state.previous : state.preview
  const issueCount = state.step === 'mapping' ? state.issues.filter((i) => i.field !== 'file' && i.field !== 'import').length : 0
  const mappingComplete = preview !== null && E.isRight(validateColumnMapping(state.profile.fieldMappings, preview.numberOfColumns))
  const mappingHasIssues = issueCount > 0 || !mappingComplete
  // The mapping opens by itself when it has (new) issues, as the user has to act there; the user may close it again.
  const [isExpanded, setExpanded] = useState(mappingHasIssues)
  const issueKey = mappingHasIssues ? `issues.${issueCount}` : 'complete'
  const [seenIssueKey, setSeenIssueKey] = useState(issueKey)
  if (issueKey !== seenIssueKey) {
    setSeenIssueKey(issueKey)
    if (mappingHasIssues) setExpanded(true)
  }
  if (preview === null) return null
  const busy = state.step !== 'mapping'
  const issues = state.step === 'mapping' ? state.issues : []
  const hints = state.step === 'loadingPreview' ? [] : state.hints
  const included = state.step === 'loadingPreview' ? (state.includedAtReload ?? []) : state.includedDuplicateLines
  const { profile } = state
  const rows = (preview.rows ?? []).slice(0, CSV_PREVIEW_MAX_ELEMENTS)
  const selection = toCsvImportSelection(preview, included)
  const fieldOf = (columnIndex: number): ImportField => profile.fieldMappings.find((m) => m.columnIndex === columnIndex)?.fieldName ?? 'none'
  const columnIssues = issues.filter((i) => i.field !== 'file' && i.field !== 'import')
  // An issue of a field a column has stands on that column's select; the others (a field no column has) in the list.
  const onSelect = (i: ValidationIssue) => profile.fieldMappings.some((m) => m.fieldName === i.field && m.columnIndex < preview.numberOfColumns)
  const listedIssues = columnIssues.filter((i) => !onSelect(i))
  const otherIssues = issues.filter((i) => i.field === 'file' || i.field === 'import')
  const { characterSets, delimiters, quoteCharacters } = options ?? FALLBACK_OPTIONS
  const rejectedCount = preview.rejectedCount ?? rows.filter((r) => r.status === 'rejected').length
  const compact = isNarrow || (preview.bank != null && mappingComplete)
  // An MT940 or CAMT statement has fixed columns (issue 26): no reading settings and no mapping to adjust.
  const structuredFormat = preview.statementFormat != null && preview.statementFormat !== 'csv' ? preview.statementFormat : undefined

  const mapping = (
    <>
      <h3>{CSV_IMPORT_TEXTS.settingsHeading}</h3>
      <div className="csv-settings">
        <SelectField
          label={CSV_IMPORT_TEXTS.characterSet}
          value={profile.characterSet}
          placeholder={CSV_IMPORT_TEXTS.selectField}
          options={optionsOf(characterSets, profile.characterSet, (v) => v)}
          isDisabled={busy}
          onChange={(characterSet) => dispatch({ type: 'profileChanged', changes: { characterSet } })}
        />
        <SelectField
          label={CSV_IMPORT_TEXTS.delimiter}
          value={profile.delimiter}
          placeholder={CSV_IMPORT_TEXTS.selectField}
          options={optionsOf(delimiters, profile.delimiter, formatCsvSeparatorCharacter)}
          isDisabled={busy}
          description={textsOn(hints, 'delimiter').join(' ') || undefined}
          onChange={(delimiter) => dispatch({ type: 'profileChanged', changes: { delimiter } })}
        />
        <SelectField
          label={CSV_IMPORT_TEXTS.quoteCharacter}
          value={profile.quoteCharacter}
          placeholder={CSV_IMPORT_TEXTS.selectField}
          options={optionsOf(quoteCharacters, profile.quoteCharacter, formatCsvSeparatorCharacter)}
          isDisabled={busy}
          description={textsOn(hints, 'quoteCharacter').join(' ') || undefined}
          onChange={(quoteCharacter) => dispatch({ type: 'profileChanged', changes: { quoteCharacter } })}
        />
        <CheckboxField
          label={CSV_IMPORT_TEXTS.negateAmount}
          isSelected={profile.negateAmount}
          isDisabled={busy}
          onChange={(negateAmount) => dispatch({ type: 'profileChanged', changes: { negateAmount } })}
        />
      </div>
      <h3>{CSV_IMPORT_TEXTS.columnsHeading}</h3>
      {listedIssues.length > 0 && (
        <div role="alert" className="notice notice-error">
          {listedIssues.map((issue, i) => (
            <p key={i}>{messageForValidationIssue(issue)}</p>
          ))}
        </div>
      )}
      <div className="csv-columns">
        {Array.from({ length: preview.numberOfColumns }, (_, columnIndex) => {
          const field = fieldOf(columnIndex)
          return (
            <SelectField
              key={columnIndex}
              label={CSV_IMPORT_TEXTS.column(columnIndex + 1, preview.headers?.[columnIndex])}
              value={field}
              placeholder={CSV_IMPORT_TEXTS.selectField}
              options={FIELD_OPTIONS}
              isDisabled={busy}
              errors={field === 'none' ? [] : textsOn(columnIssues, field)}
              onChange={(fieldName) => dispatch({ type: 'columnMappingChanged', columnIndex, fieldName })}
            />
          )
        })}
      </div>
    </>
  )

  // Notices about the whole file (mixed line endings, further comdirect sections not imported); "no transactions"
  // stands in the table itself.
  const fileNotices = (preview.notices ?? []).filter((n) => n.i18nKey !== 'csvImport.noTransactions')
  const previewPart = (
    <>
      <h3>{CSV_IMPORT_TEXTS.previewHeading}</h3>
      {fileNotices.length > 0 && (
        <div className="notice" role="status">
          {fileNotices.map((notice, i) => (
            <p key={i}>{textOfPreviewIssue(notice)}</p>
          ))}
        </div>
      )}
      <div className="csv-preview-scroll" tabIndex={0} role="region" aria-label={CSV_IMPORT_TEXTS.previewCaption(rows.length)}>
        <table className="csv-preview" role="table">
          <caption className="visually-hidden">{CSV_IMPORT_TEXTS.previewCaption(rows.length)}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.line}</th>
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.date}</th>
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.amount}</th>
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.counterparty}</th>
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.purpose}</th>
              <th scope="col" role="columnheader">{CSV_IMPORT_TEXTS.status}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={6}>{messageFor('csvImport.noTransactions')}</td>
              </tr>
            )}
            {rows.map((row, i) => (
              // A line may give two rows (PayPal: a payment and its fee); the second follows the first's tick.
              <PreviewRow key={`${row.line}-${i}`} row={row} followsRowAbove={rows[i - 1]?.line === row.line} included={included.includes(row.line)} isDisabled={busy} dispatch={dispatch} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="csv-counts" aria-live="polite">
        {CSV_IMPORT_TEXTS.counts(selection.count, rejectedCount)} {CSV_IMPORT_TEXTS.sum(formatMoney(selection.sum))}
      </p>
      {rejectedCount > 0 && (
        <div className="csv-failed-rows">
          <Button className="button" isDisabled={busy || download.status === 'loading'} onPress={() => void fetchFailedRows()}>
            {CSV_IMPORT_TEXTS.downloadFailedRows}
          </Button>
          {download.status === 'loading' && <StatusLine>{CSV_IMPORT_TEXTS.downloadingFailedRows}</StatusLine>}
          {download.status === 'failed' && <ErrorNotice error={download.error} onRetry={() => void fetchFailedRows()} />}
        </div>
      )}
    </>
  )

  return (
    <>
      <div className="dialog-body csv-mapping">
        <p className="csv-bank">
          {structuredFormat !== undefined
            ? CSV_IMPORT_TEXTS.formatDetected(structuredFormat)
            : preview.bank != null
              ? CSV_IMPORT_TEXTS.bankDetected(preview.bank)
              : CSV_IMPORT_TEXTS.bankNotDetected}
        </p>
        {busy && <StatusLine>{state.step === 'starting' ? CSV_IMPORT_TEXTS.starting : CSV_IMPORT_TEXTS.rereadingPreview}</StatusLine>}
        {structuredFormat !== undefined ? (
          previewPart
        ) : compact ? (
          <>
            {previewPart}
            <Button className="button csv-disclosure" aria-expanded={isExpanded} aria-controls={panelId} onPress={() => setExpanded((open) => !open)}>
              <span aria-hidden="true" className="csv-disclosure-mark">
                {isExpanded ? '▾' : '▸'}
              </span>{' '}
              {CSV_IMPORT_TEXTS.adjustMapping}
            </Button>
            <div id={panelId} className="csv-disclosure-panel" hidden={!isExpanded}>
              {isExpanded && mapping}
            </div>
          </>
        ) : (
          <>
            {mapping}
            {previewPart}
          </>
        )}
        {otherIssues.length > 0 && (
          <div role="alert" className="notice notice-error">
            {otherIssues.map((issue, i) => (
              <p key={i}>{messageForValidationIssue(issue)}</p>
            ))}
          </div>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="button" isDisabled={busy} onPress={() => dispatch({ type: 'backRequested' })}>
          {CSV_IMPORT_TEXTS.back}
        </Button>
        <Button className="button" onPress={onCancel}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button className="button button-primary" isDisabled={busy} onPress={() => dispatch({ type: 'importRequested' })}>
          {CSV_IMPORT_TEXTS.startImport}
        </Button>
      </div>
    </>
  )
}
