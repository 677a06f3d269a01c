/**
 * A list of transfers: a table on wide screens, cards on narrow ones (the hub's narrow width), both from the same
 * column definitions so that each field is shown once and named the same.
 */
import type { ReactNode } from 'react'
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components'
import { Link } from 'react-router'
import { useViewportWidth } from '../../shared/useViewportWidth.ts'
import { TRANSFER_LIST_NARROW_MAX_WIDTH_PX } from './constants.ts'
import { TRANSFER_LIST_TEXTS } from './transfer-lists-texts.ts'

export interface ListColumn<T> {
  readonly key: string
  readonly header: string
  readonly render: (item: T) => ReactNode
  /** The header is read by screen readers only (a checkbox or actions column). */
  readonly hiddenHeader?: boolean
  readonly className?: string
}

export const ResponsiveList = <T,>({
  caption,
  items,
  rowKey,
  columns,
  header,
}: {
  readonly caption: string
  readonly items: ReadonlyArray<T>
  readonly rowKey: (item: T) => string
  readonly columns: ReadonlyArray<ListColumn<T>>
  /** Replaces a column's header in the table (e.g. a "choose all" checkbox). */
  readonly header?: Readonly<Record<string, ReactNode>>
}) => {
  const narrow = useViewportWidth() <= TRANSFER_LIST_NARROW_MAX_WIDTH_PX
  if (narrow) {
    return (
      <ul className="transfer-cards" aria-label={caption}>
        {items.map((item) => (
          <li key={rowKey(item)} className="transfer-card">
            <dl>
              {columns.map((column) => (
                <div key={column.key} className={`transfer-card-field transfer-card-${column.key}`}>
                  <dt className={column.hiddenHeader === true ? 'visually-hidden' : 'transfer-card-label'}>{column.header}</dt>
                  <dd>{column.render(item)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <table className="transfer-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {header?.[column.key] ?? (column.hiddenHeader === true ? <span className="visually-hidden">{column.header}</span> : column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((column) => (
              <td key={column.key} className={column.className}>
                {column.render(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A state with an explanation (IN_PROGRESS, an error): the label, a hint button whose tooltip shows the text on
 * hover or focus, and the same text for screen readers in reading order (a tooltip alone is not read).
 */
export const StatusWithHint = ({ label, hint, tone }: { readonly label: string; readonly hint: string; readonly tone: 'info' | 'error' }) => (
  <span className={`transfer-status transfer-status-${tone}`}>
    <span className="badge">{label}</span>
    <TooltipTrigger delay={300}>
      <Button className="hint-button" aria-label={TRANSFER_LIST_TEXTS.statusHint}>
        <span aria-hidden="true">i</span>
      </Button>
      <Tooltip className="tooltip" offset={6}>
        {hint}
      </Tooltip>
    </TooltipTrigger>
    <span className="visually-hidden">{hint}</span>
  </span>
)

/** Previous / next page as links, with "Seite n von m"; nothing when there is one page. */
export const Pager = ({
  page,
  pages,
  hrefOf,
}: {
  readonly page: number
  readonly pages: number
  readonly hrefOf: (page: number) => string
}) =>
  pages <= 1 ? null : (
    <nav className="pager" aria-label={TRANSFER_LIST_TEXTS.pagerLabel}>
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className="link">
          {TRANSFER_LIST_TEXTS.previousPage}
        </Link>
      )}
      <span aria-current="page">{TRANSFER_LIST_TEXTS.pageOf(page, pages)}</span>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className="link">
          {TRANSFER_LIST_TEXTS.nextPage}
        </Link>
      )}
    </nav>
  )
