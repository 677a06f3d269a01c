/**
 * The sole trader (freelancer) activation wizard's model (spec: hub-and-business-account 2.4 and 4.1 "Sole flow",
 * "FATCA", "Cancel dialog"; the KYC variant of 2.4 "Non-GmbH wizard with KYC flag"): its steps in both variants, its
 * state, the events and the effects, and what the UI reads off the state. The rules are in sole-wizard-rules.ts, the
 * transition in sole-wizard.ts.
 */
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { EMPTY_SOLE_WIZARD_FORMS, type SoleFormsPatch, type SoleWizardForms } from './sole-forms.ts'
import type { BusinessBankAccount, CardOrderRequest, Identification, Person, SavedPerson } from './wire.ts'
import {
  toInitialStepValidity,
  toWizardStepViews,
  type ActivationStepValidity,
  type ActivationStepView,
  type ActivationWizardDialog,
  type OnboardingFlowStep,
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
/** Each variant's steps in the order of the flow. */
export const SOLE_STEP_ORDER: Readonly<Record<SoleWizardVariant, ReadonlyArray<SoleWizardStepId>>> = {
  classic: SOLE_WIZARD_STEPS,
  kyc: KYC_WIZARD_STEPS,
}

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

/** The wizard's next state and the effects the UI must run. */
export type SoleWizardTransition = OnboardingFlowStep<SoleWizardState, SoleWizardEffect>

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
