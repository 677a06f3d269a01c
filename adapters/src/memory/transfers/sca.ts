/** The strong customer authentication of a transfer order's execution in the memory db, and its push-TAN requests. */
import { addMoney, formatMoneyAmount, ZERO_MONEY, type ChangeRequestStatus, type ScaAnswer, type ScaContext } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { ROUTES, pathOf } from '../../wire/routes.ts'
import {
  DEMO_MOBILE_DEVICE_NAME,
  PUSH_TAN_PENDING_READS,
  SCA_REQUESTED_ACTION_EXECUTE,
  SECURITY_FUNCTIONS,
  NEW_CHANGE_REQUEST_ID_PREFIX,
  NEW_SCA_TOKEN_PREFIX,
  TRANSFER_REDIRECT_PATH,
} from '../constants.ts'
import { fail, HTTP_NOT_ACCEPTABLE, HTTP_NOT_FOUND, HTTP_SCA_REQUIRED, ISSUE_KEYS, issueOf, type DbResult } from '../store/failures.ts'
import { findAccount, newId, type MemoryState } from '../store/state.ts'
import { TRANSFER_SOURCES, findOrder, isIdTaken, moneyOf, orderOutcomes, replaceOrder, transfersOfOrder } from './transfer-records.ts'
import type { ChangeRequestRecord, OrderRecord, ScaMode } from './transfer-state.ts'

// --- strong customer authentication

/** The demo's TAN rule: six digits, and not the seed's wrong TAN. */
export const isTanAccepted = (state: MemoryState, tan: string | undefined): boolean =>
  tan !== undefined && /^\d{6}$/.test(tan) && tan !== state.transfers.behaviour.wrongTan

/**
 * The TAN a confirmed push-TAN change request closes the dialog with: six digits derived from its id, so nothing is
 * stored (no record holds a TAN) and the same request always gives the same TAN.
 */
export const pushTanOf = (changeRequestId: string): string => {
  let hash = 7
  for (const ch of changeRequestId) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 900_000
  return String(100_000 + hash)
}

const scaModeOf = (state: MemoryState, accountId: string | null | undefined): ScaMode =>
  (accountId == null ? undefined : state.transfers.behaviour.scaModeByAccountId[accountId]) ?? 'tan'

/** The challenge text the bank shows (cut to 70 or 75 characters by the dialog). */
const challengeText = (state: MemoryState, order: OrderRecord): string => {
  const transfers = transfersOfOrder(state, order)
  const total = transfers.reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY)
  const first = transfers[0]?.wire.recipientIban ?? ''
  return `Bitte bestätigen Sie die Überweisung über ${formatMoneyAmount(total)} EUR an IBAN ${first} mit Ihrer TAN.`
}

export const scaRequired = (source: string, scaContext: ScaContext): DbResult<never> =>
  fail(HTTP_SCA_REQUIRED, { ...issueOf(ISSUE_KEYS.scaRequired, source), scaContext })

const invalidTan = (): DbResult<never> => fail(HTTP_NOT_ACCEPTABLE, issueOf(ISSUE_KEYS.invalidTan, TRANSFER_SOURCES.tan))

/** The redirect URL the demo's bank page sends the user back to (hub-and-business-account 2.1 /hub/redirect/transfer). */
const redirectLinkOf = (orderId: string, token: string): string =>
  `${TRANSFER_REDIRECT_PATH}?${new URLSearchParams({ bto: orderId, action: SCA_REQUESTED_ACTION_EXECUTE, state: token, code: token }).toString()}`

type ScaCheck = { readonly passed: true } | { readonly passed: false; readonly answer: DbResult<never> }

const PASSED: ScaCheck = { passed: true }
const stop = (answer: DbResult<never>): ScaCheck => ({ passed: false, answer })

/**
 * The SCA of an execution by the sending account's mode (transactions-import-proposals 8). Without an answer the
 * call fails with 428 and the SCA-required issue carrying the context; a wrong TAN is 406 INVALID_TAN. Each mode:
 * - tan: any TAN of the demo rule.
 * - mediumChoice: first a securityId of the two media, then a TAN of the rule.
 * - redirect: the token the bank page gave back (the redirect's state; its code is accepted as the TAN).
 * - push: the TAN of the confirmed change request, or, after the SMS-TAN was requested, any TAN of the rule.
 */
export const checkExecutionSca = (state: MemoryState, order: OrderRecord, sca: ScaAnswer): ScaCheck => {
  const account = findAccount(state, order.wire.bankAccountId ?? '')
  const mode = scaModeOf(state, order.wire.bankAccountId)
  const orderId = order.wire.bankTransferOrderId
  const challenge =
    order.challenge?.mode === mode ? order.challenge : { token: newId(state, NEW_SCA_TOKEN_PREFIX, () => false), mode, securityId: null, changeRequestId: null }
  const base: ScaContext = {
    requestedAction: SCA_REQUESTED_ACTION_EXECUTE,
    token: challenge.token,
    financialContactId: account?.financialContact?.financialContactId ?? null,
  }
  const remember = (c: OrderRecord['challenge']) => replaceOrder(state, { ...findOrder(state, orderId)!, challenge: c })
  const tanContext = (): ScaContext => ({ ...base, tanInputRequired: true, tanAuthnSpecification: { challenge: challengeText(state, order) } })
  switch (mode) {
    case 'tan': {
      remember(challenge)
      if (sca.tan === undefined) return stop(scaRequired(TRANSFER_SOURCES.scaTan, tanContext()))
      return isTanAccepted(state, sca.tan) ? PASSED : stop(invalidTan())
    }
    case 'mediumChoice': {
      const chosen = SECURITY_FUNCTIONS.find((f) => f.securityId === sca.securityId)
      if (chosen === undefined) {
        remember(challenge)
        return stop(scaRequired(TRANSFER_SOURCES.scaTan, { ...base, tanInputRequired: true, availableSecurityFunctions: SECURITY_FUNCTIONS }))
      }
      remember({ ...challenge, securityId: chosen.securityId })
      if (sca.tan === undefined) {
        return stop(scaRequired(TRANSFER_SOURCES.scaTan, { ...tanContext(), availableSecurityFunctions: [chosen] }))
      }
      return isTanAccepted(state, sca.tan) ? PASSED : stop(invalidTan())
    }
    case 'redirect': {
      remember(challenge)
      if (sca.token === undefined || sca.token !== challenge.token) {
        return stop(
          scaRequired(TRANSFER_SOURCES.scaTan, {
            ...base,
            tanInputRequired: false,
            link: redirectLinkOf(orderId, challenge.token),
            redirect_uri: TRANSFER_REDIRECT_PATH,
          }),
        )
      }
      return sca.tan === undefined || sca.tan === challenge.token ? PASSED : stop(invalidTan())
    }
    case 'push': {
      const open = state.transfers.changeRequests.find((c) => c.changeRequestId === challenge.changeRequestId)
      if (sca.tan === undefined || open === undefined) {
        const request: ChangeRequestRecord = {
          changeRequestId: newId(state, NEW_CHANGE_REQUEST_ID_PREFIX, isIdTaken(state)),
          bankTransferOrderId: orderId,
          readsLeft: PUSH_TAN_PENDING_READS,
          outcome: orderOutcomes(state, order).includes('pushDeclined') ? 'DECLINED' : 'CONFIRMED',
          smsTanRequested: false,
        }
        state.transfers.changeRequests = [...state.transfers.changeRequests.filter((c) => c.changeRequestId !== challenge.changeRequestId), request]
        remember({ ...challenge, changeRequestId: request.changeRequestId })
        return stop(
          scaRequired(TRANSFER_SOURCES.scaDevice, {
            ...base,
            changeRequestId: request.changeRequestId,
            mobileDeviceName: DEMO_MOBILE_DEVICE_NAME,
            smsTanFallback: pathOf(ROUTES.requestSmsTan, { changeRequestId: request.changeRequestId }),
          }),
        )
      }
      const confirmed = open.outcome === 'CONFIRMED' && open.readsLeft === 0 && sca.tan === pushTanOf(open.changeRequestId)
      return confirmed || (open.smsTanRequested && isTanAccepted(state, sca.tan)) ? PASSED : stop(invalidTan())
    }
  }
}

// --- push-TAN change requests

const findChangeRequest = (state: MemoryState, id: string): ChangeRequestRecord | undefined =>
  state.transfers.changeRequests.find((c) => c.changeRequestId === id)

const changeRequestNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.changeRequestNotFound, TRANSFER_SOURCES.changeRequestId))

/** GET {token}{id}/status: PENDING for the first reads, then CONFIRMED (with its TAN) or DECLINED. */
export const getChangeRequestStatus = (state: MemoryState, id: string): DbResult<ChangeRequestStatus> => {
  const request = findChangeRequest(state, id)
  if (request === undefined) return changeRequestNotFound()
  if (request.readsLeft > 0) {
    state.transfers.changeRequests = state.transfers.changeRequests.map((c) => (c === request ? { ...c, readsLeft: c.readsLeft - 1 } : c))
    return E.right({ status: 'PENDING' })
  }
  return E.right(request.outcome === 'CONFIRMED' ? { status: 'CONFIRMED', tan: pushTanOf(id) } : { status: 'DECLINED' })
}

export const deleteChangeRequest = (state: MemoryState, id: string): DbResult<undefined> => {
  if (findChangeRequest(state, id) === undefined) return changeRequestNotFound()
  state.transfers.changeRequests = state.transfers.changeRequests.filter((c) => c.changeRequestId !== id)
  // The order keeps its challenge: a retry with a TAN the SMS brought is still checked against this request's state.
  return E.right(undefined)
}

/** POST the SMS-TAN fallback: the demo "sends" an SMS; any TAN of the demo rule then confirms the order. */
export const requestSmsTan = (state: MemoryState, id: string): DbResult<undefined> => {
  const request = findChangeRequest(state, id)
  if (request === undefined) return changeRequestNotFound()
  state.transfers.changeRequests = state.transfers.changeRequests.map((c) => (c === request ? { ...c, smsTanRequested: true } : c))
  return E.right(undefined)
}
