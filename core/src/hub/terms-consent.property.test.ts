import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { instantArbitrary } from '../calendar/local-date.arbitrary.ts'
import { berlinDateOf } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { bankAccountStateArbitrary, hubPrivilegesArbitrary, termsDeadlineArbitrary } from './hub.arbitrary.ts'
import type { TermsDeadline } from './model.ts'
import { classifyTermsConsent, isTermsDeadlinePassed, TERMS_CONSENT_CLASSES } from './terms-consent.ts'

/** Consent information with every state and action combination well represented, or none at all. */
const consentArbitrary = fc.option(
  fc.record({
    consentState: fc.constantFrom('APPROVED', 'REJECTED', 'UNDECIDED', 'WITHDRAWN', null),
    actions: fc.constantFrom([], ['ACCEPT'], ['ACCEPT', 'REJECT'], null),
    consentRequiredUntil: fc.option(termsDeadlineArbitrary, { nil: null }),
  }),
  { nil: null, freq: 8 },
)
const fewPrivilegesArbitrary: fc.Arbitrary<ReadonlyArray<string>> = fc.oneof(fc.constant([]), hubPrivilegesArbitrary)

test.prop([fc.oneof(consentArbitrary, bankAccountStateArbitrary.map((s) => s.latestTermsAndConditionsConsentInformation)), fewPrivilegesArbitrary, instantArbitrary])(
  'the classification follows spec 4.4 for every consent', (info, privileges, now) => {
  const clock = fixedClock(now)
  const result = classifyTermsConsent(info, privileges, clock)
  expect(TERMS_CONSENT_CLASSES).toContain(result)
  const actions = (info?.actions ?? []).length > 0
  const until = info?.consentRequiredUntil
  const pending = info?.consentState === 'UNDECIDED' && actions
  if (privileges.includes('FINANCE_LEXBANK_TERMS_OVERDUE')) expect(result).toBe('expired')
  else if (pending) expect(result).toBe(until != null && isTermsDeadlinePassed(until, clock) ? 'expired' : 'pending')
  else if (info?.consentState === 'REJECTED') expect(result).toBe(actions ? 'rejected' : 'rejectedPastConsentDate')
  else expect(result).toBe(info?.consentState === 'APPROVED' ? 'approved' : 'none')
})

const DAY_MS = 86_400_000
/** A deadline, a moment at least two days after it (so it has passed), and a moment at or after that one. */
const passedDeadlineArbitrary = fc
  .tuple(termsDeadlineArbitrary, fc.integer({ min: 2 * DAY_MS, max: 3650 * DAY_MS }), fc.integer({ min: 0, max: 3650 * DAY_MS }))
  .map(([deadline, after, more]) => {
    const at = Date.parse(deadline.length === 10 ? `${deadline}T00:00:00Z` : deadline) + after
    return { deadline, earlier: new Date(at), later: new Date(at + more) }
  })

test.prop([passedDeadlineArbitrary])('once a deadline has passed it stays passed', ({ deadline, earlier, later }) => {
  fc.pre(isTermsDeadlinePassed(deadline, fixedClock(earlier)))
  expect(isTermsDeadlinePassed(deadline, fixedClock(later))).toBe(true)
})

test.prop([instantArbitrary])('a date deadline passes exactly when Berlin has moved on to a later day', (now) => {
  const today = berlinDateOf(now)
  expect(isTermsDeadlinePassed(today as string as TermsDeadline, fixedClock(now))).toBe(false)
  const yesterday = berlinDateOf(new Date(now.getTime() - 86_400_000 * 2))
  expect(isTermsDeadlinePassed(yesterday as string as TermsDeadline, fixedClock(now))).toBe(true)
})

test.prop([instantArbitrary, fc.integer({ min: 1, max: 10_000_000 })])('an instant deadline passes exactly after it', (deadline, ms) => {
  const text = deadline.toISOString() as TermsDeadline
  expect(isTermsDeadlinePassed(text, fixedClock(deadline))).toBe(false)
  expect(isTermsDeadlinePassed(text, fixedClock(new Date(deadline.getTime() + ms)))).toBe(true)
  expect(isTermsDeadlinePassed(text, fixedClock(new Date(deadline.getTime() - ms)))).toBe(false)
})
