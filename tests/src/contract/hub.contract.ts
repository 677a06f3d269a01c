/**
 * The contract of the hub port (spec: hub-and-business-account 3, 4.3, 4.4, 4.5, 4.9, 5 "Seizure payment amount", 6,
 * 7), run against every adapter over the demo organisations (fixtures/src/demo-organisations.ts): each organisation's
 * account state shows its card in the precedence of 4.5, the read privilege gates the state, the seizure is paid by a
 * transfer within core's bounds, settings and fallback settings round-trip, device link and MFA confirm on the db
 * clock, and terms are accepted.
 */
import { fc } from '@fast-check/vitest'
import {
  DEMO_LEXBANK_BUSINESS_ID,
  DEMO_ORGANISATION_IDS,
  DEMO_ORGANISATIONS,
  DEMO_SEIZURE,
  type DemoOrganisationId,
} from '@kontor/fixtures'
import {
  SEIZURE_TRANSFER_REFERENCE_TYPE,
  isBusinessOnboardingPending,
  isMfaRequiredCardShown,
  moneyFromCents,
  selectHubCards,
  toHubCardConditions,
  toSeizureTransferPayload,
  toWireAmount,
  type Backend,
  type BankAccountState,
  type HubStateCard,
  type SeizureTransferPayload,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { failure, issuesError, run } from './contract-helpers.ts'
import { HUB_TEST_START } from './hub-seed.ts'
import { manualClock, type ManualClock } from './proposal-seed.ts'

/** The memory db's confirmation delays (adapters/src/memory/constants.ts): "a few seconds". */
const CONFIRM_DELAY_MS = 6_000

const cardsOf = async (backend: Backend, clock: ManualClock, state?: BankAccountState) => {
  const accountState = state ?? (await run(backend.hub.getAccountState()))
  const privileges = await run(backend.privileges.listPrivileges())
  return selectHubCards(toHubCardConditions({ accountState, teaserHidden: false, privileges, clock }))
}

const seizurePayload = async (backend: Backend, cents: bigint): Promise<SeizureTransferPayload> => {
  const [seizure] = await run(backend.hub.listSeizures())
  if (seizure === undefined) throw new Error('the seizure organisation has no seizure')
  const payload = toSeizureTransferPayload({ seizure, amount: moneyFromCents(100n), bankTransferGroupReference: 'grp-seizure-1' })
  if (E.isLeft(payload)) throw new Error('the seizure payload was refused')
  // The amount is put in by hand: core's builder would refuse an out-of-range amount before the service sees it.
  return { ...payload.right, bankTransfers: payload.right.bankTransfers.map((item) => ({ ...item, amount: moneyFromCents(cents) })) }
}

const TOTAL_CENTS = BigInt(Math.round(DEMO_SEIZURE.totalAmount * 100))

export const hubContract = (
  name: string,
  makeBackend: (clock: ManualClock, organisation: DemoOrganisationId) => Promise<BackendUnderTest>,
) =>
  describe(`${name}: hub port`, () => {
    const withBackend =
      (organisation: DemoOrganisationId, body: (backend: Backend, clock: ManualClock) => Promise<void>): (() => Promise<void>) =>
      async () => {
        const clock = manualClock(HUB_TEST_START)
        const { backend, close } = await makeBackend(clock, organisation)
        try {
          await body(backend, clock)
        } finally {
          await close()
        }
      }

    describe('each demo organisation shows its card (4.5)', () => {
      const expected: ReadonlyArray<readonly [DemoOrganisationId, HubStateCard | undefined]> = [
        [DEMO_ORGANISATION_IDS.normal, undefined],
        [DEMO_ORGANISATION_IDS.seizure, 'seizure'],
        [DEMO_ORGANISATION_IDS.blockedAccount, 'blockedAccount'],
        [DEMO_ORGANISATION_IDS.mfaRequired, undefined],
        [DEMO_ORGANISATION_IDS.termsToAccept, 'terms'],
        [DEMO_ORGANISATION_IDS.onboardingInProgress, 'businessOnboarding'],
        [DEMO_ORGANISATION_IDS.personOnboarding, 'personOnboarding'],
        [DEMO_ORGANISATION_IDS.soleTraderWizard, 'teaser'],
        [DEMO_ORGANISATION_IDS.gmbhWizard, 'teaser'],
        [DEMO_ORGANISATION_IDS.kycWizard, 'teaser'],
      ]
      it.each(expected)('%s: state card %s', (organisation, card) =>
        withBackend(organisation, async (backend, clock) => {
          const cards = await cardsOf(backend, clock)
          expect(cards.stateCard).toBe(card)
          expect(cards.fallback).toBe(card === undefined)
          const state = await run(backend.hub.getAccountState())
          expect(isMfaRequiredCardShown(state)).toBe(organisation === DEMO_ORGANISATION_IDS.mfaRequired)
          expect((await run(backend.banking.listFinancialAccounts({}))).length).toBeGreaterThan(0)
        })(),
      )

      it(
        'no accounts: the account list is empty and the onboarding is not pending (the first-time screen)',
        withBackend(DEMO_ORGANISATION_IDS.noAccounts, async (backend) => {
          expect(await run(backend.banking.listFinancialAccounts({}))).toEqual([])
          const state = await run(backend.hub.getAccountState())
          expect(isBusinessOnboardingPending(state.businessOnBoarding)).toBe(false)
          expect(state.noAccountYet).toBe(true)
        }),
      )

      it('every organisation has a German name and one line for the switcher, ids unique', () => {
        expect(new Set(DEMO_ORGANISATIONS.map((o) => o.id)).size).toBe(DEMO_ORGANISATIONS.length)
        for (const o of DEMO_ORGANISATIONS) {
          expect(o.name.trim()).not.toBe('')
          expect(o.description).toMatch(/^[A-ZÄÖÜ].*\.$/)
          expect(o.description).not.toContain('!')
        }
      })
    })

    describe('privileges (6)', () => {
      it(
        'no access: no read privilege, so the account state is empty; the account list answers 403 (/noaccess)',
        withBackend(DEMO_ORGANISATION_IDS.noAccess, async (backend) => {
          const privileges = await run(backend.privileges.listPrivileges())
          expect(privileges).not.toContain('FINANCE_LEXBANK_READ')
          expect(await run(backend.hub.getAccountState())).toEqual({})
          expect(await failure(backend.banking.listFinancialAccounts({}))).toMatchObject({ status: 403 })
        }),
      )

      it(
        'with the read privilege the state is the organisation’s',
        withBackend(DEMO_ORGANISATION_IDS.normal, async (backend) => {
          expect(await run(backend.privileges.listPrivileges())).toContain('FINANCE_LEXBANK_READ')
          expect((await run(backend.hub.getAccountState())).lexBankBusinessId).toBe(DEMO_LEXBANK_BUSINESS_ID)
        }),
      )
    })

    describe('seizure (3, 4.9, 5)', () => {
      it(
        'lists the seizure with creditor, total and delivery date',
        withBackend(DEMO_ORGANISATION_IDS.seizure, async (backend) => {
          const [seizure, ...more] = await run(backend.hub.listSeizures())
          expect(more).toEqual([])
          expect(seizure).toMatchObject({ id: DEMO_SEIZURE.id, creditor: DEMO_SEIZURE.creditor, deliveryDate: DEMO_SEIZURE.deliveryDate })
          expect(toWireAmount(seizure?.totalAmount ?? moneyFromCents(0n))).toBe(DEMO_SEIZURE.totalAmount)
        }),
      )

      it(
        'pays the seizure by a transfer with the seizure payload; it is in the prepared transfers',
        withBackend(DEMO_ORGANISATION_IDS.seizure, async (backend) => {
          const created = await run(backend.hub.createSeizureTransfer(await seizurePayload(backend, 50_000n)))
          expect(created).toHaveLength(1)
          const [transfer] = created
          expect(transfer?.bankTransferId).toMatch(/\S/)
          expect(transfer).toMatchObject({ recipientName: 'Finanzamt Berlin-Mitte', referenceId: DEMO_SEIZURE.id, referenceType: SEIZURE_TRANSFER_REFERENCE_TYPE })
          expect(toWireAmount(transfer?.amount ?? moneyFromCents(0n))).toBe(500)
          const prepared = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: 50 }))
          expect(prepared.bankTransfers.map((t) => t.bankTransferId)).toContain(transfer?.bankTransferId)
        }),
      )

      it(
        'refuses an amount outside 0.01 € and the total with core’s message on the item’s amount',
        withBackend(DEMO_ORGANISATION_IDS.seizure, async (backend) => {
          for (const cents of [0n, -100n, TOTAL_CENTS + 1n]) {
            expect(await failure(backend.hub.createSeizureTransfer(await seizurePayload(backend, cents)))).toEqual(
              issuesError(400, { i18nKey: 'seizure.amountOutOfRange', source: 'bankTransfers[0].amount' }),
            )
          }
          const bounds = [1n, TOTAL_CENTS]
          for (const cents of bounds) expect(await run(backend.hub.createSeizureTransfer(await seizurePayload(backend, cents)))).toHaveLength(1)
        }),
      )

      it(
        'accepts exactly the amounts within the bounds (property)',
        withBackend(DEMO_ORGANISATION_IDS.seizure, async (backend) => {
          await fc.assert(
            fc.asyncProperty(fc.bigInt({ min: -200_000n, max: 300_000n }), async (cents) => {
              const answer = await backend.hub.createSeizureTransfer(await seizurePayload(backend, cents))()
              expect(E.isRight(answer)).toBe(cents >= 1n && cents <= TOTAL_CENTS)
            }),
            { numRuns: 25 },
          )
        }),
      )

      it(
        'refuses a payment of a seizure it does not know (404)',
        withBackend(DEMO_ORGANISATION_IDS.seizure, async (backend) => {
          const payload = await seizurePayload(backend, 100n)
          const unknown = { ...payload, bankTransfers: payload.bankTransfers.map((i) => ({ ...i, bankTransferReferenceId: 'seizure-x' })) }
          expect(await failure(backend.hub.createSeizureTransfer(unknown))).toMatchObject({ status: 404 })
        }),
      )
    })

    describe('user settings, teaser and fallback card settings (3)', () => {
      it(
        'saves by v100 (in the path) and v101 (in the body), lists and reads them back',
        withBackend(DEMO_ORGANISATION_IDS.normal, async (backend) => {
          expect(await run(backend.hub.getUserSetting('onboardingGuideClosed'))).toEqual({ key: 'onboardingGuideClosed', value: null })
          await run(backend.hub.saveUserSetting('onboardingGuideClosed', 'true'))
          const report = '{"report":"Umsätze/Monat","year":2026}'
          await run(backend.hub.saveUserSettingValue('dashboardOverviewSelectedReport', report))
          expect(await run(backend.hub.getUserSetting('onboardingGuideClosed'))).toEqual({ key: 'onboardingGuideClosed', value: 'true' })
          expect(await run(backend.hub.getUserSetting('dashboardOverviewSelectedReport'))).toEqual({ key: 'dashboardOverviewSelectedReport', value: report })
          expect(await run(backend.hub.listUserSettings())).toEqual(
            expect.arrayContaining([
              { key: 'onboardingGuideClosed', value: 'true' },
              { key: 'dashboardOverviewSelectedReport', value: report },
            ]),
          )
        }),
      )

      it(
        'hiding the teaser sets hideLexBankTeaser',
        withBackend(DEMO_ORGANISATION_IDS.noAccounts, async (backend) => {
          await run(backend.hub.hideTeaser())
          expect(await run(backend.hub.getUserSetting('hideLexBankTeaser'))).toEqual({ key: 'hideLexBankTeaser', value: 'true' })
        }),
      )

      it(
        'fallback card settings: all accounts by default, saved ones read back',
        withBackend(DEMO_ORGANISATION_IDS.normal, async (backend) => {
          expect(await run(backend.hub.getFallbackCardSettings())).toEqual({ accountMode: 0 })
          const settings = { accountMode: 1 as const, hiddenAccountIds: ['fa-0002-ing-tagesgeld'] }
          expect(await run(backend.hub.saveFallbackCardSettings(settings))).toEqual(settings)
          expect(await run(backend.hub.getFallbackCardSettings())).toEqual(settings)
        }),
      )
    })

    describe('device linking and MFA (4.3)', () => {
      it(
        'a device link push is confirmed a few seconds later on the db clock',
        withBackend(DEMO_ORGANISATION_IDS.mfaRequired, async (backend, clock) => {
          await run(backend.hub.sendDeviceLinkPush())
          expect((await run(backend.hub.getAccountState())).firstDeviceBindingActivationState).toBe('PENDING')
          clock.advance(CONFIRM_DELAY_MS - 1)
          expect((await run(backend.hub.getAccountState())).firstDeviceBindingActivationState).toBe('PENDING')
          clock.advance(1)
          expect((await run(backend.hub.getAccountState())).firstDeviceBindingActivationState).toBe('CONFIRMED')
        }),
      )

      it(
        'MFA: not activated, then activated a few seconds after the activation started; the card goes',
        withBackend(DEMO_ORGANISATION_IDS.mfaRequired, async (backend, clock) => {
          expect(await run(backend.hub.getMfaState())).toEqual({ activated: false })
          await run(backend.hub.startMfaActivation())
          clock.advance(CONFIRM_DELAY_MS - 1)
          expect(await run(backend.hub.getMfaState())).toEqual({ activated: false })
          clock.advance(1)
          expect(await run(backend.hub.getMfaState())).toEqual({ activated: true })
          expect(isMfaRequiredCardShown(await run(backend.hub.getAccountState()))).toBe(false)
        }),
      )
    })

    describe('terms consent (4.4) and onboarding completion (4.2)', () => {
      it(
        'accepting the terms sets APPROVED and the terms card goes; a second accept is refused (409)',
        withBackend(DEMO_ORGANISATION_IDS.termsToAccept, async (backend, clock) => {
          const state = await run(backend.hub.acceptTerms())
          expect(state.latestTermsAndConditionsConsentInformation).toMatchObject({ consentState: 'APPROVED', actions: [] })
          expect((await cardsOf(backend, clock)).stateCard).toBeUndefined()
          expect(await failure(backend.hub.acceptTerms())).toMatchObject({ status: 409 })
        }),
      )

      it(
        'completing the onboarding ends the business onboarding card',
        withBackend(DEMO_ORGANISATION_IDS.onboardingInProgress, async (backend, clock) => {
          await run(backend.hub.completeOnboarding(DEMO_LEXBANK_BUSINESS_ID))
          expect((await cardsOf(backend, clock)).stateCard).not.toBe('businessOnboarding')
          expect(await failure(backend.hub.completeOnboarding('lb-unknown'))).toMatchObject({ status: 409 })
        }),
      )
    })
  })
