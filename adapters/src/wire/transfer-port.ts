/**
 * TransferPort and PrivilegesPort as requests of the routes table (spec: accounts-and-transfers 7.2 and 7.3;
 * transactions-import-proposals 7 "Bank transfers", "Privileges", "Strong customer authentication"), over any
 * transport, as wire/banking-port.ts does for the banking calls: every request written, and every answer's codec
 * named, once.
 */
import {
  BankTransferCodec,
  BankTransferOrderCodec,
  BankTransferPageCodec,
  BankTransferSummaryCodec,
  ChangeRequestStatusCodec,
  CreateBankTransferOrderRequestCodec,
  CreateBankTransfersRequestCodec,
  PayeeVerificationCodec,
  PayeeVerificationRequestCodec,
  PlannedBankTransferListCodec,
  ReoccurrenceListCodec,
  SepaInstantStatusCodec,
  SepaTextValueCodec,
  StandingOrderDeletionResultCodec,
  TransferContactListCodec,
  undecodable,
  type PrivilegesPort,
  type TransferPort,
} from '@kontor/core'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import * as t from 'io-ts'
import { EmptyAnswerCodec } from './answer-codecs.ts'
import { toScaHeaders } from './banking-headers.ts'
import type { Send } from './requests.ts'
import { ROUTES, pathOf } from './routes.ts'
import {
  EXECUTED_LIST_STATUS,
  toBankTransferIdsSearchParams,
  toContactSearchParams,
  toTransferPageSearchParams,
} from './transfer-queries.ts'

const BankTransferListCodec = t.readonlyArray(BankTransferCodec, 'BankTransferList')
/** The privileges answer: the user's privilege names (transactions-import-proposals 7 "Privileges"). */
export const PrivilegeListCodec = t.readonlyArray(t.string, 'PrivilegeList')

/** The part of ROUTES.requestSmsTan's path before and after its one parameter. */
const [SMS_TAN_PATH_HEAD = '', SMS_TAN_PATH_TAIL = ''] = ROUTES.requestSmsTan.path.split('{changeRequestId}')

/**
 * The change request id of a server-given SMS-TAN endpoint, when the path is one of ROUTES.requestSmsTan (the only
 * form this client sends to: a server-given path elsewhere could send the request anywhere).
 */
export const changeRequestIdOfSmsTanPath = (callbackPath: string): string | undefined => {
  if (!callbackPath.startsWith(SMS_TAN_PATH_HEAD) || !callbackPath.endsWith(SMS_TAN_PATH_TAIL)) return undefined
  const segment = callbackPath.slice(SMS_TAN_PATH_HEAD.length, callbackPath.length - SMS_TAN_PATH_TAIL.length)
  if (segment === '' || segment.includes('/')) return undefined
  try {
    const id = decodeURIComponent(segment)
    // Only the path this client would write for the id: no second spelling of the same request.
    return pathOf(ROUTES.requestSmsTan, { changeRequestId: id }) === callbackPath ? id : undefined
  } catch {
    return undefined
  }
}

export const createTransferPort = (send: Send): TransferPort => {
  const order = (bankTransferOrderId: string) => ({ bankTransferOrderId })
  const changeRequest = (changeRequestId: string) => ({ changeRequestId })
  return {
    cleanSepaText: (value, opts) =>
      pipe(
        send(ROUTES.cleanSepaText, SepaTextValueCodec, { json: SepaTextValueCodec.encode({ value }) }, opts),
        TE.map((answer) => answer.value),
      ),
    createBankTransfers: (body, opts) =>
      send(ROUTES.createBankTransfers, BankTransferListCodec, { json: CreateBankTransfersRequestCodec.encode(body) }, opts),
    createBankTransferOrder: (body, opts) =>
      send(ROUTES.createBankTransferOrder, BankTransferOrderCodec, { json: CreateBankTransferOrderRequestCodec.encode(body) }, opts),
    executeBankTransferOrder: (id, sca, opts) =>
      send(ROUTES.executeBankTransferOrder, BankTransferOrderCodec, { params: order(id), headers: toScaHeaders(sca) }, opts),
    deleteBankTransferOrder: (id, opts) => send(ROUTES.deleteBankTransferOrder, EmptyAnswerCodec, { params: order(id) }, opts),
    getBankTransferOrder: (id, opts) => send(ROUTES.getBankTransferOrder, BankTransferOrderCodec, { params: order(id) }, opts),
    getBankTransfers: (ids, opts) =>
      send(ROUTES.getBankTransfers, BankTransferListCodec, { searchParams: toBankTransferIdsSearchParams(ids) }, opts),
    listReoccurrences: (opts) => send(ROUTES.listReoccurrences, ReoccurrenceListCodec, {}, opts),
    getSepaInstantStatus: (id, sepaInstantTransactionId, opts) =>
      send(ROUTES.getSepaInstantStatus, SepaInstantStatusCodec, { params: { ...order(id), sepaInstantTransactionId } }, opts),
    verifyPayee: (request, opts) =>
      send(ROUTES.verifyPayee, PayeeVerificationCodec, { json: PayeeVerificationRequestCodec.encode(request) }, opts),
    searchContacts: (query, opts) =>
      send(ROUTES.searchContacts, TransferContactListCodec, { searchParams: toContactSearchParams(query) }, opts),

    listPreparedTransfers: (query, opts) =>
      send(ROUTES.listPreparedTransfers, BankTransferPageCodec, { searchParams: toTransferPageSearchParams(query) }, opts),
    listExecutedTransfers: (query, opts) =>
      send(
        ROUTES.listExecutedTransfers,
        BankTransferPageCodec,
        { searchParams: toTransferPageSearchParams(query, EXECUTED_LIST_STATUS) },
        opts,
      ),
    listScheduledTransfers: (opts) => send(ROUTES.listScheduledTransfers, PlannedBankTransferListCodec, {}, opts),
    listStandingOrders: (opts) => send(ROUTES.listStandingOrders, PlannedBankTransferListCodec, {}, opts),
    deleteBankTransfer: (id, sca, opts) =>
      send(
        ROUTES.deleteBankTransfer,
        StandingOrderDeletionResultCodec,
        { params: { bankTransferId: id }, headers: toScaHeaders(sca) },
        opts,
      ),
    getBankTransferSummary: (opts) => send(ROUTES.getBankTransferSummary, BankTransferSummaryCodec, {}, opts),

    getChangeRequestStatus: (id, opts) =>
      send(ROUTES.getChangeRequestStatus, ChangeRequestStatusCodec, { params: changeRequest(id) }, opts),
    deleteChangeRequest: (id, opts) => send(ROUTES.deleteChangeRequest, EmptyAnswerCodec, { params: changeRequest(id) }, opts),
    requestSmsTan: (callbackPath, opts) => {
      const id = changeRequestIdOfSmsTanPath(callbackPath)
      // The endpoint came in the server's SCA context: one this client does not know is an answer it cannot read.
      return id === undefined
        ? TE.left(undecodable(ROUTES.requestSmsTan.name, [`smsTanFallback is no path of the form ${ROUTES.requestSmsTan.path}`]))
        : send(ROUTES.requestSmsTan, EmptyAnswerCodec, { params: changeRequest(id) }, opts)
    },
  }
}

export const createPrivilegesPort = (send: Send): PrivilegesPort => ({
  listPrivileges: (opts) => send(ROUTES.listPrivileges, PrivilegeListCodec, {}, opts),
})
