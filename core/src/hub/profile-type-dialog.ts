/**
 * The profile-type dialog asks which accounts are business, private or mixed; it appears at most once per day per
 * organisation (spec: hub-and-business-account 3 "Stored locally", 4.11, 5 and 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import { isAccountUsageTypeEditable } from '../accounts/edit-rules.ts'
import type { FinancialAccount, UsingProfileType } from '../accounts/model.ts'
import { berlinDateOf, daysBetween, parseLocalDate, todayInBerlin } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { Clock } from '../calendar/clock.ts'
import { PROFILE_TYPE_DIALOG_MIN_INTERVAL_DAYS } from './rules-constants.ts'

/** Why the dialog shows or not; the UI only needs `show`, the reason makes the decision testable and loggable. */
export type ProfileTypeDialogReason = 'neverShown' | 'shownOnEarlierDay' | 'shownToday' | 'unreadable' | 'inFuture'

export interface ProfileTypeDialogDecision {
  readonly show: boolean
  readonly reason: ProfileTypeDialogReason
}

/** The local storage key of the last appearance, one per organisation. */
export const toProfileTypeDialogStorageKey = (organizationId: string): string =>
  `kontor.profileTypeDialog.lastAppearance.${organizationId}`

/**
 * The value to store when the dialog appears: the instant in ISO 8601 UTC.
 * @example toProfileTypeDialogLastAppearanceValue(clock) // '2025-07-30T08:15:00.000Z'
 */
export const toProfileTypeDialogLastAppearanceValue = (clock: Clock): string => clock.now().toISOString()

const EPOCH_MS = /^\d{1,15}$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/
/** Instants outside these bounds are no appearance of this dialog; the upper bound keeps Berlin's date in year 9999. */
const EARLIEST_READABLE_MS = 0
const LATEST_READABLE_MS = Date.UTC(9999, 11, 30)

/** The stored instant, or undefined when it is not one we can read. */
const readStoredInstant = (stored: string): Date | undefined => {
  const text = stored.trim()
  const ms = EPOCH_MS.test(text) ? Number(text) : ISO_INSTANT.test(text) && E.isRight(parseLocalDate(text.slice(0, 10))) ? Date.parse(text) : Number.NaN
  return Number.isNaN(ms) || ms < EARLIEST_READABLE_MS || ms > LATEST_READABLE_MS ? undefined : new Date(ms)
}

/**
 * Whether the dialog appears now, from the stored last appearance and the clock, in Berlin calendar days: it shows
 * when it never appeared, or last appeared on an earlier day; not again on the same day.
 * Reading: the stored value is an ISO instant with its zone (what we write) or epoch milliseconds, from 1970 on; an unreadable value,
 * or one on a later day than today (a moved clock or a tampered value), shows the dialog, and storing the new
 * appearance repairs it. Showing a harmless question once too often is better than never asking again.
 * @example toProfileTypeDialogDecision('2025-07-29T20:00:00Z', clockAt('2025-07-30T08:00:00Z')) // { show: true, reason: 'shownOnEarlierDay' }
 */
export const toProfileTypeDialogDecision = (stored: string | null | undefined, clock: Clock): ProfileTypeDialogDecision => {
  if (stored === null || stored === undefined || stored.trim() === '') return { show: true, reason: 'neverShown' }
  const instant = readStoredInstant(stored)
  if (instant === undefined) return { show: true, reason: 'unreadable' }
  const days = daysBetween(berlinDateOf(instant), todayInBerlin(clock))
  if (days < 0) return { show: true, reason: 'inFuture' }
  return days >= PROFILE_TYPE_DIALOG_MIN_INTERVAL_DAYS ? { show: true, reason: 'shownOnEarlierDay' } : { show: false, reason: 'shownToday' }
}

/** @example isProfileTypeDialogDue(null, clock) // true */
export const isProfileTypeDialogDue = (stored: string | null | undefined, clock: Clock): boolean =>
  toProfileTypeDialogDecision(stored, clock).show

export interface ProfileTypeChoice {
  readonly financialAccountId: string
  /** The type chosen for the account; null or undefined while the account is not selected. */
  readonly usingProfileType: UsingProfileType | null | undefined
}

export interface SelectedProfileType {
  readonly financialAccountId: string
  readonly usingProfileType: UsingProfileType
}

/** The form field of the dialog's account list. */
export const PROFILE_TYPE_DIALOG_FIELD = 'accounts'

/**
 * At least one account must be selected ('Wählen Sie bitte mindestens ein Konto aus.'). Reading: an account is
 * selected when a profile type (business, private or mixed) was chosen for it; the result holds only those.
 * @example validateProfileTypeSelection([{ financialAccountId: 'a', usingProfileType: null }]) // left: 'hub.profileTypeNoAccountSelected'
 */
export const validateProfileTypeSelection = (
  choices: ReadonlyArray<ProfileTypeChoice>,
): E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<SelectedProfileType>> => {
  const selected = choices.flatMap((c) =>
    c.usingProfileType === null || c.usingProfileType === undefined ? [] : [{ financialAccountId: c.financialAccountId, usingProfileType: c.usingProfileType }],
  )
  return selected.length === 0 ? E.left([validationIssue(PROFILE_TYPE_DIALOG_FIELD, 'hub.profileTypeNoAccountSelected')]) : E.right(selected)
}

/** What the dialog needs of an account to decide whether to ask about it. */
export type ProfileTypeDialogAccount = Pick<FinancialAccount, 'type' | 'deactivated' | 'usingProfileType'>

/**
 * The accounts the dialog asks about, in the given order. Reading (chosen; 4.11 says only "which accounts are
 * business, private or mixed"): an account whose usage is not known yet, that is active, and whose usage the user may
 * set (not the provider's own bank accounts, business by contract; edit-rules.ts). An account already typed is not
 * asked again (the edit dialog changes it), and a deactivated one is not in use.
 * @example selectProfileTypeDialogAccounts([{ type: 'GIRO', usingProfileType: null }, { type: 'LEXBANK', usingProfileType: null }]) // the GIRO account
 */
export const selectProfileTypeDialogAccounts = <A extends ProfileTypeDialogAccount>(accounts: ReadonlyArray<A>): ReadonlyArray<A> =>
  accounts.filter(
    (a) => a.deactivated !== true && isAccountUsageTypeEditable(a) && (a.usingProfileType === null || a.usingProfileType === undefined),
  )

/**
 * The accounts the dialog asks about now: none when it is not due (it appeared today) or no account needs an answer;
 * else the accounts of selectProfileTypeDialogAccounts. Chosen: with nothing to ask it does not appear, and its
 * appearance is not stored, so an account added later is asked about the same day.
 * @example toProfileTypeDialogQuestion(accounts, null, clock) // the untyped active accounts
 */
export const toProfileTypeDialogQuestion = <A extends ProfileTypeDialogAccount>(
  accounts: ReadonlyArray<A>,
  stored: string | null | undefined,
  clock: Clock,
): ReadonlyArray<A> => (isProfileTypeDialogDue(stored, clock) ? selectProfileTypeDialogAccounts(accounts) : [])
