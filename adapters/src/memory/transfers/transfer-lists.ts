/**
 * The transfer lists of the memory db (prepared, executed, scheduled, standing orders), their summary, and a listed
 * transfer deleted.
 */
import {
  compareLocalDate,
  computeExecutionDate,
  type BankTransferListEntryWire,
  type BankTransferSummary,
  type LocalDate,
  type PlannedBankTransferWire,
  type ScaAnswer,
  type StandingOrderDeletionResult,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { SCA_REQUESTED_ACTION_DELETE, TRANSFER_PAGE_SIZE_DEFAULT, TRANSFER_PAGE_SIZE_MAX } from '../constants.ts'
import { fail, HTTP_BAD_REQUEST, HTTP_NOT_ACCEPTABLE, ISSUE_KEYS, issueOf, type DbResult } from '../store/failures.ts'
import { copyOf, findAccount, todayOf, type MemoryState } from '../store/state.ts'
import { isTanAccepted, scaRequired } from './sca.ts'
import { TRANSFER_SOURCES, findTransfer, isExecuted, isMfaActive, transferNotFound } from './transfer-records.ts'
import type { PlannedRecord, TransferRecord } from './transfer-state.ts'

// --- lists

const pageOf = <A>(items: ReadonlyArray<A>, pageNumber: number | undefined, pageSize: number | undefined) => {
  const size = Math.min(Math.max(pageSize ?? TRANSFER_PAGE_SIZE_DEFAULT, 1), TRANSFER_PAGE_SIZE_MAX)
  const start = (pageNumber ?? 0) * size
  return { bankTransfers: copyOf(items.slice(start, start + size)), numBankTransfers: items.length }
}

const preparedEntryOf = (record: TransferRecord): BankTransferListEntryWire => ({
  bankTransferId: record.wire.bankTransferId,
  recipientName: record.wire.recipientName ?? null,
  recipientIban: record.wire.recipientIban ?? null,
  purpose: record.wire.purpose ?? null,
  amount: record.wire.amount ?? null,
  status: record.listStatus,
  errorMessage: record.errorMessage,
  dueDate: record.dueDate,
  availableActions: record.listStatus === 'IN_PROGRESS' ? [] : ['TRANSFER'],
  bankTransferReferenceType: record.wire.referenceType ?? null,
  bankTransferReferenceId: record.wire.referenceId ?? null,
  bankAccountId: record.bankAccountId,
  executionDate: null,
})

/** The prepared transfers: drafts not executed, newest last as created (pageNumber from 0, 50 a page). */
export const listPreparedTransfers = (state: MemoryState, pageNumber: number | undefined, pageSize: number | undefined) =>
  E.right(pageOf(state.transfers.transfers.filter((r) => r.wire.draft === true && !isExecuted(state, r)).map(preparedEntryOf), pageNumber, pageSize))

/** The executed transfers, newest first. */
export const listExecutedTransfers = (state: MemoryState, pageNumber: number | undefined, pageSize: number | undefined) =>
  E.right(pageOf(state.transfers.executed, pageNumber, pageSize))

/**
 * A standing order's next execution: the first date of its series (core's computeExecutionDate, counted from the
 * first date) that is today or later, unless that passes the last execution date (then none: "last executed").
 */
export const nextExecutionDateOf = (record: PlannedRecord, today: LocalDate): LocalDate | null => {
  const first = record.wire.executionDate as LocalDate | null | undefined
  if (record.reoccurrence === null || first == null) return null
  let index = 0
  let date = first
  while (compareLocalDate(date, today) < 0) {
    index += 1
    date = computeExecutionDate(first, record.reoccurrence, index)
  }
  return record.lastExecutionDate !== null && compareLocalDate(date, record.lastExecutionDate as LocalDate) > 0 ? null : date
}

/**
 * The last date of a standing order's series that has been executed: the latest series date not after today nor
 * after its last execution date (null: none yet). An ended order is listed with it, as "last executed on" (4.8).
 */
export const lastExecutedDateOf = (record: PlannedRecord, today: LocalDate): LocalDate | null => {
  const first = record.wire.executionDate as LocalDate | null | undefined
  if (record.reoccurrence === null || first == null) return null
  const end = record.lastExecutionDate !== null && compareLocalDate(record.lastExecutionDate as LocalDate, today) < 0 ? (record.lastExecutionDate as LocalDate) : today
  let last: LocalDate | null = null
  for (let index = 0, date = first; compareLocalDate(date, end) <= 0; index += 1, date = computeExecutionDate(first, record.reoccurrence, index)) {
    last = date
  }
  return last
}

const plannedWireOf = (record: PlannedRecord, today: LocalDate): PlannedBankTransferWire => {
  if (record.kind !== 'standingOrder') return record.wire
  const nextExecutionDate = nextExecutionDateOf(record, today)
  // A running order shows its next execution; an ended one the day it last ran, so that is its executionDate.
  const executionDate = nextExecutionDate === null ? (lastExecutedDateOf(record, today) ?? record.wire.executionDate ?? null) : (record.wire.executionDate ?? null)
  return { ...record.wire, executionDate, reoccurrence: record.reoccurrence, nextExecutionDate }
}

export const listScheduledTransfers = (state: MemoryState): DbResult<ReadonlyArray<PlannedBankTransferWire>> =>
  E.right(copyOf(state.transfers.planned.filter((r) => r.kind === 'scheduled').map((r) => plannedWireOf(r, todayOf(state)))))

export const listStandingOrders = (state: MemoryState): DbResult<ReadonlyArray<PlannedBankTransferWire>> =>
  E.right(copyOf(state.transfers.planned.filter((r) => r.kind === 'standingOrder').map((r) => plannedWireOf(r, todayOf(state)))))

const hasError = (r: PlannedRecord): boolean => r.wire.status === 'ERROR' || (r.wire.errorType ?? '').trim() !== ''

export const getBankTransferSummary = (state: MemoryState): DbResult<BankTransferSummary> => {
  const scheduled = state.transfers.planned.filter((r) => r.kind === 'scheduled')
  const standing = state.transfers.planned.filter((r) => r.kind === 'standingOrder')
  return E.right({
    numberOfScheduledOrders: scheduled.length,
    numberOfStandingOrders: standing.length,
    numberOfScheduledOrdersWithError: scheduled.filter(hasError).length,
    numberOfStandingOrdersWithError: standing.filter(hasError).length,
  })
}

/**
 * DELETE bankTransfers/{id} (hub-and-business-account 5): a prepared transfer goes without SCA. A planned one needs
 * MFA for its account (else MISSING_MFA_ERROR) and a TAN: none answers 428 with a TAN challenge, a wrong one 406 with
 * the single issue invalid_tan (transactions-import-proposals 8). A standing order the bank will not delete answers
 * declined: true and stays.
 */
export const deleteBankTransfer = (state: MemoryState, id: string, sca: ScaAnswer): DbResult<StandingOrderDeletionResult> => {
  const prepared = findTransfer(state, id)
  if (prepared !== undefined && !isExecuted(state, prepared)) {
    state.transfers.transfers = state.transfers.transfers.filter((r) => r !== prepared)
    state.transfers.orders = state.transfers.orders.map((o) =>
      o.executed ? o : { ...o, wire: { ...o.wire, bankTransferIds: (o.wire.bankTransferIds ?? []).filter((t) => t !== id) } },
    )
    return E.right({})
  }
  const planned = state.transfers.planned.find((r) => r.wire.bankTransferId === id)
  if (planned === undefined) return transferNotFound(TRANSFER_SOURCES.bankTransferId)
  if (!isMfaActive(state, planned.bankAccountId)) return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.missingMfa, TRANSFER_SOURCES.bankTransferId))
  if (sca.tan === undefined) {
    const account = findAccount(state, planned.bankAccountId)
    return scaRequired(TRANSFER_SOURCES.scaTan, {
      requestedAction: SCA_REQUESTED_ACTION_DELETE,
      token: `delete-${id}`,
      financialContactId: account?.financialContact?.financialContactId ?? null,
      tanInputRequired: true,
      tanAuthnSpecification: { challenge: `Bitte bestätigen Sie das Löschen des Auftrags an ${planned.wire.recipientName ?? ''} mit Ihrer TAN.` },
    })
  }
  if (!isTanAccepted(state, sca.tan)) return fail(HTTP_NOT_ACCEPTABLE, issueOf(ISSUE_KEYS.invalidTanOnDelete, TRANSFER_SOURCES.tan))
  if (planned.kind === 'standingOrder' && state.transfers.behaviour.declinedDeletionTransferIds.includes(id)) {
    return E.right({ declined: true })
  }
  state.transfers.planned = state.transfers.planned.filter((r) => r !== planned)
  return E.right({})
}
