/**
 * The sole trader wizard's draft for a reload of the page (issue 16: "entered data survives a reload … without any
 * tax id, IBAN or identity number in localStorage"): the step, the answers and the non-sensitive form values, as the
 * UI keeps them in sessionStorage. The tax number and the VAT id are left out and read back from the server
 * (restorePerson). A draft that does not decode, or claims a step its data does not reach, starts clean or at the
 * first step whose data is missing: a tampered entry never skips a required step.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'
import { EMPTY_SOLE_WIZARD_FORMS, type SoleFormId } from './sole-forms.ts'
import {
  KYC_WIZARD_STEPS,
  SOLE_WIZARD_STEPS,
  toInitialSoleWizardState,
  type SoleWizardEffect,
  type SoleWizardState,
  type SoleWizardStepId,
} from './sole-wizard-model.ts'
import { checkSoleForm, isAfterSoleAccountCreation, soleFormsOfStep } from './sole-wizard-rules.ts'
import type { OnboardingFlowStep } from './wizard-steps.ts'

const STEP_IDS = [...SOLE_WIZARD_STEPS, 'step0', 'step1', 'step2', 'step3', 'step4'] as const satisfies ReadonlyArray<SoleWizardStepId>

const AddressDraftCodec = t.type({ line1: t.string, line2: t.string, postalCode: t.string, city: t.string, country: t.string })

/** The draft as kept: no tax number, no VAT id (only whether the user said they have none). */
export const SoleWizardDraftCodec = t.type(
  {
    version: t.literal(1),
    variant: literalUnion(['classic', 'kyc'] as const, 'SoleWizardVariant'),
    step: literalUnion(STEP_IDS, 'SoleWizardStep'),
    organizationType: nullable(t.string),
    fatcaAnswer: nullable(t.boolean),
    forms: t.type({
      terms: t.type({ accountOpeningAccepted: t.boolean, taxInformationAccepted: t.boolean, termsConditionsSigned: t.boolean, lxoAgbAccepted: t.boolean }),
      personal: t.type({
        salutation: t.string,
        title: t.string,
        firstName: t.string,
        lastName: t.string,
        email: t.string,
        mobileNumber: t.string,
        maritalStatus: t.string,
        birthDate: t.string,
        address: AddressDraftCodec,
      }),
      business: t.type({
        expectedMonthlyRevenueEuro: t.string,
        branch: nullable(t.type({ id: t.string, name: t.string, naceCode: nullable(t.string) })),
        businessPurpose: t.string,
        businessTradingName: t.string,
        websiteSocialMedia: t.string,
      }),
      tax: t.type({ hasNoVatRegistrationId: t.boolean }),
      declaration: t.type({ ownEconomicInterestSigned: t.boolean }),
    }),
    personId: nullable(t.string),
    account: nullable(t.type({ accountId: t.string, financialAccountId: nullable(t.string) })),
    identification: nullable(t.type({ id: t.string, url: nullable(t.string), status: t.string })),
  },
  'SoleWizardDraft',
)
export type SoleWizardDraft = t.TypeOf<typeof SoleWizardDraftCodec>

/**
 * The draft of a wizard in progress, or null when there is nothing to keep (at the start, finished or cancelled).
 * @example toSoleWizardDraft(state)?.forms.tax // { hasNoVatRegistrationId: false }: no tax number, no VAT id
 */
export const toSoleWizardDraft = (s: SoleWizardState): SoleWizardDraft | null => {
  if (s.step === 'start' || s.step === 'finished' || s.step === 'cancelled') return null
  return {
    version: 1,
    variant: s.variant,
    step: s.step,
    organizationType: s.organizationType,
    fatcaAnswer: s.fatcaAnswer,
    forms: { ...s.forms, tax: { hasNoVatRegistrationId: s.forms.tax.hasNoVatRegistrationId } },
    personId: s.personId,
    account: s.account,
    identification: s.identification,
  }
}

/**
 * Reads a stored draft (parsed JSON): the draft, or null when it is not one of ours (tampered, another version).
 * @example decodeSoleWizardDraft({ version: 2 }) // null
 */
export const decodeSoleWizardDraft = (stored: unknown): SoleWizardDraft | null => {
  const decoded = SoleWizardDraftCodec.decode(stored)
  return E.isRight(decoded) ? decoded.right : null
}

/**
 * The wizard again from a draft, and the effect that re-reads the saved person (its sensitive fields, and its id if a
 * save was under way when the page was left). The step is the draft's, unless the data does not reach it: every form
 * before it must pass its check (the tax form counts as saved when the person exists, as its values live on the
 * server), a step after the account's creation needs the account, and the step after the identification a
 * successful one. Otherwise the wizard resumes at the first step that is missing something.
 * @example restoreSoleWizard(draft, nowMs)[1] // [{ type: 'restorePerson', personId: draft.personId }]
 */
export const restoreSoleWizard = (draft: SoleWizardDraft, nowMs: number): OnboardingFlowStep<SoleWizardState, SoleWizardEffect> => {
  const initial = toInitialSoleWizardState(draft.variant)
  const order: ReadonlyArray<SoleWizardStepId> = draft.variant === 'classic' ? SOLE_WIZARD_STEPS : KYC_WIZARD_STEPS
  const base: SoleWizardState = {
    ...initial,
    organizationType: draft.organizationType,
    fatcaAnswer: false,
    forms: { ...draft.forms, tax: { ...EMPTY_SOLE_WIZARD_FORMS.tax, hasNoVatRegistrationId: draft.forms.tax.hasNoVatRegistrationId } },
    personId: draft.personId,
    account: draft.account,
    identification: draft.identification,
    // The page may have been left while a create was under way: the restore below asks for the current person.
    personUncertain: draft.personId === null,
  }
  const clock = { now: () => new Date(nowMs) }
  const formPasses = (form: SoleFormId) => (form === 'tax' && draft.personId !== null) || checkSoleForm(form, base.forms, clock).length === 0
  const reachable = (target: SoleWizardStepId): boolean => {
    if (draft.organizationType === null || target === 'start') return target === 'start'
    const before = order.slice(0, order.indexOf(target))
    if (!before.every((id) => soleFormsOfStep(draft.variant, id).every(formPasses))) return false
    if (isAfterSoleAccountCreation(draft.variant, target) && (draft.account === null || draft.personId === null)) return false
    const identifies = draft.variant === 'classic' ? 's5' : 'step4'
    const afterIdentification = order.indexOf(target) > order.indexOf(identifies)
    return !afterIdentification || (draft.identification !== null && isIdentificationSuccessful([draft.identification]))
  }
  const wanted = order.indexOf(draft.step)
  // The last step of the unbroken run of reachable steps up to the draft's (each needs all the data before it).
  const firstUnreachable = order.slice(0, wanted + 1).findIndex((id) => !reachable(id))
  const step = wanted < 0 ? 'start' : (order[firstUnreachable < 0 ? wanted : firstUnreachable - 1] ?? 'start')
  if (step === 'start') return [initial, []]
  const validity = { ...initial.validity, ...Object.fromEntries(order.slice(0, order.indexOf(step)).map((id) => [id, true])) }
  return [{ ...base, step, validity, pending: 'restorePerson' }, [{ type: 'restorePerson', personId: draft.personId }]]
}
