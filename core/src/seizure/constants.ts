/** Constants of seizure handling (spec: hub-and-business-account 4.9, 5 "Seizure payment amount" and 9). */

/** The smallest seizure payment: 0.01 €, one cent (spec 5 and 9). */
export const SEIZURE_PAYMENT_MIN_AMOUNT_CENTS = 1n

/** A sole trader's seized amount is debited after 4 calendar weeks (spec 4.9). */
export const SEIZURE_DEBIT_DELAY_SOLE_TRADER_CALENDAR_WEEKS = 4
/** A company's seized amount is debited after 5 working days (spec 4.9). */
export const SEIZURE_DEBIT_DELAY_COMPANY_WORKING_DAYS = 5

/** Days in a calendar week, for turning the sole trader's weeks into a date. */
export const CALENDAR_WEEK_LENGTH_DAYS = 7

/**
 * The reference type a seizure payment carries, so the transfer lists can link it back to its seizure.
 * Spec leaves this open (it names only VOUCHER); chosen: SEIZURE because it says what the transfer pays.
 */
export const SEIZURE_TRANSFER_REFERENCE_TYPE = 'SEIZURE'

/** The longest purpose a SEPA transfer carries (unstructured remittance information). */
export const SEIZURE_TRANSFER_PURPOSE_MAX_LENGTH_CHARS = 140
