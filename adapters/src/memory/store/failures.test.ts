/** Every issue the memory db and the reference server answer with can be shown: its key has a German text. */
import { catalogueKeyForIssue, messageFor } from '@kontor/core'
import { describe, expect, it } from 'vitest'
import { ISSUE_KEYS, SOURCES, issueOfValidation } from './failures.ts'

describe('memory failures', () => {
  // The SCA-required issue has its text by source only (scaTan: TAN dialog, scaDevice: push-TAN dialog).
  const KEYS_BY_SOURCE: ReadonlyArray<string> = [ISSUE_KEYS.scaRequired]

  it.each(Object.entries(ISSUE_KEYS).filter(([, key]) => !KEYS_BY_SOURCE.includes(key)))('%s (%s) has a catalogue text', (_name, key) => {
    expect(catalogueKeyForIssue(key, undefined)).toBe(key)
  })

  it.each(['scaTan', 'scaDevice'])('the SCA-required issue at %s has a catalogue text', (source) => {
    expect(catalogueKeyForIssue(ISSUE_KEYS.scaRequired, source)).toBe(`${ISSUE_KEYS.scaRequired}@${source}`)
  })

  it('names each issue source once, the query parameters among them', () => {
    const names = Object.values(SOURCES)
    expect(new Set(names).size).toBe(names.length)
    expect(SOURCES.needlessStartDate).toBe('needlessStartDate')
  })

  it('reports a rule of core with its key, field and values, so the text fills as core would fill it', () => {
    const issue = issueOfValidation({ field: 'searchTerm', key: 'accounts.bankSearchTermTooShort', params: { minLength: 3 } })
    expect(issue).toEqual({ i18nKey: 'accounts.bankSearchTermTooShort', source: 'searchTerm', i18nValues: { minLength: 3 } })
    expect(messageFor('accounts.bankSearchTermTooShort', { minLength: 3 })).toBe('Bitte geben Sie mindestens 3 Zeichen ein.')
    expect(issueOfValidation({ field: 'x', key: 'k' })).toEqual({ i18nKey: 'k', source: 'x' })
  })
})
