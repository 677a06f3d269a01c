/** A failed transfer call as the catalogue reads it (describeTransferFailure): its text, and a countdown to a retry. */
import type { TransferFailure } from '@kontor/core'
import { useEffect, useState } from 'react'
import { countDown } from '../../shared/scheduler.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'

export const FailureNotice = ({ failure }: { readonly failure: TransferFailure }) => {
  const [secondsLeft, setSecondsLeft] = useState(failure.retryAfterSeconds ?? 0)
  useEffect(() => {
    const controller = new AbortController()
    void countDown(failure.retryAfterSeconds ?? 0, controller.signal, setSecondsLeft)
    return () => controller.abort()
  }, [failure])
  return (
    <div role="alert" className="notice notice-error">
      <p>{failure.text}</p>
      {failure.reaction === 'waitUntilRetry' && secondsLeft > 0 && <p>{TRANSFER_TEXTS.retryWait(secondsLeft)}</p>}
    </div>
  )
}
