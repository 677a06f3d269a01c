/**
 * What the onboarding looks up in the memory db: the organisation types, the branches of industry and the commercial
 * register, from the directory that loads on first use.
 */
import {
  ORGANIZATION_TYPES,
  parseRegistrationNumber,
  validateCompanyNameSearch,
  validateIndustrySearchTerm,
  type BranchOfIndustry,
  type CommercialRegistration,
  type OrganisationBranch,
  type OrganizationTypes,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { RouteName } from '../../wire/routes.ts'
import { loadOncePerState } from '../load-on-first-use.ts'
import { rejected, type DbResult } from '../store/failures.ts'
import { copyOf, type MemoryState } from '../store/state.ts'
import { ONBOARDING_SOURCES, notFound, records } from './onboarding-records.ts'

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

// --- the directory, loaded on first use

/** Resolves once the seed's onboarding directory is there (at once when it was given, not loaded). */
export const onboardingDirectoryReady = loadOncePerState(
  (state) => state.loadOnboardingDirectory,
  (state, directory) => {
    state.onboardingDirectory = directory
  },
)

/** The routes that read the onboarding directory (register lookup, branches): they wait for it. */
export const ONBOARDING_DIRECTORY_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'searchBranchesOfIndustry',
  'getBranchOfIndustry',
  'searchCommercialRegistrations',
  'getCommercialRegistration',
])
