/**
 * Bank transfers in the memory db (accounts-and-transfers 4.4, 4.5, 5.2–5.5, 7.3 and 8; transactions-import-proposals
 * 7 and 8; hub-and-business-account 4.7, 4.8 and 5): drafts, orders checked with core's rules, execution behind
 * strong customer authentication, instant payments that settle over a few status reads, the planned and executed
 * lists, deletion behind MFA and a TAN, contacts, Verification of Payee and privileges. Time counts by reads and by
 * the db's clock, never by timers, so every test is deterministic. The demo's outcomes come from the seed's
 * behaviour (transfer-state.ts; the demo's values are fixtures/src/demo-transfers.ts).
 *
 * This module: the issue sources and failures of the transfer calls, and the records as they find them.
 */
import {
  FinancialAccountCodec,
  fromWireAmount,
  normalizeIban,
  ZERO_MONEY,
  type FinancialAccount,
  type FinancialAccountWire,
  type Issue,
  type Money,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { fail, HTTP_BAD_REQUEST, HTTP_NOT_FOUND, ISSUE_KEYS, issueOf, issueOfValidation, type DbResult } from '../store/failures.ts'
import type { MemoryState } from '../store/state.ts'
import type { OrderRecord, RecipientOutcome, TransferRecord } from './transfer-state.ts'

/** The issue sources (fields) of the transfer calls. */
export const TRANSFER_SOURCES = {
  bankTransferIds: 'bankTransferIds',
  bankTransferId: 'bankTransferId',
  bankTransferOrderId: 'bankTransferOrderId',
  bankAccountId: 'bankAccountId',
  sepaInstant: 'sepaInstant',
  changeRequestId: 'changeRequestId',
  scaTan: 'scaTan',
  scaDevice: 'scaDevice',
  tan: 'tan',
  recipientIban: 'recipientIban',
} as const

/**
 * Core's rule keys that the bank transfer service names by its own key (accounts-and-transfers 8,
 * transactions-import-proposals 8); every other rule answers with core's key.
 */
const SERVER_KEY_OF_RULE: Readonly<Record<string, string>> = {
  'transfers.recipientCountryNotSupported': 'UNSUPPORTED_PAYMENT_METHOD',
  'transfers.recipientIbanSameAsSender': 'SELF_MONEY_TRANSFER_FORBIDDEN',
  'transfers.subAccountOnlyFromMainAccount': 'ERROR_LEXBANK_SUB_ACCOUNT_TARGET',
  'transfers.combinedTransferNotPossible': 'BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION',
}

const serverIssueOf = (issue: ValidationIssue): Issue => {
  const key = issue.key.startsWith('iban.') ? ISSUE_KEYS.invalidIban : (SERVER_KEY_OF_RULE[issue.key] ?? issue.key)
  return issueOfValidation({ ...issue, key })
}

export const refused = (issues: ReadonlyArray<ValidationIssue>): DbResult<never> => fail(HTTP_BAD_REQUEST, ...issues.map(serverIssueOf))

export const issuesOf = <A>(result: E.Either<ReadonlyArray<ValidationIssue>, A>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(result) ? result.left : []

/** Moves a rule's issues to the field of the n-th transfer of a body (bankTransfers.0.recipientIban). */
export const atTransfer = (index: number, issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<ValidationIssue> =>
  issues.map((i) => ({ ...i, field: `bankTransfers.${index}.${i.field}` }))

/** Core's key for an order without transfers (validateTransferOrder), also when it lost them before execution. */
export const ORDER_WITHOUT_TRANSFERS_KEY = 'transfers.orderWithoutTransfers'

export const transferNotFound = (source: string) => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.transferNotFound, source))
export const orderNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.transferNotFound, TRANSFER_SOURCES.bankTransferOrderId))

export const decodedAccount = (wire: FinancialAccountWire): FinancialAccount | undefined => {
  const decoded = FinancialAccountCodec.decode(wire)
  return E.isRight(decoded) ? decoded.right : undefined
}

export const ownAccounts = (state: MemoryState): ReadonlyArray<FinancialAccount> =>
  state.accounts.flatMap((wire) => {
    const account = decodedAccount(wire)
    return account === undefined ? [] : [account]
  })

export const moneyOf = (amount: number | string | null | undefined): Money =>
  amount === null || amount === undefined ? ZERO_MONEY : E.getOrElse(() => ZERO_MONEY)(fromWireAmount(amount))

export const findTransfer = (state: MemoryState, id: string): TransferRecord | undefined =>
  state.transfers.transfers.find((r) => r.wire.bankTransferId === id)

export const findOrder = (state: MemoryState, id: string): OrderRecord | undefined =>
  state.transfers.orders.find((r) => r.wire.bankTransferOrderId === id)

export const replaceOrder = (state: MemoryState, record: OrderRecord): OrderRecord => {
  state.transfers.orders = state.transfers.orders.map((o) => (o.wire.bankTransferOrderId === record.wire.bankTransferOrderId ? record : o))
  return record
}

export const isIdTaken = (state: MemoryState) => (id: string) =>
  state.transfers.transfers.some((r) => r.wire.bankTransferId === id) ||
  state.transfers.orders.some((r) => r.wire.bankTransferOrderId === id) ||
  state.transfers.changeRequests.some((r) => r.changeRequestId === id) ||
  state.transfers.planned.some((r) => r.wire.bankTransferId === id) ||
  state.transfers.executed.some((r) => r.bankTransferId === id)

export const outcomeOf = (state: MemoryState, iban: string | null | undefined): RecipientOutcome | undefined =>
  iban == null ? undefined : state.transfers.behaviour.outcomeByRecipientIban[normalizeIban(iban)]

export const transfersOfOrder = (state: MemoryState, order: OrderRecord): ReadonlyArray<TransferRecord> =>
  (order.wire.bankTransferIds ?? []).flatMap((id) => {
    const record = findTransfer(state, id)
    return record === undefined ? [] : [record]
  })

export const orderOutcomes = (state: MemoryState, order: OrderRecord): ReadonlyArray<RecipientOutcome> =>
  transfersOfOrder(state, order).flatMap((r) => {
    const outcome = outcomeOf(state, r.wire.recipientIban)
    return outcome === undefined ? [] : [outcome]
  })

export const isExecuted = (state: MemoryState, record: TransferRecord): boolean =>
  record.orderId !== null && findOrder(state, record.orderId)?.executed === true

export const isMfaActive = (state: MemoryState, accountId: string): boolean =>
  !state.transfers.behaviour.mfaInactiveAccountIds.includes(accountId)
