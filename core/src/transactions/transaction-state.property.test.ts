import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { isZeroMoney } from '../money/money.ts'
import { FinancialTransactionCodec } from './model.ts'
import { financialTransactionArbitrary, reservedTransactionStateArbitrary } from './transactions.arbitrary.ts'
import {
  isTransactionInFilter,
  toReservedTransactionUiState,
  toTransactionUiState,
  TRANSACTION_FILTERS,
  TRANSACTION_UI_STATES,
} from './transaction-state.ts'

test.prop([financialTransactionArbitrary])('every transaction has exactly one of the six UI states', (tx) => {
  expect(TRANSACTION_UI_STATES).toContain(toTransactionUiState(tx))
})

test.prop([financialTransactionArbitrary])('ignored wins over everything else', (tx) => {
  expect(toTransactionUiState({ ...tx, ignored: true })).toBe('ignored')
})

test.prop([financialTransactionArbitrary])('info exactly for a not ignored transaction of amount 0', (tx) => {
  expect(toTransactionUiState(tx) === 'info').toBe(tx.ignored !== true && isZeroMoney(tx.amount))
})

test.prop([financialTransactionArbitrary])('done exactly for a not ignored, non-zero, completely assigned transaction', (tx) => {
  const expected = tx.ignored !== true && !isZeroMoney(tx.amount) && tx.bookingState === 'COMPLETELY_ASSIGNED'
  expect(toTransactionUiState(tx) === 'done').toBe(expected)
})

/** Active rows (not ignored, not 0), mostly with a proposal id and something left to assign, in every booking state. */
const activeRowArbitrary = fc
  .tuple(
    financialTransactionArbitrary.filter((tx) => !isZeroMoney(tx.amount)),
    fc.oneof({ weight: 6, arbitrary: fc.uuid() }, fc.constantFrom('', ' ', null)),
    fc.oneof({ weight: 3, arbitrary: fc.constantFrom('UNASSIGNED' as const, 'PARTIALLY_ASSIGNED' as const) }, fc.constant('COMPLETELY_ASSIGNED' as const)),
  )
  .map(([tx, pendingProposalId, bookingState]) => ({ ...tx, ignored: false, pendingProposalId, bookingState }))

test.prop([activeRowArbitrary])('a pending proposal shows only with a proposal id, and never on a done one', (tx) => {
  fc.pre(toTransactionUiState(tx) === 'pending_proposal')
  expect((tx.pendingProposalId ?? '').trim()).not.toBe('')
  expect(tx.bookingState).not.toBe('COMPLETELY_ASSIGNED')
})

test.prop([activeRowArbitrary.map((tx) => ({ ...tx, pendingProposalId: null }))])(
  'without a proposal an active row shows its booking state: open, partially assigned or done',
  (tx) => {
    const byBookingState: Readonly<Record<string, string>> = { UNASSIGNED: 'open', PARTIALLY_ASSIGNED: 'partially_assigned', COMPLETELY_ASSIGNED: 'done' }
    expect(toTransactionUiState(tx)).toBe(byBookingState[tx.bookingState])
  },
)

test.prop([financialTransactionArbitrary])('removing the proposal leaves the booking state to decide', (tx) => {
  const state = toTransactionUiState({ ...tx, pendingProposalId: null })
  expect(state).not.toBe('pending_proposal')
  if (toTransactionUiState(tx) === 'pending_proposal') expect(['open', 'partially_assigned']).toContain(state)
})

test.prop([financialTransactionArbitrary])('every transaction is in exactly one of the lists "all" and "ignored"', (tx) => {
  expect(isTransactionInFilter(tx, 'all')).toBe(!isTransactionInFilter(tx, 'ignored'))
  expect(TRANSACTION_FILTERS.some((f) => isTransactionInFilter(tx, f))).toBe(true)
})

test.prop([financialTransactionArbitrary])('"open" is the part of "all" that is not completely assigned', (tx) => {
  expect(isTransactionInFilter(tx, 'open')).toBe(isTransactionInFilter(tx, 'all') && tx.bookingState !== 'COMPLETELY_ASSIGNED')
})

/** Rows the open list shows: not ignored, not completely assigned (the property above says so). */
const openListRowArbitrary = fc
  .tuple(financialTransactionArbitrary.filter((tx) => tx.bookingState !== 'COMPLETELY_ASSIGNED'), fc.constantFrom(false, null))
  .map(([tx, ignored]) => ({ ...tx, ignored }))

test.prop([openListRowArbitrary])('a row in the open list never shows as done or ignored', (tx) => {
  fc.pre(isTransactionInFilter(tx, 'open'))
  expect(['done', 'ignored']).not.toContain(toTransactionUiState(tx))
})

test.prop([reservedTransactionStateArbitrary])('a reserved transaction is done only when completely assigned', (state) => {
  const ui = toReservedTransactionUiState(state)
  expect(ui === 'done').toBe(state === 'completely_assigned')
  expect(ui === 'open').toBe(state === null || state === undefined)
})

test.prop([financialTransactionArbitrary])('a decoded transaction keeps its UI state through encode and decode', (tx) => {
  const again = FinancialTransactionCodec.decode(FinancialTransactionCodec.encode(tx))
  expect(E.isRight(again)).toBe(true)
  if (E.isRight(again)) expect(toTransactionUiState(again.right)).toBe(toTransactionUiState(tx))
})
