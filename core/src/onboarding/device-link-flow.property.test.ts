/**
 * Model-based test of device linking (fast-check commands): random pushes, reads, failures, retries and cancels in any
 * order, against a model of the dialog. At most one push or read under way, a read only when a poll is due, success
 * only on CONFIRMED, a time-out after DEVICE_LINK_MAX_READS reads, and nothing after the dialog closed.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { DEVICE_LINK_MAX_FAILED_READS, DEVICE_LINK_POLL_INTERVAL_MS, DEVICE_LINK_SUCCESS_DISPLAY_MS } from './constants.ts'
import { DEVICE_LINK_MAX_READS, startDeviceLink, transitionDeviceLink, type DeviceLinkEvent, type DeviceLinkState } from './device-link-flow.ts'

type Phase = 'sending' | 'waiting' | 'reading' | 'confirmed' | 'failed' | 'timedOut' | 'linked' | 'cancelled'

interface Model {
  phase: Phase
  reads: number
  failedInRow: number
  pushes: number
}

interface Real {
  state: DeviceLinkState
  pushes: number
}

const phaseOf = (s: DeviceLinkState): Phase => (s.step === 'closed' ? s.outcome : s.step)

class Send implements fc.Command<Model, Real> {
  constructor(readonly event: DeviceLinkEvent) {}
  check = () => true
  run(model: Model, real: Real): void {
    const before = real.state
    const [after, effects] = transitionDeviceLink(before, this.event)
    real.state = after
    const types = effects.map((f) => f.type)
    real.pushes += types.filter((t) => t === 'sendPush').length
    const e = this.event
    const from = model.phase
    // The model of the dialog.
    if (e.type === 'cancel') {
      if (from !== 'confirmed' && from !== 'linked' && from !== 'cancelled') model.phase = 'cancelled'
    } else if (from === 'sending' && e.type === 'pushSent') Object.assign(model, { phase: 'waiting', reads: 0, failedInRow: 0 })
    else if (from === 'sending' && e.type === 'pushFailed') model.phase = 'failed'
    else if (from === 'waiting' && e.type === 'pollDue') model.phase = 'reading'
    else if (from === 'reading' && e.type === 'accountStateRead') {
      model.reads += 1
      model.failedInRow = 0
      model.phase = e.bindingState === 'CONFIRMED' ? 'confirmed' : model.reads >= DEVICE_LINK_MAX_READS ? 'timedOut' : 'waiting'
    } else if (from === 'reading' && e.type === 'accountStateReadFailed') {
      model.reads += 1
      model.failedInRow += 1
      model.phase = model.failedInRow >= DEVICE_LINK_MAX_FAILED_READS ? 'failed' : model.reads >= DEVICE_LINK_MAX_READS ? 'timedOut' : 'waiting'
    } else if (from === 'confirmed' && e.type === 'successShown') model.phase = 'linked'
    else if ((from === 'failed' || from === 'timedOut') && e.type === 'retry') {
      model.phase = 'sending'
      model.pushes += 1
    }
    expect(phaseOf(after)).toBe(model.phase)
    expect(real.pushes).toBe(model.pushes)
    // Each effect comes with its step, and only then.
    expect(types.includes('readAccountState')).toBe(from === 'waiting' && model.phase === 'reading')
    expect(types.includes('schedulePoll')).toBe(model.phase === 'waiting' && from !== 'waiting')
    for (const fx of effects) if (fx.type === 'schedulePoll') expect(fx.delayMs).toBe(DEVICE_LINK_POLL_INTERVAL_MS)
    const linkedNow = from !== 'confirmed' && model.phase === 'confirmed'
    expect(types.filter((t) => t === 'notifyLinked')).toHaveLength(linkedNow ? 1 : 0)
    expect(effects.filter((f) => f.type === 'scheduleClose')).toEqual(linkedNow ? [{ type: 'scheduleClose', delayMs: DEVICE_LINK_SUCCESS_DISPLAY_MS }] : [])
    // An event that changes nothing leaves the very same state.
    if (from === model.phase && from !== 'reading' && from !== 'waiting') expect(after).toBe(before)
  }
  toString = () => JSON.stringify(this.event)
}

const bindingStateArbitrary = fc.constantFrom('CONFIRMED', 'PENDING', 'NOT_STARTED', 'confirmed', null, undefined)

const commands = [
  fc.constant(new Send({ type: 'pushSent' })),
  fc.constant(new Send({ type: 'pushFailed' })),
  fc.constant(new Send({ type: 'pollDue' })),
  bindingStateArbitrary.map((bindingState) => new Send({ type: 'accountStateRead', bindingState })),
  fc.constant(new Send({ type: 'accountStateReadFailed' })),
  fc.constant(new Send({ type: 'successShown' })),
  fc.constant(new Send({ type: 'retry' })),
  fc.constant(new Send({ type: 'cancel' })),
]

test.prop([fc.commands(commands, { size: '+1' })])('random pushes, reads and clicks follow the model of the dialog', (cmds) => {
  const [state, effects] = startDeviceLink()
  expect(effects).toEqual([{ type: 'sendPush' }])
  fc.modelRun(() => ({ model: { phase: 'sending' as Phase, reads: 0, failedInRow: 0, pushes: 1 }, real: { state, pushes: 1 } }), cmds)
})

test.prop([fc.integer({ min: 0, max: DEVICE_LINK_MAX_READS - 1 })])('polling that never sees CONFIRMED times out after exactly DEVICE_LINK_MAX_READS reads', (confirmAt) => {
  let [state] = startDeviceLink()
  ;[state] = transitionDeviceLink(state, { type: 'pushSent' })
  let reads = 0
  while (state.step === 'waiting') {
    ;[state] = transitionDeviceLink(state, { type: 'pollDue' })
    reads += 1
    ;[state] = transitionDeviceLink(state, { type: 'accountStateRead', bindingState: 'PENDING' })
  }
  expect(state.step).toBe('timedOut')
  expect(reads).toBe(DEVICE_LINK_MAX_READS)
  // and one that sees it earlier ends linked
  let [other] = transitionDeviceLink(startDeviceLink()[0], { type: 'pushSent' })
  for (let i = 0; i <= confirmAt; i += 1) {
    ;[other] = transitionDeviceLink(other, { type: 'pollDue' })
    ;[other] = transitionDeviceLink(other, { type: 'accountStateRead', bindingState: i === confirmAt ? 'CONFIRMED' : 'PENDING' })
  }
  expect(other.step).toBe('confirmed')
})
