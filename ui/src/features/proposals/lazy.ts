/** The approval minicard of the transaction lists, loaded after the list's rows (see shared/components/lazy.tsx). */
import { lazyQuietPart } from '../../shared/components/lazy.tsx'

export const LazyApprovalMinicard = lazyQuietPart(() => import('./ApprovalMinicard.tsx').then((m) => m.ApprovalMinicard), null)
