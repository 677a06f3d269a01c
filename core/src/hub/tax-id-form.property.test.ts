import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { isTaxIdFormForwardDisabled } from './tax-id-form.ts'

test.prop([fc.string()])('forward is disabled exactly while the field holds only whitespace', (input) => {
  expect(isTaxIdFormForwardDisabled(input)).toBe(input.trim().length === 0)
})
