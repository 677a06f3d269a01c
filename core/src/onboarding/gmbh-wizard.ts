/**
 * The GmbH activation wizard as a pure state machine (spec: hub-and-business-account 2.4 and 4.1 "GmbH flow",
 * "FATCA", "Cancel dialog", "Identification").
 */
import { DEFAULT_REPRESENTATION_TYPE } from './constants.ts'
import type { CommercialRegistration, RegistryRepresentative } from './model.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'
import type { ActivationWizardDialog } from './sole-wizard.ts'
import {
  toInitialStepValidity,
  toActivationStepValidityAfterMove,
  toWizardStepViews,
  type ActivationStepValidity,
  type OnboardingFlowStep,
  type ActivationStepView,
} from './wizard-steps.ts'

export const GMBH_WIZARD_STEPS = ['start', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const
export type GmbhWizardStepId = (typeof GMBH_WIZARD_STEPS)[number]
const SCREENS = GMBH_WIZARD_STEPS.filter((id) => id !== 'start')

export const GMBH_WIZARD_STEP_DESCRIPTIONS: Readonly<Record<GmbhWizardStepId, string>> = {
  start: 'Start',
  s1: 'Über Ihr Unternehmen',
  s2: 'Unternehmensdaten bestätigen',
  s3: 'Steuerinformationen',
  s4: 'Firmenadresse bestätigen',
  s5: 'Gesetzliche Vertreter',
  s6: 'Liste der Vertreter',
  s7: 'Mobilnummer verknüpfen',
  s8: 'Identität bestätigen',
  s9: 'Karte bestellen',
}

/** The three places the US tax question is asked: the start, the tax step (s3) and the representative step (s5). */
export type FatcaQuestion = 'start' | 'tax' | 'representative'
const FATCA_QUESTION_OF: Partial<Record<GmbhWizardStepId, FatcaQuestion>> = { start: 'start', s3: 'tax', s5: 'representative' }

/** The business being opened: its id once created (s4), the representatives the register lists. */
export interface GmbhWizardBusiness {
  readonly id: string | null
  readonly registryRepresentatives: ReadonlyArray<RegistryRepresentative>
}

export type GmbhWizardRequest =
  | 'createBusiness'
  | 'createPerson'
  | 'createLegalRepresentative'
  | 'createBusinessIdentification'
  | 'processIdentification'

export interface GmbhWizardState {
  readonly step: GmbhWizardStepId | 'finished' | 'cancelled'
  readonly fatcaAnswers: Readonly<Record<FatcaQuestion, boolean | null>>
  readonly validity: ActivationStepValidity<GmbhWizardStepId>
  readonly dialog: ActivationWizardDialog
  readonly pending: GmbhWizardRequest | null
  /** Chosen from the register in s1; reset when going back from s2. */
  readonly business: GmbhWizardBusiness | null
  /** Person ids of the legal representatives entered in s5, in order. */
  readonly representatives: ReadonlyArray<string>
  /** The person created in s5 whose legal representative is being created. */
  readonly pendingPersonId: string | null
  /** Set once legal identification was marked successful, so it is marked only once. */
  readonly legalIdentificationMarked: boolean
}

export type GmbhWizardEvent =
  | { readonly type: 'fatcaAnswered'; readonly answer: boolean }
  | { readonly type: 'fatcaDialogResumed' }
  | { readonly type: 'fatcaDialogCancelled' }
  | { readonly type: 'startConfirmed' }
  /** s1: the user chose the company from the register lookup. */
  | { readonly type: 'commercialRegistrationChosen'; readonly registration: CommercialRegistration }
  /** The current step's form was valid and submitted. */
  | { readonly type: 'continued' }
  | { readonly type: 'wentBack' }
  | { readonly type: 'businessCreated'; readonly businessId: string }
  | { readonly type: 'personCreated'; readonly personId: string }
  | { readonly type: 'legalRepresentativeCreated' }
  | { readonly type: 'businessIdentificationCreated' }
  | { readonly type: 'identificationProcessed'; readonly identifications: ReadonlyArray<{ readonly status?: string | null }> }
  | { readonly type: 'requestFailed' }
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelDialogResumed' }
  | { readonly type: 'cancelDialogConfirmed' }

export type GmbhWizardEffect =
  | { readonly type: 'createBusiness' }
  | { readonly type: 'createPerson'; readonly businessId: string }
  | { readonly type: 'createLegalRepresentative'; readonly businessId: string; readonly personId: string; readonly representationType: string }
  | { readonly type: 'createBusinessIdentification'; readonly businessId: string }
  | { readonly type: 'processIdentification'; readonly businessId: string }
  | { readonly type: 'markLegalIdentificationSuccessful'; readonly businessId: string }
  | { readonly type: 'navigateToHub' }
  | { readonly type: 'resetPerson' }
  | { readonly type: 'clearActivationData' }
  /** Backend failures in the wizard are only logged. */
  | { readonly type: 'logFailure'; readonly request: GmbhWizardRequest }

/**
 * A new GmbH wizard at its start.
 * @example toInitialGmbhWizardState().fatcaAnswers // { start: null, tax: null, representative: null }
 */
export const toInitialGmbhWizardState = (): GmbhWizardState => ({
  step: 'start',
  fatcaAnswers: { start: null, tax: null, representative: null },
  validity: toInitialStepValidity(GMBH_WIZARD_STEPS),
  dialog: 'none',
  pending: null,
  business: null,
  representatives: [],
  pendingPersonId: null,
  legalIdentificationMarked: false,
})

/**
 * Whether the start button is enabled: the US tax question is answered "no" (the organisation type is GmbH).
 * @example canStartGmbhWizard(toInitialGmbhWizardState()) // false
 */
export const canStartGmbhWizard = (s: GmbhWizardState): boolean => s.step === 'start' && s.dialog === 'none' && s.fatcaAnswers.start === false

/**
 * Whether the register lists representatives that have not yet been entered in s5.
 * @example hasUnprocessedRegistryRepresentatives(state) // true while s6 must return to s5
 */
export const hasUnprocessedRegistryRepresentatives = (s: GmbhWizardState): boolean =>
  (s.business?.registryRepresentatives ?? []).some((r) => !r.processed)

/**
 * The GmbH wizard's nine screens with their marks; every step may cancel the activation.
 * @example toGmbhWizardStepViews(state)[0].description // 'Über Ihr Unternehmen'
 */
export const toGmbhWizardStepViews = (s: GmbhWizardState): ReadonlyArray<ActivationStepView<GmbhWizardStepId>> =>
  toWizardStepViews(SCREENS, GMBH_WIZARD_STEP_DESCRIPTIONS, s.validity, s.step, () => true)

const moveTo = (s: GmbhWizardState, from: GmbhWizardStepId, to: GmbhWizardStepId): GmbhWizardState => ({
  ...s,
  step: to,
  validity: toActivationStepValidityAfterMove(GMBH_WIZARD_STEPS, s.validity, from, to),
})

const neighbour = (from: GmbhWizardStepId, by: 1 | -1): GmbhWizardStepId | undefined => GMBH_WIZARD_STEPS[GMBH_WIZARD_STEPS.indexOf(from) + by]

/** Marks the first registry representative not yet processed as processed: the one the s5 form was for. */
const markNextRegistryRepresentativeProcessed = (reps: ReadonlyArray<RegistryRepresentative>): ReadonlyArray<RegistryRepresentative> => {
  const at = reps.findIndex((r) => !r.processed)
  return at < 0 ? reps : reps.map((r, i) => (i === at ? { ...r, processed: true } : r))
}

type Result = OnboardingFlowStep<GmbhWizardState, GmbhWizardEffect>
const unchanged = (s: GmbhWizardState): Result => [s, []]

/** While a call is in flight only its result (or its failure) is accepted. */
const onCallResult = (s: GmbhWizardState, step: GmbhWizardStepId, e: GmbhWizardEvent, businessId: string): Result => {
  if (s.pending === null) return unchanged(s)
  if (e.type === 'requestFailed') return [{ ...s, pending: null, pendingPersonId: null }, [{ type: 'logFailure', request: s.pending }]]
  const done: GmbhWizardState = { ...s, pending: null }
  switch (s.pending) {
    case 'createBusiness':
      return e.type === 'businessCreated' && s.business !== null
        ? [{ ...moveTo(done, step, 's5'), business: { ...s.business, id: e.businessId } }, []]
        : unchanged(s)
    case 'createPerson':
      return e.type === 'personCreated'
        ? [
            { ...s, pending: 'createLegalRepresentative', pendingPersonId: e.personId },
            [{ type: 'createLegalRepresentative', businessId, personId: e.personId, representationType: DEFAULT_REPRESENTATION_TYPE }],
          ]
        : unchanged(s)
    case 'createLegalRepresentative':
      return e.type === 'legalRepresentativeCreated' && s.business !== null && s.pendingPersonId !== null
        ? [
            {
              ...moveTo(done, step, 's6'),
              business: { ...s.business, registryRepresentatives: markNextRegistryRepresentativeProcessed(s.business.registryRepresentatives) },
              representatives: [...s.representatives, s.pendingPersonId],
              pendingPersonId: null,
            },
            [],
          ]
        : unchanged(s)
    case 'createBusinessIdentification':
      return e.type === 'businessIdentificationCreated' ? [moveTo(done, step, 's8'), []] : unchanged(s)
    case 'processIdentification': {
      if (e.type !== 'identificationProcessed') return unchanged(s)
      if (!isIdentificationSuccessful(e.identifications)) return [done, []]
      const mark: ReadonlyArray<GmbhWizardEffect> = s.legalIdentificationMarked ? [] : [{ type: 'markLegalIdentificationSuccessful', businessId }]
      return [{ ...moveTo(done, step, 's9'), legalIdentificationMarked: true }, mark]
    }
  }
}

/** 'continued' on each step: the guard of its form and the call it starts, if any. */
const onContinued = (s: GmbhWizardState, step: GmbhWizardStepId, businessId: string | null): Result => {
  const question = FATCA_QUESTION_OF[step]
  if (question !== undefined && s.fatcaAnswers[question] !== false) return unchanged(s)
  switch (step) {
    case 'start':
    case 's1':
      return unchanged(s) // the start goes on by startConfirmed, s1 by choosing a register entry
    case 's4':
      return businessId === null ? [{ ...s, pending: 'createBusiness' }, [{ type: 'createBusiness' }]] : [moveTo(s, 's4', 's5'), []]
    case 's5':
      return businessId === null ? unchanged(s) : [{ ...s, pending: 'createPerson' }, [{ type: 'createPerson', businessId }]]
    case 's6':
      if (hasUnprocessedRegistryRepresentatives(s)) {
        return [{ ...moveTo(s, 's6', 's5'), fatcaAnswers: { ...s.fatcaAnswers, representative: null } }, []]
      }
      return s.representatives.length > 0 ? [moveTo(s, 's6', 's7'), []] : unchanged(s)
    case 's7':
      return businessId === null ? unchanged(s) : [{ ...s, pending: 'createBusinessIdentification' }, [{ type: 'createBusinessIdentification', businessId }]]
    case 's8':
      return businessId === null ? unchanged(s) : [{ ...s, pending: 'processIdentification' }, [{ type: 'processIdentification', businessId }]]
    case 's9':
      return [{ ...s, step: 'finished', validity: { ...s.validity, s9: true } }, [{ type: 'navigateToHub' }]]
    default: {
      const next = neighbour(step, 1)
      return next === undefined ? unchanged(s) : [moveTo(s, step, next), []]
    }
  }
}

/**
 * The GmbH wizard's transition: the next state and the effects (calls, navigation) the UI must run.
 * - Start: the US tax question; "yes" opens the FATCA dialog (resume clears the answer, cancel resets the person
 *   and goes to the hub); start needs "no". The same question on the tax step (s3) and the representative step (s5)
 *   must be "no" to continue.
 * - s1 → s2 by choosing the company from the register; s2 → s3 → s4.
 * - s4 creates the business when it has no id yet, else continues to s5.
 * - s5 creates the person, then the legal representative (representation type ALONE), adds the person to the list
 *   and marks the next unprocessed registry representative processed; then s6.
 * - s6 returns to s5 while unprocessed registry representatives remain, otherwise goes to s7.
 * - s7 creates the business identification; s8 processes the identification: when the first identification is
 *   successful or pending_successful it marks legal identification successful, once, and goes to s9.
 * - s9 (confirmation) goes to the hub. Back goes one step back (s1 back to the start); s2 back resets the business.
 * - Forward marks the step left valid, back marks the step returned to not valid. The cancel dialog resumes, or
 *   clears the data and goes to the hub. Failed calls are only logged and leave the step as it was.
 *
 * Reading: there is no back from s9, which confirms an identification already done. s6 returning to s5 is a
 * return, so s5 is marked not valid again and its US tax answer is cleared for the next person. While a dialog is
 * open only its buttons act; while a call is in flight only its result does.
 * @example transitionGmbhWizard(atS4WithoutId, { type: 'continued' }) // [{ ...s, pending: 'createBusiness' }, [{ type: 'createBusiness' }]]
 */
export const transitionGmbhWizard = (s: GmbhWizardState, e: GmbhWizardEvent): Result => {
  const step = s.step
  if (step === 'finished' || step === 'cancelled') return unchanged(s)
  const businessId = s.business?.id ?? null
  if (s.dialog === 'fatca') {
    const question = FATCA_QUESTION_OF[step]
    if (e.type === 'fatcaDialogResumed' && question !== undefined) {
      return [{ ...s, dialog: 'none', fatcaAnswers: { ...s.fatcaAnswers, [question]: null } }, []]
    }
    if (e.type === 'fatcaDialogCancelled') return [{ ...s, step: 'cancelled', dialog: 'none' }, [{ type: 'resetPerson' }, { type: 'navigateToHub' }]]
    return unchanged(s)
  }
  if (s.dialog === 'cancel') {
    if (e.type === 'cancelDialogResumed') return [{ ...s, dialog: 'none' }, []]
    if (e.type === 'cancelDialogConfirmed') return [{ ...s, step: 'cancelled', dialog: 'none' }, [{ type: 'clearActivationData' }, { type: 'navigateToHub' }]]
    return unchanged(s)
  }
  if (s.pending !== null) return onCallResult(s, step, e, businessId ?? '')
  switch (e.type) {
    case 'fatcaAnswered': {
      const question = FATCA_QUESTION_OF[step]
      return question === undefined
        ? unchanged(s)
        : [{ ...s, fatcaAnswers: { ...s.fatcaAnswers, [question]: e.answer }, dialog: e.answer ? 'fatca' : 'none' }, []]
    }
    case 'startConfirmed':
      return canStartGmbhWizard(s) ? [moveTo(s, 'start', 's1'), []] : unchanged(s)
    case 'commercialRegistrationChosen':
      return step === 's1'
        ? [{ ...moveTo(s, 's1', 's2'), business: { id: null, registryRepresentatives: e.registration.legalRepresentatives ?? [] }, representatives: [] }, []]
        : unchanged(s)
    case 'continued':
      return onContinued(s, step, businessId)
    case 'wentBack': {
      const previous = neighbour(step, -1)
      if (previous === undefined || step === 's9') return unchanged(s)
      const moved = moveTo(s, step, previous)
      return [step === 's2' ? { ...moved, business: null, representatives: [] } : moved, []]
    }
    case 'cancelRequested':
      return [{ ...s, dialog: 'cancel' }, []]
    default:
      return unchanged(s)
  }
}
