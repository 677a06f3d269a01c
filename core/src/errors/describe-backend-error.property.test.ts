import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { backendErrorArbitrary, errorStatusArbitrary, issueArbitrary } from './backend-error.arbitrary.ts'
import { httpStatus, serverIssues } from './backend-error.ts'
import { catalogue, isCatalogueKey } from './catalogue.ts'
import { describeBackendError } from './describe-backend-error.ts'
import { issueErrorText } from './issue.ts'

test.prop([backendErrorArbitrary], { numRuns: 500 })('every error gives a non-empty text and a reaction of the catalogue', (error) => {
  const notice = describeBackendError(error)
  expect(notice.text.trim()).not.toBe('')
  expect(['showOnField', 'showNotice', 'waitUntilRetry', 'goToNoAccess']).toContain(notice.reaction)
  expect(notice.retryable).toBe(notice.reaction !== 'goToNoAccess')
})

test.prop([backendErrorArbitrary])('only a 403 leads to the no-access page', (error) => {
  const is403 = (error._tag === 'HttpStatus' || error._tag === 'ServerIssues') && error.status === 403
  expect(describeBackendError(error).reaction === 'goToNoAccess').toBe(is403)
})

test.prop([errorStatusArbitrary.filter((s) => s >= 500)])('a server failure names its status', (status) => {
  expect(describeBackendError(httpStatus(status)).text).toContain(String(status))
})

test.prop([errorStatusArbitrary.filter((s) => s !== 403), fc.array(issueArbitrary, { minLength: 1, maxLength: 3 })])(
  'ServerIssues shows the first issue: its own text, else its catalogue text, else the generic text',
  (status, issues) => {
    const [first] = issues
    if (first === undefined) return
    const own = issueErrorText(first)
    const expected = own ?? (isCatalogueKey(first.i18nKey) ? catalogue[first.i18nKey].de : catalogue['backend.unknownIssue'].de)
    expect(describeBackendError(serverIssues(status, issues)).text).toBe(expected)
  },
)
