import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { validateOnlineBankingAccountSelection } from './account-selection.ts'
import { validateBankSearchTerm } from './bank-search.ts'
import { validateTextMaxLength } from './field-limits.ts'
import { accountsMessages } from './messages.ts'
import { validateSyncStartDate } from './sync-dates.ts'

const today = '2026-03-15' as LocalDate
const failures: ReadonlyArray<E.Either<ReadonlyArray<ValidationIssue>, unknown>> = [
  validateBankSearchTerm('a'),
  validateTextMaxLength('name', 'xy', 1),
  validateOnlineBankingAccountSelection([]),
  validateSyncStartDate('2020-01-01' as LocalDate, { min: '2025-01-01' as LocalDate, max: today }),
  validateSyncStartDate('2027-01-01' as LocalDate, { min: undefined, max: today }),
]
const issues = failures.flatMap((r) => (E.isLeft(r) ? r.left : []))

describe('accounts messages', () => {
  it('has a message for every key the validators return, and no other', () => {
    expect(issues).toHaveLength(failures.length)
    for (const issue of issues) expect(Object.hasOwn(accountsMessages, issue.key)).toBe(true)
    expect(new Set(issues.map((i) => i.key))).toEqual(new Set(Object.keys(accountsMessages)))
  })
  it('fills every placeholder from the issue params', () => {
    for (const issue of issues) {
      const text = accountsMessages[issue.key as keyof typeof accountsMessages].de
      expect(Object.keys(issue.params ?? {})).toEqual([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))
    }
  })
  it('keeps the spec wording verbatim', () => {
    expect(accountsMessages['accounts.bankSearchTermTooShort'].de).toBe('Bitte geben Sie mindestens {{minLength}} Zeichen ein.')
    expect(accountsMessages['accounts.noAccountSelected'].de).toBe('Bitte wählen Sie mindestens ein Konto.')
    expect(accountsMessages['accounts.bankSearchTermTooShort'].source).toBe('spec')
  })
  it.each(Object.entries(accountsMessages))('%s is shown at its field, in formal German', (key, entry) => {
    expect(key.startsWith('accounts.')).toBe(true)
    expect(entry.reaction).toBe('showOnField')
    expect(entry.de).toMatch(/\b(Sie|Bitte)\b/)
  })
})
