/**
 * The demo seed as the contract runners hold it: the demo organisation with its two years of bookkeeping
 * (fixtures/src/demo-transactions.ts), as the reference server holds it; and the demo's transactions as the
 * needless-transactions rules see them (spec 1, 7.2), read from that one data set.
 */
import type { MemorySeed } from '@kontor/adapters/memory'
import { demoSeed, loadDemoTransactionData } from '@kontor/fixtures'

export const demoTransactionData = await loadDemoTransactionData()

/** The fixtures cannot name the adapters' seed type (lint boundaries); the demo seed is held to it here. */
export const demoSeedWithTransactions: MemorySeed = { ...demoSeed, transactionData: demoTransactionData }

/** A demo transaction as the needless rules read it: assigned when a payment (not reversed) books it. */
export interface DemoBooking {
  readonly transactionId: string
  readonly financialAccountId: string
  /** YYYY-MM-DD */
  readonly bookingDate: string
  readonly assigned: boolean
  readonly ignored: boolean
}

const assignedIds = new Set(demoTransactionData.payments.flatMap((p) => (p.financialTransactionId === undefined ? [] : [p.financialTransactionId])))

export const demoBookings: ReadonlyArray<DemoBooking> = demoTransactionData.transactions.map((t) => ({
  transactionId: t.financialTransactionId,
  financialAccountId: t.financialAccountId,
  bookingDate: t.transactionDate,
  assigned: assignedIds.has(t.financialTransactionId),
  ignored: t.ignored === true,
}))
