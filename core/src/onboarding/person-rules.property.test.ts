import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { taxIdentificationNumberArbitrary } from '../identity/tax-id.arbitrary.ts'
import { vatIdArbitrary } from '../identity/vat-id.arbitrary.ts'
import { mobileNumberInputArbitrary } from '../identity/mobile-number.arbitrary.ts'
import { formatMoneyAmount, moneyFromCents } from '../money/money.ts'
import { postalAddressInputArbitrary } from './address.arbitrary.ts'
import {
  isVatIdNeeded,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePersonTerms,
  validateTermsStep,
} from './person-rules.ts'

const freelancerArbitrary = fc.record({
  salutation: fc.constantFrom('MR', 'MS'),
  firstName: fc.constantFrom('Erika', 'Jürgen', 'Anne-Marie', "D'Angelo"),
  lastName: fc.constantFrom('Mustermann', 'Öztürk', 'von der Heide'),
  email: fc.constantFrom('erika@example.de', 'j.oe+bank@mail.example.com'),
  maritalStatus: fc.constantFrom('SINGLE', 'MARRIED', 'DIVORCED', 'UNKNOWN'),
  mobile: mobileNumberInputArbitrary,
  address: postalAddressInputArbitrary,
})

const FREELANCER_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'maritalStatus', 'mobileNumber'] as const

test.prop([freelancerArbitrary])('complete freelancer data passes, with the mobile number normalised', ({ mobile, ...rest }) => {
  const result = validateFreelancerData({ ...rest, mobileNumber: mobile.input })
  expect(E.isRight(result) && result.right.mobileNumber).toBe(mobile.normalized)
})

test.prop([freelancerArbitrary, fc.subarray([...FREELANCER_FIELDS], { minLength: 1 })])(
  'blanking fields gives one issue for each blanked field, in form order',
  ({ mobile, ...rest }, blanked) => {
    const input = { ...rest, mobileNumber: mobile.input, ...Object.fromEntries(blanked.map((f) => [f, ''])) }
    const result = validateFreelancerData(input)
    expect(E.isLeft(result) ? result.left.map((i) => i.field) : []).toEqual(FREELANCER_FIELDS.filter((f) => blanked.includes(f)))
  },
)

const consentArbitrary = fc.constantFrom<boolean | string | null | undefined>(true, false, null, undefined, '', '2024-01-01T00:00:00Z')
const isGiven = (v: unknown) => v === true || (typeof v === 'string' && v !== '')

test.prop([consentArbitrary, consentArbitrary, consentArbitrary, fc.constantFrom(true, false, null, undefined)])(
  'person terms pass exactly when the three consents are set and the tax information is accepted',
  (accountOpeningAccepted, termsConditionsSigned, ownEconomicInterestSigned, taxInformationAccepted) => {
    const result = validatePersonTerms({ accountOpeningAccepted, termsConditionsSigned, ownEconomicInterestSigned, taxInformationAccepted })
    const missing = [!isGiven(accountOpeningAccepted), !isGiven(termsConditionsSigned), !isGiven(ownEconomicInterestSigned), taxInformationAccepted !== true]
    expect(E.isLeft(result) ? result.left.length : 0).toBe(missing.filter(Boolean).length)
  },
)

test.prop([fc.array(fc.constantFrom(true, false, null), { minLength: 4, maxLength: 4 })])('the terms step needs all four boxes ticked', (boxes) => {
  const [accountOpeningAccepted, taxInformationAccepted, termsConditionsSigned, lxoAgbAccepted] = boxes
  const result = validateTermsStep({ accountOpeningAccepted, taxInformationAccepted, termsConditionsSigned, lxoAgbAccepted })
  expect(E.isLeft(result) ? result.left.length : 0).toBe(boxes.filter((b) => b !== true).length)
})

test.prop([fc.bigInt({ min: 0n, max: 10n ** 12n })])('any non-negative amount in German notation is a valid expected revenue, read exactly', (cents) => {
  const typed = formatMoneyAmount(moneyFromCents(cents))
  const result = validateFreelancerCompanyInfo({ expectedMonthlyRevenueEuro: typed, naceCode: '62.01', businessPurpose: 'Beratung' })
  expect(E.isRight(result) && formatMoneyAmount(result.right.expectedMonthlyRevenue)).toBe(typed)
})

test.prop([fc.bigInt({ min: 1n, max: 10n ** 12n })])('a negative expected revenue is rejected', (cents) => {
  const typed = formatMoneyAmount(moneyFromCents(-cents))
  const result = validateFreelancerCompanyInfo({ expectedMonthlyRevenueEuro: typed, naceCode: '62.01', businessPurpose: 'Beratung' })
  expect(E.isLeft(result) ? result.left.map((i) => i.key) : []).toEqual(['INVALID_EXPECTED_MONTHLY_REVENUE'])
})

test.prop([fc.bigInt({ min: 0n, max: 10n ** 9n })])('a VAT id is needed exactly when twelve months exceed 25 000 €', (cents) => {
  expect(isVatIdNeeded({ expectedMonthlyRevenue: moneyFromCents(cents) })).toBe(cents * 12n > 2_500_000n)
})

/** Monthly revenues in cents, mostly above the limit (25 000 € a year is 2 083,33 € a month), often near it. */
const vatRevenueArbitrary = fc.oneof(fc.bigInt({ min: 207_000n, max: 212_000n }), fc.bigInt({ min: 208_334n, max: 10n ** 9n }))

test.prop([vatRevenueArbitrary, fc.bigInt({ min: 0n, max: 10n ** 9n })])('needing a VAT id is monotonic in the revenue', (low, more) => {
  const high = low + more
  fc.pre(isVatIdNeeded({ expectedMonthlyRevenue: moneyFromCents(low) }))
  expect(isVatIdNeeded({ expectedMonthlyRevenue: moneyFromCents(high) })).toBe(true)
})

test.prop([
  fc.option(taxIdentificationNumberArbitrary, { nil: undefined }),
  fc.option(vatIdArbitrary, { nil: undefined }),
  fc.boolean(),
  fc.boolean(),
])('valid tax data passes unless a needed VAT id is missing and not declared absent', (taxNumber, vatRegistrationId, vatIdNeeded, hasNone) => {
  const result = validateFreelancerTaxData({ taxNumber, vatRegistrationId, vatIdNeeded, hasNoVatRegistrationId: hasNone })
  const missingVat = vatIdNeeded && !hasNone && vatRegistrationId === undefined
  expect(E.isLeft(result)).toBe(missingVat)
  if (E.isRight(result)) expect(result.right.vatRegistrationId).toBe(hasNone ? null : (vatRegistrationId ?? null))
})
