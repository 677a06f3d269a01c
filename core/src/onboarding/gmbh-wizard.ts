/**
 * The GmbH activation wizard as a pure state machine (spec: hub-and-business-account 2.4 and 4.1 "GmbH flow",
 * "FATCA", "Cancel dialog", "Identification"; 5; 7; 8). Its state holds every value the user entered; 'continued'
 * checks the step's form by core's rules and either stores the issues on their fields (nothing sent) or returns
 * the call to make with its full body. The answers come back as events.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../calendar/clock.ts'
import type { BackendError } from '../errors/backend-error.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { normalizeMobileNumber } from '../identity/mobile-number.ts'
import { parseVotingShare, type VotingShare } from '../identity/voting-share.ts'
import { validateBusinessAddress } from './address-rules.ts'
import { toVotingShareWire, validateVotingSharesTotal } from './beneficial-owners.ts'
import {
  COMPANY_NAME_NOT_FOUND_KEY,
  parseRegistrationNumber,
  REGISTRATION_ISSUER_KEY,
  validateBusinessData,
  validateBusinessTax,
  validateCompanyNameSearch,
  type BusinessData,
  type BusinessTax,
} from './business-rules.ts'
import { DEFAULT_ADDRESS_COUNTRY_CODE, DEFAULT_REPRESENTATION_TYPE } from './constants.ts'
import { optionalText, requireOneOf, requireText, validateAllFields, type Checked } from './form-checks.ts'
import {
  EMPTY_GMBH_FORMS,
  fillFromRegistration,
  toRepresentativeForm,
  type GmbhStepForm,
  type GmbhWizardForms,
  type RepresentativeForm,
} from './gmbh-forms.ts'
import type { CommercialRegistration, PostalAddress, RegistryRepresentative } from './model.ts'
import { NATIONALITIES } from './nationalities.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'
import {
  validateLegalRepresentative,
  validateLegalRepresentativeList,
  validateLegalRepresentativeTerms,
  type LegalRepresentative,
} from './representative-rules.ts'
import type { ActivationWizardDialog } from './sole-wizard.ts'
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
  toActivationStepValidityAfterMove,
  toInitialStepValidity,
  toWizardStepViews,
  type ActivationStepValidity,
  type ActivationStepView,
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
const FATCA_QUESTION_OF: Partial<Record<GmbhWizardStepId, FatcaQuestion>> = { s3: 'tax', s5: 'representative' }

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

/** The voting share each entered representative gave, the one being edited in s5 left out. */
const otherShares = (s: GmbhWizardState): ReadonlyArray<VotingShare> =>
  s.representatives
    .filter((r) => r.personId !== s.target.personId)
    .flatMap((r) => {
      const share = r.form.votingShare.trim() === '' ? null : parseVotingShare(r.form.votingShare)
      return share !== null && E.isRight(share) ? [share.right] : []
    })

// --- helpers

type Result = OnboardingFlowStep<GmbhWizardState, GmbhWizardEffect>
const unchanged = (s: GmbhWizardState): Result => [s, []]
const issuesOf = <A>(checked: Checked<A>): ReadonlyArray<ValidationIssue> => (E.isLeft(checked) ? checked.left : [])

const moveTo = (s: GmbhWizardState, from: GmbhWizardStepId, to: GmbhWizardStepId): GmbhWizardState => ({
  ...s,
  step: to,
  issues: [],
  notice: null,
  validity: toActivationStepValidityAfterMove(GMBH_WIZARD_STEPS, s.validity, from, to),
})

const withForm = (s: GmbhWizardState, form: GmbhStepForm | undefined): GmbhWizardState => {
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

const toPostalAddress = (a: PostalAddress) => ({
  line1: a.line1,
  line2: a.line2,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  state: a.state ?? null,
})

/** The business body of s4 from the confirmed company data, tax information and address. */
const toBusinessBody = (s: GmbhWizardState, data: BusinessData, tax: BusinessTax, address: PostalAddress): Business => ({
  ...(s.businessId === null ? {} : { id: s.businessId }),
  name: data.name,
  legalForm: s.forms.business.legalForm,
  foundationDate: data.foundationDate,
  industry: data.industry,
  industry_key: data.industry,
  businessPurpose: data.businessPurpose,
  address: toPostalAddress(address),
  taxInformation: {
    registrationNumber: data.registrationNumber,
    registrationIssuer: data.registrationIssuer,
    taxCountry: DEFAULT_ADDRESS_COUNTRY_CODE,
  },
  registrationType: data.registrationNumber.split(' ')[0] ?? null,
  registrationDistrict: data.registrationIssuer,
  taxIdentificationNumber: tax.taxIdentificationNumber,
  vatNumber: tax.vatNumber,
  fatcaRelevant: false,
})

/** A representative checked: the person rules, the extra fields, the terms and the voting shares' total. */
interface CheckedRepresentative {
  readonly representative: LegalRepresentative
  readonly title: string | null
  readonly nationality: string
}

const checkRepresentative = (s: GmbhWizardState, clock: Clock): Checked<CheckedRepresentative> => {
  const f = s.forms.representative
  const checked = validateAllFields({
    representative: validateLegalRepresentative(
      {
        ownEconomicInterestSigned: f.ownEconomicInterestSigned,
        salutation: f.salutation,
        firstName: f.firstName,
        lastName: f.lastName,
        email: f.email,
        taxIdentificationNumber: f.taxIdentificationNumber,
        birthDate: f.birthDate,
        address: f.address,
        requiredSharesSignedAtUtc: f.requiredSharesSigned,
        votingShare: f.votingShare,
        fatcaRelevant: s.fatcaAnswers.representative,
      },
      clock,
    ),
    title: optionalText(f.title, 'title'),
    nationality: requireOneOf(NATIONALITIES, f.nationality, 'nationality', 'onboarding.nationalityRequired'),
    terms: validateLegalRepresentativeTerms(f),
  })
  if (E.isLeft(checked)) return checked
  const share = checked.right.representative.votingShare
  const total = share === null ? E.right([]) : validateVotingSharesTotal([...otherShares(s), share])
  return E.isLeft(total) ? total : E.right({ representative: checked.right.representative, title: checked.right.title, nationality: checked.right.nationality })
}

/** The person body of s5 (and of s7, with the mobile number). */
const toPersonBody = (
  s: GmbhWizardState,
  checked: CheckedRepresentative,
  personId: string | null,
  requiredSharesSignedAtUtc: string | null,
): Person => {
  const r = checked.representative
  const isFirst = personId !== null && s.representatives[0]?.personId === personId
  return {
    ...(personId === null ? {} : { id: personId }),
    salutation: r.salutation,
    title: checked.title,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    organizationType: s.organizationType,
    address: toPostalAddress(r.address),
    nationality: checked.nationality,
    birthDate: r.birthDate,
    fatcaRelevant: false,
    taxIdentificationNumber: r.taxIdentificationNumber,
    accountOpeningAccepted: true,
    taxInformationAccepted: true,
    termsConditionsSigned: true,
    ownEconomicInterestSigned: true,
    requiredSharesSignedAtUtc,
    ...(isFirst && s.linkedMobileNumber !== null ? { mobileNumber: s.linkedMobileNumber } : {}),
  }
}

/** The s5 form for the next register representative not yet entered, or an empty one. */
const toNextTarget = (s: GmbhWizardState): GmbhWizardState => {
  const at = s.registryRepresentatives.findIndex((r) => !r.processed)
  return {
    ...s,
    target: { personId: null, registryIndex: at < 0 ? null : at },
    forms: { ...s.forms, representative: toRepresentativeForm(at < 0 ? undefined : s.registryRepresentatives[at]) },
  }
}

/** Marks a register representative processed when its name matches one entered. */
const sameName = (a: { firstName?: string | null; lastName?: string | null }, b: RepresentativeForm): boolean =>
  (a.lastName ?? '').trim().toLocaleLowerCase('de-DE') === b.lastName.trim().toLocaleLowerCase('de-DE') &&
  ((a.firstName ?? '') === '' || (a.firstName ?? '').trim().toLocaleLowerCase('de-DE') === b.firstName.trim().toLocaleLowerCase('de-DE'))

const FAILURE_NOTICE: Partial<Record<GmbhWizardRequest, string>> = {
  createBusinessAccount: 'LEX_BANK_CREATE_ACCOUNT_FAILED',
  orderCard: 'LEX_BANK_CREATE_CARD_FAILED',
}

/** The server's message values as a message's params (text and numbers; errorText and empty values left out). */
const toParams = (values: Readonly<Record<string, string | number | null>> | null | undefined): Readonly<Record<string, string | number>> | undefined => {
  const entries = Object.entries(values ?? {}).flatMap(([k, v]) => (k === 'errorText' || v === null ? [] : [[k, v] as const]))
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/** A failed call: its field issues (the server's) on their fields, a German message, everything entered kept. */
const onFailure = (s: GmbhWizardState, error: BackendError): Result => {
  const request = s.pending ?? 'loadServerData'
  const settled: GmbhWizardState = { ...s, pending: null, savedPerson: request === 'savePerson' ? null : s.savedPerson }
  if (error._tag === 'Aborted') return [settled, []]
  const serverIssues =
    error._tag === 'ServerIssues'
      ? error.issues.flatMap((i) => (i.source == null || i.source === '' ? [] : [validationIssue(i.source, i.i18nKey, toParams(i.i18nValues))]))
      : []
  return [
    { ...settled, issues: serverIssues, notice: FAILURE_NOTICE[request] ?? 'LEX_BANK_BACKEND_VALIDATION_ERROR' },
    [{ type: 'logFailure', request, error }],
  ]
}

/** After the identification succeeded: mark it once, open the account, add every representative, then s9. */
const continueAfterIdentification = (s: GmbhWizardState, businessId: string): Result => {
  if (!s.legalIdentificationMarked) {
    return [{ ...s, pending: 'markLegalIdentificationSuccessful' }, [{ type: 'markLegalIdentificationSuccessful', businessId }]]
  }
  if (s.account === null) return [{ ...s, pending: 'createBusinessAccount' }, [{ type: 'createBusinessAccount', businessId }]]
  const next = s.representatives.find((r) => !s.authorizedPersonIds.includes(r.personId))
  if (next !== undefined) {
    return [
      { ...s, pending: 'addAuthorizedPerson' },
      [{ type: 'addAuthorizedPerson', businessId, accountId: s.account.accountId, personId: next.personId }],
    ]
  }
  return [moveTo({ ...s, pending: null }, 's8', 's9'), []]
}

/** The s5 chain after the person was saved: its link as legal representative. */
const saveLinkOf = (s: GmbhWizardState, person: SavedPerson, businessId: string): Result => [
  // The form now belongs to this saved person: should the link fail, "Weiter" updates it, never creates another.
  { ...s, pending: 'saveLegalRepresentative', savedPerson: person, target: { ...s.target, personId: person.id } },
  [{ type: 'saveLegalRepresentative', link: { businessId, legalRepresentativeId: person.id, representationType: DEFAULT_REPRESENTATION_TYPE } }],
]

/** The s5 chain's end: the person joins the list (or is updated there), its register entry is processed; then s6. */
const finishRepresentative = (s: GmbhWizardState): Result => {
  const person = s.savedPerson
  if (person === null) return unchanged(s)
  const form = s.forms.representative
  const entered: EnteredRepresentative = {
    personId: person.id,
    form,
    registryIndex: s.target.registryIndex,
    requiredSharesSignedAtUtc: person.requiredSharesSignedAtUtc ?? null,
  }
  const known = s.representatives.some((r) => r.personId === person.id)
  const representatives = known ? s.representatives.map((r) => (r.personId === person.id ? entered : r)) : [...s.representatives, entered]
  const registryRepresentatives = s.registryRepresentatives.map((r, i) =>
    i === s.target.registryIndex || (!r.processed && sameName(r, form)) ? { ...r, processed: true } : r,
  )
  return [
    {
      ...moveTo({ ...s, pending: null, savedPerson: null }, 's5', 's6'),
      representatives,
      registryRepresentatives,
      target: { personId: person.id, registryIndex: s.target.registryIndex },
    },
    [],
  ]
}

/** While a call is in flight only its answer (or its failure) is taken. */
const onCallResult = (s: GmbhWizardState, e: GmbhWizardEvent): Result => {
  if (e.type === 'requestFailed') return onFailure(s, e.error)
  const businessId = s.businessId ?? ''
  const done: GmbhWizardState = { ...s, pending: null }
  switch (s.pending) {
    case 'searchRegister':
      if (e.type !== 'registerAnswered') return unchanged(s)
      return [
        {
          ...done,
          searchResults: e.registrations,
          issues: e.registrations.length === 0 ? [validationIssue(lastSearchField(s), COMPANY_NAME_NOT_FOUND_KEY)] : [],
        },
        [],
      ]
    case 'saveBusiness':
      if (e.type !== 'businessSaved') return unchanged(s)
      return [toNextTargetUnlessEditing(moveTo({ ...done, businessId: e.business.id }, 's4', 's5')), []]
    case 'savePerson':
      return e.type === 'personSaved' ? saveLinkOf(s, e.person, businessId) : unchanged(s)
    case 'saveLegalRepresentative': {
      if (e.type !== 'legalRepresentativeSaved' || s.savedPerson === null) return unchanged(s)
      const share = s.forms.representative.votingShare.trim()
      const parsed = share === '' ? null : parseVotingShare(share)
      if (s.forms.representative.requiredSharesSigned && parsed !== null && E.isRight(parsed)) {
        return [
          { ...s, pending: 'saveBeneficialOwner' },
          [{ type: 'saveBeneficialOwner', owner: { businessId, personId: s.savedPerson.id, votingShare: toVotingShareWire(parsed.right), fictitious: false } }],
        ]
      }
      return finishRepresentative(s)
    }
    case 'saveBeneficialOwner':
      return e.type === 'beneficialOwnerSaved' ? finishRepresentative(s) : unchanged(s)
    case 'saveMobileNumber':
      return e.type === 'personSaved'
        ? [{ ...s, pending: 'createBusinessIdentification' }, [{ type: 'createBusinessIdentification', businessId }]]
        : unchanged(s)
    case 'createBusinessIdentification':
      return e.type === 'businessIdentificationCreated'
        ? [{ ...moveTo(done, 's7', 's8'), identifications: e.identifications, identificationOutcome: 'notStarted' }, []]
        : unchanged(s)
    case 'updateIdentification':
      return e.type === 'identificationUpdated'
        ? [{ ...s, pending: 'processBusinessIdentification' }, [{ type: 'processBusinessIdentification', businessId }]]
        : unchanged(s)
    case 'processBusinessIdentification': {
      if (e.type !== 'identificationProcessed') return unchanged(s)
      const processed = { ...done, identifications: e.identifications }
      if (isIdentificationSuccessful(e.identifications)) return continueAfterIdentification({ ...processed, identificationOutcome: 'successful' }, businessId)
      const failed = e.identifications[0]?.status?.toLowerCase() === 'failed'
      return [
        {
          ...processed,
          identificationOutcome: failed ? 'failed' : 'pending',
          notice: failed ? 'onboarding.identificationFailed' : 'onboarding.identificationPending',
        },
        [],
      ]
    }
    case 'markLegalIdentificationSuccessful':
      return e.type === 'legalIdentificationMarked' ? continueAfterIdentification({ ...s, legalIdentificationMarked: true }, businessId) : unchanged(s)
    case 'createBusinessAccount':
      return e.type === 'businessAccountCreated' ? continueAfterIdentification({ ...s, account: e.account }, businessId) : unchanged(s)
    case 'addAuthorizedPerson':
      return e.type === 'authorizedPersonAdded'
        ? continueAfterIdentification({ ...s, authorizedPersonIds: [...s.authorizedPersonIds, e.personId] }, businessId)
        : unchanged(s)
    case 'orderCard':
      return e.type === 'cardOrdered' ? [{ ...done, step: 'finished', validity: { ...s.validity, s9: true } }, [{ type: 'navigateToHub' }]] : unchanged(s)
    case 'loadServerData':
      return e.type === 'serverDataLoaded' ? [{ ...applyServerData(done, e.business, e.persons), serverDataMissing: false, notice: null }, []] : unchanged(s)
    case null:
      return unchanged(s)
  }
}

/** Which s1 field the last search used, so "not found" shows there. */
const lastSearchField = (s: GmbhWizardState): string =>
  s.forms.search.companyName.trim() === '' && s.forms.search.registrationNumber.trim() !== '' ? 'registrationNumber' : 'companyName'

/** Arriving at s5 from s4: the form for the next register representative, unless one is being edited. */
const toNextTargetUnlessEditing = (s: GmbhWizardState): GmbhWizardState =>
  s.representatives.length === 0 && s.target.personId === null && isBlankRepresentative(s.forms.representative) ? toNextTarget(s) : s

const isBlankRepresentative = (f: RepresentativeForm): boolean =>
  f.email === '' && f.birthDate === '' && f.taxIdentificationNumber === '' && f.address.line1 === '' && f.firstName === '' && f.lastName === ''

/** The sensitive values read back after a reload: the business's tax ids, each person's tax id. */
const applyServerData = (
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

// --- the steps' 'continued'

const onSearch = (s: GmbhWizardState, by: 'name' | 'number'): Result => {
  const f = s.forms.search
  if (by === 'name') {
    const name = validateCompanyNameSearch(f.companyName)
    if (E.isLeft(name)) return [{ ...s, issues: name.left, notice: null }, []]
    return [
      { ...s, pending: 'searchRegister', issues: [], notice: null, forms: { ...s.forms, search: { ...f, registrationNumber: '', registrationIssuer: '' } } },
      [{ type: 'searchCommercialRegistrations', companyName: name.right }],
    ]
  }
  const checked = validateAllFields({
    registrationNumber: parseRegistrationNumber(f.registrationNumber),
    registrationIssuer: requireText(f.registrationIssuer, 'registrationIssuer', REGISTRATION_ISSUER_KEY),
  })
  if (E.isLeft(checked)) return [{ ...s, issues: checked.left, notice: null }, []]
  return [
    { ...s, pending: 'searchRegister', issues: [], notice: null, forms: { ...s.forms, search: { ...f, companyName: '' } } },
    [{ type: 'getCommercialRegistration', registrationNumber: checked.right.registrationNumber, registrationIssuer: checked.right.registrationIssuer }],
  ]
}

const sameRegistration = (a: CommercialRegistration | null, b: CommercialRegistration): boolean =>
  a !== null && a.registrationNumber === b.registrationNumber && a.registrationIssuer === b.registrationIssuer

const onRegistrationChosen = (s: GmbhWizardState, index: number): Result => {
  const chosen = s.searchResults?.[index]
  if (chosen === undefined) return unchanged(s)
  // The same entry again (after going back) keeps what was entered; another one fills the forms from the register.
  const again = sameRegistration(s.lastChosen, chosen)
  const registry = (chosen.legalRepresentatives ?? []).map((r) => ({
    ...r,
    processed: r.processed || s.representatives.some((entered) => sameName(r, entered.form)),
  }))
  return [
    {
      ...moveTo(s, 's1', 's2'),
      registration: chosen,
      lastChosen: chosen,
      forms: again ? s.forms : fillFromRegistration(s.forms, chosen),
      registryRepresentatives: again ? s.registryRepresentatives : registry,
    },
    [],
  ]
}

const onContinued = (s: GmbhWizardState, step: GmbhWizardStepId, clock: Clock): Result => {
  switch (step) {
    case 's1':
      return s.registration === null ? [{ ...s, issues: [validationIssue('companyName', 'INVALID_GMBH_COMPANY_NAME')] }, []] : [moveTo(s, 's1', 's2'), []]
    case 's2': {
      const checked = validateBusinessData(s.forms.business, clock)
      return E.isLeft(checked) ? [{ ...s, issues: checked.left }, []] : [moveTo(s, 's2', 's3'), []]
    }
    case 's3': {
      const checked = validateBusinessTax({ ...s.forms.tax, fatcaRelevant: s.fatcaAnswers.tax })
      return E.isLeft(checked) ? [{ ...s, issues: checked.left }, []] : [moveTo(s, 's3', 's4'), []]
    }
    case 's4': {
      const address = validateBusinessAddress(s.forms.address)
      if (E.isLeft(address)) return [{ ...s, issues: address.left }, []]
      const data = validateBusinessData(s.forms.business, clock)
      const tax = validateBusinessTax({ ...s.forms.tax, fatcaRelevant: s.fatcaAnswers.tax })
      // After a reload the tax ids not yet saved are gone (never kept locally): back to the step that asks for them,
      // with its issues on its fields; the address typed here is kept.
      if (E.isLeft(data)) return [{ ...moveTo(moveTo(s, 's4', 's3'), 's3', 's2'), issues: issuesOf(data), notice: 'INVALID_COMPANY_VALUE' }, []]
      if (E.isLeft(tax)) return [{ ...moveTo(s, 's4', 's3'), issues: issuesOf(tax), notice: 'INVALID_COMPANY_VALUE' }, []]
      // 4.1: s4 creates the business when it has no id; with an id it saves the changes made after going back.
      return [
        { ...s, pending: 'saveBusiness', issues: [], notice: null },
        [{ type: 'saveBusiness', business: toBusinessBody(s, data.right, tax.right, address.right) }],
      ]
    }
    case 's5': {
      if (s.businessId === null) return unchanged(s)
      const checked = checkRepresentative(s, clock)
      if (E.isLeft(checked)) return [{ ...s, issues: checked.left }, []]
      const known = s.representatives.find((r) => r.personId === s.target.personId)
      const signedAt = s.forms.representative.requiredSharesSigned ? (known?.requiredSharesSignedAtUtc ?? clock.now().toISOString()) : null
      return [
        { ...s, pending: 'savePerson', issues: [], notice: null },
        [{ type: 'savePerson', person: toPersonBody(s, checked.right, s.target.personId, signedAt) }],
      ]
    }
    case 's6': {
      if (hasUnprocessedRegistryRepresentatives(s)) {
        return [toNextTarget({ ...moveTo(s, 's6', 's5'), fatcaAnswers: { ...s.fatcaAnswers, representative: null } }), []]
      }
      const list = validateLegalRepresentativeList({ legalRepresentatives: s.representatives, registryRepresentatives: s.registryRepresentatives })
      return E.isLeft(list) ? [{ ...s, issues: list.left }, []] : [moveTo(s, 's6', 's7'), []]
    }
    case 's7': {
      const first = s.representatives[0]
      if (s.businessId === null || first === undefined) return unchanged(s)
      const mobile = normalizeMobileNumber(s.forms.mobile.mobileNumber)
      if (E.isLeft(mobile)) return [{ ...s, issues: [mobile.left] }, []]
      const withNumber = { ...s, linkedMobileNumber: mobile.right }
      const checked = checkRepresentative({ ...withNumber, forms: { ...s.forms, representative: first.form }, target: { personId: first.personId, registryIndex: first.registryIndex }, fatcaAnswers: { ...s.fatcaAnswers, representative: false } }, clock)
      if (E.isLeft(checked)) return [{ ...s, issues: checked.left, notice: 'INVALID_COMPANY_VALUE' }, []]
      return [
        { ...withNumber, pending: 'saveMobileNumber', issues: [], notice: null },
        [{ type: 'savePerson', person: toPersonBody(withNumber, checked.right, first.personId, first.requiredSharesSignedAtUtc) }],
      ]
    }
    case 's8':
      if (s.businessId === null) return unchanged(s)
      if (s.identificationOutcome === 'successful') return continueAfterIdentification(s, s.businessId)
      return [{ ...s, pending: 'processBusinessIdentification', notice: null }, [{ type: 'processBusinessIdentification', businessId: s.businessId }]]
    case 's9': {
      const first = s.representatives[0]
      if (s.account === null || first === undefined) return unchanged(s)
      return [
        { ...s, pending: 'orderCard', notice: null },
        [
          {
            type: 'orderCard',
            request: { personId: first.personId, accountId: s.account.accountId, financialAccountId: s.account.financialAccountId ?? s.account.accountId },
          },
        ],
      ]
    }
  }
}

const onWentBack = (s: GmbhWizardState, step: GmbhWizardStepId): Result => {
  switch (step) {
    case 's1':
      return [s, [{ type: 'returnToStart' }]]
    case 's2':
      // 4.1 "s2 back resets the business": the register entry must be chosen again; what was typed is kept, and a
      // business already saved keeps its id, so it is updated, never created twice.
      return [{ ...moveTo(s, 's2', 's1'), registration: null }, []]
    case 's6': {
      // Back to the last representative entered, to correct it; continuing updates that person.
      const last = s.representatives[s.representatives.length - 1]
      const moved = moveTo(s, 's6', 's5')
      return last === undefined
        ? [moved, []]
        : [{ ...moved, target: { personId: last.personId, registryIndex: last.registryIndex }, forms: { ...s.forms, representative: last.form }, fatcaAnswers: { ...s.fatcaAnswers, representative: false } }, []]
    }
    case 's8':
    case 's9':
      // Chosen: an identification already started (s8) or done (s9) is not undone by going back.
      return unchanged(s)
    default: {
      const previous = GMBH_WIZARD_STEPS[GMBH_WIZARD_STEPS.indexOf(step) - 1]
      return previous === undefined ? unchanged(s) : [moveTo(s, step, previous), []]
    }
  }
}

/**
 * The GmbH wizard's transition: the next state and the effects (calls with their full bodies, navigation) the UI
 * must run.
 * - s1 looks the company up (name, or register number and court); an empty answer is COMPANY_NAME_NOT_FOUND on the
 *   field; choosing an entry fills s2 and s4 from the register and goes to s2.
 * - s2, s3 and s4 check their forms (validateBusinessData, validateBusinessTax with the US tax answer,
 *   validateBusinessAddress). s4 saves the business: created when it has no id, else updated; then s5.
 * - s5 checks the representative (validateLegalRepresentative, its terms, title and nationality, the shares'
 *   total ≤ 100 %), saves the person (created, or updated when correcting one), links it as legal representative
 *   (ALONE) and, with the required-shares declaration, saves it as beneficial owner; then s6.
 * - s6 returns to s5 (prefilled with the register's names) while register representatives remain unprocessed,
 *   else checks the list and goes to s7.
 * - s7 saves the mobile number on the first representative and creates the business identification; s8 opens it;
 *   when the embed closes with success it is updated and processed; successful (or pending_successful) marks legal
 *   identification successful once, opens the account and adds every representative as authorised person; s9
 *   orders the card and goes to the hub.
 * - The US tax question on s3 and s5: "yes" opens the FATCA dialog (resume clears the answer; cancel resets the
 *   person and goes to the hub). The cancel dialog resumes, or clears the data and goes to the hub.
 * - A failed call keeps every value and shows LEX_BANK_BACKEND_VALIDATION_ERROR (the create-account and card calls
 *   their own message), with the server's field issues on their fields. While a call is pending only its answer
 *   counts: a second 'continued' does nothing.
 * @example transitionGmbhWizard(atS4, { type: 'continued' }, clock) // [{ …, pending: 'saveBusiness' }, [{ type: 'saveBusiness', business: {…} }]]
 */
export const transitionGmbhWizard = (s: GmbhWizardState, e: GmbhWizardEvent, clock: Clock): Result => {
  const step = s.step
  if (step === 'finished' || step === 'cancelled') return unchanged(s)
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
  if (e.type === 'edited') return [withForm(s, e.form), []]
  if (s.pending !== null) return onCallResult(s, e)
  switch (e.type) {
    case 'fatcaAnswered': {
      const question = FATCA_QUESTION_OF[step]
      return question === undefined
        ? unchanged(s)
        : [{ ...s, fatcaAnswers: { ...s.fatcaAnswers, [question]: e.answer }, dialog: e.answer ? 'fatca' : 'none', issues: s.issues.filter((i) => i.field !== 'fatcaRelevant') }, []]
    }
    case 'registerSearched':
      return step === 's1' ? onSearch(s, e.by) : unchanged(s)
    case 'commercialRegistrationChosen':
      return step === 's1' ? onRegistrationChosen(s, e.index) : unchanged(s)
    case 'continued':
      if (s.serverDataMissing) {
        const personIds = toPersonIdsToReload(s)
        return [{ ...withForm(s, e.form), pending: 'loadServerData', notice: null }, [{ type: 'loadServerData', businessId: s.businessId, personIds }]]
      }
      return onContinued(withForm(s, e.form), step, clock)
    case 'wentBack':
      return onWentBack(withForm(s, e.form), step)
    case 'videoIdentificationClosed': {
      const identification = toDecisiveIdentification(s)
      if (step !== 's8' || e.result !== 'CLOSE_SUCCESS' || identification === null) return unchanged(s)
      return [{ ...s, pending: 'updateIdentification', notice: null }, [{ type: 'updateIdentification', identificationId: identification.id }]]
    }
    case 'cancelRequested':
      return [{ ...s, dialog: 'cancel' }, []]
    default:
      return unchanged(s)
  }
}
