/** BankingPort and BankLookupPort over HTTP: the requests of wire/banking-port.ts, sent with the one ky instance. */
import type { BankLookupPort, BankingPort, CsvImportPort, HubPort, OnboardingPort, PrivilegesPort, ProposalPort, TelemetryPort, TransactionPort, TransferPort } from '@kontor/core'
import { createBankLookupPort, createBankingPort } from '../wire/banking-port.ts'
import { createCsvImportPort } from '../wire/csv-import-port.ts'
import { createHubPort } from '../wire/hub-port.ts'
import { createOnboardingPort } from '../wire/onboarding-port.ts'
import { createProposalPort } from '../wire/proposal-port.ts'
import type { Send } from '../wire/requests.ts'
import { createTelemetryPort, createTransactionPort } from '../wire/transaction-port.ts'
import { createPrivilegesPort, createTransferPort } from '../wire/transfer-port.ts'
import { serverIssues } from '@kontor/core'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { INVALID_PATH_PARAMETER_KEY } from '../wire/constants.ts'
import { pathOf, refusedPathParameters } from '../wire/routes.ts'
import { call } from './call.ts'
import type { HttpClient } from './client.ts'

/** Chosen: the status of a request refused before it leaves, the server's own for the same request. */
const HTTP_BAD_REQUEST = 400

/**
 * One request of `route` through the one ky instance and the one error mapper (call.ts). A path parameter that is no
 * plain identifier is never sent (URL normalisation could turn `..` into another route): the call fails as the server
 * would answer it, a 400 naming the parameter, so the screens react alike in every mode (issue 17, item 3).
 */
const sendOverHttp =
  (client: HttpClient): Send =>
  (route, codec, parts, opts) => {
    const refused = refusedPathParameters(route, (name) => parts.params?.[name])
    if (refused.length > 0) {
      return TE.left(serverIssues(HTTP_BAD_REQUEST, refused.map((source) => ({ i18nKey: INVALID_PATH_PARAMETER_KEY, source }))))
    }
    return call(
      client,
      route,
      codec,
      (signal) =>
        client.ky(client.urlOf(pathOf(route, parts.params)), {
          method: route.method,
          ...(parts.searchParams === undefined ? {} : { searchParams: parts.searchParams }),
          ...(parts.headers === undefined && parts.bytes === undefined
            ? {}
            : { headers: { ...parts.headers, ...(parts.bytes === undefined ? {} : { 'Content-Type': parts.bytes.mediaType }) } }),
          ...(parts.json === undefined ? {} : { json: parts.json }),
          // fetch sends any view's bytes; its typings ask for one over an ArrayBuffer.
          ...(parts.bytes === undefined ? {} : { body: parts.bytes.content as Uint8Array<ArrayBuffer> }),
          ...(signal === undefined ? {} : { signal }),
        }),
      opts,
    )
  }

export const createBankingHttp = (client: HttpClient): BankingPort => createBankingPort(sendOverHttp(client))

export const createBankLookupHttp = (client: HttpClient): BankLookupPort => createBankLookupPort(sendOverHttp(client))

export const createTransferHttp = (client: HttpClient): TransferPort => createTransferPort(sendOverHttp(client))

export const createPrivilegesHttp = (client: HttpClient): PrivilegesPort => createPrivilegesPort(sendOverHttp(client))

export const createTransactionHttp = (client: HttpClient): TransactionPort => createTransactionPort(sendOverHttp(client))

export const createTelemetryHttp = (client: HttpClient): TelemetryPort => createTelemetryPort(sendOverHttp(client))

export const createCsvImportHttp = (client: HttpClient): CsvImportPort => createCsvImportPort(sendOverHttp(client))

export const createProposalHttp = (client: HttpClient): ProposalPort => createProposalPort(sendOverHttp(client))

export const createHubHttp = (client: HttpClient): HubPort => createHubPort(sendOverHttp(client))

export const createOnboardingHttp = (client: HttpClient, now: () => number): OnboardingPort => createOnboardingPort(sendOverHttp(client), now)
