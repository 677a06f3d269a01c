/** The onboarding's checks in the memory db: core's rules, on the fields a body fills in. */
import {
  parseTaxIdentificationNumber,
  parseVatId,
  validateBirthDate,
  validateBusinessAddress,
  validateBusinessData,
  validateBusinessTax,
  validateFatcaAnswer,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePostalAddress,
  type Business,
  type Person,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { MemoryState } from '../store/state.ts'

// --- checks: core's rules, on the fields a body fills in

export const issuesOf = (checked: E.Either<ReadonlyArray<ValidationIssue>, unknown>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(checked) ? checked.left : []

/** A value the user filled in: not null, not an empty text. */
export const isGiven = (value: unknown): boolean => value != null && !(typeof value === 'string' && value.trim() === '')

/** The value at a field's path ('address.city') in a body. */
const valueAt = (body: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), body)

/** The issues on fields the body fills in (a step saves only its own fields; what is missing is checked later). */
const onGivenFields = (issues: ReadonlyArray<ValidationIssue>, body: unknown): ReadonlyArray<ValidationIssue> =>
  issues.filter((issue) => isGiven(valueAt(body, issue.field)))

/** The wire's euro amount ("1000.00") as the German input core's money rule reads ("1000,00"). */
const germanAmountOf = (wireEuro: string): string => wireEuro.replace('.', ',')

/** Every rule of core a person's filled-in fields break (personal data, tax data, birth date, FATCA, revenue …). */
export const personIssues = (state: MemoryState, person: Person): ReadonlyArray<ValidationIssue> =>
  onGivenFields(
    [
      ...issuesOf(validateFreelancerData(person)),
      ...issuesOf(validateFreelancerTaxData({ taxNumber: person.taxNumber, vatRegistrationId: person.vatRegistrationId, vatIdNeeded: false })),
      ...issuesOf(parseTaxIdentificationNumber(person.taxIdentificationNumber ?? '', 'taxIdentificationNumber')),
      ...issuesOf(parseVatId(person.vatNumber ?? '', 'vatNumber')),
      ...issuesOf(validateBirthDate(person.birthDate, state.clock, 'birthDate')),
      ...issuesOf(validateFatcaAnswer(person.fatcaRelevant)),
      ...issuesOf(
        validateFreelancerCompanyInfo({
          expectedMonthlyRevenueEuro: germanAmountOf(person.expectedMonthlyRevenueEuro ?? ''),
          naceCode: person.naceCode,
          businessPurpose: person.businessPurpose,
        }),
      ),
      ...issuesOf(validatePostalAddress(person.businessAddress, { requireHouseNumber: false, fieldPrefix: 'businessAddress' })),
    ],
    person,
  )

/** The business rules' field names, as the business body names them. */
const BUSINESS_FIELD_PATHS: Readonly<Record<string, string>> = {
  registrationNumber: 'taxInformation.registrationNumber',
  registrationIssuer: 'taxInformation.registrationIssuer',
}

/** Every rule of core a business's filled-in fields break (company data, tax, address). */
export const businessIssues = (state: MemoryState, business: Business): ReadonlyArray<ValidationIssue> => {
  const data = issuesOf(
    validateBusinessData(
      {
        registrationNumber: business.taxInformation?.registrationNumber,
        registrationIssuer: business.taxInformation?.registrationIssuer,
        name: business.name,
        foundationDate: business.foundationDate,
        industry: business.industry,
        businessPurpose: business.businessPurpose,
      },
      state.clock,
    ),
  ).map((issue) => ({ ...issue, field: BUSINESS_FIELD_PATHS[issue.field] ?? issue.field }))
  return onGivenFields(
    [
      ...data,
      ...issuesOf(validateBusinessTax(business)),
      ...issuesOf(validateBusinessAddress(business.address)),
    ],
    business,
  )
}
