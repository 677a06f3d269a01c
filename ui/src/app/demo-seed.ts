/**
 * The demo organisation for the memory adapter (demo mode); its bank directory (48 KB gzipped) loads on the first bank
 * lookup. backend.ts loads this module with the adapter; its static import takes only these two from the fixtures.
 */
import { demoSeedWithoutBanks, loadDemoBanks } from '@kontor/fixtures'

export const demoSeed = { ...demoSeedWithoutBanks, banks: loadDemoBanks }
