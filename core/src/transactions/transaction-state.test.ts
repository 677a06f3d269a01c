import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { FinancialTransactionCodec, ReservedTransactionCodec, type BookingState } from './model.ts'
import {
  isTransactionInFilter,
  toReservedTransactionUiState,
  toTransactionFilterQuery,
  toTransactionUiState,
  type TransactionUiStateInput,
} from './transaction-state.ts'
import { moneyFromWire as m } from '../test-kit.ts'

const tx = (over: Partial<TransactionUiStateInput> = {}): TransactionUiStateInput => ({
  amount: m('-12.5'),
  bookingState: 'UNASSIGNED',
  ...over,
})

describe('toTransactionUiState', () => {
  it.each<[string, Partial<TransactionUiStateInput>, string]>([
    ['unassigned', {}, 'open'],
    ['partially assigned', { bookingState: 'PARTIALLY_ASSIGNED' }, 'partially_assigned'],
    ['completely assigned', { bookingState: 'COMPLETELY_ASSIGNED' }, 'done'],
    ['ignored', { ignored: true }, 'ignored'],
    ['not ignored (false)', { ignored: false }, 'open'],
    ['not ignored (null)', { ignored: null }, 'open'],
    ['amount 0', { amount: m('0') }, 'info'],
    ['amount -0', { amount: m('-0') }, 'info'],
    ['a pending proposal', { pendingProposalId: 'p-1' }, 'pending_proposal'],
    ['a blank proposal id', { pendingProposalId: '  ' }, 'open'],
    ['a null proposal id', { pendingProposalId: null }, 'open'],
    ['a proposal on a partly assigned one', { pendingProposalId: 'p-1', bookingState: 'PARTIALLY_ASSIGNED' }, 'pending_proposal'],
    ['a proposal on a done one', { pendingProposalId: 'p-1', bookingState: 'COMPLETELY_ASSIGNED' }, 'done'],
    ['amount 0 and completely assigned', { amount: m('0'), bookingState: 'COMPLETELY_ASSIGNED' }, 'info'],
    ['ignored with amount 0', { amount: m('0'), ignored: true }, 'ignored'],
    ['ignored and completely assigned', { ignored: true, bookingState: 'COMPLETELY_ASSIGNED' }, 'ignored'],
    ['one cent', { amount: m('0.01') }, 'open'],
  ])('a transaction %s is %s', (_name, over, expected) => {
    expect(toTransactionUiState(tx(over))).toBe(expected)
  })
})

describe('toReservedTransactionUiState', () => {
  it('maps completely_assigned to done, null to open, partially_assigned stays', () => {
    expect(toReservedTransactionUiState('completely_assigned')).toBe('done')
    expect(toReservedTransactionUiState(null)).toBe('open')
    expect(toReservedTransactionUiState(undefined)).toBe('open')
    expect(toReservedTransactionUiState('partially_assigned')).toBe('partially_assigned')
  })

  it('decodes the spec spellings and rejects an unknown state instead of showing it as open', () => {
    const base = { reservedFinancialTransactionId: 'r1', amount: -10 }
    expect(E.isRight(ReservedTransactionCodec.decode({ ...base, state: 'completely_assigned' }))).toBe(true)
    expect(E.isRight(ReservedTransactionCodec.decode({ ...base, state: null }))).toBe(true)
    expect(E.isRight(ReservedTransactionCodec.decode(base))).toBe(true)
    expect(E.isLeft(ReservedTransactionCodec.decode({ ...base, state: 'open' }))).toBe(true)
    expect(E.isLeft(ReservedTransactionCodec.decode({ ...base, state: 'COMPLETELY_ASSIGNED' }))).toBe(true)
  })
})

describe('transaction filters', () => {
  it('asks the server for the spec states', () => {
    expect(toTransactionFilterQuery('open')).toEqual({ assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'], ignored: false })
    expect(toTransactionFilterQuery('all')).toEqual({
      assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'],
      ignored: false,
    })
    expect(toTransactionFilterQuery('ignored').ignored).toBe(true)
  })

  it.each<[BookingState, boolean, boolean, boolean, boolean]>([
    ['UNASSIGNED', false, true, true, false],
    ['PARTIALLY_ASSIGNED', false, true, true, false],
    ['COMPLETELY_ASSIGNED', false, false, true, false],
    ['UNASSIGNED', true, false, false, true],
    ['COMPLETELY_ASSIGNED', true, false, false, true],
  ])('%s (ignored %s) is in open %s, all %s, ignored %s', (bookingState, ignored, open, all, ignoredFilter) => {
    const row = { bookingState, ignored }
    expect(isTransactionInFilter(row, 'open')).toBe(open)
    expect(isTransactionInFilter(row, 'all')).toBe(all)
    expect(isTransactionInFilter(row, 'ignored')).toBe(ignoredFilter)
  })

  it('treats an absent ignored flag as not ignored', () => {
    expect(isTransactionInFilter({ bookingState: 'UNASSIGNED' }, 'open')).toBe(true)
    expect(isTransactionInFilter({ bookingState: 'UNASSIGNED', ignored: null }, 'ignored')).toBe(false)
  })
})

describe('FinancialTransactionCodec', () => {
  it('reads a transaction with its amounts as Money', () => {
    const decoded = FinancialTransactionCodec.decode({
      financialTransactionId: 't1',
      amount: -1234.56,
      openAmount: -34.56,
      bookingState: 'PARTIALLY_ASSIGNED',
      transactionDate: '2026-03-01',
      ignored: false,
      pendingProposalId: null,
    })
    expect(E.isRight(decoded)).toBe(true)
    if (E.isRight(decoded)) {
      expect(decoded.right.amount.value.toFixed()).toBe('-1234.56')
      expect(decoded.right.openAmount?.value.toFixed()).toBe('-34.56')
    }
  })

  it.each([
    ['an unknown booking state', { financialTransactionId: 't1', amount: 1, bookingState: 'DONE' }],
    ['a missing amount', { financialTransactionId: 't1', bookingState: 'UNASSIGNED' }],
    ['an amount that is not a number', { financialTransactionId: 't1', amount: '1,00', bookingState: 'UNASSIGNED' }],
    ['a malformed date', { financialTransactionId: 't1', amount: 1, bookingState: 'UNASSIGNED', transactionDate: '01.03.2026' }],
  ])('rejects %s', (_name, wire) => {
    expect(E.isLeft(FinancialTransactionCodec.decode(wire))).toBe(true)
  })
})
