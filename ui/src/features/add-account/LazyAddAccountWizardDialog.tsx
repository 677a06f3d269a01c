/** The add-account wizard, loaded when it first opens (see shared/components/lazy.tsx); every opener uses this one. */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyAddAccountWizardDialog = lazyDialog(() => import('./AddAccountWizardDialog.tsx').then((m) => m.AddAccountWizardDialog))
