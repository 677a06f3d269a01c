/**
 * /transactions (Alle Umsätze), /transactionswop (Nicht zugeordnet: unassigned and partially assigned, not ignored)
 * and /transactionshidden (Ausgeblendete Umsätze) (hub-and-business-account 2.1; transactions-import-proposals 4
 * "Transaction filters", 7 "Transactions"). The list's state is its address (page, q, from, to, accounts, and tx for
 * the open transaction), so reload, back and forward keep it. 50 a page, newest first as the server sends them.
 */
import {
  formatLocalDate,
  formatMoney,
  parseTransactionListSearch,
  toTransactionsQuery,
  toTransactionUiState,
  TRANSACTION_LIST_VIEW_LABELS,
  type FinancialTransaction,
  type TransactionFilter,
} from '@kontor/core'
import { useLocation, useSearchParams } from 'react-router'
import { useOpenRowAddress } from './useOpenRowAddress.ts'
import { useReplaceAddress } from './useReplaceAddress.ts'
import { AssignmentPanel } from '../assignment/index.ts'
import { ApprovalMinicard } from '../proposals/index.ts'
import { OPEN_TRANSACTION_PARAM, TRANSACTION_LIST_EVENTS } from './constants.ts'
import { Pager, pageCountOf, useListTopAfterPaging } from './ListParts.tsx'
import { accountOfRow, searchOf } from './list-address.ts'
import type { FilterValues } from './TransactionFilters.tsx'
import { counterpartyOf, rowColumns, TransactionRows } from './TransactionRows.tsx'
import { readTransactionList } from './transactions.effects.ts'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'
import { useOrganisationAccounts } from './useOrganisationAccounts.ts'
import { useKeptOpenRow } from './useKeptOpenRow.ts'
import { lazyQuietPart } from '../../shared/components/lazy.tsx'
import { EmptyList, LoadStatus } from '../../shared/components/ListStatus.tsx'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useListLoad } from '../../shared/useListLoad.ts'
import './transactions.css'

const EMPTY_TEXTS: Readonly<Record<TransactionFilter, string>> = {
  all: TRANSACTION_LIST_TEXTS.emptyAll,
  open: TRANSACTION_LIST_TEXTS.emptyOpen,
  ignored: TRANSACTION_LIST_TEXTS.emptyIgnored,
}

/**
 * The filters' fields need react-aria's heavier widgets (issue 12's benchmark: the rows must not wait for them); their
 * place is kept meanwhile so the rows do not move when they come.
 */
const TransactionFilters = lazyQuietPart(
  () => import('./TransactionFilters.tsx').then((m) => m.TransactionFilters),
  <div className="tx-filters tx-filters-placeholder" aria-hidden="true" />,
)

export const TransactionsPage = ({ filter }: { readonly filter: TransactionFilter }) => {
  const backend = useBackend()
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const parsed = parseTransactionListSearch(params)
  const search = parsed.state
  const openId = params.get(OPEN_TRANSACTION_PARAM)
  const title = TRANSACTION_LIST_VIEW_LABELS[filter]

  const eventRevision = useFinanceEventRevision(TRANSACTION_LIST_EVENTS)
  const { load, retry, lastPage } = useListLoad({
    read: readTransactionList(backend),
    query: toTransactionsQuery(filter, search),
    revision: eventRevision,
    paging: { page: search.page, pagesOf: pageCountOf },
  })

  const shown = load.shown
  // The accounts name the filter's choices and a row's account where the row does not: asked for once the rows came,
  // so that their call does not compete with the rows' own.
  const accounts = useOrganisationAccounts(shown !== undefined || load.status === 'failed')
  const { topRef, onPageChosen } = useListTopAfterPaging<HTMLParagraphElement>(search.page, load.status === 'loaded')
  const pages = shown === undefined ? undefined : pageCountOf(shown)
  const rows = shown?.content ?? []
  const opened = useKeptOpenRow(openId, rows, (tx) => tx.financialTransactionId)
  // A page past the end (the list shrank, an old link) becomes the last page; an open transaction that is not on the
  // loaded page (any more) is forgotten. The filters stay mounted meanwhile, so nothing typed is lost.
  // A tampered address reads as the nearest valid state (core), and the address says so at once.
  const correction =
    parsed.issues.length > 0
      ? searchOf(search, openId)
      : lastPage !== undefined
        ? searchOf({ ...search, page: lastPage })
        : load.status === 'loaded' && openId !== null && opened === undefined
          ? searchOf(search)
          : null
  useReplaceAddress(correction === null ? null : `${pathname}${correction}`)

  const apply = (values: FilterValues) => setParams(new URLSearchParams(searchOf({ ...values, page: 1 })))
  const { open: openRow, close } = useOpenRowAddress((id) => searchOf(search, id))
  const open = (tx: FinancialTransaction) => openRow(tx.financialTransactionId)

  const columns = rowColumns((tx: FinancialTransaction) => ({
    date: tx.transactionDate,
    account: accountOfRow(tx.financialAccount, tx.financialAccount?.financialAccountId ?? tx.financialAccountId, accounts),
    state: toTransactionUiState(tx),
    counterparty: tx.recipientOrSenderName,
    purpose: tx.purpose,
    amount: tx.amount,
    openWhilePartlyAssigned: tx.bookingState === 'PARTIALLY_ASSIGNED' ? tx.openAmount : null,
  }))

  const hasFilters = search.searchTerm !== '' || search.dateFrom !== undefined || search.dateTo !== undefined || search.financialAccountIds.length > 0
  return (
    <section aria-labelledby="tx-list-title" className="tx-list-page">
      <title>{TRANSACTION_LIST_TEXTS.documentTitle(title)}</title>
      <h1 id="tx-list-title">{title}</h1>
      {filter !== 'ignored' && <ApprovalMinicard />}
      <TransactionFilters
        applied={search}
        accounts={accounts?.map((a) => ({ financialAccountId: a.financialAccountId, name: a.name }))}
        onApply={apply}
      />
      <LoadStatus load={load} loadingText={TRANSACTION_LIST_TEXTS.loading} onRetry={retry} />
      {shown !== undefined &&
        (rows.length === 0 ? (
          load.status === 'loaded' && <EmptyList text={hasFilters ? TRANSACTION_LIST_TEXTS.emptyFiltered : EMPTY_TEXTS[filter]} />
        ) : (
          <>
            <p className="tx-result-count" ref={topRef} tabIndex={-1}>{TRANSACTION_LIST_TEXTS.resultCount(shown.totalElements)}</p>
            <TransactionRows
              caption={title}
              items={rows}
              rowKey={(tx) => tx.financialTransactionId}
              columns={columns}
              openLabel={(tx) =>
                TRANSACTION_LIST_TEXTS.openRow(
                  counterpartyOf(tx.recipientOrSenderName),
                  formatMoney(tx.amount),
                  tx.transactionDate == null ? '' : formatLocalDate(tx.transactionDate),
                )
              }
              onOpen={open}
            />
            <Pager page={search.page} pages={pages ?? 1} hrefOf={(page) => `${pathname}${searchOf({ ...search, page })}`} onPageChosen={onPageChosen} />
          </>
        ))}
      {opened !== undefined && <AssignmentPanel target={{ kind: 'transaction', transaction: opened }} onClose={close} />}
    </section>
  )
}
