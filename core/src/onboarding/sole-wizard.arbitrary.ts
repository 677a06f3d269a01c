/** Forms and arbitraries for the sole trader wizard's tests: a valid person, valid forms per step, and bad input. */
import fc from 'fast-check'
import { mobileNumberInputArbitrary } from '../identity/mobile-number.arbitrary.ts'
import { taxIdentificationNumberArbitrary } from '../identity/tax-id.arbitrary.ts'
import { vatIdArbitrary } from '../identity/vat-id.arbitrary.ts'
import { germanPostalCodeArbitrary } from './address.arbitrary.ts'
import { ONBOARDING_TEXT_MAX_LENGTH_CHARS } from './field-limits.ts'
import { EMPTY_SOLE_WIZARD_FORMS, type SoleWizardForms } from './sole-forms.ts'

/** 2026-11-26 12:00 UTC: the tests' "now" for the age check. */
export const SOLE_TEST_NOW_MS = Date.UTC(2026, 10, 26, 12)

/** A complete, valid set of forms: Erika Mustermann, freelance developer. */
export const VALID_SOLE_FORMS: SoleWizardForms = {
  terms: { accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: true, lxoAgbAccepted: true },
  personal: {
    salutation: 'MS',
    title: '',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.de',
    mobileNumber: '01761234567',
    maritalStatus: 'SINGLE',
    birthDate: '1985-04-12',
    address: { line1: 'Hauptstraße 5', line2: '', postalCode: '10115', city: 'Berlin', country: 'DE' },
  },
  business: {
    expectedMonthlyRevenueEuro: '1.500,00',
    branch: { id: 'b-6201', name: 'Softwareentwicklung', naceCode: '62.01' },
    businessPurpose: 'Entwicklung von Software',
    businessTradingName: '',
    websiteSocialMedia: '',
  },
  tax: { taxNumber: '81872495633', vatRegistrationId: '', hasNoVatRegistrationId: false },
  declaration: { ownEconomicInterestSigned: true },
}

/** Valid forms with varied values (names, address, revenue, tax ids). */
export const validSoleFormsArbitrary: fc.Arbitrary<SoleWizardForms> = fc
  .record({
    firstName: fc.constantFrom('Erika', 'Jörg', 'Anne-Marie', 'Ömer'),
    lastName: fc.constantFrom('Mustermann', "O'Neill", 'Weiß'),
    mobile: mobileNumberInputArbitrary.filter((m) => m.input.length <= ONBOARDING_TEXT_MAX_LENGTH_CHARS.mobileNumber),
    postalCode: germanPostalCodeArbitrary,
    city: fc.constantFrom('Berlin', 'Köln', 'Halle (Saale)'),
    revenueEuro: fc.integer({ min: 0, max: 20_000 }),
    taxNumber: fc.option(taxIdentificationNumberArbitrary, { nil: undefined }),
    vatId: fc.option(vatIdArbitrary, { nil: undefined }),
    trading: fc.constantFrom('', 'Mustermann IT'),
  })
  .map(({ firstName, lastName, mobile, postalCode, city, revenueEuro, taxNumber, vatId, trading }) => ({
    ...VALID_SOLE_FORMS,
    personal: { ...VALID_SOLE_FORMS.personal, firstName, lastName, mobileNumber: mobile.input, address: { ...VALID_SOLE_FORMS.personal.address, postalCode, city } },
    business: { ...VALID_SOLE_FORMS.business, expectedMonthlyRevenueEuro: `${revenueEuro},00`, businessTradingName: trading },
    // Above the small-business limit a VAT id is needed: given, or "I have none".
    tax: { taxNumber: taxNumber ?? '', vatRegistrationId: vatId ?? '', hasNoVatRegistrationId: vatId === undefined },
  }))

/** Bad input for one field of a form: the field's issue must appear on it and nothing be sent. */
export const badSoleInputArbitrary = fc.constantFrom<{ readonly form: keyof SoleWizardForms; readonly field: string; readonly patch: Partial<SoleWizardForms[keyof SoleWizardForms]> }>(
  { form: 'personal', field: 'mobileNumber', patch: { mobileNumber: '12' } },
  { form: 'personal', field: 'address.postalCode', patch: { address: { ...VALID_SOLE_FORMS.personal.address, postalCode: '1234' } } },
  { form: 'personal', field: 'birthDate', patch: { birthDate: '2015-01-01' } },
  { form: 'personal', field: 'firstName', patch: { firstName: '<b>Erika</b>' } },
  { form: 'personal', field: 'address.city', patch: { address: { ...VALID_SOLE_FORMS.personal.address, city: '<script>x</script>' } } },
  { form: 'personal', field: 'lastName', patch: { lastName: 'M'.repeat(51) } },
  { form: 'business', field: 'businessPurpose', patch: { businessPurpose: '<img src=x>' } },
  { form: 'business', field: 'expectedMonthlyRevenueEuro', patch: { expectedMonthlyRevenueEuro: 'viel' } },
  { form: 'business', field: 'naceCode', patch: { branch: null } },
  { form: 'tax', field: 'taxNumber', patch: { taxNumber: '12345678901' } },
  { form: 'tax', field: 'vatRegistrationId', patch: { vatRegistrationId: 'AT123', hasNoVatRegistrationId: false } },
  { form: 'terms', field: 'lxoAgbAccepted', patch: { lxoAgbAccepted: false } },
  { form: 'declaration', field: 'ownEconomicInterestSigned', patch: { ownEconomicInterestSigned: false } },
)

export { EMPTY_SOLE_WIZARD_FORMS }
