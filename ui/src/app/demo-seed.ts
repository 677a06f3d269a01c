/**
 * The demo organisation for the memory adapter (demo mode); its bank directory (48 KB gzipped) loads on the first bank
 * lookup, its bookkeeping (two years of transactions, vouchers and payments) on the first call that needs it
 * (adapters/src/memory/transactions/transaction-data.ts). backend.ts loads this module with the adapter; its static
 * import takes only the seed and the two loaders from the fixtures.
 */
import { demoSeedWithoutBanks, loadDemoBanks, loadDemoOnboardingDirectory, loadDemoTransactionData } from '@kontor/fixtures'

export const demoSeed = {
  ...demoSeedWithoutBanks,
  banks: loadDemoBanks,
  transactionData: loadDemoTransactionData,
  // The register and branches load on the onboarding's first lookup (issue 16).
  onboardingDirectory: loadDemoOnboardingDirectory,
}
