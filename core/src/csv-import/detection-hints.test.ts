import { describe, expect, it } from 'vitest'
import { formatCsvSeparatorCharacter, toCsvDetectionHints } from './detection-hints.ts'

describe('toCsvDetectionHints', () => {
  const chosen = { delimiter: ';', quoteCharacter: '"' }

  it('gives no hint when the detection agrees or found nothing', () => {
    expect(toCsvDetectionHints(chosen, { delimiterDetected: ';', quoteCharacterDetected: '"' })).toEqual([])
    expect(toCsvDetectionHints(chosen, {})).toEqual([])
    expect(toCsvDetectionHints(chosen, { delimiterDetected: null, quoteCharacterDetected: '' })).toEqual([])
  })

  it('hints at a differing delimiter with its name', () => {
    expect(toCsvDetectionHints(chosen, { delimiterDetected: '\t' })).toEqual([
      { field: 'delimiter', key: 'csvImport.delimiterDiffersFromDetected', params: { detected: 'Tabulator' } },
    ])
  })

  it('hints at a differing quote character', () => {
    expect(toCsvDetectionHints(chosen, { quoteCharacterDetected: "'" })).toEqual([
      { field: 'quoteCharacter', key: 'csvImport.quoteCharacterDiffersFromDetected', params: { detected: "einfaches Anführungszeichen (')" } },
    ])
  })

  it('gives both hints when both differ', () => {
    expect(toCsvDetectionHints(chosen, { delimiterDetected: ',', quoteCharacterDetected: "'" }).map((h) => h.field)).toEqual(['delimiter', 'quoteCharacter'])
  })
})

describe('formatCsvSeparatorCharacter', () => {
  it('names the usual characters and quotes any other', () => {
    expect(formatCsvSeparatorCharacter(';')).toBe('Semikolon (;)')
    expect(formatCsvSeparatorCharacter(',')).toBe('Komma (,)')
    expect(formatCsvSeparatorCharacter('#')).toBe('„#“')
  })
})
