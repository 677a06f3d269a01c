/**
 * When a seized amount leaves the account (spec: hub-and-business-account 4.9): after 4 calendar weeks for a sole
 * trader, after 5 working days for a company.
 */
import { addDays, formatLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { addGermanBankWorkingDays, toNextGermanBankWorkingDay } from './bank-working-days.ts'
import {
  CALENDAR_WEEK_LENGTH_DAYS,
  SEIZURE_DEBIT_DELAY_COMPANY_WORKING_DAYS,
  SEIZURE_DEBIT_DELAY_SOLE_TRADER_CALENDAR_WEEKS,
} from './constants.ts'
import type { SeizureMessageKey } from './messages.ts'

/** Whose account is seized: the spec's two cases. */
export const SEIZURE_DEBTOR_KINDS = ['soleTrader', 'company'] as const
export type SeizureDebtorKind = (typeof SEIZURE_DEBTOR_KINDS)[number]

/**
 * The company types of a business account (businessOnBoarding.business.lexBankCompanyType) whose holder is a sole
 * trader. Spec leaves the values open (4.9 names only "sole trader" and "company"); chosen: the organisation types of
 * the sole-trader wizard (FREELANCER, SOLE_TRADER) and their usual synonyms.
 */
const SOLE_TRADER_COMPANY_TYPES: ReadonlySet<string> = new Set(['FREELANCER', 'SOLE_TRADER', 'SOLE_PROPRIETOR', 'SELF_EMPLOYED', 'EINZELUNTERNEHMEN'])

/**
 * Whose account is seized, read from the business's company type. Chosen: an unknown or missing type counts as a
 * company, the spec's default legal form (GMBH), so the shorter delay is the one announced.
 * @example toSeizureDebtorKind('FREELANCER') // 'soleTrader'
 */
export const toSeizureDebtorKind = (lexBankCompanyType: string | null | undefined): SeizureDebtorKind =>
  SOLE_TRADER_COMPANY_TYPES.has((lexBankCompanyType ?? '').trim().toUpperCase()) ? 'soleTrader' : 'company'

/** A message of the seizure area with its placeholders, for the UI to render through the catalogue. */
export interface SeizureMessage {
  readonly key: SeizureMessageKey
  readonly params: Readonly<Record<string, string | number>>
}

/**
 * The day the seized amount is expected to be debited. Reading: the delay runs from the delivery date (the day the
 * garnishment order reached the bank, from which § 835 (3) ZPO counts); a sole trader's 4 calendar weeks end 28
 * days later, moved on to the next bank working day if they end on a weekend or holiday, since no debit is booked
 * then; a company's 5 working days are German bank working days after the delivery day.
 * @example toSeizureDebitDate('2025-05-02', 'company') // '2025-05-09'
 */
export const toSeizureDebitDate = (deliveryDate: LocalDate, debtor: SeizureDebtorKind): LocalDate =>
  debtor === 'soleTrader'
    ? toNextGermanBankWorkingDay(addDays(deliveryDate, SEIZURE_DEBIT_DELAY_SOLE_TRADER_CALENDAR_WEEKS * CALENDAR_WEEK_LENGTH_DAYS))
    : addGermanBankWorkingDays(deliveryDate, SEIZURE_DEBIT_DELAY_COMPANY_WORKING_DAYS)

/**
 * The seizure text that says when the amount is debited.
 * @example toSeizureDebitNotice('soleTrader') // { key: 'seizure.debitAfterCalendarWeeks', params: { weeks: 4 } }
 */
export const toSeizureDebitNotice = (debtor: SeizureDebtorKind): SeizureMessage =>
  debtor === 'soleTrader'
    ? { key: 'seizure.debitAfterCalendarWeeks', params: { weeks: SEIZURE_DEBIT_DELAY_SOLE_TRADER_CALENDAR_WEEKS } }
    : { key: 'seizure.debitAfterWorkingDays', params: { days: SEIZURE_DEBIT_DELAY_COMPANY_WORKING_DAYS } }

/**
 * The expected debit date as a notice (dd.MM.yyyy); none when the seizure has no delivery date.
 * @example toSeizureExpectedDebitNotice('2025-05-02', 'company') // { key: 'seizure.expectedDebitDate', params: { date: '09.05.2025' } }
 */
export const toSeizureExpectedDebitNotice = (
  deliveryDate: LocalDate | null | undefined,
  debtor: SeizureDebtorKind,
): SeizureMessage | undefined =>
  deliveryDate === null || deliveryDate === undefined
    ? undefined
    : { key: 'seizure.expectedDebitDate', params: { date: formatLocalDate(toSeizureDebitDate(deliveryDate, debtor)) } }
