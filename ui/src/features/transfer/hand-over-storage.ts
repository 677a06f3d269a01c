/**
 * The dialog's browser storage: the session hand-over (read, rewritten with the draft on every change, cleared on
 * close) and the last used transfer account (spec 7.4). Spec keeps the last account in a cookie; chosen:
 * localStorage, because a cookie would travel to the server with every request for a value only this browser needs,
 * and the account id is not sensitive enough to need the cookie's expiry or httpOnly. A TAN never reaches either.
 */
import {
  readTransferHandOver,
  writeTransferHandOver,
  type HandOverOrder,
  type HandOverProblem,
  type RedirectPendingOrder,
  type RedirectTransferData,
  type TransferForm,
  type TransferHandOver,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { HAND_OVER_KEY_PREFIX } from './hand-over-link.ts'

export const LAST_TRANSFER_ACCOUNT_KEY = 'kontor.lastTransferAccountId'

/** The entry a skey names; a key that is not one of ours is read as missing. */
export const loadHandOver = (storage: Storage, skey: string | null, now: Date): E.Either<HandOverProblem, TransferHandOver> =>
  skey === null || !skey.startsWith(HAND_OVER_KEY_PREFIX) ? E.left('missing') : readTransferHandOver(storage.getItem(skey), now)

/**
 * Keeps the draft and the dialog's order (handOverOrderOf) in the entry: a reload loses nothing, sends nothing twice and
 * leaves no order pending; the entry's age starts anew.
 */
export const saveDraft = (storage: Storage, skey: string, handOver: TransferHandOver, draft: TransferForm | null, now: Date, order: HandOverOrder | null): void => {
  // The order kept for the bank's redirect (savePendingRedirect) is written beside the draft and must survive it.
  const stored = readTransferHandOver(storage.getItem(skey), now)
  const pendingRedirect = E.isRight(stored) ? (stored.right.pendingRedirect ?? null) : (handOver.pendingRedirect ?? null)
  try {
    storage.setItem(skey, writeTransferHandOver({ ...handOver, draft, order, pendingRedirect }, now))
  } catch {
    // A full or blocked storage only costs the reload safety; the dialog goes on.
  }
}

/**
 * Keeps the order that goes to (or came back from) the bank's redirect authorisation in the entry as it is stored now
 * (rewritten, not replaced: the draft stays). False when the entry is gone or storage refuses.
 */
export const savePendingRedirect = (storage: Storage, skey: string, pending: RedirectPendingOrder, now: Date): boolean => {
  const stored = readTransferHandOver(storage.getItem(skey), now)
  if (E.isLeft(stored)) return false
  try {
    storage.setItem(skey, writeTransferHandOver({ ...stored.right, pendingRedirect: pending }, now))
    return true
  } catch {
    return false
  }
}

/**
 * The return of the bank's redirect (hub-and-business-account 2.1): the key of the entry that left for the bank with
 * the order the return names, now holding the bank's answer too; undefined when this tab kept no such entry.
 */
export const resumeHandOverOfOrder = (storage: Storage, redirect: RedirectTransferData, now: Date): string | undefined => {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key === null || !key.startsWith(HAND_OVER_KEY_PREFIX)) continue
    const stored = readTransferHandOver(storage.getItem(key), now)
    if (E.isLeft(stored) || stored.right.pendingRedirect?.order.bankTransferOrderId !== redirect.bankTransferOrderId) continue
    try {
      storage.setItem(key, writeTransferHandOver({ ...stored.right, redirectBankTransferData: redirect }, now))
      return key
    } catch {
      return undefined
    }
  }
  return undefined
}

export const clearHandOver = (storage: Storage, skey: string): void => storage.removeItem(skey)

export const readLastTransferAccount = (storage: Storage): string | null => {
  try {
    return storage.getItem(LAST_TRANSFER_ACCOUNT_KEY)
  } catch {
    return null
  }
}

export const rememberTransferAccount = (storage: Storage, financialAccountId: string): void => {
  try {
    storage.setItem(LAST_TRANSFER_ACCOUNT_KEY, financialAccountId)
  } catch {
    // Not remembering the account is no reason to stop a transfer.
  }
}
