import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { httpStatus } from '../errors/backend-error.ts'
import {
  canCancelAccountEdit,
  canConnectEditedAccount,
  isAccountEditConflict,
  startAccountEdit,
  toEditedAccountContactId,
  toShownAccountEditFailure,
  transitionAccountEdit,
  type AccountEditEvent,
  type AccountEditState,
  type AccountEditTransition,
  type AccountSaveFailure,
} from './account-edit-flow.ts'
import { toAccountEditForm } from './account-edit-form.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'

const today = '2026-11-22' as LocalDate

/** An internal account without a connection: every field may change, and it can be connected. */
const manual = buildFinancialAccount({ financialAccountId: 'fa-manual', name: 'Kasse', connected: false, iban: null, lockVersion: 4 })
const connected = buildFinancialAccount({
  financialAccountId: 'fa-connected',
  name: 'Geschäftskonto',
  connected: true,
  financialContact: { financialContactId: 'c1', maxTransactionHistoryInDays: 90 },
})

const run = (account: typeof manual, ...events: ReadonlyArray<AccountEditEvent>): AccountEditTransition => {
  let step = startAccountEdit({ account, today })
  for (const event of events) step = transitionAccountEdit(step[0], event)
  return step
}
const stateOf = (account: typeof manual, ...events: ReadonlyArray<AccountEditEvent>): AccountEditState => run(account, ...events)[0]

const named = (value: string): AccountEditEvent => ({ type: 'fieldChanged', change: { field: 'name', value } })
const SUBMIT: AccountEditEvent = { type: 'saveSubmitted' }
const stale: AccountSaveFailure = {
  kind: 'refused',
  fieldErrors: {},
  notices: [{ segments: [{ kind: 'text', text: 'Die Daten wurden zwischenzeitlich geändert.' }] }],
  conflict: true,
}
const STALE_SAVE: AccountEditEvent = { type: 'accountSaveFailed', failure: stale }

describe('saving', () => {
  it("opens on the account's values, with nothing to do", () => {
    const [state, effects] = startAccountEdit({ account: manual, today })
    expect(state).toMatchObject({ step: 'editing', failure: null, reloadError: null, context: { form: toAccountEditForm(manual), links: { kind: 'idle' } } })
    expect(effects).toEqual([])
    expect(canCancelAccountEdit(state)).toBe(true)
  })

  it('sends the checked form once, with the lockVersion; pressing again while it runs sends nothing', () => {
    const [saving, effects] = run(manual, named(' Barkasse '), SUBMIT)
    expect(saving.step).toBe('saving')
    expect(effects).toMatchObject([{ type: 'saveAccount', financialAccountId: 'fa-manual', body: { name: 'Barkasse', lockVersion: 4 } }])
    expect(transitionAccountEdit(saving, SUBMIT)).toEqual([saving, []])
    expect(canCancelAccountEdit(saving)).toBe(false)
  })

  it('closes as saved once the save went through, and nothing changes it after', () => {
    const [closed, effects] = run(manual, SUBMIT, { type: 'accountSaved' })
    expect(closed).toMatchObject({ step: 'closed', outcome: 'saved' })
    expect(effects).toEqual([{ type: 'closeEditAccount', outcome: 'saved' }])
    expect(transitionAccountEdit(closed, SUBMIT)).toEqual([closed, []])
  })

  it('checks the form first: every issue at its field, no call, and what was typed stays', () => {
    const [state, effects] = run(manual, named(' '), { type: 'fieldChanged', change: { field: 'iban', value: 'DE00 1234' } }, SUBMIT)
    expect(effects).toEqual([])
    expect(state).toMatchObject({ step: 'editing', context: { form: { name: ' ', iban: 'DE00 1234' } } })
    const failure = toShownAccountEditFailure(state)
    expect(failure?.kind === 'invalid' && failure.issues.map((i) => i.field)).toEqual(['name', 'iban'])
  })

  it('a failed save keeps what was typed, also while it ran, and shows the failure', () => {
    const failed: AccountSaveFailure = { kind: 'failed', error: httpStatus(503) }
    const state = stateOf(manual, named('Barkasse'), SUBMIT, named('Barkasse 2'), { type: 'accountSaveFailed', failure: failed })
    expect(state).toMatchObject({ step: 'editing', context: { form: { name: 'Barkasse 2' } } })
    expect(toShownAccountEditFailure(state)).toBe(failed)
    // The retry is another save.
    expect(transitionAccountEdit(state, SUBMIT)[1]).toMatchObject([{ type: 'saveAccount', body: { name: 'Barkasse 2' } }])
  })

  it("a refusal's field texts are the ones shown, and the next save clears them", () => {
    const refused: AccountSaveFailure = { kind: 'refused', fieldErrors: { iban: ['Die IBAN ist ungültig.'] }, notices: [], conflict: false }
    const state = stateOf(manual, SUBMIT, { type: 'accountSaveFailed', failure: refused })
    expect(toShownAccountEditFailure(state)).toBe(refused)
    expect(isAccountEditConflict(state)).toBe(false)
    expect(transitionAccountEdit(state, { type: 'reloadPressed' })).toEqual([state, []])
    expect(toShownAccountEditFailure(transitionAccountEdit(state, SUBMIT)[0])).toBeNull()
  })
})

describe('after a concurrent change', () => {
  const newer = { ...manual, name: 'Handkasse', lockVersion: 7 }

  it('offers to read the account again, keeping the conflict shown while it reads and the typed values until then', () => {
    const conflict = stateOf(manual, named('Meine Kasse'), SUBMIT, STALE_SAVE)
    expect(isAccountEditConflict(conflict)).toBe(true)
    expect(conflict.context.form.name).toBe('Meine Kasse')
    const [reloading, effects] = transitionAccountEdit(conflict, { type: 'reloadPressed' })
    expect(reloading.step).toBe('reloading')
    expect(effects).toEqual([{ type: 'loadAccount', financialAccountId: 'fa-manual' }])
    expect(isAccountEditConflict(reloading)).toBe(true)
    expect(transitionAccountEdit(reloading, { type: 'reloadPressed' })).toEqual([reloading, []])
    // No save with the stale lockVersion while the newer account is on its way.
    expect(transitionAccountEdit(reloading, SUBMIT)).toEqual([reloading, []])
  })

  it('the account read replaces the form, the conflict goes, and the next save has the new lockVersion', () => {
    const state = stateOf(manual, named('Meine Kasse'), SUBMIT, STALE_SAVE, { type: 'reloadPressed' }, { type: 'accountReloaded', account: newer })
    expect(state).toMatchObject({ step: 'editing', failure: null, context: { account: newer, form: { name: 'Handkasse' }, reloads: 1 } })
    expect(transitionAccountEdit(state, SUBMIT)[1]).toMatchObject([{ type: 'saveAccount', body: { name: 'Handkasse', lockVersion: 7 } }])
  })

  it('a failed read keeps the conflict and can be tried again', () => {
    const failed = stateOf(manual, SUBMIT, STALE_SAVE, { type: 'reloadPressed' }, { type: 'accountReloadFailed', error: httpStatus(503) })
    expect(failed).toMatchObject({ step: 'editing', reloadError: httpStatus(503), context: { reloads: 0 } })
    expect(isAccountEditConflict(failed)).toBe(true)
    expect(transitionAccountEdit(failed, { type: 'reloadPressed' })[1]).toEqual([{ type: 'loadAccount', financialAccountId: 'fa-manual' }])
    // Typing keeps both; saving instead (with the stale lockVersion) clears them.
    expect(transitionAccountEdit(failed, named('x'))[0]).toMatchObject({ reloadError: httpStatus(503), failure: stale })
    const saving = transitionAccountEdit(failed, SUBMIT)[0]
    expect(saving.step).toBe('saving')
    expect(isAccountEditConflict(saving)).toBe(false)
  })
})

describe('closing', () => {
  it('Abbrechen closes as canceled, also while the account is read again', () => {
    expect(run(manual, { type: 'canceled' })).toEqual([expect.objectContaining({ step: 'closed', outcome: 'canceled' }), [{ type: 'closeEditAccount', outcome: 'canceled' }]])
    expect(stateOf(manual, SUBMIT, STALE_SAVE, { type: 'reloadPressed' }, { type: 'canceled' })).toMatchObject({ step: 'closed', outcome: 'canceled' })
  })

  it('not while a save runs, nor from under the dialogs the links open', () => {
    const saving = stateOf(manual, SUBMIT)
    expect(transitionAccountEdit(saving, { type: 'canceled' })).toEqual([saving, []])
    const connecting = stateOf(manual, { type: 'connectPressed' })
    expect(canCancelAccountEdit(connecting)).toBe(false)
    expect(transitionAccountEdit(connecting, { type: 'canceled' })).toEqual([connecting, []])
  })
})

describe('the links', () => {
  it('Zugangsdaten ändern reads the bank login once, then opens the credentials dialog with it', () => {
    expect(toEditedAccountContactId(connected)).toBe('c1')
    const [loading, effects] = run(connected, { type: 'changeCredentialsPressed' })
    expect(loading.context.links).toEqual({ kind: 'loadingContact' })
    expect(effects).toEqual([{ type: 'loadContact', financialContactId: 'c1' }])
    expect(transitionAccountEdit(loading, { type: 'changeCredentialsPressed' })).toEqual([loading, []])
    const open = transitionAccountEdit(loading, { type: 'contactLoaded', contact: { financialContactId: 'c1' } })[0]
    expect(open.context.links).toEqual({ kind: 'changingCredentials', contact: { financialContactId: 'c1' } })
  })

  it('a failed read of the login shows and can be tried again', () => {
    const failed = stateOf(connected, { type: 'changeCredentialsPressed' }, { type: 'contactLoadFailed', error: httpStatus(500) })
    expect(failed.context.links).toEqual({ kind: 'contactFailed', error: httpStatus(500) })
    expect(transitionAccountEdit(failed, { type: 'changeCredentialsPressed' })[1]).toEqual([{ type: 'loadContact', financialContactId: 'c1' }])
  })

  it('new credentials count as a change: the dialog then closes as saved', () => {
    const opened = [{ type: 'changeCredentialsPressed' }, { type: 'contactLoaded', contact: { financialContactId: 'c1' } }] as const
    const unchanged = stateOf(connected, ...opened, { type: 'credentialsClosed', saved: false }, { type: 'canceled' })
    expect(unchanged).toMatchObject({ step: 'closed', outcome: 'canceled' })
    const changed = stateOf(connected, ...opened, { type: 'credentialsClosed', saved: true }, { type: 'canceled' })
    expect(changed).toMatchObject({ step: 'closed', outcome: 'saved' })
    const changedOnce = stateOf(connected, ...opened, { type: 'credentialsClosed', saved: true }, ...opened, { type: 'credentialsClosed', saved: false }, { type: 'canceled' })
    expect(changedOnce).toMatchObject({ step: 'closed', outcome: 'saved' })
  })

  it('an account without a bank login has no credentials to change', () => {
    const state = startAccountEdit({ account: manual, today })[0]
    expect(toEditedAccountContactId(manual)).toBeUndefined()
    expect(transitionAccountEdit(state, { type: 'changeCredentialsPressed' })).toEqual([state, []])
  })

  it('Jetzt verbinden opens the wizard; connected, the dialog closes as saved, canceled, it stays', () => {
    expect(canConnectEditedAccount(manual)).toBe(true)
    expect(stateOf(manual, { type: 'connectPressed' }, { type: 'connectClosed', connected: false })).toMatchObject({ step: 'editing', context: { links: { kind: 'idle' } } })
    expect(run(manual, { type: 'connectPressed' }, { type: 'connectClosed', connected: true })).toEqual([
      expect.objectContaining({ step: 'closed', outcome: 'saved' }),
      [{ type: 'closeEditAccount', outcome: 'saved' }],
    ])
  })

  it('a connected account offers no connect', () => {
    const state = startAccountEdit({ account: connected, today })[0]
    expect(canConnectEditedAccount(connected)).toBe(false)
    expect(transitionAccountEdit(state, { type: 'connectPressed' })).toEqual([state, []])
  })
})
