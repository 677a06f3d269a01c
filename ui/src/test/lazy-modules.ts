/**
 * Loads every module the app loads lazily (shared/components/lazy.tsx), before a test file's tests run. A lazy
 * component then finds its code there and renders at once, as if it were not lazy; without this, the first test to
 * open a dialog would wait for the module to be read and compiled, which fake timers cannot advance. A module a test
 * file mocks is loaded as its mock. The demo backend's adapter and bank directory load on first use as well
 * (app/backend.ts, the fixtures' loadDemoBanks), so they are loaded ahead too.
 */
import { fixedClock } from '@kontor/core'
import { loadDemoBanks } from '@kontor/fixtures'
import { createBackend } from '../app/backend.ts'
import { preloadLazyComponents } from '../shared/components/lazy.tsx'

export const preloadLazyModules = async (): Promise<void> => {
  await Promise.all([
    import('../features/accounts/AccountCallDialog.tsx'),
    import('../features/accounts/AccountDeletionDialog.tsx'),
    import('../features/accounts/AccountManagementPage.tsx'),
    import('../features/accounts/AccountRepairDialog.tsx'),
    import('../features/accounts/EditAccountDialog.tsx'),
    import('../features/add-account/AddAccountWizardDialog.tsx'),
    import('../features/add-account/ReturnPages.tsx'),
    import('../features/bank-credentials/BankCredentialsDialog.tsx'),
    import('../features/hub/AccountProblemDialog.tsx'),
  ])
  await preloadLazyComponents()
  // A call makes the deferred backend load its adapter (a memory backend only: an HTTP one would call out).
  await Promise.all([loadDemoBanks(), createBackend({ mode: 'memory' }, fixedClock(new Date(0))).banking.listFinancialContacts()()])
}
