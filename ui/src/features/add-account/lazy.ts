/**
 * What the add-account feature loads when it is first shown (see shared/components/lazy.tsx): the wizard dialog, and
 * the pages that come back into it (the router shows them over the hub).
 */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyAddAccountWizardDialog = lazyDialog(() => import('./AddAccountWizardDialog.tsx').then((m) => m.AddAccountWizardDialog))

/** The return pages' module; the router wraps each page in its Suspense fallback. */
export const loadReturnPages = () => import('./ReturnPages.tsx')
