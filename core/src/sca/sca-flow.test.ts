import { describe, expect, it } from 'vitest'
import { NETWORK_FAILURE, serverIssues } from '../errors/backend-error.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import type { ScaChallenge } from './sca-challenge.ts'
import type { ScaFlowEvent, ScaFlowState, ScaFlowTransition } from './sca-flow-model.ts'
import { canCancelSca, startScaFlow, toPushFinalStatus, transitionScaFlow } from './sca-flow.ts'

const request = { requestedAction: 'EXECUTE', token: 'tok', financialContactId: 'fc1' }
const tanChallenge: ScaChallenge = { kind: 'tanInput', request, challengeText: 'TAN für 12,00 €', securityId: '900' }
const pushChallenge: ScaChallenge = { kind: 'pushTan', request, changeRequestId: 'cr1', deviceName: 'iPhone', smsTanFallback: '/sms/cr1' }
const redirectChallenge: ScaChallenge = { kind: 'redirect', request, challengeText: null, link: 'https://bank.example/sca', securityId: null }
const mediumChallenge: ScaChallenge = {
  kind: 'mediumChoice',
  request,
  challengeText: null,
  media: [
    { securityId: '921', name: 'pushTAN' },
    { securityId: '972', name: 'chipTAN' },
  ],
}

/** Runs events from the start, returning the last state and every effect on the way. */
const run = (...events: ScaFlowEvent[]): ScaFlowTransition => {
  let [state, effects] = startScaFlow()
  const all = [...effects]
  for (const event of events) {
    ;[state, effects] = transitionScaFlow(state, event)
    all.push(...effects)
  }
  return [state, all]
}
const received = (challenge: ScaChallenge): ScaFlowEvent => ({ type: 'challengeReceived', challenge })
const polled = (status: string, tan?: string): ScaFlowEvent => ({
  type: 'pushStatusPolled',
  changeRequestId: 'cr1',
  status: tan === undefined ? { status } : { status, tan },
})

describe('TAN input', () => {
  it('retries once with the TAN, security id, requested action, token and financial contact id', () => {
    const [state, effects] = run(received(tanChallenge), { type: 'tanSubmitted', tan: ' 123 456 ' })
    expect(state.step).toBe('retrying')
    expect(effects).toEqual([
      { type: 'retryCall', answer: { requestedAction: 'EXECUTE', token: 'tok', financialContactId: 'fc1', securityId: '900', tan: '123456' } },
    ])
  })

  it('keeps the dialog with a German message on the field for a bad TAN', () => {
    const [state, effects] = run(received(tanChallenge), { type: 'tanSubmitted', tan: '' })
    expect(effects).toEqual([])
    expect(state).toMatchObject({ step: 'tanInput', fieldError: { field: 'tan', key: 'sca.tanRequired' } })
  })

  it('sends one retry for a double submit', () => {
    const [, effects] = run(received(tanChallenge), { type: 'tanSubmitted', tan: '123456' }, { type: 'tanSubmitted', tan: '123456' })
    expect(effects.filter((e) => e.type === 'retryCall')).toHaveLength(1)
  })

  it('stays in the TAN input after INVALID_TAN, the message on the field and the field cleared', () => {
    const [state, effects] = run(
      received(tanChallenge),
      { type: 'tanSubmitted', tan: '111111' },
      { type: 'retryFailed', error: serverIssues(406, [{ i18nKey: 'invalid_tan' }]) },
    )
    expect(state).toMatchObject({ step: 'tanInput', input: { attempt: 1, securityId: '900' }, fieldError: { field: 'tan', key: 'INVALID_TAN' } })
    if (state.step === 'tanInput' && state.fieldError !== null) expect(messageFor(state.fieldError.key)).toContain('TAN ist ungültig')
    expect(effects.filter((e) => e.type === 'finish')).toEqual([])
  })

  it('then succeeds with the right TAN', () => {
    const [state, effects] = run(
      received(tanChallenge),
      { type: 'tanSubmitted', tan: '111111' },
      { type: 'retryFailed', error: serverIssues(400, [{ i18nKey: 'INVALID_TAN' }]) },
      { type: 'tanSubmitted', tan: '222222' },
      { type: 'retrySucceeded' },
    )
    expect(state).toEqual({ step: 'done', outcome: { type: 'succeeded' } })
    expect(effects.filter((e) => e.type === 'retryCall').map((e) => e.type === 'retryCall' && e.answer.tan)).toEqual(['111111', '222222'])
    expect(effects.at(-1)).toEqual({ type: 'finish', outcome: { type: 'succeeded' } })
  })

  it('ends with the error when the retried call fails otherwise', () => {
    const [state, effects] = run(received(tanChallenge), { type: 'tanSubmitted', tan: '123456' }, { type: 'retryFailed', error: NETWORK_FAILURE })
    expect(state).toEqual({ step: 'done', outcome: { type: 'failed', error: NETWORK_FAILURE } })
    expect(effects.at(-1)).toEqual({ type: 'finish', outcome: { type: 'failed', error: NETWORK_FAILURE } })
  })

  it('opens the next challenge when the retried call asks again', () => {
    const again = serverIssues(403, [{ i18nKey: 'solaris_sca_required', source: 'scaDevice', scaContext: { changeRequestId: 'cr1' } }])
    const [state, effects] = run(received(tanChallenge), { type: 'tanSubmitted', tan: '123456' }, { type: 'retryFailed', error: again })
    expect(state.step).toBe('pushTan')
    expect(effects.at(-1)).toEqual({ type: 'pollChangeRequest', changeRequestId: 'cr1', delayMs: 2000 })
  })

  it('cancels without a retry', () => {
    const [state, effects] = run(received(tanChallenge), { type: 'cancelled' }, { type: 'tanSubmitted', tan: '123456' })
    expect(state).toEqual({ step: 'done', outcome: { type: 'cancelled', reason: 'user' } })
    expect(effects).toEqual([{ type: 'finish', outcome: { type: 'cancelled', reason: 'user' } }])
  })

  it('cannot be cancelled while the retried call runs', () => {
    const [state] = run(received(tanChallenge), { type: 'tanSubmitted', tan: '123456' })
    expect(canCancelSca(state)).toBe(false)
    expect(transitionScaFlow(state, { type: 'cancelled' })).toEqual([state, []])
  })
})

describe('medium choice', () => {
  it('asks for a medium, then the TAN, and sends the chosen security id', () => {
    const [state1] = run(received(mediumChallenge), { type: 'mediumChosen', securityId: null })
    expect(state1).toMatchObject({ step: 'mediumChoice', fieldError: { field: 'securityId', key: 'sca.mediumRequired' } })
    const [state2, effects] = run(received(mediumChallenge), { type: 'mediumChosen', securityId: '972' }, { type: 'tanSubmitted', tan: '123456' })
    expect(state2.step).toBe('retrying')
    expect(effects).toEqual([{ type: 'retryCall', answer: { ...request, securityId: '972', tan: '123456' } }])
  })

  it('ignores a security id the bank did not offer', () => {
    const [state] = run(received(mediumChallenge), { type: 'mediumChosen', securityId: '999' })
    expect(state.step).toBe('mediumChoice')
  })
})

describe('redirect', () => {
  it('opens the bank page, then retries without a TAN once the user is back', () => {
    const [before] = run(received(redirectChallenge), { type: 'redirectReturned' })
    expect(before).toMatchObject({ step: 'redirect', opened: false })
    const [state, effects] = run(received(redirectChallenge), { type: 'redirectStarted' }, { type: 'redirectReturned' })
    expect(state.step).toBe('retrying')
    expect(effects).toEqual([
      { type: 'openRedirect', link: 'https://bank.example/sca' },
      { type: 'retryCall', answer: request },
    ])
  })
})

describe('push-TAN', () => {
  it('polls every 2 s while the device has not answered', () => {
    const [state, effects] = run(received(pushChallenge), polled('PENDING'), { type: 'pushStatusPollFailed', changeRequestId: 'cr1' })
    expect(state.step).toBe('pushTan')
    expect(effects).toEqual(Array(3).fill({ type: 'pollChangeRequest', changeRequestId: 'cr1', delayMs: 2000 }))
  })

  it('CONFIRMED retries with the TAN, and deletes the change request once the retried call answered', () => {
    const [state, effects] = run(received(pushChallenge), polled('CONFIRMED', '654321'))
    expect(state.step).toBe('retrying')
    expect(effects.slice(1)).toEqual([{ type: 'retryCall', answer: { ...request, tan: '654321' } }])
    expect(transitionScaFlow(state, { type: 'retrySucceeded' })[1]).toEqual([
      { type: 'deleteChangeRequest', changeRequestId: 'cr1' },
      { type: 'finish', outcome: { type: 'succeeded' } },
    ])
    expect(transitionScaFlow(state, { type: 'retryFailed', error: NETWORK_FAILURE })[1]).toEqual([
      { type: 'deleteChangeRequest', changeRequestId: 'cr1' },
      { type: 'finish', outcome: { type: 'failed', error: NETWORK_FAILURE } },
    ])
  })

  it('DECLINED deletes the change request and cancels', () => {
    const [state, effects] = run(received(pushChallenge), polled('DECLINED'))
    expect(state).toEqual({ step: 'done', outcome: { type: 'cancelled', reason: 'declined' } })
    expect(effects.slice(1)).toEqual([
      { type: 'deleteChangeRequest', changeRequestId: 'cr1' },
      { type: 'finish', outcome: { type: 'cancelled', reason: 'declined' } },
    ])
  })

  it('FAILED deletes the change request, shows the failure, and cancels when closed', () => {
    const [failed, effects] = run(received(pushChallenge), polled('FAILED'))
    expect(failed).toEqual({ step: 'pushFailed' })
    expect(effects.slice(1)).toEqual([{ type: 'deleteChangeRequest', changeRequestId: 'cr1' }])
    expect(messageFor('sca.pushFailed')).toBe('Es ist ein Fehler aufgetreten. Prüfen Sie, ob der Auftrag trotzdem ausgeführt wurde.')
    expect(transitionScaFlow(failed, { type: 'cancelled' })[1]).toEqual([{ type: 'finish', outcome: { type: 'cancelled', reason: 'failed' } }])
  })

  it('deletes a change request that answers late, after the flow moved on', () => {
    const [state] = run(received(pushChallenge), { type: 'cancelled' })
    expect(transitionScaFlow(state, polled('CONFIRMED', '1234'))).toEqual([state, [{ type: 'deleteChangeRequest', changeRequestId: 'cr1' }]])
  })

  it('cancel withdraws the change request', () => {
    const [, effects] = run(received(pushChallenge), { type: 'cancelled' })
    expect(effects.slice(1)).toEqual([
      { type: 'deleteChangeRequest', changeRequestId: 'cr1' },
      { type: 'finish', outcome: { type: 'cancelled', reason: 'user' } },
    ])
  })

  it('SMS-TAN fallback: requested, then typed as a TAN', () => {
    const [state, effects] = run(received(pushChallenge), { type: 'smsTanRequested' }, { type: 'smsTanSent' }, { type: 'tanSubmitted', tan: '777777' })
    expect(state.step).toBe('retrying')
    expect(effects.slice(1)).toEqual([
      { type: 'requestSmsTan', callbackPath: '/sms/cr1' },
      { type: 'retryCall', answer: { ...request, tan: '777777' } },
    ])
  })

  it('SMS-TAN fallback failure shows spec 8’s message and goes on waiting for the device', () => {
    const [state, effects] = run(received(pushChallenge), { type: 'smsTanRequested' }, { type: 'smsTanSendFailed' })
    expect(state).toMatchObject({ step: 'pushTan', smsTanFailed: true })
    expect(effects.at(-1)).toEqual({ type: 'pollChangeRequest', changeRequestId: 'cr1', delayMs: 2000 })
    expect(messageFor('sca.smsTanSendFailed')).toContain('SMS-TAN')
  })

  it('offers no SMS-TAN when the bank gave no fallback', () => {
    const noSms: ScaChallenge = { ...pushChallenge, smsTanFallback: null } as ScaChallenge
    const [state] = run(received(noSms), { type: 'smsTanRequested' })
    expect(state.step).toBe('pushTan')
  })

  it('reads final statuses without regard to case', () => {
    expect(toPushFinalStatus({ status: ' confirmed ' })).toBe('CONFIRMED')
    expect(toPushFinalStatus({ status: 'PENDING' })).toBeNull()
  })
})

describe('once done', () => {
  it('nothing changes', () => {
    const done: ScaFlowState = { step: 'done', outcome: { type: 'succeeded' } }
    for (const event of [received(tanChallenge), { type: 'cancelled' } as const, { type: 'retrySucceeded' } as const]) {
      expect(transitionScaFlow(done, event)).toEqual([done, []])
    }
  })
})
