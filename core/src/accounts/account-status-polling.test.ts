import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { decideAccountStatusPoll, getBusyAccountIds, startAccountDeletion, transitionAccountDeletion, type AccountDeletionEvent, type AccountDeletionState } from './account-status-polling.ts'

const idle = buildFinancialAccount({ financialAccountId: 'idle' })
const running = buildFinancialAccount({ financialAccountId: 'running', state: { status: 'RUNNING' } })
const pending = buildFinancialAccount({ financialAccountId: 'pending', state: { status: 'PENDING', errorOnSync: true } })

describe('decideAccountStatusPoll', () => {
  it('polls again after 3000 ms while any account is not IDLE', () => {
    expect(decideAccountStatusPoll([idle, running])).toEqual({ _tag: 'PollAfter', delayMs: 3000 })
    expect(decideAccountStatusPoll([pending])).toEqual({ _tag: 'PollAfter', delayMs: 3000 })
  })

  it('stops when every account is IDLE, or there is none', () => {
    expect(decideAccountStatusPoll([idle, idle])).toEqual({ _tag: 'Stop' })
    expect(decideAccountStatusPoll([])).toEqual({ _tag: 'Stop' })
  })

  it('treats IDLE as case-sensitive: only the exact value is idle', () => {
    expect(decideAccountStatusPoll([buildFinancialAccount({ state: { status: 'idle' } })])._tag).toBe('PollAfter')
  })
})

describe('getBusyAccountIds', () => {
  it('lists the accounts that are not IDLE, in order', () => {
    expect(getBusyAccountIds([running, idle, pending])).toEqual(['running', 'pending'])
  })
})

describe('deleting an account', () => {
  const run = (...events: ReadonlyArray<AccountDeletionEvent>) => {
    let step = startAccountDeletion('fa1')
    const effects = [...step[1]]
    for (const event of events) {
      step = transitionAccountDeletion(step[0], event)
      effects.push(...step[1])
    }
    return { state: step[0], effects }
  }

  it('confirms, deletes, waits 3000 ms, then resolves by reloading the list', () => {
    const { state, effects } = run({ type: 'deleteConfirmed' }, { type: 'accountDeleted' }, { type: 'deleteDelayElapsed' })
    expect(state).toEqual({ step: 'deleted', financialAccountId: 'fa1' })
    expect(effects).toEqual([{ type: 'deleteAccount', financialAccountId: 'fa1' }, { type: 'waitAfterDelete', ms: 3000 }, { type: 'reloadAccounts' }])
  })

  it('does not resolve before the delay has passed', () => {
    expect(run({ type: 'deleteConfirmed' }, { type: 'accountDeleted' }).state.step).toBe('settling')
  })

  it('makes no call when the user says no', () => {
    expect(run({ type: 'deleteDismissed' })).toEqual({ state: { step: 'dismissed', financialAccountId: 'fa1' }, effects: [] })
  })

  it('retries after a failed call when confirmed again, or gives up', () => {
    const failed = run({ type: 'deleteConfirmed' }, { type: 'accountDeleteFailed' })
    expect(failed.state.step).toBe('failed')
    expect(transitionAccountDeletion(failed.state, { type: 'deleteConfirmed' })[1]).toEqual([{ type: 'deleteAccount', financialAccountId: 'fa1' }])
    expect(transitionAccountDeletion(failed.state, { type: 'deleteDismissed' })[0].step).toBe('dismissed')
  })

  it.each<[AccountDeletionState, AccountDeletionEvent]>([
    [{ step: 'confirming', financialAccountId: 'fa1' }, { type: 'accountDeleted' }],
    [{ step: 'deleting', financialAccountId: 'fa1' }, { type: 'deleteConfirmed' }],
    [{ step: 'settling', financialAccountId: 'fa1' }, { type: 'accountDeleteFailed' }],
    [{ step: 'deleted', financialAccountId: 'fa1' }, { type: 'deleteConfirmed' }],
    [{ step: 'dismissed', financialAccountId: 'fa1' }, { type: 'deleteConfirmed' }],
  ])('ignores an event that makes no sense: %j + %j', (state, event) => {
    expect(transitionAccountDeletion(state, event)).toEqual([state, []])
  })
})
