/**
 * The bank logins (financial contacts) of the memory db, the accounts a login offers, and the accounts created or
 * reconnected through a login. A PIN is only ever checked for presence, never kept: a contact remembers whether a
 * PIN is saved (`pinSaved`), nothing more.
 *
 * This module: the logins. The accounts a login offers, creates and reconnects: online-banking-accounts.ts.
 */
import {
  CONNECTION_TYPE_BANKSAPI,
  type BankDetails,
  type FinancialContactBody,
  type FinancialContactCreateHeaders,
  type FinancialContactWire,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { NEW_CONTACT_ID_PREFIX } from '../constants.ts'
import {
  HTTP_REQUEST_TIMEOUT,
  ISSUE_KEYS,
  SOURCES,
  accountNotFound,
  badRequest,
  conflict,
  contactNotFound,
  fail,
  staleLock,
  type DbResult,
} from '../store/failures.ts'
import {
  bumped,
  copyOf,
  findAccount,
  findContact,
  firstLoginValue,
  isBlank,
  isPinBank,
  isStale,
  newId,
  replaceContact,
  type ContactRecord,
  type MemoryState,
} from '../store/state.ts'
import { unlinked } from './accounts.ts'
import { bankNotFound, findBank } from './bank-directory.ts'

/** The wire form of a contact body (the codec's output equals its type: no Money, no brands). */
export type FinancialContactBodyWire = FinancialContactBody

export const hasPin = (pin: string | null | undefined): boolean => !isBlank(pin)

/** A login must be given the PIN on each call unless it keeps one (or logs in by redirect, without a PIN). */
export const needsPin = (record: ContactRecord): boolean => record.wire.oauth2 !== true && !record.pinSaved

const isLoginTimeout = (state: MemoryState, bankCode: string | null | undefined): boolean =>
  bankCode != null && state.behaviour.loginTimeoutBankCodes.includes(bankCode)

/** Another login at the same bank with the same user id (case-insensitive, see firstLoginValue). */
const loginTaken = (state: MemoryState, bankCode: string | null | undefined, userId: string, exceptId?: string): boolean =>
  state.contacts.some(
    (c) => c.wire.financialContactId !== exceptId && c.wire.bankCode === bankCode && firstLoginValue(c.wire.userIdValues) === userId,
  )

const contactAlreadyExists = () => conflict(ISSUE_KEYS.contactAlreadyExists, SOURCES.bankCode)

/** A bank that requires the PIN to be saved refuses a login that does not save it (savePinRequired, s31). */
const savePinRefused = (savePinRequired: boolean | null | undefined, savePinEnabled: boolean | null | undefined) =>
  savePinRequired === true && savePinEnabled !== true ? badRequest(ISSUE_KEYS.savePinRequired, SOURCES.savePinEnabled) : undefined

export const listFinancialContacts = (state: MemoryState): ReadonlyArray<FinancialContactWire> =>
  copyOf(state.contacts.map((c) => c.wire))

export const getFinancialContact = (state: MemoryState, id: string): DbResult<FinancialContactWire> => {
  const record = findContact(state, id)
  return record === undefined ? contactNotFound() : E.right(copyOf(record.wire))
}

/** A redirect login came back: the temporary contact it started is completed. */
const completeRedirect = (state: MemoryState, temporaryContactId: string): DbResult<FinancialContactWire> => {
  const record = findContact(state, temporaryContactId)
  if (record === undefined) return contactNotFound()
  const wire = { ...record.wire, readyToUse: true, lockVersion: bumped(record.wire.lockVersion) }
  return E.right(copyOf(replaceContact(state, { ...record, wire }).wire))
}

/** The bank of a new login: known, with online banking. */
const bankForLogin = (state: MemoryState, body: FinancialContactBodyWire): DbResult<BankDetails> => {
  if (isBlank(body.bankCode)) return badRequest(ISSUE_KEYS.missingEntity, SOURCES.bankCode)
  const bank = findBank(state, body.bankCode?.trim())
  if (bank === undefined) return bankNotFound()
  return bank.onlinebankingSupported === true ? E.right(bank) : badRequest(ISSUE_KEYS.invalidModel, SOURCES.bankCode)
}

/**
 * POST v3/financialContacts. Checks, in order: a redirect error from the bank, a redirect return, the account being
 * reconnected, the bank (known, with online banking), the user id (unless the bank logs in by redirect), a bank that
 * requires the PIN saved, an existing login with the same user id at the bank (CONTACT_ALREADY_EXISTS), and last the
 * bank's reachability (408): the service checks what it knows before it calls the bank.
 * Readings: the existing account id only names the account being reconnected (the link is made by
 * updateContactAccount, s50); the redirect code and token are the bank's and are accepted unchecked; chosen: a
 * redirect that came back with the bank's error is a 400 banking_internal_error carrying the bank's text.
 */
export const createFinancialContact = (
  state: MemoryState,
  body: FinancialContactBodyWire,
  headers: FinancialContactCreateHeaders = {},
): DbResult<FinancialContactWire> => {
  if (!isBlank(headers.redirectError)) {
    return badRequest(ISSUE_KEYS.bankError, SOURCES.redirectError, { errorText: headers.redirectError?.trim() ?? '' })
  }
  if (!isBlank(headers.temporaryContactId)) return completeRedirect(state, headers.temporaryContactId ?? '')
  if (!isBlank(headers.existingAccountId) && findAccount(state, headers.existingAccountId ?? '') === undefined) {
    return accountNotFound(SOURCES.existingAccountId)
  }
  const found = bankForLogin(state, body)
  if (E.isLeft(found)) return found
  const bank = found.right
  const oauth2 = bank.oauth2 === true
  const userId = firstLoginValue(body.userIdValues)
  if (!oauth2 && userId === '') return badRequest(ISSUE_KEYS.userIdRequired, SOURCES.userIdValues)
  const pinBank = isPinBank(state, bank.bankCode)
  const refused = oauth2 ? undefined : savePinRefused(bank.savePinRequired, body.savePinEnabled)
  if (refused !== undefined) return refused
  if (!oauth2 && loginTaken(state, bank.bankCode, userId)) return contactAlreadyExists()
  if (isLoginTimeout(state, bank.bankCode)) return fail(HTTP_REQUEST_TIMEOUT)

  const savePinEnabled = !pinBank && body.savePinEnabled === true
  const wire: FinancialContactWire = {
    financialContactId: newId(state, NEW_CONTACT_ID_PREFIX, (id) => findContact(state, id) !== undefined),
    lockVersion: 0,
    bankCode: bank.bankCode,
    bic: bank.bic ?? null,
    bankName: bank.bankName,
    banksApiBankId: body.banksApiBankId ?? bank.banksApiBankId ?? null,
    readyToUse: true,
    maxTransactionHistoryInDays: bank.maxTransactionHistoryInDays ?? null,
    userIdValues: body.userIdValues ?? null,
    customerIdValues: body.customerIdValues ?? null,
    savePinEnabled,
    savePinRequired: bank.savePinRequired ?? false,
    oauth2,
    connectionType: CONNECTION_TYPE_BANKSAPI,
  }
  state.contacts = [...state.contacts, { wire, pinSaved: savePinEnabled && hasPin(body.pin) }]
  return E.right(copyOf(wire))
}

/** The accounts linked to a login, with their link marked ready again (new credentials clear a login error). */
const markLinkedAccountsReady = (state: MemoryState, financialContactId: string): void => {
  state.accounts = state.accounts.map((a) =>
    a.financialContact?.financialContactId === financialContactId
      ? { ...a, financialContact: { ...a.financialContact, readyToUse: true, errorMessage: null } }
      : a,
  )
}

/**
 * PUT v3/financialContacts/{id}: new credentials; the login is ready to use afterwards. A user id that another login
 * at the bank already has is CONTACT_ALREADY_EXISTS; the bank's savePinRequired holds as for a new login.
 */
export const updateFinancialContact = (
  state: MemoryState,
  id: string,
  body: FinancialContactBodyWire,
): DbResult<FinancialContactWire> => {
  const record = findContact(state, id)
  if (record === undefined) return contactNotFound()
  if (isStale(body.lockVersion, record.wire.lockVersion)) return staleLock()
  const oauth2 = record.wire.oauth2 === true
  const userIdValues = body.userIdValues === undefined ? record.wire.userIdValues : body.userIdValues
  const userId = firstLoginValue(userIdValues)
  if (!oauth2 && userId === '') return badRequest(ISSUE_KEYS.userIdRequired, SOURCES.userIdValues)
  const wantsPinSaved = body.savePinEnabled ?? record.wire.savePinEnabled
  const refused = oauth2 ? undefined : savePinRefused(record.wire.savePinRequired, wantsPinSaved)
  if (refused !== undefined) return refused
  if (!oauth2 && loginTaken(state, record.wire.bankCode, userId, id)) return contactAlreadyExists()
  if (isLoginTimeout(state, record.wire.bankCode)) return fail(HTTP_REQUEST_TIMEOUT)
  const savePinEnabled = !isPinBank(state, record.wire.bankCode) && wantsPinSaved === true
  const pinSaved = savePinEnabled && (hasPin(body.pin) || record.pinSaved)
  const wire: FinancialContactWire = {
    ...record.wire,
    ...(body.userIdValues === undefined ? {} : { userIdValues: body.userIdValues }),
    ...(body.customerIdValues === undefined ? {} : { customerIdValues: body.customerIdValues }),
    savePinEnabled,
    readyToUse: true,
    lockVersion: bumped(record.wire.lockVersion),
  }
  replaceContact(state, { wire, pinSaved })
  markLinkedAccountsReady(state, id)
  return E.right(copyOf(wire))
}

/** DELETE v100/deleteBankContact/{id}: the login goes, and every account linked to it loses the link. */
export const deleteBankContact = (state: MemoryState, id: string): DbResult<undefined> => {
  if (findContact(state, id) === undefined) return contactNotFound()
  state.contacts = state.contacts.filter((c) => c.wire.financialContactId !== id)
  state.accounts = state.accounts.map((a) => (a.financialContact?.financialContactId === id ? unlinked(a) : a))
  return E.right(undefined)
}
