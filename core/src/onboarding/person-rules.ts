/**
 * Rules of the sole trader (freelancer) onboarding forms (spec: hub-and-business-account 5 "Freelancer data", "Tax
 * number", "VAT id", "Person terms", "Freelancer company info"; 8; 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { parseEmailAddress } from '../identity/email.ts'
import { normalizeMobileNumber } from '../identity/mobile-number.ts'
import { parseTaxIdentificationNumber, type TaxIdentificationNumber } from '../identity/tax-id.ts'
import { parseVatId, MISSING_VAT_ID_KEY, type VatId } from '../identity/vat-id.ts'
import { compareMoney, isNegativeMoney, moneyFromCents, parseMoney, sumMoney, type Money } from '../money/money.ts'
import { isBlank } from '../text/text-rules.ts'
import { validatePostalAddress } from './address-rules.ts'
import { BUSINESS_PURPOSE_MAX_LENGTH_CHARS, EXPECTED_REVENUE_MONTHS_PER_YEAR, VAT_ID_ANNUAL_REVENUE_THRESHOLD_EUR } from './constants.ts'
import {
  requireConsent,
  requireOneOf,
  requirePersonName,
  requireText,
  requireTrue,
  validateAllFields,
  type Checked,
} from './form-checks.ts'
import { MARITAL_STATUSES, SALUTATIONS, type MaritalStatus, type PostalAddress, type PostalAddressInput, type Salutation } from './model.ts'

export const SALUTATION_KEY = 'INVALID_SALUTATION'
export const FIRST_NAME_KEY = 'INVALID_FIRST_NAME'
export const LAST_NAME_KEY = 'INVALID_LAST_NAME'
export const MARITAL_STATUS_KEY = 'INVALID_MARITAL_STATUS'
export const ACCEPT_TERMS_KEY = 'INVALID_ACCEPT_AGB_VALUE'
export const OWN_ECONOMIC_INTEREST_KEY = 'onboarding.ownEconomicInterestRequired'
export const EXPECTED_MONTHLY_REVENUE_KEY = 'INVALID_EXPECTED_MONTHLY_REVENUE'
export const INDUSTRY_KEY = 'INVALID_COMPANY_INDUSTRY'
export const BUSINESS_PURPOSE_KEY = 'INVALID_COMPANY_BUSINESS_PURPOSE'

export interface FreelancerDataInput {
  readonly salutation?: string | null | undefined
  readonly firstName?: string | null | undefined
  readonly lastName?: string | null | undefined
  readonly email?: string | null | undefined
  readonly maritalStatus?: string | null | undefined
  readonly mobileNumber?: string | null | undefined
  readonly address?: PostalAddressInput | null | undefined
}

export interface FreelancerData {
  readonly salutation: Salutation
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly maritalStatus: MaritalStatus
  /** E.164, e.g. '+491761234567'. */
  readonly mobileNumber: string
  readonly address: PostalAddress
}

/**
 * The freelancer's personal data: salutation (MR or MS), first name, last name, e-mail and marital status
 * (SINGLE, MARRIED, DIVORCED or UNKNOWN) are required; the mobile number is required and normalised to +49 and 7 to
 * 15 digits; the address needs line1, postal code, city and country (Germany). All issues of the form are returned.
 *
 * Reading: a name must contain a letter and may otherwise hold only letters (with accents), spaces, hyphens,
 * apostrophes and dots, as in "Anne-Marie", "O'Neill" or "Dr. Müller"; digits and other symbols are typos a bank
 * would not print on a card. The e-mail check is parseEmailAddress's.
 * @example validateFreelancerData({ salutation: 'MS', firstName: 'Erika', … }) // right({ …, mobileNumber: '+491761234567' })
 */
export const validateFreelancerData = (input: FreelancerDataInput): Checked<FreelancerData> =>
  validateAllFields({
    salutation: requireOneOf(SALUTATIONS, input.salutation, 'salutation', SALUTATION_KEY),
    firstName: requirePersonName(input.firstName, 'firstName', FIRST_NAME_KEY),
    lastName: requirePersonName(input.lastName, 'lastName', LAST_NAME_KEY),
    email: parseEmailAddress(input.email ?? '', 'email'),
    maritalStatus: requireOneOf(MARITAL_STATUSES, input.maritalStatus, 'maritalStatus', MARITAL_STATUS_KEY),
    mobileNumber: E.mapLeft((issue: ValidationIssue): ReadonlyArray<ValidationIssue> => [issue])(
      normalizeMobileNumber(input.mobileNumber ?? '', 'mobileNumber'),
    ),
    address: validatePostalAddress(input.address, { requireHouseNumber: false }),
  })

/** Consent fields of a person: each true, or the time the server recorded the signature. */
export interface PersonTermsInput {
  readonly accountOpeningAccepted?: boolean | string | null | undefined
  readonly termsConditionsSigned?: boolean | string | null | undefined
  readonly ownEconomicInterestSigned?: boolean | string | null | undefined
  readonly taxInformationAccepted?: boolean | null | undefined
}

export interface PersonTerms {
  readonly accountOpeningAccepted: true
  readonly termsConditionsSigned: true
  readonly ownEconomicInterestSigned: true
  readonly taxInformationAccepted: true
}

/**
 * A person's consents before the account is opened: accountOpeningAccepted, termsConditionsSigned and
 * ownEconomicInterestSigned must be set, and taxInformationAccepted must be true.
 *
 * Reading: "set" means true or a recorded signature time; false is a refusal and never counts as set. The own
 * economic interest declaration gets its own text (onboarding.ownEconomicInterestRequired); the others
 * INVALID_ACCEPT_AGB_VALUE.
 * @example validatePersonTerms({ accountOpeningAccepted: true, termsConditionsSigned: true, ownEconomicInterestSigned: true, taxInformationAccepted: false }) // left(taxInformationAccepted)
 */
export const validatePersonTerms = (input: PersonTermsInput): Checked<PersonTerms> =>
  validateAllFields({
    accountOpeningAccepted: requireConsent(input.accountOpeningAccepted, 'accountOpeningAccepted', ACCEPT_TERMS_KEY),
    termsConditionsSigned: requireConsent(input.termsConditionsSigned, 'termsConditionsSigned', ACCEPT_TERMS_KEY),
    ownEconomicInterestSigned: requireConsent(input.ownEconomicInterestSigned, 'ownEconomicInterestSigned', OWN_ECONOMIC_INTEREST_KEY),
    taxInformationAccepted: requireTrue(input.taxInformationAccepted, 'taxInformationAccepted', ACCEPT_TERMS_KEY),
  })

export interface TermsStepInput {
  readonly accountOpeningAccepted?: boolean | null | undefined
  readonly taxInformationAccepted?: boolean | null | undefined
  readonly termsConditionsSigned?: boolean | null | undefined
  readonly lxoAgbAccepted?: boolean | null | undefined
}

export interface TermsStep {
  readonly accountOpeningAccepted: true
  readonly taxInformationAccepted: true
  readonly termsConditionsSigned: true
  readonly lxoAgbAccepted: true
}

/**
 * The terms step of the sole trader wizard: the account opening, tax information, bank terms and the product's
 * general terms (lxoAgbAccepted) checkboxes must all be ticked (true).
 * @example validateTermsStep({ accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: true, lxoAgbAccepted: true }) // right
 */
export const validateTermsStep = (input: TermsStepInput): Checked<TermsStep> =>
  validateAllFields({
    accountOpeningAccepted: requireTrue(input.accountOpeningAccepted, 'accountOpeningAccepted', ACCEPT_TERMS_KEY),
    taxInformationAccepted: requireTrue(input.taxInformationAccepted, 'taxInformationAccepted', ACCEPT_TERMS_KEY),
    termsConditionsSigned: requireTrue(input.termsConditionsSigned, 'termsConditionsSigned', ACCEPT_TERMS_KEY),
    lxoAgbAccepted: requireTrue(input.lxoAgbAccepted, 'lxoAgbAccepted', ACCEPT_TERMS_KEY),
  })

/** WZ 2008 / NACE Rev. 2 codes: an optional section letter, the division, then group and class, with or without dots. */
const NACE_CODE = /^[A-U]?\d{2}(\.?\d{1,2}(\.?\d)?)?$/

export interface FreelancerCompanyInfoInput {
  /** As typed, in euro: '1.000,00' or '1000'. */
  readonly expectedMonthlyRevenueEuro?: string | null | undefined
  readonly naceCode?: string | null | undefined
  readonly businessPurpose?: string | null | undefined
}

export interface FreelancerCompanyInfo {
  readonly expectedMonthlyRevenue: Money
  readonly naceCode: string
  readonly businessPurpose: string
}

/**
 * The freelancer's business: expected monthly revenue in euro, the NACE code of the chosen industry and the
 * business purpose are required.
 *
 * Reading: the revenue is read by parseMoney (German notation, at most two decimals); any failure of it, and a
 * negative amount, is INVALID_EXPECTED_MONTHLY_REVENUE ("e.g. 1000,00"). Zero is accepted: someone starting out
 * may expect no revenue yet. The NACE code comes from the industry search; a missing or malformed one means no
 * industry was chosen (INVALID_COMPANY_INDUSTRY, "make a selection"). Accepted forms: '62', '62.01', '6201',
 * '62.01.0', 'J62.01' (upper-cased).
 * @example validateFreelancerCompanyInfo({ expectedMonthlyRevenueEuro: '1.000,00', naceCode: '62.01', businessPurpose: 'Softwareentwicklung' })
 */
export const validateFreelancerCompanyInfo = (input: FreelancerCompanyInfoInput): Checked<FreelancerCompanyInfo> => {
  const naceCode = (input.naceCode ?? '').replace(/\s+/gu, '').toUpperCase()
  const revenue = parseMoney(input.expectedMonthlyRevenueEuro ?? '', 'expectedMonthlyRevenueEuro')
  return validateAllFields({
    expectedMonthlyRevenue:
      E.isRight(revenue) && !isNegativeMoney(revenue.right)
        ? E.right(revenue.right)
        : E.left([validationIssue('expectedMonthlyRevenueEuro', EXPECTED_MONTHLY_REVENUE_KEY)]),
    naceCode: NACE_CODE.test(naceCode) ? E.right(naceCode) : E.left([validationIssue('naceCode', INDUSTRY_KEY)]),
    businessPurpose: requireText(input.businessPurpose, 'businessPurpose', BUSINESS_PURPOSE_KEY, BUSINESS_PURPOSE_MAX_LENGTH_CHARS),
  })
}

const VAT_ID_ANNUAL_REVENUE_THRESHOLD = moneyFromCents(BigInt(VAT_ID_ANNUAL_REVENUE_THRESHOLD_EUR) * 100n)

/**
 * Whether the expected revenue makes a VAT id necessary. The server's answer
 * (expectedMonthlyRevenueNeedsVatRegistrationId) wins when it is known; otherwise the expected annual revenue
 * (twelve months) is compared with the small-business limit of § 19 UStG, 25 000 €: above it a VAT id is needed.
 * @example isVatIdNeeded({ expectedMonthlyRevenue: parsedMoney('2.500,00') }) // true: 30 000 € a year
 */
export const isVatIdNeeded = (person: {
  readonly expectedMonthlyRevenueNeedsVatRegistrationId?: boolean | null | undefined
  readonly expectedMonthlyRevenue?: Money | null | undefined
}): boolean => {
  if (typeof person.expectedMonthlyRevenueNeedsVatRegistrationId === 'boolean') return person.expectedMonthlyRevenueNeedsVatRegistrationId
  const monthly = person.expectedMonthlyRevenue
  if (monthly == null) return false
  const annual = sumMoney(Array.from({ length: EXPECTED_REVENUE_MONTHS_PER_YEAR }, () => monthly))
  return compareMoney(annual, VAT_ID_ANNUAL_REVENUE_THRESHOLD) > 0
}

export interface FreelancerTaxDataInput {
  /** The personal tax identification number, optional in this form. */
  readonly taxNumber?: string | null | undefined
  readonly vatRegistrationId?: string | null | undefined
  /** The user says they have no VAT id. */
  readonly hasNoVatRegistrationId?: boolean | null | undefined
  /** From isVatIdNeeded. */
  readonly vatIdNeeded: boolean
}

export interface FreelancerTaxData {
  readonly taxNumber: TaxIdentificationNumber | null
  readonly vatRegistrationId: VatId | null
}

/**
 * The freelancer's tax data. The tax number, if given, must be a valid personal tax identification number (11
 * digits, not starting with 0, the BZSt digit structure and check digit). The VAT id is required when the expected
 * revenue needs one, unless the user says they have none; when given it must be a German VAT id.
 *
 * Reading: the spec's "tax number" of a freelancer is the personal Steuer-ID (parseTaxIdentificationNumber); the
 * spec's "must start with DE" is read as the full VAT id check (parseVatId). When the user says they have no VAT id
 * the field is hidden, so whatever it still holds is ignored and not sent.
 * @example validateFreelancerTaxData({ taxNumber: '81872495633', vatRegistrationId: '', vatIdNeeded: true }) // left(MISSING_COMPANY_VAT_REGISTRATION_ID)
 */
export const validateFreelancerTaxData = (input: FreelancerTaxDataInput): Checked<FreelancerTaxData> => {
  const vatField = 'vatRegistrationId'
  const vatCheck: Checked<VatId | null> =
    input.hasNoVatRegistrationId === true
      ? E.right(null)
      : !isBlank(input.vatRegistrationId)
        ? parseVatId(input.vatRegistrationId ?? '', vatField)
        : input.vatIdNeeded
          ? E.left([validationIssue(vatField, MISSING_VAT_ID_KEY)])
          : E.right(null)
  return validateAllFields({
    taxNumber: isBlank(input.taxNumber) ? E.right(null) : parseTaxIdentificationNumber(input.taxNumber ?? '', 'taxNumber'),
    vatRegistrationId: vatCheck,
  })
}
