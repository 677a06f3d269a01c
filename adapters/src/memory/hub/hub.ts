/**
 * The hub's calls in the memory db (spec: hub-and-business-account 3, 4.3, 4.4, 4.9, 6, 7): the account state (empty
 * without FINANCE_LEXBANK_READ), seizures and their payment, user settings, the teaser, the fallback card's settings,
 * device linking, MFA activation, terms consent and the completion of the onboarding.
 *
 * Time (chosen): a device link push is confirmed DEVICE_LINK_CONFIRM_DELAY_MS after it was sent, an MFA activation
 * MFA_ACTIVATION_CONFIRM_DELAY_MS after it started, both on the db clock; the first call after that moment sees it
 * (firstDeviceBindingActivationState CONFIRMED; activated and multiFactorAuthenticationEnabled true).
 * A seizure payment is checked by core's seizure rules (validateSeizurePaymentAmount) and then created by the same code
 * as every transfer (transfers/orders.ts createBankTransfers), as a prepared transfer (draft) the user then sends
 * like any other (an order with its SCA).
 */
import {
  DEFAULT_FALLBACK_CARD_SETTINGS,
  DEVICE_BINDING_CONFIRMED,
  HIDE_TEASER_SETTING_KEY,
  SEIZURE_TRANSFER_REFERENCE_TYPE,
  validateSeizurePaymentAmount,
  type BankAccountStateWire,
  type BankTransferWire,
  type FallbackCardSettings,
  type MfaState,
  type SeizureTransferPayload,
  type SeizureWire,
  type TermsConsentRequest,
  type UserSetting,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { DEVICE_LINK_CONFIRM_DELAY_MS, LEXBANK_READ_PRIVILEGE, MFA_ACTIVATION_CONFIRM_DELAY_MS } from '../constants.ts'
import { HTTP_NOT_FOUND, ISSUE_KEYS, conflict, fail, issueOf, rejected, type DbResult } from '../store/failures.ts'
import { copyOf, type MemoryState } from '../store/state.ts'
import { moneyOf } from '../transactions/derived.ts'
import { listPrivileges } from '../transfers/transfer-lookups.ts'
import { createBankTransfers } from '../transfers/orders.ts'

/** The issue keys of this module; each has its German text in core's catalogue. */
export const HUB_ISSUE_KEYS = {
  /** chosen: a seizure the service does not know is the generic unknown-resource answer */
  seizureNotFound: ISSUE_KEYS.notFound,
  /** a consent action the state does not offer (transactions-import-proposals 8's key, reused) */
  invalidState: 'INVALID_STATE',
} as const

/** The state's value the device link is in after a push, until the user confirms (chosen). */
export const DEVICE_BINDING_PENDING = 'PENDING'
/** The consent state of 4.4 an accepted consent gets. */
const APPROVED = 'APPROVED'

const nowMs = (state: MemoryState): number => state.clock.now().getTime()

/** Confirms what the demo's user has confirmed by now (the device link, the MFA activation). */
const settle = (state: MemoryState): void => {
  const hub = state.hub
  const now = nowMs(state)
  if (hub.deviceLinkConfirmAtMs !== null && now >= hub.deviceLinkConfirmAtMs) {
    hub.deviceLinkConfirmAtMs = null
    hub.accountState = { ...hub.accountState, firstDeviceBindingActivationState: DEVICE_BINDING_CONFIRMED }
  }
  if (hub.mfaConfirmAtMs !== null && now >= hub.mfaConfirmAtMs) {
    hub.mfaConfirmAtMs = null
    hub.mfaActivated = true
    hub.accountState = { ...hub.accountState, multiFactorAuthenticationEnabled: true }
  }
}

const privilegesOf = (state: MemoryState): ReadonlyArray<string> => E.getOrElse((): ReadonlyArray<string> => [])(listPrivileges(state))

/** GET accountState: the organisation's state, or the empty state without FINANCE_LEXBANK_READ (spec 6). */
export const getAccountState = (state: MemoryState): DbResult<BankAccountStateWire> => {
  settle(state)
  return E.right(privilegesOf(state).includes(LEXBANK_READ_PRIVILEGE) ? copyOf(state.hub.accountState) : {})
}

export const listSeizures = (state: MemoryState): DbResult<ReadonlyArray<SeizureWire>> => E.right(copyOf(state.hub.seizures))

const seizureNotFound = (field: string) => fail(HTTP_NOT_FOUND, issueOf(HUB_ISSUE_KEYS.seizureNotFound, field))

/**
 * POST seizureTransfers: each item must reference a known seizure (type SEIZURE, its id) and pay within 0.01 € and
 * its total (core's rule, the issue on bankTransfers[i].amount); then the transfers are made as every transfer is.
 */
export const createSeizureTransfer = (state: MemoryState, body: SeizureTransferPayload): DbResult<ReadonlyArray<BankTransferWire>> => {
  const issues: ValidationIssue[] = []
  for (const [index, item] of body.bankTransfers.entries()) {
    const seizure = state.hub.seizures.find((s) => s.id === item.bankTransferReferenceId)
    if (item.bankTransferReferenceType !== SEIZURE_TRANSFER_REFERENCE_TYPE || seizure === undefined) {
      return seizureNotFound(`bankTransfers[${index}].bankTransferReferenceId`)
    }
    const amount = validateSeizurePaymentAmount(item.amount, moneyOf(seizure.totalAmount), `bankTransfers[${index}].amount`)
    if (E.isLeft(amount)) issues.push(...amount.left)
  }
  if (issues.length > 0) return rejected(issues)
  return createBankTransfers(state, {
    bankTransferGroupReference: body.bankTransferGroupReference,
    bankTransfers: body.bankTransfers.map((item) => ({
      recipientName: item.recipientName,
      recipientIban: item.recipientIban,
      recipientBic: item.recipientBic,
      purpose: item.purpose,
      amount: item.amount,
      referenceId: item.bankTransferReferenceId,
      referenceType: item.bankTransferReferenceType,
      // chosen: a prepared transfer (draft), executed as any prepared one (an order with its SCA), so the payment
      // waits in the prepared list until the user sends it.
      draft: true,
    })),
  })
}

// --- user settings, teaser, fallback card

export const listUserSettings = (state: MemoryState): DbResult<ReadonlyArray<UserSetting>> =>
  E.right(Object.entries(state.hub.userSettings).map(([key, value]) => ({ key, value })))

export const getUserSetting = (state: MemoryState, key: string): DbResult<UserSetting> =>
  E.right({ key, value: Object.hasOwn(state.hub.userSettings, key) ? (state.hub.userSettings[key] ?? null) : null })

export const saveUserSetting = (state: MemoryState, key: string, value: string): DbResult<undefined> => {
  state.hub.userSettings = { ...state.hub.userSettings, [key]: value }
  return E.right(undefined)
}

export const hideTeaser = (state: MemoryState): DbResult<undefined> => saveUserSetting(state, HIDE_TEASER_SETTING_KEY, 'true')

export const getFallbackCardSettings = (state: MemoryState): DbResult<FallbackCardSettings> =>
  E.right(copyOf(state.hub.fallbackCardSettings ?? DEFAULT_FALLBACK_CARD_SETTINGS))

export const saveFallbackCardSettings = (state: MemoryState, settings: FallbackCardSettings): DbResult<FallbackCardSettings> => {
  state.hub.fallbackCardSettings = copyOf(settings)
  return E.right(copyOf(settings))
}

// --- device linking and MFA (4.3)

/** POST deviceBinding/push: the link waits for the user (PENDING), confirmed after DEVICE_LINK_CONFIRM_DELAY_MS. */
export const sendDeviceLinkPush = (state: MemoryState): DbResult<undefined> => {
  settle(state)
  if (state.hub.accountState.firstDeviceBindingActivationState !== DEVICE_BINDING_CONFIRMED) {
    state.hub.accountState = { ...state.hub.accountState, firstDeviceBindingActivationState: DEVICE_BINDING_PENDING }
    state.hub.deviceLinkConfirmAtMs = nowMs(state) + DEVICE_LINK_CONFIRM_DELAY_MS
  }
  return E.right(undefined)
}

export const getMfaState = (state: MemoryState): DbResult<MfaState> => {
  settle(state)
  return E.right({ activated: state.hub.mfaActivated })
}

/** POST multiFactorAuthentication/activation: activated after MFA_ACTIVATION_CONFIRM_DELAY_MS (again: no change). */
export const startMfaActivation = (state: MemoryState): DbResult<undefined> => {
  settle(state)
  if (!state.hub.mfaActivated && state.hub.mfaConfirmAtMs === null) {
    state.hub.mfaConfirmAtMs = nowMs(state) + MFA_ACTIVATION_CONFIRM_DELAY_MS
  }
  return E.right(undefined)
}

// --- terms consent (4.4) and onboarding (4.2)

/**
 * POST termsConsent: an action the latest consent offers. ACCEPT: APPROVED, no actions left; REJECT: REJECTED, the
 * actions stay (4.4 "Rejected: REJECTED with actions still available"). Answers the new account state.
 */
export const decideTermsConsent = (state: MemoryState, body: TermsConsentRequest): DbResult<BankAccountStateWire> => {
  settle(state)
  const consent = state.hub.accountState.latestTermsAndConditionsConsentInformation ?? null
  if (consent === null || !(consent.actions ?? []).includes(body.action)) return conflict(HUB_ISSUE_KEYS.invalidState, 'action')
  state.hub.accountState = {
    ...state.hub.accountState,
    latestTermsAndConditionsConsentInformation:
      body.action === 'ACCEPT' ? { ...consent, consentState: APPROVED, actions: [] } : { ...consent, consentState: 'REJECTED' },
  }
  return getAccountState(state)
}

/** PUT businesses/{businessId}/onboardingstate/completed: the business onboarding is no longer pending (4.2). */
export const completeOnboarding = (state: MemoryState, businessId: string): DbResult<undefined> => {
  const onboarding = state.hub.accountState.businessOnBoarding ?? null
  if (onboarding === null || onboarding.business?.id !== businessId) return conflict(HUB_ISSUE_KEYS.invalidState, 'businessId')
  state.hub.accountState = {
    ...state.hub.accountState,
    businessOnBoarding: { ...onboarding, isPending: false, business: { ...onboarding.business, onBoardingState: null } },
  }
  return E.right(undefined)
}
