/** The route objects of the app; main.tsx mounts them in a browser router, tests in a memory router. */
import { Navigate, type RouteObject } from 'react-router'
import { HubPage } from '../features/hub/HubPage.tsx'
import { lazyPage } from '../shared/components/lazy.tsx'
import { Layout } from './Layout.tsx'
import {
  ACCOUNT_MANAGEMENT_PATH,
  HUB_PATH,
  PAYPAL_CREATE_PATH,
  PAYPAL_REFERRAL_PATH,
  REDIRECT_EVAL_CHANGE_PATH,
  REDIRECT_EVAL_PATH,
} from './routes.ts'

// Pages reached by a link or a return from a bank load their code when first shown: the hub's first load stays small.
const AccountManagementPage = lazyPage(() => import('../features/accounts/AccountManagementPage.tsx').then((m) => m.AccountManagementPage))
const returnPages = () => import('../features/add-account/ReturnPages.tsx')
const PaypalReferralPage = lazyPage(() => returnPages().then((m) => m.PaypalReferralPage))
const PaypalCreatePage = lazyPage(() => returnPages().then((m) => m.PaypalCreatePage))
const BankRedirectPage = lazyPage(() => returnPages().then((m) => m.BankRedirectPage))

export const appRoutes: RouteObject[] = [
  // A dialog a host page may embed on its own (accounts-and-transfers 1, 2.1): no banking layout around it.
  { path: ACCOUNT_MANAGEMENT_PATH, element: <AccountManagementPage /> },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={HUB_PATH} replace /> },
      { path: HUB_PATH, element: <HubPage /> },
      // Returns from PayPal and from a bank's redirect login: the account dialog over the hub.
      { path: PAYPAL_REFERRAL_PATH, element: <PaypalReferralPage /> },
      { path: PAYPAL_CREATE_PATH, element: <PaypalCreatePage /> },
      { path: REDIRECT_EVAL_PATH, element: <BankRedirectPage purpose="add" /> },
      { path: REDIRECT_EVAL_CHANGE_PATH, element: <BankRedirectPage purpose="change" /> },
      // Unknown paths, and paths whose feature has not landed yet, go to the hub (spec: default route /hub).
      { path: '*', element: <Navigate to={HUB_PATH} replace /> },
    ],
  },
]
