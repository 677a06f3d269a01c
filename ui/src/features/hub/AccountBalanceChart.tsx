/**
 * The small balance chart of an account card (issue 15; spec hub-and-business-account 2.6, 3 "Financial account
 * report", 4.12): the end-of-day balance of the last BALANCE_CHART_DAYS days, worked back from the account's balance
 * by its transactions (core dailyBalanceSeries), as a plain SVG line with a German summary as its accessible name and
 * a visually hidden list as its text alternative. Loaded after the cards (lazy.ts) and read again after the finance
 * events that change transactions or balances. Without a balance or without transactions there is no line to draw,
 * and the card says why.
 */
import {
  balanceSeriesStart,
  BALANCE_CHART_DAYS,
  dailyBalanceSeries,
  formatLocalDate,
  formatMoney,
  formatMoneyAmount,
  summariseBalanceSeries,
  toBalanceChartPoints,
  todayInBerlin,
  toSvgPath,
  type DailyBalance,
  type FinancialAccount,
} from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { BALANCE_CHART_TEXTS } from './account-card-extras-texts.ts'
import { BALANCE_CHART_HEIGHT, BALANCE_CHART_WIDTH } from './constants.ts'
import { readBalanceChartTransactions, type BalanceChartTransactions } from './hub.effects.ts'

/** The finance events after which the chart reads again (4.12): transactions or balances changed. */
export const BALANCE_CHART_EVENTS = ['transaction_changed', 'update_account_balances'] as const

/** The chart's read: running, or its answer. */
type ChartLoad = { readonly status: 'loading' } | BalanceChartTransactions

export const AccountBalanceChart = ({ account }: { readonly account: FinancialAccount }) => {
  const backend = useBackend()
  const eventRevision = useFinanceEventRevision(BALANCE_CHART_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [load, setLoad] = useState<ChartLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const today = todayInBerlin(backend.clock)
  const balance = account.balance ?? undefined
  const { financialAccountId } = account
  // The list is re-read every second while a sync runs, each time with new Money objects: read again only when the
  // amount itself changed.
  const balanceKey = balance === undefined ? undefined : formatMoneyAmount(balance)

  useEffect(() => {
    if (balanceKey === undefined) return undefined
    const controller = new AbortController()
    const { signal } = controller
    void readBalanceChartTransactions(backend, { financialAccountId, dateFrom: balanceSeriesStart(today), dateTo: today }, signal).then((next) => {
      if (!signal.aborted) setLoad(next)
    })
    return () => controller.abort()
  }, [backend, financialAccountId, balanceKey, today, eventRevision, dataRevision, attempt])

  if (balance === undefined) return <p className="balance-chart-note">{BALANCE_CHART_TEXTS.noBalance}</p>
  // While the first read runs the chart's place stays empty: the card shows at once, the line follows.
  if (load.status === 'loading') return <div className="balance-chart balance-chart-placeholder" aria-hidden="true" />
  if (load.status === 'failed') {
    return (
      <div className="balance-chart-note">
        {BALANCE_CHART_TEXTS.failed}{' '}
        <Button className="link-button" aria-label={BALANCE_CHART_TEXTS.retryLabel(account.name)} onPress={() => setAttempt((n) => n + 1)}>
          {BALANCE_CHART_TEXTS.retry}
        </Button>
      </div>
    )
  }
  const series = dailyBalanceSeries(balance, load.transactions, today)
  const summary = summariseBalanceSeries(series)
  // Only transactions after the first day move the line; none means a flat line that would say nothing.
  const moved = summary !== undefined && load.transactions.some((t) => t.transactionDate != null && t.transactionDate > summary.first.date && t.transactionDate <= today)
  if (summary === undefined || !moved) return <p className="balance-chart-note">{BALANCE_CHART_TEXTS.noTransactions(BALANCE_CHART_DAYS)}</p>

  const at = (p: DailyBalance) => formatLocalDate(p.date)
  const label = BALANCE_CHART_TEXTS.summary(
    BALANCE_CHART_DAYS,
    formatMoney(summary.first.balance),
    formatMoney(summary.last.balance),
    formatMoney(summary.lowest.balance),
    at(summary.lowest),
    formatMoney(summary.highest.balance),
    at(summary.highest),
  )
  const listId = `balance-chart-${financialAccountId}`
  return (
    <figure className="balance-chart" data-testid="balance-chart">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${BALANCE_CHART_WIDTH} ${BALANCE_CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="balance-chart-svg"
        focusable="false"
      >
        <path d={toSvgPath(toBalanceChartPoints(series, BALANCE_CHART_WIDTH, BALANCE_CHART_HEIGHT))} className="balance-chart-line" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="visually-hidden">
        <span id={listId}>{BALANCE_CHART_TEXTS.listLabel(BALANCE_CHART_DAYS)}</span>
        <ul aria-labelledby={listId}>
          <li>{BALANCE_CHART_TEXTS.startPoint(at(summary.first), formatMoney(summary.first.balance))}</li>
          <li>{BALANCE_CHART_TEXTS.lowestPoint(at(summary.lowest), formatMoney(summary.lowest.balance))}</li>
          <li>{BALANCE_CHART_TEXTS.highestPoint(at(summary.highest), formatMoney(summary.highest.balance))}</li>
          <li>{BALANCE_CHART_TEXTS.endPoint(at(summary.last), formatMoney(summary.last.balance))}</li>
        </ul>
      </figcaption>
    </figure>
  )
}
