/**
 * The bank logins (financial contacts) of the memory db, the accounts a login offers, and the accounts created or
 * reconnected through a login. A PIN is only ever checked for presence, never kept: a contact remembers whether a
 * PIN is saved (`pinSaved`), nothing more.
 */
import {
  ACCOUNT_STATUS_IDLE,
  ACCOUNT_SYSTEM_INTERNAL,
  CONNECTION_TYPE_BANKSAPI,
  normalizeIban,
  type FinancialAccountBodyWire,
  type FinancialAccountType,
  type FinancialAccountWire,
  type FinancialContactBody,
  type FinancialContactCreateHeaders,
  type FinancialContactWire,
  type OnlineBankingAccount,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { NEW_CONTACT_ID_PREFIX } from './constants.ts'
import { ONLINE_GIRO_ACTIONS, newAccountId, staleLock, startingSync, withBody } from './memory-accounts.ts'
import { bankNotFound, findBank } from './memory-bank-directory.ts'
import {
  HTTP_CONFLICT,
  HTTP_REQUEST_TIMEOUT,
  ISSUE_KEYS,
  SOURCES,
  accountNotFound,
  badRequest,
  contactNotFound,
  fail,
  issueOf,
  type DbResult,
} from './memory-failures.ts'
import {
  bumped,
  copyOf,
  findAccount,
  findContact,
  isBlank,
  isPinBank,
  isStale,
  newId,
  replaceAccount,
  replaceContact,
  todayOf,
  type ContactRecord,
  type MemoryState,
} from './memory-state.ts'

/** The wire form of a contact body (the codec's output equals its type: no Money, no brands). */
export type FinancialContactBodyWire = FinancialContactBody

/** The query of the online banking accounts, with the PIN header's value (never stored). */
export interface OnlineBankingAccountsRequest {
  readonly accountType: FinancialAccountType | null
  readonly reconnectFinancialAccountId: string | null
  readonly pin: string | null
}

/** The headers of PUT …/onlineBankingData as the db needs them. */
export interface OnlineBankingDataRequest {
  readonly pin: string | null
  readonly tan?: string
  readonly scaChallengeId?: string
}

const hasPin = (pin: string | null | undefined): boolean => !isBlank(pin)

/** A login must be given the PIN on each call unless it keeps one (or logs in by redirect, without a PIN). */
const needsPin = (record: ContactRecord): boolean => record.wire.oauth2 !== true && !record.pinSaved

const missingPin = () => badRequest(ISSUE_KEYS.missingEntity, SOURCES.pin)

const isLoginTimeout = (state: MemoryState, bankCode: string | null | undefined): boolean =>
  bankCode != null && state.behaviour.loginTimeoutBankCodes.includes(bankCode)

const firstValue = (values: ReadonlyArray<string> | null | undefined): string =>
  values?.find((v) => v.trim() !== '')?.trim().toLowerCase() ?? ''

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

/**
 * POST v3/financialContacts. Checks, in order: a redirect error from the bank, a redirect return, the account being
 * reconnected, the bank (known, with online banking), the bank's reachability (408), the user id (unless the bank
 * logs in by redirect), an existing login with the same user id at the bank (CONTACT_ALREADY_EXISTS).
 * Reading: the existing account id only names the account being reconnected (the link is made by
 * updateContactAccount, s50); the redirect code and token are the bank's and are accepted unchecked.
 */
export const createFinancialContact = (
  state: MemoryState,
  body: FinancialContactBodyWire,
  headers: FinancialContactCreateHeaders = {},
): DbResult<FinancialContactWire> => {
  if (!isBlank(headers.redirectError)) {
    const errorText = headers.redirectError?.trim() ?? ''
    return badRequest(ISSUE_KEYS.bankError, SOURCES.redirectError, { errorText })
  }
  if (headers.temporaryContactId !== undefined && !isBlank(headers.temporaryContactId)) {
    return completeRedirect(state, headers.temporaryContactId)
  }
  if (headers.existingAccountId !== undefined && findAccount(state, headers.existingAccountId) === undefined) {
    return accountNotFound(SOURCES.existingAccountId)
  }
  if (isBlank(body.bankCode)) return badRequest(ISSUE_KEYS.missingEntity, SOURCES.bankCode)
  const bank = findBank(state, body.bankCode?.trim())
  if (bank === undefined) return bankNotFound()
  if (bank.onlinebankingSupported !== true) return badRequest(ISSUE_KEYS.invalidModel, SOURCES.bankCode)
  if (isLoginTimeout(state, bank.bankCode)) return fail(HTTP_REQUEST_TIMEOUT)
  const oauth2 = bank.oauth2 === true
  if (!oauth2 && firstValue(body.userIdValues) === '') return badRequest(ISSUE_KEYS.userIdRequired, SOURCES.userIdValues)
  const duplicate = state.contacts.some(
    (c) => c.wire.bankCode === bank.bankCode && !oauth2 && firstValue(c.wire.userIdValues) === firstValue(body.userIdValues),
  )
  if (duplicate) return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.contactAlreadyExists, SOURCES.bankCode))

  const pinBank = isPinBank(state, bank.bankCode)
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

/** PUT v3/financialContacts/{id}: new credentials; the login is ready to use afterwards. */
export const updateFinancialContact = (
  state: MemoryState,
  id: string,
  body: FinancialContactBodyWire,
): DbResult<FinancialContactWire> => {
  const record = findContact(state, id)
  if (record === undefined) return contactNotFound()
  if (isStale(body.lockVersion, record.wire.lockVersion)) return staleLock()
  if (isLoginTimeout(state, record.wire.bankCode)) return fail(HTTP_REQUEST_TIMEOUT)
  if (record.wire.oauth2 !== true && body.userIdValues !== undefined && firstValue(body.userIdValues) === '') {
    return badRequest(ISSUE_KEYS.userIdRequired, SOURCES.userIdValues)
  }
  const pinBank = isPinBank(state, record.wire.bankCode)
  const savePinEnabled = !pinBank && (body.savePinEnabled ?? record.wire.savePinEnabled) === true
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
  state.accounts = state.accounts.map((a) =>
    a.financialContact?.financialContactId === id
      ? {
          ...a,
          financialContact: null,
          connected: false,
          availableActions: a.availableActions.filter((action) => action === 'EDIT'),
          lockVersion: bumped(a.lockVersion),
        }
      : a,
  )
  return E.right(undefined)
}

/** ISO 13616 check digits of a German IBAN for the bank code and a 10-digit account number. */
export const toGermanIban = (bankCode: string, accountNumber: string): string => {
  const bban = `${bankCode}${accountNumber.padStart(10, '0')}`
  // 'DE' is 13 14; the check digits are 98 minus the remainder of bban + 'DE00' read as a number.
  const remainder = Number(BigInt(`${bban}131400`) % 97n)
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`
}

/** A small number that stands for the login, so each login offers accounts of its own. */
const numberOfContact = (financialContactId: string): number => {
  let n = 0
  for (const ch of financialContactId) n = (n * 31 + (ch.codePointAt(0) ?? 0)) % 100_000
  return n
}

interface OfferedAccount {
  readonly type: FinancialAccountType
  readonly accountNumber: string
  readonly iban: string
  /** The bank does not let this account be used online (chosen: the third account of every login). */
  readonly blockedByBank: boolean
}

/**
 * What a login offers: a giro and a savings account, a third giro the bank does not release, and the accounts of
 * Kontor already linked to the login. Account numbers are derived from the login, so the answer is stable.
 */
const offeredAccounts = (state: MemoryState, record: ContactRecord): ReadonlyArray<OfferedAccount> => {
  const bankCode = record.wire.bankCode ?? ''
  const base = String(numberOfContact(record.wire.financialContactId)).padStart(5, '0')
  const generated = (['GIRO', 'SAVINGS', 'GIRO'] as const).map((type, i) => {
    const accountNumber = `${base}0000${i + 1}`
    return { type, accountNumber, iban: toGermanIban(bankCode, accountNumber), blockedByBank: i === 2 }
  })
  const linked = state.accounts
    .filter((a) => a.financialContact?.financialContactId === record.wire.financialContactId && a.iban != null)
    .map((a) => {
      const iban = normalizeIban(a.iban ?? '')
      return { type: a.type, accountNumber: iban.slice(-10), iban, blockedByBank: false }
    })
  return [...generated, ...linked.filter((l) => !generated.some((g) => g.iban === l.iban))]
}

const ibanInUse = (state: MemoryState, iban: string, exceptId?: string | null): boolean =>
  state.accounts.some((a) => a.iban != null && normalizeIban(a.iban) === iban && a.financialAccountId !== exceptId)

/**
 * GET v101/financialContacts/{id}/onlineBankingAccounts. An account is addable unless the bank blocks it or Kontor
 * already has it; the account being reconnected is offered as addable (so s40 can select it by itself).
 */
export const listOnlineBankingAccounts = (
  state: MemoryState,
  id: string,
  request: OnlineBankingAccountsRequest,
): DbResult<ReadonlyArray<OnlineBankingAccount>> => {
  const record = findContact(state, id)
  if (record === undefined) return contactNotFound()
  const reconnectId = request.reconnectFinancialAccountId
  const reconnected = reconnectId === null ? undefined : findAccount(state, reconnectId)
  if (reconnectId !== null && reconnected === undefined) return accountNotFound(SOURCES.reconnectFinancialAccountId)
  if (needsPin(record) && !hasPin(request.pin)) return missingPin()

  const offered = [...offeredAccounts(state, record)]
  const reconnectedIban = reconnected?.iban == null ? undefined : normalizeIban(reconnected.iban)
  if (reconnected !== undefined && reconnectedIban !== undefined && !offered.some((o) => o.iban === reconnectedIban)) {
    offered.push({ type: reconnected.type, accountNumber: reconnectedIban.slice(-10), iban: reconnectedIban, blockedByBank: false })
  }
  return E.right(
    offered
      .filter((o) => request.accountType === null || o.type === request.accountType)
      .map((o) => ({
        addable: !o.blockedByBank && !ibanInUse(state, o.iban, reconnectId),
        accountNumber: o.accountNumber,
        iban: o.iban,
      })),
  )
}

/** The link an account keeps to its login. */
const linkTo = (record: ContactRecord): NonNullable<FinancialAccountWire['financialContact']> => ({
  financialContactId: record.wire.financialContactId,
  bic: record.wire.bic ?? null,
  bankCode: record.wire.bankCode ?? null,
  readyToUse: true,
  maxTransactionHistoryInDays: record.wire.maxTransactionHistoryInDays ?? null,
})

/** The bank data an account takes from its login, and the actions online banking gives it. */
const connectedTo = (record: ContactRecord, account: FinancialAccountWire): FinancialAccountWire => ({
  ...account,
  bic: record.wire.bic ?? null,
  bankCode: record.wire.bankCode ?? null,
  bankName: record.wire.bankName ?? null,
  financialContact: linkTo(record),
  connected: true,
  availableActions: account.type === 'GIRO' ? ONLINE_GIRO_ACTIONS : account.availableActions,
})

/**
 * POST v3/financialContacts/{id}/financialAccounts (s50, new). The online banking account is named by the body's IBAN
 * or account number; one the login does not offer as addable is refused.
 */
export const createContactAccount = (
  state: MemoryState,
  contactId: string,
  body: FinancialAccountBodyWire,
): DbResult<FinancialAccountWire> => {
  const record = findContact(state, contactId)
  if (record === undefined) return contactNotFound()
  if (isBlank(body.name)) return badRequest(ISSUE_KEYS.missingEntity, 'name')
  const wantedIban = isBlank(body.iban) ? undefined : normalizeIban(body.iban ?? '')
  const wantedNumber = isBlank(body.accountNumber) ? undefined : body.accountNumber?.replace(/\s+/g, '')
  if (wantedIban === undefined && wantedNumber === undefined) return badRequest(ISSUE_KEYS.missingEntity, SOURCES.accountNumber)
  const offer = offeredAccounts(state, record).find((o) => o.iban === wantedIban || o.accountNumber === wantedNumber)
  const iban = offer?.iban ?? wantedIban
  if (offer?.blockedByBank === true || (iban !== undefined && ibanInUse(state, iban))) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.notAddable, SOURCES.accountNumber, { account: iban ?? wantedNumber ?? '' }))
  }
  const fresh: FinancialAccountWire = {
    ...withBody(
      {
        financialAccountId: newAccountId(state),
        name: body.name,
        type: body.type,
        accountSystem: ACCOUNT_SYSTEM_INTERNAL,
        balance: 0,
        balanceDate: todayOf(state),
        lockVersion: 0,
        state: { status: ACCOUNT_STATUS_IDLE, errorOnSync: false },
        availableActions: ['EDIT'],
        sepaInstantCapable: false,
        sepaInstantAllowed: false,
      },
      body,
    ),
    iban: iban ?? null,
  }
  const account = startingSync(state, connectedTo(record, fresh))
  state.accounts = [...state.accounts, account]
  return E.right(copyOf(account))
}

/** PUT v101/financialContacts/{id}/financialAccounts/{accountId} (s50, reconnect): the account joins the login. */
export const updateContactAccount = (
  state: MemoryState,
  contactId: string,
  accountId: string,
  body: FinancialAccountBodyWire,
): DbResult<FinancialAccountWire> => {
  const record = findContact(state, contactId)
  if (record === undefined) return contactNotFound()
  const account = findAccount(state, accountId)
  if (account === undefined) return accountNotFound()
  if (isStale(body.lockVersion, account.lockVersion)) return staleLock()
  if (isBlank(body.name)) return badRequest(ISSUE_KEYS.missingEntity, 'name')
  const updated = { ...withBody(account, body), lockVersion: bumped(account.lockVersion) }
  return E.right(copyOf(replaceAccount(state, startingSync(state, connectedTo(record, updated)))))
}

/**
 * PUT v101/financialContacts/{id}/financialAccounts/{accountId}/onlineBankingData: the PIN (and an SCA answer) for the
 * account's next sync, which starts at once. Reading: the demo's banks ask for no TAN, so the SCA headers are accepted
 * and not checked.
 */
export const updateOnlineBankingData = (
  state: MemoryState,
  contactId: string,
  accountId: string,
  request: OnlineBankingDataRequest,
): DbResult<FinancialAccountWire> => {
  const record = findContact(state, contactId)
  if (record === undefined) return contactNotFound()
  const account = findAccount(state, accountId)
  if (account === undefined || account.financialContact?.financialContactId !== contactId) return accountNotFound()
  if (needsPin(record) && !hasPin(request.pin)) return missingPin()
  return E.right(copyOf(replaceAccount(state, startingSync(state, account))))
}

