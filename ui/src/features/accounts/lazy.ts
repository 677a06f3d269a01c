/** What the accounts feature loads when it is first shown (see shared/components/lazy.tsx). */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyEditAccountDialog = lazyDialog(() => import('./EditAccountDialog.tsx').then((m) => m.EditAccountDialog))
export const LazyAccountDeletionDialog = lazyDialog(() => import('./AccountDeletionDialog.tsx').then((m) => m.AccountDeletionDialog))
export const LazyAccountCallDialog = lazyDialog(() => import('./AccountCallDialog.tsx').then((m) => m.AccountCallDialog))
export const LazyAccountRepairDialog = lazyDialog(() => import('./AccountRepairDialog.tsx').then((m) => m.AccountRepairDialog))
