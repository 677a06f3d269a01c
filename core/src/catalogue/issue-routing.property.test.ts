import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { catalogue } from './catalogue.ts'
import { messageForServerIssue, messageForValidationIssue, routeIssues, validationIssueOfServerIssue } from './issue-routing.ts'

const KEYS = [...Object.keys(catalogue).map((k) => k.split('@')[0] ?? k), 'unknown_key', 'INVALID_SOMETHING_NEW']
const SOURCES = ['pin', 'scaTan', 'scaDevice', 'recipientIban', 'amount', 'purpose', 'other']
const issue = fc.record(
  {
    i18nKey: fc.constantFrom(...KEYS),
    source: fc.option(fc.constantFrom(...SOURCES), { nil: null }),
    i18nValues: fc.option(fc.record({ errorText: fc.option(fc.string(), { nil: null }) }), { nil: null }),
  },
  { requiredKeys: ['i18nKey'] },
)

test.prop([fc.array(issue, { maxLength: 12 }), fc.subarray(SOURCES)])(
  'nothing is lost: every issue lands on a form field, in the notices or in the actions',
  (issues, formFields) => {
    const routing = routeIssues(issues, formFields)
    const fieldErrorCount = Object.values(routing.fieldErrors).reduce((n, texts) => n + texts.length, 0)
    expect(routing.notices.length + routing.actions.length + fieldErrorCount).toBeLessThanOrEqual(issues.length)
    // Field texts are de-duplicated per field, so count distinct (field, text) pairs among field issues instead.
    const onFields = issues.length - routing.notices.length - routing.actions.length
    expect(onFields).toBeGreaterThanOrEqual(fieldErrorCount)
    expect(onFields > 0).toBe(fieldErrorCount > 0)
    for (const field of Object.keys(routing.fieldErrors)) expect(formFields).toContain(field)
  },
)

test.prop([fc.array(issue, { minLength: 1, maxLength: 12 }), fc.subarray(SOURCES)])('every text shown is non-empty', (issues, formFields) => {
  const routing = routeIssues(issues, formFields)
  expect(Object.values(routing.fieldErrors).flat().filter((text) => text.trim() === '')).toEqual([])
  expect([...routing.notices, ...routing.actions].filter((n) => n.segments.length === 0)).toEqual([])
})

const valuedIssue = fc.record(
  {
    i18nKey: fc.constantFrom('csvImport.unclosedQuoteAtLine', 'csvImport.tooManyColumns', 'csvImport.missingColumn', 'unknown_key'),
    source: fc.option(fc.constantFrom(...SOURCES), { nil: null }),
    i18nValues: fc.option(fc.dictionary(fc.constantFrom('lineNumber', 'columnCount', 'maxColumns'), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: null })), { nil: null }),
  },
  { requiredKeys: ['i18nKey'] },
)

test.prop([valuedIssue, fc.constantFrom('file', 'import', '')])(
  'a server issue as our validation issue: on its source (else the fallback field), with every sent value and no null, and the same German text',
  (serverIssue, fallback) => {
    const issue = validationIssueOfServerIssue(serverIssue, fallback)
    expect(issue.field).toBe(serverIssue.source ?? fallback)
    expect(issue.key).toBe(serverIssue.i18nKey)
    const sent = Object.entries(serverIssue.i18nValues ?? {}).filter(([, value]) => value !== null)
    expect(Object.entries(issue.params ?? {})).toEqual(sent)
    expect('params' in issue).toBe(sent.length > 0)
    expect(messageForValidationIssue(issue)).toBe(messageForServerIssue(serverIssue))
  },
)
