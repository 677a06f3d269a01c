/**
 * The approval minicard of the transaction lists, loaded after the list's rows (see shared/components/lazy.tsx).
 * Marked pure: the app's router imports this feature's index for the page alone, and the minicard's loader must not
 * ride along into the hub's first load (≤ 140 kB) because making it registers it for preloading.
 */
import { lazyQuietPart } from '../../shared/components/lazy.tsx'

export const LazyApprovalMinicard = /* @__PURE__ */ lazyQuietPart(() => import('./ApprovalMinicard.tsx').then((m) => m.ApprovalMinicard), null)
