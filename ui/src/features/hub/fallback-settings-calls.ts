/**
 * The fallback card's settings calls (hub-and-business-account 3 "Fallback card settings"), as the backend's HubPort
 * offers them (backend.hub.getFallbackCardSettings / saveFallbackCardSettings).
 */
import type { Backend, BackendError, FallbackCardSettings } from '@kontor/core'
import type * as TE from 'fp-ts/lib/TaskEither.js'

interface CallOptions {
  readonly signal?: AbortSignal
}

export interface FallbackSettingsCalls {
  readonly getFallbackCardSettings: (opts?: CallOptions) => TE.TaskEither<BackendError, FallbackCardSettings>
  readonly saveFallbackCardSettings: (settings: FallbackCardSettings, opts?: CallOptions) => TE.TaskEither<BackendError, FallbackCardSettings>
}

/** The calls of `backend`; until the HubPort lands (branch h15-backend) a backend may not have them yet. */
export const fallbackSettingsCallsOf = (backend: Backend): FallbackSettingsCalls | undefined =>
  (backend as Backend & { readonly hub?: FallbackSettingsCalls }).hub
