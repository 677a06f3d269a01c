/**
 * OnboardingPort as requests of the routes table (hub-and-business-account 7, the onboarding calls), over any
 * transport, as hub-port.ts does for the hub: every request written, and every answer's codec named, once.
 */
import {
  AuthorizedPersonBodyCodec,
  BeneficialOwnerCodec,
  BeneficialOwnerListCodec,
  BranchOfIndustryCodec,
  BranchOfIndustryListCodec,
  BusinessBankAccountCodec,
  BusinessCodec,
  CardOrderCodec,
  CommercialRegistrationCodec,
  CreateIdentificationBodyCodec,
  CurrentPersonCodec,
  IdentificationCodec,
  IdentificationListCodec,
  LegalRepresentativeLinkCodec,
  LegalRepresentativeLinkListCodec,
  OrganisationBranchCodec,
  OrganizationTypesCodec,
  PersonCodec,
  PersonOnboardingCodec,
  SavedBusinessCodec,
  SavedBusinessListCodec,
  SavedPersonCodec,
  TaxNumberBodyCodec,
  type OnboardingPort,
} from '@kontor/core'
import * as t from 'io-ts'
import { EmptyAnswerCodec } from './answer-codecs.ts'
import {
  toBranchSearchParams,
  toCardOrderSearchParams,
  toCompanyNameSearchParams,
  toIdentificationsSearchParams,
  toRegistrationSearchParams,
} from './onboarding-queries.ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'

export const CommercialRegistrationListCodec = t.readonlyArray(CommercialRegistrationCodec, 'CommercialRegistrationList')

/** `now` stamps the branch search (spec 7 "query term plus timestamp"); the clock of the backend. */
export const createOnboardingPort = (send: Send, now: () => number = Date.now): OnboardingPort => ({
  getCurrentPerson: (opts) => send(ROUTES.getCurrentPerson, CurrentPersonCodec, {}, opts),
  getPerson: (personId, opts) => send(ROUTES.getPerson, SavedPersonCodec, { params: { personId } }, opts),
  savePerson: (person, opts) => send(ROUTES.savePerson, SavedPersonCodec, { json: PersonCodec.encode(person) }, opts),
  getOrganizationTypes: (opts) => send(ROUTES.getOrganizationTypes, OrganizationTypesCodec, {}, opts),
  searchBranchesOfIndustry: (term, opts) =>
    send(ROUTES.searchBranchesOfIndustry, BranchOfIndustryListCodec, { searchParams: toBranchSearchParams(term, now()) }, opts),
  getBranchOfIndustry: (branchId, opts) => send(ROUTES.getBranchOfIndustry, BranchOfIndustryCodec, { params: { branchId } }, opts),
  getOrganisationBranch: (opts) => send(ROUTES.getOrganisationBranch, OrganisationBranchCodec, {}, opts),
  createIdentification: (personId, opts) =>
    send(ROUTES.createIdentification, IdentificationCodec, { json: CreateIdentificationBodyCodec.encode({ personId }) }, opts),
  updateIdentification: (identificationId, opts) => send(ROUTES.updateIdentification, IdentificationCodec, { params: { identificationId } }, opts),
  listIdentifications: (personId, opts) =>
    send(ROUTES.listIdentifications, IdentificationListCodec, { searchParams: toIdentificationsSearchParams(personId) }, opts),
  getPersonOnboarding: (personId, opts) => send(ROUTES.getPersonOnboarding, PersonOnboardingCodec, { params: { personId } }, opts),
  createAccount: (personId, opts) => send(ROUTES.createAccount, BusinessBankAccountCodec, { params: { personId } }, opts),
  orderCard: (request, opts) => send(ROUTES.orderCard, CardOrderCodec, { searchParams: toCardOrderSearchParams(request) }, opts),
  cancelActivation: (opts) => send(ROUTES.cancelActivation, EmptyAnswerCodec, {}, opts),
  saveBusiness: (business, opts) => send(ROUTES.saveBusiness, SavedBusinessCodec, { json: BusinessCodec.encode(business) }, opts),
  listBusinesses: (opts) => send(ROUTES.listBusinesses, SavedBusinessListCodec, {}, opts),
  saveLegalRepresentative: (link, opts) =>
    send(ROUTES.saveLegalRepresentative, LegalRepresentativeLinkCodec, { json: LegalRepresentativeLinkCodec.encode(link) }, opts),
  listLegalRepresentatives: (businessId, opts) =>
    send(ROUTES.listLegalRepresentatives, LegalRepresentativeLinkListCodec, { params: { businessId } }, opts),
  saveBeneficialOwner: (owner, opts) => send(ROUTES.saveBeneficialOwner, BeneficialOwnerCodec, { json: BeneficialOwnerCodec.encode(owner) }, opts),
  listBeneficialOwners: (businessId, opts) => send(ROUTES.listBeneficialOwners, BeneficialOwnerListCodec, { params: { businessId } }, opts),
  addAuthorizedPerson: (businessId, accountId, authorizedPersonId, opts) =>
    send(
      ROUTES.addAuthorizedPerson,
      EmptyAnswerCodec,
      { params: { businessId, accountId }, json: AuthorizedPersonBodyCodec.encode({ authorizedPersonId }) },
      opts,
    ),
  createBusinessIdentification: (businessId, opts) =>
    send(ROUTES.createBusinessIdentification, IdentificationListCodec, { params: { businessId } }, opts),
  processBusinessIdentification: (businessId, opts) =>
    send(ROUTES.processBusinessIdentification, IdentificationListCodec, { params: { businessId } }, opts),
  createBusinessAccount: (businessId, opts) => send(ROUTES.createBusinessAccount, BusinessBankAccountCodec, { params: { businessId } }, opts),
  markLegalIdentificationSuccessful: (businessId, opts) =>
    send(ROUTES.markLegalIdentificationSuccessful, EmptyAnswerCodec, { params: { businessId } }, opts),
  searchCommercialRegistrations: (companyName, opts) =>
    send(ROUTES.searchCommercialRegistrations, CommercialRegistrationListCodec, { searchParams: toCompanyNameSearchParams(companyName) }, opts),
  getCommercialRegistration: (registrationNumber, registrationIssuer, opts) =>
    send(
      ROUTES.getCommercialRegistration,
      CommercialRegistrationCodec,
      { searchParams: toRegistrationSearchParams({ registrationNumber, registrationIssuer }) },
      opts,
    ),
  submitTaxNumber: (lexBankBusinessId, taxNumber, opts) =>
    send(ROUTES.submitTaxNumber, EmptyAnswerCodec, { params: { lexBankBusinessId }, json: TaxNumberBodyCodec.encode({ taxNumber }) }, opts),
})
