/**
 * The navigation's count, loaded after the first screen: it needs the summary's rules and codecs, which the hub's
 * first load must not carry (≤ 140 kB). Until then, and when there is nothing to count, it shows nothing.
 */
import { lazy, Suspense } from 'react'

const Count = lazy(() => import('./PlannedPaymentsNavCount.tsx').then((m) => ({ default: m.PlannedPaymentsNavCount })))

export const LazyPlannedPaymentsNavCount = () => (
  <Suspense fallback={null}>
    <Count />
  </Suspense>
)
