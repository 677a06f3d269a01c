/**
 * Constants of bank transactions, payments and categorising (spec: transactions-import-proposals 9 and
 * hub-and-business-account 5 and 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseLocalDate, type LocalDate } from '../calendar/local-date.ts'

const fixedDate = (iso: string): LocalDate =>
  E.getOrElse<unknown, LocalDate>(() => {
    throw new RangeError(`not a date: ${iso}`) // a typo in a constant is a defect, found when the module loads
  })(parseLocalDate(iso))

/** Booking bar: a difference of at most this percentage of the selected vouchers is appended as a hint (5 % counts). */
export const PAYMENT_DIFFERENCE_HINT_MAX_PERCENT = 5

/** The VAT rates a posting can carry besides 0 % (spec: transactions 9). */
export const TAX_RATES_PERCENT = [5, 7, 16, 19] as const
/** Non-payment categories (private withdrawals, transfers between own accounts, tax payments) carry no VAT. */
export const TAX_RATE_NONE_PERCENT = 0
/** Every rate a categorised posting may carry: 0 % and the four rates of section 9. */
export const ALLOWED_TAX_RATES_PERCENT = [TAX_RATE_NONE_PERCENT, ...TAX_RATES_PERCENT] as const

/** The reduced VAT rate on gas deliveries (spec: hub 9, "Gas VAT note"). */
export const GAS_REDUCED_VAT_RATE_PERCENT = 7
/** First day of the reduced gas VAT rate, inclusive. */
export const GAS_REDUCED_VAT_FIRST_DATE: LocalDate = fixedDate('2022-10-01')
/** Last day of the reduced gas VAT rate, inclusive: "to 31.03.2024" names the last day it applies. */
export const GAS_REDUCED_VAT_LAST_DATE: LocalDate = fixedDate('2024-03-31')

/** An input gets the focus this long after its dialog opens (reading: the TAN input of the SCA dialogs). */
export const INPUT_FOCUS_DELAY_MS = 1000
/** Popovers open after the pointer rests this long. */
export const POPOVER_DELAY_MS = 750

/** New-transaction notices for business-account customers are polled this often (spec: transactions 6 and 9). */
export const NOTIFICATION_POLL_INTERVAL_MS = 5000
/** A privileges request that takes longer counts as failed, which yields an empty privilege list. */
export const PRIVILEGE_FETCH_TIMEOUT_MS = 5000

/** Page sizes of the transaction and reserved transaction lists (spec: hub 9). */
export const TRANSACTIONS_PAGE_SIZE = 50
export const RESERVED_TRANSACTIONS_PAGE_SIZE = 50

// The list's query limits (spec: hub 2.1 and transactions 7 "Transactions"; the spec names no limit, all chosen).
/**
 * Longest search term, in characters. Chosen: 140, the length of a SEPA purpose line (the longest text a transaction
 * carries), so a whole pasted purpose still searches; a longer term cannot match anything.
 */
export const TRANSACTION_SEARCH_TERM_MAX_LENGTH = 140
/** Earliest day of the date filter: no transaction before 1.1.2014 can exist (spec: transactions 5 and 9). */
export const TRANSACTION_LIST_EARLIEST_DATE: LocalDate = fixedDate('2014-01-01')
/**
 * Latest day of the date filter. Chosen: a fixed far day rather than "today + n", so that reading an address needs no
 * clock; a later date is a typo (a five-digit year), while an end date somewhat in the future simply means "until now".
 */
export const TRANSACTION_LIST_LATEST_DATE: LocalDate = fixedDate('2099-12-31')
/** Highest page an address may name. Chosen: 100,000 pages of 50 hold 5 million transactions, more than any organisation has. */
export const TRANSACTION_LIST_PAGE_MAX = 100_000
/** Most accounts the account filter may name. Chosen: far above the accounts an organisation connects. */
export const TRANSACTION_LIST_ACCOUNTS_MAX = 100
/** Longest note of an assignment and of the edit note dialog, in characters. Chosen: 255, a database text column. */
export const PAYMENT_NOTE_MAX_LENGTH = 255
/** Longest reason given when ignoring a transaction, in characters. Chosen: 255, as the payment note. */
export const IGNORE_REASON_MAX_LENGTH = 255
/** Longest account id the account filter accepts (a UUID has 36 characters). Chosen. */
export const TRANSACTION_LIST_ACCOUNT_ID_MAX_LENGTH = 100
/** The voucher picker loads this many vouchers at a time (spec: hub 9). */
export const VOUCHER_PICKER_BATCH_SIZE = 9
// Spec leaves this open; chosen: the voucher search waits this long after the last key, so that typing does not send
// a call per letter.
/** The voucher search runs this long after the last change of its term. */
export const VOUCHER_SEARCH_DEBOUNCE_MS = 300

/** The dataSource of vouchers created in the browser (spec: transactions 9). */
export const VOUCHER_DATA_SOURCE = 'USER_BROWSER'

// Spec leaves this open; chosen: readable fixed ids, because the spec says the two root categories have fixed ids
// but not which; the memory backend and the category tree use these two.
/** Root of the revenue (income) posting category tree. */
export const ROOT_POSTING_CATEGORY_ID_REVENUE = 'root-revenue'
/** Root of the expense (outgo) posting category tree. */
export const ROOT_POSTING_CATEGORY_ID_EXPENSE = 'root-expense'
