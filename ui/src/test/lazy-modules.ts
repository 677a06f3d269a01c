/**
 * Loads every module the app loads lazily (shared/components/lazy.tsx), before a test file's tests run. A lazy
 * component then finds its module loaded and shows after a flush of promises; without this, the first test to open
 * a dialog would wait for the module to be read and compiled, which fake timers cannot advance. A module a test file
 * mocks is loaded as its mock.
 */
export const preloadLazyModules = async (): Promise<void> => {
  await Promise.all([
    import('../features/accounts/AccountManagementPage.tsx'),
    import('../features/accounts/EditAccountDialog.tsx'),
    import('../features/add-account/AddAccountWizardDialog.tsx'),
    import('../features/add-account/ReturnPages.tsx'),
    import('../features/bank-credentials/BankCredentialsDialog.tsx'),
  ])
}
