/**
 * The business's part of the onboarding in the memory db: the business, its legal representatives, beneficial owners
 * and authorised persons, their identifications, its account, and the tax number.
 */
import {
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  DEFAULT_LEGAL_FORM,
  DEFAULT_REPRESENTATION_TYPE,
  isBeneficialOwnerShare,
  parseTaxIdentificationNumber,
  parseVotingShare,
  toWireVotingShare,
  validateLegalRepresentative,
  validateLegalRepresentativeList,
  validateVotingShareTotal,
  VOTING_SHARE_TOO_LOW_KEY,
  type BeneficialOwner,
  type Business,
  type BusinessBankAccount,
  type Identification,
  type LegalRepresentativeLink,
  type SavedBusiness,
  type VotingShare,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { NEW_BUSINESS_ID_PREFIX } from '../constants.ts'
import { badRequest, rejected, type DbResult } from '../store/failures.ts'
import { copyOf, newId, type MemoryState } from '../store/state.ts'
import { ONBOARDING_SOURCES, findBusiness, findPerson, notFound, records, withAddressDefaults } from './onboarding-records.ts'
import { businessIssues, issuesOf } from './onboarding-rules.ts'
import type { IdentificationRecord } from './onboarding-state.ts'
import { accountAnswerOf, answerOf, decide, newIdentification, openAccount } from './person-onboarding.ts'

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
