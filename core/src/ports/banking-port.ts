/** The banking service (spec: accounts-and-transfers 7.1, prefix /fis/finance-rest/bankingservice/). */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { FinancialAccount, FinancialAccountType } from '../accounts/model.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from './call-options.ts'

/** The query of GET v102/financialAccounts. Each filter left out means "no restriction". */
export interface FinancialAccountsQuery {
  /** Only accounts with (true) or without (false) a bank connection. */
  readonly hasContact?: boolean
  /** Only accounts that can send transfers. */
  readonly supportsBankTransfer?: boolean
  /** Leave out deactivated accounts. */
  readonly activeOnly?: boolean
  /** Only these types; an empty list restricts nothing. */
  readonly types?: ReadonlyArray<FinancialAccountType>
}

export interface BankingPort {
  readonly listFinancialAccounts: (
    query: FinancialAccountsQuery,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, ReadonlyArray<FinancialAccount>>
}
