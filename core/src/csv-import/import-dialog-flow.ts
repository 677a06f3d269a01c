/**
 * The 3-step CSV import dialog as a pure state machine: step 1 upload, step 2 mapping, step 3 running
 * (spec: transactions-import-proposals 2 "3-step CSV import dialog", 4 "CSV import", 8 "CSV preview HTTP 402").
 */
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import {
  CSV_DEFAULT_CHARACTER_SET,
  CSV_DEFAULT_DELIMITER,
  CSV_DEFAULT_QUOTE_CHARACTER,
  CSV_IMPORT_STATUS_POLL_INTERVAL_MS,
} from './constants.ts'
import { toCsvDetectionHints } from './detection-hints.ts'
import type { CsvImportDialogRestore } from './import-dialog-restore.ts'
import { validateCsvFile } from './file-rules.ts'
import { isCsvImportOngoing, isCsvPreviewDialogClosingStatus, toCsvImportOutcome, toCsvImportProgressPercent, type CsvImportOutcome } from './import-progress.ts'
import { setColumnMapping, validateColumnMapping } from './mapping-rules.ts'
import type { CsvFileContent, CsvFileInfo, CsvPreview, FieldMapping, ImportProfile, ImportResult } from './model.ts'
import { limitCsvPreviewElements, parseCsvRows } from './row-rules.ts'
import { toCsvImportSelection } from './import-selection.ts'

/** The profile of an account that has none stored yet. */
export const DEFAULT_CSV_IMPORT_PROFILE: ImportProfile = {
  characterSet: CSV_DEFAULT_CHARACTER_SET,
  delimiter: CSV_DEFAULT_DELIMITER,
  quoteCharacter: CSV_DEFAULT_QUOTE_CHARACTER,
  negateAmount: false,
  fieldMappings: [],
}

interface Context {
  readonly financialAccountId: string
  readonly profile: ImportProfile
  /**
   * The account has a profile the user confirmed before (getImportProfile). Without one, the first preview's detected
   * character set, delimiter and quote character are taken over, so that no bank's user has to set anything.
   */
  readonly hasStoredProfile: boolean
}

export type CsvImportDialogState =
  /**
   * Opening: asking whether the account's last import still runs. Shown as step 1. `restore`: the step 2 kept across a
   * page reload (import-dialog-restore.ts), read again once no import runs.
   */
  | ({ readonly step: 'checkingLastImport'; readonly restore?: CsvImportDialogRestore | null } & Context)
  /** Step 1: pick a file. */
  | ({ readonly step: 'selectingFile'; readonly issues: ReadonlyArray<ValidationIssue> } & Context)
  | ({ readonly step: 'uploading'; readonly file: CsvFileInfo } & Context)
  /**
   * Step 1 until the first preview arrives; step 2 when the settings changed and the preview is read again.
   * `restoredFile`: the file of a step 2 kept across a page reload, read again with its kept profile.
   */
  | ({
      readonly step: 'loadingPreview'
      readonly fileId: string
      readonly previous: CsvPreview | null
      readonly adoptDetected: boolean
      readonly includedAtReload?: ReadonlyArray<number>
      readonly restoredFile?: CsvFileInfo
    } & Context)
  /** Step 2: assign columns. */
  | ({ readonly step: 'mapping'; readonly fileId: string; readonly issues: ReadonlyArray<ValidationIssue> } & MappingData & Context)
  | ({ readonly step: 'starting'; readonly fileId: string } & MappingData & Context)
  /** Step 3: the import runs; its status is polled. */
  | ({ readonly step: 'running'; readonly importId: string; readonly progressPercent: number; readonly awaitingStatus: boolean } & Context)
  | ({ readonly step: 'finished'; readonly result: ImportResult; readonly outcome: Exclude<CsvImportOutcome, 'running'> } & Context)
  /** Closed; `notice` when the dialog closed itself and says why (HTTP 402 on the preview). */
  | { readonly step: 'closed'; readonly notice?: 'previewPaymentRequired' }

interface MappingData {
  readonly preview: CsvPreview
  readonly hints: ReadonlyArray<ValidationIssue>
  /** Lines of suspected duplicates the user ticked for import; every other suspected duplicate stays out. */
  readonly includedDuplicateLines: ReadonlyArray<number>
}

type ProfileSettings = Pick<ImportProfile, 'characterSet' | 'delimiter' | 'quoteCharacter' | 'negateAmount' | 'accountType'>

export type CsvImportDialogEvent =
  /** The account's last import and its stored profile (null: none stored, or it could not be read). */
  | { readonly type: 'lastImportLoaded'; readonly result: ImportResult | null; readonly profile?: ImportProfile | null }
  | { readonly type: 'lastImportFailed' }
  /** `content`: the file's bytes, which go on to the upload (uploadFile). */
  | { readonly type: 'fileSelected'; readonly file: CsvFileInfo; readonly content: CsvFileContent }
  | { readonly type: 'fileUploaded'; readonly fileId: string }
  | { readonly type: 'uploadFailed'; readonly issues: ReadonlyArray<ValidationIssue> }
  | { readonly type: 'previewLoaded'; readonly fileId: string; readonly preview: CsvPreview }
  | { readonly type: 'previewFailed'; readonly fileId: string; readonly httpStatus?: number; readonly issues: ReadonlyArray<ValidationIssue> }
  | { readonly type: 'profileChanged'; readonly changes: Partial<ProfileSettings> }
  | { readonly type: 'columnMappingChanged'; readonly columnIndex: number; readonly fieldName: FieldMapping['fieldName'] }
  | { readonly type: 'duplicateToggled'; readonly line: number; readonly included: boolean }
  | { readonly type: 'importRequested' }
  | { readonly type: 'backRequested' }
  | { readonly type: 'importStarted'; readonly result: ImportResult }
  | { readonly type: 'importStartFailed'; readonly issues: ReadonlyArray<ValidationIssue> }
  | { readonly type: 'pollTimerElapsed' }
  | { readonly type: 'importStatusLoaded'; readonly result: ImportResult }
  | { readonly type: 'importStatusFailed' }
  | { readonly type: 'closeRequested' }

/** What the UI must do after a transition; the core only describes it. */
export type CsvImportDialogEffect =
  | { readonly type: 'fetchLastImport'; readonly financialAccountId: string }
  | { readonly type: 'uploadFile'; readonly file: CsvFileInfo; readonly content: CsvFileContent }
  /** The account goes along so that the preview marks the rows it already holds (suspected duplicates). */
  | { readonly type: 'requestPreview'; readonly financialAccountId: string; readonly fileId: string; readonly profile: ImportProfile }
  | { readonly type: 'saveImportProfile'; readonly financialAccountId: string; readonly profile: ImportProfile }
  /** The confirmed profile goes along, and the lines not to import (suspected duplicates left unticked). */
  | {
      readonly type: 'startImport'
      readonly financialAccountId: string
      readonly fileId: string
      readonly profile: ImportProfile
      readonly excludedLines: ReadonlyArray<number>
    }
  /** Wait, then send pollTimerElapsed. */
  | { readonly type: 'schedulePoll'; readonly delayMs: number }
  | { readonly type: 'fetchImportStatus'; readonly importId: string }
  /** Cancel a scheduled poll: the dialog is closing. */
  | { readonly type: 'stopPolling' }
  /** An import ended that this dialog saw running: lists, counts and balances read again. */
  | { readonly type: 'announceImported' }

export type CsvImportDialogStep = readonly [CsvImportDialogState, ReadonlyArray<CsvImportDialogEffect>]

const schedulePoll: CsvImportDialogEffect = { type: 'schedulePoll', delayMs: CSV_IMPORT_STATUS_POLL_INTERVAL_MS }

/**
 * Opens the dialog for an account: first the account's last import is fetched, because an ONGOING one sends the
 * dialog straight to step 3.
 * @example initialCsvImportDialog('acc-1') // [{ step: 'checkingLastImport', … }, [{ type: 'fetchLastImport', … }]]
 */
export const initialCsvImportDialog = (
  financialAccountId: string,
  profile: ImportProfile = DEFAULT_CSV_IMPORT_PROFILE,
  restore: CsvImportDialogRestore | null = null,
): CsvImportDialogStep => [
  {
    step: 'checkingLastImport',
    financialAccountId,
    profile,
    hasStoredProfile: profile !== DEFAULT_CSV_IMPORT_PROFILE,
    ...(restore !== null && restore.financialAccountId === financialAccountId ? { restore } : {}),
  },
  [{ type: 'fetchLastImport', financialAccountId }],
]

/**
 * What of the dialog to keep across a page reload: a step 2 (its file, profile and ticks), or null for every other
 * step (step 1 has nothing to lose; step 3 is found again through the account's last import). `file`: the name and
 * size of the file the user picked (the flow keeps only its id), null when the UI does not know it.
 * @example toCsvImportDialogRestore({ step: 'mapping', fileId: 'f-1', … }, { name: 'a.csv', sizeBytes: 120 }) // { fileId: 'f-1', fileName: 'a.csv', … }
 */
export const toCsvImportDialogRestore = (state: CsvImportDialogState, file: CsvFileInfo | null): CsvImportDialogRestore | null => {
  const keep = (fileId: string, known: CsvFileInfo | null, includedDuplicateLines: ReadonlyArray<number>): CsvImportDialogRestore | null =>
    known === null || state.step === 'closed'
      ? null
      : { financialAccountId: state.financialAccountId, fileId, fileName: known.name, sizeBytes: known.sizeBytes, profile: state.profile, includedDuplicateLines }
  switch (state.step) {
    case 'checkingLastImport':
      return state.restore ?? null
    case 'loadingPreview':
      if (state.previous === null && state.restoredFile === undefined) return null
      return keep(state.fileId, state.restoredFile ?? file, state.includedAtReload ?? [])
    case 'mapping':
    case 'starting':
      return keep(state.fileId, file, state.includedDuplicateLines)
    default:
      return null
  }
}

/**
 * The dialog's step number: 1 upload, 2 mapping, 3 running; none once closed.
 * @example toCsvImportDialogStepNumber({ step: 'mapping', … }) // 2
 */
export const toCsvImportDialogStepNumber = (state: CsvImportDialogState): 1 | 2 | 3 | undefined => {
  switch (state.step) {
    case 'checkingLastImport':
    case 'selectingFile':
    case 'uploading':
      return 1
    case 'loadingPreview':
      return state.previous === null ? 1 : 2
    case 'mapping':
    case 'starting':
      return 2
    case 'running':
    case 'finished':
      return 3
    case 'closed':
      return undefined
  }
}

const contextOf = (s: Context): Context => ({ financialAccountId: s.financialAccountId, profile: s.profile, hasStoredProfile: s.hasStoredProfile })

/** An import that is still running goes to step 3 and is polled; one that has ended shows its outcome. */
const toRunningOrFinished = (context: Context, result: ImportResult, progressFloor = 0): CsvImportDialogStep => {
  const outcome = toCsvImportOutcome(result)
  if (outcome === 'running') {
    const progressPercent = Math.max(progressFloor, toCsvImportProgressPercent(result))
    return [{ step: 'running', ...context, importId: result.financialTransactionImportId, progressPercent, awaitingStatus: false }, [schedulePoll]]
  }
  return [{ step: 'finished', ...context, result, outcome }, [{ type: 'announceImported' }]]
}

/**
 * Reading: the account's stored mapping is kept when it fits the file (every column it names exists); otherwise
 * the server's detected mapping is taken, so a file from another bank does not inherit a mapping that cannot fit.
 */
const mappingsFor = (stored: ReadonlyArray<FieldMapping>, preview: CsvPreview): ReadonlyArray<FieldMapping> => {
  const fits = stored.length > 0 && stored.every((m) => Number.isInteger(m.columnIndex) && m.columnIndex >= 0 && m.columnIndex < preview.numberOfColumns)
  return fits ? stored : (preview.detectedFieldMappings ?? [])
}

/** Whether the preview is of an MT940 or CAMT statement (issue 26), whose columns the format fixes. */
const isStructuredPreview = (preview: CsvPreview): boolean => preview.statementFormat === 'mt940' || preview.statementFormat === 'camt'

/** The profile a file is imported with: the account's, or for a structured statement its fixed columns. */
const profileForPreview = (profile: ImportProfile, preview: CsvPreview): ImportProfile =>
  isStructuredPreview(preview) ? { ...profile, fieldMappings: preview.detectedFieldMappings ?? [] } : profile

/** The fields that give a row its amount and sign: a mapping that reads them from other columns reads other money. */
const AMOUNT_FIELDS: ReadonlyArray<FieldMapping['fieldName']> = ['amount', 'debitAmount', 'creditAmount', 'debitCreditIndicator']

/**
 * Whether the account's stored mapping was made for another layout than the file's: the server recognised the file's
 * bank and its layout takes the amount from columns the stored mapping does not (a profile saved for a DKB file,
 * then a Deutsche Bank file: every amount would read as an empty column, 0,00 €). Chosen: only the amount fields
 * decide, so a user's own choice of the name, purpose or date columns for a recognised bank is kept.
 */
const isStoredMappingOfAnotherLayout = (stored: ReadonlyArray<FieldMapping>, preview: CsvPreview): boolean =>
  preview.bank != null &&
  (preview.detectedFieldMappings ?? [])
    .filter((d) => AMOUNT_FIELDS.includes(d.fieldName))
    .some((d) => !stored.some((m) => m.columnIndex === d.columnIndex && m.fieldName === d.fieldName))

const toMapping = (
  context: Context,
  fileId: string,
  preview: CsvPreview,
  issues: ReadonlyArray<ValidationIssue> = [],
  includedDuplicateLines: ReadonlyArray<number> = [],
): CsvImportDialogState => ({
  step: 'mapping',
  ...context,
  fileId,
  preview,
  hints: toCsvDetectionHints(context.profile, preview),
  issues,
  // A tick survives a new preview only where that line is still a suspected duplicate.
  includedDuplicateLines: includedDuplicateLines.filter((line) => (preview.rows ?? []).some((r) => r.line === line && r.suspectedDuplicate)),
})

/**
 * The settings the server detected that differ from those the preview was read with; empty when none differ.
 * @example detectedSettingsChanges({ characterSet: 'UTF-8', … }, { characterSetDetected: 'ISO-8859-1', … }) // { characterSet: 'ISO-8859-1' }
 */
export const detectedSettingsChanges = (profile: ImportProfile, preview: CsvPreview): Partial<ImportProfile> => {
  const changes: { characterSet?: string; delimiter?: string; quoteCharacter?: string } = {}
  const differs = (detected: string | null | undefined, chosen: string): detected is string =>
    typeof detected === 'string' && detected !== '' && detected !== chosen
  if (differs(preview.characterSetDetected, profile.characterSet)) changes.characterSet = preview.characterSetDetected
  if (differs(preview.delimiterDetected, profile.delimiter)) changes.delimiter = preview.delimiterDetected
  if (differs(preview.quoteCharacterDetected, profile.quoteCharacter)) changes.quoteCharacter = preview.quoteCharacterDetected
  return changes
}

/**
 * Checks step 2 before the import starts: the column mapping and every row the preview holds.
 * @example validateCsvImportMapping(profile, preview) // left: the mapping and row issues
 */
export const validateCsvImportMapping = (
  profile: ImportProfile,
  preview: CsvPreview,
  includedDuplicateLines: ReadonlyArray<number> = [],
): E.Either<ReadonlyArray<ValidationIssue>, ImportProfile> =>
  preview.rows != null
    ? // The server read every row with core's reader: rejected rows are simply not imported (named in the preview
      // and in the failed rows); the import needs a valid mapping and at least one row to import.
      pipe(
        validateColumnMapping(profile.fieldMappings, preview.numberOfColumns),
        E.chain(() =>
          toCsvImportSelection(preview, includedDuplicateLines).count > 0 ? E.right(profile) : E.left([validationIssue('file', 'csvImport.noTransactions')]),
        ),
      )
    : pipe(
    validateColumnMapping(profile.fieldMappings, preview.numberOfColumns),
    E.chain((mapping) =>
      parseCsvRows(limitCsvPreviewElements(preview.elements), mapping, {
        negateAmount: profile.negateAmount,
        headerRowCount: (preview.headers?.length ?? 0) > 0 ? 1 : 0,
      }),
    ),
    E.map(() => profile),
  )

/**
 * Reads a kept step 2 again after a page reload: its file with its profile (nothing detected anew, the user's mapping
 * stays) and its ticks.
 */
const restoreStep = (context: Context, restore: CsvImportDialogRestore): CsvImportDialogStep => [
  {
    step: 'loadingPreview',
    ...context,
    profile: restore.profile,
    fileId: restore.fileId,
    previous: null,
    adoptDetected: false,
    includedAtReload: restore.includedDuplicateLines,
    restoredFile: { name: restore.fileName, sizeBytes: restore.sizeBytes },
  },
  [{ type: 'requestPreview', financialAccountId: context.financialAccountId, fileId: restore.fileId, profile: restore.profile }],
]

/**
 * The kept step 2 could not be read again: back to step 1, naming the file to choose again. chosen: a 404 (the backend
 * no longer knows the file: the demo's memory backend keeps no uploaded bytes across a reload) says just that; any
 * other failure says what went wrong, then the same request.
 */
const restoreFailed = (context: Context, file: CsvFileInfo, httpStatus: number | undefined, issues: ReadonlyArray<ValidationIssue>): CsvImportDialogStep => [
  {
    step: 'selectingFile',
    ...context,
    issues:
      httpStatus === 404
        ? [validationIssue('file', 'csvImport.restoredFileGone', { fileName: file.name })]
        : [...issues, validationIssue('file', 'csvImport.chooseFileAgain', { fileName: file.name })],
  },
  [],
]

/** The ticks a preview being read again keeps (from the mapping it replaces). */
const includedOf = (state: Extract<CsvImportDialogState, { step: 'loadingPreview' }>): ReadonlyArray<number> => state.includedAtReload ?? []

/** The settings a first preview leaves to the server's detection (empty: "detect", wire.ts CsvPreviewRequest). */
const DETECT_SETTINGS = { characterSet: '', delimiter: '', quoteCharacter: '', fieldMappings: [] } as const

const RELOADING_SETTINGS = ['characterSet', 'delimiter', 'quoteCharacter', 'accountType', 'negateAmount'] as const

const reloadPreview = (
  state: Extract<CsvImportDialogState, { step: 'mapping' }>,
  profile: ImportProfile,
): CsvImportDialogStep => [
  { step: 'loadingPreview', ...contextOf(state), profile, fileId: state.fileId, previous: state.preview, adoptDetected: false, includedAtReload: state.includedDuplicateLines },
  [{ type: 'requestPreview', financialAccountId: state.financialAccountId, fileId: state.fileId, profile }],
]

/**
 * The dialog's pure transition: the next state and the effects the UI runs. An event that does not belong to the
 * current step (a late answer, a double click) changes nothing; answers for another file or import are ignored.
 * Closing is possible from every step and stops any poll; a closed dialog stays closed.
 * @example transitionCsvImportDialog({ step: 'selectingFile', … }, { type: 'fileSelected', file, content }) // uploading, [uploadFile]
 */
export const transitionCsvImportDialog = (state: CsvImportDialogState, event: CsvImportDialogEvent): CsvImportDialogStep => {
  const unchanged: CsvImportDialogStep = [state, []]
  if (state.step === 'closed') return unchanged
  if (event.type === 'closeRequested') return [{ step: 'closed' }, state.step === 'running' ? [{ type: 'stopPolling' }] : []]
  const context = contextOf(state)
  switch (state.step) {
    case 'checkingLastImport':
      if (event.type === 'lastImportLoaded') {
        const stored = event.profile ?? null
        const loaded: Context = stored === null ? context : { ...context, profile: stored, hasStoredProfile: true }
        if (event.result !== null && isCsvImportOngoing(event.result)) return toRunningOrFinished(loaded, event.result)
        if (state.restore != null) return restoreStep(loaded, state.restore)
        return [{ step: 'selectingFile', ...loaded, issues: [] }, []]
      }
      if (event.type === 'lastImportFailed') {
        // The kept file is read again all the same: whether it is still there, its preview tells.
        return state.restore != null ? restoreStep(context, state.restore) : [{ step: 'selectingFile', ...context, issues: [] }, []]
      }
      return unchanged
    case 'selectingFile':
      if (event.type !== 'fileSelected') return unchanged
      return E.match<ReadonlyArray<ValidationIssue>, CsvFileInfo, CsvImportDialogStep>(
        (issues) => [{ step: 'selectingFile', ...context, issues }, []],
        (file) => [{ step: 'uploading', ...context, file }, [{ type: 'uploadFile', file, content: event.content }]],
      )(validateCsvFile(event.file))
    case 'uploading':
      if (event.type === 'fileUploaded') {
        // Without a stored profile the server detects every setting (empty values: wire.ts), and the dialog takes
        // over what it detected.
        const requested = context.hasStoredProfile ? context.profile : { ...context.profile, ...DETECT_SETTINGS }
        return [
          { step: 'loadingPreview', ...context, fileId: event.fileId, previous: null, adoptDetected: !context.hasStoredProfile },
          [{ type: 'requestPreview', financialAccountId: context.financialAccountId, fileId: event.fileId, profile: requested }],
        ]
      }
      if (event.type === 'uploadFailed') return [{ step: 'selectingFile', ...context, issues: event.issues }, []]
      return unchanged
    case 'loadingPreview': {
      if ((event.type !== 'previewLoaded' && event.type !== 'previewFailed') || event.fileId !== state.fileId) return unchanged
      // The first read of a file with the account's stored profile: where that profile does not fit the file (read
      // refused, or made for another bank's layout), the file is read once more with everything detected.
      // A kept step 2 read again after a reload keeps its profile and ticks, whatever it reads.
      const restoring = state.previous === null && state.restoredFile !== undefined
      const firstReadWithStoredProfile = state.previous === null && !state.adoptDetected && !restoring
      const readDetected: CsvImportDialogStep = [
        { step: 'loadingPreview', ...context, fileId: state.fileId, previous: null, adoptDetected: true },
        [{ type: 'requestPreview', financialAccountId: context.financialAccountId, fileId: state.fileId, profile: { ...context.profile, ...DETECT_SETTINGS } }],
      ]
      if (event.type === 'previewLoaded') {
        // An MT940 or CAMT statement has fixed columns: the account's CSV profile stays as it is, for its next CSV file.
        if (isStructuredPreview(event.preview)) return [toMapping(context, state.fileId, event.preview, [], state.previous === null && !restoring ? [] : includedOf(state)), []]
        if (firstReadWithStoredProfile && isStoredMappingOfAnotherLayout(context.profile.fieldMappings, event.preview)) return readDetected
        const detected = state.adoptDetected ? detectedSettingsChanges(context.profile, event.preview) : {}
        const settings: ImportProfile = { ...context.profile, ...detected }
        const profile = { ...settings, fieldMappings: mappingsFor(state.adoptDetected ? [] : settings.fieldMappings, event.preview) }
        const kept = state.previous === null && !restoring ? [] : includedOf(state)
        return [toMapping({ ...context, profile }, state.fileId, event.preview, [], kept), []]
      }
      if (isCsvPreviewDialogClosingStatus(event.httpStatus)) return [{ step: 'closed', notice: 'previewPaymentRequired' }, []]
      if (restoring && state.restoredFile !== undefined) return restoreFailed(context, state.restoredFile, event.httpStatus, event.issues)
      if (firstReadWithStoredProfile) return readDetected
      return state.previous === null
        ? [{ step: 'selectingFile', ...context, issues: event.issues }, []]
        : [toMapping(context, state.fileId, state.previous, event.issues, includedOf(state)), []]
    }
    case 'mapping':
      switch (event.type) {
        case 'profileChanged': {
          const profile: ImportProfile = { ...context.profile, ...event.changes }
          const reload = RELOADING_SETTINGS.some((key) => profile[key] !== context.profile[key])
          if (!reload) return [{ ...state, profile, issues: [] }, []]
          return reloadPreview(state, profile)
        }
        case 'columnMappingChanged': {
          const profile = { ...context.profile, fieldMappings: setColumnMapping(context.profile.fieldMappings, event.columnIndex, event.fieldName) }
          // The rows are read again with a mapping that holds; one that does not shows its issues on the selects.
          return E.match<ReadonlyArray<ValidationIssue>, unknown, CsvImportDialogStep>(
            (issues) => [{ ...state, profile, issues }, []],
            () => (state.preview.rows != null ? reloadPreview(state, profile) : [{ ...state, profile, issues: [] }, []]),
          )(validateColumnMapping(profile.fieldMappings, state.preview.numberOfColumns))
        }
        case 'duplicateToggled': {
          const isDuplicate = (state.preview.rows ?? []).some((r) => r.line === event.line && r.suspectedDuplicate)
          if (!isDuplicate) return unchanged
          const others = state.includedDuplicateLines.filter((line) => line !== event.line)
          return [{ ...state, includedDuplicateLines: event.included ? [...others, event.line] : others, issues: [] }, []]
        }
        case 'importRequested':
          return E.match<ReadonlyArray<ValidationIssue>, ImportProfile, CsvImportDialogStep>(
            (issues) => [{ ...state, issues }, []],
            (profile) => [
              {
                step: 'starting',
                ...context,
                fileId: state.fileId,
                preview: state.preview,
                hints: state.hints,
                includedDuplicateLines: state.includedDuplicateLines,
              },
              [
                // A structured statement's columns are no CSV profile to keep for the account.
                ...(isStructuredPreview(state.preview) ? [] : [{ type: 'saveImportProfile' as const, financialAccountId: context.financialAccountId, profile }]),
                {
                  type: 'startImport',
                  financialAccountId: context.financialAccountId,
                  fileId: state.fileId,
                  profile,
                  excludedLines: toCsvImportSelection(state.preview, state.includedDuplicateLines).excludedLines,
                },
              ],
            ],
          )(validateCsvImportMapping(profileForPreview(context.profile, state.preview), state.preview, state.includedDuplicateLines))
        case 'backRequested':
          return [{ step: 'selectingFile', ...context, issues: [] }, []]
        default:
          return unchanged
      }
    case 'starting':
      if (event.type === 'importStarted') return toRunningOrFinished(context, event.result)
      if (event.type === 'importStartFailed') return [toMapping(context, state.fileId, state.preview, event.issues, state.includedDuplicateLines), []]
      return unchanged
    case 'running':
      if (event.type === 'pollTimerElapsed' && !state.awaitingStatus) {
        return [{ ...state, awaitingStatus: true }, [{ type: 'fetchImportStatus', importId: state.importId }]]
      }
      if (event.type === 'importStatusLoaded' && state.awaitingStatus && event.result.financialTransactionImportId === state.importId) {
        return toRunningOrFinished(context, event.result, state.progressPercent)
      }
      if (event.type === 'importStatusFailed' && state.awaitingStatus) return [{ ...state, awaitingStatus: false }, [schedulePoll]]
      return unchanged
    case 'finished':
      return unchanged
  }
}
