/**
 * The navigation's transaction counts, loaded after the first screen: they need the summaries' codecs and rules,
 * which the hub's first load must not carry (≤ 140 kB). Until then, and when there is nothing to count, nothing shows.
 */
import { lazy, Suspense } from 'react'
import type { NavCountKind } from './TransactionNavCount.tsx'

const Count = lazy(() => import('./TransactionNavCount.tsx').then((m) => ({ default: m.TransactionNavCount })))

export const LazyTransactionNavCount = ({ kind }: { readonly kind: NavCountKind }) => (
  <Suspense fallback={null}>
    <Count kind={kind} />
  </Suspense>
)
