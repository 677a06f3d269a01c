import {
  NETWORK_FAILURE,
  SeizureCodec,
  type Backend,
  type BankAccountState,
  type BankAccountStateWire,
  type BackendError,
  type HubPort,
  type Seizure,
  type SeizureTransferPayload,
  type SeizureWire,
} from '@kontor/core'
import { DEMO_ORGANISATION_IDS, type DemoOrganisationId } from '@kontor/fixtures'
import { act, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { emitFinanceEventAtom, readFinanceEventRevision } from '../../shared/finance-events.ts'
import { passTime, settle, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccountState, demoBackend, fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { backendWith } from '../../test/backend-with.ts'
import { demoOrganisationsOf } from '../../app/demo-organisations.ts'
import { StateCards } from './StateCards.tsx'
import { hubAccountListStaleAtom, hubActivationOfferedAtom, hubFallbackCardShownAtom } from './state-cards.atoms.ts'

withFakeTimers()

const READ = 'FINANCE_LEXBANK_READ'

const decodeSeizure = (wire: SeizureWire): Seizure => {
  const decoded = SeizureCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('test seizure does not decode')
  return decoded.right
}

const SEIZURE = decodeSeizure({
  id: 'sz-1',
  financialAccountId: 'fa-1',
  totalAmount: 250,
  creditor: { iban: 'DE89 3704 0044 0532 0130 00', name: '<b>Finanzamt</b> Köln' },
  resolutionCaseNumber: '12 M 345/25',
  deliveryDate: '2026-11-02',
})

type Answer<A> = E.Either<BackendError, A>

/** A backend with the given privileges whose hub answers `hub`; every other hub call fails the test. */
const cardsBackend = (hub: Partial<HubPort>, privileges: ReadonlyArray<string> = [READ]): Backend =>
  backendWith({ accounts: [], privileges, hub })

const answering =
  <A,>(answer: Answer<A>, calls: unknown[] = []) =>
  (..._args: unknown[]) =>
  () => {
    calls.push(_args[0])
    return Promise.resolve(answer)
  }

const shownCards = () => screen.queryAllByTestId(/^hub-state-card-/).map((e) => e.dataset['testid'])

const render = async (backend: Backend) => {
  const view = renderInStore(<StateCards />, backend)
  await settle()
  return view
}

describe('the hub’s state cards', () => {
  it('show only the first card of 4.5 that applies, the MFA card beside it, and no fallback card', async () => {
    const state = decodeAccountState({
      seizureState: 'SEIZED',
      lockedAccount: { financialAccountId: 'fa-1', lockingReason: 'Kündigung' },
      latestTermsAndConditionsConsentInformation: { consentState: 'UNDECIDED', actions: ['ACCEPT'] },
      enforceMultiFactorAuthentication: true,
      multiFactorAuthenticationEnabled: false,
    })
    const { store } = await render(cardsBackend({ getAccountState: answering(E.right(state)), listSeizures: answering(E.right([SEIZURE])) }))
    expect(shownCards()).toEqual(['hub-state-card-seizure', 'hub-state-card-mfaRequired'])
    expect(store.get(hubFallbackCardShownAtom)).toBe(false)
  })

  it('show the blocked account when the seizure is gone, with the bank’s reason as text', async () => {
    const state = decodeAccountState({
      seizureState: 'NONE',
      lockedAccount: { financialAccountId: 'fa-1', lockingReason: '<img src=x onerror=alert(1)> Prüfung', inClosure: true },
      latestTermsAndConditionsConsentInformation: { consentState: 'UNDECIDED', actions: ['ACCEPT'] },
    })
    await render(cardsBackend({ getAccountState: answering(E.right(state)) }))
    expect(shownCards()).toEqual(['hub-state-card-blockedAccount'])
    const card = screen.getByTestId('hub-state-card-blockedAccount')
    expect(card.textContent).toContain('Grund: <img src=x onerror=alert(1)> Prüfung')
    expect(card.querySelector('img')).toBeNull()
    expect(card.textContent).toContain('Das Konto wird aufgelöst.')
  })

  it('word a known locking code in German and show an unknown one as the bank sent it', async () => {
    const blocked = (lockingReason: string) => decodeAccountState({ lockedAccount: { financialAccountId: 'fa-1', lockingState: 'BLOCKED', lockingReason } })
    const first = await render(cardsBackend({ getAccountState: answering(E.right(blocked('COMPLIANCE'))) }))
    expect(screen.getByTestId('blocked-reason').textContent).toBe('Grund: Prüfung durch die Compliance-Abteilung der Bank')
    first.unmount()
    await render(cardsBackend({ getAccountState: answering(E.right(blocked('NEW_CODE_7'))) }))
    expect(screen.getByTestId('blocked-reason').textContent).toBe('Grund: NEW_CODE_7')
  })

  it('without FINANCE_LEXBANK_READ ask for no account state, show no card and let the fallback card show', async () => {
    const calls: unknown[] = []
    const { store } = await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({ seizureState: 'SEIZED' })), calls) }, []))
    expect(calls).toEqual([])
    expect(shownCards()).toEqual([])
    expect(store.get(hubFallbackCardShownAtom)).toBe(true)
  })

  it('wait at most 5 s for privileges that hang, then show no card and let the fallback card show', async () => {
    const calls: unknown[] = []
    const backend = fakeBackend(() => () => Promise.resolve(E.right([])), {}, {}, {
      privileges: { listPrivileges: () => () => new Promise(() => undefined) },
      hub: { getAccountState: answering(E.right(decodeAccountState({ seizureState: 'SEIZED' })), calls) },
    })
    const { store } = await render(backend)
    expect(store.get(hubFallbackCardShownAtom)).toBe(false)
    await passTime(4_999)
    expect(store.get(hubFallbackCardShownAtom)).toBe(false)
    await passTime(1)
    await settle()
    expect(calls).toEqual([]) // no privileges: no FINANCE_LEXBANK_READ, no account state
    expect(shownCards()).toEqual([])
    expect(store.get(hubFallbackCardShownAtom)).toBe(true)
  })

  it('keep the fallback card away while the state is initial, and show it when nothing applies', async () => {
    const { store } = await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({ initial: true }))) }))
    expect(store.get(hubFallbackCardShownAtom)).toBe(false)
    const second = await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({}))) }))
    expect(second.store.get(hubFallbackCardShownAtom)).toBe(true)
  })

  it('after a failed read show no card, and read again quietly at the next finance event', async () => {
    let answer: Answer<BankAccountState> = E.left(NETWORK_FAILURE)
    const calls: unknown[] = []
    const { store } = await render(
      cardsBackend({
        getAccountState: (opts) => () => {
          calls.push(opts)
          return Promise.resolve(answer)
        },
      }),
    )
    expect(calls).toHaveLength(1)
    expect(shownCards()).toEqual([])
    answer = E.right(decodeAccountState({ lockedAccount: { lockingState: 'BLOCKED' } }))
    await passTime(60_000)
    expect(calls).toHaveLength(1) // no polling of its own
    act(() => store.set(emitFinanceEventAtom, 'financial_account_changed'))
    await settle()
    expect(calls).toHaveLength(2)
    expect(shownCards()).toEqual(['hub-state-card-blockedAccount'])
  })

  it('hide the teaser through the port when the user says "Ausblenden"', async () => {
    const hideCalls: unknown[] = []
    await render(
      cardsBackend({
        getAccountState: answering(E.right(decodeAccountState({ noAccountYet: true }))),
        getUserSetting: answering(E.right({ key: 'hideLexBankTeaser', value: null })),
        hideTeaser: answering(E.right(undefined), hideCalls),
      }),
    )
    expect(shownCards()).toEqual(['hub-state-card-teaser'])
    await setupUser().click(screen.getByRole('button', { name: 'Ausblenden' }))
    await settle()
    expect(hideCalls).toHaveLength(1)
    expect(shownCards()).toEqual([])
  })

  it('keep the teaser when hiding it fails, say so, and hide it on the next try', async () => {
    let answer: Answer<undefined> = E.left(NETWORK_FAILURE)
    await render(
      cardsBackend({
        getAccountState: answering(E.right(decodeAccountState({ noAccountYet: true }))),
        getUserSetting: answering(E.left(NETWORK_FAILURE)),
        hideTeaser: () => () => Promise.resolve(answer),
      }),
    )
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Ausblenden' }))
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('Der Hinweis konnte nicht ausgeblendet werden. Bitte versuchen Sie es erneut.')
    answer = E.right(undefined)
    await user.click(screen.getByRole('button', { name: 'Ausblenden' }))
    await settle()
    expect(shownCards()).toEqual([])
  })

  it('show no teaser when the user has hidden it before', async () => {
    await render(
      cardsBackend({
        getAccountState: answering(E.right(decodeAccountState({ noAccountYet: true }))),
        getUserSetting: answering(E.right({ key: 'hideLexBankTeaser', value: 'true' })),
      }),
    )
    expect(shownCards()).toEqual([])
  })
})

describe('the onboarding cards', () => {
  it('say that the opening has started while no business account exists yet', async () => {
    await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({ accountOpeningProcessStarted: true }))) }))
    expect(shownCards()).toEqual(['hub-state-card-onboardingInProgress'])
  })

  it.each([
    [{ status: 'SCREENING_PENDING', business: { onBoardingState: 'ON_BOARDING_STARTED' } }, 'Ihr Geschäftskonto wird eingerichtet', 'Ihre Angaben werden geprüft.'],
    [{ status: 'SOMETHING_NEW', business: { onBoardingState: 'ON_BOARDING_STARTED' } }, 'Ihr Geschäftskonto wird eingerichtet', 'Ihre Eröffnung wird bearbeitet.'],
    [{ status: 'constructor', business: { onBoardingState: 'ON_BOARDING_STARTED' } }, 'Ihr Geschäftskonto wird eingerichtet', 'Ihre Eröffnung wird bearbeitet.'],
    [{ status: null, business: { onBoardingState: 'ACCOUNT_CREATION_COMPLETED' } }, 'Willkommen bei Ihrem Geschäftskonto', 'Ihr Geschäftskonto ist eröffnet.'],
  ] as const)('show the business onboarding %o as "%s"', async (businessOnBoarding, title, text) => {
    await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({ businessOnBoarding }))) }))
    const card = screen.getByTestId('hub-state-card-businessOnboarding')
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(title)
    expect(card.textContent).toContain(text)
  })
})

describe('the seizure card', () => {
  const seizureState = (companyType: string) =>
    decodeAccountState({ seizureState: 'SEIZED', businessOnBoarding: { business: { id: 'b-1', lexBankCompanyType: companyType } } })

  it('says when a sole trader’s amount is debited (4 calendar weeks) and shows creditor, amount and case number as text', async () => {
    await render(cardsBackend({ getAccountState: answering(E.right(seizureState('FREELANCER'))), listSeizures: answering(E.right([SEIZURE])) }))
    const card = screen.getByTestId('hub-state-card-seizure')
    expect(card.textContent).toContain('nach 4 Kalenderwochen')
    expect(card.textContent).toContain('<b>Finanzamt</b> Köln')
    expect(card.querySelector('b')).toBeNull()
    expect(card.textContent).toContain('250,00\u00a0€')
    expect(card.textContent).toContain('12 M 345/25')
    expect(card.textContent).toContain('Voraussichtliche Abbuchung am 30.11.2026.')
  })

  it('says a company’s amount is debited after 5 bank working days', async () => {
    await render(cardsBackend({ getAccountState: answering(E.right(seizureState('GMBH'))), listSeizures: answering(E.right([SEIZURE])) }))
    expect(screen.getByTestId('seizure-debit-notice').textContent).toBe('Der gepfändete Betrag wird nach 5 Bankarbeitstagen von Ihrem Konto abgebucht.')
    expect(screen.getByTestId('hub-state-card-seizure').textContent).toContain('Voraussichtliche Abbuchung am 09.11.2026.')
  })

  it('says when the seizures cannot be read, and reads them again on request', async () => {
    let answer: Answer<ReadonlyArray<Seizure>> = E.left(NETWORK_FAILURE)
    await render(
      cardsBackend({ getAccountState: answering(E.right(seizureState('GMBH'))), listSeizures: () => () => Promise.resolve(answer) }),
    )
    expect(screen.getByRole('alert').textContent).toContain('Die Angaben zur Pfändung konnten nicht geladen werden.')
    answer = E.right([SEIZURE])
    await setupUser().click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await settle()
    expect(screen.getAllByTestId('hub-seizure')).toHaveLength(1)
  })
})

describe('the seizure payoff dialog', () => {
  const open = async (createSeizureTransfer: HubPort['createSeizureTransfer']) => {
    await render(
      cardsBackend({
        getAccountState: answering(E.right(decodeAccountState({ seizureState: 'SEIZED' }))),
        listSeizures: answering(E.right([SEIZURE])),
        createSeizureTransfer,
      }),
    )
    const user = setupUser()
    await user.click(screen.getByRole('button', { name: 'Pfändung begleichen' }))
    await settle()
    const dialog = screen.getByRole('dialog', { name: 'Pfändung begleichen' })
    const field = within(dialog).getByRole('textbox', { name: 'Betrag in Euro' })
    return { user, dialog, field: field as HTMLInputElement }
  }

  it('corrects an amount above the total or below 0,01 € to the bound with the range message, and sends only the amount the user saw', async () => {
    const bodies: SeizureTransferPayload[] = []
    const { user, dialog, field } = await open((body) => () => {
      bodies.push(body)
      return Promise.resolve(E.right([]))
    })
    expect(field.value).toBe('250,00')
    await user.clear(field)
    await user.type(field, '999,99')
    await user.tab()
    expect(field.value).toBe('250,00')
    expect(dialog.textContent).toContain('Der Betrag muss zwischen 0,01\u00a0€ und 250,00\u00a0€ liegen.')

    await user.clear(field)
    await user.type(field, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung anlegen' }))
    await settle()
    expect(field.value).toBe('0,01')
    expect(bodies).toEqual([]) // the corrected amount goes only with a second press

    await user.clear(field)
    await user.type(field, '100,5')
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung anlegen' }))
    await settle()
    expect(bodies).toHaveLength(1)
    const item = bodies[0]?.bankTransfers[0]
    expect(item?.amount.value.toString()).toBe('100.5')
    expect(item).toMatchObject({
      recipientIban: 'DE89370400440532013000',
      recipientName: '<b>Finanzamt</b> Köln',
      purpose: 'Az. 12 M 345/25',
      bankTransferReferenceId: 'sz-1',
      bankTransferReferenceType: 'SEIZURE',
    })
    const done = screen.getByRole('dialog', { name: 'Pfändung begleichen' })
    expect(done.textContent).toContain('Die Überweisung über 100,50\u00a0€ an <b>Finanzamt</b> Köln wurde angelegt.')
  })

  it('does not mark the field invalid once its amount is corrected or typed again validly', async () => {
    const { user, dialog, field } = await open(() => () => Promise.resolve(E.right([])))
    await user.clear(field)
    await user.type(field, '999,99')
    await user.tab()
    expect(field.value).toBe('250,00')
    expect(field.getAttribute('aria-invalid')).not.toBe('true')
    expect(within(dialog).getByTestId('payoff-correction').textContent).toBe('Der Betrag muss zwischen 0,01\u00a0€ und 250,00\u00a0€ liegen.')

    await user.clear(field)
    await user.type(field, '12.50')
    await user.tab()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.clear(field)
    await user.type(field, '12,50')
    await user.tab()
    expect(field.value).toBe('12,50')
    expect(field.getAttribute('aria-invalid')).not.toBe('true')
    expect(within(dialog).queryByTestId('payoff-correction')).toBeNull()
  })

  it('refuses an amount written with a dot and explains the comma, sending nothing', async () => {
    const bodies: SeizureTransferPayload[] = []
    const { user, dialog, field } = await open((body) => () => {
      bodies.push(body)
      return Promise.resolve(E.right([]))
    })
    await user.clear(field)
    await user.type(field, '12.50')
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung anlegen' }))
    await settle()
    expect(field.value).toBe('12.50')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(dialog.textContent).toContain('Bitte schreiben Sie den Betrag mit Komma vor den Cent')
    expect(bodies).toEqual([])
  })

  it('says why a payment failed and sends the same payment again on request', async () => {
    const bodies: SeizureTransferPayload[] = []
    let answer: Answer<never[]> = E.left(NETWORK_FAILURE)
    const { user, dialog } = await open((body) => () => {
      bodies.push(body)
      return Promise.resolve(answer)
    })
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung anlegen' }))
    await settle()
    expect(within(dialog).getByRole('button', { name: 'Erneut versuchen' })).toBeDefined()
    answer = E.right([])
    await user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }))
    await settle()
    expect(bodies).toHaveLength(2)
    expect(bodies[1]?.bankTransferGroupReference).toBe(bodies[0]?.bankTransferGroupReference)
    expect(screen.getByRole('dialog').textContent).toContain('wurde angelegt')
  })
})

describe('the status bar’s activation offer (hubActivationOfferedAtom)', () => {
  it.each<[string, BankAccountStateWire, ReadonlyArray<string>, boolean]>([
    ['no account yet, with FINANCE_LEXBANK_READ', { noAccountYet: true }, [READ], true],
    ['an opening under way', { noAccountYet: true, businessOnBoarding: { business: { onBoardingState: 'ON_BOARDING_STARTED' } } }, [READ], false],
    ['an account at the bank', { noAccountYet: false }, [READ], false],
    ['without FINANCE_LEXBANK_READ', { noAccountYet: true }, [], false],
  ])('%s: %s', async (_case, wire, privileges, offered) => {
    const { store } = await render(
      cardsBackend({ getAccountState: answering(E.right(decodeAccountState(wire))), getUserSetting: answering(E.right({ key: 'hideLexBankTeaser', value: null })) }, privileges),
    )
    expect(store.get(hubActivationOfferedAtom)).toBe(offered)
  })
})

describe('the business onboarding card while the bank opens the account', () => {
  const opening = (status: string, onBoardingState: string): BankAccountStateWire => ({
    noAccountYet: false,
    accountOpeningProcessStarted: true,
    lexBankBusinessId: 'lb-1',
    businessOnBoarding: { isPending: true, status, business: { id: 'lb-1', onBoardingState } },
  })

  it('reads the state again after 2 s, then every 5 s, announces each move for the account list, and stops once the account is open', async () => {
    const answers = [
      opening('ON_BOARDING_STARTED', 'ON_BOARDING_STARTED'),
      opening('ON_BOARDING_STARTED', 'ON_BOARDING_STARTED'),
      opening('SCREENING_PENDING', 'SCREENING_PENDING'),
      opening('FINANCE_ACCOUNT_CREATION_COMPLETED', 'ACCOUNT_CREATION_COMPLETED'),
    ]
    let reads = 0
    const backend = cardsBackend({
      getAccountState: () => () => {
        reads += 1
        return Promise.resolve(E.right(decodeAccountState(answers[Math.min(reads - 1, answers.length - 1)] ?? {})))
      },
    })
    const { store } = await render(backend)
    const moves = () => readFinanceEventRevision(store, ['financial_account_changed'])
    expect(screen.getByTestId('hub-state-card-businessOnboarding').textContent).toContain('Ihr Geschäftskonto wird eingerichtet')
    expect(reads).toBe(1)
    await passTime(1_999)
    expect(reads).toBe(1)
    await passTime(1)
    await settle()
    // Same status: nothing moved, nothing announced.
    expect(reads).toBe(2)
    expect(moves()).toBe(0)
    await passTime(5_000)
    await settle()
    // Screening: announced once; the announcement's own read follows (the fourth answer: completed).
    expect(moves()).toBe(1)
    expect(store.get(hubAccountListStaleAtom)).toBe(1)
    await settle()
    expect(screen.getByTestId('hub-state-card-businessOnboarding').textContent).toContain('Willkommen bei Ihrem Geschäftskonto')
    const readsWhenOpen = reads
    await passTime(15_000)
    await settle()
    expect(reads).toBe(readsWhenOpen)
  })

  it('tries a failed read again at the next interval, keeping the card', async () => {
    let reads = 0
    const backend = cardsBackend({
      getAccountState: () => () => {
        reads += 1
        return Promise.resolve(reads === 2 ? E.left(NETWORK_FAILURE) : E.right(decodeAccountState(opening('SCREENING_PENDING', 'SCREENING_PENDING'))))
      },
    })
    await render(backend)
    await passTime(2_000)
    await settle()
    expect(reads).toBe(2)
    expect(screen.getByTestId('hub-state-card-businessOnboarding').textContent).toContain('Ihre Angaben werden geprüft.')
    await passTime(5_000)
    await settle()
    expect(reads).toBe(3)
  })
})

describe('the person onboarding card', () => {
  const wire = (done: { device: boolean; tax: boolean; card: boolean }): BankAccountStateWire => ({
    businessOnBoarding: {
      status: 'FINANCE_ACCOUNT_CREATION_COMPLETED',
      business: { id: 'b-7', taxNumber: done.tax ? '21/815/08150' : null },
    },
    firstDeviceBindingActivationState: done.device ? 'CONFIRMED' : 'PENDING',
    firstCardActivationPending: !done.card,
  })

  it('reads the state first after 2 s, then every 5 s, and after the 2 s done animation completes the onboarding', async () => {
    const first = wire({ device: false, tax: false, card: false })
    // The hub's read and the card's first read, then two more of the card.
    const answers = [first, first, wire({ device: true, tax: false, card: false }), wire({ device: true, tax: true, card: true })]
    const reads: number[] = []
    const completed: string[] = []
    const backend = cardsBackend({
      getAccountState: () => () => {
        reads.push(Date.now())
        return Promise.resolve(E.right(decodeAccountState(answers[Math.min(reads.length - 1, answers.length - 1)] ?? {})))
      },
      completeOnboarding: (businessId) => () => {
        completed.push(businessId)
        return Promise.resolve(E.right(undefined))
      },
    })
    await render(backend)
    expect(shownCards()).toEqual(['hub-state-card-personOnboarding'])
    const readsByHub = reads.length // the hub's own read
    await passTime(1_999)
    expect(reads.length).toBe(readsByHub)
    await passTime(1)
    await settle()
    expect(reads.length).toBe(readsByHub + 1)
    await passTime(4_999)
    expect(reads.length).toBe(readsByHub + 1)
    await passTime(1)
    await settle()
    expect(reads.length).toBe(readsByHub + 2)
    expect(screen.getByTestId('onboarding-step-deviceBindingConfirmed').textContent).toContain('erledigt')
    expect(screen.getByTestId('onboarding-step-taxNumberPresent').textContent).toContain('offen')
    await passTime(5_000)
    await settle()
    expect(screen.getByTestId('onboarding-done').textContent).toBe('Alles erledigt. Ihr Geschäftskonto ist startklar.')
    await passTime(1_999)
    expect(completed).toEqual([])
    await passTime(1)
    await settle()
    expect(completed).toEqual(['b-7'])
  })
})

describe('the terms consent card', () => {
  it('shows a pending consent with its deadline and sends the consent', async () => {
    const accepts: unknown[] = []
    const approved = decodeAccountState({ latestTermsAndConditionsConsentInformation: { consentState: 'APPROVED', actions: [] } })
    let current = decodeAccountState({
      latestTermsAndConditionsConsentInformation: { consentState: 'UNDECIDED', actions: ['ACCEPT', 'REJECT'], consentRequiredUntil: '2026-12-31' },
    })
    await render(
      cardsBackend({
        getAccountState: () => () => Promise.resolve(E.right(current)),
        acceptTerms: () => () => {
          accepts.push(current)
          current = approved
          return Promise.resolve(E.right(approved))
        },
      }),
    )
    const card = screen.getByTestId('hub-state-card-terms')
    expect(card.textContent).toContain('Bitte stimmen Sie den neuen Geschäftsbedingungen zu.')
    expect(card.textContent).toContain('Frist: 31.12.2026')
    await setupUser().click(within(card).getByRole('button', { name: 'Zustimmen' }))
    await settle()
    expect(accepts).toHaveLength(1)
    expect(shownCards()).toEqual([])
    expect(screen.getByTestId('hub-state-notice').textContent).toBe('Vielen Dank, Ihre Zustimmung ist gespeichert.')
  })

  it.each([
    [{ consentState: 'REJECTED', actions: ['ACCEPT'] }, 'Bis zum Ablauf der Frist können Sie noch zustimmen.', true],
    [{ consentState: 'REJECTED', actions: [], solarisContractExpiresAt: '2027-01-31' }, 'Vertragsende: 31.01.2027', false],
    [{ consentState: 'UNDECIDED', actions: ['ACCEPT'], consentRequiredUntil: '2026-11-01' }, 'Die Frist für Ihre Zustimmung ist abgelaufen.', true],
  ] as const)('shows %o as "%s"', async (info, text, offersAccept) => {
    await render(cardsBackend({ getAccountState: answering(E.right(decodeAccountState({ latestTermsAndConditionsConsentInformation: info }))) }))
    const card = screen.getByTestId('hub-state-card-terms')
    expect(card.textContent).toContain(text)
    expect(within(card).queryByRole('button', { name: 'Zustimmen' }) !== null).toBe(offersAccept)
  })
})

describe('the MFA-required card', () => {
  it('starts the activation and polls it every 2 s until it is activated', async () => {
    const polls: number[] = []
    const backend = cardsBackend({
      getAccountState: answering(E.right(decodeAccountState({ enforceMultiFactorAuthentication: true, multiFactorAuthenticationEnabled: false }))),
      startMfaActivation: answering(E.right(undefined)),
      getMfaState: () => () => {
        polls.push(Date.now())
        return Promise.resolve(E.right({ activated: polls.length >= 3 }))
      },
    })
    await render(backend)
    await setupUser().click(screen.getByRole('button', { name: 'Aktivierung starten' }))
    await settle()
    expect(polls).toHaveLength(1)
    expect(screen.getByTestId('hub-state-card-mfaRequired').textContent).toContain('Wir warten auf die Aktivierung')
    await passTime(1_999)
    expect(polls).toHaveLength(1)
    await passTime(1)
    await settle()
    expect(polls).toHaveLength(2)
    await passTime(2_000)
    await settle()
    expect(polls).toHaveLength(3)
    expect(screen.getByTestId('hub-state-notice').textContent).toBe('Die Zwei-Faktor-Authentifizierung ist aktiviert.')
    await passTime(10_000)
    expect(polls).toHaveLength(3)
  })
})

describe('the state cards of the demo organisations (the fixtures’ seeds over the memory backend)', () => {
  /** The cards of the demo switched to organisation `id`, as the header's switcher does before it reloads the page. */
  const renderOrganisation = async (id: DemoOrganisationId) => {
    const backend = demoBackend()
    await demoOrganisationsOf(backend)?.switchTo(id)
    // In a router: the PayPal tip is a link.
    const view = renderInStore(
      <MemoryRouter initialEntries={['/hub']}>
        <StateCards />
      </MemoryRouter>,
      backend,
    )
    await settle()
    return view
  }

  // hub-state-cards.e2e.test.ts and hub-device-link.e2e.test.ts check these cards in Chromium (layout at 390 and
  // 1920 px, axe, their actions against the demo); which card an organisation shows, and what it says, needs no browser.
  it.each<[DemoOrganisationId, ReadonlyArray<string>, string | null, boolean]>([
    [DEMO_ORGANISATION_IDS.normal, [], null, true],
    [DEMO_ORGANISATION_IDS.seizure, ['hub-state-card-seizure'], 'Pfändung Ihres Geschäftskontos', false],
    [DEMO_ORGANISATION_IDS.blockedAccount, ['hub-state-card-blockedAccount'], 'Ihr Konto ist gesperrt', false],
    // The MFA card stands beside the others and keeps the balance card (4.5).
    [DEMO_ORGANISATION_IDS.mfaRequired, ['hub-state-card-mfaRequired'], 'Zwei-Faktor-Authentifizierung erforderlich', true],
    [DEMO_ORGANISATION_IDS.termsToAccept, ['hub-state-card-terms'], 'Neue Geschäftsbedingungen Ihrer Partnerbank', false],
    [DEMO_ORGANISATION_IDS.onboardingInProgress, ['hub-state-card-businessOnboarding'], 'Ihr Geschäftskonto wird eingerichtet', false],
    [DEMO_ORGANISATION_IDS.personOnboarding, ['hub-state-card-payPalTip', 'hub-state-card-personOnboarding'], null, false],
    [DEMO_ORGANISATION_IDS.noAccounts, ['hub-state-card-teaser'], null, false],
  ])('%s shows %o (balance card allowed: %s)', async (id, cards, title, fallbackShown) => {
    const { store } = await renderOrganisation(id)
    expect(shownCards()).toEqual(cards)
    if (title !== null) expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy()
    expect(store.get(hubFallbackCardShownAtom)).toBe(fallbackShown)
  })

  it('the seizure organisation (a GmbH) shows its creditor, amount and case number, debited after 5 bank working days', async () => {
    await renderOrganisation(DEMO_ORGANISATION_IDS.seizure)
    const card = screen.getByTestId('hub-state-card-seizure')
    expect(card.textContent).toContain('Finanzamt Berlin-Mitte')
    expect(card.textContent).toContain('1.234,56\u00a0€')
    expect(card.textContent).toContain('12 M 3456/26')
    expect(card.textContent).toContain('nach 5 Bankarbeitstagen')
  })

  it('the terms organisation names its deadline', async () => {
    await renderOrganisation(DEMO_ORGANISATION_IDS.termsToAccept)
    expect(screen.getByTestId('hub-state-card-terms').textContent).toContain('Frist: 30.06.2030')
  })
})
