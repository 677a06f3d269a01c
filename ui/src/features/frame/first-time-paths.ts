/**
 * Where the first-time check of the main layout does not run (spec: hub-and-business-account 2.1): the PayPal and
 * bank-redirect returns, and the frame's own pages. Apart from the check's rule (first-time-check.ts), which loads
 * when the check runs: this part is in the first load of /.
 */
import { BANK_INFO_PATH, BUSINESS_BANK_PATH, FTU_PATH, INFO_PATH, NO_ACCESS_PATH } from '../../shared/routes.ts'

/**
 * Paths whose pages the check leaves alone: the PayPal and redirect returns (spec 2.1), and, chosen, the first-time
 * screen, the info pages and the business account's pages, which are where the check itself may send the user.
 */
const SKIPPED_PREFIXES = ['/hub/paypal/', '/hub/redirect/', FTU_PATH, INFO_PATH, NO_ACCESS_PATH, BANK_INFO_PATH, BUSINESS_BANK_PATH] as const

/** @example isFirstTimeCheckSkipped('/hub/redirect/eval') // true */
export const isFirstTimeCheckSkipped = (pathname: string): boolean =>
  SKIPPED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
