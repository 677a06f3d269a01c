/**
 * A failed call that reaches through to a bank, in the user's words: a 408 is the bank not answering ('Die Verbindung
 * zu Ihrer Bank ist fehlgeschlagen… (408)', describeBankCallError), everything else as ErrorNotice shows it.
 */
import { describeBankCallError, type BackendError } from '@kontor/core'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { BANK_CREDENTIALS_TEXTS as TEXTS } from './bank-credentials-texts.ts'

export const BankCallNotice = ({ error, onRetry }: { readonly error: BackendError; readonly onRetry?: (() => void) | undefined }) => {
  const notice = describeBankCallError(error)
  // A wait-until-retry answer needs ErrorNotice's count-down; it reads such an error the same way.
  if (notice.reaction === 'waitUntilRetry' && onRetry !== undefined) return <ErrorNotice error={error} onRetry={onRetry} />
  return (
    <div role="alert" className="notice notice-error">
      <p>{notice.text}</p>
      {notice.retryable && onRetry !== undefined && (
        <Button className="button" onPress={onRetry}>
          {TEXTS.retry}
        </Button>
      )}
    </div>
  )
}

/** Texts shown above a form (notices of a failed save); nothing when there are none. */
export const NoticeTexts = ({ texts }: { readonly texts: ReadonlyArray<string> }) =>
  texts.length === 0 ? null : (
    <div role="alert" className="notice notice-error">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  )
