import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, expect } from 'vitest'
import { bankCredentialsEventArbitrary, bankCredentialsFlowStartArbitrary } from './bank-credentials-flow.arbitrary.ts'
import {
  toBankLoginRules,
  canGoBackInBankCredentials,
  getBankCredentialsButtons,
  isBankCredentialsSaveAutomatic,
  isSavePinForced,
  startBankCredentialsFlow,
  toBankCredentialsProgressText,
  transitionBankCredentialsFlow,
  validateBankCredentials,
  type BankCredentialsEffect,
  type BankCredentialsOutcome,
  type BankCredentialsState,
} from './bank-credentials-flow.ts'
import { invalidPinArbitrary, validPinArbitrary } from './pin-encoding.arbitrary.ts'

const stepsSeen = new Set<BankCredentialsState['step']>()

/** The model: what became of each contact, kept from the events alone. */
type Model = BankCredentialsOutcome[]

/** The invariants, checked after every transition; returns the names of those broken (plain checks keep it fast). */
const brokenInvariants = (
  before: BankCredentialsState | undefined,
  after: BankCredentialsState,
  effects: ReadonlyArray<BankCredentialsEffect>,
  model: Model,
  closes: { count: number },
): ReadonlyArray<string> => {
  const broken: string[] = []
  const ensure = (ok: boolean, invariant: string): void => {
    if (!ok) broken.push(invariant)
  }
  stepsSeen.add(after.step)
  const { items, outcomes, redirectMode } = after.context
  const total = items.length
  const idsWith = (outcome: BankCredentialsOutcome): ReadonlyArray<string> =>
    items.filter((_, i) => model[i] === outcome).map((item) => item.contact.financialContactId)
  ensure(outcomes.length === model.length && outcomes.every((o, i) => o === model[i]), 'the outcomes are what the model says')
  ensure(after !== before || effects.length === 0, 'no effects without a change of state')
  if (before !== undefined && (before.step === 'finished' || before.step === 'canceled')) {
    ensure(after === before && effects.length === 0, 'nothing changes after closing')
  }
  if (after.step === 'finished' || after.step === 'canceled') {
    ensure(toBankCredentialsProgressText(after) === null, 'no progress once closed')
    if (after.step === 'finished') ensure(outcomes.every((o) => o !== 'pending'), 'finished only when every contact was saved or skipped')
  } else {
    ensure(after.index >= 0 && after.index < total, 'the contact shown exists')
    ensure(outcomes.slice(0, after.index).every((o) => o !== 'pending'), 'one by one: no contact left behind')
    ensure(toBankCredentialsProgressText(after) === (total > 1 ? `${after.index + 1} von ${total}` : null), "progress is 'n von total'")
    const contact = items[after.index]?.contact
    if (contact !== undefined) {
      if (after.step !== 'skipping' && isSavePinForced(contact)) ensure(after.savePin, 'a forced save-PIN option is checked')
      if (after.step === 'saving' && after.automatic) ensure(isBankCredentialsSaveAutomatic(redirectMode, contact), 'automatic saves only in redirect mode or for oauth2')
      if (after.step === 'editing' && isBankCredentialsSaveAutomatic(redirectMode, contact)) ensure(after.failed, 'an automatic contact shows the form only after a failed save')
    }
    const buttons = getBankCredentialsButtons(after)
    ensure(buttons.cancel, 'cancel is always offered while open')
    ensure(buttons.back === canGoBackInBankCredentials(after), 'back is offered as the guard says')
  }
  for (const fx of effects) {
    switch (fx.type) {
      case 'saveCredentials':
        ensure(
          after.step === 'saving' &&
            fx.financialContactId === items[after.index]?.contact.financialContactId &&
            fx.position === after.index + 1 &&
            fx.total === total &&
            fx.savePin === after.savePin &&
            fx.automatic === after.automatic,
          'a save is for the contact being saved',
        )
        break
      case 'waitBeforeSkip':
        ensure(after.step === 'skipping' && fx.ms === 1000, 'skipping waits 1 s')
        break
      case 'closeBankCredentials':
        closes.count += 1
        ensure(fx.outcome === after.step, 'the close says how the dialog ended')
        ensure(JSON.stringify(fx.savedContactIds) === JSON.stringify(idsWith('saved')), 'the close lists the saved contacts')
        ensure(JSON.stringify(fx.skippedContactIds) === JSON.stringify(idsWith('skipped')), 'the close lists the skipped contacts')
        break
      default:
        break
    }
  }
  ensure(effects.length <= 1, 'one effect at a time')
  ensure(closes.count === (after.step === 'finished' || after.step === 'canceled' ? 1 : 0), 'closed exactly once, when ended')
  return broken
}

test.prop([bankCredentialsFlowStartArbitrary, fc.array(bankCredentialsEventArbitrary, { maxLength: 40, size: 'max' })])(
  'no event sequence breaks the dialog: contacts one by one, forced PIN option, automatic saves, one close',
  (start, events) => {
    const model: Model = start.items.map(() => 'pending')
    const closes = { count: 0 }
    let [state, effects] = startBankCredentialsFlow(start)
    expect(brokenInvariants(undefined, state, effects, model, closes)).toEqual([])
    for (const event of events) {
      // the model: a save or a finished skip settles the contact being worked on
      if (state.step === 'saving' && event.type === 'credentialsSaved') model[state.index] = 'saved'
      if (state.step === 'skipping' && event.type === 'skipDelayElapsed') model[state.index] = 'skipped'
      const before = state
      ;[state, effects] = transitionBankCredentialsFlow(state, event)
      const broken = brokenInvariants(before, state, effects, model, closes)
      if (broken.length > 0) expect({ before, event, state, effects, broken }).toEqual({ before, event, state, effects, broken: [] })
    }
  },
)

test.prop([fc.array(fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''), { minLength: 1, maxLength: 3 }), validPinArbitrary])(
  'credentials with user ids and a good PIN are accepted, ids trimmed and the PIN encoded',
  (userIdValues, pin) => {
    const result = validateBankCredentials({ userIdValues, customerIdValues: [], pin })
    expect(E.isRight(result)).toBe(true)
    if (E.isRight(result)) {
      expect(result.right.userIdValues).toEqual(userIdValues.map((v) => v.trim()))
      expect(result.right.pin).not.toBeNull()
      expect(result.right.pin).not.toBe(pin)
    }
  },
)

test.prop([
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.oneof(validPinArbitrary, invalidPinArbitrary, fc.constant('')),
  fc.boolean(),
])(
  'credentials are rejected exactly when a user id is missing, the PIN cannot be encoded, or a first login has no PIN',
  (userIdValues, pin, pinRequired) => {
    const idMissing = userIdValues.length === 0 || userIdValues.some((v) => v.trim() === '')
    const pinBad = /[\ud800-\udfff]/.test(pin.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))
    const pinMissing = pinRequired && pin === ''
    const result = validateBankCredentials({ userIdValues, customerIdValues: [], pin }, { pinRequired, byRedirect: false })
    expect(E.isLeft(result)).toBe(idMissing || pinBad || pinMissing)
    if (E.isLeft(result)) {
      expect(result.left.map((i) => i.key)).toEqual([
        ...(idMissing ? ['accounts.credentialsUserIdRequired'] : []),
        ...(pinBad ? ['accounts.credentialsInvalidCharacters'] : []),
        ...(pinMissing ? ['accounts.credentialsPinRequired'] : []),
      ])
      expect(JSON.stringify(result.left)).not.toContain('"params"') // nothing of the credentials travels with an issue
    }
  },
)

test.prop([fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.oneof(validPinArbitrary, invalidPinArbitrary, fc.constant('')), fc.boolean()])(
  'a login by redirect sends no credentials, whatever the form holds',
  (userIdValues, pin, pinRequired) => {
    expect(validateBankCredentials({ userIdValues, customerIdValues: ['k'], pin }, { pinRequired, byRedirect: true })).toEqual(
      E.right({ userIdValues: [], customerIdValues: [], pin: null }),
    )
  },
)

test.prop([fc.option(fc.boolean(), { nil: null }), fc.option(fc.record({ financialContactId: fc.string(), oauth2: fc.option(fc.boolean(), { nil: null }) }), { nil: null })])(
  'the PIN is required exactly on a first login that is not by redirect',
  (oauth2, contact) => {
    const rules = toBankLoginRules({ oauth2 }, contact)
    expect(rules.byRedirect).toBe(oauth2 === true || contact?.oauth2 === true)
    expect(rules.pinRequired).toBe(contact === null && !rules.byRedirect)
  },
)

afterAll(() => {
  expect([...stepsSeen].sort()).toEqual(['canceled', 'editing', 'finished', 'saving', 'skipping'])
})
