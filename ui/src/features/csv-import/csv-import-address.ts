/**
 * The open CSV import in the address (transactions-import-proposals 4 "an ONGOING import of the account opens at
 * step 3"): while the dialog is open the page's address names its account, so a reload opens the dialog again, and
 * the dialog's first read (the account's last import) takes it to step 3 while the import runs. chosen: a query
 * parameter on the page that opened the dialog (hub, account management, /hub/actions/startimport), not a route of
 * its own, as the dialog belongs to the page under it.
 */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The query parameter naming the account whose import dialog is open. */
export const CSV_IMPORT_ACCOUNT_SEARCH_PARAM = 'csvImport'

export interface CsvImportAddress {
  /** The account the address names, or null. */
  readonly accountInAddress: string | null
  /** Puts the account of the open import into the address (null: the dialog closed), replacing the history entry. */
  readonly keepInAddress: (financialAccountId: string | null) => void
}

export const useCsvImportAddress = (): CsvImportAddress => {
  const [params, setParams] = useSearchParams()
  const keepInAddress = useCallback(
    (financialAccountId: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          if (financialAccountId === null) next.delete(CSV_IMPORT_ACCOUNT_SEARCH_PARAM)
          else next.set(CSV_IMPORT_ACCOUNT_SEARCH_PARAM, financialAccountId)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  const value = params.get(CSV_IMPORT_ACCOUNT_SEARCH_PARAM)
  return { accountInAddress: value === null || value === '' ? null : value, keepInAddress }
}
