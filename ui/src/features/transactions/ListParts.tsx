/** Parts every transaction list shares: the pager, the load state, the empty list. */
import type { BackendError } from '@kontor/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

/**
 * The pages to link: the first, the last and two on either side of the current one, with gaps between. Chosen: a
 * window of five, so the pager fits a phone's width in one or two lines however many pages there are.
 */
export const pagesToLink = (page: number, pages: number): ReadonlyArray<number | 'gap'> => {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  return shown.flatMap((p, i) => (i > 0 && p - (shown[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]))
}

/** Previous / page links / next, and "Seite x von y"; nothing when there is one page. */
export const Pager = ({ page, pages, hrefOf }: { readonly page: number; readonly pages: number; readonly hrefOf: (page: number) => string }) =>
  pages <= 1 ? null : (
    <nav className="pager tx-pager" aria-label={TRANSACTION_LIST_TEXTS.pagerLabel}>
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className="link">
          {TRANSACTION_LIST_TEXTS.previousPage}
        </Link>
      )}
      <ul className="tx-page-links">
        {pagesToLink(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="tx-page-current" aria-current="page">
                  {p}
                </span>
              ) : (
                <Link to={hrefOf(p)} className="link" aria-label={TRANSACTION_LIST_TEXTS.pageLink(p)}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className="link">
          {TRANSACTION_LIST_TEXTS.nextPage}
        </Link>
      )}
      <span className="tx-page-of">{TRANSACTION_LIST_TEXTS.pageOf(page, pages)}</span>
    </nav>
  )

/**
 * Whether asking the same again can help: not after the server refused the query itself (a 4xx with its issues, e.g.
 * TOO_MANY_TRANSACTIONS_IN_SEARCH, whose way out is a narrower filter); a time-out or 429 can.
 */
const isRetryHelpful = (error: BackendError): boolean =>
  !(error._tag === 'ServerIssues' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)

/** Loading, or a failed read with its retry (the rows shown before stay below it). */
export const LoadStatus = ({
  status,
  error,
  loadingText,
  onRetry,
}: {
  readonly status: 'idle' | 'loading' | 'failed' | 'loaded'
  readonly error: BackendError | undefined
  readonly loadingText: string
  readonly onRetry: () => void
}) => {
  if (status === 'loading') return <StatusLine>{loadingText}</StatusLine>
  if (status === 'failed' && error !== undefined) return <ErrorNotice error={error} onRetry={isRetryHelpful(error) ? onRetry : undefined} />
  return null
}

/** An empty list says so, and what to do. */
export const EmptyList = ({ text, children }: { readonly text: string; readonly children?: ReactNode }) => (
  <div className="empty-list">
    <p className="empty">{text}</p>
    {children}
  </div>
)
