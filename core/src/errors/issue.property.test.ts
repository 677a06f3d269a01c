import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { issueArbitrary } from '../catalogue/backend-error.arbitrary.ts'
import { decodeIssueList, ErrorResponseCodec, IssueCodec } from './issue.ts'

test.prop([fc.array(issueArbitrary, { maxLength: 5 })])('an issue list survives the envelope and JSON, and reads the same bare', (issues) => {
  const body: unknown = JSON.parse(JSON.stringify(ErrorResponseCodec.encode(issues)))
  expect(decodeIssueList(body)).toEqual(issues)
  expect(decodeIssueList(JSON.parse(JSON.stringify(issues)))).toEqual(issues)
})

test.prop([fc.jsonValue()])('any JSON body either decodes to issues with string keys or to none, never throws', (body) => {
  const issues = decodeIssueList(body)
  if (issues !== undefined) expect(issues.every((i) => typeof i.i18nKey === 'string' && E.isRight(IssueCodec.decode(i)))).toBe(true)
})
