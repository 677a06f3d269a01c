import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { parseVotingShare, type VotingShare } from '../identity/voting-share.ts'
import { toBeneficialOwners, toVotingShareWire, validateVotingSharesTotal } from './beneficial-owners.ts'

/** A share in hundredths of a percent, 0 to 100 %. */
const hundredthsArbitrary = fc.integer({ min: 0, max: 10_000 })
const shareOf = (hundredths: number): VotingShare => {
  const parsed = parseVotingShare(new Decimal(hundredths).div(100).toFixed(2).replace('.', ','))
  if (E.isLeft(parsed)) throw new Error(`not a share: ${hundredths}`)
  return parsed.right
}

test.prop([fc.array(hundredthsArbitrary, { maxLength: 6 })])('the shares pass exactly when they add up to 100 % or less, summed exactly', (hundredths) => {
  const total = hundredths.reduce((a, b) => a + b, 0)
  const result = validateVotingSharesTotal(hundredths.map(shareOf))
  expect(E.isRight(result)).toBe(total <= 10_000)
  if (E.isLeft(result)) expect(result.left).toEqual([{ field: 'votingShare', key: 'onboarding.votingSharesOverTotal', params: { maxPercent: 100 } }])
})

test.prop([fc.integer({ min: 1, max: 10_000 })])('a share more than 100 % minus another is one hundredth too many', (a) => {
  expect(E.isLeft(validateVotingSharesTotal([shareOf(a), shareOf(10_001 - a)]))).toBe(a <= 10_000 && 10_001 - a <= 10_000)
  expect(E.isRight(validateVotingSharesTotal([shareOf(a), shareOf(10_000 - a)]))).toBe(true)
})

test.prop([fc.array(fc.option(hundredthsArbitrary, { nil: null }), { maxLength: 6 })])('each person with 25 % or more is a beneficial owner, no one else', (hundredths) => {
  const persons = hundredths.map((h, i) => ({ i, votingShare: h === null ? null : shareOf(h) }))
  expect(toBeneficialOwners(persons).map((p) => p.i)).toEqual(hundredths.flatMap((h, i) => (h !== null && h >= 2_500 ? [i] : [])))
})

test.prop([hundredthsArbitrary])('a share goes on the wire as a decimal string with a dot that reads back the same', (h) => {
  const wire = toVotingShareWire(shareOf(h))
  expect(wire).toMatch(/^\d{1,3}(\.\d{1,2})?$/)
  const back = parseVotingShare(wire)
  expect(E.isRight(back) && back.right.percent.equals(shareOf(h).percent)).toBe(true)
})
