/** Constants of the account management dialog and the add-account wizard (spec: accounts-and-transfers 4.1–4.3, 5.1, 5.3 and 9). */
import type { FinancialAccountType } from './model.ts'

/** The account list is re-read this often while any account is not IDLE (spec 4.2 and 9). */
export const ACCOUNT_STATUS_POLL_INTERVAL_MS = 3000
/** Deleting an account resolves this long after the delete call (spec 4.3 and 9). */
export const ACCOUNT_DELETE_DELAY_MS = 3000
/** The redirect to the payment service (s21) resolves after 3 s (spec 4.1 and 9). */
export const PAYMENT_SERVICE_REDIRECT_DELAY_MS = 3000

/**
 * The type an account added from a login (s50) is sent with when the bank gives it no type, or one the spec does not
 * name. Chosen: GIRO, the type nearly every connected account has and the only one the wizard asks for ('giroOnly').
 */
export const DEFAULT_ONLINE_BANKING_ACCOUNT_TYPE: FinancialAccountType = 'GIRO'

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

// --- text field limits (issue 10, item 3): the spec names none, so each is chosen below or taken from the bank's rules

/**
 * Spec leaves this open; chosen: 100 characters, because the default name of a connected account is the bank's name
 * (at most 58 characters in the Bundesbank's bank code directory), a space and the German IBAN in groups of four (27),
 * 86 in all, and a caption beyond that no card or list can show.
 */
export const ACCOUNT_NAME_MAX_LENGTH_CHARS = 100
/**
 * Spec leaves this open; chosen: 70 characters, because a SEPA payment carries the account holder's name in at most
 * 70 characters (the banks' limit for a name on a transfer).
 */
export const ACCOUNT_HOLDER_MAX_LENGTH_CHARS = 70
/**
 * Spec leaves this open; chosen: 100 characters, because the longest name in the Bundesbank's bank code directory has
 * 58 and foreign banks' names run longer; 100 leaves room for both.
 */
export const BANK_NAME_MAX_LENGTH_CHARS = 100
/**
 * An IBAN as sent (electronic format): at most 34 characters (ISO 13616, the standard the banks follow; parseIban
 * checks each country's registry length, up to Russia's 33, rather than the spec's 32-character recogniser).
 */
export const IBAN_MAX_LENGTH_CHARS = 34
/**
 * Spec leaves this open; chosen: the longest IBAN in groups of four with a space between (8 spaces), because the edit
 * dialog shows and takes the IBAN in print format.
 */
export const IBAN_INPUT_MAX_LENGTH_CHARS = IBAN_MAX_LENGTH_CHARS + Math.ceil(IBAN_MAX_LENGTH_CHARS / 4) - 1
/** A BIC as sent: 8 or 11 characters (ISO 9362, as the banks give it). */
export const BIC_MAX_LENGTH_CHARS = 11
/**
 * Spec leaves this open; chosen: 14 characters, because a BIC is also typed in its printed groups with spaces
 * ('DEUT DE FF XXX'), which normalizeBic removes.
 */
export const BIC_INPUT_MAX_LENGTH_CHARS = BIC_MAX_LENGTH_CHARS + 3
/**
 * Spec leaves this open; chosen: 50 characters, because card providers' names (Visa, Mastercard, American Express,
 * a bank's own card brand) are short; 50 leaves room for a bank's full card product name.
 */
export const CARD_PROVIDER_MAX_LENGTH_CHARS = 50
/**
 * Spec leaves this open; chosen: 23 characters, because a card number has at most 19 digits (ISO/IEC 7812) and is
 * written in groups of four with spaces between (4 spaces).
 */
export const CREDIT_CARD_NUMBER_MAX_LENGTH_CHARS = 19 + 4
/**
 * Spec leaves this open; chosen: 20 characters, because an amount in German notation up to hundreds of billions with
 * its thousands separators, cents and a sign has 19 ('-999.999.999.999,99').
 */
export const MONEY_INPUT_MAX_LENGTH_CHARS = 20
/**
 * The bank's limit: FinTS 3.0 (the German online banking standard) holds the user id (Benutzerkennung) and the
 * customer id (Kunden-ID) in at most 30 characters each.
 */
export const BANK_LOGIN_ID_MAX_LENGTH_CHARS = 30
/** The bank's limit: FinTS 3.0 holds the PIN in at most 99 characters. */
export const PIN_MAX_LENGTH_CHARS = 99
/**
 * Spec leaves this open; chosen: 60 characters, because the longest thing a user searches a bank by is its name (at
 * most 58 characters in the Bundesbank's bank code directory); IBANs, BICs and bank codes are shorter.
 */
export const BANK_SEARCH_TERM_MAX_LENGTH_CHARS = 60

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
