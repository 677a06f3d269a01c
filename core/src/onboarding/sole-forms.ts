/**
 * The forms of the sole trader wizard as its state holds them (spec: hub-and-business-account 3 Person, 5
 * "Freelancer data", "Tax number", "VAT id", "Person terms", "Freelancer company info"). Every value is kept as typed;
 * the checks and the person built from them are in sole-wizard-rules.ts.
 */
import { DEFAULT_ADDRESS_COUNTRY_CODE } from './constants.ts'

export interface SoleTermsForm {
  readonly accountOpeningAccepted: boolean
  readonly taxInformationAccepted: boolean
  readonly termsConditionsSigned: boolean
  readonly lxoAgbAccepted: boolean
}

/** line1 holds street and house number in the freelancer form (5 "Freelancer data"). */
export interface SoleAddressForm {
  readonly line1: string
  readonly line2: string
  readonly postalCode: string
  readonly city: string
  readonly country: string
}

export interface SolePersonalForm {
  readonly salutation: string
  readonly title: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string
  readonly maritalStatus: string
  /** ISO yyyy-MM-dd, or '' while not entered. */
  readonly birthDate: string
  readonly address: SoleAddressForm
}

/** A branch of industry chosen from the search (3 Person branchOfIndustry, branchOfIndustryId, naceCode). */
export interface SoleBranch {
  readonly id: string
  readonly name: string
  readonly naceCode: string | null
}

export interface SoleBusinessForm {
  /** As typed, German notation: '1.000,00'. */
  readonly expectedMonthlyRevenueEuro: string
  readonly branch: SoleBranch | null
  readonly businessPurpose: string
  readonly businessTradingName: string
  readonly websiteSocialMedia: string
}

/** The sensitive form: never written to the browser's storage (issue 16), re-read from the server after a reload. */
export interface SoleTaxForm {
  readonly taxNumber: string
  readonly vatRegistrationId: string
  readonly hasNoVatRegistrationId: boolean
}

export interface SoleDeclarationForm {
  readonly ownEconomicInterestSigned: boolean
}

export interface SoleWizardForms {
  readonly terms: SoleTermsForm
  readonly personal: SolePersonalForm
  readonly business: SoleBusinessForm
  readonly tax: SoleTaxForm
  readonly declaration: SoleDeclarationForm
}
export type SoleFormId = keyof SoleWizardForms

/** A change to some fields of some forms (the address is replaced whole). */
export type SoleFormsPatch = { readonly [K in SoleFormId]?: Partial<SoleWizardForms[K]> }

export const EMPTY_SOLE_WIZARD_FORMS: SoleWizardForms = {
  terms: { accountOpeningAccepted: false, taxInformationAccepted: false, termsConditionsSigned: false, lxoAgbAccepted: false },
  personal: {
    salutation: '',
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    mobileNumber: '',
    maritalStatus: '',
    birthDate: '',
    address: { line1: '', line2: '', postalCode: '', city: '', country: DEFAULT_ADDRESS_COUNTRY_CODE },
  },
  business: { expectedMonthlyRevenueEuro: '', branch: null, businessPurpose: '', businessTradingName: '', websiteSocialMedia: '' },
  tax: { taxNumber: '', vatRegistrationId: '', hasNoVatRegistrationId: false },
  declaration: { ownEconomicInterestSigned: false },
}

/**
 * The forms with a patch applied; fields the patch does not name keep their values.
 * @example patchSoleForms(EMPTY_SOLE_WIZARD_FORMS, { personal: { firstName: 'Erika' } }).personal.firstName // 'Erika'
 */
export const patchSoleForms = (forms: SoleWizardForms, patch: SoleFormsPatch): SoleWizardForms => ({
  terms: { ...forms.terms, ...patch.terms },
  personal: { ...forms.personal, ...patch.personal },
  business: { ...forms.business, ...patch.business },
  tax: { ...forms.tax, ...patch.tax },
  declaration: { ...forms.declaration, ...patch.declaration },
})
