/** A failed call, in words the user understands, with a way out. */
import { describeBackendError, type BackendError } from '@kontor/core'
import { Button } from 'react-aria-components'

export const ErrorNotice = ({ error, onRetry }: { readonly error: BackendError; readonly onRetry: () => void }) => {
  const notice = describeBackendError(error)
  return (
    <div role="alert" className="notice notice-error">
      <p>{notice.text}</p>
      {notice.retryable && (
        <Button className="button" onPress={onRetry}>
          Erneut versuchen
        </Button>
      )}
    </div>
  )
}
