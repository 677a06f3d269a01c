/**
 * The forms of the sole trader wizard and their checks (spec: hub-and-business-account 3 Person, 5 "Freelancer data",
 * "Tax number", "VAT id", "Person terms", "Freelancer company info", 9). Each step's check runs the core's rules and the
 * text limits, and yields every issue on its field; the person the wizard saves is built from the checked forms.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../calendar/clock.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { validateBirthDate } from '../identity/age.ts'
import { normalizeTaxIdentificationNumber } from '../identity/tax-id.ts'
import { parseMoney, toWholeCents } from '../money/money.ts'
import { DEFAULT_ADDRESS_COUNTRY_CODE } from './constants.ts'
import {
  isVatIdNeeded,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePersonTerms,
  validateTermsStep,
} from './person-rules.ts'
import { checkOnboardingTexts, mergeFieldIssues } from './text-fields.ts'
import type { Person } from './wire.ts'

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

const issuesOf = <A>(checked: E.Either<ReadonlyArray<ValidationIssue>, A>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(checked) ? checked.left : []

/**
 * The field the industry search shows its issue on: the core's freelancer rule names the NACE code ('naceCode'),
 * which the form fills by choosing a branch.
 */
export const SOLE_INDUSTRY_FIELD = 'naceCode'

/** The expected monthly revenue as Money, or undefined while it does not parse. */
const expectedRevenueOf = (business: SoleBusinessForm) => {
  const parsed = parseMoney(business.expectedMonthlyRevenueEuro, 'expectedMonthlyRevenueEuro')
  return E.isRight(parsed) ? parsed.right : undefined
}

/**
 * Whether the sole trader must give a VAT id: from the expected monthly revenue of the business form (isVatIdNeeded).
 * @example isSoleVatIdNeeded({ ...business, expectedMonthlyRevenueEuro: '2.500,00' }) // true
 */
export const isSoleVatIdNeeded = (business: SoleBusinessForm): boolean => isVatIdNeeded({ expectedMonthlyRevenue: expectedRevenueOf(business) ?? null })

/**
 * The issues of one form, each on its field (at most one per field, text limits first): the core's rule for it
 * (validateTermsStep, validateFreelancerData with validateBirthDate, validateFreelancerCompanyInfo,
 * validateFreelancerTaxData, validatePersonTerms) and the text limits of its fields. Empty: the form may be sent.
 *
 * Reading: the freelancer rules do not name the birth date; a bank must check the age of 18 (9 "Minimum age"), so the
 * personal form requires it (validateBirthDate). The person terms need the terms step's consents too, so the
 * declaration is checked together with them.
 * @example checkSoleForm('personal', EMPTY_SOLE_WIZARD_FORMS, clock) // [salutation, firstName, …]
 */
export const checkSoleForm = (form: SoleFormId, forms: SoleWizardForms, clock: Clock): ReadonlyArray<ValidationIssue> => {
  switch (form) {
    case 'terms':
      return issuesOf(validateTermsStep(forms.terms))
    case 'personal': {
      const p = forms.personal
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['title', p.title, 'title'],
          ['firstName', p.firstName, 'firstName'],
          ['lastName', p.lastName, 'lastName'],
          ['email', p.email, 'email'],
          ['mobileNumber', p.mobileNumber, 'mobileNumber'],
          ['addressLine1', p.address.line1, 'address.line1'],
          ['addressLine2', p.address.line2, 'address.line2'],
          ['postalCode', p.address.postalCode, 'address.postalCode'],
          ['city', p.address.city, 'address.city'],
        ]),
        issuesOf(validateFreelancerData(p)),
        issuesOf(validateBirthDate(p.birthDate, clock, 'birthDate')),
      )
    }
    case 'business': {
      const b = forms.business
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['expectedMonthlyRevenueEuro', b.expectedMonthlyRevenueEuro, 'expectedMonthlyRevenueEuro'],
          ['businessPurpose', b.businessPurpose, 'businessPurpose'],
          ['businessTradingName', b.businessTradingName, 'businessTradingName'],
          ['websiteSocialMedia', b.websiteSocialMedia, 'websiteSocialMedia'],
        ]),
        issuesOf(
          validateFreelancerCompanyInfo({
            expectedMonthlyRevenueEuro: b.expectedMonthlyRevenueEuro,
            naceCode: b.branch?.naceCode ?? null,
            businessPurpose: b.businessPurpose,
          }),
        ),
      )
    }
    case 'tax': {
      const t = forms.tax
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['taxNumber', t.taxNumber, 'taxNumber'],
          ['vatRegistrationId', t.hasNoVatRegistrationId ? '' : t.vatRegistrationId, 'vatRegistrationId'],
        ]),
        issuesOf(validateFreelancerTaxData({ ...t, vatIdNeeded: isSoleVatIdNeeded(forms.business) })),
      )
    }
    case 'declaration':
      return issuesOf(validatePersonTerms({ ...forms.terms, ownEconomicInterestSigned: forms.declaration.ownEconomicInterestSigned }))
  }
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** Cents as "1000.00" (3 Person expectedMonthlyRevenueEuro: a decimal string with a dot). */
const euroOfCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`
}

/**
 * The person the wizard saves (3 Person), from the forms it has checked: `through` names them. Texts are trimmed,
 * the mobile number normalised to +49…, the revenue sent as euro and cents strings, the tax ids compacted; the person's
 * id once the server gave it. A form not yet checked is not sent.
 * @example toSolePerson({ forms, organizationType: 'FREELANCER', personId: null, through: ['terms', 'personal'] }).firstName // 'Erika'
 */
export const toSolePerson = (input: {
  readonly forms: SoleWizardForms
  readonly organizationType: string | null
  readonly personId: string | null
  readonly through: ReadonlyArray<SoleFormId>
}): Person => {
  const { forms, through } = input
  const has = (form: SoleFormId) => through.includes(form)
  const p = forms.personal
  const b = forms.business
  const t = forms.tax
  const personal = validateFreelancerData(p)
  const revenueCents = (() => {
    const money = expectedRevenueOf(b)
    return money === undefined ? undefined : toWholeCents(money)
  })()
  return {
    ...(input.personId === null ? {} : { id: input.personId }),
    organizationType: input.organizationType,
    fatcaRelevant: false,
    ...(has('terms') ? forms.terms : {}),
    ...(has('personal')
      ? {
          salutation: p.salutation,
          title: blankToNull(p.title),
          firstName: p.firstName.trim(),
          lastName: p.lastName.trim(),
          email: p.email.trim(),
          mobileNumber: E.isRight(personal) ? personal.right.mobileNumber : p.mobileNumber.trim(),
          maritalStatus: p.maritalStatus,
          birthDate: p.birthDate,
          address: E.isRight(personal) ? personal.right.address : { ...p.address },
        }
      : {}),
    ...(has('business')
      ? {
          expectedMonthlyRevenueEuro: revenueCents === undefined ? null : euroOfCents(revenueCents),
          expectedMonthlyRevenueCents: revenueCents === undefined ? null : revenueCents.toString(),
          expectedMonthlyRevenueNeedsVatRegistrationId: isSoleVatIdNeeded(b),
          naceCode: b.branch?.naceCode ?? null,
          branchOfIndustry: b.branch?.name ?? null,
          branchOfIndustryId: b.branch?.id ?? null,
          businessPurpose: b.businessPurpose.trim(),
          businessTradingName: blankToNull(b.businessTradingName),
          websiteSocialMedia: blankToNull(b.websiteSocialMedia),
        }
      : {}),
    ...(has('tax')
      ? {
          taxNumber: blankToNull(normalizeTaxIdentificationNumber(t.taxNumber)),
          vatRegistrationId: t.hasNoVatRegistrationId ? null : blankToNull(t.vatRegistrationId.replace(/\s+/gu, '').toUpperCase()),
        }
      : {}),
    ...(has('declaration') ? { ownEconomicInterestSigned: forms.declaration.ownEconomicInterestSigned } : {}),
  }
}
