/**
 * The accounts a bank login offers in the memory db, and the accounts created or reconnected through a login
 * (the logins: financial-contacts.ts).
 */
import {
  FinancialAccountTypeCodec,
  germanBankCodeOf,
  isFinancialContactReadyToUse,
  normalizeIban,
  type FinancialAccountBodyWire,
  type FinancialAccountType,
  type FinancialAccountWire,
  toIbanWithCheckDigits,
  type OnlineBankingAccountWire,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import {
  ISSUE_KEYS,
  SOURCES,
  accountNotFound,
  badRequest,
  conflict,
  contactNotFound,
  invalidQueryParameter,
  missingPin,
  staleLock,
  type DbResult,
} from '../store/failures.ts'
import { bumped, copyOf, findAccount, findContact, isBlank, isStale, replaceAccount, type ContactRecord, type MemoryState } from '../store/state.ts'
import { ONLINE_GIRO_ACTIONS, nameMissing, newAccountRecord, startingSync, withBody } from './accounts.ts'
import { hasPin, needsPin } from './financial-contacts.ts'

/** The query of the online banking accounts as the server reads it (type unchecked), with the PIN header's value. */
export interface OnlineBankingAccountsRequest {
  readonly accountType: string | null
  readonly reconnectFinancialAccountId: string | null
  /** Never stored. */
  readonly pin: string | null
}

/** The headers of PUT …/onlineBankingData as the db needs them. */
export interface OnlineBankingDataRequest {
  readonly pin: string | null
  readonly tan?: string
  readonly scaChallengeId?: string
}

/** The German IBAN of a bank code and an account number (padded to 10 digits), with the core's check digits. */
export const toGermanIban = (bankCode: string, accountNumber: string): string =>
  toIbanWithCheckDigits('DE', `${bankCode}${accountNumber.padStart(10, '0')}`)

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
  /** The bank's own name of the account and its balance (wire form: a number), as online banking shows them. */
  readonly name: string
  readonly balance: number | null
  /** The bank does not let this account be used online (chosen: the third account of every login). */
  readonly blockedByBank: boolean
}

/**
 * What every login offers (chosen for the demo, so a user can tell the accounts apart in s40): a business giro
 * account, an overnight savings account, and a credit card the bank does not release for online banking.
 */
const STANDARD_OFFERS: ReadonlyArray<Pick<OfferedAccount, 'type' | 'name' | 'balance' | 'blockedByBank'>> = [
  { type: 'GIRO', name: 'Geschäftskonto', balance: 12480.35, blockedByBank: false },
  { type: 'SAVINGS', name: 'Tagesgeld', balance: 25000, blockedByBank: false },
  { type: 'CREDITCARD', name: 'Mastercard Business', balance: -842.19, blockedByBank: true },
]

const offerOfAccount = (account: FinancialAccountWire, iban: string): OfferedAccount => ({
  type: account.type,
  accountNumber: iban.slice(-10),
  iban,
  name: account.name,
  balance: account.balance ?? null,
  blockedByBank: false,
})

/** The bank an account is held at: its bank code, else the one in its German IBAN. */
const bankCodeOfAccount = (account: FinancialAccountWire): string | undefined =>
  account.bankCode ?? (account.iban == null ? undefined : germanBankCodeOf(account.iban))

/**
 * What a login offers: STANDARD_OFFERS (a giro and a savings account, a credit card the bank does not release), the accounts of Kontor
 * already linked to the login and, when an account is being reconnected, that account if it is held at the login's
 * bank (another bank's login cannot offer it). Account numbers are derived from the login, so the answer is stable.
 */
const offeredAccounts = (
  state: MemoryState,
  record: ContactRecord,
  reconnecting?: FinancialAccountWire,
): ReadonlyArray<OfferedAccount> => {
  const bankCode = record.wire.bankCode ?? ''
  const base = String(numberOfContact(record.wire.financialContactId)).padStart(5, '0')
  const offers: OfferedAccount[] = STANDARD_OFFERS.map((offer, i) => {
    const accountNumber = `${base}0000${i + 1}`
    return { ...offer, accountNumber, iban: toGermanIban(bankCode, accountNumber) }
  })
  const held = state.accounts.filter(
    (a) =>
      a.iban != null &&
      (a.financialContact?.financialContactId === record.wire.financialContactId ||
        (a.financialAccountId === reconnecting?.financialAccountId && bankCodeOfAccount(a) === bankCode)),
  )
  for (const account of held) {
    const iban = normalizeIban(account.iban ?? '')
    if (!offers.some((o) => o.iban === iban)) offers.push(offerOfAccount(account, iban))
  }
  return offers
}

const ibanInUse = (state: MemoryState, iban: string, exceptId?: string | null): boolean =>
  state.accounts.some((a) => a.iban != null && normalizeIban(a.iban) === iban && a.financialAccountId !== exceptId)

/**
 * GET v101/financialContacts/{id}/onlineBankingAccounts. An account is addable unless the bank blocks it or Kontor
 * already has it; the account being reconnected is offered as addable (so s40 can select it by itself). A login that
 * is not ready to use answers an issue until its credentials are renewed (409, chosen); a login without a saved PIN
 * needs the PIN header (400 missing_entity@pin, chosen status).
 */
export const listOnlineBankingAccounts = (
  state: MemoryState,
  id: string,
  request: OnlineBankingAccountsRequest,
): DbResult<ReadonlyArray<OnlineBankingAccountWire>> => {
  const record = findContact(state, id)
  if (record === undefined) return contactNotFound()
  const { accountType } = request
  if (accountType !== null && !FinancialAccountTypeCodec.is(accountType)) return invalidQueryParameter(SOURCES.accountType)
  const reconnectId = request.reconnectFinancialAccountId
  const reconnected = reconnectId === null ? undefined : findAccount(state, reconnectId)
  if (reconnectId !== null && reconnected === undefined) return accountNotFound(SOURCES.reconnectFinancialAccountId)
  if (!isFinancialContactReadyToUse(record.wire)) return conflict(ISSUE_KEYS.contactNotReady, SOURCES.financialContactId)
  if (needsPin(record) && !hasPin(request.pin)) return missingPin()
  return E.right(
    offeredAccounts(state, record, reconnected)
      .filter((o) => accountType === null || o.type === accountType)
      .map((o) => ({
        addable: !o.blockedByBank && !ibanInUse(state, o.iban, reconnectId),
        accountNumber: o.accountNumber,
        iban: o.iban,
        name: o.name,
        type: o.type,
        balance: o.balance,
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

/** The online banking account a body names: by IBAN, else by account number; undefined when it names none. */
const wantedOf = (body: FinancialAccountBodyWire): { readonly iban?: string; readonly accountNumber?: string } | undefined => {
  const iban = isBlank(body.iban) ? undefined : normalizeIban(body.iban ?? '')
  const accountNumber = isBlank(body.accountNumber) ? undefined : body.accountNumber?.replace(/\s+/g, '')
  if (iban === undefined && accountNumber === undefined) return undefined
  return { ...(iban === undefined ? {} : { iban }), ...(accountNumber === undefined ? {} : { accountNumber }) }
}

/**
 * The offer of the login that the body names, if the login offers it and it can be added: not blocked by the bank,
 * not held by another account of Kontor (`ownId`: the account being reconnected may hold it). Anything else is 409
 * accounts.onlineBankingAccountNotAddable naming the account.
 */
const addableOffer = (
  state: MemoryState,
  offers: ReadonlyArray<OfferedAccount>,
  wanted: { readonly iban?: string; readonly accountNumber?: string },
  ownId?: string,
): DbResult<OfferedAccount> => {
  const offer = offers.find((o) => (wanted.iban !== undefined ? o.iban === wanted.iban : o.accountNumber === wanted.accountNumber))
  if (offer === undefined || offer.blockedByBank || ibanInUse(state, offer.iban, ownId)) {
    return conflict(ISSUE_KEYS.notAddable, SOURCES.accountNumber, { account: offer?.iban ?? wanted.iban ?? wanted.accountNumber ?? '' })
  }
  return E.right(offer)
}

/**
 * POST v3/financialContacts/{id}/financialAccounts (s50, new). The online banking account is named by the body's IBAN
 * or account number and must be one the login offers as addable. Reading: the login knows the account's type, so the
 * new account takes the offer's type (the wizard sends GIRO for every account it adds).
 */
export const createContactAccount = (
  state: MemoryState,
  contactId: string,
  body: FinancialAccountBodyWire,
): DbResult<FinancialAccountWire> => {
  const record = findContact(state, contactId)
  if (record === undefined) return contactNotFound()
  const missing = nameMissing(body)
  if (missing !== undefined) return missing
  const wanted = wantedOf(body)
  if (wanted === undefined) return badRequest(ISSUE_KEYS.missingEntity, SOURCES.accountNumber)
  const offer = addableOffer(state, offeredAccounts(state, record), wanted)
  if (E.isLeft(offer)) return offer
  const { type, iban, accountNumber } = offer.right
  const fresh = newAccountRecord(state, { ...body, type, iban, accountNumber })
  const account = startingSync(state, connectedTo(record, fresh))
  state.accounts = [...state.accounts, account]
  return E.right(copyOf(account))
}

/**
 * PUT v101/financialContacts/{id}/financialAccounts/{accountId} (s50, reconnect): the account joins the login. The
 * login must hold the account: its IBAN among the login's offers, or (a card without IBAN) the login's bank its bank,
 * so another bank's login cannot take it over (409 accounts.onlineBankingAccountNotAddable). The online banking
 * account the body names, if any, must be one of the login's addable offers; the account takes its IBAN.
 */
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
  const missing = nameMissing(body)
  if (missing !== undefined) return missing
  const offers = offeredAccounts(state, record, account)
  const ownIban = account.iban == null ? undefined : normalizeIban(account.iban)
  const held = ownIban === undefined ? bankCodeOfAccount(account) === record.wire.bankCode : offers.some((o) => o.iban === ownIban)
  if (!held) return conflict(ISSUE_KEYS.notAddable, SOURCES.accountNumber, { account: ownIban ?? account.name })
  const wanted = wantedOf(body)
  const offer = wanted === undefined ? undefined : addableOffer(state, offers, wanted, accountId)
  if (offer !== undefined && E.isLeft(offer)) return offer
  const updated = {
    ...withBody(account, body),
    ...(offer === undefined ? {} : { iban: offer.right.iban }),
    lockVersion: bumped(account.lockVersion),
  }
  return E.right(copyOf(replaceAccount(state, startingSync(state, connectedTo(record, updated)))))
}

/**
 * PUT v101/financialContacts/{id}/financialAccounts/{accountId}/onlineBankingData: the PIN (and an SCA answer) for the
 * account's next sync, which starts at once; the account changes, so its lockVersion is bumped. Reading: the demo's
 * banks ask for no TAN, so the SCA headers are accepted and not checked.
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
  const syncing = startingSync(state, { ...account, lockVersion: bumped(account.lockVersion) })
  return E.right(copyOf(replaceAccount(state, syncing)))
}
