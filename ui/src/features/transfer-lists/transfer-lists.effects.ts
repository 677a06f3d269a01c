/**
 * The transfer lists' reads of the transfer port, named here so that the pages and the navigation's count only show
 * what they return (issue 25: a component never calls a port; shared/useListLoad.ts runs a list's read). The
 * deletion's call is transfer-deletion.effects.ts's, so the count's code does not carry the SCA dialog.
 */
import {
  ABORTED,
  countPlannedPayments,
  HUB_TRANSFER_LIST_PAGE_SIZE,
  isHubFeatureAllowed,
  type Backend,
  type BankTransferPage,
  type HubTransferListTab,
  type PlannedBankTransfer,
  type PlannedPaymentCounts,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { loadPrivileges } from '../../shared/privileges.ts'
import type { ListRead } from '../../shared/useListLoad.ts'
import type { BackendRead } from '../../shared/useRead.ts'

/** A page (counted from 1) of the prepared or the executed transfers, 50 a page (hub-and-business-account 4.7). */
export const readBankTransfers =
  (backend: Backend): ListRead<{ readonly tab: HubTransferListTab; readonly page: number }, BankTransferPage> =>
  ({ tab, page }, signal) => {
    const query = { pageNumber: page - 1, pageSize: HUB_TRANSFER_LIST_PAGE_SIZE }
    return tab === 'prepared' ? backend.transfers.listPreparedTransfers(query, { signal }) : backend.transfers.listExecutedTransfers(query, { signal })
  }

/** The planned payments' two lists: the standing orders and the scheduled transfers. */
export type PlannedKind = 'standingOrder' | 'scheduled'

/** The standing orders or the scheduled transfers (hub-and-business-account 4.8). */
export const readPlannedPayments =
  (backend: Backend): ListRead<PlannedKind, ReadonlyArray<PlannedBankTransfer>> =>
  (kind, signal) =>
    kind === 'standingOrder' ? backend.transfers.listStandingOrders({ signal }) : backend.transfers.listScheduledTransfers({ signal })

/**
 * The planned payments' counts for the navigation (hub-and-business-account 3 "Bank transfer summary"), or undefined
 * without the read privilege of the planned routes (spec 6): then the summary is not asked for.
 */
export const readPlannedPaymentCounts =
  (backend: Backend): BackendRead<PlannedPaymentCounts | undefined> =>
  (signal) =>
  async () => {
    const privileges = await loadPrivileges(backend)
    if (signal.aborted) return E.left(ABORTED)
    if (!isHubFeatureAllowed('plannedRoutes', privileges)) return E.right(undefined)
    return E.map(countPlannedPayments)(await backend.transfers.getBankTransferSummary({ signal })())
  }
