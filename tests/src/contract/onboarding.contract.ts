/**
 * The contract of the onboarding port (spec: hub-and-business-account 3, 4.1, 4.2, 5, 7; issue 16), run against every
 * adapter over the wizard demo organisations: every call, and every demo rule the README's scenario table names — the
 * register's companies, identification by the mobile number's last digit (with the review delay on the db clock), the
 * onboarding process one step every 2 s until the LEXBANK account is in the list and on the hub, one account per person
 * and business, one card per account, shares of at most 100 %, cancel clearing what is in progress.
 */
import {
  ONBOARDING_STATUSES,
  germanBankCodeOf,
  isBusinessOnboardingPending,
  isBusinessOnboardingWelcome,
  parseIban,
  selectHubCards,
  toHubCardConditions,
  type Backend,
  type Person,
} from '@kontor/core'
import { DEMO_ORGANISATION_IDS, DEMO_BRANCH_IDS, DEMO_REGISTER_COMPANIES, type DemoOrganisationId } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { failure, issuesError, run } from './contract-helpers.ts'
import { ONBOARDING_TEST_START, VALID, nordlichtBusiness, representative, soleTrader } from './onboarding-seed.ts'
import { manualClock, type ManualClock } from './proposal-seed.ts'

/** The memory db's delays (adapters/src/memory/constants.ts): one process step, the identification review. */
const STEP_MS = 2_000
const REVIEW_MS = 5_000

const savedPerson = async (backend: Backend, person: Person) => run(backend.onboarding.savePerson(person))

/** A GmbH saved with representatives (each a person linked), as the wizard has it after s6. */
const gmbhWithRepresentatives = async (backend: Backend, ...people: ReadonlyArray<Person>) => {
  const business = await run(backend.onboarding.saveBusiness(nordlichtBusiness))
  const persons = []
  for (const person of people) {
    const saved = await savedPerson(backend, person)
    await run(backend.onboarding.saveLegalRepresentative({ businessId: business.id, legalRepresentativeId: saved.id }))
    persons.push(saved)
  }
  return { business, persons }
}

export const onboardingContract = (
  name: string,
  makeBackend: (clock: ManualClock, organisation: DemoOrganisationId) => Promise<BackendUnderTest>,
) =>
  describe(`${name}: onboarding port`, () => {
    const withBackend =
      (body: (backend: Backend, clock: ManualClock) => Promise<void>, organisation: DemoOrganisationId = DEMO_ORGANISATION_IDS.soleTraderWizard) =>
      async () => {
        const clock = manualClock(ONBOARDING_TEST_START)
        const { backend, close } = await makeBackend(clock, organisation)
        try {
          await body(backend, clock)
        } finally {
          await close()
        }
      }

    describe('the person (3 Person, 5)', () => {
      it(
        'is created with an id, becomes the current person, is read back and updated under the same id',
        withBackend(async (backend) => {
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: null })
          const created = await savedPerson(backend, soleTrader(4, { taxNumber: VALID.taxId }))
          expect(created).toMatchObject({ firstName: 'Lena', taxNumber: VALID.taxId, address: { country: 'DE' } })
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: created.id })
          expect(await run(backend.onboarding.getPerson(created.id))).toEqual(created)
          const updated = await savedPerson(backend, { ...created, lastName: 'Lehmann-Schulz' })
          expect(updated).toMatchObject({ id: created.id, lastName: 'Lehmann-Schulz' })
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: created.id })
        }),
      )

      it(
        'a step saves only its own fields: an empty form is no error, a filled-in field is checked by core’s rule',
        withBackend(async (backend) => {
          expect((await savedPerson(backend, { firstName: 'Lena' })).id).toEqual(expect.any(String))
          expect(await failure(backend.onboarding.savePerson({ mobileNumber: '12', taxNumber: '12345678901', email: 'kein-at', firstName: '<b>Lena</b>' }))).toEqual(
            issuesError(
              400,
              { i18nKey: 'INVALID_FIRST_NAME', source: 'firstName' },
              { i18nKey: 'identity.invalidEmail', source: 'email' },
              { i18nKey: 'INVALID_MOBILE_NUMBER_VALUE', source: 'mobileNumber' },
              { source: 'taxNumber' },
            ),
          )
        }),
      )

      it(
        'a text longer than its field is refused on that field (1 character too many)',
        withBackend(async (backend) => {
          expect(await failure(backend.onboarding.savePerson(soleTrader(4, { lastName: 'x'.repeat(51) })))).toEqual(
            issuesError(400, { i18nKey: 'accounts.textTooLong', source: 'lastName', i18nValues: { maxLength: 50 } }),
          )
          expect(await failure(backend.onboarding.saveBusiness({ name: 'N'.repeat(151) }))).toEqual(
            issuesError(400, { i18nKey: 'accounts.textTooLong', source: 'name', i18nValues: { maxLength: 150 } }),
          )
        }),
      )

      it(
        'every onboarding body refuses a too-long text on its field, and nothing is saved',
        withBackend(async (backend) => {
          const long = 'x'.repeat(101)
          const tooLong = { i18nKey: 'accounts.textTooLong', i18nValues: { maxLength: 100 } }
          for (const [call, source] of [
            [backend.onboarding.savePerson({ ...soleTrader(), nationality: long }), 'nationality'],
            [backend.onboarding.savePerson({ ...soleTrader(), address: { line1: 'x'.repeat(101), postalCode: '10115' } }), 'address.line1'],
            [backend.onboarding.saveBusiness({ name: 'Nordlicht GmbH', crsCompanyType: long }), 'crsCompanyType'],
            [backend.onboarding.saveLegalRepresentative({ businessId: long, legalRepresentativeId: 'p' }), 'businessId'],
            [backend.onboarding.saveBeneficialOwner({ businessId: 'b', personId: long, votingShare: '25' }), 'personId'],
            [backend.onboarding.createIdentification(long), 'personId'],
            [backend.onboarding.submitTaxNumber('lb-business-0001', long), 'taxNumber'],
          ] as const) {
            expect(await failure(call)).toEqual(issuesError(400, { ...tooLong, source, i18nValues: expect.any(Object) }))
          }
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: null })
          expect(await run(backend.onboarding.listBusinesses())).toEqual([])
        }),
      )

      it(
        'an unknown person is 404 for every call that names one',
        withBackend(async (backend) => {
          for (const call of [
            backend.onboarding.getPerson('person-unbekannt'),
            backend.onboarding.savePerson({ id: 'person-unbekannt', firstName: 'Lena' }),
            backend.onboarding.getPersonOnboarding('person-unbekannt'),
            backend.onboarding.createAccount('person-unbekannt'),
            backend.onboarding.createIdentification('person-unbekannt'),
            backend.onboarding.listIdentifications('person-unbekannt'),
          ]) {
            expect(await failure(call)).toMatchObject({ status: 404 })
          }
        }),
      )
    })

    describe('organisation types and branches (7)', () => {
      it(
        'the sole trader organisation is a freelancer in graphic design',
        withBackend(async (backend) => {
          const types = await run(backend.onboarding.getOrganizationTypes())
          expect(types).toEqual({ organizationTypeList: ['FREELANCER', 'SOLE_TRADER', 'GMBH', 'UG'], selectedOrganizationType: 'FREELANCER' })
          const branch = await run(backend.onboarding.getOrganisationBranch())
          expect(branch).toEqual({ branchOfIndustryId: DEMO_BRANCH_IDS.graphicDesign })
          expect(await run(backend.onboarding.getBranchOfIndustry(DEMO_BRANCH_IDS.graphicDesign))).toEqual({
            id: DEMO_BRANCH_IDS.graphicDesign,
            name: 'Grafikdesign',
            naceCode: '74.10',
          })
        }),
      )

      it.each([
        [DEMO_ORGANISATION_IDS.gmbhWizard, 'GMBH'],
        [DEMO_ORGANISATION_IDS.normal, 'FREELANCER'],
        [DEMO_ORGANISATION_IDS.onboardingInProgress, 'UG'],
        [DEMO_ORGANISATION_IDS.personOnboarding, 'SOLE_TRADER'],
      ] as const)('%s selects %s', (organisation, type) =>
        withBackend(async (backend) => {
          expect((await run(backend.onboarding.getOrganizationTypes())).selectedOrganizationType).toBe(type)
        }, organisation)(),
      )

      it(
        'the search finds branches by part of their name, any case; under 2 characters is core’s hint on the term',
        withBackend(async (backend) => {
          expect((await run(backend.onboarding.searchBranchesOfIndustry('beratung'))).map((b) => b.name)).toEqual([
            'IT-Beratung',
            'Unternehmensberatung',
            'Steuerberatung',
            'Rechtsberatung',
          ])
          expect(await run(backend.onboarding.searchBranchesOfIndustry('TISCHLER'))).toEqual([{ id: expect.any(String), name: 'Tischlerei', naceCode: '16.23' }])
          expect(await run(backend.onboarding.searchBranchesOfIndustry('Raumfahrt'))).toEqual([])
          expect(await failure(backend.onboarding.searchBranchesOfIndustry('g'))).toEqual(
            issuesError(400, { i18nKey: 'onboarding.industrySearchTooShort', source: 'term', i18nValues: { minLength: 2 } }),
          )
          expect(await failure(backend.onboarding.getBranchOfIndustry('branch-unbekannt'))).toMatchObject({ status: 404 })
        }),
      )
    })

    describe('the commercial register (7 registry lookup; the demo register)', () => {
      it(
        'finds the GmbH with two representatives by part of its name, legal form and case ignored',
        withBackend(async (backend) => {
          for (const term of ['nordlicht', 'NORDLICHT SOFTWARE GmbH', 'Software']) {
            const [entry, ...more] = await run(backend.onboarding.searchCommercialRegistrations(term))
            expect(more).toEqual([])
            expect(entry).toMatchObject({
              name: DEMO_REGISTER_COMPANIES.nordlicht,
              registrationNumber: 'HRB 123456',
              registrationIssuer: 'Amtsgericht Hamburg',
              legalRepresentatives: [
                { firstName: 'Anna', lastName: 'Nordmann', processed: false },
                { firstName: 'Jens', lastName: 'Lichter', processed: false },
              ],
            })
          }
        }),
      )

      it(
        'finds the UG with one representative, and the GmbH whose second representative must be entered by hand',
        withBackend(async (backend) => {
          const [ug] = await run(backend.onboarding.searchCommercialRegistrations('Sonnenschein Bau'))
          expect(ug).toMatchObject({ registrationNumber: 'HRB 98765 B', registrationIssuer: 'Amtsgericht Charlottenburg', legalForm: 'UG' })
          expect(ug?.legalRepresentatives).toEqual([{ firstName: 'Maria', lastName: 'Sonne', processed: false }])
          const [wirrwarr] = await run(backend.onboarding.searchCommercialRegistrations('wirrwarr'))
          expect(wirrwarr?.legalRepresentatives).toEqual([
            { firstName: 'Peter', lastName: 'Wirr', processed: false },
            { firstName: null, lastName: 'Warr', processed: false },
          ])
        }),
      )

      it(
        'any other name has no entry (COMPANY_NAME_NOT_FOUND in the wizard); a legal form alone finds nothing',
        withBackend(async (backend) => {
          expect(await run(backend.onboarding.searchCommercialRegistrations('Unbekannte Firma GmbH'))).toEqual([])
          expect(await run(backend.onboarding.searchCommercialRegistrations('GmbH'))).toEqual([])
          expect(await failure(backend.onboarding.searchCommercialRegistrations('x'.repeat(151)))).toEqual(
            issuesError(400, { i18nKey: 'accounts.textTooLong', source: 'companyName' }),
          )
        }),
      )

      it(
        'an entry is read by register number and court (the number in any spacing and case), else 404',
        withBackend(async (backend) => {
          expect(await run(backend.onboarding.getCommercialRegistration('hrb  98765 b', 'amtsgericht charlottenburg'))).toMatchObject({
            name: DEMO_REGISTER_COMPANIES.sonnenschein,
          })
          expect(await failure(backend.onboarding.getCommercialRegistration('HRB 123456', 'Amtsgericht München'))).toMatchObject({ status: 404 })
          expect(await failure(backend.onboarding.getCommercialRegistration('kein Register', 'Amtsgericht Hamburg'))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_COMPANY_REGISTRATION_NUMBER', source: 'registrationNumber' }),
          )
        }),
      )
    })

    describe('identification by the mobile number’s last digit (4.1; the demo rule)', () => {
      const identified = async (backend: Backend, lastDigit: number) => {
        const person = await savedPerson(backend, soleTrader(lastDigit))
        const created = await run(backend.onboarding.createIdentification(person.id))
        expect(created).toMatchObject({ status: 'created', personId: person.id, url: `/ident/video.html?identificationId=${created.id}` })
        return { person, identification: await run(backend.onboarding.updateIdentification(created.id)) }
      }

      it.each([
        [4, 'successful'],
        [8, 'pending_successful'],
        [9, 'failed'],
      ] as const)('ending in %i: %s once the embed closed', (digit, status) =>
        withBackend(async (backend) => {
          const { person, identification } = await identified(backend, digit)
          expect(identification.status).toBe(status)
          expect(await run(backend.onboarding.listIdentifications(person.id))).toEqual([identification])
        })(),
      )

      it(
        'ending in 7: pending for the review, successful 5 s later on the db clock; the newest is listed first',
        withBackend(async (backend, clock) => {
          const { person, identification } = await identified(backend, 7)
          expect(identification.status).toBe('pending')
          clock.advance(REVIEW_MS - 1)
          expect((await run(backend.onboarding.listIdentifications(person.id)))[0]?.status).toBe('pending')
          clock.advance(1)
          expect((await run(backend.onboarding.listIdentifications(person.id)))[0]?.status).toBe('successful')
          const again = await run(backend.onboarding.createIdentification(person.id))
          expect((await run(backend.onboarding.listIdentifications(person.id))).map((i) => i.id)).toEqual([again.id, identification.id])
          expect(await failure(backend.onboarding.updateIdentification('ident-unbekannt'))).toMatchObject({ status: 404 })
        }),
      )
    })

    describe('the sole trader’s account and the onboarding process (4.2; the demo rule)', () => {
      it(
        'moves one status every 2 s; the hub shows the onboarding, then the LEXBANK account is in the list',
        withBackend(async (backend, clock) => {
          const person = await savedPerson(backend, soleTrader())
          expect(await run(backend.onboarding.getPersonOnboarding(person.id))).toEqual({ personId: person.id, status: 'NOT_STARTED' })
          const account = await run(backend.onboarding.createAccount(person.id))
          expect(account.status).toBe('ON_BOARDING_STARTED')
          for (const status of ONBOARDING_STATUSES) {
            const onboarding = await run(backend.onboarding.getPersonOnboarding(person.id))
            expect(onboarding).toMatchObject({ personId: person.id, status, accountId: account.accountId })
            const state = await run(backend.hub.getAccountState())
            expect(state.businessOnBoarding?.status).toBe(status)
            expect(isBusinessOnboardingPending(state.businessOnBoarding)).toBe(true)
            const inList = (await run(backend.banking.listFinancialAccounts({}))).some((a) => a.financialAccountId === account.financialAccountId)
            expect(inList).toBe(status === 'FINANCE_ACCOUNT_CREATION_COMPLETED')
            clock.advance(STEP_MS)
          }
          const state = await run(backend.hub.getAccountState())
          expect(isBusinessOnboardingWelcome(state.businessOnBoarding)).toBe(true)
          expect(state.noAccountYet).toBe(false)
          const cards = selectHubCards(
            toHubCardConditions({ accountState: state, teaserHidden: false, privileges: await run(backend.privileges.listPrivileges()), clock }),
          )
          expect(cards.stateCard).toBe('businessOnboarding')
          const lexbank = (await run(backend.banking.listFinancialAccounts({}))).filter((a) => a.type === 'LEXBANK')
          expect(lexbank).toEqual([expect.objectContaining({ name: 'Geschäftskonto', financialAccountId: account.financialAccountId })])
          const iban = parseIban(lexbank[0]?.iban ?? '')
          expect(E.isRight(iban) && germanBankCodeOf(iban.right)).toBe('11010100')
          // The hub's own completion (4.2) leaves the person onboarding card: device, tax number and card still open.
          await run(backend.hub.completeOnboarding(state.lexBankBusinessId ?? ''))
          const after = await run(backend.hub.getAccountState())
          const next = selectHubCards(toHubCardConditions({ accountState: after, teaserHidden: false, privileges: await run(backend.privileges.listPrivileges()), clock }))
          expect(next.stateCard).toBe('personOnboarding')
        }),
      )

      it(
        'a second createAccount for the person answers the same account; an incomplete person gets no account',
        withBackend(async (backend, clock) => {
          const person = await savedPerson(backend, soleTrader())
          const first = await run(backend.onboarding.createAccount(person.id))
          clock.advance(STEP_MS)
          const second = await run(backend.onboarding.createAccount(person.id))
          expect({ ...second, status: null }).toEqual({ ...first, status: null })
          expect(second.status).toBe('FINANCE_ACCOUNT_CREATION_PENDING')
          const incomplete = await savedPerson(backend, { firstName: 'Ohne', lastName: 'Adresse' })
          expect(await failure(backend.onboarding.createAccount(incomplete.id))).toMatchObject({ _tag: 'ServerIssues', status: 400 })
        }),
      )

      it(
        'a card is ordered once per account, by a person of that account only',
        withBackend(async (backend) => {
          const person = await savedPerson(backend, soleTrader())
          const account = await run(backend.onboarding.createAccount(person.id))
          const request = { personId: person.id, accountId: account.accountId, financialAccountId: account.financialAccountId ?? '' }
          const card = await run(backend.onboarding.orderCard(request))
          expect(await run(backend.onboarding.orderCard(request))).toEqual(card)
          const stranger = await savedPerson(backend, soleTrader(3, { firstName: 'Fremd' }))
          expect(await failure(backend.onboarding.orderCard({ ...request, personId: stranger.id }))).toMatchObject({ status: 404 })
          expect(await failure(backend.onboarding.orderCard({ ...request, accountId: 'lb-account-unbekannt' }))).toMatchObject({ status: 404 })
        }),
      )

      it(
        'the tax-id embed’s Steuer-ID is checked, and the account state then has it (masked, never the number)',
        withBackend(async (backend) => {
          const person = await savedPerson(backend, soleTrader())
          await run(backend.onboarding.createAccount(person.id))
          const businessId = (await run(backend.hub.getAccountState())).lexBankBusinessId ?? ''
          expect(await failure(backend.onboarding.submitTaxNumber(businessId, '12345678901'))).toMatchObject({ status: 400 })
          expect(await failure(backend.onboarding.submitTaxNumber('lb-business-unbekannt', VALID.taxId))).toMatchObject({ status: 404 })
          await run(backend.onboarding.submitTaxNumber(businessId, VALID.taxId))
          const taxNumber = (await run(backend.hub.getAccountState())).businessOnBoarding?.business?.taxNumber ?? ''
          expect(taxNumber).toMatch(/719$/)
          expect(taxNumber).not.toContain(VALID.taxId)
        }),
      )

      it(
        'cancel clears the person in progress; a person whose account exists stays',
        withBackend(async (backend) => {
          const inProgress = await savedPerson(backend, soleTrader())
          await run(backend.onboarding.cancelActivation())
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: null })
          expect(await failure(backend.onboarding.getPerson(inProgress.id))).toMatchObject({ status: 404 })
          const opened = await savedPerson(backend, soleTrader())
          const account = await run(backend.onboarding.createAccount(opened.id))
          await run(backend.onboarding.cancelActivation())
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: opened.id })
          expect((await run(backend.onboarding.createAccount(opened.id))).accountId).toBe(account.accountId)
        }),
      )
    })

    describe('the GmbH: business, representatives, owners, identification, account (4.1 GmbH flow)', () => {
      const gmbh = DEMO_ORGANISATION_IDS.gmbhWizard

      it(
        'the business is created once with an id and the defaults, updated under its id, listed; its rules hold',
        withBackend(async (backend) => {
          const { legalForm: _omitted, ...withoutLegalForm } = nordlichtBusiness
          const created = await run(backend.onboarding.saveBusiness(withoutLegalForm))
          expect(created).toMatchObject({ id: expect.any(String), legalForm: 'GMBH', taxIdentificationNumber: VALID.businessTaxNumber })
          const updated = await run(backend.onboarding.saveBusiness({ ...created, businessPurpose: 'Software' }))
          expect(await run(backend.onboarding.listBusinesses())).toEqual([updated])
          expect(
            await failure(
              backend.onboarding.saveBusiness({ ...nordlichtBusiness, foundationDate: '2099-01-01', taxInformation: { registrationNumber: 'Nummer', registrationIssuer: 'AG' }, vatNumber: 'FR123' }),
            ),
          ).toEqual(
            issuesError(
              400,
              { i18nKey: 'INVALID_COMPANY_REGISTRATION_NUMBER', source: 'taxInformation.registrationNumber' },
              { i18nKey: 'INVALID_COMPANY_REGISTRATION_DATE', source: 'foundationDate' },
              { source: 'vatNumber' },
            ),
          )
          expect(await failure(backend.onboarding.saveBusiness({ id: 'business-unbekannt', name: 'X GmbH' }))).toMatchObject({ status: 404 })
        }, gmbh),
      )

      it(
        'representatives are linked once (again: updated), each checked by core’s representative rule',
        withBackend(async (backend) => {
          const { business, persons } = await gmbhWithRepresentatives(backend, representative('Anna', 'Nordmann'), representative('Jens', 'Lichter'))
          const [anna] = persons
          await run(backend.onboarding.saveLegalRepresentative({ businessId: business.id, legalRepresentativeId: anna?.id ?? '', representationType: 'JOINT' }))
          const links = await run(backend.onboarding.listLegalRepresentatives(business.id))
          expect(links).toHaveLength(2)
          expect(links.find((l) => l.legalRepresentativeId === anna?.id)?.representationType).toBe('JOINT')
          expect(links.every((l) => l.representationType !== null)).toBe(true)
          expect(await failure(backend.onboarding.savePerson(representative('Kim', 'Jung', 4, { birthDate: '2015-01-01' })))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_PERSON_BIRTH_DATE', source: 'birthDate' }),
          )
          const withoutTaxId = await savedPerson(backend, representative('Kim', 'Jung', 4, { taxIdentificationNumber: null }))
          expect(await failure(backend.onboarding.saveLegalRepresentative({ businessId: business.id, legalRepresentativeId: withoutTaxId.id }))).toEqual(
            issuesError(400, { source: 'taxIdentificationNumber' }),
          )
          expect(
            await failure(backend.onboarding.saveLegalRepresentative({ businessId: 'business-unbekannt', legalRepresentativeId: withoutTaxId.id })),
          ).toMatchObject({ status: 404 })
        }, gmbh),
      )

      it(
        'beneficial owners: at least 25 % each, one record per person, and never more than 100 % together',
        withBackend(async (backend) => {
          const { business, persons } = await gmbhWithRepresentatives(backend, representative('Anna', 'Nordmann'), representative('Jens', 'Lichter'))
          const [anna, jens] = persons.map((p) => p.id)
          const owner = (personId: string | undefined, votingShare: string) => ({ businessId: business.id, personId: personId ?? '', votingShare })
          expect(await run(backend.onboarding.saveBeneficialOwner(owner(anna, '60')))).toEqual({ ...owner(anna, '60'), fictitious: false })
          expect(await failure(backend.onboarding.saveBeneficialOwner(owner(jens, '40,01')))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_COMPANY_VALUE', source: 'votingShare' }),
          )
          expect(await failure(backend.onboarding.saveBeneficialOwner(owner(jens, '24.99')))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_COMPANY_SHARES_PERCENT', source: 'votingShare' }),
          )
          await run(backend.onboarding.saveBeneficialOwner(owner(jens, '40')))
          await run(backend.onboarding.saveBeneficialOwner(owner(anna, '55,5')))
          expect(await run(backend.onboarding.listBeneficialOwners(business.id))).toEqual([
            { ...owner(anna, '55.5'), fictitious: false },
            { ...owner(jens, '40'), fictitious: false },
          ])
        }, gmbh),
      )

      it(
        'identification of every representative: created once each, processed by each one’s mobile number; the account once',
        withBackend(async (backend, clock) => {
          const { business, persons } = await gmbhWithRepresentatives(backend, representative('Anna', 'Nordmann', 8), representative('Jens', 'Lichter', 7))
          const created = await run(backend.onboarding.createBusinessIdentification(business.id))
          expect(created.map((i) => [i.personId, i.status])).toEqual(persons.map((p) => [p.id, 'created']))
          expect(await run(backend.onboarding.createBusinessIdentification(business.id))).toEqual(created)
          const processed = await run(backend.onboarding.processBusinessIdentification(business.id))
          expect(processed.map((i) => i.status)).toEqual(['pending_successful', 'pending'])
          clock.advance(REVIEW_MS)
          expect((await run(backend.onboarding.listIdentifications(persons[1]?.id ?? ''))).map((i) => i.status)).toEqual(['successful'])
          await run(backend.onboarding.markLegalIdentificationSuccessful(business.id))
          await run(backend.onboarding.markLegalIdentificationSuccessful(business.id))
          const account = await run(backend.onboarding.createBusinessAccount(business.id))
          expect((await run(backend.onboarding.createBusinessAccount(business.id))).accountId).toBe(account.accountId)
          expect(await run(backend.onboarding.getPersonOnboarding(persons[0]?.id ?? ''))).toMatchObject({ accountId: account.accountId })
          await run(backend.onboarding.addAuthorizedPerson(business.id, account.accountId, persons[1]?.id ?? ''))
          expect(await failure(backend.onboarding.addAuthorizedPerson(business.id, 'lb-account-unbekannt', persons[1]?.id ?? ''))).toMatchObject({ status: 404 })
          clock.advance(3 * STEP_MS)
          const lexbank = (await run(backend.banking.listFinancialAccounts({}))).filter((a) => a.type === 'LEXBANK')
          expect(lexbank.map((a) => [a.financialAccountId, a.accountHolder])).toEqual([[account.financialAccountId, 'Nordlicht Software GmbH']])
        }, gmbh),
      )

      it(
        'a business without representatives cannot start the identification (details still missing)',
        withBackend(async (backend) => {
          const business = await run(backend.onboarding.saveBusiness(nordlichtBusiness))
          expect(await failure(backend.onboarding.createBusinessIdentification(business.id))).toEqual(
            issuesError(400, { i18nKey: 'INVALID_LEGAL_REPRESENTATIVES_PROCESSING_PENDING', source: 'legalRepresentatives' }),
          )
        }, gmbh),
      )

      it(
        'cancel clears the business in progress with its representatives and owners',
        withBackend(async (backend) => {
          const { business, persons } = await gmbhWithRepresentatives(backend, representative('Anna', 'Nordmann'))
          await run(backend.onboarding.saveBeneficialOwner({ businessId: business.id, personId: persons[0]?.id ?? '', votingShare: '100' }))
          await run(backend.onboarding.cancelActivation())
          expect(await run(backend.onboarding.listBusinesses())).toEqual([])
          expect(await failure(backend.onboarding.listLegalRepresentatives(business.id))).toMatchObject({ status: 404 })
          expect(await run(backend.onboarding.getCurrentPerson())).toEqual({ personId: null })
        }, gmbh),
      )
    })
  })
