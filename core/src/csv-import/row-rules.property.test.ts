import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { compareLocalDate, formatLocalDate } from '../calendar/local-date.ts'
import { negateMoney, parseMoney } from '../money/money.ts'
import { CSV_EARLIEST_IMPORTABLE_DATE, CSV_PREVIEW_MAX_ELEMENTS } from './constants.ts'
import { validCsvPreviewArbitrary } from './csv-import.arbitrary.ts'
import { validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
import { csvImportMessages } from './messages.ts'
import type { CsvPreview, FieldMapping } from './model.ts'
import { isCsvImportableDate, limitCsvPreviewElements, parseCsvDate, parseCsvRows } from './row-rules.ts'

const OPTIONS = { negateAmount: false, headerRowCount: 1 }

const validMapping = (mappings: ReadonlyArray<FieldMapping>, preview: CsvPreview): ValidColumnMapping => {
  const result = validateColumnMapping(mappings, preview.numberOfColumns)
  if (E.isLeft(result)) throw new Error('the arbitrary built an invalid mapping')
  return result.right
}

test.prop([validCsvPreviewArbitrary])('rows built by the rules are read, one per element, numbered as lines of the file', ({ preview, mappings }) => {
  const result = parseCsvRows(preview.elements, validMapping(mappings, preview), OPTIONS)
  expect(E.isRight(result)).toBe(true)
  if (E.isRight(result)) expect(result.right.map((r) => r.rowNumber)).toEqual(preview.elements.map((_, i) => i + 2))
})

test.prop([validCsvPreviewArbitrary])('negateAmount negates every amount and nothing else', ({ preview, mappings }) => {
  const mapping = validMapping(mappings, preview)
  const plain = parseCsvRows(preview.elements, mapping, OPTIONS)
  const negated = parseCsvRows(preview.elements, mapping, { ...OPTIONS, negateAmount: true })
  expect(E.isRight(plain) && E.isRight(negated)).toBe(true)
  if (E.isRight(plain) && E.isRight(negated)) {
    plain.right.forEach((row, i) => expect(negated.right[i]).toEqual({ ...row, amount: negateMoney(row.amount) }))
  }
})

test.prop([validCsvPreviewArbitrary])('a single amount column is read exactly as German input is', ({ preview, mappings }) => {
  const mapping = validMapping(mappings, preview)
  const column = mapping.columns.amount
  fc.pre(column !== undefined)
  const result = parseCsvRows(preview.elements, mapping, OPTIONS)
  const rows = E.isRight(result) ? result.right : []
  expect(rows).toHaveLength(preview.elements.length)
  const misread = rows.filter((row, i) => {
    const cell = parseMoney(preview.elements[i]?.[column] ?? '')
    return !(E.isRight(cell) && cell.right.value.equals(row.amount.value))
  })
  expect(misread).toEqual([])
})

const TEXT_FIELDS: ReadonlyArray<string> = ['senderName', 'recipientName', 'recipientOrSenderName', 'purpose', 'additionalInfo', 'senderEmail', 'recipientEmail']

test.prop([validCsvPreviewArbitrary, fc.nat(), fc.nat()])(
  'emptying a filled date or amount blocks the import at that row (unless the other of debit and credit is filled, or it is the value date beside a booking date); emptying a text does not',
  ({ preview, mappings }, rowAt, mappingAt) => {
    const mapping = validMapping(mappings, preview)
    const rowIndex = rowAt % preview.elements.length
    const target = mappings[mappingAt % mappings.length]
    const row = preview.elements[rowIndex]
    fc.pre(target !== undefined && row !== undefined && (row[target.columnIndex] ?? '') !== '')
    const emptied = preview.elements.map((cells, i) => (i === rowIndex ? cells.map((c, col) => (col === target.columnIndex ? ' ' : c)) : cells))
    const partner = { debitAmount: 'creditAmount', creditAmount: 'debitAmount' } as const
    const partnerField = target.fieldName === 'debitAmount' || target.fieldName === 'creditAmount' ? partner[target.fieldName] : undefined
    const partnerColumn = partnerField === undefined ? undefined : mapping.columns[partnerField]
    const partnerFilled = partnerColumn !== undefined && (row[partnerColumn] ?? '').trim() !== ''
    const result = parseCsvRows(emptied, mapping, OPTIONS)
    const valueDateBesideBooking = target.fieldName === 'valueDate' && mapping.columns.bookingDate !== undefined
    if (valueDateBesideBooking) expect(E.isRight(result) && result.right[rowIndex]?.valueDate === undefined).toBe(true)
    else if (partnerFilled || TEXT_FIELDS.includes(target.fieldName)) {
      expect(E.isRight(result)).toBe(true)
      // The emptied text is simply absent from the row's texts; the other rows are untouched.
      if (E.isRight(result)) expect(Object.keys(result.right[rowIndex]?.texts ?? {})).not.toContain(target.fieldName)
    } else {
      expect(E.isLeft(result)).toBe(true)
      if (E.isLeft(result)) {
        expect(result.left.every((i) => i.params?.['rowNumber'] === rowIndex + 2)).toBe(true)
        expect(result.left.map((i) => i.key)).toEqual(['csvImport.emptyMappedValue'])
      }
    }
  },
)

test.prop([validCsvPreviewArbitrary, localDateArbitrary, fc.nat(), fc.boolean()])(
  'a booking date (else value date) before 1.1.2014 blocks its row, one on or after does not',
  ({ preview, mappings }, date, rowAt, iso) => {
    const mapping = validMapping(mappings, preview)
    // The booking date decides the limit; the value date only when it is the one mapped (the reader's rule).
    const column = mapping.columns.bookingDate ?? mapping.columns.valueDate
    fc.pre(column !== undefined)
    const rowIndex = rowAt % preview.elements.length
    const text = iso ? date : formatLocalDate(date)
    const changed = preview.elements.map((cells, i) => (i === rowIndex ? cells.map((c, col) => (col === column ? text : c)) : cells))
    const result = parseCsvRows(changed, mapping, OPTIONS)
    const early = compareLocalDate(date, CSV_EARLIEST_IMPORTABLE_DATE) < 0
    expect(E.isLeft(result)).toBe(early)
    if (E.isLeft(result)) expect(result.left).toEqual([expect.objectContaining({ key: 'csvImport.dateBeforeEarliest', params: { rowNumber: rowIndex + 2 } })])
  },
)

test.prop([fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{2,4}$/), fc.stringMatching(/^\d{4}-\d{1,2}-\d{1,2}$/))])(
  'a date cell is either a real day in one of the notations (two-digit years as 20yy) or refused with the calendar message',
  (text) => {
    const result = parseCsvDate(text)
    const padded = text.trim().replace(/^(\d)\./, '0$1.').replace(/\.(\d)\./, '.0$1.')
    if (E.isRight(result)) expect([formatLocalDate(result.right), result.right]).toContain(padded.replace(/\.(\d\d)$/, '.20$1'))
    else expect(result.left.map((i) => i.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^date\./)]))
  },
)

test.prop([localDateArbitrary])('formatting a date and reading it back gives the date; importable means on or after 1.1.2014', (date) => {
  expect(parseCsvDate(formatLocalDate(date))).toEqual(E.right(date))
  expect(parseCsvDate(date)).toEqual(E.right(date))
  expect(isCsvImportableDate(date)).toBe(date >= '2014-01-01')
})

test.prop([fc.array(fc.nat(), { maxLength: 600 })])('the preview keeps the first 250 elements in order', (elements) => {
  const shown = limitCsvPreviewElements(elements)
  expect(shown).toEqual(elements.slice(0, CSV_PREVIEW_MAX_ELEMENTS))
  expect(shown.length).toBe(Math.min(elements.length, CSV_PREVIEW_MAX_ELEMENTS))
})

test.prop([validCsvPreviewArbitrary, fc.array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), { minLength: 1, maxLength: 4 })])(
  'any rows give only known messages, each with a row number',
  ({ preview, mappings }, elements) => {
    const result = parseCsvRows(elements, validMapping(mappings, preview), OPTIONS)
    // Random rows are nearly always refused; one assertion over all issues, so an accepted run is checked too.
    const issues = E.isLeft(result) ? result.left : []
    const unknown = issues.filter((issue) => !Object.keys(csvImportMessages).includes(issue.key) || typeof issue.params?.['rowNumber'] !== 'number')
    expect(unknown).toEqual([])
  },
)
