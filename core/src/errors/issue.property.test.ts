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

/** Issue lists as they come (in the envelope or bare), lists with one spoiled entry, and any JSON at all. */
const issueBodyArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.array(issueArbitrary, { maxLength: 5 }).chain((issues) =>
    fc.constantFrom<unknown>(JSON.parse(JSON.stringify(ErrorResponseCodec.encode(issues))), JSON.parse(JSON.stringify(issues))),
  ),
  fc
    .tuple(fc.array(issueArbitrary, { maxLength: 3 }), fc.oneof(fc.jsonValue(), fc.record({ i18nKey: fc.jsonValue() })))
    .map(([issues, junk]): unknown => JSON.parse(JSON.stringify([...issues, junk]))),
)

test.prop([issueBodyArbitrary])('any JSON body either decodes to issues with string keys or to none, never throws', (body) => {
  const issues = decodeIssueList(body)
  expect(issues === undefined || issues.every((i) => typeof i.i18nKey === 'string' && E.isRight(IssueCodec.decode(i)))).toBe(true)
})
