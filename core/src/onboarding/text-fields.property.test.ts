import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { messageFor } from '../catalogue/catalogue.ts'
import { ONBOARDING_TEXT_MAX_LENGTH_CHARS, type OnboardingTextField } from './field-limits.ts'
import { checkOnboardingText, mergeFieldIssues } from './text-fields.ts'

const limitArbitrary = fc.constantFrom(...(Object.keys(ONBOARDING_TEXT_MAX_LENGTH_CHARS) as OnboardingTextField[]))
const plainTextArbitrary = fc.string({ maxLength: 600 }).filter((t) => !/[<>]/u.test(t))

test.prop([limitArbitrary, plainTextArbitrary])('plain text passes exactly when it fits its limit', (limit, text) => {
  const issues = checkOnboardingText(limit, text, 'f')
  const fits = text.length <= ONBOARDING_TEXT_MAX_LENGTH_CHARS[limit]
  expect(issues).toEqual(fits ? [] : [{ field: 'f', key: 'accounts.textTooLong', params: { maxLength: ONBOARDING_TEXT_MAX_LENGTH_CHARS[limit] } }])
})

test.prop([limitArbitrary, plainTextArbitrary, plainTextArbitrary, fc.constantFrom('<', '>', '<b>', '</script>')])(
  'any angle bracket in a text that fits gets the markup message on its field',
  (limit, before, after, markup) => {
    const max = ONBOARDING_TEXT_MAX_LENGTH_CHARS[limit]
    const text = `${before}${markup}${after}`.slice(0, Math.max(max, markup.length))
    fc.pre(/[<>]/u.test(text) && text.length <= max)
    expect(checkOnboardingText(limit, text, 'f')).toEqual([{ field: 'f', key: 'onboarding.textHasMarkup' }])
    expect(messageFor('onboarding.textHasMarkup')).not.toContain('!')
  },
)

test.prop([fc.array(fc.record({ field: fc.constantFrom('a', 'b', 'c'), key: fc.constantFrom('x', 'y') }), { maxLength: 8 })])(
  'merged issues keep the first per field, in order',
  (issues) => {
    const merged = mergeFieldIssues(issues)
    expect(merged.map((i) => i.field)).toEqual([...new Set(issues.map((i) => i.field))])
    for (const issue of merged) expect(issues.find((i) => i.field === issue.field)).toBe(issue)
  },
)
