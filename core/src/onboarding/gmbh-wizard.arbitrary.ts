/**
 * fast-check arbitraries for the GmbH wizard's forms, and a fake onboarding server that answers the wizard's
 * effects at once, counting what it creates; used by the wizard's example and model-based tests.
 */
import fc from 'fast-check'
import { fixedClock } from '../calendar/clock.ts'
import { taxIdentificationNumberArbitrary } from '../identity/tax-id.arbitrary.ts'
import { vatIdArbitrary } from '../identity/vat-id.arbitrary.ts'
import { postalAddressInputArbitrary } from './address.arbitrary.ts'
import type { AddressForm, BusinessDataForm, BusinessTaxForm, GmbhStepForm, RepresentativeForm } from './gmbh-forms.ts'
import { transitionGmbhWizard } from './gmbh-wizard.ts'
import type { GmbhWizardEffect, GmbhWizardEvent, GmbhWizardState } from './gmbh-wizard-model.ts'
import { BUSINESS_INDUSTRIES, type CommercialRegistration } from './model.ts'
import type { Business, Person, SavedBusiness, SavedPerson } from './wire.ts'

export const GMBH_TEST_CLOCK = fixedClock(new Date('2026-06-15T08:00:00Z'))

/** The register's entry the fake server answers: a GmbH with the given representatives. */
export const toTestRegistration = (names: ReadonlyArray<readonly [string | null, string]>): CommercialRegistration => ({
  name: 'Nordlicht Software GmbH',
  legalForm: 'GMBH',
  registrationDate: '2015-02-01',
  registrationNumber: 'HRB 123456',
  registrationIssuer: 'Amtsgericht Hamburg',
  taxCountry: 'DE',
  address: { line1: 'Große Elbstraße', line2: '145', postalCode: '22767', city: 'Hamburg', country: 'DE' },
  legalRepresentatives: names.map(([firstName, lastName]) => ({ firstName, lastName, processed: false })),
})

export const addressFormArbitrary: fc.Arbitrary<AddressForm> = postalAddressInputArbitrary.map((a) => ({
  line1: a.line1 ?? '',
  line2: a.line2 ?? '',
  postalCode: a.postalCode ?? '',
  city: a.city ?? '',
  country: 'DE',
}))

export const businessDataFormArbitrary: fc.Arbitrary<BusinessDataForm> = fc.record({
  name: fc.constantFrom('Nordlicht Software GmbH', 'Nordlicht Software', 'Nordlicht & Söhne GmbH'),
  legalForm: fc.constant('GMBH'),
  registrationNumber: fc.constantFrom('HRB 123456', 'hrb 123456'),
  registrationIssuer: fc.constantFrom('Amtsgericht Hamburg', 'AG Hamburg'),
  foundationDate: fc.constantFrom('01.02.2015', '2015-02-01', '31.12.1999'),
  industry: fc.constantFrom(...BUSINESS_INDUSTRIES),
  businessPurpose: fc.constantFrom('Entwicklung von Software', 'Beratung und Vertrieb'),
})

export const businessTaxFormArbitrary: fc.Arbitrary<BusinessTaxForm> = fc.record({
  taxIdentificationNumber: fc.constantFrom('143/815/08155', '21/815/08150', '12/345/67890'),
  vatNumber: fc.oneof(fc.constant(''), vatIdArbitrary.map(String)),
})

/** A representative who passes every rule; the voting share stays ≤ 30 %, so three never exceed 100 %. */
export const representativeFormArbitrary = (names?: { readonly firstName: string; readonly lastName: string }): fc.Arbitrary<RepresentativeForm> =>
  fc
    .record({
      salutation: fc.constantFrom('MR', 'MS'),
      title: fc.constantFrom('', 'Dr.'),
      firstName: fc.constantFrom('Anna', 'Jens', 'Maria'),
      lastName: fc.constantFrom('Nordmann', 'Lichter', 'Sonne'),
      email: fc.constantFrom('anna@example.de', 'jens.lichter@example.com'),
      taxIdentificationNumber: taxIdentificationNumberArbitrary.map(String),
      birthDate: fc.constantFrom('15.03.1980', '1990-07-01', '01.01.1960'),
      address: addressFormArbitrary,
      nationality: fc.constantFrom('DE', 'AT', 'PL'),
      owner: fc.oneof(fc.constant(null), fc.constantFrom('25', '25,5', '30')),
    })
    .map(({ owner, ...r }) => ({
      ...r,
      ...(names ?? {}),
      ownEconomicInterestSigned: true,
      requiredSharesSigned: owner !== null,
      votingShare: owner ?? '',
      accountOpeningAccepted: true,
      taxInformationAccepted: true,
      termsConditionsSigned: true,
    }))

export const mobileNumberArbitrary: fc.Arbitrary<string> = fc.constantFrom('01761234567', '0176 1234566', '+49 151 2345678')

/** What the fake server counts. */
export interface FakeServerLog {
  readonly businessesCreated: number
  readonly personsCreated: number
  readonly legalIdentificationsMarked: number
  readonly accountsCreated: number
  readonly effects: ReadonlyArray<GmbhWizardEffect>
}

/**
 * A fake onboarding server: answers each effect of the wizard with the event the UI would dispatch, and keeps the
 * businesses and persons saved, so a reload can read their sensitive values back.
 */
export class FakeOnboardingServer {
  businesses = new Map<string, SavedBusiness>()
  persons = new Map<string, SavedPerson>()
  log: FakeServerLog = { businessesCreated: 0, personsCreated: 0, legalIdentificationsMarked: 0, accountsCreated: 0, effects: [] }
  /** The next call fails with a 500 when set. */
  failNext = false
  /** When set, this many calls succeed first, then one fails with a 500 (a failure inside a chain of calls). */
  failAfter: number | null = null
  /** The identification status processBusinessIdentification answers. */
  identificationStatus = 'successful'

  constructor(readonly registrations: ReadonlyArray<CommercialRegistration>) {}

  private count(key: keyof Omit<FakeServerLog, 'effects'>): void {
    this.log = { ...this.log, [key]: this.log[key] + 1 }
  }

  saveBusiness(b: Business): SavedBusiness {
    const id = b.id ?? `b${this.log.businessesCreated + 1}`
    if (b.id == null) this.count('businessesCreated')
    const saved = { ...b, id }
    this.businesses.set(id, saved)
    return saved
  }

  savePerson(p: Person): SavedPerson {
    const id = p.id ?? `p${this.log.personsCreated + 1}`
    if (p.id == null) this.count('personsCreated')
    const saved = { ...(this.persons.get(id) ?? {}), ...p, id }
    this.persons.set(id, saved)
    return saved
  }

  /** The event answering an effect, or null for effects that are not calls (navigation, logging). */
  answer(effect: GmbhWizardEffect): GmbhWizardEvent | null {
    this.log = { ...this.log, effects: [...this.log.effects, effect] }
    const isCall = !['returnToStart', 'navigateToHub', 'resetPerson', 'clearActivationData', 'logFailure'].includes(effect.type)
    if (isCall && this.failAfter !== null) {
      if (this.failAfter === 0) this.failNext = true
      this.failAfter = this.failAfter === 0 ? null : this.failAfter - 1
    }
    if (isCall && this.failNext) {
      this.failNext = false
      return { type: 'requestFailed', error: { _tag: 'HttpStatus', status: 500, retryAfterSeconds: undefined } }
    }
    switch (effect.type) {
      case 'searchCommercialRegistrations':
        return { type: 'registerAnswered', registrations: this.registrations.filter((r) => (r.name ?? '').toLowerCase().includes(effect.companyName.toLowerCase())) }
      case 'getCommercialRegistration':
        return { type: 'registerAnswered', registrations: this.registrations.filter((r) => r.registrationNumber === effect.registrationNumber) }
      case 'saveBusiness':
        return { type: 'businessSaved', business: this.saveBusiness(effect.business) }
      case 'savePerson':
        return { type: 'personSaved', person: this.savePerson(effect.person) }
      case 'saveLegalRepresentative':
        return { type: 'legalRepresentativeSaved' }
      case 'saveBeneficialOwner':
        return { type: 'beneficialOwnerSaved' }
      case 'createBusinessIdentification':
        return {
          type: 'businessIdentificationCreated',
          identifications: [...this.persons.keys()].map((personId, i) => ({ id: `i${i + 1}`, status: 'created', personId, url: `/ident/video.html?identificationId=i${i + 1}` })),
        }
      case 'updateIdentification':
        return { type: 'identificationUpdated' }
      case 'processBusinessIdentification':
        return { type: 'identificationProcessed', identifications: [{ id: 'i1', status: this.identificationStatus }] }
      case 'markLegalIdentificationSuccessful':
        this.count('legalIdentificationsMarked')
        return { type: 'legalIdentificationMarked' }
      case 'createBusinessAccount':
        this.count('accountsCreated')
        return { type: 'businessAccountCreated', account: { accountId: 'a1', financialAccountId: 'fa1', iban: null } }
      case 'addAuthorizedPerson':
        return { type: 'authorizedPersonAdded', personId: effect.personId }
      case 'orderCard':
        return { type: 'cardOrdered' }
      case 'loadServerData':
        return {
          type: 'serverDataLoaded',
          business: effect.businessId === null ? null : (this.businesses.get(effect.businessId) ?? null),
          persons: effect.personIds.flatMap((id) => {
            const p = this.persons.get(id)
            return p === undefined ? [] : [p]
          }),
        }
      default:
        return null
    }
  }
}

/**
 * Dispatches an event and answers every call it starts (and the calls those answers start) until nothing is
 * pending: the wizard as the UI runs it against a server that answers at once.
 */
export const dispatchAndSettle = (s: GmbhWizardState, e: GmbhWizardEvent, server: FakeOnboardingServer): GmbhWizardState => {
  let [state, effects] = transitionGmbhWizard(s, e, GMBH_TEST_CLOCK)
  const queue = [...effects]
  while (queue.length > 0) {
    const effect = queue.shift()
    const answer = effect === undefined ? null : server.answer(effect)
    if (answer === null) continue
    ;[state, effects] = transitionGmbhWizard(state, answer, GMBH_TEST_CLOCK)
    queue.push(...effects)
  }
  return state
}

/** The 'continued' of a step with the given form. */
export const continuedWith = (form: GmbhStepForm): GmbhWizardEvent => ({ type: 'continued', form })
