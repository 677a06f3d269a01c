/**
 * The hub's calls below the UI (spec: hub-and-business-account 3, 4.3, 4.4, 4.5, 4.9, 6 and 7): the business bank's
 * account state, seizures and their payment, per-user settings, the teaser, the fallback card's settings, device
 * linking, MFA, terms consent and the completion of the onboarding. Paths: adapters/src/wire/routes.ts (the ones the
 * spec redacts are marked "chosen" there).
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type { BankAccountState, FallbackCardSettings } from '../hub/model.ts'
import type { MfaState, SeizureTransferResult, UserSetting } from '../hub/wire.ts'
import type { Seizure, SeizureTransferPayload } from '../seizure/model.ts'

type Call<A> = TE.TaskEither<BackendError, A>

export interface HubPort {
  /**
   * GET /bnk/lexbankhub-rest/accountservice/v1/accountState. Without FINANCE_LEXBANK_READ the service answers the
   * empty state (spec 6; the UI should not ask then, but a stale privilege list must not show a card).
   */
  readonly getAccountState: (opts?: CallOptions) => Call<BankAccountState>
  /** GET (chosen) bankingservice/v100/seizures: every seizure of the organisation's business accounts. */
  readonly listSeizures: (opts?: CallOptions) => Call<ReadonlyArray<Seizure>>
  /**
   * POST (chosen) banktransferservice/v100/seizureTransfers, body the seizure transfer payload (core
   * toSeizureTransferPayload): the created transfers, each with its bankTransferId. An amount outside 0.01 € and the
   * seizure's total is refused (400, seizure.amountOutOfRange on bankTransfers[i].amount), an unknown seizure 404.
   */
  readonly createSeizureTransfer: (body: SeizureTransferPayload, opts?: CallOptions) => Call<SeizureTransferResult>

  /** GET (chosen) usersettingservice/v100/userSettings: every saved setting. */
  readonly listUserSettings: (opts?: CallOptions) => Call<ReadonlyArray<UserSetting>>
  /** GET (chosen) usersettingservice/v100/userSettings/{key}: one setting (value null when never saved). */
  readonly getUserSetting: (key: string, opts?: CallOptions) => Call<UserSetting>
  /** POST usersettingservice/v100/saveUserSetting/{key}/{value}, empty body (a value that fits a path segment). */
  readonly saveUserSetting: (key: string, value: string, opts?: CallOptions) => Call<void>
  /** POST usersettingservice/v101/saveUserSetting/{key}, body { value } (any text, e.g. JSON). */
  readonly saveUserSettingValue: (key: string, value: string, opts?: CallOptions) => Call<void>
  /** POST (chosen) usersettingservice/v100/hideLexBankTeaser: sets hideLexBankTeaser to "true". */
  readonly hideTeaser: (opts?: CallOptions) => Call<void>

  /** GET (chosen) usersettingservice/v100/fallbackCardSettings: the saved settings, or the default (all accounts). */
  readonly getFallbackCardSettings: (opts?: CallOptions) => Call<FallbackCardSettings>
  /** PUT (chosen) usersettingservice/v100/fallbackCardSettings: saves and answers them. */
  readonly saveFallbackCardSettings: (settings: FallbackCardSettings, opts?: CallOptions) => Call<FallbackCardSettings>

  /**
   * POST (chosen) bankingservice/v100/deviceBinding/push: sends the push to the user's phone. The account state's
   * firstDeviceBindingActivationState becomes PENDING, then CONFIRMED once the user confirms (4.3: poll every 2 s).
   */
  readonly sendDeviceLinkPush: (opts?: CallOptions) => Call<void>
  /** GET (chosen) /bnk/lexbankhub-rest/accountservice/v1/multiFactorAuthentication: reads `activated` (4.3). */
  readonly getMfaState: (opts?: CallOptions) => Call<MfaState>
  /**
   * POST (chosen) …/multiFactorAuthentication/activation: starts the activation; getMfaState reads activated once the
   * user has confirmed it (the account state's multiFactorAuthenticationEnabled with it).
   */
  readonly startMfaActivation: (opts?: CallOptions) => Call<void>
  /**
   * POST (chosen) /bnk/lexbankhub-rest/accountservice/v1/termsConsent, body { action: 'ACCEPT' }: the consent action
   * of 4.4; answers the new account state (consentState APPROVED, no actions left). When the state offers no ACCEPT
   * action it is a 409 INVALID_STATE.
   */
  readonly acceptTerms: (opts?: CallOptions) => Call<BankAccountState>
  /** PUT (chosen) /bnk/lexbankhub-rest/businessservice/v1/businesses/{businessId}/onboardingstate/completed (4.2). */
  readonly completeOnboarding: (businessId: string, opts?: CallOptions) => Call<void>
}
