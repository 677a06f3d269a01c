import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, expect } from 'vitest'
import { normalizeIban } from '../iban/iban-format.ts'
import {
  addAccountWizardEventArbitraries,
  addAccountWizardEventArbitrary,
  addAccountWizardStartArbitrary,
  wizardBankArbitrary,
} from './add-account-wizard.arbitrary.ts'
import {
  ADD_ACCOUNT_WIZARD_STEPS,
  type AddAccountWizardEffect,
  type AddAccountWizardEvent,
  type AddAccountWizardStart,
  type AddAccountWizardState,
  type AddAccountWizardStep,
} from './add-account-wizard-model.ts'
import type { BankInfo } from '../banks/model.ts'
import { bankWithoutOnlineBankingOf, findPartnerProvider, isOnlineBankingSupported, isPartnerBank, validateWizardAccountSelection } from './add-account-wizard-rules.ts'
import { PARTNER_PROVIDERS } from './constants.ts'
import { canGoBackInAddAccountWizard, startAddAccountWizard, transitionAddAccountWizard } from './add-account-wizard.ts'
import { SAMPLE_ONLINE_BANKING_ACCOUNTS } from './connection-model.arbitrary.ts'
import { isOnlineBankingAccountAddable, toOnlineBankingAccountKey, type PaypalReturn } from './connection-model.ts'

type EventType = AddAccountWizardEvent['type']

/** The events a user or the UI plausibly sends in each step; the others are sent too, as noise, less often. */
const PLAUSIBLE: Readonly<Record<AddAccountWizardStep, ReadonlyArray<EventType>>> = {
  s10: ['newBankChosen', 'existingContactChosen', 'paypalChosen'],
  s12: ['partnerInstructionsConfirmed', 'backPressed'],
  s20: ['bankChosen', 'onlineBankingChosen', 'withoutConnectionChosen', 'backPressed'],
  s21: ['paypalRedirectConfirmed', 'paypalRedirectFailed', 'paypalReturned', 'backPressed'],
  s31: ['credentialsSaved', 'backPressed', 'resetPressed'],
  s32: ['manualAccountSubmitted', 'manualAccountCreated', 'manualAccountFailed', 'backPressed'],
  s33: ['credentialsSaved', 'backPressed'],
  s40: ['onlineBankingAccountsLoaded', 'onlineBankingAccountsFailed', 'retryPressed', 'accountsSelected', 'backPressed'],
  s50: ['accountFinished', 'accountFailed', 'retryPressed'],
  s51: ['paypalAccountFinished', 'paypalAccountFailed', 'retryPressed'],
  s60: ['successConfirmed'],
}

const onlineBank = { bankName: 'Commerzbank', bankCode: '37040044', onlinebankingSupported: true }
const addableSampleKeys = SAMPLE_ONLINE_BANKING_ACCOUNTS.filter(isOnlineBankingAccountAddable)
  .map(toOnlineBankingAccountKey)
  .filter((k): k is string => k !== undefined)
const sampleKeys = SAMPLE_ONLINE_BANKING_ACCOUNTS.map(toOnlineBankingAccountKey).filter((k): k is string => k !== undefined)
const toS40: ReadonlyArray<AddAccountWizardEvent> = [
  { type: 'newBankChosen' },
  { type: 'bankChosen', bank: onlineBank, banksFound: [onlineBank] },
  { type: 'onlineBankingChosen' },
  { type: 'credentialsSaved', financialContactId: 'c1' },
  { type: 'onlineBankingAccountsLoaded', financialContactId: 'c1', accounts: SAMPLE_ONLINE_BANKING_ACCOUNTS },
]

/** Openings that reach the deep steps (forcing the start they need), so random events start from there too. */
interface Opening {
  readonly mode?: 'standard' | PaypalReturn
  readonly partnerMigration?: boolean
  readonly events: ReadonlyArray<AddAccountWizardEvent>
}
const OPENINGS: ReadonlyArray<Opening> = [
  { events: [] },
  { mode: 'standard', events: toS40 },
  { mode: 'standard', partnerMigration: false, events: [...toS40, { type: 'accountsSelected', accountKeys: addableSampleKeys }] },
  { mode: 'standard', partnerMigration: true, events: [...toS40, { type: 'accountsSelected', accountKeys: addableSampleKeys.slice(2) }] },
  { mode: 'standard', events: [{ type: 'existingContactChosen', contact: { financialContactId: 'c2', readyToUse: false } }] },
  { mode: 'standard', events: [{ type: 'paypalChosen' }, { type: 'paypalRedirectConfirmed' }] },
  { mode: 'standard', events: [{ type: 'newBankChosen' }, { type: 'withoutConnectionChosen' }] },
  {
    mode: 'standard',
    events: [{ type: 'newBankChosen' }, { type: 'bankChosen', bank: { ...onlineBank, bic: 'SOBKDEBBXXX' }, banksFound: [] }],
  },
  { mode: { merchantId: 'M1', financialAccountId: 'fa1' }, events: [] },
  { mode: { merchantId: null, financialAccountId: null }, events: [] },
]

const openedStart = (start: AddAccountWizardStart, opening: Opening): AddAccountWizardStart => {
  const { reconnect, partnerMigration, privileges } = start
  const options = { reconnect, partnerMigration: opening.partnerMigration ?? partnerMigration, privileges }
  if (opening.mode === undefined) return { ...start, ...options }
  return opening.mode === 'standard' ? { mode: 'standard', ...options } : { mode: 'paypalReturn', paypalReturn: opening.mode, ...options }
}

/**
 * One step of a run: a noise event (any type, whatever the step) or, mostly, a choice among the events that make sense
 * in the step the wizard is in (as fc.commands' check would filter), each with its payload.
 */
const stepArbitrary = fc.oneof(
  {
    weight: 1,
    arbitrary: fc
      .oneof({ weight: 5, arbitrary: addAccountWizardEventArbitrary }, { weight: 1, arbitrary: addAccountWizardEventArbitraries.canceled })
      .map((event) => ({ noise: true as const, event })),
  },
  {
    weight: 5,
    arbitrary: fc.record({ noise: fc.constant(false as const), pick: fc.nat(), menu: fc.record(addAccountWizardEventArbitraries) }),
  },
)
const runArbitrary = fc.record({
  start: addAccountWizardStartArbitrary,
  opening: fc.constantFrom(...OPENINGS),
  steps: fc.array(stepArbitrary, { maxLength: 60, size: 'max' }),
})

const chooseEvent = (state: AddAccountWizardState, step: typeof stepArbitrary extends fc.Arbitrary<infer S> ? S : never): AddAccountWizardEvent => {
  if (step.noise) return step.event
  const types = PLAUSIBLE[state.step]
  const type = types[step.pick % types.length] ?? 'canceled'
  return step.menu[type]
}

const visitedSteps = new Set<AddAccountWizardStep>()
const closeReasons = new Set<string>()

/** What the run has seen so far, for the invariants that depend on history. */
interface History {
  readonly start: AddAccountWizardStart
  redirectedToPaypal: boolean
  closes: number
}

/** The login an s40 state loads its accounts for. */
const loginOf = (s40: Extract<AddAccountWizardState, { readonly step: 's40' }>): string =>
  s40.connection.via === 'bankLogin' ? s40.connection.financialContactId : s40.connection.contact.financialContactId

const isSaveEffect = (fx: AddAccountWizardEffect): boolean => fx.type === 'createAccount' || fx.type === 'updateAccount'

/**
 * Every invariant the brief names, checked after every transition; returns the names of those broken. (Plain checks
 * and one expect per transition keep thousands of transitions fast.)
 */
const brokenInvariants = (
  before: AddAccountWizardState | undefined,
  event: AddAccountWizardEvent | undefined,
  after: AddAccountWizardState,
  effects: ReadonlyArray<AddAccountWizardEffect>,
  history: History,
): ReadonlyArray<string> => {
  const broken: string[] = []
  const ensure = (ok: boolean, invariant: string): void => {
    if (!ok) broken.push(invariant)
  }
  visitedSteps.add(after.step)
  ensure(ADD_ACCOUNT_WIZARD_STEPS.includes(after.step), 'the step is one of the eleven')
  ensure(after !== before || effects.length === 0, 'no effects without a change of state')
  if (before !== undefined && before.context.closedWith !== null && event !== undefined) {
    ensure(after === before && effects.length === 0, 'nothing changes after the close effect')
  }
  if (
    before?.step === 's40' &&
    (event?.type === 'onlineBankingAccountsLoaded' || event?.type === 'onlineBankingAccountsFailed') &&
    event.financialContactId !== loginOf(before)
  ) {
    ensure(after === before, 'an s40 answer for another login is ignored')
  }
  ensure(after.context.mode === history.start.mode, 'the start mode stays')
  ensure(after.context.partnerMigration === (history.start.partnerMigration === true), 'the partner migration flag stays')
  switch (after.step) {
    case 's10':
      ensure(after.context.mode === 'standard', 's10 only when started there')
      break
    case 's12':
      ensure(isPartnerBank(after.chosen.bank), 's12 only for a partner bank')
      break
    case 's20':
      ensure(after.chosen === null || (!isPartnerBank(after.chosen.bank) && isOnlineBankingSupported(after.chosen.bank)), 's20 keeps only an online, non-partner bank')
      break
    case 's31':
      ensure(isOnlineBankingSupported(after.chosen.bank), 's31 only with online banking supported')
      ensure(
        after.savedContactId === null ||
          (before?.step === 's31' && before.savedContactId === after.savedContactId) ||
          (before?.step === 's40' && before.connection.via === 'bankLogin' && before.connection.financialContactId === after.savedContactId),
        's31 remembers only the login it created, back from s40',
      )
      break
    case 's50':
      ensure(after.accounts.length >= 1, 's50 never with zero accounts')
      ensure(after.index >= 0 && after.index < after.accounts.length, 's50 index within range')
      ensure(after.accounts.every(isOnlineBankingAccountAddable), 's50 only with addable accounts')
      ensure(new Set(after.accounts.map(toOnlineBankingAccountKey)).size === after.accounts.length, 's50 has each account once')
      break
    case 's51':
      ensure(history.redirectedToPaypal || history.start.mode === 'paypalReturn', 's51 only after a PayPal redirect')
      break
    case 's60':
      ensure(after.context.partnerMigration, 's60 only in a partner migration')
      break
    default:
      break
  }
  for (const fx of effects) {
    switch (fx.type) {
      case 'loadOnlineBankingAccounts':
        ensure(after.step === 's40' && after.load.status === 'loading', 'loading accounts only into s40 loading')
        ensure(fx.accountType === (after.context.mode === 'giroOnly' ? 'GIRO' : null), 'only giro accounts are loaded when only giro is wanted')
        break
      case 'createAccount':
      case 'updateAccount':
        ensure(
          after.step === 's50' &&
            after.status === 'saving' &&
            fx.position === after.index + 1 &&
            fx.total === after.accounts.length &&
            fx.onlineBankingAccount === after.accounts[after.index],
          'an account is saved only as the current one of s50',
        )
        if (fx.type === 'updateAccount') {
          ensure(
            fx.financialAccountId === after.context.reconnect?.financialAccountId &&
              normalizeIban(fx.onlineBankingAccount.iban ?? '') === normalizeIban(after.context.reconnect.iban ?? '-'),
            'only the reconnected account is updated',
          )
        }
        break
      case 'redirectToPaypal':
        ensure(after.step === 's21' && after.redirecting && fx.afterMs === 3000, 'the redirect resolves after 3 s, from s21')
        history.redirectedToPaypal = true
        break
      case 'finishPaypalAccount':
        ensure(after.step === 's51' && after.status === 'saving', 'the PayPal account is finished only in s51')
        break
      case 'close':
        history.closes += 1
        closeReasons.add(fx.reason)
        ensure(after.context.closedWith === fx.reason, 'the state knows why it closed')
        ensure(effects[effects.length - 1] === fx, 'closing is the last effect')
        ensure(fx.afterMs === 0 || fx.reason === 'paypalMerchantIdMissing', 'only the merchant-id abort waits before closing')
        break
      default:
        break
    }
  }
  ensure(effects.filter(isSaveEffect).length <= 1, 'one account at a time')
  ensure(history.closes <= 1, 'at most one close effect')
  ensure((after.context.closedWith !== null) === (history.closes === 1), 'closed exactly when a close effect was given')
  return broken
}

// 200 runs rather than 100: the check after all runs wants every step and every way of closing seen, reliably.
test.prop([runArbitrary], { numRuns: 200 })('no event sequence from any start reaches an impossible state', ({ start: generated, opening, steps }) => {
  const start = openedStart(generated, opening)
  const history: History = { start, redirectedToPaypal: false, closes: 0 }
  const [first, firstEffects] = startAddAccountWizard(start)
  expect(brokenInvariants(undefined, undefined, first, firstEffects, history)).toEqual([])
  if (start.mode === 'standard') expect(first.step).toBe(start.reconnect?.accountType === 'PAYPAL' ? 's21' : 's10')
  let state = first
  const dispatch = (event: AddAccountWizardEvent): void => {
    const [next, effects] = transitionAddAccountWizard(state, event)
    const broken = brokenInvariants(state, event, next, effects, history)
    if (broken.length > 0) expect({ state, event, next, effects, broken }).toEqual({ state, event, next, effects, broken: [] })
    state = next
  }
  for (const event of opening.events) dispatch(event)
  for (const step of steps) dispatch(chooseEvent(state, step))
})

test.prop([addAccountWizardStartArbitrary, fc.array(addAccountWizardEventArbitrary, { minLength: 1, maxLength: 40 }), addAccountWizardEventArbitrary])(
  'an event that makes no sense leaves the state unchanged; back is offered exactly when it changes the state',
  (start, events, probe) => {
    let state = startAddAccountWizard(start)[0]
    for (const event of events) {
      state = transitionAddAccountWizard(state, event)[0]
      const [next, effects] = transitionAddAccountWizard(state, probe)
      if (state.context.closedWith === null && !PLAUSIBLE[state.step].includes(probe.type) && probe.type !== 'canceled') {
        expect(next).toBe(state)
        expect(effects).toEqual([])
      }
      expect(canGoBackInAddAccountWizard(state)).toBe(transitionAddAccountWizard(state, { type: 'backPressed' })[0] !== state)
    }
  },
)

test.prop([fc.subarray([...SAMPLE_ONLINE_BANKING_ACCOUNTS]), fc.array(fc.constantFrom(...sampleKeys, 'DE00X', 'accountNumber:9'), { maxLength: 6 })])(
  'a selection is valid exactly when it is not empty and every key names an addable account of the list',
  (accounts, keys) => {
    const addableKeys = new Set(accounts.filter(isOnlineBankingAccountAddable).map(toOnlineBankingAccountKey))
    const result = validateWizardAccountSelection(accounts, keys)
    expect(E.isRight(result)).toBe(keys.length > 0 && keys.every((k) => addableKeys.has(k)))
    if (E.isRight(result)) {
      expect(new Set(result.right.map(toOnlineBankingAccountKey))).toEqual(new Set(keys))
      expect(result.right).toEqual(accounts.filter((a) => keys.includes(toOnlineBankingAccountKey(a) ?? ''))) // list order
    } else {
      expect(result.left.length).toBeGreaterThan(0)
    }
  },
)

test.prop([addAccountWizardStartArbitrary])('cancel closes from every reachable first step, once', (start) => {
  const [state] = startAddAccountWizard(start)
  const [closed, effects] = transitionAddAccountWizard(state, { type: 'canceled' })
  if (state.context.closedWith === null) {
    expect(effects).toEqual([{ type: 'close', reason: 'canceled', financialAccountIds: [], afterMs: 0, noticeKey: null }])
    expect(transitionAddAccountWizard(closed, { type: 'canceled' })).toEqual([closed, []])
  } else {
    expect(effects).toEqual([])
  }
})

afterAll(() => {
  // the random runs really went everywhere: every step and every way of closing
  expect([...visitedSteps].sort()).toEqual([...ADD_ACCOUNT_WIZARD_STEPS].sort())
  expect([...closeReasons].sort()).toEqual(
    ['accountsAdded', 'canceled', 'manualAccountCreated', 'partnerMigrated', 'paypalConnected', 'paypalMerchantIdMissing'].sort(),
  )
})

test.prop([
  fc.constantFrom(...PARTNER_PROVIDERS),
  fc.constantFrom('full', 'short', 'spaced', 'lower'),
  fc.option(fc.string({ maxLength: 12 }), { nil: null }),
])('a bank is a partner exactly when its BIC is one of the six, in any spelling, whatever its accountSystem', (partner, spelling, accountSystem) => {
  const short = partner.bic.endsWith('XXX') ? partner.bic.slice(0, 8) : partner.bic
  const bic = { full: partner.bic, short, spaced: `${partner.bic.slice(0, 4)} ${partner.bic.slice(4)}`, lower: partner.bic.toLowerCase() }[spelling]
  expect(findPartnerProvider({ bic })).toEqual(partner)
  expect(isPartnerBank({ bic, accountSystem } as BankInfo)).toBe(true)
})

test.prop([fc.option(fc.stringMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/), { nil: null }), fc.option(fc.string({ maxLength: 12 }), { nil: null })])(
  'any other BIC is no partner, whatever accountSystem says',
  (bic, accountSystem) => {
    const full = bic === null ? null : bic.length === 8 ? `${bic}XXX` : bic
    fc.pre(!PARTNER_PROVIDERS.some((p) => p.bic === full))
    expect(isPartnerBank({ bic, accountSystem } as BankInfo)).toBe(false)
  },
)

test.prop([wizardBankArbitrary, fc.boolean()])(
  's32 says which bank has no online banking exactly when it opened for that reason, not when the user chose it',
  (bank, chooseWithoutConnection) => {
    const [s20] = transitionAddAccountWizard(startAddAccountWizard({ mode: 'standard' })[0], { type: 'newBankChosen' })
    const [chosen] = transitionAddAccountWizard(s20, { type: 'bankChosen', bank, banksFound: [bank] })
    const userChose = chooseWithoutConnection && chosen.step === 's20' // an online bank: the user may still go without
    const [state] = userChose ? transitionAddAccountWizard(chosen, { type: 'withoutConnectionChosen' }) : [chosen]
    const forced = !userChose && !isOnlineBankingSupported(bank) && !isPartnerBank(bank)
    expect(bankWithoutOnlineBankingOf(state)).toEqual(forced ? bank : null)
    if (!isPartnerBank(bank) && !isOnlineBankingSupported(bank)) expect(chosen.step).toBe('s32')
  },
)
