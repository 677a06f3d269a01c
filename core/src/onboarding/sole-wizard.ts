/**
 * The sole trader (freelancer) activation wizard's transition (spec: hub-and-business-account 2.4 and 4.1 "Sole flow",
 * "FATCA", "Cancel dialog"; the KYC variant of 2.4 "Non-GmbH wizard with KYC flag"). The model is in
 * sole-wizard-model.ts, the rules in sole-wizard-rules.ts.
 */
import { isIdentificationSuccessful } from './onboarding-state.ts'
import { EMPTY_SOLE_WIZARD_FORMS, patchSoleForms } from './sole-forms.ts'
import {
  canCancelSoleActivation,
  canStartSoleWizard,
  SOLE_STEP_ORDER,
  toInitialSoleWizardState,
  type SoleWizardEvent,
  type SoleWizardState,
  type SoleWizardStepId,
  type SoleWizardTransition,
} from './sole-wizard-model.ts'
import {
  checkSoleForm,
  CREATES_ACCOUNT,
  IDENTIFICATION_FAILED_KEY,
  IDENTIFICATION_PENDING_KEY,
  IDENTIFIES,
  isAfterSoleAccountCreation,
  ORDERS_CARD,
  SAVES_PERSON,
  SOLE_REQUEST_FAILURE_KEYS,
  soleFormsOfStep,
  soleFormsThrough,
  TERMS,
  toSolePerson,
} from './sole-wizard-rules.ts'
import type { Identification } from './wire.ts'
import { toActivationStepValidityAfterMove } from './wizard-steps.ts'

const moveTo = (s: SoleWizardState, from: SoleWizardStepId, to: SoleWizardStepId): SoleWizardState => ({
  ...s,
  step: to,
  issues: [],
  notice: null,
  validity: toActivationStepValidityAfterMove(SOLE_STEP_ORDER[s.variant], s.validity, from, to),
})

const neighbour = (s: SoleWizardState, from: SoleWizardStepId, by: 1 | -1): SoleWizardStepId | undefined => {
  const order = SOLE_STEP_ORDER[s.variant]
  return order[order.indexOf(from) + by]
}

const finish = (s: SoleWizardState, step: SoleWizardStepId): SoleWizardTransition => [
  { ...s, step: 'finished', dialog: 'none', issues: [], notice: null, validity: { ...s.validity, [step]: true } },
  [{ type: 'navigateToHub' }],
]

/** Moves on from a step, or finishes when it is the last. */
const forward = (s: SoleWizardState, step: SoleWizardStepId): SoleWizardTransition => {
  const next = neighbour(s, step, 1)
  return next === undefined ? finish(s, step) : [moveTo(s, step, next), []]
}

const savePerson = (s: SoleWizardState, step: SoleWizardStepId): SoleWizardTransition => [
  { ...s, pending: 'savePerson', issues: [], notice: null },
  [
    {
      type: 'savePerson',
      person: toSolePerson({ forms: s.forms, organizationType: s.organizationType, personId: s.personId, through: soleFormsThrough(s.variant, step) }),
    },
  ],
]

const createAccount = (s: SoleWizardState, personId: string): SoleWizardTransition => [
  { ...s, pending: 'createAccount', issues: [], notice: null },
  [{ type: 'createAccount', personId }],
]

/** "Weiter" on a data step: check its forms; refuse with the issues, or save and move on. */
const continueDataStep = (s: SoleWizardState, step: SoleWizardStepId, nowMs: number): SoleWizardTransition => {
  const clock = { now: () => new Date(nowMs) }
  const issues = soleFormsOfStep(s.variant, step).flatMap((form) => checkSoleForm(form, s.forms, clock))
  if (issues.length > 0) return [{ ...s, issues, notice: null, refusedSubmits: s.refusedSubmits + 1 }, []]
  if (SAVES_PERSON[s.variant].includes(step)) {
    if (s.personUncertain && s.personId === null) {
      return [{ ...s, pending: 'restorePerson', saveAfterRestore: true, issues: [], notice: null }, [{ type: 'restorePerson', personId: null }]]
    }
    return savePerson(s, step)
  }
  return forward(s, step)
}

/** The identification's outcome (4.1: successful when the first status is successful or pending_successful). */
const afterIdentification = (
  s: SoleWizardState,
  step: SoleWizardStepId,
  identifications: ReadonlyArray<Identification>,
): SoleWizardTransition => {
  const first = identifications[0]
  const identification = first === undefined ? s.identification : { id: first.id, url: first.url ?? null, status: first.status }
  const settled = { ...s, pending: null, dialog: 'none' as const, identification }
  if (isIdentificationSuccessful(identifications)) return step === IDENTIFIES[s.variant] ? forward(settled, step) : [settled, []]
  const failed = first?.status === 'failed'
  return [{ ...settled, notice: failed ? IDENTIFICATION_FAILED_KEY : IDENTIFICATION_PENDING_KEY }, []]
}

/** A call's outcome while it is pending. */
const settle = (s: SoleWizardState, step: SoleWizardStepId, e: SoleWizardEvent): SoleWizardTransition => {
  const pending = s.pending
  if (pending === null) return [s, []]
  if (e.type === 'requestFailed' && e.request === pending) {
    const issues = e.issues ?? []
    const uncertain = s.personUncertain || (pending === 'savePerson' && s.personId === null)
    return [
      { ...s, pending: null, issues, personUncertain: uncertain, saveAfterRestore: false, notice: issues.length > 0 ? null : SOLE_REQUEST_FAILURE_KEYS[pending], refusedSubmits: s.refusedSubmits + (issues.length > 0 ? 1 : 0) },
      [{ type: 'logFailure', request: pending }],
    ]
  }
  switch (pending) {
    case 'savePerson': {
      if (e.type !== 'personSaved') return [s, []]
      const saved = { ...s, pending: null, personId: e.person.id }
      return step === CREATES_ACCOUNT[s.variant] && s.account === null ? createAccount(saved, e.person.id) : forward(saved, step)
    }
    case 'createAccount':
      if (e.type !== 'accountCreated') return [s, []]
      return forward({ ...s, pending: null, account: { accountId: e.account.accountId, financialAccountId: e.account.financialAccountId ?? null } }, step)
    case 'createIdentification': {
      if (e.type !== 'identificationCreated') return [s, []]
      const identification = { id: e.identification.id, url: e.identification.url ?? null, status: e.identification.status }
      return [{ ...s, pending: null, identification, dialog: identification.url === null ? 'none' : 'video', notice: null }, []]
    }
    case 'updateIdentification':
    case 'checkIdentification':
      return e.type === 'identificationUpdated' ? afterIdentification(s, step, e.identifications) : [s, []]
    case 'orderCard':
      return e.type === 'cardOrdered' ? finish({ ...s, pending: null, cardOrdered: true }, step) : [s, []]
    case 'restorePerson': {
      if (e.type !== 'personRestored') return [s, []]
      const person = e.person
      const known = { ...s, pending: null, personUncertain: false, saveAfterRestore: false }
      if (person === null) return s.saveAfterRestore ? savePerson(known, step) : [known, []]
      // The sensitive fields come back from the server; whatever was typed since stays.
      const tax = s.forms.tax
      const forms = patchSoleForms(s.forms, {
        tax: {
          taxNumber: tax.taxNumber === '' ? (person.taxNumber ?? '') : tax.taxNumber,
          vatRegistrationId: tax.vatRegistrationId === '' ? (person.vatRegistrationId ?? '') : tax.vatRegistrationId,
        },
      })
      const restored = { ...known, personId: person.id, forms }
      return s.saveAfterRestore ? savePerson(restored, step) : [restored, []]
    }
  }
}

/**
 * The sole trader wizard's transition: the next state and the effects, with their full payload, the UI must run.
 * - Start: choosing the organisation type and answering the US tax question; "yes" opens the FATCA dialog, whose
 *   resume clears the answer and whose cancel resets the person and goes to the hub. Start needs both answers.
 * - Every change is kept in the forms ('edited'), also when going back and forth and when a call fails.
 * - "Weiter" checks the step's forms with the core's rules: issues are kept on their fields and nothing is sent; a
 *   valid data step saves the person (create first, then update with its id) and moves on with the answer. Leaving
 *   the last data step (s4, KYC step3) then creates the account for the saved person.
 * - Forward marks the step left valid, back marks the step returned to not valid; back from the terms returns to
 *   the start and clears the US tax answer.
 * - On the identification step (s5, KYC step4) "Weiter" starts a video identification; its embed closing with
 *   CLOSE_SUCCESS asks the service for the outcome: successful or pending_successful moves on, pending and failed
 *   say so. On s6 the card is ordered and the wizard ends at the hub.
 * - The cancel dialog (not offered on the KYC identity step) resumes, or clears the data and goes to the hub.
 *
 * Reading: once the account exists (s5, s6, KYC step4) there is no way back, as going back would offer to create it
 * again. While a dialog is open only its buttons act; while a call is in flight only its outcome does, so a double
 * "Weiter" creates nothing twice. Events that do not apply to the current step leave the state as it is.
 * @example transitionSoleWizard(state, { type: 'continued', nowMs }) // [{ ...state, pending: 'savePerson' }, [{ type: 'savePerson', person }]]
 */
export const transitionSoleWizard = (s: SoleWizardState, e: SoleWizardEvent): SoleWizardTransition => {
  const step = s.step
  if (step === 'finished' || step === 'cancelled') return [s, []]
  // While a call runs the form is being sent: its fields are disabled and a change would not be what was saved.
  if (e.type === 'edited') return s.pending === null ? [{ ...s, forms: patchSoleForms(s.forms, e.values) }, []] : [s, []]
  if (s.dialog === 'fatca') {
    if (e.type === 'fatcaDialogResumed') return [{ ...s, dialog: 'none', fatcaAnswer: null }, []]
    if (e.type === 'fatcaDialogCancelled') {
      return [{ ...s, step: 'cancelled', dialog: 'none', fatcaAnswer: null, forms: EMPTY_SOLE_WIZARD_FORMS, personId: null }, [{ type: 'resetPerson' }, { type: 'navigateToHub' }]]
    }
    return [s, []]
  }
  if (s.dialog === 'cancel') {
    if (e.type === 'cancelDialogResumed') return [{ ...s, dialog: 'none' }, []]
    if (e.type === 'cancelDialogConfirmed') {
      return [{ ...toInitialSoleWizardState(s.variant), step: 'cancelled' }, [{ type: 'clearActivationData' }, { type: 'navigateToHub' }]]
    }
    return [s, []]
  }
  if (s.dialog === 'video') {
    if (e.type !== 'videoIdentificationClosed' || s.pending !== null) return [s, []]
    if (e.result === 'CLOSE_CANCEL' || s.identification === null || s.personId === null) return [{ ...s, dialog: 'none' }, []]
    return [
      { ...s, dialog: 'none', pending: 'updateIdentification' },
      [{ type: 'updateIdentification', identificationId: s.identification.id, personId: s.personId }],
    ]
  }
  if (s.pending !== null) return settle(s, step, e)
  switch (e.type) {
    case 'organizationTypeChosen':
      return step === 'start' ? [{ ...s, organizationType: e.organizationType }, []] : [s, []]
    case 'fatcaAnswered':
      return step === 'start' ? [{ ...s, fatcaAnswer: e.answer, dialog: e.answer ? 'fatca' : 'none' }, []] : [s, []]
    case 'startConfirmed':
      return canStartSoleWizard(s) ? [moveTo(s, 'start', TERMS[s.variant]), []] : [s, []]
    case 'continued': {
      const withValues = e.values === undefined ? s : { ...s, forms: patchSoleForms(s.forms, e.values) }
      if (step === 'start') return [withValues, []]
      if (step === IDENTIFIES[s.variant]) {
        if (withValues.personId === null) return [withValues, []]
        const identification = withValues.identification
        // An identification already started and not yet finished opens again rather than starting a second one.
        if (identification !== null && identification.status === 'created' && identification.url !== null) return [{ ...withValues, dialog: 'video' }, []]
        return [{ ...withValues, pending: 'createIdentification', notice: null }, [{ type: 'createIdentification', personId: withValues.personId }]]
      }
      if (step === ORDERS_CARD[s.variant]) {
        const account = withValues.account
        if (withValues.personId === null || account === null) return [withValues, []]
        const request = { personId: withValues.personId, accountId: account.accountId, financialAccountId: account.financialAccountId ?? account.accountId }
        return [{ ...withValues, pending: 'orderCard', notice: null }, [{ type: 'orderCard', request }]]
      }
      if (step === CREATES_ACCOUNT[s.variant] && withValues.account !== null) return forward(withValues, step)
      return continueDataStep(withValues, step, e.nowMs)
    }
    case 'identificationCheckRequested':
      return step === IDENTIFIES[s.variant] && s.personId !== null
        ? [{ ...s, pending: 'checkIdentification' }, [{ type: 'checkIdentification', personId: s.personId }]]
        : [s, []]
    case 'wentBack': {
      const withValues = e.values === undefined ? s : { ...s, forms: patchSoleForms(s.forms, e.values) }
      const previous = neighbour(s, step, -1)
      if (previous === undefined || isAfterSoleAccountCreation(s.variant, step)) return [withValues, []]
      const moved = moveTo(withValues, step, previous)
      return [step === TERMS[s.variant] ? { ...moved, fatcaAnswer: null } : moved, []]
    }
    case 'cancelRequested':
      return canCancelSoleActivation(s.variant, step) ? [{ ...s, dialog: 'cancel' }, []] : [s, []]
    default:
      return [s, []]
  }
}
