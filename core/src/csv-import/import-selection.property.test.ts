import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { compareMoney, moneyFromCents, sumMoney } from '../money/money.ts'
import { toCsvImportSelection } from './import-selection.ts'

const rowsArbitrary = fc
  .uniqueArray(
    fc.record({
      line: fc.integer({ min: 1, max: 500 }),
      status: fc.constantFrom('importable' as const, 'rejected' as const),
      cents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      suspectedDuplicate: fc.boolean(),
    }),
    { selector: (r) => r.line, maxLength: 30 },
  )
  .map((rows) => rows.map(({ cents, ...r }) => ({ ...r, amount: moneyFromCents(BigInt(cents)), counterparty: '', purpose: '' })))

test.prop([rowsArbitrary, fc.array(fc.integer({ min: 1, max: 500 }))])(
  'the import takes exactly the importable rows that are no unticked suspected duplicate, and leaves out only those',
  (rows, ticked) => {
    const selection = toCsvImportSelection({ rows }, ticked)
    const taken = rows.filter((r) => r.status === 'importable' && (!r.suspectedDuplicate || ticked.includes(r.line)))
    expect(selection.count).toBe(taken.length)
    expect(compareMoney(selection.sum, sumMoney(taken.map((r) => r.amount)))).toBe(0)
    expect(selection.excludedLines).toEqual(rows.filter((r) => r.suspectedDuplicate && !ticked.includes(r.line)).map((r) => r.line))
    // The server's counts of the whole file give the same answer as the rows when the rows are the whole file.
    const dups = rows.filter((r) => r.status === 'importable' && r.suspectedDuplicate)
    const plain = rows.filter((r) => r.status === 'importable' && !r.suspectedDuplicate)
    const fromCounts = toCsvImportSelection(
      { rows, importableCount: plain.length + dups.length, suspectedDuplicateCount: dups.length, importableSum: sumMoney(plain.map((r) => r.amount)) },
      ticked,
    )
    expect([fromCounts.count, compareMoney(fromCounts.sum, selection.sum)]).toEqual([selection.count, 0])
  },
)
