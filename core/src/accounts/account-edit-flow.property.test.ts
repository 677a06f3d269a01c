import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, expect } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { httpStatus } from '../errors/backend-error.ts'
import { accountEditEventArbitrary } from './account-edit-flow.arbitrary.ts'
import {
  canCancelAccountEdit,
  isAccountEditConflict,
  startAccountEdit,
  toShownAccountEditFailure,
  transitionAccountEdit,
  type AccountEditEffect,
  type AccountEditEvent,
  type AccountEditState,
} from './account-edit-flow.ts'
import { toAccountEditForm, validateAccountEditForm, type AccountEditForm } from './account-edit-form.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'
import type { FinancialAccount } from './model.ts'
import { invariantChecks } from '../test-kit.ts'

const today = '2026-11-22' as LocalDate
const stepsSeen = new Set<AccountEditState['step']>()
const linksSeen = new Set<AccountEditState['context']['links']['kind']>()

/** The model: what the dialog must hold, kept from the events alone. */
interface Model {
  account: FinancialAccount
  form: AccountEditForm
  /** Saves sent and not answered yet. */
  savesInFlight: number
  /** The last save lost to a concurrent change, and the account was not read since. */
  conflict: boolean
  /** The account changed (new credentials) before the dialog closed. */
  changed: boolean
  closes: number
}

const isOpen = (state: AccountEditState): state is Exclude<AccountEditState, { readonly step: 'closed' }> => state.step !== 'closed'
const subdialogOpen = (state: AccountEditState): boolean =>
  state.context.links.kind === 'changingCredentials' || state.context.links.kind === 'connecting'

/** Updates the model for an event the dialog takes in `before`. */
const follow = (model: Model, before: AccountEditState, event: AccountEditEvent): void => {
  if (!isOpen(before)) return
  const links = before.context.links.kind
  if (event.type === 'fieldChanged') model.form = { ...model.form, [event.change.field]: event.change.value }
  if (before.step === 'editing' && event.type === 'saveSubmitted') model.conflict = false
  if (before.step === 'saving' && (event.type === 'accountSaved' || event.type === 'accountSaveFailed')) model.savesInFlight -= 1
  if (before.step === 'saving' && event.type === 'accountSaveFailed') model.conflict = event.failure.kind === 'refused' && event.failure.conflict
  if (before.step === 'reloading' && event.type === 'accountReloaded') {
    model.account = event.account
    model.form = toAccountEditForm(event.account)
    model.conflict = false
  }
  if (links === 'changingCredentials' && event.type === 'credentialsClosed' && event.saved) model.changed = true
}

/** The way out of any state: close what is on top, let a running save fail, press Abbrechen. */
const WAY_OUT: ReadonlyArray<AccountEditEvent> = [
  { type: 'credentialsClosed', saved: false },
  { type: 'connectClosed', connected: false },
  { type: 'accountSaveFailed', failure: { kind: 'failed', error: httpStatus(503) } },
  { type: 'canceled' },
]

/** The invariants, checked after every transition; returns the names of those broken (plain checks keep it fast). */
const brokenInvariants = (
  before: AccountEditState,
  event: AccountEditEvent,
  after: AccountEditState,
  effects: ReadonlyArray<AccountEditEffect>,
  model: Model,
): ReadonlyArray<string> => {
  const { ensure, broken } = invariantChecks()
  stepsSeen.add(after.step)
  linksSeen.add(after.context.links.kind)
  const { context } = after
  ensure(after !== before || effects.length === 0, 'no effects without a change of state')
  ensure(effects.length <= 1, 'one effect at a time')
  if (!isOpen(before)) ensure(after === before, 'nothing changes once closed')
  ensure(context.account === model.account, 'the account is the one last read')
  ensure(JSON.stringify(context.form) === JSON.stringify(model.form), 'the form holds what was typed, until the account is read again')
  if (event.type === 'accountSaveFailed' || event.type === 'accountReloadFailed') ensure(context.form === before.context.form, 'a failure keeps every typed value')
  if (before.step === 'saving' && event.type === 'accountSaveFailed') ensure(toShownAccountEditFailure(after) === event.failure, "a failed save shows the server's answer")
  const answered =
    (before.step === 'saving' && (event.type === 'accountSaved' || event.type === 'accountSaveFailed') && after.step === 'saving') ||
    (before.step === 'reloading' && (event.type === 'accountReloaded' || event.type === 'accountReloadFailed') && after.step === 'reloading') ||
    (isOpen(before) && before.context.links.kind === 'loadingContact' && (event.type === 'contactLoaded' || event.type === 'contactLoadFailed') && context.links.kind === 'loadingContact')
  ensure(!answered, "a call's answer ends the wait for it")
  if (isOpen(after)) ensure(isAccountEditConflict(after) === model.conflict, '"Neu laden" is offered from a stale save until the account is read')

  for (const fx of effects) {
    switch (fx.type) {
      case 'saveAccount': {
        model.savesInFlight += 1
        const checked = validateAccountEditForm(model.form, model.account, today)
        ensure(event.type === 'saveSubmitted' && before.step === 'editing', 'a save is sent only when pressed on the form')
        ensure(E.isRight(checked) && JSON.stringify(fx.body) === JSON.stringify(checked.right), 'the save sends the checked form')
        ensure(fx.financialAccountId === model.account.financialAccountId && fx.body.lockVersion === (model.account.lockVersion ?? 0), 'the save names the account read last, with its lockVersion')
        break
      }
      case 'loadAccount':
        ensure(event.type === 'reloadPressed' && isAccountEditConflict(before), 'the account is read again only after a conflict')
        ensure(fx.financialAccountId === model.account.financialAccountId, 'the read is of this account')
        break
      case 'loadContact':
        ensure(fx.financialContactId === model.account.financialContact?.financialContactId, "the login read is the account's")
        ensure(before.context.links.kind !== 'loadingContact', 'the login is read once at a time')
        break
      case 'closeEditAccount':
        model.closes += 1
        ensure(after.step === 'closed' && fx.outcome === after.outcome, 'the close says how the dialog ended')
        ensure(
          fx.outcome === (event.type === 'accountSaved' || event.type === 'connectClosed' || model.changed ? 'saved' : 'canceled'),
          'closed as saved exactly when the account changed',
        )
        break
    }
  }
  // Closing (the wizard connected the account) may leave a save running: the dialog's end aborts it.
  ensure(after.step === 'saving' ? model.savesInFlight === 1 : after.step === 'closed' ? model.savesInFlight <= 1 : model.savesInFlight === 0, 'never two saves at once: one while saving, none on the form')
  ensure(model.closes === (after.step === 'closed' ? 1 : 0), 'closed exactly once, when ended')
  if (after.step === 'editing' && !subdialogOpen(after)) ensure(canCancelAccountEdit(after), 'Abbrechen works on the form')
  if (isOpen(after)) {
    const out = WAY_OUT.reduce<AccountEditState>((state, e) => transitionAccountEdit(state, e)[0], after)
    ensure(out.step === 'closed', 'every open state has a way out')
  }
  return broken
}

/** A save that lost to a concurrent change: random events seldom get there before something closes the dialog. */
const STALE_SAVE: ReadonlyArray<AccountEditEvent> = [
  { type: 'saveSubmitted' },
  { type: 'accountSaveFailed', failure: { kind: 'refused', fieldErrors: {}, notices: [], conflict: true } },
]

/** A contact read that failed (only where the account has a contact): random events seldom get there either. */
const CONTACT_FAILED: ReadonlyArray<AccountEditEvent> = [
  { type: 'changeCredentialsPressed' },
  { type: 'contactLoadFailed', error: { _tag: 'Network' } },
]

// Each run starts plainly, or from one of the states random events seldom reach, so every seed visits them all.
const sequenceArbitrary = financialAccountArbitrary.chain((account) =>
  fc.tuple(fc.constant(account), fc.constantFrom([], STALE_SAVE, CONTACT_FAILED), fc.array(accountEditEventArbitrary(account), { maxLength: 40, size: 'max' })),
)

test.prop([sequenceArbitrary])(
  'no event sequence breaks the dialog: one save at a time, typed values kept, the account read last, one close, always a way out',
  ([account, prefix, randomEvents]) => {
    const events = [...prefix, ...randomEvents]
    let [state, effects] = startAccountEdit({ account, today })
    expect(effects).toEqual([])
    const model: Model = { account, form: toAccountEditForm(account), savesInFlight: 0, conflict: false, changed: false, closes: 0 }
    // The first step that breaks an invariant, with what led to it; asserted once per run, whatever the sequence.
    let firstBroken: unknown = undefined
    for (const event of events) {
      const before = state
      follow(model, before, event)
      ;[state, effects] = transitionAccountEdit(before, event)
      const broken = brokenInvariants(before, event, state, effects, model)
      if (broken.length > 0) {
        firstBroken = { before, event, state, effects, broken }
        break
      }
    }
    expect(firstBroken).toBeUndefined()
  },
)

afterAll(() => {
  expect([...stepsSeen].sort()).toEqual(['closed', 'editing', 'reloading', 'saving'])
  expect([...linksSeen].sort()).toEqual(['changingCredentials', 'connecting', 'contactFailed', 'idle', 'loadingContact'])
})
