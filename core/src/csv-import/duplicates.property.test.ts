/**
 * The duplicate search (duplicates.ts): its amount key, written from whole cents without a Decimal, is exactly
 * decimal.js's toFixed(2) of the amount, the key the search compared before, so the same rows are found; and the
 * search across overlapping files (issue 26).
 */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { fromWireAmount, moneyFromCents } from '../money/money.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { isSelectedByDefault, isSuspectedDuplicate, markSuspectedDuplicates, toDuplicateAmountKey, type ExistingTransactionForDuplicates } from './duplicates.ts'
import type { StatementRow } from './row-rules.ts'

/** Amounts with up to four decimals (a fraction of a cent: the Decimal path) as the wire reads them. */
const fractionalArbitrary = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => {
    const digits = String(units < 0n ? -units : units).padStart(scale + 1, '0')
    const text = `${units < 0n ? '-' : ''}${scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`}`
    return E.getOrElseW(() => moneyFromCents(0n))(fromWireAmount(text))
  })

describe('toDuplicateAmountKey', () => {
  test.prop([moneyArbitrary])('is toFixed(2) of every whole-cent amount', (amount) => {
    expect(toDuplicateAmountKey(amount)).toBe(amount.value.toFixed(2))
  })
  test.prop([fractionalArbitrary])('is toFixed(2) of amounts with a fraction of a cent too', (amount) => {
    expect(toDuplicateAmountKey(amount)).toBe(amount.value.toFixed(2))
  })
})

/**
 * Duplicates across overlapping files (issue 26): a user imports March, then February to April; every row already
 * imported is a suspected duplicate, whatever file it came from, and the rest stay ticked. Rows with a bank reference
 * are matched by it; equal rows within the new file (two coffees) stay real.
 */
describe('duplicates across overlapping files', () => {
  const booking = fc.record({
    day: fc.integer({ min: 1, max: 28 }),
    cents: fc.bigInt({ min: -500n, max: 500n }),
    // Few names and purposes, so that equal bookings (two coffees) and near-equal ones occur.
    counterparty: fc.constantFrom('Café Adler', 'Stadtwerke', 'Kunde AG'),
    purpose: fc.constantFrom('Kaffee', 'Abschlag', 'RE-1'),
  })
  const rowOf = (b: { day: number; cents: bigint; counterparty: string; purpose: string }, line: number, bankReference: string | undefined): StatementRow => ({
    line,
    status: 'importable',
    bookingDate: `2026-03-${String(b.day).padStart(2, '0')}` as LocalDate,
    valueDate: null,
    amount: moneyFromCents(b.cents),
    counterparty: b.counterparty,
    purpose: b.purpose,
    additionalInfo: '',
    cells: [],
    issues: [],
    notes: [],
    ...(bankReference === undefined ? {} : { bankReference }),
  })
  const existingOf = (row: StatementRow): ExistingTransactionForDuplicates => ({ ...row, bankReference: row.bankReference ?? null })

  test.prop([fc.array(booking, { maxLength: 20 }), fc.array(booking, { maxLength: 20 }), fc.array(booking, { maxLength: 20 }), fc.boolean()])(
    'every row of the earlier file in the later one is suspected, every other row ticked',
    (before, march, after, withReferences) => {
      const reference = (i: number) => (withReferences ? `REF${i}` : undefined)
      const first = march.map((b, i) => rowOf(b, i + 1, reference(1000 + i)))
      const later = [...before.map((b, i) => rowOf(b, i + 1, reference(i))), ...march.map((b, i) => rowOf(b, before.length + i + 1, reference(1000 + i))), ...after.map((b, i) => rowOf(b, before.length + march.length + i + 1, reference(2000 + i)))]
      const marks = markSuspectedDuplicates({ rows: later }, first.map(existingOf))
      const suspected = later.flatMap((_row, i) => (isSuspectedDuplicate(marks, i) ? [i] : []))
      if (withReferences) expect(suspected).toEqual(march.map((_b, i) => before.length + i))
      // By content, occurrences are counted: exactly as many rows are suspected as the earlier file had.
      else expect(suspected).toHaveLength(march.length)
      for (let i = 0; i < later.length; i++) expect(isSelectedByDefault(marks, i)).toBe(!isSuspectedDuplicate(marks, i))
    },
  )

  test.prop([booking, fc.constantFrom('Miete', 'Kaffee 2')])('a reference on both sides decides: the same reference matches other texts, another reference never matches', (b, otherPurpose) => {
    const imported = existingOf(rowOf(b, 1, 'BANKREF1'))
    expect(isSuspectedDuplicate(markSuspectedDuplicates({ rows: [rowOf({ ...b, purpose: otherPurpose }, 2, 'BANKREF1')] }, [imported]), 0)).toBe(true)
    expect(isSuspectedDuplicate(markSuspectedDuplicates({ rows: [rowOf(b, 2, 'BANKREF2')] }, [imported]), 0)).toBe(false)
    // A row without a reference (a CSV file) is matched by its content against a transaction with one, and back.
    expect(isSuspectedDuplicate(markSuspectedDuplicates({ rows: [rowOf(b, 2, undefined)] }, [imported]), 0)).toBe(true)
    expect(isSuspectedDuplicate(markSuspectedDuplicates({ rows: [rowOf(b, 2, 'BANKREF2')] }, [existingOf(rowOf(b, 1, undefined))]), 0)).toBe(true)
  })

  test.prop([booking])('one transaction accounts for one row, whether its reference or its content matched', (b) => {
    const imported = existingOf(rowOf(b, 1, 'BANKREF1'))
    const marks = markSuspectedDuplicates({ rows: [rowOf(b, 2, 'BANKREF1'), rowOf(b, 3, undefined)] }, [imported])
    expect([isSuspectedDuplicate(marks, 0), isSuspectedDuplicate(marks, 1)]).toEqual([true, false])
  })
})
