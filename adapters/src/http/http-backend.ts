/** The whole backend over HTTP. */
import type { Backend, Clock } from '@kontor/core'
import {
  createBankLookupHttp,
  createBankingHttp,
  createCsvImportHttp,
  createHubHttp,
  createOnboardingHttp,
  createPrivilegesHttp,
  createProposalHttp,
  createTelemetryHttp,
  createTransactionHttp,
  createTransferHttp,
} from './banking-http.ts'
import { createHttpClient, type HttpClientConfig } from './client.ts'

export const createHttpBackend = (config: HttpClientConfig, clock: Clock) => {
  const client = createHttpClient(config, clock)
  return {
    banking: createBankingHttp(client),
    bankLookup: createBankLookupHttp(client),
    transfers: createTransferHttp(client),
    privileges: createPrivilegesHttp(client),
    transactions: createTransactionHttp(client),
    telemetry: createTelemetryHttp(client),
    csvImport: createCsvImportHttp(client),
    proposals: createProposalHttp(client),
    hub: createHubHttp(client),
    onboarding: createOnboardingHttp(client, () => clock.now().getTime()),
    clock,
  } satisfies Backend
}
