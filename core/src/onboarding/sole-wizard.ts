/**
 * The sole trader (freelancer) activation wizard as a pure state machine (spec: hub-and-business-account 2.4 and
 * 4.1 "Sole flow", "FATCA", "Cancel dialog"; the KYC variant of 2.4 "Non-GmbH wizard with KYC flag").
 */
import {
  toInitialStepValidity,
  toActivationStepValidityAfterMove,
  toWizardStepViews,
  type ActivationStepValidity,
  type OnboardingFlowStep,
  type ActivationStepView,
} from './wizard-steps.ts'

/** Classic flow: start (organisation type, US tax) → terms → s1..s4 data → s5 account created → s6 identified. */
export const SOLE_WIZARD_STEPS = ['start', 'terms', 's1', 's2', 's3', 's4', 's5', 's6'] as const
/** KYC flow: start → terms (step0) → company (step1) → personal data (step2) → declaration (step3) → identity (step4). */
export const KYC_WIZARD_STEPS = ['start', 'step0', 'step1', 'step2', 'step3', 'step4'] as const
export type SoleWizardStepId = (typeof SOLE_WIZARD_STEPS)[number] | (typeof KYC_WIZARD_STEPS)[number]
export type SoleWizardVariant = 'classic' | 'kyc'

/** The screens with their own path; start and terms are start states without one. */
const SCREENS: Readonly<Record<SoleWizardVariant, ReadonlyArray<SoleWizardStepId>>> = {
  classic: ['s1', 's2', 's3', 's4', 's5', 's6'],
  kyc: ['step0', 'step1', 'step2', 'step3', 'step4'],
}
const ORDER: Readonly<Record<SoleWizardVariant, ReadonlyArray<SoleWizardStepId>>> = { classic: SOLE_WIZARD_STEPS, kyc: KYC_WIZARD_STEPS }

export const SOLE_WIZARD_STEP_DESCRIPTIONS: Readonly<Record<SoleWizardStepId, string>> = {
  start: 'Start',
  terms: 'Bedingungen',
  s1: 'Persönliche Angaben',
  s2: 'Ihre Selbstständigkeit',
  s3: 'Steuerliche Angaben',
  s4: 'Erklärungen',
  s5: 'Konto eröffnet',
  s6: 'Identifizierung',
  step0: 'Bedingungen',
  step1: 'Unternehmen',
  step2: 'Persönliche Daten',
  step3: 'Erklärung',
  step4: 'Identität bestätigen',
}

/** Where the account is created: leaving the last data step. */
const CREATES_ACCOUNT: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's4', kyc: 'step3' }
/** The identification step: its video identification's success moves on. */
const IDENTIFIES: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's5', kyc: 'step4' }
/** The first step after the start: going back from it returns to the start and clears the US tax answer. */
const TERMS: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 'terms', kyc: 'step0' }

export type ActivationWizardDialog = 'none' | 'fatca' | 'cancel'

export interface SoleWizardState {
  readonly step: SoleWizardStepId | 'finished' | 'cancelled'
  readonly variant: SoleWizardVariant
  readonly organizationType: string | null
  /** The answer to "liable to tax in the USA?"; null until chosen. */
  readonly fatcaAnswer: boolean | null
  readonly validity: ActivationStepValidity<SoleWizardStepId>
  readonly dialog: ActivationWizardDialog
  /** The call in flight; while one is, only its result is accepted. */
  readonly pending: 'createAccount' | null
}

export type SoleWizardEvent =
  | { readonly type: 'organizationTypeChosen'; readonly organizationType: string }
  | { readonly type: 'fatcaAnswered'; readonly answer: boolean }
  | { readonly type: 'fatcaDialogResumed' }
  | { readonly type: 'fatcaDialogCancelled' }
  | { readonly type: 'startConfirmed' }
  /** The current step's form was valid and submitted. */
  | { readonly type: 'continued' }
  | { readonly type: 'wentBack' }
  | { readonly type: 'accountCreated' }
  | { readonly type: 'requestFailed' }
  | { readonly type: 'videoIdentificationClosed'; readonly result: 'CLOSE_SUCCESS' | 'CLOSE_CANCEL' }
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelDialogResumed' }
  | { readonly type: 'cancelDialogConfirmed' }

export type SoleWizardEffect =
  | { readonly type: 'createAccount' }
  | { readonly type: 'navigateToHub' }
  /** FATCA "yes" and cancel: the person's data is reset. */
  | { readonly type: 'resetPerson' }
  /** The cancel dialog's cancel: all activation data is cleared. */
  | { readonly type: 'clearActivationData' }
  /** Backend failures in the wizard are only logged. */
  | { readonly type: 'logFailure'; readonly request: 'createAccount' }

/**
 * A new sole trader wizard at its start, in the classic or the KYC variant.
 * @example toInitialSoleWizardState('kyc').step // 'start'
 */
export const toInitialSoleWizardState = (variant: SoleWizardVariant = 'classic'): SoleWizardState => ({
  step: 'start',
  variant,
  organizationType: null,
  fatcaAnswer: null,
  validity: toInitialStepValidity<SoleWizardStepId>([...SOLE_WIZARD_STEPS, ...KYC_WIZARD_STEPS]),
  dialog: 'none',
  pending: null,
})

/**
 * Whether the start button is enabled: an organisation type is chosen and the US tax question is answered "no".
 * @example canStartSoleWizard(toInitialSoleWizardState()) // false
 */
export const canStartSoleWizard = (s: SoleWizardState): boolean =>
  s.step === 'start' && s.dialog === 'none' && s.organizationType !== null && s.fatcaAnswer === false

/**
 * Whether a step offers to cancel the activation: every step but the identity step of the KYC flow.
 * @example canCancelSoleActivation('kyc', 'step4') // false
 */
export const canCancelSoleActivation = (variant: SoleWizardVariant, step: SoleWizardStepId): boolean =>
  !(variant === 'kyc' && step === 'step4')

/**
 * The wizard's screens with their marks, for the progress display (6 in the classic flow, 5 with the KYC flag).
 * @example toSoleWizardStepViews(state).map((v) => v.id) // ['s1', 's2', 's3', 's4', 's5', 's6']
 */
export const toSoleWizardStepViews = (s: SoleWizardState): ReadonlyArray<ActivationStepView<SoleWizardStepId>> =>
  toWizardStepViews(SCREENS[s.variant], SOLE_WIZARD_STEP_DESCRIPTIONS, s.validity, s.step, (id) => canCancelSoleActivation(s.variant, id))

const moveTo = (s: SoleWizardState, from: SoleWizardStepId, to: SoleWizardStepId): SoleWizardState => ({
  ...s,
  step: to,
  validity: toActivationStepValidityAfterMove(ORDER[s.variant], s.validity, from, to),
})

const neighbour = (s: SoleWizardState, from: SoleWizardStepId, by: 1 | -1): SoleWizardStepId | undefined => {
  const order = ORDER[s.variant]
  return order[order.indexOf(from) + by]
}

/**
 * The sole trader wizard's transition: the next state and the effects the UI must run.
 * - Start: choosing the organisation type and answering the US tax question; "yes" opens the FATCA dialog, whose
 *   resume clears the answer and whose cancel resets the person and goes to the hub. Start needs both answers.
 * - Forward marks the step left valid, back marks the step returned to not valid; back from the terms returns to
 *   the start and clears the US tax answer.
 * - Leaving the last data step (s4, KYC step3) creates the account; the result moves on, a failure is only logged.
 * - On the identification step (s5, KYC step4) a successful video identification moves on; s6 goes to the hub.
 * - The cancel dialog (not offered on the KYC identity step) resumes, or clears the data and goes to the hub.
 *
 * Reading: once the account exists (s5, s6, KYC step4) there is no way back, as going back would offer to create it
 * again. While a dialog is open only its buttons act; while a call is in flight only its result does. Events that do
 * not apply to the current step leave the state as it is.
 * @example transitionSoleWizard(state, { type: 'continued' }) // [{ ...state, step: 's2' }, []]
 */
export const transitionSoleWizard = (s: SoleWizardState, e: SoleWizardEvent): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
  const step = s.step
  if (step === 'finished' || step === 'cancelled') return [s, []]
  if (s.dialog === 'fatca') {
    if (e.type === 'fatcaDialogResumed') return [{ ...s, dialog: 'none', fatcaAnswer: null }, []]
    if (e.type === 'fatcaDialogCancelled') return [{ ...s, step: 'cancelled', dialog: 'none', fatcaAnswer: null }, [{ type: 'resetPerson' }, { type: 'navigateToHub' }]]
    return [s, []]
  }
  if (s.dialog === 'cancel') {
    if (e.type === 'cancelDialogResumed') return [{ ...s, dialog: 'none' }, []]
    if (e.type === 'cancelDialogConfirmed') return [{ ...s, step: 'cancelled', dialog: 'none' }, [{ type: 'clearActivationData' }, { type: 'navigateToHub' }]]
    return [s, []]
  }
  if (s.pending !== null) {
    const next = neighbour(s, step, 1)
    if (e.type === 'accountCreated' && next !== undefined) return [{ ...moveTo(s, step, next), pending: null }, []]
    if (e.type === 'requestFailed') return [{ ...s, pending: null }, [{ type: 'logFailure', request: s.pending }]]
    return [s, []]
  }
  switch (e.type) {
    case 'organizationTypeChosen':
      return step === 'start' ? [{ ...s, organizationType: e.organizationType }, []] : [s, []]
    case 'fatcaAnswered':
      return step === 'start' ? [{ ...s, fatcaAnswer: e.answer, dialog: e.answer ? 'fatca' : 'none' }, []] : [s, []]
    case 'startConfirmed':
      return canStartSoleWizard(s) ? [moveTo(s, 'start', TERMS[s.variant]), []] : [s, []]
    case 'continued': {
      const next = neighbour(s, step, 1)
      if (step === 'start' || step === IDENTIFIES[s.variant]) return [s, []]
      if (step === CREATES_ACCOUNT[s.variant]) return [{ ...s, pending: 'createAccount' }, [{ type: 'createAccount' }]]
      if (next === undefined) return [{ ...s, step: 'finished', validity: { ...s.validity, [step]: true } }, [{ type: 'navigateToHub' }]]
      return [moveTo(s, step, next), []]
    }
    case 'wentBack': {
      const previous = neighbour(s, step, -1)
      const accountExists = ORDER[s.variant].indexOf(step) > ORDER[s.variant].indexOf(CREATES_ACCOUNT[s.variant])
      if (previous === undefined || accountExists) return [s, []]
      const moved = moveTo(s, step, previous)
      return [step === TERMS[s.variant] ? { ...moved, fatcaAnswer: null } : moved, []]
    }
    case 'videoIdentificationClosed': {
      if (step !== IDENTIFIES[s.variant] || e.result !== 'CLOSE_SUCCESS') return [s, []]
      const next = neighbour(s, step, 1)
      return next === undefined
        ? [{ ...s, step: 'finished', validity: { ...s.validity, [step]: true } }, [{ type: 'navigateToHub' }]]
        : [moveTo(s, step, next), []]
    }
    case 'cancelRequested':
      return canCancelSoleActivation(s.variant, step) ? [{ ...s, dialog: 'cancel' }, []] : [s, []]
    default:
      return [s, []]
  }
}
