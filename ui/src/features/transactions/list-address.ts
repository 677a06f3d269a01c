/** The address of a list state, and the account a row names (shared by every transaction list). */
import { toTransactionListSearch, type FinancialAccount, type TransactionListSearchState } from '@kontor/core'
import { OPEN_TRANSACTION_PARAM } from './constants.ts'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

/** The address of a list state, with the open transaction if any. */
export const searchOf = (search: TransactionListSearchState, openId: string | null = null): string => {
  const text = [toTransactionListSearch(search), openId === null ? '' : `${OPEN_TRANSACTION_PARAM}=${encodeURIComponent(openId)}`]
    .filter((part) => part !== '')
    .join('&')
  return text === '' ? '' : `?${text}`
}

/** The account a row names: the transaction's own account data, else the organisation's account of that id. */
export const accountOfRow = (
  account: { readonly name?: string | null | undefined; readonly brandLogoUrlLight?: string | null | undefined } | null | undefined,
  financialAccountId: string | null | undefined,
  accounts: ReadonlyArray<FinancialAccount> | undefined,
): { readonly name: string; readonly logoUrl: string | null | undefined } => {
  const known = accounts?.find((a) => a.financialAccountId === financialAccountId)
  const name = account?.name?.trim() || known?.name.trim() || TRANSACTION_LIST_TEXTS.noAccount
  return { name, logoUrl: account?.brandLogoUrlLight ?? known?.brandLogoUrlLight }
}

