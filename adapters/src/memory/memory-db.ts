/**
 * The in-memory backend's state: wire-shaped records, exactly what the server would hold and send. The memory
 * port and the reference server both read from here, so demo mode and HTTP mode see the same data.
 */
import { supportsBankTransfer, type FinancialAccountWire, type FinancialAccountsQuery } from '@kontor/core'

export interface MemorySeed {
  readonly financialAccounts: ReadonlyArray<FinancialAccountWire>
}

export interface MemoryDb {
  /** GET v102/financialAccounts: the accounts that pass every given filter, in stored order. */
  readonly listFinancialAccounts: (query: FinancialAccountsQuery) => ReadonlyArray<FinancialAccountWire>
}

const matches = (a: FinancialAccountWire, q: FinancialAccountsQuery): boolean =>
  (q.hasContact === undefined || (a.financialContact != null) === q.hasContact) &&
  (q.supportsBankTransfer === undefined || supportsBankTransfer(a) === q.supportsBankTransfer) &&
  (q.activeOnly !== true || a.deactivated !== true) &&
  (q.types === undefined || q.types.length === 0 || q.types.includes(a.type))

export const createMemoryDb = (seed: MemorySeed): MemoryDb => {
  // A deep copy: the seed is shared module data and must never change under a running backend.
  const financialAccounts: FinancialAccountWire[] = structuredClone([...seed.financialAccounts])
  return {
    listFinancialAccounts: (query) => structuredClone(financialAccounts.filter((a) => matches(a, query))),
  }
}
