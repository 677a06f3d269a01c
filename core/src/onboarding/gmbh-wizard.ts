/**
 * The GmbH activation wizard's transition (spec: hub-and-business-account 2.4 and 4.1 "GmbH flow", "FATCA", "Cancel
 * dialog", "Identification"; 5; 7; 8). 'continued' checks the step's form by core's rules and either stores the
 * issues on their fields (nothing sent) or returns the call to make with its full body. The answers come back as
 * events. The model is in gmbh-wizard-model.ts, the rules in gmbh-wizard-rules.ts.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../calendar/clock.ts'
import type { BackendError } from '../errors/backend-error.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { normalizeMobileNumber } from '../identity/mobile-number.ts'
import { parseVotingShare } from '../identity/voting-share.ts'
import { validateBusinessAddress } from './address-rules.ts'
import { toVotingShareWire } from './beneficial-owners.ts'
import { COMPANY_NAME_NOT_FOUND_KEY, validateBusinessData, validateBusinessTax } from './business-rules.ts'
import { DEFAULT_REPRESENTATION_TYPE } from './constants.ts'
import { fillFromRegistration } from './gmbh-forms.ts'
import {
  applyServerData,
  FATCA_QUESTION_OF,
  GMBH_WIZARD_STEPS,
  hasUnprocessedRegistryRepresentatives,
  toDecisiveIdentification,
  toPersonIdsToReload,
  withForm,
  type GmbhWizardEvent,
  type GmbhWizardState,
  type GmbhWizardStepId,
  type GmbhWizardTransition,
} from './gmbh-wizard-model.ts'
import {
  checkRegisterSearch,
  checkRepresentative,
  lastSearchField,
  sameRegistration,
  toBusinessBody,
  toFailureNotice,
  toNextTarget,
  toNextTargetUnlessEditing,
  toPersonBody,
  toRegistryRepresentatives,
  toRepresentativesWithSaved,
  toServerFieldIssues,
} from './gmbh-wizard-rules.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'
import { validateLegalRepresentativeList } from './representative-rules.ts'
import type { SavedPerson } from './wire.ts'
import { toActivationStepValidityAfterMove } from './wizard-steps.ts'

// --- helpers

type Result = GmbhWizardTransition
const unchanged = (s: GmbhWizardState): Result => [s, []]

const moveTo = (s: GmbhWizardState, from: GmbhWizardStepId, to: GmbhWizardStepId): GmbhWizardState => ({
  ...s,
  step: to,
  issues: [],
  notice: null,
  validity: toActivationStepValidityAfterMove(GMBH_WIZARD_STEPS, s.validity, from, to),
})

/** A failed call: its field issues (the server's) on their fields, a German message, everything entered kept. */
const onFailure = (s: GmbhWizardState, error: BackendError): Result => {
  const request = s.pending ?? 'loadServerData'
  const settled: GmbhWizardState = { ...s, pending: null, savedPerson: request === 'savePerson' ? null : s.savedPerson }
  if (error._tag === 'Aborted') return [settled, []]
  return [{ ...settled, issues: toServerFieldIssues(error), notice: toFailureNotice(request) }, [{ type: 'logFailure', request, error }]]
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
  return [
    {
      ...moveTo({ ...s, pending: null, savedPerson: null }, 's5', 's6'),
      ...toRepresentativesWithSaved(s, person),
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

// --- the steps' 'continued'

const onSearch = (s: GmbhWizardState, by: 'name' | 'number'): Result => {
  const checked = checkRegisterSearch(s.forms.search, by)
  if (E.isLeft(checked)) return [{ ...s, issues: checked.left, notice: null }, []]
  return [{ ...s, pending: 'searchRegister', issues: [], notice: null, forms: { ...s.forms, search: checked.right.search } }, [checked.right.lookup]]
}

const onRegistrationChosen = (s: GmbhWizardState, index: number): Result => {
  const chosen = s.searchResults?.[index]
  if (chosen === undefined) return unchanged(s)
  // The same entry again (after going back) keeps what was entered; another one fills the forms from the register.
  const again = sameRegistration(s.lastChosen, chosen)
  return [
    {
      ...moveTo(s, 's1', 's2'),
      registration: chosen,
      lastChosen: chosen,
      forms: again ? s.forms : fillFromRegistration(s.forms, chosen),
      registryRepresentatives: again ? s.registryRepresentatives : toRegistryRepresentatives(chosen, s.representatives),
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
      if (E.isLeft(data)) return [{ ...moveTo(moveTo(s, 's4', 's3'), 's3', 's2'), issues: data.left, notice: 'INVALID_COMPANY_VALUE' }, []]
      if (E.isLeft(tax)) return [{ ...moveTo(s, 's4', 's3'), issues: tax.left, notice: 'INVALID_COMPANY_VALUE' }, []]
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
