import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { setColumnMapping, validateColumnMapping } from './mapping-rules.ts'
import type { FieldMapping, ImportField } from './model.ts'
import { keysOf } from '../test-kit.ts'

const mapped = (...fields: ReadonlyArray<ImportField>): ReadonlyArray<FieldMapping> => fields.map((fieldName, columnIndex) => ({ columnIndex, fieldName }))
const check = (...fields: ReadonlyArray<ImportField>) => validateColumnMapping(mapped(...fields), fields.length)

const BASE = ['valueDate', 'recipientOrSenderName', 'purpose'] as const

describe('validateColumnMapping', () => {
  it('accepts the usual bank export', () => {
    const result = check('bookingDate', 'valueDate', 'recipientOrSenderName', 'purpose', 'amount', 'none')
    expect(E.isRight(result)).toBe(true)
    if (E.isRight(result)) {
      expect(result.right.amountMode).toBe('amount')
      expect(result.right.nameMode).toBe('recipientOrSenderName')
      expect(result.right.columns).toEqual({ bookingDate: 0, valueDate: 1, recipientOrSenderName: 2, purpose: 3, amount: 4 })
    }
  })

  it('accepts a file without any name column (Commerzbank, comdirect: the name is in the text)', () => {
    const result = check('bookingDate', 'purpose', 'amount')
    expect(E.isRight(result) && result.right.nameMode).toBe('none')
  })

  it('accepts debit and credit with sender and recipient', () => {
    const result = check('valueDate', 'senderName', 'recipientName', 'additionalInfo', 'debitAmount', 'creditAmount')
    expect(E.isRight(result) && [result.right.amountMode, result.right.nameMode]).toEqual(['debitAndCredit', 'senderAndRecipient'])
  })

  it.each<[string, ReadonlyArray<ImportField>, ReadonlyArray<string>]>([
    ['no amount', [...BASE], ['csvImport.amountMappingRequired']],
    ['only debit', [...BASE, 'debitAmount'], ['csvImport.amountMappingRequired']],
    ['only credit', [...BASE, 'creditAmount'], ['csvImport.amountMappingRequired']],
    ['amount beside debit and credit', [...BASE, 'amount', 'debitAmount', 'creditAmount'], ['csvImport.amountMappingRequired']],
    ['amount beside debit', [...BASE, 'amount', 'debitAmount'], ['csvImport.amountMappingRequired']],
    ['only sender', ['valueDate', 'purpose', 'amount', 'senderName'], ['csvImport.nameMappingRequired']],
    ['the single name beside sender and recipient', [...BASE, 'amount', 'senderName', 'recipientName'], ['csvImport.nameMappingRequired']],
    ['no date', ['recipientOrSenderName', 'purpose', 'amount'], ['csvImport.dateMappingRequired']],
    ['no purpose or additional info', ['valueDate', 'recipientOrSenderName', 'amount'], ['csvImport.purposeMappingRequired']],
    ['a field mapped twice', [...BASE, 'amount', 'purpose'], ['csvImport.fieldMappedMoreThanOnce']],
    ['nothing mapped', ['none', 'none'], ['csvImport.amountMappingRequired', 'csvImport.dateMappingRequired', 'csvImport.purposeMappingRequired']],
  ])('refuses %s', (_name, fields, expected) => {
    expect(keysOf(check(...fields))).toEqual(expected)
  })

  it('accepts both dates, and additional info instead of purpose', () => {
    expect(E.isRight(check('valueDate', 'bookingDate', 'recipientOrSenderName', 'additionalInfo', 'amount'))).toBe(true)
    expect(E.isRight(check('bookingDate', 'recipientOrSenderName', 'purpose', 'additionalInfo', 'amount', 'senderEmail', 'recipientEmail'))).toBe(true)
  })

  it('lets "none" stand on any number of columns', () => {
    expect(E.isRight(check('none', ...BASE, 'none', 'amount', 'none'))).toBe(true)
  })

  it('names the field mapped twice, with its German label, on that field', () => {
    const result = check(...BASE, 'amount', 'amount')
    expect(E.isLeft(result) && result.left).toEqual([{ field: 'amount', key: 'csvImport.fieldMappedMoreThanOnce', params: { fieldLabel: 'Betrag' } }])
  })

  it('refuses a column the file does not have, numbering columns from 1', () => {
    const mappings = [...mapped(...BASE), { columnIndex: 3, fieldName: 'amount' as const }]
    expect(validateColumnMapping(mappings, 3)).toEqual(E.left([{ field: 'amount', key: 'csvImport.mappedColumnMissing', params: { columnNumber: 4 } }]))
    expect(E.isRight(validateColumnMapping(mappings, 4))).toBe(true)
    expect(keysOf(validateColumnMapping([...mapped(...BASE), { columnIndex: -1, fieldName: 'amount' }], 3))).toEqual(['csvImport.mappedColumnMissing'])
    expect(keysOf(validateColumnMapping([...mapped(...BASE), { columnIndex: 1.5, fieldName: 'amount' }], 3))).toEqual(['csvImport.mappedColumnMissing'])
  })

  it('refuses two fields on one column once', () => {
    const mappings = [...mapped(...BASE, 'amount'), { columnIndex: 0, fieldName: 'bookingDate' as const }, { columnIndex: 0, fieldName: 'senderEmail' as const }]
    expect(keysOf(validateColumnMapping(mappings, 4))).toEqual(['csvImport.columnMappedTwice'])
  })
})

describe('setColumnMapping', () => {
  it('replaces the column’s field, keeps the others and sorts by column', () => {
    const mappings = mapped('amount', 'purpose')
    expect(setColumnMapping(mappings, 1, 'additionalInfo')).toEqual([
      { columnIndex: 0, fieldName: 'amount' },
      { columnIndex: 1, fieldName: 'additionalInfo' },
    ])
    expect(setColumnMapping(mappings, 0, 'none')).toEqual([{ columnIndex: 1, fieldName: 'purpose' }])
    expect(setColumnMapping(mappings, 5, 'valueDate').at(-1)).toEqual({ columnIndex: 5, fieldName: 'valueDate' })
  })
})
