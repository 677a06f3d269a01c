/** A scripted account list call for tests of the screens that read (and poll) the accounts. */
import type { BackendError, BankingPort, FinancialAccount, FinancialAccountsQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

export type AccountsAnswer = E.Either<BackendError, ReadonlyArray<FinancialAccount>>

/**
 * A list call that answers from `answers` in turn (the last repeats). StrictMode mounts a page twice and the first
 * mount's read is aborted at once: such a read is dropped, so `count` is the reads the page really made.
 */
export const scriptedAccountList = (...answers: ReadonlyArray<AccountsAnswer>) => {
  const reads: Array<{ readonly query: FinancialAccountsQuery; discarded: boolean }> = []
  const kept = () => reads.filter((r) => !r.discarded)
  const list: BankingPort['listFinancialAccounts'] = (query, opts) => () => {
    const read = { query, discarded: false }
    reads.push(read)
    return Promise.resolve().then(() => {
      read.discarded = (opts?.signal as AbortSignal | undefined)?.aborted === true
      const index = Math.max(0, Math.min(kept().indexOf(read), answers.length - 1))
      return answers[index] ?? E.right([])
    })
  }
  return { list, queries: () => kept().map((r) => r.query), count: () => kept().length }
}
