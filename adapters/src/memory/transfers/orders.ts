/** Bank transfers and transfer orders in the memory db: created by core's rules, read, a pending order deleted. */
import {
  normalizeIban,
  parseIban,
  toWireAmount,
  validateRecipientBic,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateRecipientName,
  validateSubAccountTarget,
  validateTransferMoney,
  validateTransferOrder,
  validateTransferPurpose,
  type BankTransferOrderWire,
  type BankTransferWire,
  type CreateBankTransferOrderRequest,
  type CreateBankTransfersRequest,
  type TransferKind,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { NEW_BANK_TRANSFER_ID_PREFIX, NEW_ORDER_ID_PREFIX } from '../constants.ts'
import { accountNotFound, fail, HTTP_BAD_REQUEST, HTTP_CONFLICT, ISSUE_KEYS, issueOf, type DbResult } from '../store/failures.ts'
import { copyOf, findAccount, newId, todayOf, type MemoryState } from '../store/state.ts'
import {
  TRANSFER_SOURCES,
  atTransfer,
  decodedAccount,
  findOrder,
  findTransfer,
  isExecuted,
  isIdTaken,
  isMfaActive,
  issuesOf,
  orderNotFound,
  outcomeOf,
  ownAccounts,
  refused,
  transferNotFound,
} from './transfer-records.ts'
import type { OrderRecord, TransferRecord } from './transfer-state.ts'

// --- drafts and orders

/**
 * The rules one new transfer must meet before the service keeps it, core's rules of the dialog (validateBankTransfer
 * without the sending account, which only the order names): name, IBAN (valid, SEPA), BIC (fits the IBAN), amount (validateTransferMoney:
 * above 0, at most 999.999.999,99, whole cents), purpose.
 */
const newTransferIssues = (transfer: CreateBankTransfersRequest['bankTransfers'][number]): ReadonlyArray<ValidationIssue> => {
  const iban = parseIban(transfer.recipientIban, TRANSFER_SOURCES.recipientIban)
  return [
    ...issuesOf(validateRecipientName(transfer.recipientName)),
    ...(E.isLeft(iban) ? iban.left : issuesOf(validateRecipientCountry(iban.right))),
    ...issuesOf(validateRecipientBic(transfer.recipientBic ?? '', iban)),
    ...issuesOf(validateTransferMoney(transfer.amount)),
    ...issuesOf(validateTransferPurpose(transfer.purpose ?? '')),
  ]
}

/** POST v100/bankTransfers: every transfer checked, then all kept (drafts stay in the prepared list). */
export const createBankTransfers = (state: MemoryState, body: CreateBankTransfersRequest): DbResult<ReadonlyArray<BankTransferWire>> => {
  const issues = body.bankTransfers.flatMap((transfer, index) => atTransfer(index, newTransferIssues(transfer)))
  if (issues.length > 0) return refused(issues)
  const createdOn = todayOf(state)
  const records: TransferRecord[] = body.bankTransfers.map((transfer) => {
    const name = E.getOrElse(() => transfer.recipientName)(validateRecipientName(transfer.recipientName))
    const purpose = E.getOrElse(() => transfer.purpose ?? '')(validateTransferPurpose(transfer.purpose ?? ''))
    return {
      wire: {
        bankTransferId: newId(state, NEW_BANK_TRANSFER_ID_PREFIX, isIdTaken(state)),
        recipientName: name,
        recipientIban: normalizeIban(transfer.recipientIban),
        recipientBic: transfer.recipientBic ?? null,
        purpose,
        amount: toWireAmount(transfer.amount),
        draft: transfer.draft ?? false,
        referenceId: transfer.referenceId ?? null,
        referenceType: transfer.referenceType ?? null,
        contactId: transfer.contactId ?? null,
        bankTransferGroupReference: body.bankTransferGroupReference,
      },
      bankAccountId: null,
      listStatus: 'PENDING',
      errorMessage: null,
      dueDate: null,
      orderId: null,
      createdOn,
    }
  })
  state.transfers.transfers = [...state.transfers.transfers, ...records]
  return E.right(copyOf(records.map((r) => r.wire)))
}

/** GET {token}?bankTransferIds: the transfers in the order asked; an unknown id is a 404 naming it. */
export const getBankTransfers = (state: MemoryState, ids: ReadonlyArray<string>): DbResult<ReadonlyArray<BankTransferWire>> => {
  const records = ids.map((id) => findTransfer(state, id))
  return records.every((r): r is TransferRecord => r !== undefined)
    ? E.right(copyOf(records.map((r) => r.wire)))
    : transferNotFound(TRANSFER_SOURCES.bankTransferIds)
}

/** The kind of an order as the service reads its body: a reoccurrence is a standing order, several transfers combined. */
export const orderKindOf = (body: Pick<CreateBankTransferOrderRequest, 'reoccurrence' | 'bankTransferIds'>): TransferKind =>
  body.reoccurrence !== null ? 'standingOrder' : body.bankTransferIds.length > 1 ? 'combined' : 'single'

/**
 * POST v200/bankTransferOrders: the sending account exists and allows the kind (its availableActions; the provider's
 * bank needs MFA), the transfers exist and are not executed, each recipient is in SEPA, not the sender and not a sub
 * account of another sender, and the dates and instant rules of core hold (validateTransferOrder). An instant order
 * to a bank that takes none answers SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN.
 */
export const createBankTransferOrder = (state: MemoryState, body: CreateBankTransferOrderRequest): DbResult<BankTransferOrderWire> => {
  // One transfer twice in an order would be executed and booked twice.
  if (new Set(body.bankTransferIds).size !== body.bankTransferIds.length) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidModel, TRANSFER_SOURCES.bankTransferIds))
  }
  const wire = findAccount(state, body.bankAccountId)
  const account = wire === undefined ? undefined : decodedAccount(wire)
  if (account === undefined) return accountNotFound(TRANSFER_SOURCES.bankAccountId)
  const transfers = body.bankTransferIds.map((id) => findTransfer(state, id))
  if (!transfers.every((r): r is TransferRecord => r !== undefined)) return transferNotFound(TRANSFER_SOURCES.bankTransferIds)
  if (transfers.some((r) => isExecuted(state, r))) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.orderAlreadyExecuted, TRANSFER_SOURCES.bankTransferIds))
  }
  const own = ownAccounts(state)
  const recipientIssues = transfers.flatMap((r, index) => {
    const iban = r.wire.recipientIban ?? ''
    return atTransfer(index, [
      ...issuesOf(validateRecipientDiffersFromSender(account.iban, iban)),
      ...issuesOf(validateSubAccountTarget(account, iban, own)),
    ])
  })
  const orderIssues = issuesOf(
    validateTransferOrder(
      {
        kind: orderKindOf(body),
        executionDate: body.executionDate,
        sepaInstant: body.sepaInstant,
        reoccurrence: body.reoccurrence,
        lastExecutionDate: body.lastExecutionDate,
        transfers: transfers.map((r) => ({ recipientIban: r.wire.recipientIban ?? '', purpose: r.wire.purpose ?? '' })),
      },
      {
        account,
        mfaActivated: isMfaActive(state, account.financialAccountId),
        privileges: state.transfers.privileges,
        today: todayOf(state),
      },
    ),
  )
  const issues = [...orderIssues, ...recipientIssues]
  if (issues.length > 0) return refused(issues)
  if (body.sepaInstant && transfers.some((r) => outcomeOf(state, r.wire.recipientIban) === 'noInstant')) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.sepaInstantNotAvailable, TRANSFER_SOURCES.sepaInstant))
  }
  const order: OrderRecord = {
    wire: {
      bankTransferOrderId: newId(state, NEW_ORDER_ID_PREFIX, isIdTaken(state)),
      bankAccountId: body.bankAccountId,
      bankTransferIds: [...body.bankTransferIds],
      sepaInstant: body.sepaInstant,
      executionDate: body.executionDate,
      reoccurrence: body.reoccurrence,
      lastExecutionDate: body.lastExecutionDate,
      declined: false,
      sepaInstantTransactionId: null,
      paymentStatus: null,
      errorMessage: null,
    },
    executed: false,
    challenge: null,
    statusReadsLeft: 0,
    rateLimitedUntilMs: null,
  }
  // A transfer belongs to one pending order: the newest takes it from an older one.
  state.transfers.orders = [
    ...state.transfers.orders.map((o) =>
      o.executed
        ? o
        : { ...o, wire: { ...o.wire, bankTransferIds: (o.wire.bankTransferIds ?? []).filter((id) => !body.bankTransferIds.includes(id)) } },
    ),
    order,
  ]
  state.transfers.transfers = state.transfers.transfers.map((r) =>
    body.bankTransferIds.includes(r.wire.bankTransferId) ? { ...r, orderId: order.wire.bankTransferOrderId, bankAccountId: body.bankAccountId } : r,
  )
  return E.right(copyOf(order.wire))
}

/** GET {token}{id}: the order as it stands (an instant order's paymentStatus as of the last status read). */
export const getBankTransferOrder = (state: MemoryState, id: string): DbResult<BankTransferOrderWire> => {
  const order = findOrder(state, id)
  return order === undefined ? orderNotFound() : E.right(copyOf(order.wire))
}

/**
 * DELETE {token}{id}: a pending order (the dialog closed before completion, 4.4 step 6). The transfers the dialog
 * created for it go with it; prepared drafts stay in the prepared list, no longer linked. An executed order cannot be
 * deleted (409).
 */
export const deleteBankTransferOrder = (state: MemoryState, id: string): DbResult<undefined> => {
  const order = findOrder(state, id)
  if (order === undefined) return orderNotFound()
  if (order.executed && order.wire.declined !== true) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.orderAlreadyExecuted, TRANSFER_SOURCES.bankTransferOrderId))
  }
  state.transfers.orders = state.transfers.orders.filter((o) => o !== order)
  state.transfers.changeRequests = state.transfers.changeRequests.filter((c) => c.bankTransferOrderId !== id)
  state.transfers.transfers = state.transfers.transfers.flatMap((r) =>
    r.orderId !== id ? [r] : r.wire.draft === true ? [{ ...r, orderId: null }] : [],
  )
  return E.right(undefined)
}
