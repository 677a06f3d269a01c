/** Parts the transfer lists and the planned payments share: the tab links, the load state, the notice after an action. */
import type { BackendError } from '@kontor/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'

/** Tabs that are addresses: links, the current one marked with aria-current (each tab has its own route). */
export const TabLinks = ({ label, tabs, current }: { readonly label: string; readonly tabs: ReadonlyArray<{ readonly path: string; readonly label: string }>; readonly current: string }) => (
  <nav aria-label={label}>
    <ul className="tab-list tab-links">
      {tabs.map((tab) => (
        <li key={tab.path}>
          <Link to={tab.path} className="tab" aria-current={tab.path === current ? 'page' : undefined} data-selected={tab.path === current ? true : undefined}>
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
)

/** Loading, or a failed read with its retry (the rows shown before stay below it). */
export const LoadStatus = ({
  status,
  error,
  loadingText,
  onRetry,
}: {
  readonly status: 'loading' | 'failed' | 'loaded'
  readonly error: BackendError | undefined
  readonly loadingText: string
  readonly onRetry: () => void
}) => {
  if (status === 'loading') return <StatusLine>{loadingText}</StatusLine>
  if (status === 'failed' && error !== undefined) return <ErrorNotice error={error} onRetry={onRetry} />
  return null
}

/** Always in the page, so that a screen reader hears each new text (a live region added with its text is not read). */
export const ActionNotice = ({ text, tone = 'success' }: { readonly text: string; readonly tone?: 'success' | 'info' }) => (
  <div className={text === '' ? 'visually-hidden' : `notice notice-${tone}`} aria-live="polite" data-testid="transfer-notice">
    {text}
  </div>
)

/** An empty list says so, with the way to create one. */
export const EmptyList = ({ text, children }: { readonly text: string; readonly children: ReactNode }) => (
  <div className="empty-list">
    <p className="empty">{text}</p>
    {children}
  </div>
)
