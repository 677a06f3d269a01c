/**
 * The bank lookup for an IBAN (spec: accounts-and-transfers 5.2, "IBAN and recipient": a bank lookup is done only for a
 * German IBAN; it fills BIC and bank name; if no bank is found, 'Es konnte keine Bank mit der angegebenen IBAN
 * gefunden werden.'; 7.1: v101/bankInfos is used for the lookup).
 */
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { parseBic, type Bic } from '../bic/bic.ts'
import type { BackendError } from '../errors/backend-error.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { germanBankCodeOf } from '../iban/iban-format.ts'
import type { Iban } from '../iban/iban.ts'
import type { BankLookupPort } from './bank-lookup-port.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type { BankInfo } from './model.ts'

/** The field the no-bank issue is shown on unless the caller names another: the transfer dialog's recipient IBAN. */
export const BANK_LOOKUP_DEFAULT_FIELD = 'recipientIban'

export type BankLookupResult =
  /** Not a German IBAN: no call was made, BIC and bank name stay as the user entered them. */
  | { readonly _tag: 'NotLookedUp' }
  /** The IBAN's bank: fill its name, and its BIC where the service knows a valid one. */
  | { readonly _tag: 'BankFound'; readonly bankName: string; readonly bic: Bic | undefined; readonly bankInfo: BankInfo }
  /** No bank for this German IBAN: show the issue (key 'banks.noBankFoundForIban') on the IBAN field. */
  | { readonly _tag: 'NoBankFound'; readonly issues: ReadonlyArray<ValidationIssue> }

export interface BankLookupOptions extends CallOptions {
  /** The field of the IBAN the no-bank issue belongs to; 'recipientIban' unless named. */
  readonly field?: string
}

const NOT_LOOKED_UP: BankLookupResult = Object.freeze({ _tag: 'NotLookedUp' })

const toBankLookupResult = (bankCode: string, field: string, bankInfo: BankInfo | undefined): BankLookupResult => {
  if (bankInfo === undefined || bankInfo.bankCode.replace(/\s+/g, '') !== bankCode) {
    return { _tag: 'NoBankFound', issues: [validationIssue(field, 'banks.noBankFoundForIban')] }
  }
  const bic = bankInfo.bic === null || bankInfo.bic === undefined ? undefined : pipe(parseBic(bankInfo.bic), E.getOrElseW(() => undefined))
  return { _tag: 'BankFound', bankName: bankInfo.bankName, bic, bankInfo }
}

/**
 * Looks up the bank of an IBAN through the port, for a German IBAN only; any other IBAN gives 'NotLookedUp' without a
 * call. A found bank fills the bank name and the BIC (a BIC that fails `parseBic` is left out rather than filled);
 * no bank gives 'NoBankFound' with the spec's message. Errors of the call (a 408, the network) stay BackendErrors.
 * Nothing runs until the task is run, and each run asks the port again.
 *
 * Reading: a bank whose bankCode is not the IBAN's bank code (characters 5 to 12) is not that IBAN's bank, so it counts
 * as not found rather than filling a wrong BIC.
 * @example await lookupBankForIban(port, iban)() // right({ _tag: 'BankFound', bankName: 'Commerzbank', bic: 'COBADEFFXXX', … })
 */
export const lookupBankForIban = (
  port: BankLookupPort,
  iban: Iban,
  opts: BankLookupOptions = {},
): TE.TaskEither<BackendError, BankLookupResult> => {
  const bankCode = germanBankCodeOf(iban)
  if (bankCode === undefined) return TE.right(NOT_LOOKED_UP)
  const field = opts.field ?? BANK_LOOKUP_DEFAULT_FIELD
  const callOptions: CallOptions = opts.signal === undefined ? {} : { signal: opts.signal }
  return pipe(
    () => port.lookupBankByIban(iban, callOptions)(), // the port is asked when the task runs, not when it is built
    TE.map((bankInfo) => toBankLookupResult(bankCode, field, bankInfo)),
  )
}
