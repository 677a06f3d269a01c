/** Every port of Kontor in one record; the composition root builds exactly one. */
import type { BankLookupPort } from '../banks/bank-lookup-port.ts'
import type { BankingPort } from './banking-port.ts'
import type { Clock } from '../calendar/clock.ts'
import type { CsvImportPort } from './csv-import-port.ts'
import type { HubPort } from './hub-port.ts'
import type { OnboardingPort } from './onboarding-port.ts'
import type { ProposalPort } from './proposal-port.ts'
import type { TelemetryPort, TransactionPort } from './transaction-port.ts'
import type { PrivilegesPort, TransferPort } from './transfer-port.ts'

export interface Backend {
  readonly banking: BankingPort
  readonly bankLookup: BankLookupPort
  readonly clock: Clock
  readonly transfers: TransferPort
  readonly privileges: PrivilegesPort
  readonly transactions: TransactionPort
  readonly telemetry: TelemetryPort
  readonly csvImport: CsvImportPort
  readonly proposals: ProposalPort
  readonly hub: HubPort
  readonly onboarding: OnboardingPort
}
