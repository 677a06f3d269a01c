/**
 * Rules of the GmbH onboarding forms about the company (spec: hub-and-business-account 5 "Company name search",
 * "Business data", "Business tax"; 8; 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { todayInBerlin, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { parseIsoOrGermanDate } from '../calendar/local-date.ts'
import { TAX_ID_LENGTH_DIGITS } from '../identity/constants.ts'
import { INVALID_TAX_IDENTIFICATION_NUMBER_KEY } from '../identity/tax-id.ts'
import { parseVatId, type VatId } from '../identity/vat-id.ts'
import type { Clock } from '../calendar/clock.ts'
import { validateFatcaAnswer } from './fatca.ts'
import { isBlank } from '../text/text-rules.ts'
import { BUSINESS_PURPOSE_MAX_LENGTH_CHARS, COMPANY_NAME_MAX_LENGTH_CHARS, COMPANY_NAME_MIN_LENGTH_CHARS } from './constants.ts'
import { requireOneOf, requireText, validateAllFields, type Checked } from './form-checks.ts'
import { BUSINESS_INDUSTRIES, type BusinessIndustry } from './model.ts'
import { BUSINESS_PURPOSE_KEY, INDUSTRY_KEY } from './person-rules.ts'

export const COMPANY_NAME_KEY = 'INVALID_GMBH_COMPANY_NAME'
export const COMPANY_NAME_NOT_FOUND_KEY = 'COMPANY_NAME_NOT_FOUND'
export const REGISTRATION_NUMBER_KEY = 'INVALID_COMPANY_REGISTRATION_NUMBER'
export const REGISTRATION_ISSUER_KEY = 'INVALID_COMPANY_REGISTRATION_ISSUER'
export const REGISTRATION_DATE_KEY = 'INVALID_COMPANY_REGISTRATION_DATE'
export const COMPANY_NAME_LENGTH_KEY = 'onboarding.companyNameLength'

/**
 * A company name: required (INVALID_GMBH_COMPANY_NAME), plain text, and 2 to 100 characters
 * (onboarding.companyNameLength; the limits are chosen in constants.ts).
 * @example requireCompanyName('A', 'name') // left(onboarding.companyNameLength)
 */
export const requireCompanyName = (value: string | null | undefined, field: string): Checked<string> => {
  const checked = requireText(value, field, COMPANY_NAME_KEY, Number.MAX_SAFE_INTEGER)
  if (E.isLeft(checked)) return checked
  const length = [...checked.right].length
  return length < COMPANY_NAME_MIN_LENGTH_CHARS || length > COMPANY_NAME_MAX_LENGTH_CHARS
    ? E.left([validationIssue(field, COMPANY_NAME_LENGTH_KEY, { minLength: COMPANY_NAME_MIN_LENGTH_CHARS, maxLength: COMPANY_NAME_MAX_LENGTH_CHARS })])
    : checked
}

/**
 * The company name to look up in the commercial register is required (INVALID_GMBH_COMPANY_NAME); it is trimmed
 * and must be a plain company name of 2 to 100 characters (see requireCompanyName).
 * @example validateCompanyNameSearch('  Muster GmbH ') // right('Muster GmbH')
 */
export const validateCompanyNameSearch = (companyName: string | null | undefined, field = 'companyName'): Checked<string> =>
  requireCompanyName(companyName, field)

/**
 * The register lookup must find at least one entry; otherwise COMPANY_NAME_NOT_FOUND asks the user to enter the
 * name without its legal form.
 * @example validateCompanyNameSearchResults([]) // left([{ field: 'companyName', key: 'COMPANY_NAME_NOT_FOUND' }])
 */
export const validateCompanyNameSearchResults = <A>(results: ReadonlyArray<A>, field = 'companyName'): Checked<ReadonlyArray<A>> =>
  results.length === 0 ? E.left([validationIssue(field, COMPANY_NAME_NOT_FOUND_KEY)]) : E.right(results)

/** Register type (optional), the number, and the court's letter suffix (optional): 'HRB 12345 B', '12345'. */
const REGISTRATION_NUMBER = /^(?:(?:HRA|HRB|GNR|PR|VR|GSR) ?)?\d{1,6}(?: ?[A-Z]{1,2})?$/

/**
 * Reads a commercial register number, e.g. 'HRB 12345' or 'HRB 12345 B'.
 *
 * Reading: the spec only says "required"; a bank checks the form the German registers use: an optional register
 * type (HRA, HRB, GnR, PR, VR, GsR), one to six digits, and the optional letter suffix some courts add (Berlin
 * 'B', Bremen 'HB'). Case and runs of spaces are normalised: 'hrb  12345' becomes 'HRB 12345'.
 * @example parseRegistrationNumber('hrb 12345 b') // right('HRB 12345 B')
 */
export const parseRegistrationNumber = (input: string | null | undefined, field = 'registrationNumber'): Checked<string> => {
  const text = (input ?? '').trim().replace(/\s+/gu, ' ').toUpperCase()
  return REGISTRATION_NUMBER.test(text) ? E.right(text) : E.left([validationIssue(field, REGISTRATION_NUMBER_KEY)])
}

/**
 * The foundation date is required and must lie before now.
 *
 * Reading: the form holds a calendar date, so "before now" means not after today in Berlin: a company founded
 * today was founded before this moment of today. A date tomorrow or later is rejected.
 * @example validateFoundationDate('2030-01-01', clock) // left(INVALID_COMPANY_REGISTRATION_DATE)
 */
export const validateFoundationDate = (input: string | null | undefined, clock: Clock, field = 'foundationDate'): Checked<LocalDate> => {
  const invalid = E.left([validationIssue(field, REGISTRATION_DATE_KEY)])
  if (isBlank(input)) return invalid
  const date = parseIsoOrGermanDate(input ?? '', field)
  return E.isRight(date) && date.right <= todayInBerlin(clock) ? date : invalid
}

export interface BusinessDataInput {
  readonly registrationNumber?: string | null | undefined
  readonly registrationIssuer?: string | null | undefined
  readonly name?: string | null | undefined
  /** YYYY-MM-DD or dd.MM.yyyy. */
  readonly foundationDate?: string | null | undefined
  readonly industry?: string | null | undefined
  readonly businessPurpose?: string | null | undefined
}

export interface BusinessData {
  readonly registrationNumber: string
  readonly registrationIssuer: string
  readonly name: string
  readonly foundationDate: LocalDate
  readonly industry: BusinessIndustry
  readonly businessPurpose: string
}

/**
 * The company data confirmed in the GmbH wizard: register number and issuing court are required, as are name,
 * foundation date (not after today in Berlin), one of the 13 industries and the business purpose. All issues of
 * the form are returned.
 * @example validateBusinessData({ registrationNumber: 'HRB 12345', registrationIssuer: 'Amtsgericht München', … }, clock)
 */
export const validateBusinessData = (input: BusinessDataInput, clock: Clock): Checked<BusinessData> =>
  validateAllFields({
    registrationNumber: parseRegistrationNumber(input.registrationNumber),
    registrationIssuer: requireText(input.registrationIssuer, 'registrationIssuer', REGISTRATION_ISSUER_KEY),
    name: requireCompanyName(input.name, 'name'),
    foundationDate: validateFoundationDate(input.foundationDate, clock),
    industry: requireOneOf(BUSINESS_INDUSTRIES, input.industry, 'industry', INDUSTRY_KEY),
    businessPurpose: requireText(input.businessPurpose, 'businessPurpose', BUSINESS_PURPOSE_KEY, BUSINESS_PURPOSE_MAX_LENGTH_CHARS),
  })

/**
 * Reads a company's tax number (Steuernummer) as the tax office writes it, e.g. '143/815/08155' or
 * '2181508150' written '21/815/08150'.
 *
 * Reading: the spec says "required, at least 11 characters". That is kept (counted without white space), and a
 * bank adds what a Steuernummer is: only digits and '/', with 10 to 13 digits (10 or 11 in a state's format, 13
 * in the federal ELSTER format). A company's tax number has no check digit that works for every state, so none is
 * checked. White space is dropped.
 * @example parseBusinessTaxNumber('143 / 815 / 08155') // right('143/815/08155')
 */
export const parseBusinessTaxNumber = (input: string | null | undefined, field = 'taxIdentificationNumber'): Checked<string> => {
  const text = (input ?? '').replace(/\s+/gu, '')
  const digits = text.replaceAll('/', '').length
  return /^[\d/]+$/.test(text) && text.length >= TAX_ID_LENGTH_DIGITS && digits >= 10 && digits <= 13
    ? E.right(text)
    : E.left([validationIssue(field, INVALID_TAX_IDENTIFICATION_NUMBER_KEY)])
}

export interface BusinessTaxInput {
  readonly taxIdentificationNumber?: string | null | undefined
  readonly vatNumber?: string | null | undefined
  /** The answer to the US tax question of the tax step. */
  readonly fatcaRelevant?: boolean | null | undefined
}

export interface BusinessTax {
  readonly taxIdentificationNumber: string
  readonly vatNumber: VatId | null
  readonly fatcaRelevant: false
}

/**
 * The GmbH's tax information: the tax number is required (at least 11 characters, see parseBusinessTaxNumber);
 * the VAT number is optional but, if given, must be a German VAT id; the US tax question must be answered, and
 * only "no" passes (see validateFatcaAnswer).
 *
 * Reading: "VAT number must start with DE" is read as the full VAT id check of parseVatId.
 * @example validateBusinessTax({ taxIdentificationNumber: '143/815/08155', vatNumber: 'DE136695976', fatcaRelevant: false })
 */
export const validateBusinessTax = (input: BusinessTaxInput): Checked<BusinessTax> =>
  validateAllFields({
    taxIdentificationNumber: parseBusinessTaxNumber(input.taxIdentificationNumber),
    vatNumber: isBlank(input.vatNumber) ? E.right(null) : parseVatId(input.vatNumber ?? '', 'vatNumber'),
    fatcaRelevant: validateFatcaAnswer(input.fatcaRelevant),
  })
