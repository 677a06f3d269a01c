/**
 * The hub's calls of the backend, named here so that its cards and dialogs only show what they return (issue 25: a
 * component never calls a port). A card's read runs through shared/useRead.ts or the card's own schedule, a dialog's
 * flow through shared/useFlow.ts with the effects below, a button's single write from its handler with the
 * component's lifetime signal (shared/useLifetimeSignal.ts).
 */
import {
  HIDE_TEASER_SETTING_KEY,
  isHubFeatureAllowed,
  toAccountBody,
  todayInBerlin,
  toPersonOnboardingSnapshot,
  type Backend,
  type BackendError,
  type BankAccountState,
  type DeviceLinkEffect,
  type DeviceLinkEvent,
  type DeviceLinkState,
  type FinancialAccount,
  type FinancialTransaction,
  type MfaState,
  type Notification,
  type PersonOnboardingCardEffect,
  type PersonOnboardingCardEvent,
  type PersonOnboardingCardState,
  type Seizure,
  type SeizureTransferPayload,
  type SeizureTransferResult,
  type TransactionSummary,
  type UsingProfileType,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'
import type { BackendRead } from '../../shared/useRead.ts'
import { BALANCE_CHART_MAX_PAGES, BALANCE_CHART_PAGE_SIZE } from './constants.ts'
import { readBankAccountState } from '../../shared/reads.ts'

// --- reads of the cards

/** The organisation's seizures (the seizure card, hub-and-business-account 4.9). */
export const readSeizures =
  (backend: Backend): BackendRead<ReadonlyArray<Seizure>> =>
  (signal) =>
    backend.hub.listSeizures({ signal })

/** The open transactions with and without a proposal as of today (the to-do and manual-assign cards, 3). */
export const readTransactionSummary =
  (backend: Backend): BackendRead<TransactionSummary> =>
  (signal) =>
    backend.transactions.getTransactionSummary(todayInBerlin(backend.clock), { signal })

/** The account state as the state cards know it: being read, failed, or read with whether the user hid the teaser. */
export type AccountStateRead =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly state: BankAccountState; readonly teaserHidden: boolean }

const EMPTY_READ: AccountStateRead = { status: 'loaded', state: {}, teaserHidden: false }

/**
 * Whether the user hid the teaser (per-user setting hideLexBankTeaser). Chosen: asked only when the teaser could show
 * (noAccountYet); a failed read counts as not hidden, since the teaser is one click away from hidden again.
 */
const readTeaserHidden = async (backend: Backend, state: BankAccountState, signal: AbortSignal): Promise<boolean> => {
  if (state.noAccountYet !== true) return false
  const setting = await backend.hub.getUserSetting(HIDE_TEASER_SETTING_KEY, { signal })()
  return E.isRight(setting) && setting.right.value === 'true'
}

/** The state cards' read (4.5): the account state, or the empty one without FINANCE_LEXBANK_READ (spec 6). */
export const readAccountState = async (backend: Backend, privileges: ReadonlyArray<string>, signal: AbortSignal): Promise<AccountStateRead> => {
  if (!isHubFeatureAllowed('bankAccountState', privileges)) return EMPTY_READ
  const answer = await readBankAccountState(backend)(signal)()
  if (E.isLeft(answer)) return { status: 'failed' }
  return { status: 'loaded', state: answer.right, teaserHidden: await readTeaserHidden(backend, answer.right, signal) }
}

/** The balance chart's transactions (issue 15, 3 "Financial account report"), or why there is no line to draw. */
export type BalanceChartTransactions =
  | { readonly status: 'failed'; readonly error: BackendError | undefined }
  | { readonly status: 'loaded'; readonly transactions: ReadonlyArray<FinancialTransaction> }

/** Every transaction of the account from `dateFrom` to `dateTo`, page by page (issue 15); failed on the first failed page. */
export const readBalanceChartTransactions = async (
  backend: Backend,
  { financialAccountId, dateFrom, dateTo }: { readonly financialAccountId: string; readonly dateFrom: string; readonly dateTo: string },
  signal: AbortSignal,
): Promise<BalanceChartTransactions> => {
  const all: FinancialTransaction[] = []
  for (let pageNumber = 0; pageNumber < BALANCE_CHART_MAX_PAGES; pageNumber++) {
    const result = await backend.transactions.listTransactions(
      { financialAccountIds: [financialAccountId], dateFrom, dateTo, pageNumber, pageSize: BALANCE_CHART_PAGE_SIZE },
      { signal },
    )()
    if (result._tag === 'Left') return { status: 'failed', error: result.left }
    all.push(...result.right.content)
    if (result.right.content.length === 0 || all.length >= result.right.totalElements) return { status: 'loaded', transactions: all }
  }
  return { status: 'failed', error: undefined } // more than the chart reads: better no line than a wrong one
}

/** The notifications from a sequential number on (transactions-import-proposals 3 "Notification"), for the toasts' poll. */
export const listNotificationsFrom = (backend: Backend, from: number, signal: AbortSignal): Promise<E.Either<BackendError, ReadonlyArray<Notification>>> =>
  backend.proposals.listNotifications(from, { signal })()

/** Whether the user has confirmed the MFA activation on the phone (4.3: the MFA-required card polls it). */
export const readMfaState = (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, MfaState>> =>
  backend.hub.getMfaState({ signal })()

// --- writes from the cards' and dialogs' buttons

/** Starts the MFA activation (4.3, HubPort.startMfaActivation); the user confirms it on the phone. */
export const startMfaActivation = (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, void>> =>
  backend.hub.startMfaActivation({ signal })()

/** Saves the per-user setting hideLexBankTeaser (4.5, HubPort.hideTeaser). */
export const hideTeaser = (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, void>> => backend.hub.hideTeaser({ signal })()

/** Sends the terms consent (4.4, HubPort.acceptTerms); the answer is the new account state. */
export const acceptTerms = (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, BankAccountState>> =>
  backend.hub.acceptTerms({ signal })()

/** Creates the seizure payment as a transfer with the seizure payload (4.9, HubPort.createSeizureTransfer). */
export const createSeizureTransfer = (
  backend: Backend,
  payload: SeizureTransferPayload,
  signal: AbortSignal,
): Promise<E.Either<BackendError, SeizureTransferResult>> => backend.hub.createSeizureTransfer(payload, { signal })()

/** Saves an account's usage (4.11) through the account update: PUT v102/financialAccounts/{id} with the whole body. */
export const saveAccountProfileType = (
  backend: Backend,
  { account, usingProfileType }: { readonly account: FinancialAccount; readonly usingProfileType: UsingProfileType },
  signal: AbortSignal,
): Promise<E.Either<BackendError, FinancialAccount>> =>
  backend.banking.updateFinancialAccount(account.financialAccountId, { ...toAccountBody(account), usingProfileType }, { signal })()

// --- the dialogs' and cards' flows

/**
 * The account-state poll of the device link and the person onboarding card (4.2, 4.3): `schedulePoll` waits for the
 * next read, `readAccountState` reads and hands over the answer; nothing happens once the flow has ended.
 */
const pollAccountState = async (
  backend: Backend,
  effect: { readonly type: 'schedulePoll'; readonly delayMs: number } | { readonly type: 'readAccountState' },
  { dispatch, signal }: { readonly dispatch: (event: { readonly type: 'pollDue' }) => void; readonly signal: AbortSignal },
  onAnswer: (answer: E.Either<BackendError, BankAccountState>) => void,
): Promise<void> => {
  if (effect.type === 'schedulePoll') {
    if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'pollDue' })
    return
  }
  const answer = await readBankAccountState(backend)(signal)()
  if (!signal.aborted) onAnswer(answer)
}

/** The device-link dialog's effects (4.3, core transitionDeviceLink): the push, the 2 s poll of the account state. */
export const deviceLinkEffects =
  ({ backend, onLinked }: { readonly backend: Backend; readonly onLinked: () => void }) =>
  async (effect: DeviceLinkEffect, { dispatch, signal }: FlowRuntime<DeviceLinkEvent, DeviceLinkState>): Promise<void> => {
    switch (effect.type) {
      case 'sendPush': {
        const sent = await backend.hub.sendDeviceLinkPush({ signal })()
        if (!signal.aborted) dispatch({ type: E.isRight(sent) ? 'pushSent' : 'pushFailed' })
        return
      }
      case 'schedulePoll':
      case 'readAccountState':
        return pollAccountState(backend, effect, { dispatch, signal }, (answer) =>
          dispatch(
            E.isRight(answer)
              ? { type: 'accountStateRead', bindingState: answer.right.firstDeviceBindingActivationState }
              : { type: 'accountStateReadFailed' },
          ),
        )
      case 'scheduleClose':
        if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'successShown' })
        return
      case 'notifyLinked':
        onLinked()
        return
    }
  }

export interface PersonOnboardingCardEffectContext {
  readonly backend: Backend
  /** The business whose onboarding is completed: the hub's, then each read's (a read without one keeps it). */
  readonly businessId: { current: string }
}

/** The person onboarding card's effects (4.2, core transitionPersonOnboardingCard): its reads and the completion. */
export const personOnboardingCardEffects =
  ({ backend, businessId }: PersonOnboardingCardEffectContext) =>
  async (effect: PersonOnboardingCardEffect, { dispatch, signal }: FlowRuntime<PersonOnboardingCardEvent, PersonOnboardingCardState>): Promise<void> => {
    switch (effect.type) {
      case 'schedulePoll':
      case 'readAccountState':
        return pollAccountState(backend, effect, { dispatch, signal }, (answer) => {
          if (E.isLeft(answer)) return dispatch({ type: 'accountStateReadFailed' })
          businessId.current = answer.right.businessOnBoarding?.business?.id ?? businessId.current
          dispatch({ type: 'accountStateRead', snapshot: toPersonOnboardingSnapshot(answer.right) })
        })
      case 'startDoneAnimation':
        if (await waitFor(effect.durationMs, signal)) dispatch({ type: 'doneAnimationEnded' })
        return
      case 'completeOnboarding': {
        // Chosen: without a business id there is nothing to complete; it counts as a failed completion and is retried.
        const answer = businessId.current === '' ? E.left(undefined) : await backend.hub.completeOnboarding(businessId.current, { signal })()
        if (!signal.aborted) dispatch({ type: E.isRight(answer) ? 'onboardingCompleted' : 'onboardingCompletionFailed' })
        return
      }
      case 'refreshOnboarding':
        // The card shows each read itself; the hub reads the state again once the onboarding is completed.
        return
      case 'logFailure':
        // Spec 8: such failures are only logged.
        console.warn(`Onboarding-Karte: ${effect.request} fehlgeschlagen`)
        return
    }
  }
