/** A failed call, in words the user understands, with a way out. */
import { describeBackendError, type BackendError } from '@kontor/core'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { countDown } from '../scheduler.ts'

export const ErrorNotice = ({ error, onRetry }: { readonly error: BackendError; readonly onRetry: () => void }) => {
  const notice = describeBackendError(error)
  const waitSeconds = notice.reaction === 'waitUntilRetry' ? (notice.retryAfterSeconds ?? 0) : 0
  const [secondsLeft, setSecondsLeft] = useState(waitSeconds)

  // A 429 says when asking again can succeed: until then the retry button waits, and shows how long.
  useEffect(() => {
    const controller = new AbortController()
    void countDown(waitSeconds, controller.signal, setSecondsLeft)
    return () => controller.abort()
  }, [error, waitSeconds])

  return (
    <div role="alert" className="notice notice-error">
      <p>{notice.text}</p>
      {notice.retryable && (
        <Button className="button" isDisabled={secondsLeft > 0} onPress={onRetry}>
          {secondsLeft > 0 ? `Erneut versuchen (in ${secondsLeft} s)` : 'Erneut versuchen'}
        </Button>
      )}
    </div>
  )
}
