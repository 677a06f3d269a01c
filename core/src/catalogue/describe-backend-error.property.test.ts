import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { backendErrorArbitrary, errorStatusArbitrary, issueArbitrary } from './backend-error.arbitrary.ts'
import { httpStatus, serverIssues } from '../errors/backend-error.ts'
import { catalogue, isCatalogueKey } from './catalogue.ts'
import { errorTextToPlain } from '../errors/error-text.ts'
import { resolveIssue } from './issue-routing.ts'
import { describeBackendError, describeBankCallError } from './describe-backend-error.ts'
import { issueErrorText } from '../errors/issue.ts'
import { REACTIONS } from '../errors/reaction.ts'

test.prop([backendErrorArbitrary], { numRuns: 500 })('every error gives a non-empty text and a reaction of the catalogue', (error) => {
  const notice = describeBackendError(error)
  expect(notice.text.trim()).not.toBe('')
  expect(REACTIONS).toContain(notice.reaction)
  if (notice.reaction === 'goToNoAccess' || notice.reaction === 'showOnField') expect(notice.retryable).toBe(false)
  if (error._tag === 'Timeout' || error._tag === 'Network') expect(notice.retryable).toBe(true)
})

test.prop([backendErrorArbitrary])('the text is always the segments as plain text, for a bank call too', (error) => {
  for (const notice of [describeBackendError(error), describeBankCallError(error)]) {
    expect(notice.segments.length).toBeGreaterThan(0)
    expect(errorTextToPlain(notice.segments)).toBe(notice.text)
  }
})

test.prop([backendErrorArbitrary])('only a 403 leads to the no-access page', (error) => {
  const is403 = (error._tag === 'HttpStatus' || error._tag === 'ServerIssues') && error.status === 403
  expect(describeBackendError(error).reaction === 'goToNoAccess').toBe(is403)
})

test.prop([errorStatusArbitrary, fc.option(fc.nat({ max: 86_400 }), { nil: undefined })])(
  'no status code reaches the text of a bare status, but the (408) of the spec\'s bank text',
  (status, seconds) => {
    const code = new RegExp(`\\b${status}\\b(?! Sekunden)`)
    expect(describeBackendError(httpStatus(status, seconds)).text).not.toMatch(code)
    expect(describeBankCallError(httpStatus(status, seconds)).text.replace('(408)', '')).not.toMatch(code)
  },
)

test.prop([errorStatusArbitrary, fc.array(issueArbitrary, { minLength: 1, maxLength: 3 }), fc.nat({ max: 86_400 })])(
  'an issue that asks to wait shows the Retry-After the answer carried, in the text and on the notice',
  (status, issues, seconds) => {
    const notice = describeBackendError(serverIssues(status, issues, seconds))
    if (notice.reaction === 'waitUntilRetry') {
      expect(notice.retryAfterSeconds).toBe(seconds)
      expect(notice.text).toContain(`${seconds} Sekunden`)
    } else expect(notice.retryAfterSeconds).toBeUndefined()
  },
)

test.prop([errorStatusArbitrary.filter((s) => s !== 403), fc.array(issueArbitrary, { minLength: 1, maxLength: 3 })])(
  'ServerIssues shows the first issue as a form would: the catalogue text for a known key, else the server text, else the generic text',
  (status, issues) => {
    const [first] = issues
    if (first === undefined || status === 403) return
    const expected = errorTextToPlain(resolveIssue(first).segments)
    const notice = describeBackendError(serverIssues(status, issues))
    expect(notice.text).toBe(expected)
    expect(notice.segments).toEqual(resolveIssue(first).segments)
    if (!isCatalogueKey(first.i18nKey) && issueErrorText(first) === undefined) {
      expect(expected).toBe(catalogue['backend.unknownIssue'].de)
    }
  },
)
