import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT } from './constants.ts'
import { importResultArbitrary } from './csv-import.arbitrary.ts'
import { isCsvImportOngoing, toCsvImportOutcome, toCsvImportProgressPercent } from './import-progress.ts'

test.prop([importResultArbitrary])('progress is a whole percentage, at most 98 while running and 100 once ended', (result) => {
  const percent = toCsvImportProgressPercent(result)
  expect(Number.isInteger(percent)).toBe(true)
  if (isCsvImportOngoing(result)) {
    expect(percent).toBeGreaterThanOrEqual(0)
    expect(percent).toBeLessThanOrEqual(CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT)
  } else expect(percent).toBe(100)
})

test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 })])(
  'while running, more imported rows never show less progress',
  (rows, a, b) => {
    const [fewer, more] = a <= b ? [a, b] : [b, a]
    const at = (done: number) => toCsvImportProgressPercent({ status: 'ONGOING', numberOfTransactions: done, numberOfImportRows: rows })
    expect(at(fewer)).toBeLessThanOrEqual(at(more))
    expect(at(more)).toBe(Math.min(98, Math.floor((more * 100) / rows)))
  },
)

test.prop([importResultArbitrary])('the outcome is running exactly while ONGOING', (result) => {
  expect(toCsvImportOutcome(result) === 'running').toBe(isCsvImportOngoing(result))
})
