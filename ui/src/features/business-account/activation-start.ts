/**
 * Which wizard a started activation is in, kept in sessionStorage so a reload goes back into it (issue 16: "nothing
 * lost on a reload"). Only the organisation type: each wizard keeps its own draft.
 */
import { ORGANIZATION_TYPES } from '@kontor/core'

export const ACTIVATION_START_STORAGE_KEY = 'kontor.bnk.activation'

/** The organisation type of the activation in progress, or null (none, or an entry we did not write). */
export const readStartedActivation = (storage: Storage): string | null => {
  try {
    const type = storage.getItem(ACTIVATION_START_STORAGE_KEY)
    return type !== null && (ORGANIZATION_TYPES as ReadonlyArray<string>).includes(type) ? type : null
  } catch {
    return null
  }
}

export const writeStartedActivation = (storage: Storage, organizationType: string | null): void => {
  try {
    if (organizationType === null) storage.removeItem(ACTIVATION_START_STORAGE_KEY)
    else storage.setItem(ACTIVATION_START_STORAGE_KEY, organizationType)
  } catch {
    // Storage refused (private mode, quota): the activation works, only a reload starts it over.
  }
}
