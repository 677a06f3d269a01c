/**
 * Runs the SCA dialog's effects (core sca-flow, spec: transactions-import-proposals 2, 4, 7 "Strong customer
 * authentication") against the transfer port and reports the answers as flow events: the retried call, the push-TAN
 * change request's polls and its deletion, and the SMS-TAN fallback. Nothing here decides a step.
 */
import type { Backend, BackendError, ScaAnswer, ScaFlowEffect, ScaFlowEvent, ScaOutcome } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { waitFor } from '../scheduler.ts'
import type { FlowRuntime } from '../useFlow.ts'

export interface ScaEffectDeps {
  readonly backend: Backend
  /** The call, made again with the user's answer. */
  readonly retry: (sca: ScaAnswer) => TE.TaskEither<BackendError, unknown>
  /** The retried call's value, kept until the flow finishes. */
  readonly value: { current: unknown }
  readonly openRedirect: (link: string) => void
  readonly onEnd: (outcome: ScaOutcome, value: unknown) => void
}

/** One effect of the SCA flow, its answer dispatched unless the dialog closed meanwhile. */
export const runScaEffect = async (effect: ScaFlowEffect, { dispatch, signal }: FlowRuntime<ScaFlowEvent>, deps: ScaEffectDeps): Promise<void> => {
  const { transfers } = deps.backend
  switch (effect.type) {
    case 'retryCall': {
      const result = await deps.retry(effect.answer)()
      if (signal.aborted) return
      if (E.isRight(result)) deps.value.current = result.right
      return dispatch(E.isRight(result) ? { type: 'retrySucceeded' } : { type: 'retryFailed', error: result.left })
    }
    case 'pollChangeRequest': {
      const { changeRequestId } = effect
      if (!(await waitFor(effect.delayMs, signal))) return
      const result = await transfers.getChangeRequestStatus(changeRequestId, { signal })()
      if (signal.aborted) return
      return dispatch(
        E.isRight(result) ? { type: 'pushStatusPolled', changeRequestId, status: result.right } : { type: 'pushStatusPollFailed', changeRequestId },
      )
    }
    case 'deleteChangeRequest':
      // Without the dialog's signal: the delete must go out even as the dialog closes. Its failure shows nothing.
      void transfers.deleteChangeRequest(effect.changeRequestId)()
      return
    case 'requestSmsTan': {
      const result = await transfers.requestSmsTan(effect.callbackPath, { signal })()
      if (signal.aborted) return
      return dispatch({ type: E.isRight(result) ? 'smsTanSent' : 'smsTanSendFailed' })
    }
    case 'openRedirect':
      return deps.openRedirect(effect.link)
    case 'finish':
      return deps.onEnd(effect.outcome, deps.value.current)
  }
}
