import { describe, expect, it } from 'vitest'
import { isTaxIdFormForwardDisabled } from './tax-id-form.ts'

describe('isTaxIdFormForwardDisabled', () => {
  it.each([['', true], ['   ', true], [null, true], [undefined, true], ['1', false], [' 12345678901 ', false]])('%j disables forward: %s', (input, disabled) => {
    expect(isTaxIdFormForwardDisabled(input)).toBe(disabled)
  })
})
