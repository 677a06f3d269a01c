/** formatCount writes whole numbers as de-DE does: every digit kept, dots between groups of three from the right. */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatCount } from './count-format.ts'

const GERMAN = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

describe('formatCount', () => {
  test.prop([fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })])('is Intl de-DE for every safe whole number', (n) => {
    expect(formatCount(n)).toBe(GERMAN.format(n))
  })

  test.prop([fc.maxSafeInteger()])('keeps every digit and groups them in threes from the right', (n) => {
    const text = formatCount(n)
    expect(text.replaceAll('.', '')).toBe(String(n))
    const groups = text.replace(/^-/, '').split('.')
    expect(groups.slice(1).every((g) => g.length === 3) && (groups[0] ?? '').length >= 1 && (groups[0] ?? '').length <= 3).toBe(true)
  })

  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [10000, '10.000'],
    [100000, '100.000'],
    [-5000000, '-5.000.000'],
    [1234.6, '1.235'],
    [Number.NaN, 'NaN'],
  ])('%d → %s', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })
})
