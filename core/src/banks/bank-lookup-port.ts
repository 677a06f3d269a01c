/**
 * The bank lookup of the banking service (spec: accounts-and-transfers 7.1, GET v101/bankInfos with query searchTerm:
 * "v101 is used for IBAN lookup"; 5.2: a bank lookup is done only for a German IBAN).
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BankInfo } from './model.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { Iban } from '../iban/iban.ts'
import type { CallOptions } from '../errors/call-options.ts'

export interface BankLookupPort {
  /**
   * The bank an IBAN belongs to, or undefined when the service knows none. A 408 is a BackendError like any other;
   * the UI shows the connection-failure notice for it.
   */
  readonly lookupBankByIban: (iban: Iban, opts?: CallOptions) => TE.TaskEither<BackendError, BankInfo | undefined>
}
