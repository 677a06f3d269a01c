/** The bank credentials dialog, loaded when it first opens (see shared/components/lazy.tsx). */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyBankCredentialsDialog = lazyDialog(() => import('./BankCredentialsDialog.tsx').then((m) => m.BankCredentialsDialog))
