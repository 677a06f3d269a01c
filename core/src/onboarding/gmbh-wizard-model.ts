/**
 * The GmbH activation wizard's model (spec: hub-and-business-account 2.4 and 4.1 "GmbH flow", "FATCA", "Cancel
 * dialog", "Identification"; 5; 7; 8): its steps, its state (every value the user entered), the events and the effects,
 * what the UI reads off the state, and how a form or the values read back after a reload enter it. The rules are in
 * gmbh-wizard-rules.ts, the transition in gmbh-wizard.ts.
 */
import type { BackendError } from '../errors/backend-error.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { DEFAULT_ADDRESS_COUNTRY_CODE } from './constants.ts'
import { EMPTY_GMBH_FORMS, type GmbhStepForm, type GmbhWizardForms, type RepresentativeForm } from './gmbh-forms.ts'
import type { CommercialRegistration, RegistryRepresentative } from './model.ts'
import type {
  BeneficialOwner,
  Business,
  BusinessBankAccount,
  CardOrderRequest,
  Identification,
  LegalRepresentativeLink,
  Person,
  SavedBusiness,
  SavedPerson,
} from './wire.ts'
import {
  toInitialStepValidity,
  toWizardStepViews,
  type ActivationStepValidity,
  type ActivationStepView,
  type ActivationWizardDialog,
  type OnboardingFlowStep,
} from './wizard-steps.ts'

/** The nine screens; the start (organisation type and the first US tax question) is the shared start step's. */
export const GMBH_WIZARD_STEPS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const
export type GmbhWizardStepId = (typeof GMBH_WIZARD_STEPS)[number]

/** The German step titles of spec 2.4. */
export const GMBH_WIZARD_STEP_DESCRIPTIONS: Readonly<Record<GmbhWizardStepId, string>> = {
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

/** The places inside the GmbH wizard the US tax question is asked: the tax step (s3) and the representative step (s5). */
export type FatcaQuestion = 'tax' | 'representative'
export const FATCA_QUESTION_OF: Partial<Record<GmbhWizardStepId, FatcaQuestion>> = { s3: 'tax', s5: 'representative' }

/** A legal representative entered in s5 and saved: the person's id, what was entered, which register entry it was. */
export interface EnteredRepresentative {
  readonly personId: string
  readonly form: RepresentativeForm
  /** Index into registryRepresentatives, null when entered without a register entry. */
  readonly registryIndex: number | null
  /** When the required-shares declaration was signed (kept on later saves of the same person). */
  readonly requiredSharesSignedAtUtc: string | null
}

/** Whom the s5 form is for: a new person (no id) or one entered before (going back from s6), and its register entry. */
export interface RepresentativeTarget {
  readonly personId: string | null
  readonly registryIndex: number | null
}

/** The calls the wizard waits for; while one is pending a second 'continued' does nothing. */
export type GmbhWizardRequest =
  | 'searchRegister'
  | 'saveBusiness'
  | 'savePerson'
  | 'saveLegalRepresentative'
  | 'saveBeneficialOwner'
  | 'saveMobileNumber'
  | 'createBusinessIdentification'
  | 'updateIdentification'
  | 'processBusinessIdentification'
  | 'markLegalIdentificationSuccessful'
  | 'createBusinessAccount'
  | 'addAuthorizedPerson'
  | 'orderCard'
  | 'loadServerData'

/** The identification's outcome as s8 shows it (4.1: successful when the first is successful or pending_successful). */
export type IdentificationOutcome = 'notStarted' | 'pending' | 'failed' | 'successful'

export interface GmbhWizardState {
  readonly step: GmbhWizardStepId | 'finished' | 'cancelled'
  /** The organisation type chosen on the start step (GMBH or UG). */
  readonly organizationType: string
  readonly fatcaAnswers: Readonly<Record<FatcaQuestion, boolean | null>>
  readonly validity: ActivationStepValidity<GmbhWizardStepId>
  readonly dialog: ActivationWizardDialog
  readonly pending: GmbhWizardRequest | null
  readonly forms: GmbhWizardForms
  /** Issues of the current step's form, each on its field (ours or the server's). */
  readonly issues: ReadonlyArray<ValidationIssue>
  /** A message key for the whole step (a failed call, the identification's state), or null. */
  readonly notice: string | null
  /** The register lookup's last answer (null before the first search). */
  readonly searchResults: ReadonlyArray<CommercialRegistration> | null
  /** The register entry chosen in s1; cleared when going back from s2 (4.1 "s2 back resets the business"). */
  readonly registration: CommercialRegistration | null
  /** The entry chosen last, kept when going back, to tell choosing it again from choosing another. */
  readonly lastChosen: CommercialRegistration | null
  /** The business's id once saved in s4 (kept when going back, so it is never created twice). */
  readonly businessId: string | null
  /** The representatives the register lists, each processed once entered in s5. */
  readonly registryRepresentatives: ReadonlyArray<RegistryRepresentative>
  readonly representatives: ReadonlyArray<EnteredRepresentative>
  readonly target: RepresentativeTarget
  /** The person saved in the s5 chain while its link and owner record are being saved. */
  readonly savedPerson: SavedPerson | null
  /** The mobile number saved at s7 (normalised), or null. */
  readonly linkedMobileNumber: string | null
  readonly identifications: ReadonlyArray<Identification>
  readonly identificationOutcome: IdentificationOutcome
  /** Set once legal identification was marked successful, so it is marked only once. */
  readonly legalIdentificationMarked: boolean
  readonly account: BusinessBankAccount | null
  /** The representatives already added to the account as authorised persons. */
  readonly authorizedPersonIds: ReadonlyArray<string>
  /** After a reload until the sensitive values were read back; 'continued' reads them (again) first. */
  readonly serverDataMissing: boolean
}

export type GmbhWizardEvent =
  /** A field changed: the step's whole form as it now is. */
  | { readonly type: 'edited'; readonly form: GmbhStepForm }
  | { readonly type: 'fatcaAnswered'; readonly answer: boolean }
  | { readonly type: 'fatcaDialogResumed' }
  | { readonly type: 'fatcaDialogCancelled' }
  /** s1: look the company up by name or by register number and issuing court. */
  | { readonly type: 'registerSearched'; readonly by: 'name' | 'number' }
  | { readonly type: 'registerAnswered'; readonly registrations: ReadonlyArray<CommercialRegistration> }
  /** s1: the user chose one of the search results. */
  | { readonly type: 'commercialRegistrationChosen'; readonly index: number }
  /** The current step's "Weiter", with its form when it has one. */
  | { readonly type: 'continued'; readonly form?: GmbhStepForm }
  | { readonly type: 'wentBack'; readonly form?: GmbhStepForm }
  | { readonly type: 'businessSaved'; readonly business: SavedBusiness }
  | { readonly type: 'personSaved'; readonly person: SavedPerson }
  | { readonly type: 'legalRepresentativeSaved' }
  | { readonly type: 'beneficialOwnerSaved' }
  | { readonly type: 'businessIdentificationCreated'; readonly identifications: ReadonlyArray<Identification> }
  /** The video identification embed closed (same-origin message). */
  | { readonly type: 'videoIdentificationClosed'; readonly result: 'CLOSE_SUCCESS' | 'CLOSE_CANCEL' }
  | { readonly type: 'identificationUpdated' }
  | { readonly type: 'identificationProcessed'; readonly identifications: ReadonlyArray<Identification> }
  | { readonly type: 'legalIdentificationMarked' }
  | { readonly type: 'businessAccountCreated'; readonly account: BusinessBankAccount }
  | { readonly type: 'authorizedPersonAdded'; readonly personId: string }
  | { readonly type: 'cardOrdered' }
  /** After a reload: the sensitive values read back from the server. */
  | { readonly type: 'serverDataLoaded'; readonly business: SavedBusiness | null; readonly persons: ReadonlyArray<SavedPerson> }
  | { readonly type: 'requestFailed'; readonly error: BackendError }
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelDialogResumed' }
  | { readonly type: 'cancelDialogConfirmed' }

export type GmbhWizardEffect =
  | { readonly type: 'searchCommercialRegistrations'; readonly companyName: string }
  | { readonly type: 'getCommercialRegistration'; readonly registrationNumber: string; readonly registrationIssuer: string }
  | { readonly type: 'saveBusiness'; readonly business: Business }
  | { readonly type: 'savePerson'; readonly person: Person }
  | { readonly type: 'saveLegalRepresentative'; readonly link: LegalRepresentativeLink }
  | { readonly type: 'saveBeneficialOwner'; readonly owner: BeneficialOwner }
  | { readonly type: 'createBusinessIdentification'; readonly businessId: string }
  | { readonly type: 'updateIdentification'; readonly identificationId: string }
  | { readonly type: 'processBusinessIdentification'; readonly businessId: string }
  | { readonly type: 'markLegalIdentificationSuccessful'; readonly businessId: string }
  | { readonly type: 'createBusinessAccount'; readonly businessId: string }
  | { readonly type: 'addAuthorizedPerson'; readonly businessId: string; readonly accountId: string; readonly personId: string }
  | { readonly type: 'orderCard'; readonly request: CardOrderRequest }
  /** After a reload: read the business and the persons back (their tax ids are not in the draft). */
  | { readonly type: 'loadServerData'; readonly businessId: string | null; readonly personIds: ReadonlyArray<string> }
  | { readonly type: 'returnToStart' }
  | { readonly type: 'navigateToHub' }
  /** The FATCA dialog's cancel: the person in progress is reset. */
  | { readonly type: 'resetPerson' }
  /** The cancel dialog's cancel: everything entered is cleared. */
  | { readonly type: 'clearActivationData' }
  /** Backend failures in the wizard are logged (spec 7). */
  | { readonly type: 'logFailure'; readonly request: GmbhWizardRequest; readonly error: BackendError }


/** The wizard's next state and the effects the UI must run. */
export type GmbhWizardTransition = OnboardingFlowStep<GmbhWizardState, GmbhWizardEffect>

/**
 * A new GmbH wizard at s1. The start step before it asked the first US tax question and the organisation type.
 * @example toInitialGmbhWizardState('GMBH').step // 's1'
 */
export const toInitialGmbhWizardState = (organizationType: string): GmbhWizardState => ({
  step: 's1',
  organizationType,
  fatcaAnswers: { tax: null, representative: null },
  validity: toInitialStepValidity(GMBH_WIZARD_STEPS),
  dialog: 'none',
  pending: null,
  forms: EMPTY_GMBH_FORMS,
  issues: [],
  notice: null,
  searchResults: null,
  registration: null,
  lastChosen: null,
  businessId: null,
  registryRepresentatives: [],
  representatives: [],
  target: { personId: null, registryIndex: null },
  savedPerson: null,
  linkedMobileNumber: null,
  identifications: [],
  identificationOutcome: 'notStarted',
  legalIdentificationMarked: false,
  account: null,
  authorizedPersonIds: [],
  serverDataMissing: false,
})

/**
 * Whether the register lists representatives that have not yet been entered in s5.
 * @example hasUnprocessedRegistryRepresentatives(state) // true while s6 must return to s5
 */
export const hasUnprocessedRegistryRepresentatives = (s: GmbhWizardState): boolean => s.registryRepresentatives.some((r) => !r.processed)

/**
 * The GmbH wizard's nine screens with their marks; every step may cancel the activation.
 * @example toGmbhWizardStepViews(state)[0].description // 'Über Ihr Unternehmen'
 */
export const toGmbhWizardStepViews = (s: GmbhWizardState): ReadonlyArray<ActivationStepView<GmbhWizardStepId>> =>
  toWizardStepViews(GMBH_WIZARD_STEPS, GMBH_WIZARD_STEP_DESCRIPTIONS, s.validity, s.step, () => true)

/**
 * The step number the progress shows ("Schritt n von 9"), 1-based; 9 once finished.
 * @example toGmbhStepNumber(toInitialGmbhWizardState('GMBH')) // 1
 */
export const toGmbhStepNumber = (s: GmbhWizardState): number => {
  const at = GMBH_WIZARD_STEPS.indexOf(s.step as GmbhWizardStepId)
  return at < 0 ? GMBH_WIZARD_STEPS.length : at + 1
}

/**
 * The identification the embed opens: the one of the person whose mobile number was linked at s7 (the first
 * representative), else the first.
 */
export const toDecisiveIdentification = (s: GmbhWizardState): Identification | null => {
  const personId = s.representatives[0]?.personId
  return s.identifications.find((i) => i.personId === personId) ?? s.identifications[0] ?? null
}

/**
 * The persons whose Steuer-ID a reload reads back: every representative, and the one the s5 form is for.
 * @example toPersonIdsToReload(state) // ['p1', 'p2']
 */
export const toPersonIdsToReload = (s: GmbhWizardState): ReadonlyArray<string> => {
  const ids = s.representatives.map((r) => r.personId)
  return s.target.personId === null || ids.includes(s.target.personId) ? ids : [...ids, s.target.personId]
}

/** The state with the current step's form as an event gave it; a form of another step changes nothing. */
export const withForm = (s: GmbhWizardState, form: GmbhStepForm | undefined): GmbhWizardState => {
  if (form === undefined || form.step !== s.step) return s
  switch (form.step) {
    case 's1':
      return { ...s, forms: { ...s.forms, search: form.values } }
    case 's2':
      return { ...s, forms: { ...s.forms, business: form.values } }
    case 's3':
      return { ...s, forms: { ...s.forms, tax: form.values } }
    case 's4':
      return { ...s, forms: { ...s.forms, address: { ...form.values, country: DEFAULT_ADDRESS_COUNTRY_CODE } } }
    case 's5':
      return { ...s, forms: { ...s.forms, representative: { ...form.values, address: { ...form.values.address, country: DEFAULT_ADDRESS_COUNTRY_CODE } } } }
    case 's7':
      return { ...s, forms: { ...s.forms, mobile: form.values } }
  }
}

/** The sensitive values read back after a reload: the business's tax ids, each person's tax id. */
export const applyServerData = (
  s: GmbhWizardState,
  business: SavedBusiness | null,
  persons: ReadonlyArray<SavedPerson>,
): GmbhWizardState => {
  const taxIdOf = (personId: string | null): string | null =>
    personId === null ? null : (persons.find((p) => p.id === personId)?.taxIdentificationNumber ?? null)
  const tax =
    business === null || business.id !== s.businessId
      ? s.forms.tax
      : { taxIdentificationNumber: business.taxIdentificationNumber ?? '', vatNumber: business.vatNumber ?? '' }
  const representatives = s.representatives.map((r) => ({
    ...r,
    form: { ...r.form, taxIdentificationNumber: taxIdOf(r.personId) ?? r.form.taxIdentificationNumber },
  }))
  const editing = taxIdOf(s.target.personId)
  return {
    ...s,
    forms: {
      ...s.forms,
      tax,
      representative: editing === null ? s.forms.representative : { ...s.forms.representative, taxIdentificationNumber: editing },
    },
    representatives,
  }
}
