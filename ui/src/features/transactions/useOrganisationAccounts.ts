/**
 * The organisation's accounts for the account filter and the rows' account names, read once per page as the hub
 * reads them (shared/reads.ts readFinancialAccounts). Chosen: a failed read leaves the filter out rather than blocking the
 * list; the rows name their account from the transaction itself where it carries one.
 */
import type { FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { useBackend } from '../../shared/useBackend.ts'
import { readFinancialAccounts } from '../../shared/reads.ts'

/** `start` false holds the read back (a list reads its rows first: issue 12's benchmark); once started it stays. */
export const useOrganisationAccounts = (start = true): ReadonlyArray<FinancialAccount> | undefined => {
  const backend = useBackend()
  const [accounts, setAccounts] = useState<ReadonlyArray<FinancialAccount> | undefined>(undefined)
  useEffect(() => {
    if (!start) return undefined
    const controller = new AbortController()
    void readFinancialAccounts(backend)(controller.signal)().then((result) => {
      if (!controller.signal.aborted && E.isRight(result)) setAccounts(result.right)
    })
    return () => controller.abort()
  }, [backend, start])
  return accounts
}
