/**
 * The onboarding contract's backends: the demo organisation without its bookkeeping, with the demo register and
 * branches (fixtures/src/onboarding-directory.ts), switched to one of the wizard organisations as the demo's switcher
 * does, over a clock the test moves (the onboarding process and the identification review run on the db clock).
 */
import { createMemoryDb, type MemoryDb, type MemoryOrganisationSeed } from '@kontor/adapters/memory'
import { DEMO_ORGANISATIONS, DEMO_ORGANISATION_IDS, demoOnboardingDirectory, demoSeedWithoutBanks, type DemoOrganisationId } from '@kontor/fixtures'
import type { Person } from '@kontor/core'
import type { ManualClock } from './proposal-seed.ts'

export const ONBOARDING_TEST_START = '2026-11-26T09:00:00.000Z'

const organisationSeeds: ReadonlyMap<string, MemoryOrganisationSeed> = new Map(DEMO_ORGANISATIONS.map((o) => [o.id, o.seed]))

/** A db holding the organisation (the sole trader's by default), as after the switcher chose it. */
export const onboardingDb = (clock: ManualClock, organisation: DemoOrganisationId = DEMO_ORGANISATION_IDS.soleTraderWizard): MemoryDb => {
  const db = createMemoryDb({ ...demoSeedWithoutBanks, onboardingDirectory: demoOnboardingDirectory }, clock)
  const seed = organisationSeeds.get(organisation)
  if (seed === undefined) throw new Error(`no demo organisation ${organisation}`)
  db.switchOrganisation(seed)
  return db
}

/** Values core's rules accept. */
export const VALID = {
  taxId: '86095742719',
  otherTaxId: '47036892816',
  vatId: 'DE136695976',
  businessTaxNumber: '143/815/08155',
} as const

/** A sole trader's complete personal data (validateFreelancerData), with a mobile number ending in `lastDigit`. */
export const soleTrader = (lastDigit = 4, changes: Partial<Person> = {}): Person => ({
  salutation: 'MS',
  firstName: 'Lena',
  lastName: 'Lehmann',
  email: 'lena.lehmann@example.de',
  maritalStatus: 'SINGLE',
  mobileNumber: `017612345${String(lastDigit).padStart(2, '6')}`,
  address: { line1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'DE' },
  ...changes,
})

/** A legal representative's complete data (validateLegalRepresentative), mobile number ending in `lastDigit`. */
export const representative = (firstName: string, lastName: string, lastDigit = 4, changes: Partial<Person> = {}): Person => ({
  salutation: 'MR',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@nordlicht.example`,
  mobileNumber: `015112345${String(lastDigit).padStart(2, '6')}`,
  taxIdentificationNumber: VALID.otherTaxId,
  birthDate: '1980-05-17',
  ownEconomicInterestSigned: true,
  fatcaRelevant: false,
  address: { line1: 'Elbchaussee', line2: '7', postalCode: '22763', city: 'Hamburg', country: 'DE' },
  ...changes,
})

/** The GmbH of the register's first company as the wizard saves it at s4. */
export const nordlichtBusiness = {
  name: 'Nordlicht Software GmbH',
  legalForm: 'GMBH',
  foundationDate: '2019-03-14',
  industry: 'INFORMATION_AND_COMMUNICATION',
  businessPurpose: 'Entwicklung und Vertrieb von Software',
  taxInformation: { registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg', taxCountry: 'DE' },
  taxIdentificationNumber: VALID.businessTaxNumber,
  vatNumber: VALID.vatId,
  fatcaRelevant: false,
  address: { line1: 'Großer Burstah', line2: '12', postalCode: '20457', city: 'Hamburg', country: 'DE' },
} as const
