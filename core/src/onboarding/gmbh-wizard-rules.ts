/**
 * The GmbH activation wizard's rules (spec: hub-and-business-account 4.1 "GmbH flow", 5, 7, 8): what s1's search and
 * s5's representative check besides the core's rule for each, the bodies of the calls the steps make, whom s5 asks
 * for next, which register entries and representatives are the same, and what a failed call shows. The model is in
 * gmbh-wizard-model.ts, the transition in gmbh-wizard.ts.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../calendar/clock.ts'
import type { BackendError } from '../errors/backend-error.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { parseVotingShare, type VotingShare } from '../identity/voting-share.ts'
import { validateVotingSharesTotal } from './beneficial-owners.ts'
import {
  parseRegistrationNumber,
  REGISTRATION_ISSUER_KEY,
  validateCompanyNameSearch,
  type BusinessData,
  type BusinessTax,
} from './business-rules.ts'
import { DEFAULT_ADDRESS_COUNTRY_CODE } from './constants.ts'
import { optionalText, requireOneOf, requireText, validateAllFields, type Checked } from './form-checks.ts'
import { toRepresentativeForm, type CompanySearchForm, type RepresentativeForm } from './gmbh-forms.ts'
import type { EnteredRepresentative, GmbhWizardEffect, GmbhWizardRequest, GmbhWizardState } from './gmbh-wizard-model.ts'
import type { CommercialRegistration, PostalAddress, RegistryRepresentative } from './model.ts'
import { NATIONALITIES } from './nationalities.ts'
import { validateLegalRepresentative, validateLegalRepresentativeTerms, type LegalRepresentative } from './representative-rules.ts'
import type { Business, Person, SavedPerson } from './wire.ts'

/** The register lookups s1 makes: by name, or by register number and court. */
type RegisterLookup = Extract<GmbhWizardEffect, { type: 'searchCommercialRegistrations' | 'getCommercialRegistration' }>

/** The voting share each entered representative gave, the one being edited in s5 left out. */
const otherShares = (s: GmbhWizardState): ReadonlyArray<VotingShare> =>
  s.representatives
    .filter((r) => r.personId !== s.target.personId)
    .flatMap((r) => {
      const share = r.form.votingShare.trim() === '' ? null : parseVotingShare(r.form.votingShare)
      return share !== null && E.isRight(share) ? [share.right] : []
    })

const toPostalAddress = (a: PostalAddress) => ({
  line1: a.line1,
  line2: a.line2,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  state: a.state ?? null,
})

/** The business body of s4 from the confirmed company data, tax information and address. */
export const toBusinessBody = (s: GmbhWizardState, data: BusinessData, tax: BusinessTax, address: PostalAddress): Business => ({
  ...(s.businessId === null ? {} : { id: s.businessId }),
  name: data.name,
  legalForm: s.forms.business.legalForm,
  foundationDate: data.foundationDate,
  industry: data.industry,
  industry_key: data.industry,
  businessPurpose: data.businessPurpose,
  address: toPostalAddress(address),
  taxInformation: {
    registrationNumber: data.registrationNumber,
    registrationIssuer: data.registrationIssuer,
    taxCountry: DEFAULT_ADDRESS_COUNTRY_CODE,
  },
  registrationType: data.registrationNumber.split(' ')[0] ?? null,
  registrationDistrict: data.registrationIssuer,
  taxIdentificationNumber: tax.taxIdentificationNumber,
  vatNumber: tax.vatNumber,
  fatcaRelevant: false,
})

/** A representative checked: the person rules, the extra fields, the terms and the voting shares' total. */
export interface CheckedRepresentative {
  readonly representative: LegalRepresentative
  readonly title: string | null
  readonly nationality: string
}

/** The s5 form checked (also the first representative's again at s7, with the mobile number linked). */
export const checkRepresentative = (s: GmbhWizardState, clock: Clock): Checked<CheckedRepresentative> => {
  const f = s.forms.representative
  const checked = validateAllFields({
    representative: validateLegalRepresentative(
      {
        ownEconomicInterestSigned: f.ownEconomicInterestSigned,
        salutation: f.salutation,
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        taxIdentificationNumber: f.taxIdentificationNumber,
        birthDate: f.birthDate,
        address: f.address,
        requiredSharesSignedAtUtc: f.requiredSharesSigned,
        votingShare: f.votingShare,
        fatcaRelevant: s.fatcaAnswers.representative,
      },
      clock,
    ),
    title: optionalText(f.title, 'title'),
    nationality: requireOneOf(NATIONALITIES, f.nationality, 'nationality', 'onboarding.nationalityRequired'),
    terms: validateLegalRepresentativeTerms(f),
  })
  if (E.isLeft(checked)) return checked
  const share = checked.right.representative.votingShare
  const total = share === null ? E.right([]) : validateVotingSharesTotal([...otherShares(s), share])
  return E.isLeft(total) ? total : E.right({ representative: checked.right.representative, title: checked.right.title, nationality: checked.right.nationality })
}

/** The person body of s5 (and of s7, with the mobile number). */
export const toPersonBody = (
  s: GmbhWizardState,
  checked: CheckedRepresentative,
  personId: string | null,
  requiredSharesSignedAtUtc: string | null,
): Person => {
  const r = checked.representative
  const isFirst = personId !== null && s.representatives[0]?.personId === personId
  return {
    ...(personId === null ? {} : { id: personId }),
    salutation: r.salutation,
    title: checked.title,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    organizationType: s.organizationType,
    address: toPostalAddress(r.address),
    nationality: checked.nationality,
    birthDate: r.birthDate,
    fatcaRelevant: false,
    taxIdentificationNumber: r.taxIdentificationNumber,
    accountOpeningAccepted: true,
    taxInformationAccepted: true,
    termsConditionsSigned: true,
    ownEconomicInterestSigned: true,
    requiredSharesSignedAtUtc,
    ...(isFirst && s.linkedMobileNumber !== null ? { mobileNumber: s.linkedMobileNumber } : {}),
  }
}

/** The s5 form for the next register representative not yet entered, or an empty one. */
export const toNextTarget = (s: GmbhWizardState): GmbhWizardState => {
  const at = s.registryRepresentatives.findIndex((r) => !r.processed)
  return {
    ...s,
    target: { personId: null, registryIndex: at < 0 ? null : at },
    forms: { ...s.forms, representative: toRepresentativeForm(at < 0 ? undefined : s.registryRepresentatives[at]) },
  }
}

/** Arriving at s5 from s4: the form for the next register representative, unless one is being edited. */
export const toNextTargetUnlessEditing = (s: GmbhWizardState): GmbhWizardState =>
  s.representatives.length === 0 && s.target.personId === null && isBlankRepresentative(s.forms.representative) ? toNextTarget(s) : s

const isBlankRepresentative = (f: RepresentativeForm): boolean =>
  f.email === '' && f.birthDate === '' && f.taxIdentificationNumber === '' && f.address.line1 === '' && f.firstName === '' && f.lastName === ''

/** Marks a register representative processed when its name matches one entered. */
export const sameName = (a: { firstName?: string | null; lastName?: string | null }, b: RepresentativeForm): boolean =>
  (a.lastName ?? '').trim().toLocaleLowerCase('de-DE') === b.lastName.trim().toLocaleLowerCase('de-DE') &&
  ((a.firstName ?? '') === '' || (a.firstName ?? '').trim().toLocaleLowerCase('de-DE') === b.firstName.trim().toLocaleLowerCase('de-DE'))

/**
 * s1's search checked: by name the name alone, by register number the number and its court; the search form as it is
 * sent (the other way's fields cleared) and the lookup to make.
 */
export const checkRegisterSearch = (f: CompanySearchForm, by: 'name' | 'number'): Checked<{ readonly search: CompanySearchForm; readonly lookup: RegisterLookup }> => {
  if (by === 'name') {
    const name = validateCompanyNameSearch(f.companyName)
    if (E.isLeft(name)) return name
    return E.right({ search: { ...f, registrationNumber: '', registrationIssuer: '' }, lookup: { type: 'searchCommercialRegistrations', companyName: name.right } })
  }
  const checked = validateAllFields({
    registrationNumber: parseRegistrationNumber(f.registrationNumber),
    registrationIssuer: requireText(f.registrationIssuer, 'registrationIssuer', REGISTRATION_ISSUER_KEY),
  })
  if (E.isLeft(checked)) return checked
  const { registrationNumber, registrationIssuer } = checked.right
  return E.right({ search: { ...f, companyName: '' }, lookup: { type: 'getCommercialRegistration', registrationNumber, registrationIssuer } })
}

/** A register entry's representatives, each processed that is entered already (by name). */
export const toRegistryRepresentatives = (chosen: CommercialRegistration, entered: ReadonlyArray<EnteredRepresentative>): ReadonlyArray<RegistryRepresentative> =>
  (chosen.legalRepresentatives ?? []).map((r) => ({
    ...r,
    processed: r.processed || entered.some((e) => sameName(r, e.form)),
  }))

/** The lists once the s5 person is saved: it joins the entered ones (or replaces itself there), its register entry is processed. */
export const toRepresentativesWithSaved = (
  s: GmbhWizardState,
  person: SavedPerson,
): Pick<GmbhWizardState, 'representatives' | 'registryRepresentatives'> => {
  const form = s.forms.representative
  const entered: EnteredRepresentative = {
    personId: person.id,
    form,
    registryIndex: s.target.registryIndex,
    requiredSharesSignedAtUtc: person.requiredSharesSignedAtUtc ?? null,
  }
  const known = s.representatives.some((r) => r.personId === person.id)
  return {
    representatives: known ? s.representatives.map((r) => (r.personId === person.id ? entered : r)) : [...s.representatives, entered],
    registryRepresentatives: s.registryRepresentatives.map((r, i) =>
      i === s.target.registryIndex || (!r.processed && sameName(r, form)) ? { ...r, processed: true } : r,
    ),
  }
}

export const sameRegistration = (a: CommercialRegistration | null, b: CommercialRegistration): boolean =>
  a !== null && a.registrationNumber === b.registrationNumber && a.registrationIssuer === b.registrationIssuer

/** Which s1 field the last search used, so "not found" shows there. */
export const lastSearchField = (s: GmbhWizardState): string =>
  s.forms.search.companyName.trim() === '' && s.forms.search.registrationNumber.trim() !== '' ? 'registrationNumber' : 'companyName'

const FAILURE_NOTICE: Partial<Record<GmbhWizardRequest, string>> = {
  createBusinessAccount: 'LEX_BANK_CREATE_ACCOUNT_FAILED',
  orderCard: 'LEX_BANK_CREATE_CARD_FAILED',
}

/** The server's message values as a message's params (text and numbers; errorText and empty values left out). */
const toParams = (values: Readonly<Record<string, string | number | null>> | null | undefined): Readonly<Record<string, string | number>> | undefined => {
  const entries = Object.entries(values ?? {}).flatMap(([k, v]) => (k === 'errorText' || v === null ? [] : [[k, v] as const]))
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/** What a failed call shows above the step: the create-account and card calls their own message, every other the general one. */
export const toFailureNotice = (request: GmbhWizardRequest): string => FAILURE_NOTICE[request] ?? 'LEX_BANK_BACKEND_VALIDATION_ERROR'

/** The server's issues of a failed call that name a field, each on its field; the notice says the rest. */
export const toServerFieldIssues = (error: BackendError): ReadonlyArray<ValidationIssue> =>
  error._tag === 'ServerIssues'
    ? error.issues.flatMap((i) => (i.source == null || i.source === '' ? [] : [validationIssue(i.source, i.i18nKey, toParams(i.i18nValues))]))
    : []
