/** Parts every transaction list shares: the count of pages, the pager and the move to a new page's top. */
import { toTransactionPageCount } from '@kontor/core'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

/** The count of pages of a list's answer: at least one, so an empty list is on its page 1. */
export const pageCountOf = (answer: { readonly totalElements: number; readonly pageSize: number }): number =>
  toTransactionPageCount(answer.totalElements, answer.pageSize)

/**
 * The pages to link: the first, the last and two on either side of the current one, with gaps between. Chosen: a
 * window of five, so the pager fits a phone's width in one or two lines however many pages there are.
 */
export const pagesToLink = (page: number, pages: number): ReadonlyArray<number | 'gap'> => {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  return shown.flatMap((p, i) => (i > 0 && p - (shown[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]))
}

/**
 * After a page was chosen in the pager (below the rows), the new page is read from its top: once its rows are loaded,
 * the element of `topRef` (the result count above the rows) scrolls into view and takes the focus. Without it the
 * reader stays at the end of the new page, at the pager again, and does not see that the rows changed. Only the
 * pager's own choice moves: a filter that goes back to page 1 leaves the focus in its field.
 */
export const useListTopAfterPaging = <E extends HTMLElement>(page: number, loaded: boolean) => {
  const topRef = useRef<E>(null)
  const chosenPage = useRef<number | null>(null)
  useEffect(() => {
    if (chosenPage.current === null || !loaded) return
    if (chosenPage.current === page) {
      const top = topRef.current
      top?.scrollIntoView?.({ block: 'start' })
      top?.focus({ preventScroll: true })
    }
    chosenPage.current = null
  }, [page, loaded])
  const onPageChosen = (chosen: number) => {
    chosenPage.current = chosen
  }
  return { topRef, onPageChosen }
}

/** Previous / page links / next, and "Seite x von y"; nothing when there is one page. */
export const Pager = ({
  page,
  pages,
  hrefOf,
  onPageChosen,
}: {
  readonly page: number
  readonly pages: number
  readonly hrefOf: (page: number) => string
  /** Told before the address changes to the chosen page (see useListTopAfterPaging). */
  readonly onPageChosen?: (page: number) => void
}) =>
  pages <= 1 ? null : (
    <nav className="pager tx-pager" aria-label={TRANSACTION_LIST_TEXTS.pagerLabel}>
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className="link" onClick={() => onPageChosen?.(page - 1)}>
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
                <Link to={hrefOf(p)} className="link" aria-label={TRANSACTION_LIST_TEXTS.pageLink(p)} onClick={() => onPageChosen?.(p)}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className="link" onClick={() => onPageChosen?.(page + 1)}>
          {TRANSACTION_LIST_TEXTS.nextPage}
        </Link>
      )}
      <span className="tx-page-of">{TRANSACTION_LIST_TEXTS.pageOf(page, pages)}</span>
    </nav>
  )
