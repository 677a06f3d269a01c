import { describe, expect, it } from 'vitest'
import { BUSINESS_INDUSTRY_LABELS } from './business-industries.ts'
import { BUSINESS_INDUSTRIES } from './model.ts'
import { NATIONALITIES, NATIONALITY_LABELS } from './nationalities.ts'

describe('the German labels of the GmbH forms', () => {
  it('name each of the 13 industries once, in German, and no other', () => {
    expect(Object.keys(BUSINESS_INDUSTRY_LABELS).sort()).toEqual([...BUSINESS_INDUSTRIES].sort())
    expect(BUSINESS_INDUSTRIES).toHaveLength(13)
    const labels = Object.values(BUSINESS_INDUSTRY_LABELS)
    expect(new Set(labels).size).toBe(labels.length)
    for (const label of labels) expect(label).toMatch(/^[A-ZÄÖÜ][\p{L} ,.()-]+$/u)
    expect(BUSINESS_INDUSTRY_LABELS.BUILDING_INDUSTRY).toBe('Baugewerbe')
  })

  it('offer Germany first and each nationality as a two-letter code with a German name', () => {
    expect(NATIONALITIES[0]).toBe('DE')
    for (const code of NATIONALITIES) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      expect(NATIONALITY_LABELS[code]).toMatch(/^[a-zäöü]+$/)
    }
  })
})
