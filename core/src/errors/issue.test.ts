import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeIssueList, ErrorResponseCodec, IssueCodec, issueErrorText, type Issue } from './issue.ts'

const fullIssue = {
  i18nKey: 'transfer.limitExceeded',
  source: 'amount',
  type: 'ERROR',
  i18nValues: { errorText: 'Das Tageslimit ist erreicht.' },
}

describe('IssueCodec', () => {
  it('decodes a full issue and a bare key', () => {
    expect(IssueCodec.decode(fullIssue)).toEqual(E.right(fullIssue))
    expect(IssueCodec.decode({ i18nKey: 'money.required' })).toEqual(E.right({ i18nKey: 'money.required' }))
  })

  it('allows null for every field but the key', () => {
    const withNulls = { i18nKey: 'x', source: null, type: null, i18nValues: null }
    expect(IssueCodec.decode(withNulls)).toEqual(E.right(withNulls))
    expect(E.isRight(IssueCodec.decode({ i18nKey: 'x', i18nValues: { errorText: null } }))).toBe(true)
    expect(E.isRight(IssueCodec.decode({ i18nKey: 'x', i18nValues: {} }))).toBe(true)
  })

  it('decodes placeholder values beside the error text', () => {
    const issue = { i18nKey: 'accounts.bankSearchTermTooShort', source: 'searchTerm', i18nValues: { minLength: 3, date: '01.03.2025', gone: null } }
    expect(IssueCodec.decode(issue)).toEqual(E.right(issue))
  })

  it.each([
    {},
    { i18nKey: null },
    { i18nKey: 5 },
    { i18nKey: 'x', source: 5 },
    { i18nKey: 'x', i18nValues: { errorText: 1 } },
    { i18nKey: 'x', i18nValues: { minLength: { value: 3 } } },
    { i18nKey: 'x', i18nValues: { flag: true } },
    null,
    'x',
    [],
  ])(
    'rejects %j',
    (u) => {
      expect(E.isLeft(IssueCodec.decode(u))).toBe(true)
    },
  )
})

describe('ErrorResponseCodec and decodeIssueList', () => {
  it('reads the {"IssueList": [...]} envelope', () => {
    expect(decodeIssueList({ IssueList: [fullIssue, { i18nKey: 'money.required' }] })).toEqual([fullIssue, { i18nKey: 'money.required' }])
    expect(decodeIssueList({ IssueList: [] })).toEqual([])
  })

  it('reads a bare array the same way', () => {
    expect(decodeIssueList([fullIssue])).toEqual([fullIssue])
    expect(decodeIssueList([])).toEqual([])
  })

  it.each([
    null,
    undefined,
    '',
    'Internal Server Error',
    42,
    true,
    {},
    { IssueList: 'x' },
    { IssueList: null },
    { issueList: [fullIssue] },
    [{}],
    [{ i18nKey: 5 }],
    [fullIssue, 'x'],
    { IssueList: [{ source: 'amount' }] },
  ])('yields no issues for the junk body %j', (body) => {
    expect(decodeIssueList(body)).toBeUndefined()
    expect(E.isLeft(ErrorResponseCodec.decode(body))).toBe(true)
  })

  it('encodes to the envelope, which decodes back', () => {
    const issues: ReadonlyArray<Issue> = [fullIssue, { i18nKey: 'money.required', source: null }]
    const body = ErrorResponseCodec.encode(issues)
    expect(body).toEqual({ IssueList: issues })
    expect(decodeIssueList(JSON.parse(JSON.stringify(body)))).toEqual(issues)
  })

  it('tells issue lists from other values', () => {
    expect(ErrorResponseCodec.is([fullIssue])).toBe(true)
    expect(ErrorResponseCodec.is({ IssueList: [fullIssue] })).toBe(false)
  })
})

describe('issueErrorText', () => {
  it('gives the server text where there is one', () => {
    expect(issueErrorText(fullIssue)).toBe('Das Tageslimit ist erreicht.')
  })

  it.each<Issue>([
    { i18nKey: 'x' },
    { i18nKey: 'x', i18nValues: null },
    { i18nKey: 'x', i18nValues: {} },
    { i18nKey: 'x', i18nValues: { errorText: null } },
    { i18nKey: 'x', i18nValues: { errorText: '' } },
    { i18nKey: 'x', i18nValues: { errorText: '  \n' } },
  ])('gives none for %j', (issue) => {
    expect(issueErrorText(issue)).toBeUndefined()
  })
})
