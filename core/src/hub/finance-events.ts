/** The finance events the hub reacts to (spec: hub-and-business-account 4.12 and 9). */
import * as t from 'io-ts'
import { literalUnion } from '../codecs/nullable.ts'
import { PENDING_COUNTS_REFRESH_DELAY_MS } from './rules-constants.ts'

export const FINANCE_EVENTS = [
  'proposal_rejected',
  'proposal_changed',
  'transaction_changed',
  'reservation_changed',
  'proposal_approval_created',
  'proposal_approval_processed',
  'financial_account_changed',
  'refresh_planned_number_total',
  'refresh_business_on_boarding',
  'bank_transfer_created',
  'bank_transfer_deleted',
  'update_pending_counts',
  'update_account_balances',
] as const
export const FinanceEventCodec = literalUnion(FINANCE_EVENTS, 'FinanceEvent')
export type FinanceEvent = t.TypeOf<typeof FinanceEventCodec>

/** @example isFinanceEvent('update_pending_counts') // true */
export const isFinanceEvent = (name: string): name is FinanceEvent => FinanceEventCodec.is(name)

/**
 * How long the hub waits before it handles an event: update_pending_counts after 100 ms, every other at once.
 * @example toFinanceEventDelayMs('update_pending_counts') // 100
 */
export const toFinanceEventDelayMs = (event: FinanceEvent): number => (event === 'update_pending_counts' ? PENDING_COUNTS_REFRESH_DELAY_MS : 0)
