/**
 * The business account onboarding's calls (spec: hub-and-business-account 2.4, 4.1, 4.2, 7): the person, the
 * business with its legal representatives and beneficial owners, the commercial-register lookup, the organisation
 * types and branches of industry, identification, account creation, card order and the tax number. Paths:
 * adapters/src/wire/routes.ts (the ones the spec redacts are marked "chosen" there). Backend failures in the wizard
 * are logged, and the wizard keeps what was entered (spec 7 last line; issue 16).
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type { CommercialRegistration } from '../onboarding/model.ts'
import type {
  BeneficialOwner,
  BranchOfIndustry,
  Business,
  BusinessBankAccount,
  CardOrder,
  CardOrderRequest,
  CurrentPerson,
  Identification,
  LegalRepresentativeLink,
  OrganisationBranch,
  OrganizationTypes,
  Person,
  PersonOnboarding,
  SavedBusiness,
  SavedPerson,
} from '../onboarding/wire.ts'

type Call<A> = TE.TaskEither<BackendError, A>

export interface OnboardingPort {
  /** GET (chosen) …/personservice/v1/persons/current: the user's person at the bank (personId null before the first save). */
  readonly getCurrentPerson: (opts?: CallOptions) => Call<CurrentPerson>
  /** GET (chosen) …/personservice/v1/persons/{personId}: the saved person, to fill the wizard after a reload. */
  readonly getPerson: (personId: string, opts?: CallOptions) => Call<SavedPerson>
  /**
   * PUT (chosen) …/personservice/v1/persons: creates the person (no id) or updates it (its id); answers it with its id.
   * The server checks every field by core's rules (400 with the issues on their fields).
   */
  readonly savePerson: (person: Person, opts?: CallOptions) => Call<SavedPerson>
  /** GET (chosen) organizationservice/v100/organizationTypes: organizationTypeList, selectedOrganizationType. */
  readonly getOrganizationTypes: (opts?: CallOptions) => Call<OrganizationTypes>
  /** GET (chosen) …/branchOfIndustry/search?term&timestamp: branches whose name holds the term (≥ 2 characters). */
  readonly searchBranchesOfIndustry: (term: string, opts?: CallOptions) => Call<ReadonlyArray<BranchOfIndustry>>
  /** GET (chosen) …/branchOfIndustry/{id}: one branch. */
  readonly getBranchOfIndustry: (branchId: string, opts?: CallOptions) => Call<BranchOfIndustry>
  /** GET (chosen) organizationservice/v100/branchOfIndustry: the organisation's branch (prefills the sole trader's). */
  readonly getOrganisationBranch: (opts?: CallOptions) => Call<OrganisationBranch>

  /** POST (chosen) …/identificationservice/v1/identifications, body { personId }: a video identification and its embed url. */
  readonly createIdentification: (personId: string, opts?: CallOptions) => Call<Identification>
  /** PUT (chosen) …/identifications/{identificationId}: the embed closed; the service answers the status it now has. */
  readonly updateIdentification: (identificationId: string, opts?: CallOptions) => Call<Identification>
  /** GET (chosen) …/identifications?personId: the person's identifications, newest first (4.1: the first decides). */
  readonly listIdentifications: (personId: string, opts?: CallOptions) => Call<ReadonlyArray<Identification>>
  /** GET (chosen) …/onboardingservice/v1/onboarding/{personId}: the person's onboarding status (4.2). */
  readonly getPersonOnboarding: (personId: string, opts?: CallOptions) => Call<PersonOnboarding>
  /**
   * POST (chosen) bankingservice/v100/lexbankAccounts/{personId}: opens the sole trader's account. The onboarding then
   * moves ON_BOARDING_STARTED → FINANCE_ACCOUNT_CREATION_PENDING → SCREENING_PENDING → FINANCE_ACCOUNT_CREATION_COMPLETED.
   * A second call for the same person answers the same account (no second account).
   */
  readonly createAccount: (personId: string, opts?: CallOptions) => Call<BusinessBankAccount>
  /** POST /bnk/lexbankhub-rest/cardservice/v1/cards?personId&accountId&financialAccountId (verbatim). Idempotent per person and account. */
  readonly orderCard: (request: CardOrderRequest, opts?: CallOptions) => Call<CardOrder>
  /** DELETE (chosen) …/onboardingservice/v1/activation: the cancel dialog's cancel; clears the person and business in progress. */
  readonly cancelActivation: (opts?: CallOptions) => Call<void>

  /** PUT (chosen) businessservice/v100/businesses: creates (no id) or updates the business; answers it with its id. */
  readonly saveBusiness: (business: Business, opts?: CallOptions) => Call<SavedBusiness>
  /** GET (chosen) businessservice/v100/businesses: the organisation's businesses. */
  readonly listBusinesses: (opts?: CallOptions) => Call<ReadonlyArray<SavedBusiness>>
  /** PUT …/businesses/legalrepresentatives (verbatim suffix): links a person as legal representative (idempotent). */
  readonly saveLegalRepresentative: (link: LegalRepresentativeLink, opts?: CallOptions) => Call<LegalRepresentativeLink>
  /** GET …/businesses/legalrepresentatives/{businessId}. */
  readonly listLegalRepresentatives: (businessId: string, opts?: CallOptions) => Call<ReadonlyArray<LegalRepresentativeLink>>
  /**
   * PUT (chosen) …/businesses/beneficialowners: a person's voting share (≥ 25 % makes an owner). The shares of one
   * business never add up to more than 100 % (400 INVALID_COMPANY_VALUE on votingShare).
   */
  readonly saveBeneficialOwner: (owner: BeneficialOwner, opts?: CallOptions) => Call<BeneficialOwner>
  /** GET (chosen) …/businesses/beneficialowners/{businessId}. */
  readonly listBeneficialOwners: (businessId: string, opts?: CallOptions) => Call<ReadonlyArray<BeneficialOwner>>
  /** PUT …/businesses/{businessId}/accounts/{accountId}/authorizedPersons, body { authorizedPersonId }. */
  readonly addAuthorizedPerson: (businessId: string, accountId: string, authorizedPersonId: string, opts?: CallOptions) => Call<void>
  /** POST …/businesses/identifications/{businessId}: starts the identification of every legal representative. */
  readonly createBusinessIdentification: (businessId: string, opts?: CallOptions) => Call<ReadonlyArray<Identification>>
  /** PUT …/businesses/identifications/{businessId}: processes them; answers each representative's identification. */
  readonly processBusinessIdentification: (businessId: string, opts?: CallOptions) => Call<ReadonlyArray<Identification>>
  /** PUT …/businesses/{businessId}/accounts: opens the business's account (one per business). */
  readonly createBusinessAccount: (businessId: string, opts?: CallOptions) => Call<BusinessBankAccount>
  /** PUT …/businesses/legalidentifications/{businessId}/successful (4.1 s8, once). */
  readonly markLegalIdentificationSuccessful: (businessId: string, opts?: CallOptions) => Call<void>
  /** GET …/commercialRegistrations?companyName: the register's entries for a name (empty: COMPANY_NAME_NOT_FOUND in the UI). */
  readonly searchCommercialRegistrations: (companyName: string, opts?: CallOptions) => Call<ReadonlyArray<CommercialRegistration>>
  /** GET …/commercialRegistration?registrationNumber&registrationIssuer: one entry (404 when the register has none). */
  readonly getCommercialRegistration: (registrationNumber: string, registrationIssuer: string, opts?: CallOptions) => Call<CommercialRegistration>
  /** POST (chosen) …/businesses/{lexBankBusinessId}/taxNumber, body { taxNumber }: the tax-id embed's save. */
  readonly submitTaxNumber: (lexBankBusinessId: string, taxNumber: string, opts?: CallOptions) => Call<void>
}
