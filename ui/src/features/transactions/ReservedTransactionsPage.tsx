/**
 * /reserved (Vorgemerkt; hub-and-business-account 2.1; transactions-import-proposals 1, 4 "Reserved transaction
 * state", 7 "Transactions": GET {token} (financialAccountId, pageNumber, pageSize)): the reserved (pending)
 * transactions, which can be booked only with a voucher. The call filters by one account and pages; it has no search
 * term and no date range, so this list offers only the account (chosen: no filtering of a page in the browser, which
 * would hide matches on other pages). Page, account and the open reservation live in the address.
 */
import {
  formatLocalDate,
  formatMoney,
  parseTransactionListSearch,
  type TransactionListSearchState,
  toReservedTransactionUiState,
  type ReservedTransaction,
} from '@kontor/core'
import { I18nProvider } from 'react-aria-components'
import { useLocation, useSearchParams } from 'react-router'
import { SelectField } from '../../shared/components/FormFields.tsx'
import { EmptyList, LoadStatus } from '../../shared/components/ListStatus.tsx'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useListLoad } from '../../shared/useListLoad.ts'
import { AssignmentPanel } from '../assignment/index.ts'
import { OPEN_TRANSACTION_PARAM, TRANSACTION_LIST_EVENTS } from './constants.ts'
import { accountOfRow, searchOf } from './list-address.ts'
import { Pager, pageCountOf, useListTopAfterPaging } from './ListParts.tsx'
import { counterpartyOf, rowColumns, TransactionRows } from './TransactionRows.tsx'
import { readReservedTransactions, toReservedTransactionsQuery } from './transactions.effects.ts'
import { RESERVED_TITLE, TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'
import { useOrganisationAccounts } from './useOrganisationAccounts.ts'
import { useOpenRowAddress } from './useOpenRowAddress.ts'
import { useReplaceAddress } from './useReplaceAddress.ts'
import { useKeptOpenRow } from './useKeptOpenRow.ts'
import './transactions.css'

const ALL_ACCOUNTS = 'all'

export const ReservedTransactionsPage = () => {
  const backend = useBackend()
  const accounts = useOrganisationAccounts()
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const parsed = parseTransactionListSearch(params).state
  // Only the account and the page count here; the first account named is the one the call filters by.
  const accountId = parsed.financialAccountIds[0] ?? null
  const search: TransactionListSearchState = { page: parsed.page, searchTerm: '', financialAccountIds: accountId === null ? [] : [accountId] }
  const openId = params.get(OPEN_TRANSACTION_PARAM)
  const title = RESERVED_TITLE

  const eventRevision = useFinanceEventRevision(TRANSACTION_LIST_EVENTS)
  const { load, retry, lastPage } = useListLoad({
    read: readReservedTransactions(backend),
    query: toReservedTransactionsQuery(search.page, accountId),
    revision: eventRevision,
    paging: { page: search.page, pagesOf: pageCountOf },
  })
  const shown = load.shown
  const { topRef, onPageChosen } = useListTopAfterPaging<HTMLParagraphElement>(search.page, load.status === 'loaded')
  const pages = shown === undefined ? undefined : pageCountOf(shown)
  const rows = shown?.content ?? []
  const opened = useKeptOpenRow(openId, rows, (r) => r.reservedFinancialTransactionId)
  const correction =
    lastPage !== undefined
      ? searchOf({ ...search, page: lastPage })
      : load.status === 'loaded' && openId !== null && opened === undefined
        ? searchOf(search)
        : null
  useReplaceAddress(correction === null ? null : `${pathname}${correction}`)

  const chooseAccount = (id: string) => setParams(new URLSearchParams(searchOf({ ...search, page: 1, financialAccountIds: id === ALL_ACCOUNTS ? [] : [id] })))
  const { open: openRow, close } = useOpenRowAddress((id) => searchOf(search, id))
  const open = (r: ReservedTransaction) => openRow(r.reservedFinancialTransactionId)
  const columns = rowColumns((r: ReservedTransaction) => ({
    date: r.createdDate,
    account: accountOfRow(undefined, r.financialAccountId, accounts),
    state: toReservedTransactionUiState(r.state),
    counterparty: r.recipientOrSenderName,
    purpose: r.purpose,
    amount: r.amount,
    openWhilePartlyAssigned: r.state === 'partially_assigned' ? r.openAmount : null,
  }))

  return (
    <section aria-labelledby="tx-list-title" className="tx-list-page">
      <title>{TRANSACTION_LIST_TEXTS.documentTitle(title)}</title>
      <h1 id="tx-list-title">{title}</h1>
      <p className="field-description tx-reserved-hint">{TRANSACTION_LIST_TEXTS.reservedHint}</p>
      {accounts !== undefined && accounts.length > 1 && (
        <I18nProvider locale="de-DE">
          <div role="search" className="tx-filters" aria-label={TRANSACTION_LIST_TEXTS.filtersLabel}>
            <SelectField
              label={TRANSACTION_LIST_TEXTS.account}
              value={accountId ?? ALL_ACCOUNTS}
              onChange={chooseAccount}
              placeholder={TRANSACTION_LIST_TEXTS.allAccounts}
              options={[
                { id: ALL_ACCOUNTS, label: TRANSACTION_LIST_TEXTS.allAccounts },
                ...accounts.map((a) => ({ id: a.financialAccountId, label: a.name })),
              ]}
            />
          </div>
        </I18nProvider>
      )}
      <LoadStatus load={load} loadingText={TRANSACTION_LIST_TEXTS.loadingReserved} onRetry={retry} />
      {shown !== undefined &&
        (rows.length === 0 ? (
          load.status === 'loaded' && <EmptyList text={accountId === null ? TRANSACTION_LIST_TEXTS.emptyReserved : TRANSACTION_LIST_TEXTS.emptyReservedAccount} />
        ) : (
          <>
            <p className="tx-result-count" ref={topRef} tabIndex={-1}>{TRANSACTION_LIST_TEXTS.resultCount(shown.totalElements)}</p>
            <TransactionRows
              caption={title}
              items={rows}
              rowKey={(r) => r.reservedFinancialTransactionId}
              columns={columns}
              openLabel={(r) =>
                TRANSACTION_LIST_TEXTS.openRow(counterpartyOf(r.recipientOrSenderName), formatMoney(r.amount), r.createdDate == null ? '' : formatLocalDate(r.createdDate))
              }
              onOpen={open}
            />
            <Pager page={search.page} pages={pages ?? 1} hrefOf={(page) => `${pathname}${searchOf({ ...search, page })}`} onPageChosen={onPageChosen} />
          </>
        ))}
      {opened !== undefined && <AssignmentPanel target={{ kind: 'reserved', reserved: opened }} onClose={close} />}
    </section>
  )
}
