/**
 * The business account onboarding's calls in the memory db (spec: hub-and-business-account 3, 4.1, 4.2, 5, 7): the
 * person, the business with its legal representatives and beneficial owners, the register lookup, organisation types
 * and branches, identification, the account, the card and the tax number. Every value is checked by core's rules
 * (400 with the issues on their fields); a body's texts by their limits in memory-routes.ts.
 *
 * The demo's rules (chosen; the README's scenario table lists them):
 * - a saved person or business is checked field by field as far as it is filled in (the wizard saves step by step);
 *   opening the account needs the person's data complete (validateFreelancerData);
 * - an identification starts 'created'; when the embed closed (updateIdentification, processBusinessIdentification)
 *   its outcome follows the decisive person's mobile number's last digit: 7 'pending' for
 *   IDENTIFICATION_REVIEW_DELAY_MS then 'successful', 8 'pending_successful', 9 'failed', any other 'successful';
 * - an account's onboarding moves ON_BOARDING_STARTED → FINANCE_ACCOUNT_CREATION_PENDING → SCREENING_PENDING →
 *   FINANCE_ACCOUNT_CREATION_COMPLETED, one step every ONBOARDING_STEP_DELAY_MS on the db clock, settled before every
 *   operation of the db (withOnboardingUpkeep), as memory-hub.ts settles the device link. The account state's
 *   businessOnBoarding follows it; on completion the account's LEXBANK financial account joins the account list;
 * - one account per person and per business, one card per account, one beneficial-owner record per person and
 *   business; the shares of one business never exceed 100 %.
 */
import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  COMPLETED_ONBOARDING_STATUS,
  DEFAULT_ADDRESS_COUNTRY_CODE,
  DEFAULT_LEGAL_FORM,
  DEFAULT_REPRESENTATION_TYPE,
  ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED,
  ONBOARDING_STATUSES,
  ORGANIZATION_TYPES,
  berlinDateOf,
  isBeneficialOwnerShare,
  parseRegistrationNumber,
  parseTaxIdentificationNumber,
  parseVatId,
  parseVotingShare,
  toIbanWithCheckDigits,
  toWireVotingShare,
  validateBirthDate,
  validateBusinessAddress,
  validateBusinessData,
  validateBusinessTax,
  validateCompanyNameSearch,
  validateFatcaAnswer,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validateIndustrySearchTerm,
  validateLegalRepresentative,
  validateLegalRepresentativeList,
  validatePostalAddress,
  validateVotingShareTotal,
  VOTING_SHARE_TOO_LOW_KEY,
  type BankAccountStateWire,
  type BeneficialOwner,
  type BranchOfIndustry,
  type Business,
  type BusinessBankAccount,
  type CardOrder,
  type CardOrderRequest,
  type CommercialRegistration,
  type CurrentPerson,
  type FinancialAccountWire,
  type Identification,
  type LegalRepresentativeLink,
  type OnboardingPort,
  type OrganisationBranch,
  type OrganizationTypes,
  type Person,
  type PersonOnboarding,
  type SavedBusiness,
  type SavedPerson,
  type ValidationIssue,
  type VotingShare,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import {
  CARD_ORDERED_STATUS,
  IDENTIFICATION_EMBED_PATH,
  IDENTIFICATION_OUTCOME_BY_LAST_DIGIT,
  IDENTIFICATION_REVIEW_DELAY_MS,
  NEW_BANK_ACCOUNT_ID_PREFIX,
  NEW_BUSINESS_ACCOUNT_ACTIONS,
  NEW_BUSINESS_ACCOUNT_NAME,
  NEW_BUSINESS_ID_PREFIX,
  NEW_CARD_ID_PREFIX,
  NEW_IDENTIFICATION_ID_PREFIX,
  NEW_LEXBANK_BUSINESS_ID_PREFIX,
  NEW_LEXBANK_FINANCIAL_ACCOUNT_ID_PREFIX,
  NEW_PERSON_ID_PREFIX,
  ONBOARDING_NOT_STARTED_STATUS,
  ONBOARDING_STEP_DELAY_MS,
  PARTNER_BANK,
} from './constants.ts'
import { afterReady, loadOncePerState } from './load-on-first-use.ts'
import { HTTP_NOT_FOUND, ISSUE_KEYS, badRequest, fail, issueOf, rejected, type DbResult } from './memory-failures.ts'
import type { IdentificationRecord, OnboardingAccountRecord, OnboardingState } from './memory-onboarding-state.ts'
import { copyOf, newId, type MemoryState } from './memory-state.ts'

/** The sources the onboarding's 404s name (the path's or query's parameter). */
export const ONBOARDING_SOURCES = {
  personId: 'personId',
  businessId: 'businessId',
  accountId: 'accountId',
  identificationId: 'identificationId',
  branchId: 'branchId',
  legalRepresentativeId: 'legalRepresentativeId',
  lexBankBusinessId: 'lexBankBusinessId',
  registrationNumber: 'registrationNumber',
  votingShare: 'votingShare',
  financialAccountId: 'financialAccountId',
} as const

/** An address as the person and business bodies carry it. */
type WireAddress = NonNullable<Person['address']>

const notFound = (source: string) => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.notFound, source))

const nowMs = (state: MemoryState): number => state.clock.now().getTime()
const records = (state: MemoryState): OnboardingState => state.onboarding

// --- the process on the db clock

/** The status of an account's onboarding now: one step of ONBOARDING_STATUSES per ONBOARDING_STEP_DELAY_MS. */
export const onboardingStatusAt = (account: Pick<OnboardingAccountRecord, 'startedAtMs'>, atMs: number): string => {
  const steps = Math.max(0, Math.floor((atMs - account.startedAtMs) / ONBOARDING_STEP_DELAY_MS))
  return ONBOARDING_STATUSES[Math.min(steps, ONBOARDING_STATUSES.length - 1)] ?? COMPLETED_ONBOARDING_STATUS
}

const isCompleted = (status: string): boolean => status === COMPLETED_ONBOARDING_STATUS

/** The LEXBANK account a completed onboarding adds to the account list. */
const financialAccountOf = (state: MemoryState, account: OnboardingAccountRecord): FinancialAccountWire => ({
  financialAccountId: account.financialAccountId,
  name: NEW_BUSINESS_ACCOUNT_NAME,
  type: 'LEXBANK',
  accountHolder: account.accountHolder,
  usingProfileType: 'BUSINESS',
  iban: account.iban,
  bic: PARTNER_BANK.bic,
  bankCode: PARTNER_BANK.bankCode,
  bankName: PARTNER_BANK.bankName,
  balance: 0,
  balanceDate: berlinDateOf(state.clock.now()),
  lockVersion: 0,
  state: { status: 'IDLE', errorOnSync: false },
  connected: true,
  availableActions: [...NEW_BUSINESS_ACCOUNT_ACTIONS],
  sepaInstantCapable: true,
  sepaInstantAllowed: true,
})

/** The account state's businessOnBoarding of the newest account, as its status stands (4.2). */
const accountStateFollowing = (accountState: BankAccountStateWire, account: OnboardingAccountRecord, status: string, organizationType: string | null) => {
  const onboarding = accountState.businessOnBoarding ?? null
  const completed = isCompleted(status)
  return {
    ...accountState,
    initial: false,
    noAccountYet: false,
    accountOpeningProcessStarted: true,
    lexBankBusinessId: account.lexBankBusinessId,
    firstCardActivationPending: true,
    businessOnBoarding: {
      isPending: !completed,
      isWelcome: completed,
      status,
      business: {
        id: account.lexBankBusinessId,
        taxNumber: onboarding?.business?.id === account.lexBankBusinessId ? (onboarding.business.taxNumber ?? null) : null,
        lexBankCompanyType: organizationType,
        // chosen: the business's state is the process's status while it runs, the welcome state once the account is
        // there (4.2); completeOnboarding (the hub) then clears it.
        onBoardingState: completed ? ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED : status,
      },
    },
  } satisfies BankAccountStateWire
}

/**
 * Moves every account's onboarding and every identification under review to where the db clock has brought them:
 * the account state follows the newest account; a completed account's LEXBANK account joins the list (once).
 */
export const settleOnboarding = (state: MemoryState): void => {
  const onboarding = records(state)
  const now = nowMs(state)
  for (const identification of onboarding.identifications) {
    if (identification.reviewEndsAtMs !== null && now >= identification.reviewEndsAtMs) {
      identification.status = 'successful'
      identification.reviewEndsAtMs = null
    }
  }
  const newest = onboarding.accounts.at(-1)
  for (const account of onboarding.accounts) {
    const status = onboardingStatusAt(account, now)
    if (isCompleted(status) && !account.completed) {
      account.completed = true
      if (!state.accounts.some((a) => a.financialAccountId === account.financialAccountId)) {
        state.accounts = [...state.accounts, financialAccountOf(state, account)]
      }
    }
  }
  if (newest === undefined) return
  const status = onboardingStatusAt(newest, now)
  const current = state.hub.accountState.businessOnBoarding
  // Once the user completed the onboarding on the hub (onBoardingState null, status completed), it stays completed.
  if (current?.business?.id === newest.lexBankBusinessId && current.business.onBoardingState == null && isCompleted(current.status ?? '')) return
  const next = accountStateFollowing(state.hub.accountState, newest, status, onboarding.organizationType)
  if (JSON.stringify(next) !== JSON.stringify(state.hub.accountState)) state.hub.accountState = next
}

/** Every operation of `db` with the onboarding settled first (the clock may have moved since the last one). */
export const withOnboardingUpkeep = <Db extends object>(state: MemoryState, db: Db, untouched: ReadonlyArray<keyof Db>): Db =>
  Object.fromEntries(
    Object.entries(db).map(([name, operation]) => {
      if (untouched.includes(name as keyof Db) || typeof operation !== 'function') return [name, operation]
      return [
        name,
        (...args: ReadonlyArray<unknown>): unknown => {
          settleOnboarding(state)
          return (operation as (...a: ReadonlyArray<unknown>) => unknown)(...args)
        },
      ]
    }),
  ) as Db

// --- checks: core's rules, on the fields a body fills in

const issuesOf = (checked: E.Either<ReadonlyArray<ValidationIssue>, unknown>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(checked) ? checked.left : []

/** A value the user filled in: not null, not an empty text. */
const isGiven = (value: unknown): boolean => value != null && !(typeof value === 'string' && value.trim() === '')

/** The value at a field's path ('address.city') in a body. */
const valueAt = (body: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), body)

/** The issues on fields the body fills in (a step saves only its own fields; what is missing is checked later). */
const onGivenFields = (issues: ReadonlyArray<ValidationIssue>, body: unknown): ReadonlyArray<ValidationIssue> =>
  issues.filter((issue) => isGiven(valueAt(body, issue.field)))

/** The wire's euro amount ("1000.00") as the German input core's money rule reads ("1000,00"). */
const germanAmountOf = (wireEuro: string): string => wireEuro.replace('.', ',')

/** Every rule of core a person's filled-in fields break (personal data, tax data, birth date, FATCA, revenue …). */
export const personIssues = (state: MemoryState, person: Person): ReadonlyArray<ValidationIssue> =>
  onGivenFields(
    [
      ...issuesOf(validateFreelancerData(person)),
      ...issuesOf(validateFreelancerTaxData({ taxNumber: person.taxNumber, vatRegistrationId: person.vatRegistrationId, vatIdNeeded: false })),
      ...issuesOf(parseTaxIdentificationNumber(person.taxIdentificationNumber ?? '', 'taxIdentificationNumber')),
      ...issuesOf(parseVatId(person.vatNumber ?? '', 'vatNumber')),
      ...issuesOf(validateBirthDate(person.birthDate, state.clock, 'birthDate')),
      ...issuesOf(validateFatcaAnswer(person.fatcaRelevant)),
      ...issuesOf(
        validateFreelancerCompanyInfo({
          expectedMonthlyRevenueEuro: germanAmountOf(person.expectedMonthlyRevenueEuro ?? ''),
          naceCode: person.naceCode,
          businessPurpose: person.businessPurpose,
        }),
      ),
      ...issuesOf(validatePostalAddress(person.businessAddress, { requireHouseNumber: false, fieldPrefix: 'businessAddress' })),
    ],
    person,
  )

/** The business rules' field names, as the business body names them. */
const BUSINESS_FIELD_PATHS: Readonly<Record<string, string>> = {
  registrationNumber: 'taxInformation.registrationNumber',
  registrationIssuer: 'taxInformation.registrationIssuer',
}

/** Every rule of core a business's filled-in fields break (company data, tax, address). */
export const businessIssues = (state: MemoryState, business: Business): ReadonlyArray<ValidationIssue> => {
  const data = issuesOf(
    validateBusinessData(
      {
        registrationNumber: business.taxInformation?.registrationNumber,
        registrationIssuer: business.taxInformation?.registrationIssuer,
        name: business.name,
        foundationDate: business.foundationDate,
        industry: business.industry,
        businessPurpose: business.businessPurpose,
      },
      state.clock,
    ),
  ).map((issue) => ({ ...issue, field: BUSINESS_FIELD_PATHS[issue.field] ?? issue.field }))
  return onGivenFields(
    [
      ...data,
      ...issuesOf(validateBusinessTax(business)),
      ...issuesOf(validateBusinessAddress(business.address)),
    ],
    business,
  )
}

// --- person

export const getCurrentPerson = (state: MemoryState): DbResult<CurrentPerson> => E.right({ personId: records(state).currentPersonId })

const findPerson = (state: MemoryState, personId: string): SavedPerson | undefined => records(state).persons.find((p) => p.id === personId)

export const getPerson = (state: MemoryState, personId: string): DbResult<SavedPerson> => {
  const person = findPerson(state, personId)
  return person === undefined ? notFound(ONBOARDING_SOURCES.personId) : E.right(copyOf(person))
}

/** The address fields of a body with the country defaulted to DE (spec 9 "Defaults: country DE"); left out: left out. */
const withAddressDefaults = <K extends string>(
  key: K,
  address: WireAddress | null | undefined,
): Partial<Record<K, WireAddress | null>> =>
  address === undefined
    ? {}
    : ({ [key]: address === null ? null : { ...address, country: address.country ?? DEFAULT_ADDRESS_COUNTRY_CODE } } as Partial<Record<K, WireAddress | null>>)

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

// --- organisation types and branches

export const getOrganizationTypes = (state: MemoryState): DbResult<OrganizationTypes> =>
  E.right({ organizationTypeList: [...ORGANIZATION_TYPES], selectedOrganizationType: records(state).organizationType })

/** Folded for comparing: lower case, umlauts kept (the demo's branches are German). */
const folded = (text: string): string => text.trim().toLocaleLowerCase('de-DE')

/** GET branchOfIndustry/search: the branches whose name (or NACE code) holds the term; a term under 2 characters is a 400. */
export const searchBranchesOfIndustry = (state: MemoryState, term: string): DbResult<ReadonlyArray<BranchOfIndustry>> => {
  const checked = validateIndustrySearchTerm(term, 'term')
  if (E.isLeft(checked)) return rejected(checked.left)
  const wanted = folded(checked.right)
  return E.right(
    copyOf(state.onboardingDirectory.branches.filter((b) => folded(b.name).includes(wanted) || (b.naceCode ?? '').startsWith(checked.right))),
  )
}

export const getBranchOfIndustry = (state: MemoryState, branchId: string): DbResult<BranchOfIndustry> => {
  const branch = state.onboardingDirectory.branches.find((b) => b.id === branchId)
  return branch === undefined ? notFound(ONBOARDING_SOURCES.branchId) : E.right(copyOf(branch))
}

export const getOrganisationBranch = (state: MemoryState): DbResult<OrganisationBranch> =>
  E.right({ branchOfIndustryId: records(state).branchOfIndustryId })

// --- identification

const answerOf = (record: IdentificationRecord): Identification => ({
  id: record.id,
  status: record.status,
  personId: record.personId,
  businessId: record.businessId,
  url: record.url,
})

const newIdentification = (state: MemoryState, personId: string, businessId: string | null): IdentificationRecord => {
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
const decide = (state: MemoryState, record: IdentificationRecord): void => {
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

const findBusiness = (state: MemoryState, businessId: string): SavedBusiness | undefined => records(state).businesses.find((b) => b.id === businessId)

/** The businesses a person represents. */
const businessesOf = (state: MemoryState, personId: string): ReadonlyArray<string> =>
  records(state).legalRepresentatives.filter((l) => l.legalRepresentativeId === personId).map((l) => l.businessId)

/** The account a person's onboarding is about: their own, else that of a business they represent. */
const accountOfPerson = (state: MemoryState, personId: string): OnboardingAccountRecord | undefined => {
  const accounts = records(state).accounts
  const businesses = businessesOf(state, personId)
  return accounts.find((a) => a.personId === personId) ?? accounts.find((a) => a.businessId !== null && businesses.includes(a.businessId))
}

const accountAnswerOf = (state: MemoryState, account: OnboardingAccountRecord): BusinessBankAccount => ({
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
const openAccount = (
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

// --- business, representatives, owners

/** PUT businesses: creates (no id) or updates (its id) the business, every filled-in field by core's rules. */
export const saveBusiness = (state: MemoryState, business: Business): DbResult<SavedBusiness> => {
  const issues = businessIssues(state, business)
  if (issues.length > 0) return rejected(issues)
  const onboarding = records(state)
  const id = business.id
  if (id != null && findBusiness(state, id) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const saved: SavedBusiness = {
    ...business,
    legalForm: business.legalForm ?? DEFAULT_LEGAL_FORM,
    ...withAddressDefaults('address', business.address),
    id: id ?? newId(state, NEW_BUSINESS_ID_PREFIX, (candidate) => findBusiness(state, candidate) !== undefined),
  }
  onboarding.businesses = id == null ? [...onboarding.businesses, saved] : onboarding.businesses.map((b) => (b.id === id ? saved : b))
  return E.right(copyOf(saved))
}

export const listBusinesses = (state: MemoryState): DbResult<ReadonlyArray<SavedBusiness>> => E.right(copyOf(records(state).businesses))

/**
 * PUT legalrepresentatives: links a saved person to a business, the person checked by core's legal representative
 * rule (the voting share apart: the beneficial owners hold it). Linking again updates the representation type.
 */
export const saveLegalRepresentative = (state: MemoryState, link: LegalRepresentativeLink): DbResult<LegalRepresentativeLink> => {
  if (findBusiness(state, link.businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const person = findPerson(state, link.legalRepresentativeId)
  if (person === undefined) return notFound(ONBOARDING_SOURCES.legalRepresentativeId)
  const issues = issuesOf(validateLegalRepresentative({ ...person, votingShare: null, requiredSharesSignedAtUtc: null }, state.clock))
  if (issues.length > 0) return rejected(issues)
  const onboarding = records(state)
  const saved: LegalRepresentativeLink = { ...link, representationType: link.representationType ?? DEFAULT_REPRESENTATION_TYPE }
  const same = (l: LegalRepresentativeLink) => l.businessId === link.businessId && l.legalRepresentativeId === link.legalRepresentativeId
  onboarding.legalRepresentatives = onboarding.legalRepresentatives.some(same)
    ? onboarding.legalRepresentatives.map((l) => (same(l) ? saved : l))
    : [...onboarding.legalRepresentatives, saved]
  return E.right(copyOf(saved))
}

export const listLegalRepresentatives = (state: MemoryState, businessId: string): DbResult<ReadonlyArray<LegalRepresentativeLink>> =>
  findBusiness(state, businessId) === undefined
    ? notFound(ONBOARDING_SOURCES.businessId)
    : E.right(copyOf(records(state).legalRepresentatives.filter((l) => l.businessId === businessId)))

const sharesOf = (owners: ReadonlyArray<BeneficialOwner>): ReadonlyArray<VotingShare> =>
  owners.flatMap((o) => {
    const share = parseVotingShare(o.votingShare)
    return E.isRight(share) ? [share.right] : []
  })

/**
 * PUT beneficialowners: a person's share of a business (core's voting-share rules): at least 25 % unless the owner is
 * fictitious (chosen: a fictitious owner, e.g. the managing director when nobody holds 25 %, may hold less), and the
 * business's shares together at most 100 % (INVALID_COMPANY_VALUE). Saving again replaces the person's share.
 */
export const saveBeneficialOwner = (state: MemoryState, owner: BeneficialOwner): DbResult<BeneficialOwner> => {
  if (findBusiness(state, owner.businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  if (findPerson(state, owner.personId) === undefined) return notFound(ONBOARDING_SOURCES.personId)
  const share = parseVotingShare(owner.votingShare, ONBOARDING_SOURCES.votingShare)
  if (E.isLeft(share)) return rejected(share.left)
  if (owner.fictitious !== true && !isBeneficialOwnerShare(share.right)) {
    return badRequest(VOTING_SHARE_TOO_LOW_KEY, ONBOARDING_SOURCES.votingShare, { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT })
  }
  const onboarding = records(state)
  const same = (o: BeneficialOwner) => o.businessId === owner.businessId && o.personId === owner.personId
  const others = onboarding.beneficialOwners.filter((o) => o.businessId === owner.businessId && !same(o))
  const total = validateVotingShareTotal([...sharesOf(others), share.right], ONBOARDING_SOURCES.votingShare)
  if (E.isLeft(total)) return rejected(total.left)
  const saved: BeneficialOwner = { ...owner, votingShare: toWireVotingShare(share.right), fictitious: owner.fictitious ?? false }
  onboarding.beneficialOwners = onboarding.beneficialOwners.some(same)
    ? onboarding.beneficialOwners.map((o) => (same(o) ? saved : o))
    : [...onboarding.beneficialOwners, saved]
  return E.right(copyOf(saved))
}

export const listBeneficialOwners = (state: MemoryState, businessId: string): DbResult<ReadonlyArray<BeneficialOwner>> =>
  findBusiness(state, businessId) === undefined
    ? notFound(ONBOARDING_SOURCES.businessId)
    : E.right(copyOf(records(state).beneficialOwners.filter((o) => o.businessId === businessId)))

/** PUT businesses/{businessId}/accounts/{accountId}/authorizedPersons: a saved person may use the business's account (once). */
export const addAuthorizedPerson = (state: MemoryState, businessId: string, accountId: string, authorizedPersonId: string): DbResult<undefined> => {
  if (findBusiness(state, businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const onboarding = records(state)
  if (!onboarding.accounts.some((a) => a.accountId === accountId && a.businessId === businessId)) return notFound(ONBOARDING_SOURCES.accountId)
  if (findPerson(state, authorizedPersonId) === undefined) return notFound('authorizedPersonId')
  const known = onboarding.authorizedPersons.some(
    (p) => p.businessId === businessId && p.accountId === accountId && p.authorizedPersonId === authorizedPersonId,
  )
  if (!known) onboarding.authorizedPersons = [...onboarding.authorizedPersons, { businessId, accountId, authorizedPersonId }]
  return E.right(undefined)
}

const businessIdentifications = (state: MemoryState, businessId: string): ReadonlyArray<IdentificationRecord> =>
  records(state).identifications.filter((i) => i.businessId === businessId)

/** POST businesses/identifications/{businessId}: an identification per legal representative (none twice). */
export const createBusinessIdentification = (state: MemoryState, businessId: string): DbResult<ReadonlyArray<Identification>> => {
  if (findBusiness(state, businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const representatives = records(state).legalRepresentatives.filter((l) => l.businessId === businessId)
  const listed = validateLegalRepresentativeList({ legalRepresentatives: representatives, registryRepresentatives: [] })
  if (E.isLeft(listed)) return rejected(listed.left)
  for (const representative of representatives) {
    const has = businessIdentifications(state, businessId).some((i) => i.personId === representative.legalRepresentativeId)
    if (!has) newIdentification(state, representative.legalRepresentativeId, businessId)
  }
  return E.right(businessIdentifications(state, businessId).map(answerOf))
}

/** PUT businesses/identifications/{businessId}: each representative's identification gets its outcome. */
export const processBusinessIdentification = (state: MemoryState, businessId: string): DbResult<ReadonlyArray<Identification>> => {
  if (findBusiness(state, businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  for (const record of businessIdentifications(state, businessId)) decide(state, record)
  return E.right(businessIdentifications(state, businessId).map(answerOf))
}

/** PUT businesses/{businessId}/accounts: the business's account, once per business. */
export const createBusinessAccount = (state: MemoryState, businessId: string): DbResult<BusinessBankAccount> => {
  const business = findBusiness(state, businessId)
  if (business === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const existing = records(state).accounts.find((a) => a.businessId === businessId)
  if (existing !== undefined) return E.right(accountAnswerOf(state, existing))
  return E.right(accountAnswerOf(state, openAccount(state, { personId: null, businessId, accountHolder: business.name ?? '' })))
}

/** PUT businesses/legalidentifications/{businessId}/successful: recorded once (a second call changes nothing). */
export const markLegalIdentificationSuccessful = (state: MemoryState, businessId: string): DbResult<undefined> => {
  if (findBusiness(state, businessId) === undefined) return notFound(ONBOARDING_SOURCES.businessId)
  const onboarding = records(state)
  if (!onboarding.legalIdentifications.includes(businessId)) onboarding.legalIdentifications = [...onboarding.legalIdentifications, businessId]
  return E.right(undefined)
}

// --- commercial register

/** The legal forms a register name may carry, dropped before comparing (the lookup ignores the legal form). */
const LEGAL_FORM_WORDS = /\b(?:gmbh|ug|ag|kg|ohg|gbr|e\.\s?k\.?|mbh|co\.?|haftungsbeschränkt)\b|[()&]/gu

/** A company name without its legal form, folded: 'Nordlicht Software GmbH' → 'nordlicht software'. */
export const companyNameCore = (name: string): string =>
  folded(name).replace(LEGAL_FORM_WORDS, ' ').replace(/\s+/gu, ' ').trim()

/** GET commercialRegistrations?companyName: the register's companies whose name holds the term (legal form ignored). */
export const searchCommercialRegistrations = (state: MemoryState, companyName: string): DbResult<ReadonlyArray<CommercialRegistration>> => {
  const checked = validateCompanyNameSearch(companyName, 'companyName')
  if (E.isLeft(checked)) return rejected(checked.left)
  const wanted = companyNameCore(checked.right)
  if (wanted === '') return E.right([])
  return E.right(copyOf(state.onboardingDirectory.commercialRegistrations.filter((r) => companyNameCore(r.name ?? '').includes(wanted))))
}

/** GET commercialRegistration?registrationNumber&registrationIssuer: the one entry, or 404. */
export const getCommercialRegistration = (
  state: MemoryState,
  registrationNumber: string,
  registrationIssuer: string,
): DbResult<CommercialRegistration> => {
  const number = parseRegistrationNumber(registrationNumber, ONBOARDING_SOURCES.registrationNumber)
  if (E.isLeft(number)) return rejected(number.left)
  const found = state.onboardingDirectory.commercialRegistrations.find(
    (r) =>
      E.isRight(parseRegistrationNumber(r.registrationNumber)) &&
      pipe(parseRegistrationNumber(r.registrationNumber), E.exists((n) => n === number.right)) &&
      folded(r.registrationIssuer ?? '') === folded(registrationIssuer),
  )
  return found === undefined ? notFound(ONBOARDING_SOURCES.registrationNumber) : E.right(copyOf(found))
}

// --- tax number

/** chosen: the account state shows a saved tax number masked, so it is there (4.2) without the number itself. */
const maskedTaxNumber = (taxNumber: string): string => `${'•'.repeat(Math.max(0, taxNumber.length - 3))}${taxNumber.slice(-3)}`

/**
 * POST businesses/{lexBankBusinessId}/taxNumber: the tax-id embed's personal Steuer-ID (core's rule) for the account
 * state's business or one the onboarding opened; the account state's business then has its tax number (masked).
 */
export const submitTaxNumber = (state: MemoryState, lexBankBusinessId: string, taxNumber: string): DbResult<undefined> => {
  const onboarding = records(state)
  const known =
    state.hub.accountState.lexBankBusinessId === lexBankBusinessId || onboarding.accounts.some((a) => a.lexBankBusinessId === lexBankBusinessId)
  if (!known) return notFound(ONBOARDING_SOURCES.lexBankBusinessId)
  const checked = parseTaxIdentificationNumber(taxNumber, 'taxNumber')
  if (E.isLeft(checked)) return rejected(checked.left)
  onboarding.taxNumbers = [...onboarding.taxNumbers.filter((n) => n.lexBankBusinessId !== lexBankBusinessId), { lexBankBusinessId, taxNumber: checked.right }]
  const business = state.hub.accountState.businessOnBoarding?.business
  if (business?.id === lexBankBusinessId) {
    const onBoarding = state.hub.accountState.businessOnBoarding ?? {}
    state.hub.accountState = {
      ...state.hub.accountState,
      businessOnBoarding: { ...onBoarding, business: { ...business, taxNumber: maskedTaxNumber(checked.right) } },
    }
  }
  return E.right(undefined)
}

// --- the directory, loaded on first use

/** Resolves once the seed's onboarding directory is there (at once when it was given, not loaded). */
export const onboardingDirectoryReady = loadOncePerState(
  (state) => state.loadOnboardingDirectory,
  (state, directory) => {
    state.onboardingDirectory = directory
  },
)

/**
 * The onboarding port with each call that reads the directory (register lookup, branches) waiting for it first. A
 * directory that cannot be loaded answers as an unreachable server does.
 */
export const withOnboardingDirectory = (ready: () => Promise<void>, port: OnboardingPort): OnboardingPort => {
  const waiting = afterReady(ready)
  return {
    ...port,
    searchBranchesOfIndustry: waiting(port.searchBranchesOfIndustry),
    getBranchOfIndustry: waiting(port.getBranchOfIndustry),
    searchCommercialRegistrations: waiting(port.searchCommercialRegistrations),
    getCommercialRegistration: waiting(port.getCommercialRegistration),
  }
}
