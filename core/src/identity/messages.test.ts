import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { fixedClock } from '../calendar/clock.ts'
import { validateBirthDate } from './age.ts'
import { parseEmailAddress } from './email.ts'
import { identityMessages } from './messages.ts'
import { normalizeMobileNumber } from './mobile-number.ts'
import { parseTaxIdentificationNumber } from './tax-id.ts'
import { parseVatId } from './vat-id.ts'
import { validateVotingShare } from './voting-share.ts'

const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))

/** One input for every issue the identity rules can raise. */
const issues = [
  parseTaxIdentificationNumber('1'),
  parseVatId(''),
  parseVatId('DE1'),
  E.mapLeft((issue: ValidationIssue): ReadonlyArray<ValidationIssue> => [issue])(normalizeMobileNumber('1')),
  parseEmailAddress('x'),
  validateBirthDate('', clock),
  validateBirthDate('x', clock),
  validateBirthDate('2020-01-01', clock),
  validateVotingShare({ votingShare: 'x' }),
  validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '1' }),
  validateVotingShare({ requiredSharesSignedAtUtc: false, votingShare: '99' }),
].flatMap((result: E.Either<ReadonlyArray<ValidationIssue>, unknown>) => (E.isLeft(result) ? result.left : []))

describe('identity messages', () => {
  it('holds every key the identity rules return, with the params its text needs', () => {
    expect(issues).toHaveLength(11)
    for (const issue of issues) {
      const entry = identityMessages[issue.key as keyof typeof identityMessages]
      expect(entry, issue.key).toBeDefined()
      for (const [, name] of entry.de.matchAll(/\{\{(\w+)\}\}/g)) expect(issue.params, `${issue.key} needs ${name}`).toHaveProperty(name ?? '')
    }
  })

  it('defines no key the rules cannot return', () => {
    expect(new Set(issues.map((i) => i.key))).toEqual(new Set(Object.keys(identityMessages)))
  })

  it('keeps the spec keys verbatim and names our own keys identity.*', () => {
    for (const [key, entry] of Object.entries(identityMessages)) {
      expect(key.startsWith('identity.') ? entry.source : 'spec key').toMatch(/ours|spec key/)
      expect(key).toMatch(/^(identity\.[a-z][A-Za-z]+|[A-Z_]+)$/)
      expect(entry.reaction).toBe('showOnField')
    }
    expect(identityMessages.INVALID_COMPANY_VAT_REGISTRATION_ID.de).toContain('DE123456789')
    expect(identityMessages.INVALID_MOBILE_NUMBER_VALUE.de).toContain('1761234567 oder 01761234567')
  })
})
