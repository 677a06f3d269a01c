import { describe, expect, it } from 'vitest'
import { formatIban, normalizeIban } from './iban-format.ts'

describe('normalizeIban', () => {
  it.each([
    [' de89 3704 0044 0532 0130 00 ', 'DE89370400440532013000'],
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['de89\t3704\n0044\u00a00532 0130 00', 'DE89370400440532013000'],
    ['', ''],
    ['   ', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeIban(input)).toBe(expected)
  })
})

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    [' de89 3704 0044 0532 0130 00 ', 'DE89 3704 0044 0532 0130 00'],
    ['DE89 37040044 053201 3000', 'DE89 3704 0044 0532 0130 00'],
    ['NO9386011117947', 'NO93 8601 1117 947'],
    ['DE893704', 'DE89 3704'],
    ['DE8', 'DE8'],
    ['', ''],
  ])('writes %j as %j', (input, expected) => {
    expect(formatIban(input)).toBe(expected)
  })
})
