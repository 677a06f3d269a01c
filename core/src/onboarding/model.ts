/**
 * The onboarding entities as far as the rules need them (spec: hub-and-business-account 3 Business, Person,
 * LegalRepresentative, BeneficialOwner, industries, commercial registration details, account state; 4.2).
 */
import * as t from 'io-ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'

export const SALUTATIONS = ['MR', 'MS'] as const
export const SalutationCodec = literalUnion(SALUTATIONS, 'Salutation')
export type Salutation = t.TypeOf<typeof SalutationCodec>

export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'UNKNOWN'] as const
export const MaritalStatusCodec = literalUnion(MARITAL_STATUSES, 'MaritalStatus')
export type MaritalStatus = t.TypeOf<typeof MaritalStatusCodec>

/** The 13 industries a business can choose; BUILDING_INDUSTRY is preselected. */
export const BUSINESS_INDUSTRIES = [
  'BUILDING_INDUSTRY',
  'TRADE_MAINTENANCE_AND_REPAIR_OF_VEHICLES',
  'OTHER_SERVICES',
  'GASTRONOMY',
  'SCIENTIFIC_TECHNICAL_CONSULTING_SERVICES',
  'INFORMATION_AND_COMMUNICATION',
  'FARMER_FORESTRY_FISHING_AND_AQUACULTURE',
  'POWER_WATER_SUPPLY_DISPOSAL_MINING',
  'CHEMICAL_INDUSTRY_COKE_OVEN_MINERAL_OIL',
  'FINANCIAL_LEASING_COMPANIES',
  'HOUSING_COMPANIES',
  'HEALTH_CARE_VETERIN_A_WELFARE_FIRM_FREELANCE',
  'FINANCIAL_INSTITUTIONS_INSURANCE',
] as const
export const BusinessIndustryCodec = literalUnion(BUSINESS_INDUSTRIES, 'BusinessIndustry')
export type BusinessIndustry = t.TypeOf<typeof BusinessIndustryCodec>

/** Countries offered in address forms: Germany only. */
export const ADDRESS_COUNTRIES = ['DE'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** An address as the forms hold it: line1 is the street, line2 the house number. */
export interface PostalAddressInput {
  readonly line1?: string | null | undefined
  readonly line2?: string | null | undefined
  readonly postalCode?: string | null | undefined
  readonly city?: string | null | undefined
  readonly country?: string | null | undefined
  readonly state?: string | null | undefined
}

/** A checked address: trimmed, the country one of those offered. */
export interface PostalAddress {
  readonly line1: string
  readonly line2: string
  readonly postalCode: string
  readonly city: string
  readonly country: AddressCountry
  readonly state: string | null
}

export const PostalAddressCodec = t.partial(
  {
    line1: nullable(t.string),
    line2: nullable(t.string),
    postalCode: nullable(t.string),
    city: nullable(t.string),
    country: nullable(t.string),
    state: nullable(t.string),
  },
  'PostalAddress',
)

/** Onboarding statuses the spec names; the server may send others, so the wire codec keeps them as strings. */
export const ONBOARDING_STATUSES = [
  'ON_BOARDING_STARTED',
  'FINANCE_ACCOUNT_CREATION_PENDING',
  'SCREENING_PENDING',
  'FINANCE_ACCOUNT_CREATION_COMPLETED',
] as const
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number]
/** The onBoardingState of a business whose account has been created: the hub shows the welcome card. */
export const ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED = 'ACCOUNT_CREATION_COMPLETED'

/** businessOnBoarding of the bank account state. */
export const BusinessOnboardingCodec = t.partial(
  {
    isPending: nullable(t.boolean),
    isWelcome: nullable(t.boolean),
    status: nullable(t.string),
    business: nullable(
      t.partial({
        id: nullable(t.string),
        taxNumber: nullable(t.string),
        lexBankCompanyType: nullable(t.string),
        onBoardingState: nullable(t.string),
      }),
    ),
  },
  'BusinessOnboarding',
)
export type BusinessOnboarding = t.TypeOf<typeof BusinessOnboardingCodec>

/** The state of the first device binding once the user confirmed it on the phone. */
export const DEVICE_BINDING_CONFIRMED = 'CONFIRMED'

/** Identification statuses that count as a successful identification. */
export const SUCCESSFUL_IDENTIFICATION_STATUSES = ['successful', 'pending_successful'] as const

/** A legal representative as the commercial register lists it; processed once entered in the wizard. */
export const RegistryRepresentativeCodec = t.intersection(
  [t.type({ processed: t.boolean }), t.partial({ firstName: nullable(t.string), lastName: nullable(t.string) })],
  'RegistryRepresentative',
)
export type RegistryRepresentative = t.TypeOf<typeof RegistryRepresentativeCodec>

/** The commercial registration details the registry lookup returns. */
export const CommercialRegistrationCodec = t.partial(
  {
    name: nullable(t.string),
    legalForm: nullable(t.string),
    registrationDate: nullable(t.string),
    registrationNumber: nullable(t.string),
    registrationIssuer: nullable(t.string),
    taxCountry: nullable(t.string),
    address: nullable(PostalAddressCodec),
    legalRepresentatives: nullable(t.readonlyArray(RegistryRepresentativeCodec)),
  },
  'CommercialRegistration',
)
export type CommercialRegistration = t.TypeOf<typeof CommercialRegistrationCodec>

/**
 * chosen: the organisation types the organisation-type call offers (spec 7 organizationTypeList; 2.4 "sole" and
 * "gmbh" start states). A freelancer and a trader take the sole trader wizard, a GmbH and a UG the GmbH wizard.
 */
export const ORGANIZATION_TYPES = ['FREELANCER', 'SOLE_TRADER', 'GMBH', 'UG'] as const
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]
/** The German name of each organisation type, as the start step offers it. */
export const ORGANIZATION_TYPE_LABELS: Readonly<Record<OrganizationType, string>> = {
  FREELANCER: 'Freiberufler/in',
  SOLE_TRADER: 'Einzelunternehmen (Gewerbe)',
  GMBH: 'GmbH',
  UG: 'UG (haftungsbeschränkt)',
}
const LIMITED_COMPANY_TYPES: ReadonlyArray<string> = ['GMBH', 'UG']
/**
 * Whether an organisation type opens its account through the GmbH wizard (a limited company) rather than the sole one.
 * @example isLimitedCompanyType('UG') // true
 */
export const isLimitedCompanyType = (organizationType: string): boolean => LIMITED_COMPANY_TYPES.includes(organizationType)
