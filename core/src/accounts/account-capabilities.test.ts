import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import type { AvailableAction } from './model.ts'
import {
  canScheduleTransfer,
  canSendCombinedTransfer,
  canSendTransfer,
  getTransferChannel,
  isRequestCreatedSentToHost,
  toCombinedTransferAccountOptions,
} from './account-capabilities.ts'

const withActions = (...availableActions: AvailableAction[]) => ({ availableActions })

describe('canSendTransfer', () => {
  it('a single transfer needs TRANSFER_MONEY_FINTS or _WEBHOOK', () => {
    expect(canSendTransfer(withActions('TRANSFER_MONEY_FINTS'), 'single')).toBe(true)
    expect(canSendTransfer(withActions('TRANSFER_MONEY_WEBHOOK'), 'single')).toBe(true)
    expect(canSendTransfer(withActions('COMBINED_TRANSFER_MONEY_FINTS', 'EDIT'), 'single')).toBe(false)
    expect(canSendTransfer(withActions(), 'single')).toBe(false)
  })
  it('a combined transfer needs COMBINED_TRANSFER_MONEY_FINTS or _WEBHOOK', () => {
    expect(canSendTransfer(withActions('COMBINED_TRANSFER_MONEY_FINTS'), 'combined')).toBe(true)
    expect(canSendTransfer(withActions('COMBINED_TRANSFER_MONEY_WEBHOOK'), 'combined')).toBe(true)
    expect(canSendTransfer(withActions('TRANSFER_MONEY_FINTS', 'TRANSFER_MONEY_WEBHOOK'), 'combined')).toBe(false)
    expect(canSendCombinedTransfer(withActions('COMBINED_TRANSFER_MONEY_WEBHOOK'))).toBe(true)
  })
  it('a standing order needs a transfer action and a scheduled action', () => {
    expect(canSendTransfer(withActions('TRANSFER_MONEY_FINTS'), 'standingOrder')).toBe(false)
    expect(canSendTransfer(withActions('TRANSFER_MONEY_FINTS', 'SCHEDULED_TRANSFER_MONEY_FINTS'), 'standingOrder')).toBe(true)
    expect(canSendTransfer(withActions('TRANSFER_MONEY_WEBHOOK', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'), 'standingOrder')).toBe(true)
    expect(canSendTransfer(withActions('SCHEDULED_TRANSFER_MONEY_FINTS'), 'standingOrder')).toBe(false)
  })
})

describe('canScheduleTransfer', () => {
  it('single: SCHEDULED_TRANSFER_MONEY_FINTS or SCHEDULE_MONEY_TRANSFER_WEBHOOK', () => {
    expect(canScheduleTransfer(withActions('SCHEDULED_TRANSFER_MONEY_FINTS'), 'single')).toBe(true)
    expect(canScheduleTransfer(withActions('SCHEDULE_MONEY_TRANSFER_WEBHOOK'), 'single')).toBe(true)
    expect(canScheduleTransfer(withActions('SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS'), 'single')).toBe(false)
  })
  it('combined: SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS or SCHEDULE_MONEY_TRANSFER_WEBHOOK', () => {
    expect(canScheduleTransfer(withActions('SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS'), 'combined')).toBe(true)
    expect(canScheduleTransfer(withActions('SCHEDULE_MONEY_TRANSFER_WEBHOOK'), 'combined')).toBe(true)
    expect(canScheduleTransfer(withActions('SCHEDULED_TRANSFER_MONEY_FINTS'), 'combined')).toBe(false)
  })
})

describe('toCombinedTransferAccountOptions', () => {
  it('keeps every account in order and disables those without the combined actions', () => {
    const able = buildFinancialAccount({ financialAccountId: 'a' })
    const unable = buildFinancialAccount({ financialAccountId: 'b', availableActions: ['TRANSFER_MONEY_FINTS'] })
    expect(toCombinedTransferAccountOptions([unable, able])).toEqual([
      { account: unable, disabled: true, disabledLabelKey: 'transfers.combinedTransferNotPossible' },
      { account: able, disabled: false, disabledLabelKey: undefined },
    ])
  })
})

describe('getTransferChannel', () => {
  it('is webhook for an account with the webhook action, FinTS for one with FinTS only', () => {
    expect(getTransferChannel(withActions('TRANSFER_MONEY_WEBHOOK'), 'single')).toBe('webhook')
    expect(getTransferChannel(withActions('TRANSFER_MONEY_FINTS'), 'single')).toBe('fints')
    expect(getTransferChannel(withActions('TRANSFER_MONEY_FINTS', 'TRANSFER_MONEY_WEBHOOK'), 'single')).toBe('webhook')
    expect(getTransferChannel(withActions('COMBINED_TRANSFER_MONEY_WEBHOOK', 'TRANSFER_MONEY_FINTS'), 'combined')).toBe('webhook')
    expect(getTransferChannel(withActions('COMBINED_TRANSFER_MONEY_WEBHOOK', 'TRANSFER_MONEY_FINTS'), 'single')).toBe('fints')
    expect(getTransferChannel(withActions('EDIT'), 'single')).toBeUndefined()
  })
  it('sends request created to the host only for webhook transfers', () => {
    expect(isRequestCreatedSentToHost(withActions('TRANSFER_MONEY_WEBHOOK'), 'single')).toBe(true)
    expect(isRequestCreatedSentToHost(withActions('TRANSFER_MONEY_FINTS'), 'single')).toBe(false)
    expect(isRequestCreatedSentToHost(withActions(), 'single')).toBe(false)
  })
})
