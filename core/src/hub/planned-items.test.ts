import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { PlannedBankTransferCodec, type PlannedBankTransfer } from './model.ts'
import {
  countPlannedPayments,
  hasPlannedTransferError,
  isStandingOrderDeletionDeclined,
  toPlannedReoccurrenceLabel,
  toScheduledTransferDisplay,
  toStandingOrderDeletionNotice,
  toStandingOrderDisplay,
} from './planned-items.ts'

const planned = (fields: Record<string, unknown> = {}): PlannedBankTransfer =>
  E.getOrElse<unknown, PlannedBankTransfer>(() => {
    throw new Error(JSON.stringify(fields))
  })(PlannedBankTransferCodec.decode({ bankTransferId: 'b-1', ...fields }))

describe('toScheduledTransferDisplay', () => {
  it('shows an ERROR with its message for the tooltip', () => {
    expect(toScheduledTransferDisplay(planned({ status: 'ERROR', errorMessage: 'Deckung fehlt' }))).toEqual({ kind: 'error', error: { text: 'Deckung fehlt' } })
    expect(toScheduledTransferDisplay(planned({ status: 'ERROR' }))).toEqual({ kind: 'error', error: { key: 'hub.bankTransferFailed' } })
  })

  it('shows anything else as running with the execution date', () => {
    expect(toScheduledTransferDisplay(planned({ status: 'PENDING', executionDate: '2025-08-01' }))).toEqual({ kind: 'running', executionDate: '2025-08-01' })
    expect(toScheduledTransferDisplay(planned({ errorMessage: 'x' }))).toEqual({ kind: 'running', executionDate: undefined })
  })
})

describe('toStandingOrderDisplay', () => {
  it('is running with a next execution date', () => {
    expect(toStandingOrderDisplay(planned({ nextExecutionDate: '2025-09-01', executionDate: '2025-08-01' }))).toEqual({ kind: 'running', nextExecutionDate: '2025-09-01' })
  })

  it('shows the last execution otherwise', () => {
    expect(toStandingOrderDisplay(planned({ nextExecutionDate: null, executionDate: '2025-08-01' }))).toEqual({ kind: 'lastExecuted', executionDate: '2025-08-01' })
    expect(toStandingOrderDisplay(planned())).toEqual({ kind: 'lastExecuted', executionDate: undefined })
  })
})

describe('hasPlannedTransferError', () => {
  it('is true exactly when errorType is set', () => {
    expect(hasPlannedTransferError(planned({ errorType: 'DECLINED' }))).toBe(true)
    expect(hasPlannedTransferError(planned({ errorType: ' ' }))).toBe(false)
    expect(hasPlannedTransferError(planned({ errorType: null, errorMessage: 'x', status: 'ERROR' }))).toBe(false)
  })
})

describe('countPlannedPayments', () => {
  it('adds scheduled and standing orders and their errors', () => {
    expect(
      countPlannedPayments({ numberOfScheduledOrders: 2, numberOfStandingOrders: 3, numberOfScheduledOrdersWithError: 1, numberOfStandingOrdersWithError: 1 }),
    ).toEqual({ scheduled: 2, standing: 3, total: 5, withError: 2 })
  })

  it('counts missing or malformed numbers as 0', () => {
    expect(countPlannedPayments({ numberOfScheduledOrders: -1, numberOfStandingOrders: 1.5, numberOfScheduledOrdersWithError: Number.NaN })).toEqual({
      scheduled: 0,
      standing: 0,
      total: 0,
      withError: 0,
    })
  })
})

describe('standing order deletion', () => {
  it('tells declined from done', () => {
    expect(isStandingOrderDeletionDeclined({ declined: true })).toBe(true)
    expect(isStandingOrderDeletionDeclined({ status: 'declined' })).toBe(true)
    expect(isStandingOrderDeletionDeclined({ declined: false, status: 'DELETED' })).toBe(false)
    expect(toStandingOrderDeletionNotice({ declined: true })).toEqual({ key: 'hub.standingOrderDeletionDeclined' })
    expect(toStandingOrderDeletionNotice({})).toEqual({ key: 'hub.standingOrderDeleted' })
  })
})

describe('toPlannedReoccurrenceLabel', () => {
  it('names the interval of a standing order in German, and nothing for a missing or unknown one', () => {
    expect(toPlannedReoccurrenceLabel({ bankTransferId: 'b', reoccurrence: 'MONTHLY' })).toBe('Monatlich')
    expect(toPlannedReoccurrenceLabel({ bankTransferId: 'b', reoccurrence: 'EVERY_SIX_MONTHS' })).toBe('Halbjährlich')
    expect(toPlannedReoccurrenceLabel({ bankTransferId: 'b', reoccurrence: 'DAILY' })).toBeUndefined()
    expect(toPlannedReoccurrenceLabel({ bankTransferId: 'b', reoccurrence: null })).toBeUndefined()
    expect(toPlannedReoccurrenceLabel({ bankTransferId: 'b' })).toBeUndefined()
  })
})
