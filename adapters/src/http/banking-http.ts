/** BankingPort over HTTP (spec: accounts-and-transfers 7.1). */
import { FinancialAccountListCodec, type BankingPort } from '@kontor/core'
import { call } from './call.ts'
import type { HttpClient } from './client.ts'
import { toFinancialAccountsSearchParams } from './financial-accounts-query.ts'
import { ROUTES } from './routes.ts'

export const createBankingHttp = (client: HttpClient): BankingPort => ({
  listFinancialAccounts: (query, opts) =>
    call(
      client,
      ROUTES.listFinancialAccounts,
      FinancialAccountListCodec,
      (signal) =>
        client.ky(client.urlOf(ROUTES.listFinancialAccounts.path), {
          method: ROUTES.listFinancialAccounts.method,
          searchParams: toFinancialAccountsSearchParams(query),
          ...(signal === undefined ? {} : { signal }),
        }),
      opts,
    ),
})
