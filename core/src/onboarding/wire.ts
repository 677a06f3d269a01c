/**
 * The bodies and answers of the business account onboarding's calls (spec: hub-and-business-account 3 Business,
 * Person, LegalRepresentative, BeneficialOwner, commercial registration details; 4.1; 4.2; 7). The spec names the
 * fields but not the shapes of most answers; what it leaves open is chosen here once, each marked "chosen".
 * Every field a form may leave empty is optional and nullable on the wire: the server answers what it holds.
 */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'
import { PostalAddressCodec } from './model.ts'

// --- person (3 Person; 7 "PUT {token} person body", "GET /bnk/lexbankhub-{hash} reads personId")

/** The person as the person call sends and answers it: every field of spec 3, `id` once saved. */
export const PersonCodec = t.partial(
  {
    id: nullable(t.string),
    salutation: nullable(t.string),
    title: nullable(t.string),
    firstName: nullable(t.string),
    lastName: nullable(t.string),
    email: nullable(t.string),
    mobileNumber: nullable(t.string),
    organizationType: nullable(t.string),
    jobTitle: nullable(t.string),
    address: nullable(PostalAddressCodec),
    maritalStatus: nullable(t.string),
    taxNumber: nullable(t.string),
    vatRegistrationId: nullable(t.string),
    nationality: nullable(t.string),
    /** ISO date yyyy-MM-dd. */
    birthDate: nullable(t.string),
    fatcaRelevant: nullable(t.boolean),
    businessPurpose: nullable(t.string),
    industry: nullable(t.string),
    industryKey: nullable(t.string),
    naceCode: nullable(t.string),
    branchOfIndustry: nullable(t.string),
    branchOfIndustryId: nullable(t.string),
    accountOpeningAccepted: nullable(t.boolean),
    taxInformationAccepted: nullable(t.boolean),
    termsConditionsSigned: nullable(t.boolean),
    lxoAgbAccepted: nullable(t.boolean),
    ownEconomicInterestSigned: nullable(t.boolean),
    /** Whole cents as a decimal string (chosen: no JS number for money on the wire). */
    expectedMonthlyRevenueCents: nullable(t.string),
    /** Euro as a decimal string with a dot, e.g. "1000.00". */
    expectedMonthlyRevenueEuro: nullable(t.string),
    expectedMonthlyRevenueNeedsVatRegistrationId: nullable(t.boolean),
    vatNumber: nullable(t.string),
    taxIdentificationNumber: nullable(t.string),
    websiteSocialMedia: nullable(t.string),
    businessTradingName: nullable(t.string),
    businessAddress: nullable(PostalAddressCodec),
    /** ISO timestamp of the declaration to hold at least 25 % (3 requiredSharesSignedAtUtc). */
    requiredSharesSignedAtUtc: nullable(t.string),
  },
  'Person',
)
export type Person = t.TypeOf<typeof PersonCodec>

/** A saved person: the server gave it its id. */
export const SavedPersonCodec = t.intersection([t.type({ id: t.string }), PersonCodec], 'SavedPerson')
export type SavedPerson = t.TypeOf<typeof SavedPersonCodec>

/** chosen: the answer of "reads personId" (the user's person at the bank; null before the first save). */
export const CurrentPersonCodec = t.type({ personId: nullable(t.string) }, 'CurrentPerson')
export type CurrentPerson = t.TypeOf<typeof CurrentPersonCodec>

// --- organisation types and branches of industry (7)

/** 7 "GET /fis/finance-{hash} organizationTypeList, selectedOrganizationType". */
export const OrganizationTypesCodec = t.type(
  { organizationTypeList: t.readonlyArray(t.string), selectedOrganizationType: nullable(t.string) },
  'OrganizationTypes',
)
export type OrganizationTypes = t.TypeOf<typeof OrganizationTypesCodec>

/** chosen: a branch of industry as the search answers it (the sole trader's "Branche" with its NACE code). */
export const BranchOfIndustryCodec = t.intersection(
  [t.type({ id: t.string, name: t.string }), t.partial({ naceCode: nullable(t.string) })],
  'BranchOfIndustry',
)
export type BranchOfIndustry = t.TypeOf<typeof BranchOfIndustryCodec>
export const BranchOfIndustryListCodec = t.readonlyArray(BranchOfIndustryCodec, 'BranchOfIndustryList')

/** 7 "GET /grld-{hash} reads branchOfIndustryId": the organisation's branch as the bookkeeping knows it. */
export const OrganisationBranchCodec = t.type({ branchOfIndustryId: nullable(t.string) }, 'OrganisationBranch')
export type OrganisationBranch = t.TypeOf<typeof OrganisationBranchCodec>

// --- business (3 Business; 7 "PUT, and GET (list), /fis/finance-{hash} business body")

export const BusinessTaxInformationCodec = t.partial(
  {
    taxInformation: nullable(t.string),
    registrationNumber: nullable(t.string),
    registrationIssuer: nullable(t.string),
    taxCountry: nullable(t.string),
  },
  'BusinessTaxInformation',
)

export const BusinessCodec = t.partial(
  {
    id: nullable(t.string),
    name: nullable(t.string),
    sector: nullable(t.string),
    industry: nullable(t.string),
    industry_key: nullable(t.string),
    legalForm: nullable(t.string),
    /** ISO date yyyy-MM-dd. */
    foundationDate: nullable(t.string),
    address: nullable(PostalAddressCodec),
    taxInformation: nullable(BusinessTaxInformationCodec),
    vatNumber: nullable(t.string),
    taxIdentificationNumber: nullable(t.string),
    fatcaRelevant: nullable(t.boolean),
    fatcaCrsConfirmedAt: nullable(t.string),
    crsCompanyType: nullable(t.string),
    balanceSheetTotal: nullable(t.string),
    numberEmployees: nullable(t.string),
    registrationType: nullable(t.string),
    registrationDistrict: nullable(t.string),
    businessPurpose: nullable(t.string),
  },
  'Business',
)
export type Business = t.TypeOf<typeof BusinessCodec>
export const SavedBusinessCodec = t.intersection([t.type({ id: t.string }), BusinessCodec], 'SavedBusiness')
export type SavedBusiness = t.TypeOf<typeof SavedBusinessCodec>
export const SavedBusinessListCodec = t.readonlyArray(SavedBusinessCodec, 'SavedBusinessList')

// --- legal representatives and beneficial owners (3)

export const LegalRepresentativeLinkCodec = t.intersection(
  [t.type({ businessId: t.string, legalRepresentativeId: t.string }), t.partial({ representationType: nullable(t.string) })],
  'LegalRepresentativeLink',
)
export type LegalRepresentativeLink = t.TypeOf<typeof LegalRepresentativeLinkCodec>
export const LegalRepresentativeLinkListCodec = t.readonlyArray(LegalRepresentativeLinkCodec, 'LegalRepresentativeLinkList')

/** votingShare in percent as a decimal string with a dot, e.g. "25" or "33.33" (chosen: no float on the wire). */
export const BeneficialOwnerCodec = t.intersection(
  [t.type({ businessId: t.string, personId: t.string, votingShare: t.string }), t.partial({ fictitious: nullable(t.boolean) })],
  'BeneficialOwner',
)
export type BeneficialOwner = t.TypeOf<typeof BeneficialOwnerCodec>
export const BeneficialOwnerListCodec = t.readonlyArray(BeneficialOwnerCodec, 'BeneficialOwnerList')

/** 7 "PUT …/businesses/{businessId}/accounts/{accountId}/authorizedPersons, body authorizedPersonId". */
export const AuthorizedPersonBodyCodec = t.type({ authorizedPersonId: t.string }, 'AuthorizedPersonBody')

// --- commercial register (7 "registry lookup"; the details' codec is model.ts CommercialRegistrationCodec)

// --- identification (4.1 "Identification"; 7)

/**
 * chosen: an identification as the identification calls answer it. `url` is the video identification embed's
 * address (same origin); `status` is the ident service's (successful, pending_successful, pending, failed, …).
 */
export const IdentificationCodec = t.intersection(
  [
    t.type({ id: t.string, status: t.string }),
    t.partial({ personId: nullable(t.string), businessId: nullable(t.string), url: nullable(t.string) }),
  ],
  'Identification',
)
export type Identification = t.TypeOf<typeof IdentificationCodec>
export const IdentificationListCodec = t.readonlyArray(IdentificationCodec, 'IdentificationList')

/** chosen: the body of POST identification (7 "POST and PUT, and GET, /bnk/lexbankhub-{hash} identification"). */
export const CreateIdentificationBodyCodec = t.type({ personId: t.string }, 'CreateIdentificationBody')

// --- onboarding and account (4.2; 7 "GET …{personId} onboarding", "POST …{personId} create account")

/** chosen: the person's onboarding as the onboarding call answers it; status is one of 4.2's (others kept). */
export const PersonOnboardingCodec = t.intersection(
  [
    t.type({ personId: t.string, status: t.string }),
    t.partial({ accountId: nullable(t.string), financialAccountId: nullable(t.string), iban: nullable(t.string) }),
  ],
  'PersonOnboarding',
)
export type PersonOnboarding = t.TypeOf<typeof PersonOnboardingCodec>

/** chosen: the account the create-account calls answer (the business account of the partner bank). */
export const BusinessBankAccountCodec = t.intersection(
  [t.type({ accountId: t.string }), t.partial({ financialAccountId: nullable(t.string), iban: nullable(t.string), status: nullable(t.string) })],
  'BusinessBankAccount',
)
export type BusinessBankAccount = t.TypeOf<typeof BusinessBankAccountCodec>

/** 7 "POST …/cardservice/v1/cards, query personId, accountId, financialAccountId". chosen: the answer. */
export interface CardOrderRequest {
  readonly personId: string
  readonly accountId: string
  readonly financialAccountId: string
}
export const CardOrderCodec = t.intersection([t.type({ cardId: t.string }), t.partial({ status: nullable(t.string) })], 'CardOrder')
export type CardOrder = t.TypeOf<typeof CardOrderCodec>

/** 7 "POST /bnk/lexbankhub-{hash}{lexBankBusinessId}, body tax number" (the tax-id embed's save). */
export const TaxNumberBodyCodec = t.type({ taxNumber: t.string }, 'TaxNumberBody')
