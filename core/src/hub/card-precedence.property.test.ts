import { test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { instantArbitrary } from '../calendar/local-date.arbitrary.ts'
import { fixedClock } from '../calendar/clock.ts'
import { HUB_STATE_CARDS, isBusinessAccountActivationOffered, selectHubCards, toHubCardConditions } from './card-precedence.ts'
import { bankAccountStateArbitrary, hubCardConditionsArbitrary, hubPrivilegesArbitrary } from './hub.arbitrary.ts'
import { fc } from '@fast-check/vitest'

test.prop([hubCardConditionsArbitrary])('the state card shown is the first that applies, and no card before it applies', (conditions) => {
  const { stateCard } = selectHubCards(conditions)
  if (stateCard === undefined) {
    expect(HUB_STATE_CARDS.some((c) => conditions.applies[c])).toBe(false)
  } else {
    expect(conditions.applies[stateCard]).toBe(true)
    expect(HUB_STATE_CARDS.slice(0, HUB_STATE_CARDS.indexOf(stateCard)).some((c) => conditions.applies[c])).toBe(false)
  }
})

test.prop([hubCardConditionsArbitrary])('the fallback shows exactly when no state card applies, no PayPal info applies and the state is not initial', (conditions) => {
  const selection = selectHubCards(conditions)
  expect(selection.fallback).toBe(!HUB_STATE_CARDS.some((c) => conditions.applies[c]) && !conditions.payPalInfo && !conditions.initial)
  expect(selection.fallback && selection.stateCard !== undefined).toBe(false)
  expect(selection.payPalInfo).toBe(conditions.payPalInfo)
})

test.prop([hubCardConditionsArbitrary, fc.constantFrom(...HUB_STATE_CARDS)])(
  'switching on a card that comes later than the one shown changes nothing',
  (conditions, card) => {
    const before = selectHubCards(conditions)
    fc.pre(before.stateCard !== undefined && HUB_STATE_CARDS.indexOf(card) > HUB_STATE_CARDS.indexOf(before.stateCard))
    expect(selectHubCards({ ...conditions, applies: { ...conditions.applies, [card]: true } })).toEqual(before)
  },
)

test.prop([bankAccountStateArbitrary, hubPrivilegesArbitrary, fc.boolean(), instantArbitrary])(
  'any account state the bank sends gives a selection (never a crash) and a hidden teaser never shows',
  (accountState, privileges, teaserHidden, now) => {
    const conditions = toHubCardConditions({ accountState, teaserHidden, privileges, clock: fixedClock(now) })
    const selection = selectHubCards(conditions)
    if (teaserHidden || accountState.noAccountYet !== true) expect(selection.stateCard).not.toBe('teaser')
    expect(conditions.payPalInfo).toBe(privileges.includes('INFO_PAYPAL_NOTCONNECTED'))
  },
)

test.prop([bankAccountStateArbitrary, hubPrivilegesArbitrary])(
  '"Geschäftskonto aktivieren" is offered only with FINANCE_LEXBANK_READ, no account yet and no opening under way',
  (state, privileges) => {
    const offered = isBusinessAccountActivationOffered(state, privileges)
    const expected =
      privileges.includes('FINANCE_LEXBANK_READ') &&
      state.noAccountYet === true &&
      state.accountOpeningProcessStarted !== true &&
      state.businessOnBoarding?.business?.onBoardingState == null
    expect(offered).toBe(expected)
    // The offer and the pending onboarding card never show together.
    if (offered) expect(toHubCardConditions({ accountState: state, teaserHidden: false, privileges, clock: fixedClock(new Date(0)) }).applies.businessOnboarding).toBe(false)
  },
)
