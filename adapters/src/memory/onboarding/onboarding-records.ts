/**
 * The business account onboarding's calls in the memory db (spec: hub-and-business-account 3, 4.1, 4.2, 5, 7): the
 * person, the business with its legal representatives and beneficial owners, the register lookup, organisation types
 * and branches, identification, the account, the card and the tax number. Every value is checked by core's rules
 * (400 with the issues on their fields); a body's texts by their limits in request-readers.ts.
 *
 * The demo's rules (chosen; the README's scenario table lists them):
 * - a saved person or business is checked field by field as far as it is filled in (the wizard saves step by step);
 *   opening the account needs the person's data complete (validateFreelancerData);
 * - an identification starts 'created'; when the embed closed (updateIdentification, processBusinessIdentification)
 *   its outcome follows the decisive person's mobile number's last digit: 7 'pending' for
 *   IDENTIFICATION_REVIEW_DELAY_MS then 'successful', 8 'pending_successful', 9 'failed', any other 'successful';
 * - an account's onboarding moves ON_BOARDING_STARTED → FINANCE_ACCOUNT_CREATION_PENDING → SCREENING_PENDING →
 *   FINANCE_ACCOUNT_CREATION_COMPLETED, one step every ONBOARDING_STEP_DELAY_MS on the db clock, settled before every
 *   operation of the db (withOnboardingUpkeep), as hub/hub.ts settles the device link. The account state's
 *   businessOnBoarding follows it; on completion the account's LEXBANK financial account joins the account list;
 * - one account per person and per business, one card per account, one beneficial-owner record per person and
 *   business; the shares of one business never exceed 100 %.
 *
 * This module: the sources and failures of the onboarding's calls, and its records as they find them.
 */
import { DEFAULT_ADDRESS_COUNTRY_CODE, type Person, type SavedBusiness, type SavedPerson } from '@kontor/core'
import { HTTP_NOT_FOUND, ISSUE_KEYS, fail, issueOf } from '../store/failures.ts'
import type { MemoryState } from '../store/state.ts'
import type { OnboardingState } from './onboarding-state.ts'

/** The sources the onboarding's 404s name (the path's or query's parameter). */
export const ONBOARDING_SOURCES = {
  personId: 'personId',
  businessId: 'businessId',
  accountId: 'accountId',
  identificationId: 'identificationId',
  branchId: 'branchId',
  legalRepresentativeId: 'legalRepresentativeId',
  lexBankBusinessId: 'lexBankBusinessId',
  registrationNumber: 'registrationNumber',
  votingShare: 'votingShare',
  financialAccountId: 'financialAccountId',
} as const

/** An address as the person and business bodies carry it. */
type WireAddress = NonNullable<Person['address']>

export const notFound = (source: string) => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.notFound, source))

export const nowMs = (state: MemoryState): number => state.clock.now().getTime()
export const records = (state: MemoryState): OnboardingState => state.onboarding

export const findPerson = (state: MemoryState, personId: string): SavedPerson | undefined => records(state).persons.find((p) => p.id === personId)

export const findBusiness = (state: MemoryState, businessId: string): SavedBusiness | undefined => records(state).businesses.find((b) => b.id === businessId)

/** The address fields of a body with the country defaulted to DE (spec 9 "Defaults: country DE"); left out: left out. */
export const withAddressDefaults = <K extends string>(
  key: K,
  address: WireAddress | null | undefined,
): Partial<Record<K, WireAddress | null>> =>
  address === undefined
    ? {}
    : ({ [key]: address === null ? null : { ...address, country: address.country ?? DEFAULT_ADDRESS_COUNTRY_CODE } } as Partial<Record<K, WireAddress | null>>)
