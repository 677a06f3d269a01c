/** The financial accounts of the memory db: list, get, create, update, delete, disconnect, (de)activate. */
import {
  ACCOUNT_STATUS_IDLE,
  ACCOUNT_SYSTEM_INTERNAL,
  supportsBankTransfer,
  type AvailableAction,
  type FinancialAccountBodyWire,
  type FinancialAccountWire,
  type FinancialAccountsQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { ACCOUNT_STATUS_SYNCING, BUSY_LIST_READS, NEW_ACCOUNT_ID_PREFIX } from './constants.ts'
import {
  HTTP_BAD_REQUEST,
  HTTP_CONFLICT,
  ISSUE_KEYS,
  SOURCES,
  accountNotFound,
  badRequest,
  fail,
  issueOf,
  type DbResult,
} from './memory-failures.ts'
import {
  bumped,
  copyOf,
  findAccount,
  isBlank,
  isStale,
  newId,
  replaceAccount,
  todayOf,
  type MemoryState,
} from './memory-state.ts'

const matches = (a: FinancialAccountWire, q: FinancialAccountsQuery): boolean =>
  (q.hasContact === undefined || (a.financialContact != null) === q.hasContact) &&
  (q.supportsBankTransfer === undefined || supportsBankTransfer(a) === q.supportsBankTransfer) &&
  (q.activeOnly !== true || a.deactivated !== true) &&
  (q.types === undefined || q.types.length === 0 || q.types.includes(a.type))

/** One list read has passed: busy accounts count down and turn IDLE once their reads are used up. */
const countDownBusyAccounts = (state: MemoryState): void => {
  for (const [id, left] of state.busyReadsLeft) {
    if (left > 1) {
      state.busyReadsLeft.set(id, left - 1)
      continue
    }
    state.busyReadsLeft.delete(id)
    const account = findAccount(state, id)
    if (account !== undefined) replaceAccount(state, { ...account, state: { ...account.state, status: ACCOUNT_STATUS_IDLE } })
  }
}

/** The account starts a sync: busy for BUSY_LIST_READS list reads. */
export const startingSync = (state: MemoryState, account: FinancialAccountWire): FinancialAccountWire => {
  state.busyReadsLeft.set(account.financialAccountId, BUSY_LIST_READS)
  return { ...account, state: { status: ACCOUNT_STATUS_SYNCING, errorOnSync: false } }
}

/** The actions of a giro account synced by online banking (FinTS). */
export const ONLINE_GIRO_ACTIONS: ReadonlyArray<AvailableAction> = [
  'TRANSFER_MONEY_FINTS',
  'COMBINED_TRANSFER_MONEY_FINTS',
  'SCHEDULED_TRANSFER_MONEY_FINTS',
  'SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS',
  'EDIT',
]
const EDIT_ONLY: ReadonlyArray<AvailableAction> = ['EDIT']

/** What an account can do without a bank connection: no transfers. */
const actionsWithoutConnection = (account: FinancialAccountWire): ReadonlyArray<string> =>
  account.availableActions.filter((action) => action === 'EDIT')

type Writable = { -readonly [K in keyof FinancialAccountWire]?: FinancialAccountWire[K] }

/** The body's fields that an account takes over; a field left out stays as it is, null clears it. */
export const withBody = (account: FinancialAccountWire, body: FinancialAccountBodyWire): FinancialAccountWire => {
  const changes: Writable = { name: body.name, type: body.type }
  const keys = [
    'accountHolder',
    'usingProfileType',
    'iban',
    'bic',
    'bankCode',
    'bankName',
    'provider',
    'creditCardNumber',
    'initialSyncDate',
    'openingBalance',
    'openingBalanceDate',
    'connectionData',
  ] as const
  for (const key of keys) {
    const value = body[key]
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value
  }
  return { ...account, ...changes }
}

const nameMissing = (body: FinancialAccountBodyWire): DbResult<never> | undefined =>
  isBlank(body.name) ? badRequest(ISSUE_KEYS.missingEntity, 'name') : undefined

export const staleLock = (): DbResult<never> =>
  fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.concurrentModification, SOURCES.lockVersion))

const merchantIdOf = (data: FinancialAccountWire['connectionData']): string | undefined => {
  const id = data?.merchantId?.trim() ?? ''
  return id === '' ? undefined : id
}

/** Another PayPal account already holds the merchant id. */
const paypalTaken = (state: MemoryState, merchantId: string, exceptId?: string): boolean =>
  state.accounts.some(
    (a) => a.type === 'PAYPAL' && a.financialAccountId !== exceptId && merchantIdOf(a.connectionData) === merchantId,
  )

const paypalAlreadyAdded = () => fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.paypalAlreadyAdded, SOURCES.merchantId))

export const listFinancialAccounts = (state: MemoryState, query: FinancialAccountsQuery): ReadonlyArray<FinancialAccountWire> => {
  const answer = copyOf(state.accounts.filter((a) => matches(a, query)))
  countDownBusyAccounts(state)
  return answer
}

export const getFinancialAccount = (state: MemoryState, id: string): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  return account === undefined ? accountNotFound() : E.right(copyOf(account))
}

export const newAccountId = (state: MemoryState): string =>
  newId(state, NEW_ACCOUNT_ID_PREFIX, (id) => findAccount(state, id) !== undefined)

/**
 * POST v102/financialAccounts. A PAYPAL account needs connectionData.merchantId and is created connected (the
 * return from the payment service); any other type is an account without a bank connection (s32).
 */
export const createFinancialAccount = (state: MemoryState, body: FinancialAccountBodyWire): DbResult<FinancialAccountWire> => {
  const missing = nameMissing(body)
  if (missing !== undefined) return missing
  const today = todayOf(state)
  const base: FinancialAccountWire = {
    financialAccountId: newAccountId(state),
    name: body.name,
    type: body.type,
    accountSystem: ACCOUNT_SYSTEM_INTERNAL,
    financialContact: null,
    balance: body.openingBalance ?? 0,
    balanceDate: body.openingBalanceDate ?? today,
    lockVersion: 0,
    state: { status: ACCOUNT_STATUS_IDLE, errorOnSync: false },
    availableActions: EDIT_ONLY,
    connected: false,
  }
  if (body.type === 'PAYPAL') {
    const merchantId = merchantIdOf(body.connectionData)
    if (merchantId === undefined) return badRequest(ISSUE_KEYS.paypalMerchantIdMissing, SOURCES.merchantId)
    if (paypalTaken(state, merchantId)) return paypalAlreadyAdded()
    const account: FinancialAccountWire = {
      ...withBody(base, body),
      provider: 'PAYPAL',
      bankName: 'PayPal',
      connectionData: { merchantId, startSyncDate: body.connectionData?.startSyncDate ?? body.initialSyncDate ?? null },
      connected: true,
    }
    state.accounts = [...state.accounts, account]
    return E.right(copyOf(account))
  }
  const account = withBody(base, body)
  state.accounts = [...state.accounts, account]
  return E.right(copyOf(account))
}

/** PUT v102/financialAccounts/{id}. For a PAYPAL account a merchant id in connectionData connects it again (s51). */
export const updateFinancialAccount = (
  state: MemoryState,
  id: string,
  body: FinancialAccountBodyWire,
): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  if (isStale(body.lockVersion, account.lockVersion)) return staleLock()
  const missing = nameMissing(body)
  if (missing !== undefined) return missing
  let updated = { ...withBody(account, body), lockVersion: bumped(account.lockVersion) }
  if (account.type === 'PAYPAL' && body.connectionData !== undefined) {
    const merchantId = merchantIdOf(body.connectionData)
    if (merchantId !== undefined && paypalTaken(state, merchantId, id)) return paypalAlreadyAdded()
    updated = { ...updated, connected: merchantId !== undefined }
  }
  return E.right(copyOf(replaceAccount(state, updated)))
}

export const deleteFinancialAccount = (state: MemoryState, id: string): DbResult<undefined> => {
  if (findAccount(state, id) === undefined) return accountNotFound()
  state.accounts = state.accounts.filter((a) => a.financialAccountId !== id)
  state.transactions = state.transactions.filter((t) => t.financialAccountId !== id)
  state.busyReadsLeft.delete(id)
  return E.right(undefined)
}

/**
 * PUT v100/financialAccounts/{id}/disconnect. The PayPal account must come with empty connectionData (7.1) and is
 * left unconnected; any other account loses its link to the login (and with it its transfer actions).
 */
export const disconnectFinancialAccount = (
  state: MemoryState,
  id: string,
  sent: FinancialAccountWire | undefined,
): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  const common = {
    connected: false,
    availableActions: actionsWithoutConnection(account),
    lockVersion: bumped(account.lockVersion),
  }
  if (account.type === 'PAYPAL') {
    if (sent === undefined || merchantIdOf(sent.connectionData) !== undefined) {
      return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidModel, SOURCES.connectionData))
    }
    return E.right(copyOf(replaceAccount(state, { ...account, ...common, connectionData: {} })))
  }
  return E.right(copyOf(replaceAccount(state, { ...account, ...common, financialContact: null })))
}

export const setDeactivated = (state: MemoryState, id: string, deactivated: boolean): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  return E.right(copyOf(replaceAccount(state, { ...account, deactivated, lockVersion: bumped(account.lockVersion) })))
}

