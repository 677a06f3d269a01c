/**
 * The transfer lists and planned payments (hub-and-business-account 2.1, 2.5, 4.7, 4.8, 5, 8): the pages load when
 * first shown; the navigation's count and the refresh after a new transfer are light. Other features and the app
 * import only this.
 */
export { LazyPlannedPaymentsNavCount as PlannedPaymentsNavCount } from './LazyNavCount.tsx'
export { loadTransferListPages } from './pages.ts'
/** Write-only atom: the transfer lists and the navigation's counts read again (e.g. after the dialog sent a transfer). */
export { refreshTransferListsAtom } from './transfer-lists.atoms.ts'
