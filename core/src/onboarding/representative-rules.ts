/**
 * Rules of the GmbH onboarding forms about legal representatives (spec: hub-and-business-account 3
 * LegalRepresentative and BeneficialOwner, 5 "Legal representative", "Representative list", "Legal representative
 * step terms"; 8; 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { validateBirthDate } from '../identity/age.ts'
import { parseEmailAddress } from '../identity/email.ts'
import { parseTaxIdentificationNumber, type TaxIdentificationNumber } from '../identity/tax-id.ts'
import { validateVotingShare, type VotingShare } from '../identity/voting-share.ts'
import type { Clock } from '../calendar/clock.ts'
import { validatePostalAddress } from './address-rules.ts'
import { validateFatcaAnswer } from './fatca.ts'
import { requireConsent, requireOneOf, requirePersonName, requireTrue, validateAllFields, type Checked } from './form-checks.ts'
import { SALUTATIONS, type PostalAddress, type PostalAddressInput, type RegistryRepresentative, type Salutation } from './model.ts'
import { ACCEPT_TERMS_KEY, FIRST_NAME_KEY, LAST_NAME_KEY, OWN_ECONOMIC_INTEREST_KEY, SALUTATION_KEY } from './person-rules.ts'

export const REPRESENTATIVES_PENDING_KEY = 'INVALID_LEGAL_REPRESENTATIVES_PROCESSING_PENDING'

export interface LegalRepresentativeInput {
  readonly ownEconomicInterestSigned?: boolean | string | null | undefined
  readonly salutation?: string | null | undefined
  readonly firstName?: string | null | undefined
  readonly lastName?: string | null | undefined
  readonly email?: string | null | undefined
  readonly taxIdentificationNumber?: string | null | undefined
  /** YYYY-MM-DD or dd.MM.yyyy. */
  readonly birthDate?: string | null | undefined
  readonly address?: PostalAddressInput | null | undefined
  /** The representative's declaration to hold at least 25 % (true, or when it was signed). */
  readonly requiredSharesSignedAtUtc?: boolean | string | null | undefined
  readonly votingShare?: string | number | null | undefined
  /** The answer to the US tax question of the representative step. */
  readonly fatcaRelevant?: boolean | null | undefined
}

export interface LegalRepresentative {
  readonly ownEconomicInterestSigned: true
  readonly salutation: Salutation
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly taxIdentificationNumber: TaxIdentificationNumber
  readonly birthDate: LocalDate
  readonly address: PostalAddress
  /** Null when no share was given (and none was declared). */
  readonly votingShare: VotingShare | null
  readonly fatcaRelevant: false
}

/**
 * A legal representative of the GmbH: the own economic interest declaration must be signed; salutation, first and
 * last name, e-mail and the personal tax identification number are required; the birth date is required and the
 * person must be at least 18 (years of 365.25 days, today in Berlin from the clock); the address needs line1,
 * line2 (house number), postal code, city and country. If the required-shares declaration is set the voting share
 * must be at least 25 %; if it is not set but the share is 25 % or more, INVALID_COMPANY_VALUE is raised. The US tax
 * question must be answered "no". All issues of the form are returned.
 *
 * Reading: the representative's "tax identification number" is a person's, so the full Steuer-ID rule applies
 * (parseTaxIdentificationNumber). See validateVotingShare and validateBirthDate for their readings.
 * @example validateLegalRepresentative({ ownEconomicInterestSigned: true, salutation: 'MR', … }, clock)
 */
export const validateLegalRepresentative = (input: LegalRepresentativeInput, clock: Clock): Checked<LegalRepresentative> =>
  validateAllFields({
    ownEconomicInterestSigned: requireConsent(input.ownEconomicInterestSigned, 'ownEconomicInterestSigned', OWN_ECONOMIC_INTEREST_KEY),
    salutation: requireOneOf(SALUTATIONS, input.salutation, 'salutation', SALUTATION_KEY),
    firstName: requirePersonName(input.firstName, 'firstName', FIRST_NAME_KEY),
    lastName: requirePersonName(input.lastName, 'lastName', LAST_NAME_KEY),
    email: parseEmailAddress(input.email ?? '', 'email'),
    taxIdentificationNumber: parseTaxIdentificationNumber(input.taxIdentificationNumber ?? '', 'taxIdentificationNumber'),
    birthDate: validateBirthDate(input.birthDate, clock, 'birthDate'),
    address: validatePostalAddress(input.address, { requireHouseNumber: true }),
    votingShare: validateVotingShare(input, 'votingShare'),
    fatcaRelevant: validateFatcaAnswer(input.fatcaRelevant),
  })

export interface LegalRepresentativeListInput<A> {
  /** The representatives entered in the wizard. */
  readonly legalRepresentatives: ReadonlyArray<A>
  /** The representatives the commercial register lists, each processed once entered. */
  readonly registryRepresentatives: ReadonlyArray<Pick<RegistryRepresentative, 'processed'>>
}

/**
 * The list of legal representatives may go on only when it is not empty and every representative the register
 * lists has been processed; otherwise INVALID_LEGAL_REPRESENTATIVES_PROCESSING_PENDING ("details on legal
 * representatives still missing").
 *
 * Reading: both failures get the same key, as both mean details are still missing; it is reported once, on the
 * list ('legalRepresentatives').
 * @example validateLegalRepresentativeList({ legalRepresentatives: [], registryRepresentatives: [] }) // left
 */
export const validateLegalRepresentativeList = <A>(input: LegalRepresentativeListInput<A>): Checked<ReadonlyArray<A>> =>
  input.legalRepresentatives.length > 0 && input.registryRepresentatives.every((r) => r.processed)
    ? E.right(input.legalRepresentatives)
    : E.left([validationIssue('legalRepresentatives', REPRESENTATIVES_PENDING_KEY)])

export interface LegalRepresentativeTermsInput {
  readonly accountOpeningAccepted?: boolean | null | undefined
  readonly taxInformationAccepted?: boolean | null | undefined
  readonly termsConditionsSigned?: boolean | null | undefined
}

export interface LegalRepresentativeTerms {
  readonly accountOpeningAccepted: true
  readonly taxInformationAccepted: true
  readonly termsConditionsSigned: true
}

/**
 * The terms of the legal representative step: the account opening, tax information and terms checkboxes must be
 * ticked.
 * @example validateLegalRepresentativeTerms({ accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: false }) // left
 */
export const validateLegalRepresentativeTerms = (input: LegalRepresentativeTermsInput): Checked<LegalRepresentativeTerms> =>
  validateAllFields({
    accountOpeningAccepted: requireTrue(input.accountOpeningAccepted, 'accountOpeningAccepted', ACCEPT_TERMS_KEY),
    taxInformationAccepted: requireTrue(input.taxInformationAccepted, 'taxInformationAccepted', ACCEPT_TERMS_KEY),
    termsConditionsSigned: requireTrue(input.termsConditionsSigned, 'termsConditionsSigned', ACCEPT_TERMS_KEY),
  })
