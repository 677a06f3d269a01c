/**
 * What a polled account list shows before it has accounts: a status line while loading, and a failed read with a
 * retry. The retry button vanishes with the notice, so focus goes to `heading` instead of being lost.
 */
import type { RefObject } from 'react'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
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
  if (load.status === 'failed') {
    const retry = () => {
      heading.current?.focus()
      onRetry()
    }
    return <ErrorNotice error={load.error} onRetry={retry} />
  }
  return null
}
