/**
 * The business account onboarding's records in the memory db (spec: hub-and-business-account 3 Person, Business,
 * LegalRepresentative, BeneficialOwner, commercial registration details; 4.1 "Identification"; 4.2; 7): the person
 * and businesses in progress, their links, identifications, the accounts being opened and the cards ordered. Plain
 * JSON in wire shape, so the demo keeps it across reloads (store/snapshot.ts) — all but the sensitive values (tax
 * ids, VAT ids, identifications), which the snapshot splits off (splitSensitiveOnboarding) so that they are never
 * written where the rest goes (the demo: localStorage; they go to sessionStorage).
 *
 * The register's companies and the branches of industry are the seed's directory (fixtures), given or loaded on the
 * first call that needs it (onboarding-directory.ts onboardingDirectoryReady), and never part of a snapshot.
 */
import type {
  BeneficialOwner,
  BranchOfIndustry,
  CommercialRegistration,
  LegalRepresentativeLink,
  SavedBusiness,
  SavedPerson,
} from '@kontor/core'

/** The register lookup's companies and the branch search's branches (the demo's: fixtures/src/onboarding-directory.ts). */
export interface OnboardingDirectory {
  readonly commercialRegistrations: ReadonlyArray<CommercialRegistration>
  readonly branches: ReadonlyArray<BranchOfIndustry>
}

/** Loads a seed's onboarding directory (see MemorySeed's onboardingDirectory). */
export type LoadOnboardingDirectory = () => Promise<OnboardingDirectory>

/** What an organisation brings for the onboarding (its hub seed's `onboarding`): its type and its bookkeeping's branch. */
export interface MemoryOnboardingProfile {
  /** One of core's ORGANIZATION_TYPES (FREELANCER, SOLE_TRADER, GMBH, UG); left out: none selected. */
  readonly organizationType?: string
  /** The organisation's branch in the bookkeeping (getOrganisationBranch); one of the directory's branch ids. */
  readonly branchOfIndustryId?: string
}

/** An identification as the ident service keeps it; `decided`: its outcome was set (the embed closed). */
export interface IdentificationRecord {
  id: string
  status: string
  personId: string | null
  businessId: string | null
  url: string
  createdAtMs: number
  /** While 'pending' after a review: when it becomes 'successful' (epoch ms on the db clock); else null. */
  reviewEndsAtMs: number | null
}

/** An account the onboarding opens: the sole trader's (personId) or the business's (businessId). */
export interface OnboardingAccountRecord {
  accountId: string
  personId: string | null
  businessId: string | null
  /** The bank's business id of the account (the account state's lexBankBusinessId; a GmbH's is its business id). */
  lexBankBusinessId: string
  /** The financial account it becomes on FINANCE_ACCOUNT_CREATION_COMPLETED (reserved when the account is opened). */
  financialAccountId: string
  /** The account's IBAN, given by the bank (not typed by the user). */
  iban: string
  accountHolder: string
  /** When the process started (epoch ms on the db clock): its status follows from it (onboarding-process.ts). */
  startedAtMs: number
  /** Whether the financial account was added to the account list (on completion, once). */
  completed: boolean
}

export interface CardOrderRecord {
  cardId: string
  personId: string
  accountId: string
  financialAccountId: string
}

export interface AuthorizedPersonRecord {
  businessId: string
  accountId: string
  authorizedPersonId: string
}

export interface OnboardingRecords {
  organizationType: string | null
  branchOfIndustryId: string | null
  /** The user's person at the bank: the first person saved while none was (chosen). */
  currentPersonId: string | null
  persons: SavedPerson[]
  businesses: SavedBusiness[]
  legalRepresentatives: LegalRepresentativeLink[]
  beneficialOwners: BeneficialOwner[]
  identifications: IdentificationRecord[]
  accounts: OnboardingAccountRecord[]
  cardOrders: CardOrderRecord[]
  authorizedPersons: AuthorizedPersonRecord[]
  /** Businesses whose legal identification was marked successful (4.1 s8, once). */
  legalIdentifications: string[]
  /** The tax numbers the tax-id embed saved, by the bank's business id. */
  taxNumbers: Array<{ lexBankBusinessId: string; taxNumber: string }>
}

export type OnboardingState = OnboardingRecords

export const createOnboardingState = (profile: MemoryOnboardingProfile | undefined): OnboardingState => ({
  organizationType: profile?.organizationType ?? null,
  branchOfIndustryId: profile?.branchOfIndustryId ?? null,
  currentPersonId: null,
  persons: [],
  businesses: [],
  legalRepresentatives: [],
  beneficialOwners: [],
  identifications: [],
  accounts: [],
  cardOrders: [],
  authorizedPersons: [],
  legalIdentifications: [],
  taxNumbers: [],
})

// --- the sensitive values, kept apart from the stored snapshot

/** A person's fields that are never stored with the rest (tax ids and VAT ids). */
export const SENSITIVE_PERSON_FIELDS = ['taxNumber', 'taxIdentificationNumber', 'vatNumber', 'vatRegistrationId'] as const
/** A business's fields that are never stored with the rest. */
export const SENSITIVE_BUSINESS_FIELDS = ['taxIdentificationNumber', 'vatNumber'] as const

type SensitiveValues = Record<string, string | null>

/** The sensitive part of the records: by person and business id, the identifications and the saved tax numbers. */
export interface SensitiveOnboardingRecords {
  readonly persons: ReadonlyArray<{ readonly id: string; readonly values: SensitiveValues }>
  readonly businesses: ReadonlyArray<{ readonly id: string; readonly values: SensitiveValues }>
  readonly identifications: ReadonlyArray<IdentificationRecord>
  readonly taxNumbers: ReadonlyArray<{ readonly lexBankBusinessId: string; readonly taxNumber: string }>
}

export const NO_SENSITIVE_ONBOARDING_RECORDS: SensitiveOnboardingRecords = { persons: [], businesses: [], identifications: [], taxNumbers: [] }

const splitRecord = <R extends { readonly id: string }>(
  record: R,
  fields: ReadonlyArray<string>,
): { readonly rest: R; readonly values: SensitiveValues } => {
  const rest: Record<string, unknown> = { ...record }
  const values: SensitiveValues = {}
  for (const field of fields) {
    const value = rest[field]
    if (typeof value === 'string') values[field] = value
    delete rest[field]
  }
  return { rest: rest as R, values }
}

/** The records without their sensitive values, and those values apart. */
export const splitSensitiveOnboarding = (
  records: OnboardingRecords,
): { readonly stored: OnboardingRecords; readonly sensitive: SensitiveOnboardingRecords } => {
  const persons = records.persons.map((p) => ({ id: p.id, ...splitRecord(p, SENSITIVE_PERSON_FIELDS) }))
  const businesses = records.businesses.map((b) => ({ id: b.id, ...splitRecord(b, SENSITIVE_BUSINESS_FIELDS) }))
  return {
    stored: { ...records, persons: persons.map((p) => p.rest), businesses: businesses.map((b) => b.rest), identifications: [], taxNumbers: [] },
    sensitive: {
      persons: persons.filter((p) => Object.keys(p.values).length > 0).map(({ id, values }) => ({ id, values })),
      businesses: businesses.filter((b) => Object.keys(b.values).length > 0).map(({ id, values }) => ({ id, values })),
      identifications: records.identifications,
      taxNumbers: records.taxNumbers,
    },
  }
}

/** The stored records with the sensitive values put back (those of records that no longer exist are dropped). */
export const mergeSensitiveOnboarding = (stored: OnboardingRecords, sensitive: SensitiveOnboardingRecords): OnboardingRecords => {
  const personValues = new Map(sensitive.persons.map((p) => [p.id, p.values]))
  const businessValues = new Map(sensitive.businesses.map((b) => [b.id, b.values]))
  const personIds = new Set(stored.persons.map((p) => p.id))
  return {
    ...stored,
    persons: stored.persons.map((p) => ({ ...p, ...pickStrings(personValues.get(p.id), SENSITIVE_PERSON_FIELDS) })),
    businesses: stored.businesses.map((b) => ({ ...b, ...pickStrings(businessValues.get(b.id), SENSITIVE_BUSINESS_FIELDS) })),
    identifications: sensitive.identifications.filter((i) => i.personId === null || personIds.has(i.personId)).map((i) => ({ ...i })),
    taxNumbers: sensitive.taxNumbers.map((n) => ({ ...n })),
  }
}

const pickStrings = (values: SensitiveValues | undefined, fields: ReadonlyArray<string>): SensitiveValues =>
  Object.fromEntries(fields.flatMap((field) => {
    const value = values?.[field]
    return typeof value === 'string' ? [[field, value]] : []
  }))
