/**
 * The sole trader wizard's draft in this tab's sessionStorage (issue 16: a reload keeps the data; no tax id, VAT id
 * or IBAN in localStorage). The core decides what goes in (toSoleWizardDraft leaves the sensitive fields out) and
 * whether what comes back is ours (decodeSoleWizardDraft: tampered → none).
 */
import { decodeSoleWizardDraft, SoleWizardDraftCodec, toSoleWizardDraft, type SoleWizardDraft, type SoleWizardState } from '@kontor/core'

export const SOLE_DRAFT_STORAGE_KEY = 'kontor.bnk.sole'

export const readSoleDraft = (storage: Storage): SoleWizardDraft | null => {
  try {
    const raw = storage.getItem(SOLE_DRAFT_STORAGE_KEY)
    return raw === null ? null : decodeSoleWizardDraft(JSON.parse(raw))
  } catch {
    return null // not JSON, or storage refused: start clean
  }
}

export const writeSoleDraft = (storage: Storage, state: SoleWizardState): void => {
  try {
    const draft = toSoleWizardDraft(state)
    if (draft === null) storage.removeItem(SOLE_DRAFT_STORAGE_KEY)
    else storage.setItem(SOLE_DRAFT_STORAGE_KEY, JSON.stringify(SoleWizardDraftCodec.encode(draft)))
  } catch {
    // Storage refused (private mode, quota): the wizard works, only a reload starts it over.
  }
}

export const forgetSoleDraft = (storage: Storage): void => {
  try {
    storage.removeItem(SOLE_DRAFT_STORAGE_KEY)
  } catch {
    // nothing kept, nothing to forget
  }
}
