import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { USING_PROFILE_TYPES } from '../accounts/model.ts'
import { instantArbitrary } from '../calendar/local-date.arbitrary.ts'
import { berlinDateOf } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { financialAccountArbitrary } from '../accounts/financial-account.arbitrary.ts'
import { isProviderBankAccount } from '../accounts/account-rules.ts'
import {
  selectProfileTypeDialogAccounts,
  toProfileTypeDialogDecision,
  toProfileTypeDialogLastAppearanceValue,
  toProfileTypeDialogQuestion,
  validateProfileTypeSelection,
} from './profile-type-dialog.ts'

test.prop([instantArbitrary, instantArbitrary])('shown at one instant, the dialog is due at another exactly when that is a different Berlin day', (shownAt, now) => {
  const decision = toProfileTypeDialogDecision(toProfileTypeDialogLastAppearanceValue(fixedClock(shownAt)), fixedClock(now))
  const [shownDay, today] = [berlinDateOf(shownAt), berlinDateOf(now)]
  expect(decision.show).toBe(shownDay !== today)
  expect(decision.reason).toBe(shownDay === today ? 'shownToday' : shownDay < today ? 'shownOnEarlierDay' : 'inFuture')
})

test.prop([instantArbitrary, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 })])(
  'around the stored appearance, the dialog returns exactly on the next Berlin day',
  (shownAt, offsetMs) => {
    const now = new Date(shownAt.getTime() + offsetMs)
    const decision = toProfileTypeDialogDecision(toProfileTypeDialogLastAppearanceValue(fixedClock(shownAt)), fixedClock(now))
    expect(decision.show).toBe(berlinDateOf(now) !== berlinDateOf(shownAt))
  },
)

test.prop([fc.oneof(fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/), fc.stringMatching(/^\d{1,17}$/)), instantArbitrary])(
  'any stored text gives a defined decision, and at most once a day means it never hides the dialog on a new day',
  (stored, now) => {
    const decision = toProfileTypeDialogDecision(stored, fixedClock(now))
    expect(typeof decision.show).toBe('boolean')
    expect(decision.show).toBe(decision.reason !== 'shownToday')
    // once the dialog is shown and its appearance stored, the next call that day says no
    if (decision.show) expect(toProfileTypeDialogDecision(toProfileTypeDialogLastAppearanceValue(fixedClock(now)), fixedClock(now)).show).toBe(false)
  },
)

const choiceArbitrary = fc.record({
  financialAccountId: fc.uuid(),
  usingProfileType: fc.option(fc.constantFrom(...USING_PROFILE_TYPES), { nil: null }),
})

test.prop([fc.array(choiceArbitrary, { maxLength: 8 })])('valid exactly when some account has a type, returning those in order', (choices) => {
  const chosen = choices.filter((c) => c.usingProfileType !== null)
  expect(validateProfileTypeSelection(choices)).toEqual(
    chosen.length === 0 ? E.left([{ field: 'accounts', key: 'hub.profileTypeNoAccountSelected' }]) : E.right(chosen),
  )
})

test.prop([fc.array(financialAccountArbitrary, { maxLength: 8 })])(
  'the dialog asks about exactly the active, untyped accounts whose usage the user may set, in their order',
  (accounts) => {
    const asked = selectProfileTypeDialogAccounts(accounts)
    const expected = accounts.filter((a) => !isProviderBankAccount(a) && a.deactivated !== true && (a.usingProfileType ?? null) === null)
    expect(asked).toEqual(expected)
  },
)

test.prop([fc.array(financialAccountArbitrary, { maxLength: 6 }), instantArbitrary, instantArbitrary])(
  'the question is the selected accounts when the dialog is due, and empty on the day it appeared',
  (accounts, shownAt, now) => {
    const stored = toProfileTypeDialogLastAppearanceValue(fixedClock(shownAt))
    const question = toProfileTypeDialogQuestion(accounts, stored, fixedClock(now))
    expect(question).toEqual(berlinDateOf(shownAt) === berlinDateOf(now) ? [] : selectProfileTypeDialogAccounts(accounts))
  },
)
