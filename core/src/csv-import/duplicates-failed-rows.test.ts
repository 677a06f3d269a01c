import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents } from '../money/money.ts'
import {
  findSuspectedDuplicates,
  isSelectedByDefault,
  isSuspectedDuplicate,
  markSuspectedDuplicates,
  type ExistingTransactionForDuplicates,
} from './duplicates.ts'
import { neutraliseCsvCell, toFailedRowsCsv } from './failed-rows-csv.ts'
import { readBankStatement, type StatementRow } from './read-bank-statement.ts'

const row = (line: number, cents: bigint, purpose = 'Kaffee', status: StatementRow['status'] = 'importable'): StatementRow => ({
  line,
  status,
  bookingDate: '2024-02-01' as LocalDate,
  valueDate: null,
  amount: moneyFromCents(cents),
  counterparty: 'Café',
  purpose,
  additionalInfo: '',
  cells: [],
  issues: [],
  notes: [],
})
const existing = (cents: bigint, purpose = 'Kaffee'): ExistingTransactionForDuplicates => ({
  bookingDate: '2024-02-01' as LocalDate,
  valueDate: null,
  amount: moneyFromCents(cents),
  counterparty: ' café ',
  purpose,
})

describe('findSuspectedDuplicates', () => {
  it('unticks a row matching an existing transaction; two equal rows against one existing leave one new', () => {
    const found = findSuspectedDuplicates({ rows: [row(2, -350n), row(3, -350n), row(4, -990n)] }, [existing(-350n)])
    expect(found.map((f) => [f.line, f.suspectedDuplicate, f.selected, f.repeatOfLine])).toEqual([
      [2, true, false, null],
      [3, false, true, null],
      [4, false, true, null],
    ])
  })

  it('keeps repeats inside one file ticked, naming the first, and never ticks a rejected row', () => {
    const found = findSuspectedDuplicates({ rows: [row(2, -350n), row(3, -350n), row(4, -350n, 'Kaffee', 'rejected')] }, [])
    expect(found.map((f) => [f.selected, f.repeatOfLine, f.issues.map((i) => i.key)])).toEqual([
      [true, null, []],
      [true, 2, ['csvImport.repeatedInFile']],
      [false, null, []],
    ])
  })

  it('importing the same file again makes every row a suspected duplicate', () => {
    const bytes = new TextEncoder().encode('Datum;Name;Zweck;Betrag\n01.02.2024;Café;Kaffee;-3,50\n01.02.2024;Café;Kaffee;-3,50\n02.02.2024;Bäcker;Brot;-2,10\n')
    const read = readBankStatement(bytes)
    if (E.isLeft(read)) throw new Error('unreadable')
    const already = read.right.rows.map((r) => ({ bookingDate: r.bookingDate, valueDate: r.valueDate, amount: r.amount, counterparty: r.counterparty, purpose: r.purpose }))
    expect(findSuspectedDuplicates(read.right, already).map((f) => [f.suspectedDuplicate, f.selected])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ])
  })
})

test.prop([fc.array(fc.constantFrom(-350n, -990n, 100n), { maxLength: 12 }), fc.array(fc.constantFrom(-350n, -990n, 100n), { maxLength: 12 })])(
  'occurrences are counted: per kind, suspected = min(rows, existing) and ticked = the rest',
  (rowCents, existingCents) => {
    const found = findSuspectedDuplicates({ rows: rowCents.map((c, i) => row(i + 2, c)) }, existingCents.map((c) => existing(c)))
    for (const kind of [-350n, -990n, 100n]) {
      const rows = rowCents.map((c, i) => [c, found[i]] as const).filter(([c]) => c === kind)
      const expectedSuspected = Math.min(rows.length, existingCents.filter((c) => c === kind).length)
      expect(rows.filter(([, f]) => f?.suspectedDuplicate === true).length).toBe(expectedSuspected)
      expect(rows.filter(([, f]) => f?.selected === true).length).toBe(rows.length - expectedSuspected)
    }
  },
)

const spacing = fc.constantFrom(' ', '  ', '\t', '\u00a0', ' \n ', '')
test.prop([fc.array(fc.tuple(fc.constantFrom('Kaffee', 'Miete Mai', 'RE 12'), spacing, spacing), { minLength: 1, maxLength: 8 })])(
  'texts that differ only in case and white space are the same row; the marks say what the findings say',
  (purposes) => {
    const rows = purposes.map(([text, before, inside], i) => row(i + 2, -350n, `${before}${text.replace(' ', inside === '' ? ' ' : inside)}${before}`.toUpperCase()))
    const plain = findSuspectedDuplicates({ rows: purposes.map(([text], i) => row(i + 2, -350n, text)) }, [existing(-350n, 'kaffee')])
    const found = findSuspectedDuplicates({ rows }, [existing(-350n, 'kaffee')])
    expect(found).toEqual(plain)
    const marks = markSuspectedDuplicates({ rows }, [existing(-350n, 'kaffee')])
    expect(found.map((_f, i) => [isSuspectedDuplicate(marks, i), isSelectedByDefault(marks, i)])).toEqual(found.map((f) => [f.suspectedDuplicate, f.selected]))
  },
)

describe('toFailedRowsCsv', () => {
  it('writes line, German reason and the cells, neutralising formulas', () => {
    const bytes = new TextEncoder().encode('Datum;Name;Zweck;Betrag\n31.02.2024;=HYPERLINK("x");@SUM(1);-1,00\n')
    const read = readBankStatement(bytes)
    if (E.isLeft(read)) throw new Error('unreadable')
    const csv = toFailedRowsCsv(read.right.rows.filter((r) => r.status === 'rejected'), read.right.headers)
    expect(csv).toBe(
      '"Zeile";"Grund";"Datum";"Name";"Zweck";"Betrag"\r\n' +
        '"2";"Zeile 2: „Buchungsdatum“ ist kein gültiges Datum im Format TT.MM.JJJJ, TT.MM.JJ oder JJJJ-MM-TT.";"31.02.2024";"\'=HYPERLINK(""x"")";"\'@SUM(1)";"\'-1,00"\r\n',
    )
  })
})

test.prop([fc.string({ maxLength: 30 })])('a neutralised cell never starts a formula and keeps the text after its apostrophe', (cell) => {
  const out = neutraliseCsvCell(cell)
  const inner = out.slice(1, -1).replaceAll('""', '"')
  expect(['=', '+', '-', '@', '\t', '\r']).not.toContain(inner.charAt(0))
  expect(inner === cell || inner === `'${cell}`).toBe(true)
})
