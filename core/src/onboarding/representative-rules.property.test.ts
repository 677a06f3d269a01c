import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays, berlinDateOf, formatLocalDate } from '../calendar/local-date.ts'
import { toAgeInYears } from '../identity/age.ts'
import { taxIdentificationNumberArbitrary } from '../identity/tax-id.arbitrary.ts'
import { fixedClock } from '../calendar/clock.ts'
import { postalAddressInputArbitrary } from './address.arbitrary.ts'
import { validateLegalRepresentative, validateLegalRepresentativeList, validateLegalRepresentativeTerms } from './representative-rules.ts'

const now = new Date('2024-06-15T08:00:00Z')
const clock = fixedClock(now)
const today = berlinDateOf(now)

const representativeArbitrary = fc.record({
  ownEconomicInterestSigned: fc.constantFrom<true | string>(true, '2024-06-01T10:00:00Z'),
  salutation: fc.constantFrom('MR', 'MS'),
  firstName: fc.constantFrom('Max', 'Ayşe'),
  lastName: fc.constantFrom('Mustermann', 'Kaya-Schmidt'),
  email: fc.constantFrom('max@muster-gmbh.de', 'ayse.kaya@example.com'),
  taxIdentificationNumber: taxIdentificationNumberArbitrary,
  birthDate: fc.integer({ min: 6575, max: 40_000 }).map((days) => formatLocalDate(addDays(today, -days))),
  address: postalAddressInputArbitrary,
  requiredSharesSignedAtUtc: fc.constant(true),
  votingShare: fc.integer({ min: 25, max: 100 }),
  fatcaRelevant: fc.constant(false),
})

test.prop([representativeArbitrary])('a complete adult beneficial owner passes', (representative) => {
  expect(E.isRight(validateLegalRepresentative(representative, clock))).toBe(true)
})

test.prop([representativeArbitrary, fc.integer({ min: 0, max: 40_000 })])('the representative passes exactly when at least 18 years (of 365.25 days) old', (representative, days) => {
  const birth = addDays(today, -days)
  const result = validateLegalRepresentative({ ...representative, birthDate: formatLocalDate(birth) }, clock)
  expect(E.isRight(result)).toBe(toAgeInYears(birth, today) >= 18 && toAgeInYears(birth, today) <= 120)
})

test.prop([representativeArbitrary, fc.boolean(), fc.integer({ min: 0, max: 100 })])(
  'the shares check passes exactly when the declaration matches the 25 % threshold',
  (representative, declared, share) => {
    const result = validateLegalRepresentative({ ...representative, requiredSharesSignedAtUtc: declared, votingShare: share }, clock)
    expect(E.isRight(result)).toBe(declared === share >= 25)
  },
)

test.prop([representativeArbitrary, fc.nat({ max: 10 }), fc.integer({ min: 1, max: 9 })])('a single changed digit of the tax id is rejected', (representative, at, delta) => {
  const id = representative.taxIdentificationNumber
  const changed = `${id.slice(0, at)}${(Number(id[at]) + delta) % 10}${id.slice(at + 1)}`
  const result = validateLegalRepresentative({ ...representative, taxIdentificationNumber: changed }, clock)
  expect(E.isLeft(result) ? result.left.map((i) => i.field) : []).toEqual(['taxIdentificationNumber'])
})

test.prop([fc.array(fc.nat(), { maxLength: 4 }), fc.array(fc.boolean().map((processed) => ({ processed })), { maxLength: 4 })])(
  'the representative list passes exactly when it is not empty and the register is fully processed',
  (legalRepresentatives, registryRepresentatives) => {
    const result = validateLegalRepresentativeList({ legalRepresentatives, registryRepresentatives })
    expect(E.isRight(result)).toBe(legalRepresentatives.length > 0 && registryRepresentatives.every((r) => r.processed))
  },
)

test.prop([fc.array(fc.constantFrom(true, false, null, undefined), { minLength: 3, maxLength: 3 })])('the representative terms need all three boxes', (boxes) => {
  const [accountOpeningAccepted, taxInformationAccepted, termsConditionsSigned] = boxes
  const result = validateLegalRepresentativeTerms({ accountOpeningAccepted, taxInformationAccepted, termsConditionsSigned })
  expect(E.isLeft(result) ? result.left.length : 0).toBe(boxes.filter((b) => b !== true).length)
})
