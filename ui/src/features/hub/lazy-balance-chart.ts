/**
 * The balance chart of each account card (issue 15): its code and its reads come after the cards, never before them;
 * an empty box holds its place meanwhile so the card does not jump. Its own file, as the card imports it and lazy.ts
 * imports the cards.
 */
import { createElement } from 'react'
import { lazyQuietPart } from '../../shared/components/lazy.tsx'

export const LazyAccountBalanceChart = lazyQuietPart(
  () => import('./AccountBalanceChart.tsx').then((m) => m.AccountBalanceChart),
  createElement('div', { className: 'balance-chart balance-chart-placeholder', 'aria-hidden': true }),
)
