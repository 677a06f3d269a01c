import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT, CSV_IMPORT_STATUS_POLL_INTERVAL_MS } from './constants.ts'
import { csvImportDialogEventArbitrary, importResultArbitrary, validCsvPreviewArbitrary } from './csv-import.arbitrary.ts'
import { validateCsvFile } from './file-rules.ts'
import {
  initialCsvImportDialog,
  toCsvImportDialogStepNumber,
  transitionCsvImportDialog,
  validateCsvImportMapping,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
} from './import-dialog-flow.ts'
import { isCsvImportOngoing } from './import-progress.ts'
import type { CsvFileContent, CsvPreview, ImportResult } from './model.ts'

/**
 * One step of a scenario: either any event at all, or the event the current step waits for (with the ids it
 * expects), so that sequences reach the late steps as often as the early ones.
 */
type Choice =
  | { readonly kind: 'random'; readonly event: CsvImportDialogEvent }
  | { readonly kind: 'expected'; readonly pick: number; readonly result: ImportResult; readonly preview: CsvPreview }

/** The picked file's bytes, handed on unread. */
const CONTENT: CsvFileContent = { arrayBuffer: async () => new ArrayBuffer(0) }

/** Previews drawn once (fixed seed): building them is costly, and the row rules have their own properties. */
const PREVIEWS = fc.sample(validCsvPreviewArbitrary, { numRuns: 30, seed: 11 }).map((p) => p.preview)

const choiceArbitrary: fc.Arbitrary<Choice> = fc.oneof(
  csvImportDialogEventArbitrary.map((event): Choice => ({ kind: 'random', event })),
  fc.record({ kind: fc.constant('expected' as const), pick: fc.nat(), result: importResultArbitrary, preview: fc.constantFrom(...PREVIEWS) }),
)

/** The event the state waits for, built from the choice. */
const eventFor = (state: CsvImportDialogState, choice: Choice): CsvImportDialogEvent => {
  if (choice.kind === 'random') return choice.event
  const options = ((): ReadonlyArray<CsvImportDialogEvent> => {
    switch (state.step) {
      case 'checkingLastImport':
        return [{ type: 'lastImportLoaded', result: null }, { type: 'lastImportLoaded', result: choice.result }]
      case 'selectingFile':
        return [{ type: 'fileSelected', file: { name: 'umsaetze.csv', sizeBytes: 1000 }, content: CONTENT }]
      case 'uploading':
        return [{ type: 'fileUploaded', fileId: 'file-1' }]
      case 'loadingPreview':
        return [{ type: 'previewLoaded', fileId: state.fileId, preview: choice.preview }]
      case 'mapping':
        return [{ type: 'importRequested' }, { type: 'importRequested' }, { type: 'profileChanged', changes: { delimiter: ',' } }]
      case 'starting':
        return [{ type: 'importStarted', result: choice.result }]
      case 'running':
        return state.awaitingStatus
          ? [
              { type: 'importStatusLoaded', result: { ...choice.result, financialTransactionImportId: state.importId } },
              // A running import with a plausible count, so that progress moves both ways between polls.
              {
                type: 'importStatusLoaded',
                result: { financialTransactionImportId: state.importId, status: 'ONGOING', numberOfTransactions: choice.pick % 120, numberOfImportRows: 100 },
              },
            ]
          : [{ type: 'pollTimerElapsed' }]
      case 'finished':
      case 'closed':
        return [{ type: 'closeRequested' }]
    }
  })()
  return options[choice.pick % options.length] ?? { type: 'closeRequested' }
}

const scenarioArbitrary = fc.array(choiceArbitrary, { maxLength: 40 })

/** Replays events and checks every invariant after each step; returns the steps visited. */
const replay = (choices: ReadonlyArray<Choice>): ReadonlySet<CsvImportDialogState['step']> => {
  const visited = new Set<CsvImportDialogState['step']>()
  let [state] = initialCsvImportDialog('acc-1')
  for (const choice of choices) {
    const event = eventFor(state, choice)
    const [next, effects] = transitionCsvImportDialog(state, event)
    visited.add(next.step)

    // A closed dialog stays closed and does nothing.
    if (state.step === 'closed') expect([next, effects]).toEqual([state, []])
    // Step numbers: 1 to 3 while open.
    if (next.step === 'closed') expect(toCsvImportDialogStepNumber(next)).toBeUndefined()
    else expect([1, 2, 3]).toContain(toCsvImportDialogStepNumber(next))
    // Progress while running stays within 0..98 and never goes back for the same import.
    if (next.step === 'running') {
      expect(next.progressPercent).toBeGreaterThanOrEqual(0)
      expect(next.progressPercent).toBeLessThanOrEqual(CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT)
      if (state.step === 'running' && state.importId === next.importId) expect(next.progressPercent).toBeGreaterThanOrEqual(state.progressPercent)
    }
    if (next.step === 'finished') expect(isCsvImportOngoing(next.result)).toBe(false)
    for (const effect of effects) {
      switch (effect.type) {
        case 'schedulePoll':
          expect(effect.delayMs).toBe(CSV_IMPORT_STATUS_POLL_INTERVAL_MS)
          expect(next.step === 'running' && !next.awaitingStatus).toBe(true)
          break
        case 'fetchImportStatus':
          expect(next.step === 'running' && next.awaitingStatus && next.importId === effect.importId).toBe(true)
          // Never a second status request while one is out.
          expect(state.step === 'running' && !state.awaitingStatus).toBe(true)
          break
        case 'uploadFile':
          expect(next.step).toBe('uploading')
          expect(E.isRight(validateCsvFile(effect.file))).toBe(true)
          break
        case 'startImport':
          expect(next.step).toBe('starting')
          if (next.step === 'starting') expect(E.isRight(validateCsvImportMapping(next.profile, next.preview))).toBe(true)
          break
        case 'saveImportProfile':
          expect(effects.map((f) => f.type)).toEqual(['saveImportProfile', 'startImport'])
          break
        case 'stopPolling':
          expect([state.step, next.step]).toEqual(['running', 'closed'])
          break
        case 'requestPreview':
          expect(next.step === 'loadingPreview' && next.fileId === effect.fileId).toBe(true)
          break
        case 'fetchLastImport':
          throw new Error('only the opening fetches the last import')
      }
    }
    // At most one poll is ever scheduled or running at a time.
    expect(effects.filter((f) => f.type === 'schedulePoll' || f.type === 'fetchImportStatus').length).toBeLessThanOrEqual(1)
    state = next
  }
  return visited
}

test.prop([fc.array(choiceArbitrary, { minLength: 1, maxLength: 40 })])('no event sequence breaks an invariant of the import dialog', (choices) => {
  // replay asserts the invariants after every event; at least one event, so every run checks them.
  replay(choices)
})

test.prop([importResultArbitrary])('the dialog opens on step 3 exactly when the last import is ONGOING', (result) => {
  const [state] = transitionCsvImportDialog(initialCsvImportDialog('acc-1')[0], { type: 'lastImportLoaded', result })
  expect(state.step === 'running').toBe(isCsvImportOngoing(result))
  expect(toCsvImportDialogStepNumber(state)).toBe(isCsvImportOngoing(result) ? 3 : 1)
})

test.prop([scenarioArbitrary, fc.array(csvImportDialogEventArbitrary, { minLength: 1, maxLength: 10 })])('closing ends everything: later events change nothing', (before, after) => {
  let [state] = initialCsvImportDialog('acc-1')
  for (const choice of before) state = transitionCsvImportDialog(state, eventFor(state, choice))[0]
  ;[state] = transitionCsvImportDialog(state, { type: 'closeRequested' })
  expect(state.step).toBe('closed')
  // A dialog the 402 closed keeps its notice; either way nothing changes any more.
  for (const event of after) expect(transitionCsvImportDialog(state, event)).toEqual([state, []])
})

test('the generated event sequences reach every step of the dialog', () => {
  const visited = new Set<string>()
  for (const choices of fc.sample(scenarioArbitrary, { numRuns: 200, seed: 7 })) for (const step of replay(choices)) visited.add(step)
  expect([...visited].sort()).toEqual(['checkingLastImport', 'closed', 'finished', 'loadingPreview', 'mapping', 'running', 'selectingFile', 'starting', 'uploading'])
})
