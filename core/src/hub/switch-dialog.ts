/** The switch to the new banking app (spec: hub-and-business-account 4.10 and 9). */
import * as E from 'fp-ts/lib/Either.js'
import { daysBetween, parseLocalDate, todayInBerlin, type LocalDate } from '../calendar/local-date.ts'
import type { Clock } from '../calendar/clock.ts'
import { toBankHubSwitchAction } from '../privileges/privileges.ts'
import { BANK_HUB_SWITCH_DEADLINE_DATE, BANK_HUB_SWITCH_DIALOG_LEAD_DAYS } from './rules-constants.ts'

const DEADLINE: LocalDate = E.getOrElse<unknown, LocalDate>(() => {
  throw new Error(`BANK_HUB_SWITCH_DEADLINE_DATE is no date: ${BANK_HUB_SWITCH_DEADLINE_DATE}`)
})(parseLocalDate(BANK_HUB_SWITCH_DEADLINE_DATE))

/** What the local switch-info-shown flag holds once the dialog was shown. */
export const BANK_HUB_SWITCH_INFO_SHOWN_VALUE = 'true'

/**
 * Days left until the switch deadline, counted in Berlin calendar days: 0 on 30 July 2025, negative after it.
 * @example countBankHubSwitchDaysLeft('2025-07-16') // 14
 */
export const countBankHubSwitchDaysLeft = (today: LocalDate): number => daysBetween(today, DEADLINE)

/**
 * Reads the stored switch-info-shown flag. Reading: only the value we write means "shown"; a missing or tampered
 * value means "not shown", so the user may see the dialog once more rather than miss the deadline.
 * @example isBankHubSwitchInfoShown('true') // true
 */
export const isBankHubSwitchInfoShown = (stored: string | null | undefined): boolean => stored === BANK_HUB_SWITCH_INFO_SHOWN_VALUE

/**
 * The switch dialog opens by itself once, when 14 days or fewer are left to the deadline 2025-07-30 (Berlin), and
 * only for users the hub offers the switch (privilege FINANCE_REACT_BANK_HUB_SWITCH without the redirect).
 * Reading: after the deadline day it no longer opens by itself: a dialog about a deadline that has passed says
 * nothing true, and the switch button stays for those who still need it.
 * @example isBankHubSwitchDialogDue(clockAt('2025-07-16T10:00:00Z'), null, ['FINANCE_REACT_BANK_HUB_SWITCH']) // true
 */
export const isBankHubSwitchDialogDue = (clock: Clock, storedShownFlag: string | null | undefined, privileges: ReadonlyArray<string>): boolean => {
  if (toBankHubSwitchAction(privileges) !== 'showSwitchButton' || isBankHubSwitchInfoShown(storedShownFlag)) return false
  const daysLeft = countBankHubSwitchDaysLeft(todayInBerlin(clock))
  return daysLeft >= 0 && daysLeft <= BANK_HUB_SWITCH_DIALOG_LEAD_DAYS
}

/** The local storage key of the switch-info-shown flag (spec 3 "Stored locally": one flag, not per organisation). */
export const BANK_HUB_SWITCH_INFO_SHOWN_STORAGE_KEY = 'kontor.bankHubSwitch.infoShown'

/** What the switch banner says: the days left up to the deadline day, or that the deadline has passed. */
export type BankHubSwitchBanner =
  | { readonly kind: 'beforeDeadline'; readonly daysLeft: number; readonly deadline: LocalDate }
  | { readonly kind: 'afterDeadline'; readonly deadline: LocalDate }

/**
 * The banner that points to the new banking app (spec 1 "A banner points users to a new banking app, with a switch
 * deadline"), for users the hub offers the switch; undefined for everyone else (redirected, or not offered it).
 * Chosen: the banner shows whenever the switch button does, also after the deadline, since it is then the only place
 * that explains the switch (the dialog no longer opens by itself, see isBankHubSwitchDialogDue).
 * @example toBankHubSwitchBanner(clockAt('2025-07-20T10:00:00Z'), ['FINANCE_REACT_BANK_HUB_SWITCH']) // { kind: 'beforeDeadline', daysLeft: 10, … }
 */
export const toBankHubSwitchBanner = (clock: Clock, privileges: ReadonlyArray<string>): BankHubSwitchBanner | undefined => {
  if (toBankHubSwitchAction(privileges) !== 'showSwitchButton') return undefined
  const daysLeft = countBankHubSwitchDaysLeft(todayInBerlin(clock))
  return daysLeft >= 0 ? { kind: 'beforeDeadline', daysLeft, deadline: DEADLINE } : { kind: 'afterDeadline', deadline: DEADLINE }
}
