/**
 * The forms of the GmbH activation wizard as the wizard's state holds them (spec: hub-and-business-account 2.4 GmbH
 * steps, 3 Business and Person, 5 "Company name search", "Business data", "Business tax", "Business address",
 * "Legal representative"), and how each becomes the body of its call (7). Every value is kept as typed, so going
 * back, a failed call or a reload never loses it; the rules run on 'continued'.
 */
import { formatLocalDate, parseIsoOrGermanDate } from '../calendar/local-date.ts'
import * as E from 'fp-ts/lib/Either.js'
import { DEFAULT_ADDRESS_COUNTRY_CODE, DEFAULT_BUSINESS_INDUSTRY, DEFAULT_LEGAL_FORM } from './constants.ts'
import type { CommercialRegistration, RegistryRepresentative } from './model.ts'

/** s1: the register lookup, by name or by register number and issuing court. */
export interface CompanySearchForm {
  readonly companyName: string
  readonly registrationNumber: string
  readonly registrationIssuer: string
}

/** s2: the company data to confirm. foundationDate as typed, dd.MM.yyyy. */
export interface BusinessDataForm {
  readonly name: string
  readonly legalForm: string
  readonly registrationNumber: string
  readonly registrationIssuer: string
  readonly foundationDate: string
  readonly industry: string
  readonly businessPurpose: string
}

/** s3: the company's tax data; both are sensitive (never in the draft). The US tax answer is in fatcaAnswers.tax. */
export interface BusinessTaxForm {
  readonly taxIdentificationNumber: string
  readonly vatNumber: string
}

/** An address as typed; country is always DE (the only country offered). */
export interface AddressForm {
  readonly line1: string
  readonly line2: string
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

/** s5: one legal representative. taxIdentificationNumber is sensitive; birthDate as typed, dd.MM.yyyy. */
export interface RepresentativeForm {
  readonly salutation: string
  readonly title: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly taxIdentificationNumber: string
  readonly birthDate: string
  readonly address: AddressForm
  readonly nationality: string
  readonly ownEconomicInterestSigned: boolean
  /** The declaration to hold at least 25 % of the shares. */
  readonly requiredSharesSigned: boolean
  readonly votingShare: string
  readonly accountOpeningAccepted: boolean
  readonly taxInformationAccepted: boolean
  readonly termsConditionsSigned: boolean
}

/** s7: the mobile number the identification is linked to. */
export interface MobileNumberForm {
  readonly mobileNumber: string
}

export interface GmbhWizardForms {
  readonly search: CompanySearchForm
  readonly business: BusinessDataForm
  readonly tax: BusinessTaxForm
  readonly address: AddressForm
  readonly representative: RepresentativeForm
  readonly mobile: MobileNumberForm
}

/** The form of one step, as 'edited' and 'continued' carry it. */
export type GmbhStepForm =
  | { readonly step: 's1'; readonly values: CompanySearchForm }
  | { readonly step: 's2'; readonly values: BusinessDataForm }
  | { readonly step: 's3'; readonly values: BusinessTaxForm }
  | { readonly step: 's4'; readonly values: AddressForm }
  | { readonly step: 's5'; readonly values: RepresentativeForm }
  | { readonly step: 's7'; readonly values: MobileNumberForm }

export const EMPTY_ADDRESS_FORM: AddressForm = { line1: '', line2: '', postalCode: '', city: '', country: DEFAULT_ADDRESS_COUNTRY_CODE }

/** Chosen: the nationality is preselected German, as most representatives of a German GmbH are. */
export const DEFAULT_NATIONALITY = 'DE'

/**
 * An empty representative form, with the names the register lists prefilled when it is for one of them.
 * @example toRepresentativeForm({ firstName: 'Anna', lastName: 'Nordmann', processed: false }).firstName // 'Anna'
 */
export const toRepresentativeForm = (registry?: RegistryRepresentative): RepresentativeForm => ({
  salutation: '',
  title: '',
  firstName: registry?.firstName ?? '',
  lastName: registry?.lastName ?? '',
  email: '',
  taxIdentificationNumber: '',
  birthDate: '',
  address: EMPTY_ADDRESS_FORM,
  nationality: DEFAULT_NATIONALITY,
  ownEconomicInterestSigned: false,
  requiredSharesSigned: false,
  votingShare: '',
  accountOpeningAccepted: false,
  taxInformationAccepted: false,
  termsConditionsSigned: false,
})

export const EMPTY_GMBH_FORMS: GmbhWizardForms = {
  search: { companyName: '', registrationNumber: '', registrationIssuer: '' },
  business: {
    name: '',
    legalForm: DEFAULT_LEGAL_FORM,
    registrationNumber: '',
    registrationIssuer: '',
    foundationDate: '',
    industry: DEFAULT_BUSINESS_INDUSTRY,
    businessPurpose: '',
  },
  tax: { taxIdentificationNumber: '', vatNumber: '' },
  address: EMPTY_ADDRESS_FORM,
  representative: toRepresentativeForm(),
  mobile: { mobileNumber: '' },
}

/** A date from the server (ISO) as the form shows it (dd.MM.yyyy); anything unreadable is kept as it is. */
export const toGermanDateInput = (iso: string | null | undefined): string => {
  const parsed = parseIsoOrGermanDate(iso ?? '', 'date')
  return E.isRight(parsed) ? formatLocalDate(parsed.right) : (iso ?? '')
}

/** Chosen: the legal form read from the register's name or legal form; UG when it says so, else GmbH. */
const toLegalForm = (registration: CommercialRegistration): string =>
  /\bUG\b/iu.test(`${registration.legalForm ?? ''} ${registration.name ?? ''}`) ? 'UG' : DEFAULT_LEGAL_FORM

/**
 * The company data, tax country and address the register holds, filled into the s2 and s4 forms (the industry and
 * business purpose the register does not give stay as they were).
 * @example fillFromRegistration(EMPTY_GMBH_FORMS, { name: 'Nordlicht Software GmbH', … }).business.name // 'Nordlicht Software GmbH'
 */
export const fillFromRegistration = (forms: GmbhWizardForms, registration: CommercialRegistration): GmbhWizardForms => {
  const a = registration.address
  return {
    ...forms,
    business: {
      ...forms.business,
      name: registration.name ?? '',
      legalForm: toLegalForm(registration),
      registrationNumber: registration.registrationNumber ?? '',
      registrationIssuer: registration.registrationIssuer ?? '',
      foundationDate: toGermanDateInput(registration.registrationDate),
    },
    address:
      a == null
        ? forms.address
        : {
            line1: a.line1 ?? '',
            line2: a.line2 ?? '',
            postalCode: a.postalCode ?? '',
            city: a.city ?? '',
            country: DEFAULT_ADDRESS_COUNTRY_CODE,
          },
  }
}
