import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { fieldMappingsArbitrary, importFieldArbitrary, validFieldMappingsArbitrary } from './csv-import.arbitrary.ts'
import { setColumnMapping, validateColumnMapping } from './mapping-rules.ts'
import { csvImportMessages } from './messages.ts'
import type { FieldMapping, MappedImportField } from './model.ts'

const columnsOf = (mappings: ReadonlyArray<FieldMapping>): number => Math.max(0, ...mappings.map((m) => m.columnIndex + 1))

test.prop([validFieldMappingsArbitrary])('a mapping built by the rules is accepted, with each field on its column', (mappings) => {
  const result = validateColumnMapping(mappings, columnsOf(mappings))
  expect(E.isRight(result)).toBe(true)
  if (E.isRight(result)) for (const m of mappings) if (m.fieldName !== 'none') expect(result.right.columns[m.fieldName]).toBe(m.columnIndex)
})

/** The rules restated as counts, independently of the implementation. */
const followsTheRules = (mappings: ReadonlyArray<FieldMapping>, numberOfColumns: number): boolean => {
  const real = mappings.filter((m) => m.fieldName !== 'none')
  const n = (f: MappedImportField) => real.filter((m) => m.fieldName === f).length
  const columns = real.map((m) => m.columnIndex)
  const fields = real.map((m) => m.fieldName)
  return (
    new Set(fields).size === fields.length &&
    new Set(columns).size === columns.length &&
    columns.every((c) => Number.isInteger(c) && c >= 0 && c < numberOfColumns) &&
    (n('amount') === 1) !== (n('debitAmount') === 1 && n('creditAmount') === 1) &&
    (n('amount') === 1 || n('debitAmount') + n('creditAmount') !== 1) &&
    !(n('amount') === 1 && n('debitAmount') + n('creditAmount') > 0) &&
    !(n('recipientOrSenderName') === 1 && n('senderName') + n('recipientName') > 0) &&
    // A name column, or the sender's and the recipient's, or none at all (issue 13: Commerzbank, comdirect).
    (n('recipientOrSenderName') === 1 || (n('senderName') === 1 && n('recipientName') === 1) || n('senderName') + n('recipientName') === 0) &&
    n('valueDate') + n('bookingDate') > 0 &&
    n('purpose') + n('additionalInfo') > 0
  )
}

test.prop([fc.oneof(fieldMappingsArbitrary, validFieldMappingsArbitrary), fc.integer({ min: 0, max: 10 })])(
  'any mapping is accepted exactly when it follows every rule, and its issues are known messages',
  (mappings, numberOfColumns) => {
    const result = validateColumnMapping(mappings, numberOfColumns)
    expect(E.isRight(result)).toBe(followsTheRules(mappings, numberOfColumns))
    if (E.isLeft(result)) for (const issue of result.left) expect(Object.keys(csvImportMessages)).toContain(issue.key)
  },
)

test.prop([validFieldMappingsArbitrary, fc.nat()])('dropping a mapped column breaks the mapping unless the rules have a second way', (mappings, at) => {
  const dropped = mappings[at % mappings.length]
  fc.pre(dropped !== undefined)
  const rest = mappings.filter((m) => m !== dropped)
  const other = (f: MappedImportField) => rest.some((m) => m.fieldName === f)
  const optional =
    dropped.fieldName === 'senderEmail' ||
    dropped.fieldName === 'recipientEmail' ||
    (dropped.fieldName === 'valueDate' && other('bookingDate')) ||
    (dropped.fieldName === 'bookingDate' && other('valueDate')) ||
    (dropped.fieldName === 'purpose' && other('additionalInfo')) ||
    (dropped.fieldName === 'additionalInfo' && other('purpose')) ||
    // Without the single name column no name is mapped at all, which issue 13 allows (Commerzbank, comdirect).
    dropped.fieldName === 'recipientOrSenderName'
  expect(E.isRight(validateColumnMapping(rest, columnsOf(mappings)))).toBe(optional)
})

test.prop([validFieldMappingsArbitrary, fc.nat()])('mapping any field a second time is refused with the duplicate message', (mappings, at) => {
  const twice = mappings[at % mappings.length]
  fc.pre(twice !== undefined)
  const extended = [...mappings, { columnIndex: columnsOf(mappings), fieldName: twice.fieldName }]
  const result = validateColumnMapping(extended, columnsOf(extended))
  expect(E.isLeft(result) && result.left.some((i) => i.key === 'csvImport.fieldMappedMoreThanOnce' && i.field === twice.fieldName)).toBe(true)
})

test.prop([fc.oneof(fieldMappingsArbitrary, validFieldMappingsArbitrary), fc.integer({ min: 0, max: 10 })])('the order of the mappings does not matter', (mappings, n) => {
  expect(E.isRight(validateColumnMapping([...mappings].reverse(), n))).toBe(E.isRight(validateColumnMapping(mappings, n)))
})

test.prop([fieldMappingsArbitrary, fc.integer({ min: 0, max: 8 }), importFieldArbitrary])(
  'setting a column gives it exactly that field, leaves the others and is idempotent',
  (mappings, column, field) => {
    const once = setColumnMapping(mappings, column, field)
    expect(once.filter((m) => m.columnIndex === column).map((m) => m.fieldName)).toEqual(field === 'none' ? [] : [field])
    expect(once.filter((m) => m.columnIndex !== column)).toEqual(
      [...mappings].filter((m) => m.columnIndex !== column).sort((a, b) => a.columnIndex - b.columnIndex),
    )
    expect(setColumnMapping(once, column, field)).toEqual(once)
  },
)
