/**
 * The transaction lists (hub-and-business-account 2.1; transactions-import-proposals 2, 4, 7): all, not assigned,
 * hidden and reserved transactions, and the navigation's counts. The pages load when first shown; the counts are
 * light. Other features and the app import only this.
 */
export { LazyTransactionNavCount as TransactionNavCount } from './LazyNavCount.tsx'
export { loadTransactionPages } from './pages.ts'
export { TransactionListRoute } from './TransactionListRoute.tsx'
