/** fast-check arbitraries for onboarding addresses. */
import fc from 'fast-check'
import type { PostalAddressInput } from './model.ts'

/** A German postal code: five digits, 01000 to 99999. */
export const germanPostalCodeArbitrary: fc.Arbitrary<string> = fc.integer({ min: 1_000, max: 99_999 }).map((n) => String(n).padStart(5, '0'))

const wordArbitrary = fc.constantFrom('Haupt', 'Berliner', 'Linden', 'Goethe', 'Schiller', 'Bahnhof', 'Müller', 'Weiß')

/** A complete German address as the forms hold it (line1 street, line2 house number). */
export const postalAddressInputArbitrary: fc.Arbitrary<PostalAddressInput> = fc.record({
  line1: wordArbitrary.map((w) => `${w}straße`),
  line2: fc.tuple(fc.integer({ min: 1, max: 250 }), fc.constantFrom('', 'a', 'b')).map(([n, s]) => `${n}${s}`),
  postalCode: germanPostalCodeArbitrary,
  city: fc.constantFrom('Berlin', 'München', 'Köln', 'Frankfurt am Main', 'Halle (Saale)'),
  country: fc.constant('DE'),
})
