import { checkOnboardingText } from './text-fields.ts'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { identityMessages } from '../identity/messages.ts'
import { fixedClock } from '../calendar/clock.ts'
import { toAddressValidationWarning, validateBusinessAddress } from './address-rules.ts'
import {
  validateBusinessData,
  validateBusinessTax,
  validateCompanyNameSearch,
  validateCompanyNameSearchResults,
} from './business-rules.ts'
import { validateFatcaAnswer } from './fatca.ts'
import { validateIndustrySearchTerm } from './industry-search.ts'
import { onboardingMessages } from './messages.ts'
import { validateVotingSharesTotal } from './beneficial-owners.ts'
import { parseVotingShare } from '../identity/voting-share.ts'
import {
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePersonTerms,
  validateTermsStep,
} from './person-rules.ts'
import { validateLegalRepresentative, validateLegalRepresentativeList, validateLegalRepresentativeTerms } from './representative-rules.ts'

const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))
const issuesOf = (...results: ReadonlyArray<E.Either<ReadonlyArray<ValidationIssue>, unknown>>): ReadonlyArray<ValidationIssue> =>
  results.flatMap((r) => (E.isLeft(r) ? r.left : []))

/** Inputs that make every onboarding validator raise every issue it can. */
const issues = [
  ...issuesOf(
    validateFreelancerData({}),
    validateFreelancerData({ mobileNumber: '+43 1', address: { country: 'AT' } }),
    validatePersonTerms({}),
    validateTermsStep({}),
    validateFreelancerCompanyInfo({}),
    validateFreelancerTaxData({ taxNumber: '1', vatRegistrationId: 'DE1', vatIdNeeded: true }),
    validateFreelancerTaxData({ vatIdNeeded: true }),
    validateCompanyNameSearch(''),
    validateCompanyNameSearchResults([]),
    validateBusinessData({}, clock),
    validateBusinessTax({ vatNumber: 'X' }),
    validateBusinessTax({ fatcaRelevant: true }),
    validateBusinessAddress({}),
    validateLegalRepresentative({}, clock),
    validateLegalRepresentative({ birthDate: '2020-01-01', votingShare: 'x' }, clock),
    validateLegalRepresentative({ birthDate: '1800-01-01', requiredSharesSignedAtUtc: true, votingShare: '1' }, clock),
    validateLegalRepresentative({ requiredSharesSignedAtUtc: false, votingShare: '30', fatcaRelevant: true }, clock),
    validateLegalRepresentativeList({ legalRepresentatives: [], registryRepresentatives: [] }),
    validateLegalRepresentativeTerms({}),
    validateFatcaAnswer(null),
    validateIndustrySearchTerm(''),
    validateCompanyNameSearch('A'),
    validateBusinessData({ name: '<b>Muster</b>' }, clock),
    validateVotingSharesTotal(['51', '50'].flatMap((v) => { const share = parseVotingShare(v); return E.isRight(share) ? [share.right] : [] })),
  ),
  ...checkOnboardingText('city', '<b>'),
  ...O.match((): ReadonlyArray<ValidationIssue> => [], (i: ValidationIssue) => [i])(toAddressValidationWarning({}, null)),
]

/** Keys the server sends or the UI shows on its own (failed calls, device linking, the tax-id dialog). */
const SERVER_AND_UI_KEYS = [
  'LEX_BANK_BACKEND_VALIDATION_ERROR',
  'LEX_BANK_CREATE_ACCOUNT_FAILED',
  'LEX_BANK_CREATE_CARD_FAILED',
  'onboarding.deviceLinkFailed',
  'onboarding.deviceLinkSucceeded',
  'onboarding.taxIdSaved',
  // The GmbH wizard's own: its nationality select, and what s8 says about the identification.
  'onboarding.nationalityRequired',
  // The sole trader wizard's notices (sole-wizard.ts).
  'onboarding.personReloadFailed',
  'onboarding.identificationPending',
  'onboarding.identificationFailed',
]

const messages: Readonly<Record<string, { readonly de: string; readonly source: string }>> = { ...identityMessages, ...onboardingMessages }

describe('onboarding messages', () => {
  it('hold every key the onboarding rules return, with the params their texts need', () => {
    for (const issue of issues) {
      const entry = messages[issue.key]
      expect(entry, issue.key).toBeDefined()
      for (const [, name] of entry?.de.matchAll(/\{\{(\w+)\}\}/g) ?? []) expect(issue.params, `${issue.key} needs ${name}`).toHaveProperty(name ?? '')
    }
  })

  it('define only keys the rules return, or that the server and the UI use', () => {
    const returned = new Set(issues.map((i) => i.key))
    expect(Object.keys(onboardingMessages).filter((k) => !returned.has(k) && !SERVER_AND_UI_KEYS.includes(k))).toEqual([])
  })

  it('share no key and no text with the identity messages', () => {
    expect(Object.keys(onboardingMessages).filter((k) => k in identityMessages)).toEqual([])
    const texts = Object.values(messages).map((m) => m.de)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('quote the spec verbatim where it gives German text', () => {
    expect(onboardingMessages['onboarding.taxIdSaved']).toMatchObject({ de: 'Ihre persönliche Steuer-ID wurde erfolgreich hinterlegt.', source: 'spec' })
    expect(onboardingMessages['onboarding.deviceLinkSucceeded']).toMatchObject({ de: 'Sie haben Ihr Gerät erfolgreich verbunden.', source: 'spec' })
    expect(onboardingMessages['onboarding.deviceLinkFailed']).toMatchObject({
      de: 'Es trat ein Fehler bei der Geräteverbindung auf. Kontaktieren Sie im Wiederholungsfall unseren Support.',
      source: 'spec',
    })
  })

  it('address the user formally', () => {
    for (const [key, entry] of Object.entries(messages)) expect(entry.de, key).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i)
  })
})
