/** What every list (useListLoad.ts) says beside its rows: that it loads or that its read failed, and that it is empty. */
import type { ComponentType, ReactNode } from 'react'
import type { ListLoad } from '../useListLoad.ts'
import type { ErrorNoticeProps } from './ErrorNotice.tsx'
import { LazyErrorNotice } from './lazy.tsx'
import { StatusLine } from './StatusLine.tsx'

/**
 * Loading, or a failed read with its retry (the rows shown before stay below it). Whether a retry is offered is
 * core's rule (describeBackendError: not for TOO_MANY_TRANSACTIONS_IN_SEARCH, whose way out is a narrower filter).
 * `loadingText` null says nothing while the read runs (the rows shown say enough). `Notice` is the lazy ErrorNotice,
 * or ErrorNotice itself on a page that carries its code anyway (then it shows at once).
 */
export const LoadStatus = ({
  load,
  loadingText,
  onRetry,
  Notice = LazyErrorNotice,
}: {
  readonly load: ListLoad<unknown>
  readonly loadingText: string | null
  readonly onRetry: () => void
  readonly Notice?: ComponentType<ErrorNoticeProps>
}) => {
  if (load.status === 'loading') return loadingText === null ? null : <StatusLine>{loadingText}</StatusLine>
  if (load.status === 'failed') return <Notice error={load.error} onRetry={onRetry} />
  return null
}

/** An empty list says so, and what to do. */
export const EmptyList = ({ text, children, className }: { readonly text: string; readonly children?: ReactNode; readonly className?: string }) => (
  <div className={className === undefined ? 'empty-list' : `empty-list ${className}`}>
    <p className="empty">{text}</p>
    {children}
  </div>
)
