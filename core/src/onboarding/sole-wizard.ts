/**
 * The sole trader (freelancer) activation wizard as a pure state machine (spec: hub-and-business-account 2.4 and
 * 4.1 "Sole flow", "FATCA", "Cancel dialog"; the KYC variant of 2.4 "Non-GmbH wizard with KYC flag").
 */
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'
import { checkSoleForm, EMPTY_SOLE_WIZARD_FORMS, patchSoleForms, toSolePerson, type SoleFormId, type SoleFormsPatch, type SoleWizardForms } from './sole-forms.ts'
import type { BusinessBankAccount, CardOrderRequest, Identification, Person, SavedPerson } from './wire.ts'
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

/** The forms each step shows; leaving a step forward checks them. */
const FORMS_OF: Readonly<Record<SoleWizardVariant, Partial<Record<SoleWizardStepId, ReadonlyArray<SoleFormId>>>>> = {
  classic: { terms: ['terms'], s1: ['personal'], s2: ['business'], s3: ['tax'], s4: ['declaration'] },
  kyc: { step0: ['terms'], step1: ['business'], step2: ['personal'], step3: ['tax', 'declaration'] },
}
/**
 * The steps whose "Weiter" saves the person (create first, then update with its id). chosen: the KYC flow asks for the
 * company before the person's name, so it saves from its personal data step on (a person without a name is no person).
 */
const SAVES_PERSON: Readonly<Record<SoleWizardVariant, ReadonlyArray<SoleWizardStepId>>> = {
  classic: ['s1', 's2', 's3', 's4'],
  kyc: ['step2', 'step3'],
}
/** Where the account is created: leaving the last data step, once the person is saved. */
const CREATES_ACCOUNT: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's4', kyc: 'step3' }
/** The identification step: its video identification's success moves on. */
const IDENTIFIES: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's5', kyc: 'step4' }
/** The first step after the start: going back from it returns to the start and clears the US tax answer. */
const TERMS: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 'terms', kyc: 'step0' }
/** chosen: the card is ordered on the classic flow's last screen (s6); the KYC flow ends with the identity step. */
const ORDERS_CARD: Readonly<Record<SoleWizardVariant, SoleWizardStepId | null>> = { classic: 's6', kyc: null }

export type ActivationWizardDialog = 'none' | 'fatca' | 'cancel'
/** The sole wizard's dialogs: the shared ones and the video identification embed. */
export type SoleWizardDialog = ActivationWizardDialog | 'video'

export type SoleWizardRequest =
  | 'savePerson'
  | 'createAccount'
  | 'createIdentification'
  | 'updateIdentification'
  | 'checkIdentification'
  | 'orderCard'
  | 'restorePerson'

/** What a failed call says (catalogue keys of spec 8), shown above the step's buttons. */
export const SOLE_REQUEST_FAILURE_KEYS: Readonly<Record<SoleWizardRequest, string>> = {
  savePerson: 'LEX_BANK_BACKEND_VALIDATION_ERROR',
  createAccount: 'LEX_BANK_CREATE_ACCOUNT_FAILED',
  createIdentification: 'LEX_BANK_BACKEND_VALIDATION_ERROR',
  updateIdentification: 'LEX_BANK_BACKEND_VALIDATION_ERROR',
  checkIdentification: 'LEX_BANK_BACKEND_VALIDATION_ERROR',
  orderCard: 'LEX_BANK_CREATE_CARD_FAILED',
  restorePerson: 'onboarding.personReloadFailed',
}
export const IDENTIFICATION_PENDING_KEY = 'onboarding.identificationPending'
export const IDENTIFICATION_FAILED_KEY = 'onboarding.identificationFailed'

/** The account the wizard opened (BusinessBankAccount without its IBAN, which the hub shows once it exists). */
export interface SoleWizardAccount {
  readonly accountId: string
  readonly financialAccountId: string | null
}

export interface SoleWizardIdentification {
  readonly id: string
  /** The embed's address (same origin), null when the service sent none. */
  readonly url: string | null
  readonly status: string
}

export interface SoleWizardState {
  readonly step: SoleWizardStepId | 'finished' | 'cancelled'
  readonly variant: SoleWizardVariant
  readonly organizationType: string | null
  /** The answer to "liable to tax in the USA?"; null until chosen. */
  readonly fatcaAnswer: boolean | null
  readonly validity: ActivationStepValidity<SoleWizardStepId>
  readonly dialog: SoleWizardDialog
  /** The call in flight; while one is, only its result is accepted (a second "Weiter" does nothing). */
  readonly pending: SoleWizardRequest | null
  /** Everything entered, per form; kept when going back and forth and when a call fails. */
  readonly forms: SoleWizardForms
  /** The issues of the last refused "Weiter" or of the server, each on its field. */
  readonly issues: ReadonlyArray<ValidationIssue>
  /** A catalogue key for the step as a whole (a failed call, an identification not yet successful). */
  readonly notice: string | null
  /** Counts refused "Weiter"s: each moves the focus to the first field with an issue. */
  readonly refusedSubmits: number
  /** The person at the bank, once saved. */
  readonly personId: string | null
  readonly account: SoleWizardAccount | null
  readonly identification: SoleWizardIdentification | null
  readonly cardOrdered: boolean
  /**
   * A create of the person failed without an answer: it may have reached the bank. The next save first asks for the
   * current person, so a retry updates it rather than creating a second one.
   */
  readonly personUncertain: boolean
  /** The restore was asked for by a save, which goes on once the person is known. */
  readonly saveAfterRestore: boolean
}

export type SoleWizardEvent =
  | { readonly type: 'organizationTypeChosen'; readonly organizationType: string }
  | { readonly type: 'fatcaAnswered'; readonly answer: boolean }
  | { readonly type: 'fatcaDialogResumed' }
  | { readonly type: 'fatcaDialogCancelled' }
  | { readonly type: 'startConfirmed' }
  /** The user typed or chose something: the forms keep it (nothing is checked yet). */
  | { readonly type: 'edited'; readonly values: SoleFormsPatch }
  /** "Weiter" with the step's form; `nowMs` is the clock's instant for the age check. */
  | { readonly type: 'continued'; readonly values?: SoleFormsPatch; readonly nowMs: number }
  | { readonly type: 'wentBack'; readonly values?: SoleFormsPatch }
  | { readonly type: 'personSaved'; readonly person: SavedPerson }
  | { readonly type: 'accountCreated'; readonly account: BusinessBankAccount }
  | { readonly type: 'identificationCreated'; readonly identification: Identification }
  | { readonly type: 'videoIdentificationClosed'; readonly result: 'CLOSE_SUCCESS' | 'CLOSE_CANCEL' }
  | { readonly type: 'identificationUpdated'; readonly identifications: ReadonlyArray<Identification> }
  | { readonly type: 'identificationCheckRequested' }
  | { readonly type: 'cardOrdered' }
  /** After a reload: the person as the server holds it (null: none saved yet). */
  | { readonly type: 'personRestored'; readonly person: SavedPerson | null }
  /** A call failed; `issues` are the server's issues on this step's fields (empty: none). */
  | { readonly type: 'requestFailed'; readonly request: SoleWizardRequest; readonly issues?: ReadonlyArray<ValidationIssue> }
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelDialogResumed' }
  | { readonly type: 'cancelDialogConfirmed' }

export type SoleWizardEffect =
  /** Creates the person (no id) or updates it (its id). */
  | { readonly type: 'savePerson'; readonly person: Person }
  | { readonly type: 'createAccount'; readonly personId: string }
  | { readonly type: 'createIdentification'; readonly personId: string }
  /** The embed closed with CLOSE_SUCCESS: the service sets the outcome; answer with the person's identifications. */
  | { readonly type: 'updateIdentification'; readonly identificationId: string; readonly personId: string }
  | { readonly type: 'checkIdentification'; readonly personId: string }
  | { readonly type: 'orderCard'; readonly request: CardOrderRequest }
  /** After a reload: read the saved person again (its id, or the current person's), for the sensitive fields. */
  | { readonly type: 'restorePerson'; readonly personId: string | null }
  | { readonly type: 'navigateToHub' }
  /** FATCA "yes" and cancel: the person's data is reset. */
  | { readonly type: 'resetPerson' }
  /** The cancel dialog's cancel: all activation data is cleared. */
  | { readonly type: 'clearActivationData' }
  /** Backend failures in the wizard are logged (spec 7) besides being shown. */
  | { readonly type: 'logFailure'; readonly request: SoleWizardRequest }

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
  forms: EMPTY_SOLE_WIZARD_FORMS,
  issues: [],
  notice: null,
  refusedSubmits: 0,
  personId: null,
  account: null,
  identification: null,
  cardOrdered: false,
  personUncertain: false,
  saveAfterRestore: false,
})

/**
 * Whether the start button is enabled: an organisation type is chosen and the US tax question is answered "no".
 * @example canStartSoleWizard(toInitialSoleWizardState()) // false
 */
export const canStartSoleWizard = (s: SoleWizardState): boolean =>
  s.step === 'start' && s.dialog === 'none' && s.organizationType !== null && s.fatcaAnswer === false

/**
 * Which variant of the sole trader wizard the bank asks for (2.4 "Non-GmbH wizard with KYC flag"). The spec names the
 * flag but not where it comes from; chosen: the account state's pendingComplianceQuestions — the bank has open
 * know-your-customer questions (true, or a non-empty list of them) — asks for the KYC variant, anything else the
 * classic one.
 * @example toSoleWizardVariant(['SOURCE_OF_FUNDS']) // 'kyc'
 */
export const toSoleWizardVariant = (pendingComplianceQuestions: unknown): SoleWizardVariant =>
  pendingComplianceQuestions === true || (Array.isArray(pendingComplianceQuestions) && pendingComplianceQuestions.length > 0) ? 'kyc' : 'classic'

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

/**
 * The forms a step shows (empty for the start and the confirmation steps).
 * @example soleFormsOfStep('classic', 's3') // ['tax']
 */
export const soleFormsOfStep = (variant: SoleWizardVariant, step: SoleWizardState['step']): ReadonlyArray<SoleFormId> =>
  step === 'finished' || step === 'cancelled' ? [] : (FORMS_OF[variant][step] ?? [])

/**
 * The forms checked before and on a step, in the order of the flow: what the person saved on leaving it carries.
 * @example soleFormsThrough('classic', 's2') // ['terms', 'personal', 'business']
 */
export const soleFormsThrough = (variant: SoleWizardVariant, step: SoleWizardStepId): ReadonlyArray<SoleFormId> => {
  const order = ORDER[variant]
  return order.slice(0, order.indexOf(step) + 1).flatMap((id) => FORMS_OF[variant][id] ?? [])
}

/**
 * Whether a step is one where the account exists already (no way back, as going back would offer to create it again).
 * @example isAfterSoleAccountCreation('classic', 's5') // true
 */
export const isAfterSoleAccountCreation = (variant: SoleWizardVariant, step: SoleWizardStepId): boolean =>
  ORDER[variant].indexOf(step) > ORDER[variant].indexOf(CREATES_ACCOUNT[variant])

const moveTo = (s: SoleWizardState, from: SoleWizardStepId, to: SoleWizardStepId): SoleWizardState => ({
  ...s,
  step: to,
  issues: [],
  notice: null,
  validity: toActivationStepValidityAfterMove(ORDER[s.variant], s.validity, from, to),
})

const neighbour = (s: SoleWizardState, from: SoleWizardStepId, by: 1 | -1): SoleWizardStepId | undefined => {
  const order = ORDER[s.variant]
  return order[order.indexOf(from) + by]
}

const finish = (s: SoleWizardState, step: SoleWizardStepId): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => [
  { ...s, step: 'finished', dialog: 'none', issues: [], notice: null, validity: { ...s.validity, [step]: true } },
  [{ type: 'navigateToHub' }],
]

/** Moves on from a step, or finishes when it is the last. */
const forward = (s: SoleWizardState, step: SoleWizardStepId): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
  const next = neighbour(s, step, 1)
  return next === undefined ? finish(s, step) : [moveTo(s, step, next), []]
}

const savePerson = (s: SoleWizardState, step: SoleWizardStepId): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => [
  { ...s, pending: 'savePerson', issues: [], notice: null },
  [
    {
      type: 'savePerson',
      person: toSolePerson({ forms: s.forms, organizationType: s.organizationType, personId: s.personId, through: soleFormsThrough(s.variant, step) }),
    },
  ],
]

const createAccount = (s: SoleWizardState, personId: string): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => [
  { ...s, pending: 'createAccount', issues: [], notice: null },
  [{ type: 'createAccount', personId }],
]

/** "Weiter" on a data step: check its forms; refuse with the issues, or save and move on. */
const continueDataStep = (s: SoleWizardState, step: SoleWizardStepId, nowMs: number): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
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
): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
  const first = identifications[0]
  const identification = first === undefined ? s.identification : { id: first.id, url: first.url ?? null, status: first.status }
  const settled = { ...s, pending: null, dialog: 'none' as const, identification }
  if (isIdentificationSuccessful(identifications)) return step === IDENTIFIES[s.variant] ? forward(settled, step) : [settled, []]
  const failed = first?.status === 'failed'
  return [{ ...settled, notice: failed ? IDENTIFICATION_FAILED_KEY : IDENTIFICATION_PENDING_KEY }, []]
}

/** A call's outcome while it is pending. */
const settle = (s: SoleWizardState, step: SoleWizardStepId, e: SoleWizardEvent): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
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
export const transitionSoleWizard = (s: SoleWizardState, e: SoleWizardEvent): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
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
