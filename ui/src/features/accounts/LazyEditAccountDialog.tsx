/** The edit-account dialog, loaded when it first opens (see shared/components/lazy.tsx). */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyEditAccountDialog = lazyDialog(() => import('./EditAccountDialog.tsx').then((m) => m.EditAccountDialog))
