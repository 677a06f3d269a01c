/**
 * The person's part of the onboarding in the memory db: the person, the identifications, the sole trader's account,
 * the card and a cancelled activation.
 */
import {
  toIbanWithCheckDigits,
  validateFatcaAnswer,
  validateFreelancerData,
  type BusinessBankAccount,
  type CardOrder,
  type CardOrderRequest,
  type CurrentPerson,
  type Identification,
  type Person,
  type PersonOnboarding,
  type SavedPerson,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import {
  CARD_ORDERED_STATUS,
  IDENTIFICATION_EMBED_PATH,
  IDENTIFICATION_OUTCOME_BY_LAST_DIGIT,
  IDENTIFICATION_REVIEW_DELAY_MS,
  NEW_BANK_ACCOUNT_ID_PREFIX,
  NEW_CARD_ID_PREFIX,
  NEW_IDENTIFICATION_ID_PREFIX,
  NEW_LEXBANK_BUSINESS_ID_PREFIX,
  NEW_LEXBANK_FINANCIAL_ACCOUNT_ID_PREFIX,
  NEW_PERSON_ID_PREFIX,
  ONBOARDING_NOT_STARTED_STATUS,
  PARTNER_BANK,
} from '../constants.ts'
import { rejected, type DbResult } from '../store/failures.ts'
import { copyOf, newId, type MemoryState } from '../store/state.ts'
import { onboardingStatusAt, settleOnboarding } from './onboarding-process.ts'
import { ONBOARDING_SOURCES, findPerson, notFound, nowMs, records, withAddressDefaults } from './onboarding-records.ts'
import { isGiven, issuesOf, personIssues } from './onboarding-rules.ts'
import type { IdentificationRecord, OnboardingAccountRecord } from './onboarding-state.ts'

// --- person

export const getCurrentPerson = (state: MemoryState): DbResult<CurrentPerson> => E.right({ personId: records(state).currentPersonId })

export const getPerson = (state: MemoryState, personId: string): DbResult<SavedPerson> => {
  const person = findPerson(state, personId)
  return person === undefined ? notFound(ONBOARDING_SOURCES.personId) : E.right(copyOf(person))
}

/** PUT persons: creates (no id) or updates (its id) the person, every filled-in field by core's rules. */
export const savePerson = (state: MemoryState, person: Person): DbResult<SavedPerson> => {
  const issues = personIssues(state, person)
  if (issues.length > 0) return rejected(issues)
  const onboarding = records(state)
  const id = person.id
  if (id != null && findPerson(state, id) === undefined) return notFound(ONBOARDING_SOURCES.personId)
  const saved: SavedPerson = {
    ...person,
    ...withAddressDefaults('address', person.address),
    ...withAddressDefaults('businessAddress', person.businessAddress),
    id: id ?? newId(state, NEW_PERSON_ID_PREFIX, (candidate) => findPerson(state, candidate) !== undefined),
  }
  onboarding.persons = id == null ? [...onboarding.persons, saved] : onboarding.persons.map((p) => (p.id === id ? saved : p))
  if (onboarding.currentPersonId === null) onboarding.currentPersonId = saved.id
  return E.right(copyOf(saved))
}

// --- identification

export const answerOf = (record: IdentificationRecord): Identification => ({
  id: record.id,
  status: record.status,
  personId: record.personId,
  businessId: record.businessId,
  url: record.url,
})

export const newIdentification = (state: MemoryState, personId: string, businessId: string | null): IdentificationRecord => {
  const onboarding = records(state)
  const id = newId(state, NEW_IDENTIFICATION_ID_PREFIX, (candidate) => onboarding.identifications.some((i) => i.id === candidate))
  const record: IdentificationRecord = {
    id,
    status: 'created',
    personId,
    businessId,
    url: `${IDENTIFICATION_EMBED_PATH}?identificationId=${encodeURIComponent(id)}`,
    createdAtMs: nowMs(state),
    reviewEndsAtMs: null,
  }
  onboarding.identifications = [...onboarding.identifications, record]
  return record
}

/** The outcome of the identification of the person with this mobile number (the demo's last-digit rule). */
export const identificationOutcomeOf = (mobileNumber: string | null | undefined): 'successful' | 'pending' | 'pending_successful' | 'failed' =>
  IDENTIFICATION_OUTCOME_BY_LAST_DIGIT[(mobileNumber ?? '').trim().slice(-1)] ?? 'successful'

/** The embed closed: a 'created' identification gets its outcome (a decided one stays as it is). */
export const decide = (state: MemoryState, record: IdentificationRecord): void => {
  if (record.status !== 'created') return
  const outcome = identificationOutcomeOf(record.personId === null ? null : findPerson(state, record.personId)?.mobileNumber)
  record.status = outcome
  record.reviewEndsAtMs = outcome === 'pending' ? nowMs(state) + IDENTIFICATION_REVIEW_DELAY_MS : null
}

export const createIdentification = (state: MemoryState, personId: string): DbResult<Identification> =>
  findPerson(state, personId) === undefined ? notFound(ONBOARDING_SOURCES.personId) : E.right(answerOf(newIdentification(state, personId, null)))

export const updateIdentification = (state: MemoryState, identificationId: string): DbResult<Identification> => {
  const record = records(state).identifications.find((i) => i.id === identificationId)
  if (record === undefined) return notFound(ONBOARDING_SOURCES.identificationId)
  decide(state, record)
  return E.right(answerOf(record))
}

/** The person's identifications, newest first. */
export const listIdentifications = (state: MemoryState, personId: string): DbResult<ReadonlyArray<Identification>> =>
  findPerson(state, personId) === undefined
    ? notFound(ONBOARDING_SOURCES.personId)
    : E.right(records(state).identifications.filter((i) => i.personId === personId).reverse().map(answerOf))

// --- accounts and the onboarding

/** The businesses a person represents. */
const businessesOf = (state: MemoryState, personId: string): ReadonlyArray<string> =>
  records(state).legalRepresentatives.filter((l) => l.legalRepresentativeId === personId).map((l) => l.businessId)

/** The account a person's onboarding is about: their own, else that of a business they represent. */
const accountOfPerson = (state: MemoryState, personId: string): OnboardingAccountRecord | undefined => {
  const accounts = records(state).accounts
  const businesses = businessesOf(state, personId)
  return accounts.find((a) => a.personId === personId) ?? accounts.find((a) => a.businessId !== null && businesses.includes(a.businessId))
}

export const accountAnswerOf = (state: MemoryState, account: OnboardingAccountRecord): BusinessBankAccount => ({
  accountId: account.accountId,
  financialAccountId: account.financialAccountId,
  iban: account.iban,
  status: onboardingStatusAt(account, nowMs(state)),
})

export const getPersonOnboarding = (state: MemoryState, personId: string): DbResult<PersonOnboarding> => {
  if (findPerson(state, personId) === undefined) return notFound(ONBOARDING_SOURCES.personId)
  const account = accountOfPerson(state, personId)
  return E.right(
    account === undefined
      ? { personId, status: ONBOARDING_NOT_STARTED_STATUS }
      : { personId, status: onboardingStatusAt(account, nowMs(state)), accountId: account.accountId, financialAccountId: account.financialAccountId, iban: account.iban },
  )
}

/** A new account of the partner bank: its ids, a valid German IBAN of the bank, the process started now. */
export const openAccount = (
  state: MemoryState,
  owner: { readonly personId: string | null; readonly businessId: string | null; readonly accountHolder: string },
): OnboardingAccountRecord => {
  const onboarding = records(state)
  const accountId = newId(state, NEW_BANK_ACCOUNT_ID_PREFIX, (id) => onboarding.accounts.some((a) => a.accountId === id))
  const financialAccountId = newId(state, NEW_LEXBANK_FINANCIAL_ACCOUNT_ID_PREFIX, (id) => state.accounts.some((a) => a.financialAccountId === id))
  const accountNumber = String(9_000_000_000 + state.nextId).padStart(10, '0')
  const account: OnboardingAccountRecord = {
    accountId,
    personId: owner.personId,
    businessId: owner.businessId,
    lexBankBusinessId:
      owner.businessId ?? newId(state, NEW_LEXBANK_BUSINESS_ID_PREFIX, (id) => onboarding.accounts.some((a) => a.lexBankBusinessId === id)),
    financialAccountId,
    iban: toIbanWithCheckDigits('DE', `${PARTNER_BANK.bankCode}${accountNumber}`),
    accountHolder: owner.accountHolder,
    startedAtMs: nowMs(state),
    completed: false,
  }
  onboarding.accounts = [...onboarding.accounts, account]
  settleOnboarding(state)
  return account
}

/** POST lexbankAccounts/{personId}: the sole trader's account, once per person; the person's data must be complete. */
export const createAccount = (state: MemoryState, personId: string): DbResult<BusinessBankAccount> => {
  const person = findPerson(state, personId)
  if (person === undefined) return notFound(ONBOARDING_SOURCES.personId)
  const existing = records(state).accounts.find((a) => a.personId === personId)
  if (existing !== undefined) return E.right(accountAnswerOf(state, existing))
  const issues = [...issuesOf(validateFreelancerData(person)), ...(person.fatcaRelevant === true ? issuesOf(validateFatcaAnswer(true)) : [])]
  if (issues.length > 0) return rejected(issues)
  const holder = isGiven(person.businessTradingName) ? (person.businessTradingName ?? '') : `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()
  return E.right(accountAnswerOf(state, openAccount(state, { personId, businessId: null, accountHolder: holder })))
}

/** POST cards: one card per account, for a person the account belongs to; a second order answers the first. */
export const orderCard = (state: MemoryState, request: CardOrderRequest): DbResult<CardOrder> => {
  const onboarding = records(state)
  const account = onboarding.accounts.find((a) => a.accountId === request.accountId)
  if (findPerson(state, request.personId) === undefined) return notFound(ONBOARDING_SOURCES.personId)
  if (account === undefined || accountOfPerson(state, request.personId)?.accountId !== account.accountId) return notFound(ONBOARDING_SOURCES.accountId)
  if (account.financialAccountId !== request.financialAccountId) return notFound(ONBOARDING_SOURCES.financialAccountId)
  const ordered = onboarding.cardOrders.find((c) => c.accountId === account.accountId)
  if (ordered !== undefined) return E.right({ cardId: ordered.cardId, status: CARD_ORDERED_STATUS })
  const cardId = newId(state, NEW_CARD_ID_PREFIX, (id) => onboarding.cardOrders.some((c) => c.cardId === id))
  onboarding.cardOrders = [...onboarding.cardOrders, { cardId, ...request }]
  return E.right({ cardId, status: CARD_ORDERED_STATUS })
}

/**
 * DELETE activation: the person and businesses in progress are gone (with their links, owners and identifications);
 * whatever already has an account stays, and so does the person it belongs to.
 */
export const cancelActivation = (state: MemoryState): DbResult<undefined> => {
  const onboarding = records(state)
  const keptBusinesses = new Set(onboarding.accounts.flatMap((a) => (a.businessId === null ? [] : [a.businessId])))
  const keptPersons = new Set([
    ...onboarding.accounts.flatMap((a) => (a.personId === null ? [] : [a.personId])),
    ...onboarding.legalRepresentatives.filter((l) => keptBusinesses.has(l.businessId)).map((l) => l.legalRepresentativeId),
  ])
  onboarding.persons = onboarding.persons.filter((p) => keptPersons.has(p.id))
  onboarding.businesses = onboarding.businesses.filter((b) => keptBusinesses.has(b.id))
  onboarding.legalRepresentatives = onboarding.legalRepresentatives.filter((l) => keptBusinesses.has(l.businessId))
  onboarding.beneficialOwners = onboarding.beneficialOwners.filter((o) => keptBusinesses.has(o.businessId))
  onboarding.identifications = onboarding.identifications.filter((i) => i.personId !== null && keptPersons.has(i.personId))
  onboarding.legalIdentifications = onboarding.legalIdentifications.filter((id) => keptBusinesses.has(id))
  if (onboarding.currentPersonId !== null && !keptPersons.has(onboarding.currentPersonId)) onboarding.currentPersonId = null
  return E.right(undefined)
}
