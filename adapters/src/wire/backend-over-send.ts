/**
 * Every port of the Backend over one Send per port: the requests of wire/*-port.ts, whoever carries them (HTTP, the
 * memory db in this thread, the memory db in the demo's worker). The port name travels with a request where a carrier
 * needs it (the memory backend waits per port for the data a port reads).
 */
import type { Backend, Clock } from '@kontor/core'
import { createBankLookupPort, createBankingPort } from './banking-port.ts'
import { createCsvImportPort } from './csv-import-port.ts'
import { createHubPort } from './hub-port.ts'
import { createOnboardingPort } from './onboarding-port.ts'
import { createProposalPort } from './proposal-port.ts'
import type { Send } from './requests.ts'
import { createTelemetryPort, createTransactionPort } from './transaction-port.ts'
import { createPrivilegesPort, createTransferPort } from './transfer-port.ts'

export type PortName = Exclude<keyof Backend, 'clock'>

export const PORT_NAMES: ReadonlyArray<PortName> = [
  'banking',
  'bankLookup',
  'transfers',
  'privileges',
  'transactions',
  'telemetry',
  'csvImport',
  'proposals',
  'hub',
  'onboarding',
]

export const backendOverSend = (sendOf: (port: PortName) => Send, clock: Clock): Backend => ({
  banking: createBankingPort(sendOf('banking')),
  bankLookup: createBankLookupPort(sendOf('bankLookup')),
  transfers: createTransferPort(sendOf('transfers')),
  privileges: createPrivilegesPort(sendOf('privileges')),
  transactions: createTransactionPort(sendOf('transactions')),
  telemetry: createTelemetryPort(sendOf('telemetry')),
  csvImport: createCsvImportPort(sendOf('csvImport')),
  proposals: createProposalPort(sendOf('proposals')),
  hub: createHubPort(sendOf('hub')),
  onboarding: createOnboardingPort(sendOf('onboarding'), () => clock.now().getTime()),
  clock,
})
