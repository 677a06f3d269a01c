/** The shares of one company together (validateVotingShareTotal): exact decimal sums, never above 100 %. */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { parseVotingShare, toWireVotingShare, validateVotingShareTotal, type VotingShare } from './voting-share.ts'

const share = (hundredths: number): VotingShare => {
  const parsed = parseVotingShare(`${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`)
  if (E.isLeft(parsed)) throw new Error('the share parses')
  return parsed.right
}

const sharesArbitrary = fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 6 })

test.prop([sharesArbitrary])('passes exactly when the hundredths add up to 100 % or less, and answers the exact total', (hundredths) => {
  const sum = hundredths.reduce((a, b) => a + b, 0)
  const result = validateVotingShareTotal(hundredths.map(share))
  expect(E.isRight(result)).toBe(sum <= 10_000)
  if (E.isRight(result)) expect(result.right.percent.times(100).toNumber()).toBe(sum)
  else expect(result.left).toEqual([{ field: 'votingShare', key: 'INVALID_COMPANY_VALUE' }])
})

test.prop([fc.integer({ min: 1, max: 9_999 })])('no float error at the edge: 100 % split in two passes, one hundredth more does not', (h) => {
  expect(E.isRight(validateVotingShareTotal([share(h), share(10_000 - h)]))).toBe(true)
  expect(E.isLeft(validateVotingShareTotal([share(h), share(10_001 - h)]))).toBe(true)
})

test.prop([fc.integer({ min: 0, max: 10_000 })])('the wire form reads back as the same share', (h) => {
  const wire = toWireVotingShare(share(h))
  expect(wire).toMatch(/^\d{1,3}(\.\d{1,2})?$/)
  expect(E.isRight(parseVotingShare(wire)) && toWireVotingShare(share(h))).toBe(wire)
  const back = parseVotingShare(wire)
  expect(E.isRight(back) && back.right.percent.equals(share(h).percent)).toBe(true)
})
