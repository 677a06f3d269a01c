import type { HubGatedFeature } from '@kontor/core'

/**
 * The route tree under the main banking layout (spec: hub-and-business-account 2.1), each path once, with its
 * navigation label. A route whose feature has not landed yet is `available: false`: it is neither in the navigation
 * nor mounted, so it shows the not-found page with its link to /hub like any unknown path.
 */
export interface NavRoute {
  readonly path: string
  readonly label: string
  readonly available: boolean
  /** The gated feature the screen needs (hub-and-business-account 6); without it the entry is hidden. */
  readonly requires?: HubGatedFeature
}

export const HUB_PATH = '/hub'

// The first-time screen and the info pages (hub-and-business-account 2.2, 2.3).
export const FTU_PATH = '/ftu'
export const INFO_PATH = '/info'
export const NO_ACCESS_PATH = '/noaccess'
export const BANK_INFO_PATH = '/bank'
/** The business account's onboarding (2.4); its own issue builds it. */
export const BUSINESS_BANK_PATH = '/bnk'
export const BUSINESS_BANK_ACTIVATE_PATH = '/bnk/activate'

/** The account management dialog (accounts-and-transfers 2.1). */
export const ACCOUNT_MANAGEMENT_PATH = '/accountManagement'
/** Back from the payment service's authorization: opens the account dialog at s51 (hub-and-business-account 2). */
export const PAYPAL_REFERRAL_PATH = '/hub/paypal/referral'
/** Opens the account dialog at the PayPal create step (query financialAccountId). */
export const PAYPAL_CREATE_PATH = '/hub/paypal/create'
/** Back from a bank's redirect login while adding an account (query bc, fc, action, fa, state, code, error, ba). */
export const REDIRECT_EVAL_PATH = '/hub/redirect/eval'
/** Back from a bank's redirect login while editing an account (same query). */
export const REDIRECT_EVAL_CHANGE_PATH = '/hub/redirect/evalchange'
/** Redirects to the hub, then opens the CSV import (hub-and-business-account 2.1). */
export const START_IMPORT_PATH = '/hub/actions/startimport'
/** The bank transfer dialog (accounts-and-transfers 2.2; query skey names its session-storage hand-over). */
export const BANK_TRANSFER_PATH = '/banktransfer'
/** Back from a bank's authorisation of a transfer (query bto, action, fa, ct, lpt, state, code, error). */
export const TRANSFER_REDIRECT_PATH = '/hub/redirect/transfer'

// Transfer lists and planned payments (hub-and-business-account 2.1, 2.5).
export const PREPARED_PATH = '/prepared'
export const BANK_TRANSFERS_PREPARED_PATH = '/banktransfers/prepared'
export const BANK_TRANSFERS_EXECUTED_PATH = '/banktransfers/executed'
export const PLANNED_STANDING_ORDER_PATH = '/planned/standingorder'
export const PLANNED_TIMED_ORDER_PATH = '/planned/timedorder'

// Transaction lists (hub-and-business-account 2.1; transactions-import-proposals 2).
export const TRANSACTIONS_PATH = '/transactions'
// Spec leaves the reserved-transactions path open; chosen: /reserved.
export const RESERVED_TRANSACTIONS_PATH = '/reserved'
export const TRANSACTIONS_OPEN_PATH = '/transactionswop'
export const TRANSACTIONS_HIDDEN_PATH = '/transactionshidden'
// Assignment proposals and their approval (hub-and-business-account 2.1; transactions-import-proposals 2).
export const PROPOSALS_PATH = '/proposals'

export const NAV_ROUTES = [
  { path: HUB_PATH, label: 'Übersicht', available: true },
  { path: TRANSACTIONS_PATH, label: 'Alle Umsätze', available: true },
  { path: RESERVED_TRANSACTIONS_PATH, label: 'Vorgemerkt', available: true },
  { path: PROPOSALS_PATH, label: 'Zuordnungsvorschläge', available: true },
  { path: TRANSACTIONS_OPEN_PATH, label: 'Nicht zugeordnet', available: true },
  { path: BANK_TRANSFERS_PREPARED_PATH, label: 'Überweisungen', available: true },
  { path: PLANNED_STANDING_ORDER_PATH, label: 'Anstehende Zahlungen', available: true, requires: 'plannedRoutes' },
  { path: TRANSACTIONS_HIDDEN_PATH, label: 'Ausgeblendete Umsätze', available: true },
] as const satisfies ReadonlyArray<NavRoute>

export const availableNavRoutes = (): ReadonlyArray<NavRoute> => NAV_ROUTES.filter((r: NavRoute) => r.available)
