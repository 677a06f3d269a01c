import { describe, expect, it } from 'vitest'
import { canTransferBankTransfer, HUB_TRANSFER_LIST_STATUS_LABELS, toBankTransferStatusDisplay } from './transfer-status.ts'

describe('toBankTransferStatusDisplay', () => {
  it('shows IN_PROGRESS without action, with a tooltip', () => {
    expect(toBankTransferStatusDisplay({ status: 'IN_PROGRESS', errorMessage: 'x', availableActions: ['TRANSFER'] })).toEqual({
      kind: 'inProgress',
      tooltip: { key: 'hub.bankTransferInProgress' },
    })
  })

  it('shows an ERROR with the server text, or our message without one', () => {
    expect(toBankTransferStatusDisplay({ status: 'ERROR', errorMessage: ' Konto gesperrt ' })).toEqual({ kind: 'error', error: { text: 'Konto gesperrt' } })
    expect(toBankTransferStatusDisplay({ status: 'ERROR', errorMessage: '  ' })).toEqual({ kind: 'error', error: { key: 'hub.bankTransferFailed' } })
    expect(toBankTransferStatusDisplay({ status: 'ERROR' })).toEqual({ kind: 'error', error: { key: 'hub.bankTransferFailed' } })
  })

  it('shows PENDING with an error message as an error, without one as regular', () => {
    expect(toBankTransferStatusDisplay({ status: 'PENDING', errorMessage: 'Limit überschritten' })).toEqual({ kind: 'error', error: { text: 'Limit überschritten' } })
    expect(toBankTransferStatusDisplay({ status: 'PENDING', errorMessage: null })).toEqual({ kind: 'regular' })
    expect(toBankTransferStatusDisplay({ status: 'PENDING', errorMessage: '' })).toEqual({ kind: 'regular' })
  })

  it('ignores an error message on other statuses', () => {
    expect(toBankTransferStatusDisplay({ status: 'TRANSFER', errorMessage: 'x' })).toEqual({ kind: 'regular' })
    expect(toBankTransferStatusDisplay({ status: 'APPROVAL', errorMessage: 'x' })).toEqual({ kind: 'regular' })
  })
})

describe('canTransferBankTransfer', () => {
  it('needs TRANSFER among the available actions', () => {
    expect(canTransferBankTransfer({ status: 'PENDING', availableActions: ['TRANSFER'] })).toBe(true)
    expect(canTransferBankTransfer({ status: 'ERROR', availableActions: ['DELETE', 'TRANSFER'] })).toBe(true)
    expect(canTransferBankTransfer({ status: 'PENDING', availableActions: ['DELETE'] })).toBe(false)
    expect(canTransferBankTransfer({ status: 'PENDING', availableActions: ['transfer'] })).toBe(false)
    expect(canTransferBankTransfer({ status: 'PENDING', availableActions: null })).toBe(false)
    expect(canTransferBankTransfer({ status: 'PENDING' })).toBe(false)
  })

  it('never while in progress', () => {
    expect(canTransferBankTransfer({ status: 'IN_PROGRESS', availableActions: ['TRANSFER'] })).toBe(false)
  })
})

describe('HUB_TRANSFER_LIST_STATUS_LABELS', () => {
  it('names every status in German', () => {
    expect(Object.values(HUB_TRANSFER_LIST_STATUS_LABELS).every((label) => /^[A-ZÄÖÜ]/.test(label))).toBe(true)
    expect(new Set(Object.values(HUB_TRANSFER_LIST_STATUS_LABELS)).size).toBe(5)
  })
})
