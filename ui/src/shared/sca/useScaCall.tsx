/**
 * One way to make any call that may need strong customer authentication (transfers, deleting transfers, planned
 * payments): `callWithSca` makes the call; when it fails with an SCA-required issue it opens the dialog the challenge
 * asks for (`scaDialog`, to be rendered by the caller), retries the call with the user's answer (ScaAnswer: TAN,
 * security id, requested action, token, financial contact id) and resolves with the final outcome.
 */
import { ABORTED, scaCancelled, scaChallengeOf, type BackendError, type ScaAnswer, type ScaCancelled, type ScaChallenge, type ScaOutcome } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ScaDialog } from './ScaDialog.tsx'

/** A call that takes the SCA answer when it is made again (the first time without one). */
export type ScaCall<A> = (sca?: ScaAnswer) => TE.TaskEither<BackendError, A>

export type CallWithSca = <A>(call: ScaCall<A>, signal: AbortSignal) => Promise<E.Either<BackendError | ScaCancelled, A>>

export interface UseScaCallOptions {
  /**
   * Opens the bank's page of a redirect challenge. Default: a new window, so the dialog waits here for the user to
   * come back (the bank's return address, /hub/redirect/transfer, is the transfer dialog's).
   */
  readonly openRedirect?: (link: string) => void
  /**
   * `openRedirect` leaves this page for the bank's (the transfer dialog: same window, resumed by the return address),
   * so the dialog says so and offers no "I have authorised" to wait for.
   */
  readonly redirectLeavesPage?: boolean
}

interface ScaSession {
  readonly id: number
  readonly challenge: ScaChallenge
  readonly retry: ScaCall<unknown>
  readonly resolve: (result: E.Either<BackendError | ScaCancelled, unknown>) => void
  readonly detach: () => void
}

const openInNewWindow = (link: string): void => {
  window.open(link, '_blank', 'noopener,noreferrer')
}

const toResult = (outcome: ScaOutcome, value: unknown): E.Either<BackendError | ScaCancelled, unknown> => {
  switch (outcome.type) {
    case 'succeeded':
      return E.right(value)
    case 'failed':
      return E.left(outcome.error)
    case 'cancelled':
      return E.left(scaCancelled(outcome.reason))
    default:
      return absurd(outcome)
  }
}

/**
 * `callWithSca(call, signal)` and the dialog to render. One SCA dialog at a time: a second call that needs SCA while
 * one is open resolves ScaCancelled at once (two dialogs over each other would confuse which TAN is for what).
 * Aborting `signal` or unmounting the caller closes the dialog, stops its polling and resolves Aborted.
 * @example const { callWithSca, scaDialog } = useScaCall()
 * // in the feature's *.effects.ts, handed callWithSca (transfer.effects.ts):
 * // const result = await callWithSca((sca) => backend.transfers.executeBankTransferOrder(id, sca, { signal }), signal)
 */
export const useScaCall = (options: UseScaCallOptions = {}): { readonly callWithSca: CallWithSca; readonly scaDialog: ReactNode } => {
  const [session, setSession] = useState<ScaSession | null>(null)
  const sessionRef = useRef<ScaSession | null>(null)
  const nextId = useRef(0)

  const end = useCallback((ending: ScaSession, result: E.Either<BackendError | ScaCancelled, unknown>) => {
    if (sessionRef.current !== ending) return
    sessionRef.current = null
    ending.detach()
    setSession(null)
    ending.resolve(result)
  }, [])

  useEffect(
    () => () => {
      const open = sessionRef.current
      if (open !== null) end(open, E.left(ABORTED))
    },
    [end],
  )

  const callWithSca = useCallback(
    async <A,>(call: ScaCall<A>, signal: AbortSignal): Promise<E.Either<BackendError | ScaCancelled, A>> => {
      const first = await call()()
      if (E.isRight(first) || signal.aborted) return first
      const challenge = scaChallengeOf(first.left)
      if (challenge === undefined) return first
      if (sessionRef.current !== null) return E.left(scaCancelled('user'))
      return new Promise<E.Either<BackendError | ScaCancelled, A>>((resolve) => {
        const onAbort = () => end(opened, E.left(ABORTED))
        nextId.current += 1
        const opened: ScaSession = {
          id: nextId.current,
          challenge,
          retry: call,
          resolve: resolve as ScaSession['resolve'],
          detach: () => signal.removeEventListener('abort', onAbort),
        }
        signal.addEventListener('abort', onAbort, { once: true })
        sessionRef.current = opened
        setSession(opened)
      })
    },
    [end],
  )

  const openRedirect = options.openRedirect ?? openInNewWindow
  const scaDialog =
    session === null ? null : (
      <ScaDialog
        key={session.id}
        challenge={session.challenge}
        retry={session.retry}
        openRedirect={openRedirect}
        redirectLeavesPage={options.redirectLeavesPage ?? false}
        onEnd={(outcome, value) => end(session, toResult(outcome, value))}
      />
    )
  return { callWithSca, scaDialog }
}
