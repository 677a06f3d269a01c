/**
 * The route objects of the app; main.tsx mounts them in a browser router, tests in a memory router. Pages a user
 * reaches by a link or a return from a bank load their code when first shown, so the hub's first load stays small.
 */
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Navigate, Outlet, type RouteObject } from 'react-router'
import { hostEmbeddingAtom, loadAccountManagementPage } from '../features/accounts/index.ts'
import { loadReturnPages } from '../features/add-account/index.ts'
import { loadBusinessAccountPage } from '../features/business-account/index.ts'
import { loadFramePages } from '../features/frame/index.ts'
import { loadStartImportPage } from '../features/csv-import/index.ts'
import { HubPage } from '../features/hub/index.ts'
import { loadTransactionPages, TransactionListRoute } from '../features/transactions/index.ts'
import { loadTransferListPages } from '../features/transfer-lists/index.ts'
import { loadTransferPages } from '../features/transfer/index.ts'
import { lazyPage } from '../shared/components/lazy.tsx'
import { Layout } from './Layout.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import {
  ACCOUNT_MANAGEMENT_PATH,
  BANK_INFO_PATH,
  BANK_TRANSFERS_EXECUTED_PATH,
  BANK_TRANSFERS_PREPARED_PATH,
  BANK_TRANSFER_PATH,
  BUSINESS_BANK_ACTIVATE_PATH,
  BUSINESS_BANK_PATH,
  FTU_PATH,
  HUB_PATH,
  INFO_PATH,
  NO_ACCESS_PATH,
  PAYPAL_CREATE_PATH,
  PAYPAL_REFERRAL_PATH,
  PLANNED_STANDING_ORDER_PATH,
  PLANNED_TIMED_ORDER_PATH,
  PREPARED_PATH,
  PROPOSALS_PATH,
  REDIRECT_EVAL_CHANGE_PATH,
  REDIRECT_EVAL_PATH,
  RESERVED_TRANSACTIONS_PATH,
  START_IMPORT_PATH,
  TRANSACTIONS_HIDDEN_PATH,
  TRANSACTIONS_OPEN_PATH,
  TRANSACTIONS_PATH,
  TRANSFER_REDIRECT_PATH,
} from '../shared/routes.ts'

const AccountManagementPage = lazyPage(loadAccountManagementPage)
const BusinessAccountPage = lazyPage(loadBusinessAccountPage)
const FirstTimePage = lazyPage(() => loadFramePages().then((m) => m.FirstTimePage))
const NoAccessPage = lazyPage(() => loadFramePages().then((m) => m.NoAccessPage))
const BankInfoPage = lazyPage(() => loadFramePages().then((m) => m.BankInfoPage))
const PaypalReferralPage = lazyPage(() => loadReturnPages().then((m) => m.PaypalReferralPage))
const PaypalCreatePage = lazyPage(() => loadReturnPages().then((m) => m.PaypalCreatePage))
const BankRedirectPage = lazyPage(() => loadReturnPages().then((m) => m.BankRedirectPage))
const BankTransfersPage = lazyPage(() => loadTransferListPages().then((m) => m.BankTransfersPage))
const PlannedPaymentsPage = lazyPage(() => loadTransferListPages().then((m) => m.PlannedPaymentsPage))
// The proposals feature's door itself is loaded when the route is first shown: it also holds the transaction lists'
// minicard loader, which the hub's first load (≤ 140 kB) must not carry.
const ProposalsPage = lazyPage(() => import('../features/proposals/index.ts').then((m) => m.loadProposalsPage()))
const PreparedRedirectPage = lazyPage(() => loadTransferListPages().then((m) => m.PreparedRedirectPage))
const ReservedTransactionsPage = lazyPage(() => loadTransactionPages().then((m) => m.ReservedTransactionsPage))
const StartImportPage = lazyPage(loadStartImportPage)
const TransferPage = lazyPage(() => loadTransferPages().then((m) => m.TransferPage))
const TransferRedirectPage = lazyPage(() => loadTransferPages().then((m) => m.TransferRedirectPage))

/**
 * A return page is a dialog over the hub. The hub behind it is one of its own (another component than the /hub
 * route's element), so going on to /hub mounts the hub afresh and it reads the accounts the wizard may have added.
 */
const HubBackdrop = ({ children }: { readonly children: ReactNode }) => (
  <>
    <HubPage />
    {children}
  </>
)

/**
 * The account management dialog is one a host page may embed on its own (accounts-and-transfers 1, 2.1): embedded,
 * no banking layout around it; opened in the app itself, the layout with its navigation, like every other page.
 */
const AccountManagementFrame = () => (useAtomValue(hostEmbeddingAtom).embedded ? <Outlet /> : <Layout />)

export const appRoutes: RouteObject[] = [
  { path: ACCOUNT_MANAGEMENT_PATH, element: <AccountManagementFrame />, children: [{ index: true, element: <AccountManagementPage /> }] },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={HUB_PATH} replace /> },
      { path: HUB_PATH, element: <HubPage /> },
      // Returns from PayPal and from a bank's redirect login: the account dialog over the hub.
      { path: PAYPAL_REFERRAL_PATH, element: <HubBackdrop><PaypalReferralPage /></HubBackdrop> },
      { path: PAYPAL_CREATE_PATH, element: <HubBackdrop><PaypalCreatePage /></HubBackdrop> },
      { path: REDIRECT_EVAL_PATH, element: <HubBackdrop><BankRedirectPage purpose="add" /></HubBackdrop> },
      { path: REDIRECT_EVAL_CHANGE_PATH, element: <HubBackdrop><BankRedirectPage purpose="change" /></HubBackdrop> },
      // The CSV import over the hub (hub-and-business-account 2.1 /hub/actions/startimport).
      { path: START_IMPORT_PATH, element: <HubBackdrop><StartImportPage /></HubBackdrop> },
      // Transfer lists and planned payments (hub-and-business-account 2.1, 2.5).
      { path: PREPARED_PATH, element: <PreparedRedirectPage /> },
      { path: BANK_TRANSFERS_PREPARED_PATH, element: <BankTransfersPage key="prepared" tab="prepared" /> },
      { path: BANK_TRANSFERS_EXECUTED_PATH, element: <BankTransfersPage key="executed" tab="executed" /> },
      { path: PLANNED_STANDING_ORDER_PATH, element: <PlannedPaymentsPage kind="standingOrder" /> },
      { path: PLANNED_TIMED_ORDER_PATH, element: <PlannedPaymentsPage kind="scheduled" /> },
      // Transaction lists (hub-and-business-account 2.1): one page per view, remounted when the view changes.
      { path: TRANSACTIONS_PATH, element: <TransactionListRoute key="all" filter="all" /> },
      { path: TRANSACTIONS_OPEN_PATH, element: <TransactionListRoute key="open" filter="open" /> },
      { path: TRANSACTIONS_HIDDEN_PATH, element: <TransactionListRoute key="ignored" filter="ignored" /> },
      { path: RESERVED_TRANSACTIONS_PATH, element: <ReservedTransactionsPage /> },
      { path: PROPOSALS_PATH, element: <ProposalsPage /> },
      // The transfer dialog over the hub (accounts-and-transfers 2.2), and the return of a bank's authorisation.
      { path: BANK_TRANSFER_PATH, element: <HubBackdrop><TransferPage /></HubBackdrop> },
      { path: TRANSFER_REDIRECT_PATH, element: <TransferRedirectPage /> },
      // The first-time screen and the info pages (hub-and-business-account 2.2, 2.3). /info is abstract in the spec
      // (the parent of the two info pages); chosen: on its own it leads to the hub.
      { path: FTU_PATH, element: <FirstTimePage /> },
      { path: INFO_PATH, element: <Navigate to={HUB_PATH} replace /> },
      { path: NO_ACCESS_PATH, element: <NoAccessPage /> },
      { path: BANK_INFO_PATH, element: <BankInfoPage /> },
      { path: BUSINESS_BANK_PATH, element: <BusinessAccountPage /> },
      { path: BUSINESS_BANK_ACTIVATE_PATH, element: <BusinessAccountPage /> },
      // Unknown paths, and paths whose feature has not landed yet, say so and link to the hub (spec: default /hub).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
