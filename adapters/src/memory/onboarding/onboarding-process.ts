/**
 * The business account onboarding's process on the db clock: each account's status, the account state following the
 * newest account, and the LEXBANK account a completed onboarding adds to the account list.
 */
import {
  COMPLETED_ONBOARDING_STATUS,
  ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED,
  ONBOARDING_STATUSES,
  berlinDateOf,
  type BankAccountStateWire,
  type FinancialAccountWire,
} from '@kontor/core'
import { NEW_BUSINESS_ACCOUNT_ACTIONS, NEW_BUSINESS_ACCOUNT_NAME, ONBOARDING_STEP_DELAY_MS, PARTNER_BANK } from '../constants.ts'
import type { MemoryState } from '../store/state.ts'
import { nowMs, records } from './onboarding-records.ts'
import type { OnboardingAccountRecord } from './onboarding-state.ts'

// --- the process on the db clock

/** The status of an account's onboarding now: one step of ONBOARDING_STATUSES per ONBOARDING_STEP_DELAY_MS. */
export const onboardingStatusAt = (account: Pick<OnboardingAccountRecord, 'startedAtMs'>, atMs: number): string => {
  const steps = Math.max(0, Math.floor((atMs - account.startedAtMs) / ONBOARDING_STEP_DELAY_MS))
  return ONBOARDING_STATUSES[Math.min(steps, ONBOARDING_STATUSES.length - 1)] ?? COMPLETED_ONBOARDING_STATUS
}

const isCompleted = (status: string): boolean => status === COMPLETED_ONBOARDING_STATUS

/** The LEXBANK account a completed onboarding adds to the account list. */
const financialAccountOf = (state: MemoryState, account: OnboardingAccountRecord): FinancialAccountWire => ({
  financialAccountId: account.financialAccountId,
  name: NEW_BUSINESS_ACCOUNT_NAME,
  type: 'LEXBANK',
  accountHolder: account.accountHolder,
  usingProfileType: 'BUSINESS',
  iban: account.iban,
  bic: PARTNER_BANK.bic,
  bankCode: PARTNER_BANK.bankCode,
  bankName: PARTNER_BANK.bankName,
  balance: 0,
  balanceDate: berlinDateOf(state.clock.now()),
  lockVersion: 0,
  state: { status: 'IDLE', errorOnSync: false },
  connected: true,
  availableActions: [...NEW_BUSINESS_ACCOUNT_ACTIONS],
  sepaInstantCapable: true,
  sepaInstantAllowed: true,
})

/** The account state's businessOnBoarding of the newest account, as its status stands (4.2). */
const accountStateFollowing = (accountState: BankAccountStateWire, account: OnboardingAccountRecord, status: string, organizationType: string | null) => {
  const onboarding = accountState.businessOnBoarding ?? null
  const completed = isCompleted(status)
  return {
    ...accountState,
    initial: false,
    noAccountYet: false,
    accountOpeningProcessStarted: true,
    lexBankBusinessId: account.lexBankBusinessId,
    firstCardActivationPending: true,
    businessOnBoarding: {
      isPending: !completed,
      isWelcome: completed,
      status,
      business: {
        id: account.lexBankBusinessId,
        taxNumber: onboarding?.business?.id === account.lexBankBusinessId ? (onboarding.business.taxNumber ?? null) : null,
        lexBankCompanyType: organizationType,
        // chosen: the business's state is the process's status while it runs, the welcome state once the account is
        // there (4.2); completeOnboarding (the hub) then clears it.
        onBoardingState: completed ? ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED : status,
      },
    },
  } satisfies BankAccountStateWire
}

/**
 * Moves every account's onboarding and every identification under review to where the db clock has brought them:
 * the account state follows the newest account; a completed account's LEXBANK account joins the list (once).
 */
export const settleOnboarding = (state: MemoryState): void => {
  const onboarding = records(state)
  const now = nowMs(state)
  for (const identification of onboarding.identifications) {
    if (identification.reviewEndsAtMs !== null && now >= identification.reviewEndsAtMs) {
      identification.status = 'successful'
      identification.reviewEndsAtMs = null
    }
  }
  const newest = onboarding.accounts.at(-1)
  for (const account of onboarding.accounts) {
    const status = onboardingStatusAt(account, now)
    if (isCompleted(status) && !account.completed) {
      account.completed = true
      if (!state.accounts.some((a) => a.financialAccountId === account.financialAccountId)) {
        state.accounts = [...state.accounts, financialAccountOf(state, account)]
      }
    }
  }
  if (newest === undefined) return
  const status = onboardingStatusAt(newest, now)
  const current = state.hub.accountState.businessOnBoarding
  // Once the user completed the onboarding on the hub (onBoardingState null, status completed), it stays completed.
  if (current?.business?.id === newest.lexBankBusinessId && current.business.onBoardingState == null && isCompleted(current.status ?? '')) return
  const next = accountStateFollowing(state.hub.accountState, newest, status, onboarding.organizationType)
  if (JSON.stringify(next) !== JSON.stringify(state.hub.accountState)) state.hub.accountState = next
}

/** Every operation of `db` with the onboarding settled first (the clock may have moved since the last one). */
export const withOnboardingUpkeep = <Db extends object>(state: MemoryState, db: Db, untouched: ReadonlyArray<keyof Db>): Db =>
  Object.fromEntries(
    Object.entries(db).map(([name, operation]) => {
      if (untouched.includes(name as keyof Db) || typeof operation !== 'function') return [name, operation]
      return [
        name,
        (...args: ReadonlyArray<unknown>): unknown => {
          settleOnboarding(state)
          return (operation as (...a: ReadonlyArray<unknown>) => unknown)(...args)
        },
      ]
    }),
  ) as Db
