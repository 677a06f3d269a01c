/**
 * The rows of a transaction list: a table on wide screens, cards on narrow ones (the transfer lists' pattern), both
 * from the same column definitions. Each row opens the assignment panel: by its button (Enter or Space, in the tab
 * order) or by a click anywhere on the row.
 */
import { formatLocalDate, formatMoney, TRANSACTION_UI_STATE_LABELS, type LocalDate, type Money, type TransactionUiState } from '@kontor/core'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { useViewportWidth } from '../../shared/useViewportWidth.ts'
import { AccountLogo } from './AccountLogo.tsx'
import type { accountOfRow } from './list-address.ts'
import { TRANSACTION_LIST_NARROW_MAX_WIDTH_PX } from './constants.ts'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

export interface RowColumn<T> {
  readonly key: string
  readonly header: string
  readonly render: (item: T) => ReactNode
  readonly className?: string
}

/** A state badge: its colour comes from the state, its word says it (never colour alone). */
export const StateBadge = ({ state, label }: { readonly state: string; readonly label: string }) => (
  <span className={`badge tx-state tx-state-${state}`}>{label}</span>
)

/** Server text as text (React escapes it); long text wraps, and its whole is in the title for a pointer user. */
export const LongText = ({ text, className }: { readonly text: string; readonly className?: string }) => (
  <span className={`tx-long-text ${className ?? ''}`} title={text}>
    {text}
  </span>
)

/** The other party's name, or the lists' word for none. */
export const counterpartyOf = (name: string | null | undefined): string => name?.trim() || TRANSACTION_LIST_TEXTS.noCounterparty

/** What the columns show of a row: booked and reserved rows alike. */
export interface RowTexts {
  readonly date: LocalDate | null | undefined
  /** The account's name and logo (list-address.ts accountOfRow). */
  readonly account: ReturnType<typeof accountOfRow>
  readonly state: TransactionUiState
  readonly counterparty: string | null | undefined
  readonly purpose: string | null | undefined
  readonly amount: Money
  /** What is still open, shown only while the row is partly assigned. */
  readonly openWhilePartlyAssigned: Money | null | undefined
}

/** Every column of a list, written once for both lists. */
export const rowColumns = <T,>(textsOf: (item: T) => RowTexts): ReadonlyArray<RowColumn<T>> => [
  {
    key: 'date',
    header: TRANSACTION_LIST_TEXTS.columnDate,
    className: 'tx-col-date',
    render: (item) => {
      const { date } = textsOf(item)
      return date == null ? '' : formatLocalDate(date)
    },
  },
  {
    key: 'account',
    header: TRANSACTION_LIST_TEXTS.columnAccount,
    className: 'tx-col-account',
    render: (item) => {
      const { account } = textsOf(item)
      return <AccountLogo name={account.name} logoUrl={account.logoUrl} />
    },
  },
  {
    key: 'counterparty',
    header: TRANSACTION_LIST_TEXTS.columnCounterparty,
    render: (item) => <LongText className="tx-counterparty" text={counterpartyOf(textsOf(item).counterparty)} />,
  },
  {
    key: 'purpose',
    header: TRANSACTION_LIST_TEXTS.columnPurpose,
    className: 'tx-col-purpose',
    render: (item) => <LongText className="tx-purpose" text={textsOf(item).purpose?.trim() || TRANSACTION_LIST_TEXTS.noPurpose} />,
  },
  {
    key: 'amount',
    header: TRANSACTION_LIST_TEXTS.columnAmount,
    className: 'tx-col-amount',
    render: (item) => {
      const { amount, openWhilePartlyAssigned: open } = textsOf(item)
      return (
        <>
          <span className="tx-amount">{formatMoney(amount)}</span>
          {open != null && <span className="tx-open-amount">{TRANSACTION_LIST_TEXTS.openAmount(formatMoney(open))}</span>}
        </>
      )
    },
  },
  {
    key: 'state',
    header: TRANSACTION_LIST_TEXTS.columnState,
    render: (item) => {
      const { state } = textsOf(item)
      return <StateBadge state={state} label={TRANSACTION_UI_STATE_LABELS[state]} />
    },
  },
]

export const TransactionRows = <T,>({
  caption,
  items,
  rowKey,
  columns,
  openLabel,
  onOpen,
}: {
  readonly caption: string
  readonly items: ReadonlyArray<T>
  readonly rowKey: (item: T) => string
  readonly columns: ReadonlyArray<RowColumn<T>>
  /** The accessible name of a row's open button (names the row: counterparty, amount, date). */
  readonly openLabel: (item: T) => string
  readonly onOpen: (item: T) => void
}) => {
  const narrow = useViewportWidth() <= TRANSACTION_LIST_NARROW_MAX_WIDTH_PX
  const openButton = (item: T) => (
    <Button className="button tx-open-button" aria-label={openLabel(item)} onPress={() => onOpen(item)}>
      {TRANSACTION_LIST_TEXTS.open}
    </Button>
  )
  // A click on the row opens it too; a click on its button is the button's own (it stops here by react-aria's press).
  const onRowClick = (item: T) => (event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('button, a') !== null) return
    onOpen(item)
  }
  if (narrow) {
    return (
      <ul className="tx-cards" aria-label={caption}>
        {items.map((item) => (
          <li key={rowKey(item)} className="tx-card" data-testid="tx-row" onClick={onRowClick(item)}>
            <dl>
              {columns.map((column) => (
                <div key={column.key} className={`tx-card-field tx-card-${column.key}`}>
                  <dt className="tx-card-label">{column.header}</dt>
                  <dd>{column.render(item)}</dd>
                </div>
              ))}
            </dl>
            {openButton(item)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <table className="tx-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{TRANSACTION_LIST_TEXTS.columnOpen}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)} className="tx-row" data-testid="tx-row" onClick={onRowClick(item)}>
            {columns.map((column) => (
              <td key={column.key} className={column.className}>
                {column.render(item)}
              </td>
            ))}
            <td className="tx-col-open">{openButton(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
