import { describe, expect, it } from 'vitest'
import { FINANCE_EVENTS, isFinanceEvent, toFinanceEventDelayMs } from './finance-events.ts'

describe('finance events', () => {
  it('lists the 13 events of spec 4.12', () => {
    expect(FINANCE_EVENTS).toHaveLength(13)
    expect(new Set(FINANCE_EVENTS).size).toBe(13)
  })

  it('delays update_pending_counts by 100 ms and nothing else', () => {
    expect(toFinanceEventDelayMs('update_pending_counts')).toBe(100)
    expect(FINANCE_EVENTS.filter((e) => toFinanceEventDelayMs(e) !== 0)).toEqual(['update_pending_counts'])
  })

  it('recognises only the exact names', () => {
    expect(isFinanceEvent('bank_transfer_created')).toBe(true)
    expect(isFinanceEvent('BANK_TRANSFER_CREATED')).toBe(false)
    expect(isFinanceEvent('toString')).toBe(false)
    expect(isFinanceEvent('')).toBe(false)
  })
})
