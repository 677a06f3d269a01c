/**
 * What a polled account list shows besides its accounts: a status line while loading, a failed read with a retry,
 * and a failed re-read's notice (with a retry) above the list still shown. The retry button vanishes with the
 * notice, so focus goes to `heading` instead of being lost.
 */
import type { RefObject } from 'react'
import { LazyErrorNotice } from '../../shared/components/lazy.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import type { AccountsLoad } from './account-list.atoms.ts'

export const AccountsLoadStatus = ({
  load,
  loadingText,
  onRetry,
  heading,
}: {
  readonly load: AccountsLoad
  readonly loadingText: string
  readonly onRetry: () => void
  readonly heading: RefObject<HTMLHeadingElement | null>
}) => {
  if (load.status === 'idle' || load.status === 'loading') return <StatusLine>{loadingText}</StatusLine>
  const error = load.status === 'failed' ? load.error : load.refreshError
  if (error === undefined) return null
  const retry = () => {
    heading.current?.focus()
    onRetry()
  }
  return <LazyErrorNotice error={error} onRetry={retry} />
}
