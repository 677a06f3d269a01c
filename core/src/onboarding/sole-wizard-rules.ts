/**
 * The sole trader wizard's rules (spec: hub-and-business-account 3 Person, 4.1 "Sole flow", 5 "Freelancer data",
 * "Tax number", "VAT id", "Person terms", "Freelancer company info", 8, 9): which forms each step shows and checks,
 * which steps save the person, create the account, identify and order the card, the person the wizard saves, and what
 * a failed call says. Each form's check runs the core's rules and the text limits and yields every issue on its
 * field. The model is in sole-wizard-model.ts, the transition in sole-wizard.ts.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../calendar/clock.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { validateBirthDate } from '../identity/age.ts'
import { normalizeTaxIdentificationNumber } from '../identity/tax-id.ts'
import { parseMoney, toWholeCents } from '../money/money.ts'
import {
  isVatIdNeeded,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePersonTerms,
  validateTermsStep,
} from './person-rules.ts'
import type { SoleBusinessForm, SoleFormId, SoleWizardForms } from './sole-forms.ts'
import { SOLE_STEP_ORDER, type SoleWizardRequest, type SoleWizardState, type SoleWizardStepId, type SoleWizardVariant } from './sole-wizard-model.ts'
import { checkOnboardingTexts, mergeFieldIssues } from './text-fields.ts'
import type { Person } from './wire.ts'

/** The forms each step shows; leaving a step forward checks them. */
const FORMS_OF: Readonly<Record<SoleWizardVariant, Partial<Record<SoleWizardStepId, ReadonlyArray<SoleFormId>>>>> = {
  classic: { terms: ['terms'], s1: ['personal'], s2: ['business'], s3: ['tax'], s4: ['declaration'] },
  kyc: { step0: ['terms'], step1: ['business'], step2: ['personal'], step3: ['tax', 'declaration'] },
}
/**
 * The steps whose "Weiter" saves the person (create first, then update with its id). chosen: the KYC flow asks for the
 * company before the person's name, so it saves from its personal data step on (a person without a name is no person).
 */
export const SAVES_PERSON: Readonly<Record<SoleWizardVariant, ReadonlyArray<SoleWizardStepId>>> = {
  classic: ['s1', 's2', 's3', 's4'],
  kyc: ['step2', 'step3'],
}
/** Where the account is created: leaving the last data step, once the person is saved. */
export const CREATES_ACCOUNT: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's4', kyc: 'step3' }
/** The identification step: its video identification's success moves on. */
export const IDENTIFIES: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 's5', kyc: 'step4' }
/** The first step after the start: going back from it returns to the start and clears the US tax answer. */
export const TERMS: Readonly<Record<SoleWizardVariant, SoleWizardStepId>> = { classic: 'terms', kyc: 'step0' }
/** chosen: the card is ordered on the classic flow's last screen (s6); the KYC flow ends with the identity step. */
export const ORDERS_CARD: Readonly<Record<SoleWizardVariant, SoleWizardStepId | null>> = { classic: 's6', kyc: null }

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
  const order = SOLE_STEP_ORDER[variant]
  return order.slice(0, order.indexOf(step) + 1).flatMap((id) => FORMS_OF[variant][id] ?? [])
}

/**
 * Whether a step is one where the account exists already (no way back, as going back would offer to create it again).
 * @example isAfterSoleAccountCreation('classic', 's5') // true
 */
export const isAfterSoleAccountCreation = (variant: SoleWizardVariant, step: SoleWizardStepId): boolean =>
  SOLE_STEP_ORDER[variant].indexOf(step) > SOLE_STEP_ORDER[variant].indexOf(CREATES_ACCOUNT[variant])

const issuesOf = <A>(checked: E.Either<ReadonlyArray<ValidationIssue>, A>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(checked) ? checked.left : []

/**
 * The field the industry search shows its issue on: the core's freelancer rule names the NACE code ('naceCode'),
 * which the form fills by choosing a branch.
 */
export const SOLE_INDUSTRY_FIELD = 'naceCode'

/** The expected monthly revenue as Money, or undefined while it does not parse. */
const expectedRevenueOf = (business: SoleBusinessForm) => {
  const parsed = parseMoney(business.expectedMonthlyRevenueEuro, 'expectedMonthlyRevenueEuro')
  return E.isRight(parsed) ? parsed.right : undefined
}

/**
 * Whether the sole trader must give a VAT id: from the expected monthly revenue of the business form (isVatIdNeeded).
 * @example isSoleVatIdNeeded({ ...business, expectedMonthlyRevenueEuro: '2.500,00' }) // true
 */
export const isSoleVatIdNeeded = (business: SoleBusinessForm): boolean => isVatIdNeeded({ expectedMonthlyRevenue: expectedRevenueOf(business) ?? null })

/**
 * The issues of one form, each on its field (at most one per field, text limits first): the core's rule for it
 * (validateTermsStep, validateFreelancerData with validateBirthDate, validateFreelancerCompanyInfo,
 * validateFreelancerTaxData, validatePersonTerms) and the text limits of its fields. Empty: the form may be sent.
 *
 * Reading: the freelancer rules do not name the birth date; a bank must check the age of 18 (9 "Minimum age"), so the
 * personal form requires it (validateBirthDate). The person terms need the terms step's consents too, so the
 * declaration is checked together with them.
 * @example checkSoleForm('personal', EMPTY_SOLE_WIZARD_FORMS, clock) // [salutation, firstName, …]
 */
export const checkSoleForm = (form: SoleFormId, forms: SoleWizardForms, clock: Clock): ReadonlyArray<ValidationIssue> => {
  switch (form) {
    case 'terms':
      return issuesOf(validateTermsStep(forms.terms))
    case 'personal': {
      const p = forms.personal
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['title', p.title, 'title'],
          ['firstName', p.firstName, 'firstName'],
          ['lastName', p.lastName, 'lastName'],
          ['email', p.email, 'email'],
          ['mobileNumber', p.mobileNumber, 'mobileNumber'],
          ['addressLine1', p.address.line1, 'address.line1'],
          ['addressLine2', p.address.line2, 'address.line2'],
          ['postalCode', p.address.postalCode, 'address.postalCode'],
          ['city', p.address.city, 'address.city'],
        ]),
        issuesOf(validateFreelancerData(p)),
        issuesOf(validateBirthDate(p.birthDate, clock, 'birthDate')),
      )
    }
    case 'business': {
      const b = forms.business
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['expectedMonthlyRevenueEuro', b.expectedMonthlyRevenueEuro, 'expectedMonthlyRevenueEuro'],
          ['businessPurpose', b.businessPurpose, 'businessPurpose'],
          ['businessTradingName', b.businessTradingName, 'businessTradingName'],
          ['websiteSocialMedia', b.websiteSocialMedia, 'websiteSocialMedia'],
        ]),
        issuesOf(
          validateFreelancerCompanyInfo({
            expectedMonthlyRevenueEuro: b.expectedMonthlyRevenueEuro,
            naceCode: b.branch?.naceCode ?? null,
            businessPurpose: b.businessPurpose,
          }),
        ),
      )
    }
    case 'tax': {
      const t = forms.tax
      return mergeFieldIssues(
        checkOnboardingTexts([
          ['taxNumber', t.taxNumber, 'taxNumber'],
          ['vatRegistrationId', t.hasNoVatRegistrationId ? '' : t.vatRegistrationId, 'vatRegistrationId'],
        ]),
        issuesOf(validateFreelancerTaxData({ ...t, vatIdNeeded: isSoleVatIdNeeded(forms.business) })),
      )
    }
    case 'declaration':
      return issuesOf(validatePersonTerms({ ...forms.terms, ownEconomicInterestSigned: forms.declaration.ownEconomicInterestSigned }))
  }
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** Cents as "1000.00" (3 Person expectedMonthlyRevenueEuro: a decimal string with a dot). */
const euroOfCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`
}

/**
 * The person the wizard saves (3 Person), from the forms it has checked: `through` names them. Texts are trimmed,
 * the mobile number normalised to +49…, the revenue sent as euro and cents strings, the tax ids compacted; the person's
 * id once the server gave it. A form not yet checked is not sent.
 * @example toSolePerson({ forms, organizationType: 'FREELANCER', personId: null, through: ['terms', 'personal'] }).firstName // 'Erika'
 */
export const toSolePerson = (input: {
  readonly forms: SoleWizardForms
  readonly organizationType: string | null
  readonly personId: string | null
  readonly through: ReadonlyArray<SoleFormId>
}): Person => {
  const { forms, through } = input
  const has = (form: SoleFormId) => through.includes(form)
  const p = forms.personal
  const b = forms.business
  const t = forms.tax
  const personal = validateFreelancerData(p)
  const revenueCents = (() => {
    const money = expectedRevenueOf(b)
    return money === undefined ? undefined : toWholeCents(money)
  })()
  return {
    ...(input.personId === null ? {} : { id: input.personId }),
    organizationType: input.organizationType,
    fatcaRelevant: false,
    ...(has('terms') ? forms.terms : {}),
    ...(has('personal')
      ? {
          salutation: p.salutation,
          title: blankToNull(p.title),
          firstName: p.firstName.trim(),
          lastName: p.lastName.trim(),
          email: p.email.trim(),
          mobileNumber: E.isRight(personal) ? personal.right.mobileNumber : p.mobileNumber.trim(),
          maritalStatus: p.maritalStatus,
          birthDate: p.birthDate,
          address: E.isRight(personal) ? personal.right.address : { ...p.address },
        }
      : {}),
    ...(has('business')
      ? {
          expectedMonthlyRevenueEuro: revenueCents === undefined ? null : euroOfCents(revenueCents),
          expectedMonthlyRevenueCents: revenueCents === undefined ? null : revenueCents.toString(),
          expectedMonthlyRevenueNeedsVatRegistrationId: isSoleVatIdNeeded(b),
          naceCode: b.branch?.naceCode ?? null,
          branchOfIndustry: b.branch?.name ?? null,
          branchOfIndustryId: b.branch?.id ?? null,
          businessPurpose: b.businessPurpose.trim(),
          businessTradingName: blankToNull(b.businessTradingName),
          websiteSocialMedia: blankToNull(b.websiteSocialMedia),
        }
      : {}),
    ...(has('tax')
      ? {
          taxNumber: blankToNull(normalizeTaxIdentificationNumber(t.taxNumber)),
          vatRegistrationId: t.hasNoVatRegistrationId ? null : blankToNull(t.vatRegistrationId.replace(/\s+/gu, '').toUpperCase()),
        }
      : {}),
    ...(has('declaration') ? { ownEconomicInterestSigned: forms.declaration.ownEconomicInterestSigned } : {}),
  }
}
