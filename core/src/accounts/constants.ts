/** Constants of the account management dialog and the add-account wizard (spec: accounts-and-transfers 4.1–4.3, 5.1, 5.3 and 9). */

/** The account list is re-read this often while any account is not IDLE (spec 4.2 and 9). */
export const ACCOUNT_STATUS_POLL_INTERVAL_MS = 3000
/** Deleting an account resolves this long after the delete call (spec 4.3 and 9). */
export const ACCOUNT_DELETE_DELAY_MS = 3000
/** The redirect to the payment service (s21) resolves after 3 s (spec 4.1 and 9). */
export const PAYMENT_SERVICE_REDIRECT_DELAY_MS = 3000

/**
 * Spec leaves this open ("The numeric minimum is not shown"); chosen: 3 characters, because the shortest names of
 * German banks customers search for have three (ING, DKB, N26, GLS), while one or two characters match hundreds of
 * banks; bank codes, BICs and IBANs are longer anyway.
 */
export const BANK_SEARCH_MIN_LENGTH = 3

/** The payment-service (PayPal) history reaches back to 1 January of this many calendar years ago (spec 5.3 and 9). */
export const PAYMENT_SERVICE_HISTORY_YEARS_BACK = 1

/** A missing merchant id of the payment-service account shows its abort message after this long (spec 8). */
export const PAYPAL_MERCHANT_ID_ABORT_DELAY_MS = 1000

/** Skipping a contact waits this long before the next one shows (transactions-import-proposals 4). */
export const BANK_CREDENTIALS_SKIP_DELAY_MS = 1000

/** A partner provider of s12: its name (for the instructions) and its hard-coded BIC (how it is recognised). */
export interface PartnerProvider {
  readonly name: string
  /** In 11-character form. */
  readonly bic: string
}

/**
 * The six partner providers (spec 2.3 "six partner providers are supported"; 9 "Partner provider BICs: hard-coded per
 * provider"). Spec leaves the names and values open; chosen: business banks and fintechs whose accounts are imported
 * through a partner, each by the BIC its accounts carry (Kontist and Penta at Solaris, FYRST at Deutsche Bank Berlin).
 */
export const PARTNER_PROVIDERS: ReadonlyArray<PartnerProvider> = [
  { name: 'Kontist', bic: 'SOBKDEBBXXX' },
  { name: 'Qonto', bic: 'QNTODEB2XXX' },
  { name: 'Penta', bic: 'PNTADEBBXXX' },
  { name: 'Holvi', bic: 'HOLVDEB1XXX' },
  { name: 'Finom', bic: 'FNOMDEB2XXX' },
  { name: 'FYRST', bic: 'DEUTDEDBBER' },
]
