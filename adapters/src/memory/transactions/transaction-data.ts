/**
 * A seed's transaction data that loads when first needed (the UI's demo mode: two years of bookkeeping stay out of the
 * app's first load), in the way of the bank directory (accounts/bank-directory.ts): withTransactionData makes every
 * port operation that reads or writes transaction records wait for the load first.
 *
 * Until it has loaded, the records are "the seed's, pending": a snapshot holds null for them (store/snapshot.ts), so
 * the demo's stored state never keeps an empty stand-in for data that had not arrived. Once loaded, the seed's
 * records take their place only while they are still pending: a stored state restored meanwhile wins over the seed,
 * and a reset (a snapshot with null) starts from the loaded seed again.
 */
import {
  type BankingPort,
  type CsvImportPort,
  type ProposalPort,
  type TelemetryPort,
} from '@kontor/core'
import { afterReady, everyOperationAfter, loadOncePerState } from '../load-on-first-use.ts'
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

interface TransactionDataPorts {
  readonly banking: BankingPort
  readonly telemetry: TelemetryPort
  /** The CSV import reads the account's transactions (duplicates) and writes new ones. */
  readonly csvImport: CsvImportPort
  /** Proposals are made from the transaction data. */
  readonly proposals: ProposalPort
}

/**
 * The ports with each operation on transaction records waiting for `ready` first: every telemetry call (events are
 * kept beside the records), the CSV import, the proposals, the needless-transactions info and an account's deletion.
 * Data that cannot be loaded answers as an unreachable server does. The transactions port waits in its own way
 * (banking-memory.ts createTransactionMemory): the first screen's reads may answer before.
 */
export const withTransactionData = (ready: () => Promise<void>, ports: TransactionDataPorts): TransactionDataPorts => {
  const waitingFor = afterReady(ready)
  const everyOperation = everyOperationAfter(ready)
  const { banking, telemetry, csvImport, proposals } = ports
  return {
    banking: {
      ...banking,
      // Deleting an account deletes its transactions: after the load, so they do not come back with it.
      deleteFinancialAccount: waitingFor(banking.deleteFinancialAccount),
      getNeedlessInfo: waitingFor(banking.getNeedlessInfo),
      applyNeedlessAction: waitingFor(banking.applyNeedlessAction),
    },
    telemetry: everyOperation(telemetry),
    csvImport: everyOperation(csvImport),
    proposals: everyOperation(proposals),
  }
}
