/** The financial accounts of the memory db: list, get, create, update, delete, disconnect, (de)activate. */
import {
  ACCOUNT_STATUS_IDLE,
  ACCOUNT_SYSTEM_INTERNAL,
  getEditableAccountFields,
  isProviderBankAccount,
  normalizeIban,
  parseIban,
  supportsBankTransfer,
  validateAllowedBusinessCases,
  AvailableActionCodec,
  type AvailableAction,
  type EditableAccountFields,
  type FinancialAccountBodyWire,
  type FinancialAccountType,
  type FinancialAccountWire,
  type FinancialAccountsQuery,
  type Issue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { ACCOUNT_STATUS_SYNCING, BUSY_LIST_READS, NEW_ACCOUNT_ID_PREFIX } from '../constants.ts'
import {
  HTTP_BAD_REQUEST,
  ISSUE_KEYS,
  SOURCES,
  accountNotFound,
  badRequest,
  conflict,
  fail,
  issueOf,
  rejected,
  staleLock,
  type DbResult,
} from '../store/failures.ts'
import { bumped, copyOf, findAccount, isBlank, isStale, newId, replaceAccount, todayOf, type MemoryState } from '../store/state.ts'
import { removeTransactions } from '../transactions/transaction-access.ts'

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

/** What an account can do without a bank connection: edit, no transfers. */
const ACTIONS_WITHOUT_CONNECTION: ReadonlyArray<AvailableAction> = ['EDIT']

/**
 * The account without its bank connection (a disconnect, or its login deleted): no login, not connected, only the
 * actions that need no bank, lockVersion bumped.
 */
export const unlinked = (account: FinancialAccountWire): FinancialAccountWire => ({
  ...account,
  financialContact: null,
  connected: false,
  availableActions: account.availableActions.filter((action) => (ACTIONS_WITHOUT_CONNECTION as ReadonlyArray<string>).includes(action)),
  lockVersion: bumped(account.lockVersion),
})

type Writable = { -readonly [K in keyof FinancialAccountWire]?: FinancialAccountWire[K] }

/** The body fields an account takes over as sent; connectionData only a PAYPAL account has (createFinancialAccount). */
const BODY_FIELDS = [
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
] as const

/**
 * The body's fields that an account takes over; a field left out stays as it is, null clears it. Connection data is
 * the payment service's, so only a PAYPAL account takes it; the IBAN is stored in electronic format.
 */
export const withBody = (account: FinancialAccountWire, body: FinancialAccountBodyWire): FinancialAccountWire => {
  const changes: Writable = { name: body.name, type: body.type }
  for (const key of BODY_FIELDS) {
    const value = body[key]
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value
  }
  if (body.iban !== undefined) changes.iban = isBlank(body.iban) ? null : normalizeIban(body.iban ?? '')
  if (body.type === 'PAYPAL' && body.connectionData !== undefined) changes.connectionData = body.connectionData
  return { ...account, ...changes }
}

/**
 * The allowed business cases of the body (spec 2.4): a list is checked against what the bank offers for the account
 * as it will be (core's validateAllowedBusinessCases, the rule the edit dialog checks too) and stored in the spec's
 * order; null clears the choice (all the bank offers); left out, the account keeps its own.
 */
const withBusinessCases = (account: FinancialAccountWire, body: FinancialAccountBodyWire): DbResult<FinancialAccountWire> => {
  const chosen = body.allowedBusinessCases
  if (chosen === undefined) return E.right(account)
  if (chosen === null) return E.right({ ...account, allowedBusinessCases: null })
  const availableActions = account.availableActions.filter((a): a is AvailableAction => AvailableActionCodec.is(a))
  const checked = validateAllowedBusinessCases(chosen, { ...account, availableActions })
  return E.isLeft(checked) ? rejected(checked.left) : E.right({ ...account, allowedBusinessCases: checked.right })
}

export const newAccountId = (state: MemoryState): string =>
  newId(state, NEW_ACCOUNT_ID_PREFIX, (id) => findAccount(state, id) !== undefined)

/**
 * A new account as the service stores it, before any connection: internal, idle, only editable, its balance the
 * opening balance (else 0) as of the opening balance date (else today), then the body's fields.
 */
export const newAccountRecord = (state: MemoryState, body: FinancialAccountBodyWire): FinancialAccountWire =>
  withBody(
    {
      financialAccountId: newAccountId(state),
      name: body.name,
      type: body.type,
      accountSystem: ACCOUNT_SYSTEM_INTERNAL,
      financialContact: null,
      balance: body.openingBalance ?? 0,
      balanceDate: body.openingBalanceDate ?? todayOf(state),
      lockVersion: 0,
      state: { status: ACCOUNT_STATUS_IDLE, errorOnSync: false },
      availableActions: ACTIONS_WITHOUT_CONNECTION,
      connected: false,
      sepaInstantCapable: false,
      sepaInstantAllowed: false,
    },
    body,
  )

/** An account needs a name (the edit dialog and the wizard send one). */
export const nameMissing = (body: FinancialAccountBodyWire): DbResult<never> | undefined =>
  isBlank(body.name) ? badRequest(ISSUE_KEYS.missingEntity, SOURCES.name) : undefined

/** The provider's own accounts are opened by the provider, never through these calls. */
const typeNotAllowed = (type: FinancialAccountType): DbResult<never> | undefined =>
  isProviderBankAccount({ type }) ? badRequest(ISSUE_KEYS.accountTypeNotAllowed, SOURCES.type) : undefined

/** A sent IBAN must be one (core parseIban); none sent, null or blank clears nothing to check. */
const invalidIban = (body: FinancialAccountBodyWire): DbResult<never> | undefined =>
  isBlank(body.iban) || E.isRight(parseIban(body.iban ?? '')) ? undefined : badRequest(ISSUE_KEYS.invalidIban, SOURCES.iban)

/**
 * The body fields of each group of spec 5.6 (getEditableAccountFields). Reading: the bank code belongs to the bank
 * data (it follows the IBAN), the card provider to the card number.
 */
const EDIT_GROUPS: { readonly [G in keyof EditableAccountFields]: ReadonlyArray<keyof FinancialAccountBodyWire & keyof FinancialAccountWire> } = {
  accountType: ['type'],
  bankData: ['bankName', 'iban', 'bic', 'bankCode'],
  cardNumber: ['creditCardNumber', 'provider'],
  usageType: ['usingProfileType'],
}

const comparable = (key: string, value: unknown): unknown =>
  value === undefined || value === null ? null : key === SOURCES.iban && typeof value === 'string' ? normalizeIban(value) : value

/**
 * One issue per field the body changes that the account may not change (5.6). A field left out, or sent with the
 * account's own value (what the edit dialog does for fields it locks), is no change.
 */
const notEditableChanges = (account: FinancialAccountWire, body: FinancialAccountBodyWire): ReadonlyArray<Issue> => {
  const editable = getEditableAccountFields(account)
  const groups = Object.keys(EDIT_GROUPS) as ReadonlyArray<keyof EditableAccountFields>
  return groups
    .filter((group) => !editable[group])
    .flatMap((group) => EDIT_GROUPS[group])
    .filter((key) => body[key] !== undefined && comparable(key, body[key]) !== comparable(key, account[key]))
    .map((key) => issueOf(ISSUE_KEYS.fieldNotEditable, key))
}

const merchantIdOf = (data: FinancialAccountWire['connectionData']): string | undefined => {
  const id = data?.merchantId?.trim() ?? ''
  return id === '' ? undefined : id
}

/** Another PayPal account already holds the merchant id. */
const paypalTaken = (state: MemoryState, merchantId: string, exceptId?: string): boolean =>
  state.accounts.some(
    (a) => a.type === 'PAYPAL' && a.financialAccountId !== exceptId && merchantIdOf(a.connectionData) === merchantId,
  )

const paypalAlreadyAdded = () => conflict(ISSUE_KEYS.paypalAlreadyAdded, SOURCES.merchantId)

export const listFinancialAccounts = (state: MemoryState, query: FinancialAccountsQuery): ReadonlyArray<FinancialAccountWire> => {
  const answer = copyOf(state.accounts.filter((a) => matches(a, query)))
  countDownBusyAccounts(state)
  return answer
}

export const getFinancialAccount = (state: MemoryState, id: string): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  return account === undefined ? accountNotFound() : E.right(copyOf(account))
}

/**
 * POST v102/financialAccounts. A PAYPAL account needs connectionData.merchantId and is created connected (the
 * return from the payment service); any other type is an account without a bank connection (s32), never one of the
 * provider's own bank.
 */
export const createFinancialAccount = (state: MemoryState, body: FinancialAccountBodyWire): DbResult<FinancialAccountWire> => {
  const refused = nameMissing(body) ?? typeNotAllowed(body.type) ?? invalidIban(body)
  if (refused !== undefined) return refused
  if (body.type === 'PAYPAL') {
    const merchantId = merchantIdOf(body.connectionData)
    if (merchantId === undefined) return badRequest(ISSUE_KEYS.paypalMerchantIdMissing, SOURCES.merchantId)
    if (paypalTaken(state, merchantId)) return paypalAlreadyAdded()
    const account: FinancialAccountWire = {
      ...newAccountRecord(state, body),
      provider: 'PAYPAL',
      bankName: 'PayPal',
      connectionData: { merchantId, startSyncDate: body.connectionData?.startSyncDate ?? body.initialSyncDate ?? null },
      connected: true,
    }
    state.accounts = [...state.accounts, account]
    return E.right(copyOf(account))
  }
  const account = withBusinessCases(newAccountRecord(state, body), body)
  if (E.isLeft(account)) return account
  state.accounts = [...state.accounts, account.right]
  return E.right(copyOf(account.right))
}

/**
 * PUT v102/financialAccounts/{id}: the edit dialog's save. Fields spec 5.6 locks for the account may be sent only with
 * their stored value. For a PAYPAL account a merchant id in connectionData connects it again (s51).
 */
export const updateFinancialAccount = (
  state: MemoryState,
  id: string,
  body: FinancialAccountBodyWire,
): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  if (isStale(body.lockVersion, account.lockVersion)) return staleLock()
  const locked = notEditableChanges(account, body)
  if (locked.length > 0) return fail(HTTP_BAD_REQUEST, ...locked)
  const refused = nameMissing(body) ?? (body.type === account.type ? undefined : typeNotAllowed(body.type)) ?? invalidIban(body)
  if (refused !== undefined) return refused
  const withCases = withBusinessCases(withBody(account, body), body)
  if (E.isLeft(withCases)) return withCases
  let updated = { ...withCases.right, lockVersion: bumped(account.lockVersion) }
  if (updated.type === 'PAYPAL' && body.connectionData !== undefined) {
    const merchantId = merchantIdOf(body.connectionData)
    if (merchantId !== undefined && paypalTaken(state, merchantId, id)) return paypalAlreadyAdded()
    updated = { ...updated, connected: merchantId !== undefined }
  }
  return E.right(copyOf(replaceAccount(state, updated)))
}

export const deleteFinancialAccount = (state: MemoryState, id: string): DbResult<undefined> => {
  if (findAccount(state, id) === undefined) return accountNotFound()
  state.accounts = state.accounts.filter((a) => a.financialAccountId !== id)
  removeTransactions(
    state,
    new Set(state.transactionData.transactions.filter((t) => t.financialAccountId === id).map((t) => t.financialTransactionId)),
  )
  state.busyReadsLeft.delete(id)
  return E.right(undefined)
}

/**
 * The PayPal account as the client sends it to disconnect (7.1: with empty connectionData): the account of the path,
 * at its stored lockVersion, without a merchant id.
 */
const paypalDisconnectRefused = (
  account: FinancialAccountWire,
  sent: FinancialAccountWire | undefined,
): DbResult<never> | undefined => {
  if (sent === undefined || merchantIdOf(sent.connectionData) !== undefined) {
    return badRequest(ISSUE_KEYS.invalidModel, SOURCES.connectionData)
  }
  if (sent.financialAccountId !== account.financialAccountId) return badRequest(ISSUE_KEYS.invalidModel, SOURCES.financialAccountId)
  return isStale(sent.lockVersion, account.lockVersion) ? staleLock() : undefined
}

/**
 * PUT v100/financialAccounts/{id}/disconnect. The PayPal account must come with empty connectionData (7.1) and is
 * left unconnected; any other account loses its link to the login (and with it its transfer actions). An account
 * without a connection has nothing to disconnect (409, chosen).
 */
export const disconnectFinancialAccount = (
  state: MemoryState,
  id: string,
  sent: FinancialAccountWire | undefined,
): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  const refused = account.type === 'PAYPAL' ? paypalDisconnectRefused(account, sent) : undefined
  if (refused !== undefined) return refused
  if (account.connected !== true) return conflict(ISSUE_KEYS.accountNotConnected, SOURCES.financialAccountId)
  const disconnected = account.type === 'PAYPAL' ? { ...unlinked(account), connectionData: {} } : unlinked(account)
  return E.right(copyOf(replaceAccount(state, disconnected)))
}

export const setDeactivated = (state: MemoryState, id: string, deactivated: boolean): DbResult<FinancialAccountWire> => {
  const account = findAccount(state, id)
  if (account === undefined) return accountNotFound()
  return E.right(copyOf(replaceAccount(state, { ...account, deactivated, lockVersion: bumped(account.lockVersion) })))
}
