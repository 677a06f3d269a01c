/**
 * The SCA call the dialog authorises with: ui/src/shared/sca's useScaCall (brief of issue 11: `callWithSca(call,
 * signal)` opens the TAN, medium, redirect or push-TAN dialog on an SCA-required answer, retries with the ScaAnswer
 * and resolves with the final outcome, or ScaCancelled). Until that hook is on main, this stand-in calls once without
 * authentication and renders no dialog, so an SCA-required answer shows as its catalogue notice.
 */
import type { BackendError, ScaAnswer } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useCallback, type ReactNode } from 'react'

export interface ScaCancelled {
  readonly _tag: 'ScaCancelled'
}

export type CallWithSca = <A>(
  call: (sca: ScaAnswer | undefined) => TE.TaskEither<BackendError, A>,
  signal: AbortSignal,
) => Promise<E.Either<BackendError | ScaCancelled, A>>

export const isScaCancelled = (e: BackendError | ScaCancelled): e is ScaCancelled => e._tag === 'ScaCancelled'

export const useTransferSca = (): { readonly callWithSca: CallWithSca; readonly scaDialog: ReactNode } => {
  const callWithSca: CallWithSca = useCallback((call) => call(undefined)(), [])
  return { callWithSca, scaDialog: null }
}
