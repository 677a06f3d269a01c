import { describe, expect, it } from 'vitest'
import { NETWORK_FAILURE, ABORTED, serverIssues } from '../errors/backend-error.ts'
import {
  isMissingMfaError,
  startTransferDeletion,
  toTransferDeletionNotice,
  transitionTransferDeletion,
  type TransferDeletionEvent,
  type TransferDeletionState,
  type TransferDeletionTarget,
} from './transfer-deletion-flow.ts'

const standingOrder: TransferDeletionTarget = { bankTransferId: 'so-1', kind: 'standingOrder' }
const scheduled: TransferDeletionTarget = { bankTransferId: 'sc-1', kind: 'scheduled' }
const prepared: TransferDeletionTarget = { bankTransferId: 'bt-1', kind: 'prepared' }
const MISSING_MFA = serverIssues(400, [{ i18nKey: 'MISSING_MFA_ERROR', source: 'bankTransferId' }])
const INVALID_TAN = serverIssues(406, [{ i18nKey: 'invalid_tan', source: 'tan' }])

const run = (target: TransferDeletionTarget, events: ReadonlyArray<TransferDeletionEvent>, mfaActivated?: boolean) => {
  let [state, effects] = startTransferDeletion(target, mfaActivated)
  const all = [...effects]
  for (const event of events) {
    ;[state, effects] = transitionTransferDeletion(state, event)
    all.push(...effects)
  }
  return { state, effects: all }
}

describe('startTransferDeletion', () => {
  it('asks first, whatever the kind, when MFA is active or not known', () => {
    expect(startTransferDeletion(prepared)[0].step).toBe('confirming')
    expect(startTransferDeletion(standingOrder)[0].step).toBe('confirming')
    expect(startTransferDeletion(scheduled, true)[0].step).toBe('confirming')
  })

  it('shows MISSING_MFA_ERROR at once for a planned transfer when MFA is known to be off, and sends nothing', () => {
    expect(startTransferDeletion(standingOrder, false)).toEqual([{ step: 'mfaMissing', target: standingOrder }, []])
    expect(startTransferDeletion(prepared, false)[0].step).toBe('confirming')
  })
})

describe('transitionTransferDeletion', () => {
  it('deletes a standing order after confirmation and closes with the success message', () => {
    const { state, effects } = run(standingOrder, [{ type: 'confirmed' }, { type: 'deleted', result: {} }])
    expect(effects).toEqual([
      { type: 'deleteTransfer', bankTransferId: 'so-1', kind: 'standingOrder' },
      { type: 'close', notice: { key: 'hub.standingOrderDeleted' }, deleted: true },
    ])
    expect(state.step).toBe('finished')
  })

  it('a declined standing order deletion closes with the info message and reports nothing deleted', () => {
    const { effects } = run(standingOrder, [{ type: 'confirmed' }, { type: 'deleted', result: { declined: true } }])
    expect(effects.at(-1)).toEqual({ type: 'close', notice: { key: 'hub.standingOrderDeletionDeclined' }, deleted: false })
  })

  it('a double confirmation sends one deletion', () => {
    const { effects } = run(scheduled, [{ type: 'confirmed' }, { type: 'confirmed' }])
    expect(effects).toEqual([{ type: 'deleteTransfer', bankTransferId: 'sc-1', kind: 'scheduled' }])
  })

  it('MISSING_MFA_ERROR from the server leads to the MFA step; only cancel leaves it', () => {
    const { state, effects } = run(scheduled, [{ type: 'confirmed' }, { type: 'deletionFailed', error: MISSING_MFA }, { type: 'confirmed' }])
    expect(state.step).toBe('mfaMissing')
    expect(effects).toHaveLength(1)
    expect(run(scheduled, [{ type: 'confirmed' }, { type: 'deletionFailed', error: MISSING_MFA }, { type: 'cancelled' }]).effects.at(-1)).toEqual({
      type: 'close',
      notice: null,
      deleted: false,
    })
  })

  it('a wrong TAN that comes back (406 invalid_tan) and any other failure stay in the question with the error; confirming retries', () => {
    const afterTan = run(standingOrder, [{ type: 'confirmed' }, { type: 'deletionFailed', error: INVALID_TAN }])
    expect(afterTan.state).toEqual({ step: 'confirming', target: standingOrder, failure: INVALID_TAN })
    const retried = transitionTransferDeletion(afterTan.state, { type: 'confirmed' })
    expect(retried[1]).toEqual([{ type: 'deleteTransfer', bankTransferId: 'so-1', kind: 'standingOrder' }])
    expect(run(prepared, [{ type: 'confirmed' }, { type: 'deletionFailed', error: NETWORK_FAILURE }]).state).toEqual({
      step: 'confirming',
      target: prepared,
      failure: NETWORK_FAILURE,
    })
  })

  it('a closed TAN dialog goes back to the question without an error; an aborted call closes', () => {
    expect(run(standingOrder, [{ type: 'confirmed' }, { type: 'scaCancelled' }]).state).toEqual({ step: 'confirming', target: standingOrder, failure: null })
    expect(run(standingOrder, [{ type: 'confirmed' }, { type: 'deletionFailed', error: ABORTED }]).state.step).toBe('cancelled')
  })

  it('cancel waits while the call runs, and answers after closing change nothing', () => {
    const deleting: TransferDeletionState = { step: 'deleting', target: prepared }
    expect(transitionTransferDeletion(deleting, { type: 'cancelled' })).toEqual([deleting, []])
    const closed = run(prepared, [{ type: 'cancelled' }]).state
    expect(transitionTransferDeletion(closed, { type: 'deleted', result: {} })).toEqual([closed, []])
  })
})

describe('toTransferDeletionNotice and isMissingMfaError', () => {
  it('names the success message of each kind', () => {
    expect(toTransferDeletionNotice('scheduled', {})).toEqual({ key: 'hub.scheduledTransferDeleted' })
    expect(toTransferDeletionNotice('prepared', { declined: true })).toEqual({ key: 'hub.preparedTransferDeleted' })
    expect(toTransferDeletionNotice('standingOrder', { status: 'declined' })).toEqual({ key: 'hub.standingOrderDeletionDeclined' })
  })

  it('recognises MISSING_MFA_ERROR only as a server issue', () => {
    expect(isMissingMfaError(MISSING_MFA)).toBe(true)
    expect(isMissingMfaError(INVALID_TAN)).toBe(false)
    expect(isMissingMfaError(NETWORK_FAILURE)).toBe(false)
  })
})
