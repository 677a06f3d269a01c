/**
 * Model-based test of the SCA flow (fast-check commands): random sequences of every event, sensible or not, checked
 * after each step against what the model counted from the events alone.
 */
import { fc, test } from '@fast-check/vitest'
import { afterAll, expect } from 'vitest'
import { NETWORK_FAILURE, serverIssues, type BackendError } from '../errors/backend-error.ts'
import type { ScaChallenge } from './sca-challenge.ts'
import type { ScaFlowEffect, ScaFlowEvent, ScaFlowState, ScaFlowStep } from './sca-flow-model.ts'
import { startScaFlow, toPushFinalStatus, transitionScaFlow } from './sca-flow.ts'

/** Every TAN of the test starts with this marker, which nothing else holds: where it shows, a TAN leaked. */
const TAN_MARKER = 'ZQ'
const tanArbitrary = fc.oneof(
  fc.stringMatching(/^[0-9]{6}$/).map((digits) => `${TAN_MARKER}${digits}`),
  // typed badly: too short, blank, with a character no TAN has
  fc.constantFrom('', '  ', `${TAN_MARKER}1`, `${TAN_MARKER}12-34`),
)
const request = { requestedAction: 'EXECUTE', token: 'tok', financialContactId: 'fc1' }
const challengeArbitrary: fc.Arbitrary<ScaChallenge> = fc.oneof(
  fc.record({
    kind: fc.constant('tanInput' as const),
    request: fc.constant(request),
    challengeText: fc.constantFrom(null, 'Bitte TAN eingeben'),
    securityId: fc.constantFrom(null, '900'),
  }),
  fc.constant<ScaChallenge>({
    kind: 'mediumChoice',
    request,
    challengeText: null,
    media: [
      { securityId: '921', name: 'pushTAN' },
      { securityId: '972', name: null },
    ],
  }),
  fc.record({
    kind: fc.constant('redirect' as const),
    request: fc.constant(request),
    challengeText: fc.constant(null),
    link: fc.constant('https://bank.example/sca'),
    securityId: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('pushTan' as const),
    request: fc.constant(request),
    changeRequestId: fc.constantFrom('cr1', 'cr2'),
    deviceName: fc.constantFrom(null, 'iPhone'),
    smsTanFallback: fc.constantFrom(null, '/sms'),
  }),
)
const retryErrorArbitrary: fc.Arbitrary<BackendError> = fc.oneof(
  fc.constant(serverIssues(406, [{ i18nKey: 'invalid_tan' }])),
  fc.constant(serverIssues(400, [{ i18nKey: 'INVALID_TAN' }])),
  fc.constant(NETWORK_FAILURE),
  fc.constant(serverIssues(403, [{ i18nKey: 'missing_entity', source: 'scaTan', scaContext: { token: 'tok2' } }])),
  fc.constant(serverIssues(403, [{ i18nKey: 'solaris_sca_required', source: 'scaDevice', scaContext: { changeRequestId: 'cr2' } }])),
)

/** What the model counts from the events alone. */
interface Model {
  /** Events that authenticate: a TAN submitted, a return from the bank's page, a device's CONFIRMED. */
  authentications: number
  retries: number
  /** A retried call is in flight: no second one until its outcome came. */
  retryInFlight: boolean
  finishes: number
  cancelled: boolean
  /** Change requests that returned a final status and are not deleted yet. */
  undeleted: Set<string>
}
interface Real {
  state: ScaFlowState
}

const stepsSeen = new Set<ScaFlowStep>()

/** Applies events one after the other and checks every invariant on each transition. */
const apply = (model: Model, real: Real, events: ReadonlyArray<ScaFlowEvent>): ReadonlyArray<ScaFlowEffect> => {
  const all: ScaFlowEffect[] = []
  for (const event of events) {
    const before = real.state
    const [after, effects] = transitionScaFlow(before, event)
    real.state = after
    stepsSeen.add(after.step)
    all.push(...effects)
    if (event.type === 'tanSubmitted' || event.type === 'redirectReturned') model.authentications += 1
    if (event.type === 'pushStatusPolled' && toPushFinalStatus(event.status) === 'CONFIRMED') model.authentications += 1
    if (event.type === 'retryFailed' || event.type === 'retrySucceeded') model.retryInFlight = false

    const retries = effects.filter((e) => e.type === 'retryCall')
    expect(retries.length).toBeLessThanOrEqual(1)
    if (retries.length > 0) {
      expect(['tanSubmitted', 'redirectReturned', 'pushStatusPolled']).toContain(event.type)
      expect(model.retryInFlight).toBe(false) // one retried call at a time
      expect(model.cancelled).toBe(false) // never after cancel
      model.retries += 1
      model.retryInFlight = true
    }
    expect(model.retries).toBeLessThanOrEqual(model.authentications)

    // A change request that returned a status is deleted, whatever the flow does by then: at once, or (CONFIRMED)
    // once the call retried with its TAN answered; never while that retry is in flight.
    if (event.type === 'pushStatusPolled' && toPushFinalStatus(event.status) !== null) model.undeleted.add(event.changeRequestId)
    for (const effect of effects) {
      if (effect.type !== 'deleteChangeRequest') continue
      if (model.undeleted.has(effect.changeRequestId)) expect(retries).toEqual([])
      model.undeleted.delete(effect.changeRequestId)
    }
    if (!model.retryInFlight) expect([...model.undeleted]).toEqual([])
    // The TAN goes out only in the retry, and is never kept in the state.
    for (const effect of effects) if (effect.type !== 'retryCall') expect(JSON.stringify(effect)).not.toContain(TAN_MARKER)
    expect(JSON.stringify(after)).not.toContain(TAN_MARKER)

    for (const effect of effects) {
      if (effect.type !== 'finish') continue
      model.finishes += 1
      if (effect.outcome.type === 'cancelled') model.cancelled = true
      expect(after).toEqual({ step: 'done', outcome: effect.outcome })
    }
    expect(model.finishes).toBe(after.step === 'done' ? 1 : 0)
    if (before.step === 'done') {
      expect(after).toBe(before)
      expect(effects.every((e) => e.type === 'deleteChangeRequest')).toBe(true)
    }
    if (after === before && event.type !== 'pushStatusPolled' && event.type !== 'pushStatusPollFailed') expect(effects).toEqual([])
  }
  return all
}

/** One command per event (always applicable: nonsense in a step must leave the flow alone). */
const eventCommand = (name: string, toEvents: () => ReadonlyArray<ScaFlowEvent>, check?: (effects: ReadonlyArray<ScaFlowEffect>) => void) =>
  class implements fc.Command<Model, Real> {
    check = () => true
    run(model: Model, real: Real): void {
      const effects = apply(model, real, toEvents())
      check?.(effects)
    }
    toString = () => `${name}(${JSON.stringify(toEvents())})`
  }

const commandArbitraries = [
  challengeArbitrary.map((challenge) => new (eventCommand('receive', () => [{ type: 'challengeReceived', challenge }]))()),
  fc.constantFrom(null, '921', '972', '999').map((securityId) => new (eventCommand('chooseMedium', () => [{ type: 'mediumChosen', securityId }]))()),
  tanArbitrary.map((tan) => new (eventCommand('submitTan', () => [{ type: 'tanSubmitted', tan }]))()),
  // a double click on the submit button: two submits, one retry at most
  tanArbitrary.map(
    (tan) =>
      new (eventCommand(
        'doubleSubmitTan',
        () => [
          { type: 'tanSubmitted', tan },
          { type: 'tanSubmitted', tan },
        ],
        (effects) => expect(effects.filter((e) => e.type === 'retryCall').length).toBeLessThanOrEqual(1),
      ))(),
  ),
  fc
    .record({
      changeRequestId: fc.constantFrom('cr1', 'cr2'),
      status: fc.constantFrom('PENDING', 'CONFIRMED', 'DECLINED', 'FAILED', 'confirmed'),
      tan: fc.option(fc.stringMatching(/^[0-9]{6}$/).map((d) => `${TAN_MARKER}${d}`), { nil: undefined }),
    })
    .map(
      ({ changeRequestId, status, tan }) =>
        new (eventCommand('pollStatus', () => [
          { type: 'pushStatusPolled', changeRequestId, status: tan === undefined ? { status } : { status, tan } },
        ]))(),
    ),
  fc.constantFrom('cr1', 'cr2').map((id) => new (eventCommand('pollFailed', () => [{ type: 'pushStatusPollFailed', changeRequestId: id }]))()),
  fc
    .constantFrom<ScaFlowEvent>(
      { type: 'smsTanRequested' },
      { type: 'smsTanSent' },
      { type: 'smsTanSendFailed' },
      { type: 'redirectStarted' },
      { type: 'redirectReturned' },
      { type: 'cancelled' },
      { type: 'retrySucceeded' },
    )
    .map((event) => new (eventCommand(event.type, () => [event]))()),
  retryErrorArbitrary.map((error) => new (eventCommand('retryFailed', () => [{ type: 'retryFailed', error }]))()),
]

// 400 runs: the step coverage checked after all (afterAll) must not depend on a lucky seed.
test.prop([fc.commands(commandArbitraries, { maxCommands: 60, size: 'max' })], { numRuns: 400 })(
  'no event sequence retries without an authentication or after cancel, leaks the TAN, or leaves a change request with a status undeleted',
  (commands) => {
    const model: Model = { authentications: 0, retries: 0, retryInFlight: false, finishes: 0, cancelled: false, undeleted: new Set() }
    const [state, effects] = startScaFlow()
    expect(effects).toEqual([])
    fc.modelRun(() => ({ model, real: { state } }), commands)
  },
)

afterAll(() => {
  expect([...stepsSeen].sort()).toEqual(['done', 'idle', 'mediumChoice', 'pushFailed', 'pushTan', 'redirect', 'retrying', 'smsTanRequesting', 'tanInput'])
})
