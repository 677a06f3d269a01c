/**
 * The GmbH wizard's draft for a reload (issue 16 "entered data survives a reload of the page … without any tax id,
 * IBAN or identity number in localStorage"): the step, the answers and the non-sensitive form values, as text for
 * sessionStorage. The tax id, the VAT id and the representatives' Steuer-IDs are left out; after a reload they are
 * read back from the server (loadServerData: listBusinesses, getPerson). A draft that does not decode or does not
 * hold together (tampered, or from another version) gives null: the wizard starts clean.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { CommercialRegistrationCodec, RegistryRepresentativeCodec } from './model.ts'
import type { GmbhWizardForms, RepresentativeForm } from './gmbh-forms.ts'
import {
  GMBH_WIZARD_STEPS,
  toPersonIdsToReload,
  type EnteredRepresentative,
  type GmbhWizardEffect,
  type GmbhWizardState,
  type GmbhWizardStepId,
} from './gmbh-wizard-model.ts'
import { BusinessBankAccountCodec, IdentificationCodec } from './wire.ts'
import { toActivationStepValidityAfterMove, toInitialStepValidity, type OnboardingFlowStep } from './wizard-steps.ts'

/** Bumped whenever the draft's shape changes: an older draft then starts clean. */
const DRAFT_VERSION = 1

const AddressFormCodec = t.type({ line1: t.string, line2: t.string, postalCode: t.string, city: t.string, country: t.string })
const RepresentativeFormCodec = t.type({
  salutation: t.string,
  title: t.string,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  taxIdentificationNumber: t.string,
  birthDate: t.string,
  address: AddressFormCodec,
  nationality: t.string,
  ownEconomicInterestSigned: t.boolean,
  requiredSharesSigned: t.boolean,
  votingShare: t.string,
  accountOpeningAccepted: t.boolean,
  taxInformationAccepted: t.boolean,
  termsConditionsSigned: t.boolean,
})
const FormsCodec = t.type({
  search: t.type({ companyName: t.string, registrationNumber: t.string, registrationIssuer: t.string }),
  business: t.type({
    name: t.string,
    legalForm: t.string,
    registrationNumber: t.string,
    registrationIssuer: t.string,
    foundationDate: t.string,
    industry: t.string,
    businessPurpose: t.string,
  }),
  tax: t.type({ taxIdentificationNumber: t.string, vatNumber: t.string }),
  address: AddressFormCodec,
  representative: RepresentativeFormCodec,
  mobile: t.type({ mobileNumber: t.string }),
})
const StepCodec = literalUnion(GMBH_WIZARD_STEPS, 'GmbhWizardStep')

const GmbhWizardDraftCodec = t.type(
  {
    version: t.literal(DRAFT_VERSION),
    step: StepCodec,
    organizationType: t.string,
    fatcaAnswers: t.type({ tax: nullable(t.boolean), representative: nullable(t.boolean) }),
    forms: FormsCodec,
    searchResults: nullable(t.readonlyArray(CommercialRegistrationCodec)),
    registration: nullable(CommercialRegistrationCodec),
    lastChosen: nullable(CommercialRegistrationCodec),
    businessId: nullable(t.string),
    registryRepresentatives: t.readonlyArray(RegistryRepresentativeCodec),
    representatives: t.readonlyArray(
      t.type({ personId: t.string, form: RepresentativeFormCodec, registryIndex: nullable(t.number), requiredSharesSignedAtUtc: nullable(t.string) }),
    ),
    target: t.type({ personId: nullable(t.string), registryIndex: nullable(t.number) }),
    linkedMobileNumber: nullable(t.string),
    identifications: t.readonlyArray(IdentificationCodec),
    identificationOutcome: literalUnion(['notStarted', 'pending', 'failed', 'successful'], 'IdentificationOutcome'),
    legalIdentificationMarked: t.boolean,
    account: nullable(BusinessBankAccountCodec),
    authorizedPersonIds: t.readonlyArray(t.string),
  },
  'GmbhWizardDraft',
)
type GmbhWizardDraft = t.TypeOf<typeof GmbhWizardDraftCodec>

const withoutTaxId = (form: RepresentativeForm): RepresentativeForm => ({ ...form, taxIdentificationNumber: '' })
const withoutSensitive = (forms: GmbhWizardForms): GmbhWizardForms => ({
  ...forms,
  tax: { taxIdentificationNumber: '', vatNumber: '' },
  representative: withoutTaxId(forms.representative),
})

/**
 * The draft of a running wizard as text, without the tax id, the VAT id or any Steuer-ID; null once the wizard
 * finished or was cancelled (nothing to keep).
 * @example encodeGmbhWizardDraft(state) // '{"version":1,"step":"s3",…}'
 */
export const encodeGmbhWizardDraft = (s: GmbhWizardState): string | null => {
  if (s.step === 'finished' || s.step === 'cancelled') return null
  const draft: GmbhWizardDraft = {
    version: DRAFT_VERSION,
    step: s.step,
    organizationType: s.organizationType,
    fatcaAnswers: s.fatcaAnswers,
    forms: withoutSensitive(s.forms),
    searchResults: s.searchResults,
    registration: s.registration,
    lastChosen: s.lastChosen,
    businessId: s.businessId,
    registryRepresentatives: s.registryRepresentatives,
    representatives: s.representatives.map((r) => ({ ...r, form: withoutTaxId(r.form) })),
    target: s.target,
    linkedMobileNumber: s.linkedMobileNumber,
    identifications: s.identifications,
    identificationOutcome: s.identificationOutcome,
    legalIdentificationMarked: s.legalIdentificationMarked,
    account: s.account,
    authorizedPersonIds: s.authorizedPersonIds,
  }
  return JSON.stringify(GmbhWizardDraftCodec.encode(draft))
}

const at = (step: GmbhWizardStepId): number => GMBH_WIZARD_STEPS.indexOf(step)

/** What a wizard at this step must already have: a tampered draft that skips a step does not hold together. */
const holdsTogether = (d: GmbhWizardDraft): boolean => {
  const step = at(d.step)
  const registryIndexOk = (i: number | null) => i === null || (Number.isInteger(i) && i >= 0 && i < d.registryRepresentatives.length)
  const personIds = d.representatives.map((r) => r.personId)
  return (
    (step < at('s2') || d.registration !== null) &&
    (step < at('s5') || d.businessId !== null) &&
    (step < at('s7') || (d.representatives.length > 0 && d.registryRepresentatives.every((r) => r.processed))) &&
    (step < at('s8') || d.linkedMobileNumber !== null) &&
    (step < at('s9') || (d.identificationOutcome === 'successful' && d.legalIdentificationMarked && d.account !== null)) &&
    new Set(personIds).size === personIds.length &&
    d.representatives.every((r) => registryIndexOk(r.registryIndex)) &&
    registryIndexOk(d.target.registryIndex) &&
    // The s5 form may be for a person saved whose link failed: not yet in the list.
    (d.target.personId === null || personIds.includes(d.target.personId) || d.step === 's5') &&
    d.authorizedPersonIds.every((id) => personIds.includes(id))
  )
}

/** The validity marks of a wizard at `step`: every step before it valid (see toActivationStepValidityAfterMove). */
const validityAt = (step: GmbhWizardStepId) =>
  GMBH_WIZARD_STEPS.slice(0, at(step)).reduce(
    (validity, from, i) => toActivationStepValidityAfterMove(GMBH_WIZARD_STEPS, validity, from, GMBH_WIZARD_STEPS[i + 1] ?? from),
    toInitialStepValidity(GMBH_WIZARD_STEPS),
  )

/**
 * The wizard a draft describes, or null when the text is not a draft of this version or does not hold together.
 * Any sensitive value found in it is dropped. No call is pending and no dialog open.
 * @example decodeGmbhWizardDraft('{"version":1,"step":"s9",…}') // null when s9 lacks the identification
 */
export const decodeGmbhWizardDraft = (text: string | null | undefined): GmbhWizardState | null => {
  if (text == null || text === '') return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const decoded = GmbhWizardDraftCodec.decode(json)
  if (E.isLeft(decoded) || !holdsTogether(decoded.right)) return null
  const { version: _version, ...d } = decoded.right
  const representatives: ReadonlyArray<EnteredRepresentative> = d.representatives.map((r) => ({ ...r, form: withoutTaxId(r.form) }))
  return {
    ...d,
    forms: withoutSensitive(d.forms),
    representatives,
    validity: validityAt(d.step),
    dialog: 'none',
    pending: null,
    issues: [],
    notice: null,
    savedPerson: null,
    serverDataMissing: false,
  }
}

/**
 * A decoded draft made ready to go on: when it has a business or persons on the server, their sensitive values are
 * read back first (loadServerData; 'continued' waits for them).
 * @example restoreGmbhWizard(decoded) // [{ …, pending: 'loadServerData' }, [{ type: 'loadServerData', businessId: 'b1', personIds: ['p1'] }]]
 */
export const restoreGmbhWizard = (s: GmbhWizardState): OnboardingFlowStep<GmbhWizardState, GmbhWizardEffect> => {
  const personIds = toPersonIdsToReload(s)
  if (s.businessId === null && personIds.length === 0) return [s, []]
  return [{ ...s, pending: 'loadServerData', serverDataMissing: true }, [{ type: 'loadServerData', businessId: s.businessId, personIds }]]
}
