import { describe, expect, it } from 'vitest'
import { isCsvImportOngoing, isCsvPreviewDialogClosingStatus, toCsvImportOutcome, toCsvImportProgressPercent } from './import-progress.ts'

const result = (status: string, numberOfTransactions?: number | null, numberOfImportRows?: number | null) => ({
  financialTransactionImportId: 'imp',
  status,
  ...(numberOfTransactions === undefined ? {} : { numberOfTransactions }),
  ...(numberOfImportRows === undefined ? {} : { numberOfImportRows }),
})

describe('toCsvImportProgressPercent', () => {
  it.each<[number | null | undefined, number | null | undefined, number]>([
    [0, 100, 0],
    [50, 100, 50],
    [1, 3, 33],
    [2, 3, 66],
    [97, 100, 97],
    [98, 100, 98],
    [99, 100, 98],
    [100, 100, 98],
    [150, 100, 98],
    [10, 0, 0],
    [10, null, 0],
    [undefined, undefined, 0],
    [-5, 100, 0],
  ])('imported %s of %s rows while ONGOING shows %i %', (done, rows, percent) => {
    expect(toCsvImportProgressPercent(result('ONGOING', done, rows))).toBe(percent)
  })

  it('shows 100 % once the import has ended, whatever the counts', () => {
    expect(toCsvImportProgressPercent(result('FINISHED', 3, 100))).toBe(100)
    expect(toCsvImportProgressPercent(result('FAILED'))).toBe(100)
  })
})

describe('isCsvImportOngoing and toCsvImportOutcome', () => {
  it('reads ONGOING as running and anything else as ended', () => {
    expect(isCsvImportOngoing(result('ONGOING'))).toBe(true)
    expect(isCsvImportOngoing(result('ongoing'))).toBe(false)
    expect(toCsvImportOutcome(result('ONGOING', 1, 2))).toBe('running')
    expect(toCsvImportOutcome(result('FINISHED', 10, 10))).toBe('succeeded')
    expect(toCsvImportOutcome(result('FINISHED', 8, 10))).toBe('partlyFailed')
    expect(toCsvImportOutcome(result('DONE'))).toBe('succeeded')
    expect(toCsvImportOutcome(result('FAILED', 10, 10))).toBe('failed')
  })
})

describe('isCsvPreviewDialogClosingStatus', () => {
  it('closes the dialog on 402 only', () => {
    expect(isCsvPreviewDialogClosingStatus(402)).toBe(true)
    expect(isCsvPreviewDialogClosingStatus(400)).toBe(false)
    expect(isCsvPreviewDialogClosingStatus(undefined)).toBe(false)
  })
})
