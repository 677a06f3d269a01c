import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { isBeneficialOwnerShare, parseVotingShare, validateVotingShare } from './voting-share.ts'

/** Hundredths of a percent from 0 to 100 %, written the German way. */
const hundredthsArbitrary = fc.integer({ min: 0, max: 10_000 })
const germanPercent = (h: number): string => `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')}`

test.prop([hundredthsArbitrary])('every share from 0 to 100 % with two decimals parses exactly', (h) => {
  const result = parseVotingShare(germanPercent(h))
  expect(E.isRight(result) && result.right.percent.times(100).toNumber()).toBe(h)
})

test.prop([fc.integer({ min: 10_001, max: 1_000_000 })])('anything above 100 % is rejected', (h) => {
  expect(E.isLeft(parseVotingShare(germanPercent(h)))).toBe(true)
})

test.prop([hundredthsArbitrary, fc.boolean()])('the check passes exactly when declaration and share agree about the 25 % threshold', (h, declared) => {
  const result = validateVotingShare({ requiredSharesSignedAtUtc: declared, votingShare: germanPercent(h) })
  expect(E.isRight(result)).toBe(declared === h >= 2_500)
  if (E.isLeft(result)) expect(result.left).toHaveLength(1)
})

/** Two shares a ≤ b, the smaller one mostly at or above the 25 % threshold (and often right at its edge). */
const ownerSharesArbitrary = fc
  .oneof(fc.integer({ min: 2_450, max: 2_600 }), fc.integer({ min: 2_500, max: 10_000 }))
  .chain((a) => fc.tuple(fc.constant(a), fc.integer({ min: a, max: 10_000 })))

test.prop([ownerSharesArbitrary])('being a beneficial owner is monotonic in the share', ([a, b]) => {
  const owner = (h: number) => E.isRight(parseVotingShare(germanPercent(h))) && isBeneficialOwnerShare(E.getOrElseW(() => { throw new Error() })(parseVotingShare(germanPercent(h))))
  fc.pre(a <= b && owner(a))
  expect(owner(b)).toBe(true)
})

test.prop([fc.oneof(fc.string({ maxLength: 8 }), fc.double())])('any input gives a share from 0 to 100 or one issue', (input) => {
  const result = parseVotingShare(input)
  if (E.isRight(result)) {
    expect(result.right.percent.gte(0) && result.right.percent.lte(100)).toBe(true)
  } else {
    expect(result.left).toHaveLength(1)
  }
})
