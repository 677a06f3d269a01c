import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../calendar/clock.ts'
import {
  isProfileTypeDialogDue,
  selectProfileTypeDialogAccounts,
  toProfileTypeDialogQuestion,
  toProfileTypeDialogDecision,
  toProfileTypeDialogLastAppearanceValue,
  toProfileTypeDialogStorageKey,
  validateProfileTypeSelection,
} from './profile-type-dialog.ts'

const clockAt = (iso: string) => fixedClock(new Date(iso))
const now = clockAt('2025-07-30T08:00:00Z') // 10:00 in Berlin

describe('toProfileTypeDialogDecision', () => {
  it('shows when it never appeared', () => {
    expect(toProfileTypeDialogDecision(null, now)).toEqual({ show: true, reason: 'neverShown' })
    expect(toProfileTypeDialogDecision(undefined, now)).toEqual({ show: true, reason: 'neverShown' })
    expect(toProfileTypeDialogDecision(' ', now)).toEqual({ show: true, reason: 'neverShown' })
  })

  it('does not show again on the same Berlin day', () => {
    expect(toProfileTypeDialogDecision('2025-07-29T22:00:00.000Z', now)).toEqual({ show: false, reason: 'shownToday' }) // 00:00 on 30 July in Berlin
    expect(toProfileTypeDialogDecision('2025-07-30T07:59:59.999Z', now)).toEqual({ show: false, reason: 'shownToday' })
  })

  it('shows again on a later Berlin day', () => {
    expect(toProfileTypeDialogDecision('2025-07-29T21:59:59.999Z', now)).toEqual({ show: true, reason: 'shownOnEarlierDay' }) // 23:59 on 29 July
    expect(toProfileTypeDialogDecision('2024-01-01T00:00:00Z', now)).toEqual({ show: true, reason: 'shownOnEarlierDay' })
  })

  it('reads instants with an offset and epoch milliseconds', () => {
    expect(toProfileTypeDialogDecision('2025-07-30T00:30:00+02:00', now).reason).toBe('shownToday')
    expect(toProfileTypeDialogDecision(String(Date.parse('2025-07-30T06:00:00Z')), now).reason).toBe('shownToday')
    expect(toProfileTypeDialogDecision(String(Date.parse('2025-07-28T06:00:00Z')), now).reason).toBe('shownOnEarlierDay')
  })

  it.each(['gestern', '2025-07-30', '2025-07-30T08:00:00', '2025-02-30T08:00:00Z', '-1', '{"t":1}', '99999999999999999', 'NaN', '1e12'])(
    'shows when the stored value %j cannot be read',
    (stored) => {
      expect(toProfileTypeDialogDecision(stored, now)).toEqual({ show: true, reason: 'unreadable' })
    },
  )

  it('shows when the stored value lies on a later day (a moved clock or tampering)', () => {
    expect(toProfileTypeDialogDecision('2025-07-31T08:00:00Z', now)).toEqual({ show: true, reason: 'inFuture' })
    expect(toProfileTypeDialogDecision('9999-01-01T00:00:00Z', now)).toEqual({ show: true, reason: 'inFuture' })
  })

  it('agrees with isProfileTypeDialogDue', () => {
    expect(isProfileTypeDialogDue('2025-07-30T07:00:00Z', now)).toBe(false)
    expect(isProfileTypeDialogDue(null, now)).toBe(true)
  })
})

describe('storing the appearance', () => {
  it('writes the instant that is then read as shown today', () => {
    const value = toProfileTypeDialogLastAppearanceValue(now)
    expect(value).toBe('2025-07-30T08:00:00.000Z')
    expect(toProfileTypeDialogDecision(value, now)).toEqual({ show: false, reason: 'shownToday' })
  })

  it('keeps one key per organisation', () => {
    expect(toProfileTypeDialogStorageKey('org-1')).not.toBe(toProfileTypeDialogStorageKey('org-2'))
  })
})

describe('validateProfileTypeSelection', () => {
  it('needs at least one account with a chosen type', () => {
    const issue = { field: 'accounts', key: 'hub.profileTypeNoAccountSelected' }
    expect(validateProfileTypeSelection([])).toEqual(E.left([issue]))
    expect(validateProfileTypeSelection([{ financialAccountId: 'a', usingProfileType: null }, { financialAccountId: 'b', usingProfileType: undefined }])).toEqual(E.left([issue]))
  })

  it('returns the selected accounts only', () => {
    expect(
      validateProfileTypeSelection([
        { financialAccountId: 'a', usingProfileType: 'BUSINESS' },
        { financialAccountId: 'b', usingProfileType: null },
        { financialAccountId: 'c', usingProfileType: 'MIXED' },
      ]),
    ).toEqual(E.right([{ financialAccountId: 'a', usingProfileType: 'BUSINESS' }, { financialAccountId: 'c', usingProfileType: 'MIXED' }]))
  })
})

describe('selectProfileTypeDialogAccounts', () => {
  it('asks about active accounts without a usage whose usage may be set', () => {
    const accounts = [
      { id: 'giro', type: 'GIRO', deactivated: false, usingProfileType: null },
      { id: 'typed', type: 'GIRO', deactivated: false, usingProfileType: 'BUSINESS' },
      { id: 'old', type: 'GIRO', deactivated: true, usingProfileType: null },
      { id: 'bank', type: 'LEXBANK', deactivated: false, usingProfileType: null },
      { id: 'card', type: 'CREDITCARD' },
    ] as const
    expect(selectProfileTypeDialogAccounts(accounts).map((a) => a.id)).toEqual(['giro', 'card'])
  })

  it('asks nothing on the day it appeared', () => {
    const accounts = [{ type: 'GIRO', usingProfileType: null }] as const
    expect(toProfileTypeDialogQuestion(accounts, '2025-07-30T06:00:00Z', now)).toEqual([])
    expect(toProfileTypeDialogQuestion(accounts, '2025-07-29T06:00:00Z', now)).toEqual(accounts)
    expect(toProfileTypeDialogQuestion(accounts, 'manipuliert', now)).toEqual(accounts)
  })
})
