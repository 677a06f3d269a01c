/**
 * The organisation's accounts for the account filter and the rows' account names, read once per page as the hub
 * reads them (banking.listFinancialAccounts). Chosen: a failed read leaves the filter out rather than blocking the
 * list; the rows name their account from the transaction itself where it carries one.
 */
import type { FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { useBackend } from '../../shared/useBackend.ts'

export const useOrganisationAccounts = (): ReadonlyArray<FinancialAccount> | undefined => {
  const backend = useBackend()
  const [accounts, setAccounts] = useState<ReadonlyArray<FinancialAccount> | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    void backend.banking
      .listFinancialAccounts({}, { signal: controller.signal })()
      .then(
        (result) => {
          if (!controller.signal.aborted && E.isRight(result)) setAccounts(result.right)
        },
        () => undefined,
      )
    return () => controller.abort()
  }, [backend])
  return accounts
}
