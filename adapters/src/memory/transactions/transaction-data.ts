/**
 * A seed's transaction data that loads when first needed (the UI's demo mode: two years of bookkeeping stay out of the
 * app's first load), in the way of the bank directory (accounts/bank-directory.ts): every
 * request that reads or writes transaction records waits for the load first (memory-answers.ts).
 *
 * Until it has loaded, the records are "the seed's, pending": a snapshot holds null for them (store/snapshot.ts), so
 * the demo's stored state never keeps an empty stand-in for data that had not arrived. Once loaded, the seed's
 * records take their place only while they are still pending: a stored state restored meanwhile wins over the seed,
 * and a reset (a snapshot with null) starts from the loaded seed again.
 */
import type { RouteName } from '../../wire/routes.ts'
import { loadOncePerState } from '../load-on-first-use.ts'
import type { MemoryState } from '../store/state.ts'
import { createProposalState } from '../proposals/proposal-state.ts'
import { createTransactionState } from './transaction-state.ts'

/** Puts the seed's records into the state: the loaded seed's, or only the shorthand (pending) while it loads. */
export const resetTransactionRecords = (state: MemoryState): void => {
  const seed = state.transactionSeed
  const { events: _events, ...records } = createTransactionState(seed.data, seed.shorthand)
  Object.assign(state.transactionData, records, { events: [], derived: undefined })
  // The first screen's kept answers belong to the stored bookkeeping, not to the seed's.
  state.transactionHead.stored = undefined
  // The proposals follow the records: made again from the seed's on the next call (proposals/proposal-upkeep.ts).
  Object.assign(state.proposalData, createProposalState())
  seed.pending = seed.data === undefined && seed.load !== undefined
}

/** Resolves once the state's transaction data is there: at once when the seed brought it, else when it has loaded. */
export const transactionDataReady = loadOncePerState(
  (state) => (state.transactionSeed.data === undefined ? state.transactionSeed.load : undefined),
  (state, data) => {
    state.transactionSeed.data = data
    if (state.transactionSeed.pending) resetTransactionRecords(state)
  },
)


/**
 * The banking routes on transaction records, which wait for them (memory-answers.ts): the needless-transactions info
 * and actions, and an account's deletion (after the load, so its transactions do not come back with it). Every
 * telemetry, CSV import and proposal route waits too; the transactions port in its own way (the first screen's reads
 * may answer before).
 */
export const BANKING_ROUTES_OF_TRANSACTION_DATA: ReadonlySet<RouteName> = new Set<RouteName>(['deleteFinancialAccount', 'needlessInfo', 'needlessDelete', 'needlessIgnore'])
