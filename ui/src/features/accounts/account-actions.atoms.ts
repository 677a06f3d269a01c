/**
 * The calls behind the account actions (accounts-and-transfers 1 and 7.1: disconnect, deactivate, activate, delete),
 * the edit dialog's needless transactions and the repair dialog's bank login. Components call these action atoms and
 * fold the Either they return into what they show; nothing else here holds state. The edit dialog's save and reads
 * are its flow's effects (edit-account.effects.ts).
 */
import {
  todayInBerlin,
  type BackendError,
  type FinancialAccount,
  type FinancialContact,
  type LocalDate,
  type NeedlessAction,
  type NeedlessInfo,
} from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import { atom } from 'jotai'
import { requireBackend } from '../../shared/backend.atoms.ts'

/** Today in Berlin by the backend's clock; a dialog reads it once when it opens. */
export const readTodayAtom = atom(null, (get): LocalDate => todayInBerlin(requireBackend(get).clock))

/** The actions that are one call each; connect and edit open their dialogs instead. */
export type AccountCallAction = 'disconnect' | 'activate' | 'deactivate'

type Result<A> = Promise<E.Either<BackendError, A>>

export const runAccountCallAtom = atom(
  null,
  (get, _set, request: { readonly action: AccountCallAction; readonly account: FinancialAccount; readonly signal: AbortSignal }): Result<FinancialAccount> => {
    const { banking } = requireBackend(get)
    const opts = { signal: request.signal }
    switch (request.action) {
      // The whole account goes along: the port sends PayPal's with empty connectionData (7.1).
      case 'disconnect':
        return banking.disconnectFinancialAccount(request.account, opts)()
      case 'activate':
        return banking.activateFinancialAccount(request.account.financialAccountId, opts)()
      case 'deactivate':
        return banking.deactivateFinancialAccount(request.account.financialAccountId, opts)()
    }
  },
)

export const deleteAccountAtom = atom(
  null,
  (get, _set, request: { readonly financialAccountId: string; readonly signal: AbortSignal }): Result<void> =>
    requireBackend(get).banking.deleteFinancialAccount(request.financialAccountId, { signal: request.signal })(),
)

export const loadFinancialContactAtom = atom(
  null,
  (get, _set, request: { readonly financialContactId: string; readonly signal: AbortSignal }): Result<FinancialContact> =>
    requireBackend(get).banking.getFinancialContact(request.financialContactId, { signal: request.signal })(),
)

export const loadNeedlessInfoAtom = atom(
  null,
  (
    get,
    _set,
    request: { readonly financialAccountId: string; readonly needlessStartDate: LocalDate; readonly signal: AbortSignal },
  ): Result<NeedlessInfo> =>
    requireBackend(get).banking.getNeedlessInfo(request.financialAccountId, request.needlessStartDate, { signal: request.signal })(),
)

export const applyNeedlessActionAtom = atom(
  null,
  (
    get,
    _set,
    request: {
      readonly financialAccountId: string
      readonly needlessStartDate: LocalDate
      readonly action: NeedlessAction
      readonly signal: AbortSignal
    },
  ): Result<NeedlessInfo> =>
    requireBackend(get).banking.applyNeedlessAction(request.financialAccountId, request.needlessStartDate, request.action, {
      signal: request.signal,
    })(),
)

/**
 * Starts the sync of an account through its login again (the card's "Erneut synchronisieren"): the login's online
 * banking data is sent without a PIN, so a login that keeps its PIN syncs at once (accounts-and-transfers 7.1, PUT
 * …/onlineBankingData); one that needs the PIN answers so, and the dialog shows it.
 */
export const resyncAccountAtom = atom(
  null,
  (
    get,
    _set,
    request: { readonly financialContactId: string; readonly financialAccountId: string; readonly signal: AbortSignal },
  ): Result<FinancialAccount> =>
    requireBackend(get).banking.updateOnlineBankingData(request.financialContactId, request.financialAccountId, { pin: null }, { signal: request.signal })(),
)
