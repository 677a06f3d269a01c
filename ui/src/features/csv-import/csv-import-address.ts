/**
 * The open CSV import in the address (transactions-import-proposals 4 "an ONGOING import of the account opens at
 * step 3"): while the dialog is open the page's address names its account, so a reload opens the dialog again, and
 * the dialog's first read (the account's last import) takes it to step 3 while the import runs. chosen: a query
 * parameter on the page that opened the dialog (hub, account management, /hub/actions/startimport), not a route of
 * its own, as the dialog belongs to the page under it.
 */
import type { useSearchParams } from 'react-router'

/** The query parameter naming the account whose import dialog is open. */
export const CSV_IMPORT_ACCOUNT_SEARCH_PARAM = 'csvImport'

export interface CsvImportAddress {
  /** The account the address names, or null. */
  readonly accountInAddress: string | null
  /** Puts the account of the open import into the address (null: the dialog closed), replacing the history entry. */
  readonly keepInAddress: (financialAccountId: string | null) => void
}

/**
 * `search` is the page's useSearchParams(), passed in (chosen: so this module, shared by the hub's first chunk and the
 * lazy start page, does not make the router a chunk of its own on the first load).
 * @example const { accountInAddress, keepInAddress } = useCsvImportAddress(useSearchParams())
 */
export const useCsvImportAddress = ([params, setParams]: ReturnType<typeof useSearchParams>): CsvImportAddress => ({
  // An empty value names no account.
  accountInAddress: params.get(CSV_IMPORT_ACCOUNT_SEARCH_PARAM) || null,
  keepInAddress: (financialAccountId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (financialAccountId === null) next.delete(CSV_IMPORT_ACCOUNT_SEARCH_PARAM)
        else next.set(CSV_IMPORT_ACCOUNT_SEARCH_PARAM, financialAccountId)
        return next
      },
      { replace: true },
    ),
})
