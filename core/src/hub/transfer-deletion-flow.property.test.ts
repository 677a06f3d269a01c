/**
 * Model-based test of the deletion flow (fast-check commands): random sequences of clicks and server answers, in any
 * order, against a model of what the user may see. Never two deletions in flight, never a deletion without a
 * confirmation, nothing sent once MFA is known missing, one close and nothing after it.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { ABORTED, NETWORK_FAILURE, serverIssues, TIMEOUT, type BackendError } from '../errors/backend-error.ts'
import { DELETABLE_TRANSFER_KINDS, type DeletableTransferKind } from '../transfers/transfer-deletion.ts'
import type { StandingOrderDeletionResult } from './model.ts'
import {
  startTransferDeletion,
  transitionTransferDeletion,
  type TransferDeletionEffect,
  type TransferDeletionEvent,
  type TransferDeletionState,
} from './transfer-deletion-flow.ts'

type Phase = 'asking' | 'deleting' | 'mfa' | 'closed'

interface Model {
  phase: Phase
  readonly kind: DeletableTransferKind
  confirmations: number
}

interface Real {
  state: TransferDeletionState
  readonly effects: TransferDeletionEffect[]
}

const ERRORS: ReadonlyArray<BackendError> = [
  serverIssues(400, [{ i18nKey: 'MISSING_MFA_ERROR' }]),
  serverIssues(406, [{ i18nKey: 'invalid_tan', source: 'tan' }]),
  serverIssues(429, [{ i18nKey: 'RATE_LIMIT_EXCEEDED' }], 30),
  NETWORK_FAILURE,
  TIMEOUT,
  ABORTED,
]

const phaseOf = (state: TransferDeletionState): Phase =>
  state.step === 'confirming' ? 'asking' : state.step === 'deleting' ? 'deleting' : state.step === 'mfaMissing' ? 'mfa' : 'closed'

/** One event: applies it to the flow and to the model, then checks that both agree and the invariants hold. */
class Send implements fc.Command<Model, Real> {
  constructor(readonly event: TransferDeletionEvent) {}
  check = () => true
  run(model: Model, real: Real): void {
    const before = real.state
    const [after, effects] = transitionTransferDeletion(before, this.event)
    real.state = after
    real.effects.push(...effects)
    const deletes = effects.filter((e) => e.type === 'deleteTransfer')
    const closes = effects.filter((e) => e.type === 'close')
    // The model: what each event does in each phase.
    const { phase } = model
    const e = this.event
    if (phase === 'asking' && e.type === 'confirmed') {
      model.phase = 'deleting'
      model.confirmations += 1
    } else if (phase === 'asking' && e.type === 'cancelled') model.phase = 'closed'
    else if (phase === 'mfa' && e.type === 'cancelled') model.phase = 'closed'
    else if (phase === 'deleting' && e.type === 'deleted') model.phase = 'closed'
    else if (phase === 'deleting' && e.type === 'scaCancelled') model.phase = 'asking'
    else if (phase === 'deleting' && e.type === 'deletionFailed') {
      const mfa = e.error._tag === 'ServerIssues' && e.error.issues.some((i) => i.i18nKey === 'MISSING_MFA_ERROR')
      model.phase = e.error._tag === 'Aborted' ? 'closed' : mfa ? 'mfa' : 'asking'
    }
    expect(phaseOf(after)).toBe(model.phase)
    // A deletion goes out exactly when a confirmation moved the question to deleting, with the target's id.
    expect(deletes.length).toBe(phase === 'asking' && model.phase === 'deleting' ? 1 : 0)
    for (const d of deletes) expect(d).toEqual({ type: 'deleteTransfer', bankTransferId: 'bt-7', kind: model.kind })
    // The one close comes with leaving for closed, and never again.
    expect(closes.length).toBe(phase !== 'closed' && model.phase === 'closed' ? 1 : 0)
    expect(real.effects.filter((x) => x.type === 'close').length).toBeLessThanOrEqual(1)
    // Nothing moves without a reason: an event that does nothing leaves the same state object.
    if (phase === model.phase && phase !== 'asking') expect(after).toBe(before)
    // Deletions sent never outnumber the confirmations that asked for them.
    expect(real.effects.filter((x) => x.type === 'deleteTransfer').length).toBe(model.confirmations)
  }
  toString = () => JSON.stringify(this.event)
}

const resultArbitrary: fc.Arbitrary<StandingOrderDeletionResult> = fc.record(
  { declined: fc.option(fc.boolean(), { nil: null }), status: fc.option(fc.constantFrom('DECLINED', 'DONE', 'declined'), { nil: null }) },
  { requiredKeys: [] },
)

const commands = [
  fc.constant(new Send({ type: 'confirmed' })),
  fc.constant(new Send({ type: 'cancelled' })),
  fc.constant(new Send({ type: 'scaCancelled' })),
  resultArbitrary.map((result) => new Send({ type: 'deleted', result })),
  fc.constantFrom(...ERRORS).map((error) => new Send({ type: 'deletionFailed', error })),
]

test.prop([fc.constantFrom(...DELETABLE_TRANSFER_KINDS), fc.option(fc.boolean(), { nil: undefined }), fc.commands(commands, { size: '+1' })])(
  'random clicks and answers: one deletion per confirmation, none after MFA missing or closing, one close',
  (kind, mfaActivated, cmds) => {
    const [state, effects] = startTransferDeletion({ bankTransferId: 'bt-7', kind }, mfaActivated)
    expect(effects).toEqual([])
    const startsWithMfaMissing = mfaActivated === false && kind !== 'prepared'
    expect(state.step).toBe(startsWithMfaMissing ? 'mfaMissing' : 'confirming')
    fc.modelRun(() => ({ model: { phase: phaseOf(state), kind, confirmations: 0 }, real: { state, effects: [] } }), cmds)
  },
)
