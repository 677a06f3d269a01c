import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { accountStatusArbitrary } from './financial-account.arbitrary.ts'
import { decideAccountStatusPoll, getBusyAccountIds, startAccountDeletion, transitionAccountDeletion, type AccountDeletionEvent } from './account-status-polling.ts'

/** Accounts that differ in what polling looks at: their id and state. */
const accountArbitrary = fc
  .record({ financialAccountId: fc.uuid(), status: accountStatusArbitrary })
  .map(({ financialAccountId, status }) => buildFinancialAccount({ financialAccountId, state: { status } }))

test.prop([fc.array(accountArbitrary, { maxLength: 8 })])('polls exactly while some account is not IDLE, always every 3000 ms', (accounts) => {
  const decision = decideAccountStatusPoll(accounts)
  const busy = accounts.some((a) => a.state.status !== 'IDLE')
  expect(decision).toEqual(busy ? { _tag: 'PollAfter', delayMs: 3000 } : { _tag: 'Stop' })
  expect(getBusyAccountIds(accounts).length > 0).toBe(busy)
})

/** Lists that need a poll: at least one account is busy, anywhere in the list. */
const pollingListArbitrary = fc
  .tuple(
    fc.array(accountArbitrary, { maxLength: 3 }),
    accountArbitrary.filter((a) => a.state.status !== 'IDLE'),
    fc.array(accountArbitrary, { maxLength: 3 }),
  )
  .map(([before, busy, after]) => [...before, busy, ...after])

test.prop([pollingListArbitrary, fc.array(accountArbitrary, { maxLength: 6 })])(
  'adding accounts never stops a poll that was needed (monotone)',
  (some, more) => {
    fc.pre(decideAccountStatusPoll(some)._tag === 'PollAfter')
    expect(decideAccountStatusPoll([...some, ...more])._tag).toBe('PollAfter')
  },
)

const deletionEventArbitrary = fc.constantFrom<AccountDeletionEvent>(
  { type: 'deleteConfirmed' },
  { type: 'deleteDismissed' },
  { type: 'accountDeleted' },
  { type: 'accountDeleteFailed' },
  { type: 'deleteDelayElapsed' },
)

test.prop([fc.array(deletionEventArbitrary, { maxLength: 30, size: 'max' })])(
  'deletion: a call only after a confirmation, the list reloaded only once, 3000 ms after a successful delete',
  (events) => {
    let [state] = startAccountDeletion('fa1')
    let confirmedSinceLastCall = false
    let deletedOk = false
    let waited = false
    let reloads = 0
    for (const event of events) {
      if (event.type === 'deleteConfirmed') confirmedSinceLastCall = true
      const before = state
      const [next, effects] = transitionAccountDeletion(state, event)
      if (next === before) expect(effects).toEqual([])
      if (before.step === 'deleted' || before.step === 'dismissed') expect(next).toBe(before)
      for (const fx of effects) {
        if (fx.type === 'deleteAccount') {
          expect(confirmedSinceLastCall).toBe(true)
          expect(next.step).toBe('deleting')
          confirmedSinceLastCall = false
        }
        if (fx.type === 'waitAfterDelete') {
          expect(before.step === 'deleting' && event.type === 'accountDeleted').toBe(true)
          expect(fx.ms).toBe(3000)
          waited = true
        }
        if (fx.type === 'reloadAccounts') {
          reloads += 1
          expect(waited && event.type === 'deleteDelayElapsed').toBe(true)
        }
      }
      if (before.step === 'deleting' && event.type === 'accountDeleted') deletedOk = true
      expect(next.step === 'deleted').toBe(deletedOk && reloads === 1)
      expect(next.financialAccountId).toBe('fa1')
      state = next
    }
    expect(reloads).toBeLessThanOrEqual(1)
  },
)
