import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { bankTransferStatusInputArbitrary } from './hub.arbitrary.ts'
import { canTransferBankTransfer, toBankTransferStatusDisplay } from './transfer-status.ts'

test.prop([bankTransferStatusInputArbitrary])('in progress means no action; an error shows for ERROR or PENDING with a message', (item) => {
  const display = toBankTransferStatusDisplay(item)
  const hasMessage = (item.errorMessage ?? '').trim() !== ''
  if (item.status === 'IN_PROGRESS') {
    expect(display.kind).toBe('inProgress')
    expect(canTransferBankTransfer(item)).toBe(false)
  } else {
    expect(display.kind).toBe(item.status === 'ERROR' || (item.status === 'PENDING' && hasMessage) ? 'error' : 'regular')
    expect(canTransferBankTransfer(item)).toBe((item.availableActions ?? []).includes('TRANSFER'))
  }
})

/** Items shown as errors: ERROR with any message, or PENDING with a message (padded or not). */
const errorItemArbitrary = fc.oneof(
  bankTransferStatusInputArbitrary.map((item) => ({ ...item, status: 'ERROR' })),
  fc
    .tuple(bankTransferStatusInputArbitrary, fc.constantFrom('', ' '), fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''))
    .map(([item, pad, message]) => ({ ...item, status: 'PENDING', errorMessage: `${pad}${message}${pad}` })),
)

test.prop([errorItemArbitrary])('an error display carries the trimmed server text whenever there is one', (item) => {
  const display = toBankTransferStatusDisplay(item)
  fc.pre(display.kind === 'error')
  const text = (item.errorMessage ?? '').trim()
  expect(display.error).toEqual(text === '' ? { key: 'hub.bankTransferFailed' } : { text })
})
