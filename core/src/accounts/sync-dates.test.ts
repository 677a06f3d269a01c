import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import {
  getMinimumSyncStartDate,
  getPaymentServiceSyncDateRange,
  getSyncStartDateRange,
  validateSyncStartDate,
} from './sync-dates.ts'

const d = (s: string) => s as LocalDate
const today = d('2026-03-15')

describe('getPaymentServiceSyncDateRange', () => {
  it('runs from 1 January of last year to today', () => {
    expect(getPaymentServiceSyncDateRange(today)).toEqual({ min: '2025-01-01', max: '2026-03-15' })
    expect(getPaymentServiceSyncDateRange(d('2026-01-01'))).toEqual({ min: '2025-01-01', max: '2026-01-01' })
    expect(getPaymentServiceSyncDateRange(d('2026-12-31'))).toEqual({ min: '2025-01-01', max: '2026-12-31' })
  })
})

describe('getMinimumSyncStartDate', () => {
  it('is today minus the history plus one day', () => {
    expect(getMinimumSyncStartDate(today, 90)).toBe('2025-12-16')
    expect(getMinimumSyncStartDate(today, 1)).toBe('2026-03-15')
    expect(getMinimumSyncStartDate(d('2024-03-01'), 2)).toBe('2024-02-29')
  })
  it('has no minimum without a positive whole maximum', () => {
    for (const days of [null, undefined, 0, -5, 1.5, Number.NaN]) expect(getMinimumSyncStartDate(today, days)).toBeUndefined()
  })
})

describe('getSyncStartDateRange', () => {
  it('uses the payment-service range for PAYPAL, the bank history otherwise', () => {
    expect(getSyncStartDateRange({ type: 'PAYPAL', maxTransactionHistoryInDays: 10 }, today)).toEqual({ min: '2025-01-01', max: today })
    expect(getSyncStartDateRange({ type: 'GIRO', maxTransactionHistoryInDays: 10 }, today)).toEqual({ min: '2026-03-06', max: today })
    expect(getSyncStartDateRange({ type: 'GIRO' }, today)).toEqual({ min: undefined, max: today })
  })
})

describe('validateSyncStartDate', () => {
  const range = { min: d('2025-01-01'), max: today }
  it('accepts both ends', () => {
    expect(validateSyncStartDate(d('2025-01-01'), range)).toEqual(E.right('2025-01-01'))
    expect(validateSyncStartDate(today, range)).toEqual(E.right(today))
  })
  it('rejects a day before the minimum, naming it', () => {
    expect(validateSyncStartDate(d('2024-12-31'), range)).toEqual(
      E.left([{ field: 'initialSyncDate', key: 'accounts.syncStartDateTooEarly', params: { minDate: '01.01.2025' } }]),
    )
  })
  it('rejects a day after today', () => {
    expect(validateSyncStartDate(d('2026-03-16'), range)).toEqual(E.left([{ field: 'initialSyncDate', key: 'accounts.syncStartDateInFuture' }]))
  })
  it('has no lower bound without a minimum', () => {
    expect(validateSyncStartDate(d('1990-01-01'), { min: undefined, max: today })).toEqual(E.right('1990-01-01'))
  })
})
