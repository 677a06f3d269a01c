import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { isBeneficialOwnerShare, parseVotingShare, validateVotingShare, type VotingShare } from './voting-share.ts'

const percentOf = (r: E.Either<unknown, VotingShare | null>): string | null | 'left' =>
  E.isLeft(r) ? 'left' : r.right === null ? null : r.right.percent.toFixed()
const INVALID = E.left([{ field: 'votingShare', key: 'identity.invalidVotingShare', params: { max: 100 } }])
const TOO_LOW = E.left([{ field: 'votingShare', key: 'INVALID_COMPANY_SHARES_PERCENT', params: { threshold: 25 } }])
const NOT_DECLARED = E.left([{ field: 'votingShare', key: 'INVALID_COMPANY_VALUE' }])

describe('parseVotingShare', () => {
  it.each([
    ['25', '25'],
    ['33,33', '33.33'],
    ['50.5', '50.5'],
    ['25 %', '25'],
    ['25%', '25'],
    [' 100 ', '100'],
    ['0', '0'],
    [25, '25'],
    [24.99, '24.99'],
  ] as const)('reads %j as %s %', (input, expected) => {
    expect(percentOf(parseVotingShare(input))).toBe(expected)
  })

  it.each(['', 'abc', '-1', '100,01', '101', '1000', '25,123', '1.000', '25,', ',5', Number.NaN, Number.POSITIVE_INFINITY, -5, 100.5] as const)(
    'rejects %j',
    (input) => {
      expect(parseVotingShare(input)).toEqual(INVALID)
    },
  )
})

describe('isBeneficialOwnerShare', () => {
  it('starts at exactly 25 %', () => {
    const share = (s: string) => E.getOrElseW(() => undefined)(parseVotingShare(s))
    expect(isBeneficialOwnerShare(share('25') as VotingShare)).toBe(true)
    expect(isBeneficialOwnerShare(share('24,99') as VotingShare)).toBe(false)
  })
})

describe('validateVotingShare', () => {
  it('with the declaration set, the share must be at least 25 %', () => {
    expect(percentOf(validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '25' }))).toBe('25')
    expect(percentOf(validateVotingShare({ requiredSharesSignedAtUtc: '2024-06-15T08:00:00Z', votingShare: 100 }))).toBe('100')
    expect(validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '24,99' })).toEqual(TOO_LOW)
    expect(validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '' })).toEqual(TOO_LOW)
    expect(validateVotingShare({ requiredSharesSignedAtUtc: true })).toEqual(TOO_LOW)
  })

  it('without the declaration, 25 % or more contradicts it', () => {
    expect(validateVotingShare({ requiredSharesSignedAtUtc: false, votingShare: '25' })).toEqual(NOT_DECLARED)
    expect(validateVotingShare({ requiredSharesSignedAtUtc: null, votingShare: 60 })).toEqual(NOT_DECLARED)
    expect(validateVotingShare({ requiredSharesSignedAtUtc: '  ', votingShare: '30' })).toEqual(NOT_DECLARED)
    expect(percentOf(validateVotingShare({ requiredSharesSignedAtUtc: false, votingShare: '24,99' }))).toBe('24.99')
    expect(percentOf(validateVotingShare({}))).toBeNull()
    expect(percentOf(validateVotingShare({ votingShare: ' ' }))).toBeNull()
  })

  it('rejects a share that is no percentage whatever the declaration', () => {
    expect(validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '120' })).toEqual(INVALID)
    expect(validateVotingShare({ requiredSharesSignedAtUtc: false, votingShare: 'viel' })).toEqual(INVALID)
  })
})
