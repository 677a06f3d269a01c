/**
 * A transfer order's execution in the memory db: after its SCA (sca.ts), booked today, planned, or as an instant
 * payment that settles over a few status reads.
 */
import {
  addMoney,
  compareLocalDate,
  compareMoney,
  subtractMoney,
  toWireAmount,
  ZERO_MONEY,
  type BankTransferListEntryWire,
  type BankTransferOrderWire,
  type LocalDate,
  type Money,
  type ScaAnswer,
  type SepaInstantStatus,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { INSTANT_STATUS_PENDING_READS, RATE_LIMIT_RETRY_AFTER_SECONDS, EXECUTED_STATUS } from '../constants.ts'
import { fail, HTTP_BAD_REQUEST, HTTP_CONFLICT, HTTP_TOO_MANY_REQUESTS, ISSUE_KEYS, issueOf, type DbResult } from '../store/failures.ts'
import { copyOf, findAccount, replaceAccount, todayOf, type MemoryState } from '../store/state.ts'
import { checkExecutionSca } from './sca.ts'
import {
  ORDER_WITHOUT_TRANSFERS_KEY,
  TRANSFER_SOURCES,
  findOrder,
  moneyOf,
  orderNotFound,
  orderOutcomes,
  replaceOrder,
  transfersOfOrder,
} from './transfer-records.ts'
import type { OrderRecord, PlannedRecord, TransferRecord } from './transfer-state.ts'

// --- execution

const isScheduledOrder = (state: MemoryState, order: OrderRecord): boolean =>
  order.wire.reoccurrence != null || (order.wire.executionDate != null && compareLocalDate(order.wire.executionDate as LocalDate, todayOf(state)) > 0)

/** The sending account's balance less `amount` (Money, never number arithmetic). */
const book = (state: MemoryState, accountId: string, amount: Money): void => {
  const account = findAccount(state, accountId)
  if (account === undefined || account.balance == null) return
  replaceAccount(state, { ...account, balance: toWireAmount(subtractMoney(moneyOf(account.balance), amount)) })
}

const executedEntryOf = (record: TransferRecord, accountId: string, today: LocalDate, status: string): BankTransferListEntryWire => ({
  bankTransferId: record.wire.bankTransferId,
  recipientName: record.wire.recipientName ?? null,
  recipientIban: record.wire.recipientIban ?? null,
  purpose: record.wire.purpose ?? null,
  amount: record.wire.amount ?? null,
  status,
  errorMessage: null,
  dueDate: null,
  availableActions: [],
  bankTransferReferenceType: record.wire.referenceType ?? null,
  bankTransferReferenceId: record.wire.referenceId ?? null,
  bankAccountId: accountId,
  executionDate: today,
})

const plannedOf = (order: OrderRecord, record: TransferRecord): PlannedRecord => ({
  kind: order.wire.reoccurrence == null ? 'scheduled' : 'standingOrder',
  bankAccountId: order.wire.bankAccountId ?? '',
  reoccurrence: order.wire.reoccurrence ?? null,
  lastExecutionDate: order.wire.lastExecutionDate ?? null,
  wire: {
    bankTransferId: record.wire.bankTransferId,
    recipientName: record.wire.recipientName ?? null,
    recipientIban: record.wire.recipientIban ?? null,
    purpose: record.wire.purpose ?? null,
    amount: record.wire.amount ?? null,
    status: 'PENDING',
    executionDate: order.wire.executionDate ?? null,
    nextExecutionDate: null,
    errorType: null,
    errorMessage: null,
  },
})

/** Executes an order whose SCA passed: planned orders join the planned lists, today's are booked (instant: later). */
const execute = (state: MemoryState, order: OrderRecord): DbResult<BankTransferOrderWire> => {
  const accountId = order.wire.bankAccountId ?? ''
  const transfers = transfersOfOrder(state, order)
  const today = todayOf(state)
  if (isScheduledOrder(state, order)) {
    state.transfers.planned = [...state.transfers.planned, ...transfers.map((r) => plannedOf(order, r))]
    return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null }).wire))
  }
  if (order.wire.sepaInstant === true) {
    state.transfers.executed = [...transfers.map((r) => executedEntryOf(r, accountId, today, 'IN_PROGRESS')), ...state.transfers.executed]
    const executed: OrderRecord = {
      ...order,
      executed: true,
      challenge: null,
      statusReadsLeft: INSTANT_STATUS_PENDING_READS,
      wire: { ...order.wire, sepaInstantTransactionId: `sit-${order.wire.bankTransferOrderId}`, paymentStatus: 'PENDING' },
    }
    return E.right(copyOf(replaceOrder(state, executed).wire))
  }
  state.transfers.executed = [...transfers.map((r) => executedEntryOf(r, accountId, today, EXECUTED_STATUS)), ...state.transfers.executed]
  book(state, accountId, transfers.reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY))
  return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null }).wire))
}

/**
 * POST {token}{id}/execution (4.4 step 5). An executed order answers as it stands and is never executed twice. Then,
 * by the demo's recipients: 429 RATE_LIMIT_EXCEEDED with Retry-After (until that time passed on the db's clock), 409
 * CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS; then the SCA (checkExecutionSca); then a declined order (declined:
 * true), INSUFFICIENT_FUNDS (the demo recipient, or more than the account's balance); else executed.
 */
export const executeBankTransferOrder = (state: MemoryState, id: string, sca: ScaAnswer): DbResult<BankTransferOrderWire> => {
  const found = findOrder(state, id)
  if (found === undefined) return orderNotFound()
  if (found.executed) return E.right(copyOf(found.wire))
  // A newer order took its transfers, or they were deleted: executing would report a payment that sends nothing.
  if (transfersOfOrder(state, found).length === 0) {
    return fail(HTTP_CONFLICT, issueOf(ORDER_WITHOUT_TRANSFERS_KEY, TRANSFER_SOURCES.bankTransferIds))
  }
  const outcomes = orderOutcomes(state, found)
  const now = state.clock.now().getTime()
  if (outcomes.includes('rateLimited')) {
    const until = found.rateLimitedUntilMs ?? now + RATE_LIMIT_RETRY_AFTER_SECONDS * 1000
    if (now < until) {
      replaceOrder(state, { ...found, rateLimitedUntilMs: until })
      return E.left({
        status: HTTP_TOO_MANY_REQUESTS,
        issues: [issueOf(ISSUE_KEYS.rateLimitExceeded, TRANSFER_SOURCES.bankTransferOrderId)],
        retryAfterSeconds: Math.ceil((until - now) / 1000),
      })
    }
  }
  if (outcomes.includes('concurrent')) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.concurrentTransfer, TRANSFER_SOURCES.bankTransferOrderId))
  }
  const check = checkExecutionSca(state, found, sca)
  if (!check.passed) return check.answer
  const order = findOrder(state, id) ?? found
  if (outcomes.includes('declined')) {
    // Nothing was paid: the prepared drafts go back to the prepared list with the bank's answer, to be sent again.
    state.transfers.transfers = state.transfers.transfers.map((r) =>
      r.orderId === id && r.wire.draft === true ? { ...r, orderId: null, errorMessage: ORDER_DECLINED_TEXT } : r,
    )
    return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null, wire: { ...order.wire, declined: true } }).wire))
  }
  const total = transfersOfOrder(state, order).reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY)
  const balance = findAccount(state, order.wire.bankAccountId ?? '')?.balance
  const overdrawn = !isScheduledOrder(state, order) && balance != null && compareMoney(total, moneyOf(balance)) > 0
  if (outcomes.includes('insufficientFunds') || overdrawn) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.insufficientFunds, TRANSFER_SOURCES.bankAccountId))
  }
  return execute(state, order)
}

/**
 * GET {token}{id}/sepaInstant/status/{transactionId}: PENDING for the first reads, then SUCCESSFUL (the transfers
 * booked) or FAILED (the demo's failing recipient: nothing booked, the list shows the error).
 */
export const getSepaInstantStatus = (state: MemoryState, id: string, transactionId: string): DbResult<SepaInstantStatus> => {
  const order = findOrder(state, id)
  if (order === undefined || order.wire.sepaInstantTransactionId !== transactionId) return orderNotFound()
  if (order.wire.paymentStatus !== 'PENDING') return E.right({ paymentStatus: order.wire.paymentStatus ?? null })
  if (order.statusReadsLeft > 0) {
    replaceOrder(state, { ...order, statusReadsLeft: order.statusReadsLeft - 1 })
    return E.right({ paymentStatus: 'PENDING' })
  }
  const failed = orderOutcomes(state, order).includes('instantFailed')
  const ids = new Set(order.wire.bankTransferIds ?? [])
  state.transfers.executed = state.transfers.executed.map((e) =>
    ids.has(e.bankTransferId)
      ? { ...e, status: failed ? 'ERROR' : EXECUTED_STATUS, errorMessage: failed ? INSTANT_FAILED_TEXT : null }
      : e,
  )
  if (!failed) book(state, order.wire.bankAccountId ?? '', transfersOfOrder(state, order).reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY))
  const paymentStatus = failed ? 'FAILED' : 'SUCCESSFUL'
  replaceOrder(state, { ...order, wire: { ...order.wire, paymentStatus, errorMessage: failed ? INSTANT_FAILED_TEXT : null } })
  return E.right({ paymentStatus })
}

/** The bank's text on a prepared transfer whose order it declined (shown as the prepared list's error). */
const ORDER_DECLINED_TEXT = 'Die Bank hat den Auftrag abgelehnt.'

/** The bank's text on a failed instant transfer (shown as the list's error). */
const INSTANT_FAILED_TEXT = 'Die Echtzeitüberweisung wurde von der Bank des Empfängers abgelehnt.'
