import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
import type { ImportField } from './model.ts'
import { readBankStatement } from './read-bank-statement.ts'
import { isCsvImportableDate, limitCsvPreviewElements, parseCsvDate, parseCsvRows, type ParsedCsvRow } from './row-rules.ts'
import { issuesOf } from '../test-kit.ts'

const mappingOf = (...fields: ReadonlyArray<ImportField>): ValidColumnMapping => {
  const result = validateColumnMapping(
    fields.map((fieldName, columnIndex) => ({ columnIndex, fieldName })),
    fields.length,
  )
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}

const SINGLE_MAPPINGS = (['valueDate', 'recipientOrSenderName', 'purpose', 'amount'] as const).map((fieldName, columnIndex) => ({ columnIndex, fieldName }))
const SINGLE = mappingOf('valueDate', 'recipientOrSenderName', 'purpose', 'amount')
const SPLIT = mappingOf('bookingDate', 'senderName', 'recipientName', 'additionalInfo', 'debitAmount', 'creditAmount')
const OPTIONS = { negateAmount: false, headerRowCount: 1 }

const rowsOf = (result: E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<ParsedCsvRow>>): ReadonlyArray<ParsedCsvRow> =>
  E.isRight(result) ? result.right : []
const amountOf = (row: ParsedCsvRow | undefined): string | undefined => row?.amount.value.toFixed()

describe('parseCsvRows', () => {
  it('reads a row with a German amount and date, numbering it as a line of the file', () => {
    const rows = rowsOf(parseCsvRows([['01.02.2024', 'Vermieter GmbH', 'Miete Februar', '-1.234,56']], SINGLE, OPTIONS))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.rowNumber).toBe(2)
    expect(amountOf(rows[0])).toBe('-1234.56')
    expect(rows[0]?.valueDate).toBe('2024-02-01')
    expect(rows[0]?.texts).toEqual({ recipientOrSenderName: 'Vermieter GmbH', purpose: 'Miete Februar' })
  })

  it('numbers from 1 without a header line', () => {
    expect(rowsOf(parseCsvRows([['2024-02-01', 'A', 'B', '1']], SINGLE, { negateAmount: false, headerRowCount: 0 }))[0]?.rowNumber).toBe(1)
  })

  it('negates amounts when the profile says so', () => {
    expect(amountOf(rowsOf(parseCsvRows([['01.02.2024', 'A', 'B', '12,00']], SINGLE, { ...OPTIONS, negateAmount: true }))[0])).toBe('-12')
  })

  it.each<[string, string]>([
    ['01.02.2024', '2024-02-01'],
    ['1.2.2024', '2024-02-01'],
    ['2024-02-01', '2024-02-01'],
    [' 01.01.2014 ', '2014-01-01'],
    ['01.02.24', '2024-02-01'],
    ['01-02-2024', '2024-02-01'],
    ['2024-02-01 10:15:00', '2024-02-01'],
  ])('reads the date %j', (cell, date) => {
    expect(rowsOf(parseCsvRows([[cell, 'A', 'B', '1']], SINGLE, OPTIONS))[0]?.valueDate).toBe(date)
  })

  it.each(['2024/02/01', '31.02.2024', '2024-2-1', 'gestern', '1.2.3.2024'])('refuses the date %j with the row number', (cell) => {
    expect(issuesOf(parseCsvRows([[cell, 'A', 'B', '1']], SINGLE, OPTIONS))).toEqual([
      { field: 'valueDate', key: 'csvImport.invalidDate', params: { rowNumber: 2, fieldLabel: 'Wertstellung' } },
    ])
  })

  it('refuses a transaction before 1.1.2014 and takes the day itself', () => {
    expect(issuesOf(parseCsvRows([['31.12.2013', 'A', 'B', '1']], SINGLE, OPTIONS))).toEqual([
      { field: 'valueDate', key: 'csvImport.dateBeforeEarliest', params: { rowNumber: 2 } },
    ])
    expect(E.isRight(parseCsvRows([['01.01.2014', 'A', 'B', '1']], SINGLE, OPTIONS))).toBe(true)
  })

  it.each(['1234.56', '12,345', 'EUR 12', '1,2,3', 'abc'])('refuses the amount %j', (cell) => {
    expect(issuesOf(parseCsvRows([['01.02.2024', 'A', 'B', cell]], SINGLE, OPTIONS)).map((i) => i.key)).toEqual(['csvImport.invalidAmount'])
  })

  it.each([0, 3])('refuses an empty value in mapped column %i (a date or the amount)', (column) => {
    const cells = ['01.02.2024', 'A', 'B', '1']
    cells[column] = '  '
    const issues = issuesOf(parseCsvRows([cells], SINGLE, OPTIONS))
    expect(issues.map((i) => [i.key, i.params?.['rowNumber']])).toEqual([['csvImport.emptyMappedValue', 2]])
  })

  it.each([1, 2])('takes a row with an empty text in mapped column %i (a card fee has no counterparty)', (column) => {
    const cells = ['01.02.2024', 'A', 'B', '-4,90']
    cells[column] = '  '
    const rows = rowsOf(parseCsvRows([cells], SINGLE, OPTIONS))
    expect(rows.map((r) => [r.rowNumber, amountOf(r), r.texts])).toEqual([[2, '-4.9', column === 1 ? { purpose: 'B' } : { recipientOrSenderName: 'A' }]])
  })

  it('reads a row as the reader does: the same status, amount and dates', () => {
    const cells = ['01.02.2024', '', 'Kontoführung', '-4,90']
    const text = `Datum;Name;Zweck;Betrag\n${cells.join(';')}\n`
    const read = readBankStatement(new TextEncoder().encode(text), { profile: { fieldMappings: SINGLE_MAPPINGS } })
    const row = E.isRight(read) ? read.right.rows[0] : undefined
    const parsed = rowsOf(parseCsvRows([cells], SINGLE, OPTIONS))[0]
    expect([row?.status, row?.amount, row?.valueDate]).toEqual(['importable', parsed?.amount, parsed?.valueDate])
  })

  it('ignores columns that are not mapped, and missing cells count as empty', () => {
    const withExtra = mappingOf('valueDate', 'none', 'recipientOrSenderName', 'purpose', 'amount')
    expect(E.isRight(parseCsvRows([['01.02.2024', '', 'A', 'B', '1']], withExtra, OPTIONS))).toBe(true)
    expect(issuesOf(parseCsvRows([['01.02.2024', 'A', 'B']], SINGLE, OPTIONS)).map((i) => i.field)).toEqual(['amount'])
  })

  it('collects every issue of every row', () => {
    const issues = issuesOf(
      parseCsvRows(
        [
          ['01.02.2024', 'A', 'B', '1'],
          ['', 'A', '', 'x'],
          ['01.02.2010', 'A', 'B', '1'],
        ],
        SINGLE,
        OPTIONS,
      ),
    )
    expect(issues.map((i) => `${String(i.params?.['rowNumber'])} ${i.field} ${i.key}`)).toEqual([
      '3 valueDate csvImport.emptyMappedValue',
      '3 amount csvImport.invalidAmount',
      '4 valueDate csvImport.dateBeforeEarliest',
    ])
  })

  describe('debit and credit', () => {
    const row = (debit: string, credit: string) => ['01.02.2024', 'Absender', 'Empfänger', 'Info', debit, credit]

    it.each<[string, string, string]>([
      ['12,50', '', '-12.5'],
      ['-12,50', '', '-12.5'],
      ['', '12,50', '12.5'],
      ['', '-12,50', '12.5'],
      ['0,00', '5,00', '5'],
      ['5,00', '0,00', '-5'],
    ])('debit %j and credit %j give %s', (debit, credit, amount) => {
      expect(amountOf(rowsOf(parseCsvRows([row(debit, credit)], SPLIT, OPTIONS))[0])).toBe(amount)
    })

    it.each<[string, string]>([
      ['0,00', '0,00'],
      ['0,00', ''],
    ])('takes debit %j and credit %j as a zero-amount info row, with its note', (debit, credit) => {
      expect(amountOf(rowsOf(parseCsvRows([row(debit, credit)], SPLIT, OPTIONS))[0])).toBe('0')
    })

    it('refuses a row with both empty, once, naming the pair', () => {
      expect(issuesOf(parseCsvRows([row('', '')], SPLIT, OPTIONS))).toEqual([
        { field: 'debitAmount', key: 'csvImport.emptyMappedValue', params: { rowNumber: 2, fieldLabel: 'Soll/Haben' } },
      ])
    })

    it('refuses a row with both filled', () => {
      expect(issuesOf(parseCsvRows([row('1,00', '2,00')], SPLIT, OPTIONS)).map((i) => i.key)).toEqual(['csvImport.debitAndCreditBothFilled'])
    })
  })

  describe('sender and recipient', () => {
    it('takes a row with either, both or neither filled (a fee has no other party)', () => {
      const texts = (sender: string, recipient: string) => rowsOf(parseCsvRows([['01.02.2024', sender, recipient, 'Info', '1,00', '']], SPLIT, OPTIONS))[0]?.texts
      expect(texts('', 'Empfänger')).toEqual({ recipientName: 'Empfänger', additionalInfo: 'Info' })
      expect(texts('Absender', '')).toEqual({ senderName: 'Absender', additionalInfo: 'Info' })
      expect(texts('', ' ')).toEqual({ additionalInfo: 'Info' })
    })
  })
})

describe('parseCsvDate and isCsvImportableDate', () => {
  it('reads the notations of the exports (two-digit years as 20yy) and gives the calendar’s message otherwise', () => {
    expect(parseCsvDate('31.12.2013')).toEqual(E.right('2013-12-31'))
    expect(parseCsvDate('2013-12-31')).toEqual(E.right('2013-12-31'))
    expect(parseCsvDate('31.12.13')).toEqual(E.right('2013-12-31'))
    expect(parseCsvDate('31.02.2024')).toEqual(E.left([{ field: 'valueDate', key: 'date.invalid' }]))
  })

  it('starts with 1.1.2014', () => {
    const date = (s: string): LocalDate =>
      E.getOrElse<ReadonlyArray<ValidationIssue>, LocalDate>(() => {
        throw new Error(s)
      })(parseCsvDate(s))
    expect(isCsvImportableDate(date('31.12.2013'))).toBe(false)
    expect(isCsvImportableDate(date('01.01.2014'))).toBe(true)
  })
})

describe('limitCsvPreviewElements', () => {
  it('shows at most 250 elements', () => {
    const rows = Array.from({ length: 300 }, (_, i) => i)
    expect(limitCsvPreviewElements(rows)).toHaveLength(250)
    expect(limitCsvPreviewElements(rows.slice(0, 250))).toHaveLength(250)
    expect(limitCsvPreviewElements(rows.slice(0, 3))).toEqual([0, 1, 2])
  })
})
