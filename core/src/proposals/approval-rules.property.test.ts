import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { expect } from 'vitest'
import {
  formatEstimatedMinutes,
  isApprovalLimitDialogShown,
  isFastApprovalWarningShown,
  toEstimatedApprovalMinutes,
  toEstimatedManualAssignMinutes,
} from './approval-rules.ts'

const countArbitrary = fc.integer({ min: 0, max: 10_000 })
const reviewTimeArbitrary = fc.integer({ min: -1000, max: 10_000_000 })

test.prop([countArbitrary, reviewTimeArbitrary])('the warning shows exactly for at least 8 proposals at no more than 750 ms each', (count, ms) => {
  // Decide by exact decimal division, independently of the implementation's multiplication.
  const perProposal = count === 0 ? undefined : new Decimal(ms).dividedBy(count)
  const expected = count >= 8 && perProposal !== undefined && perProposal.lte(750)
  expect(isFastApprovalWarningShown(count, ms)).toBe(expected)
})

/** Reviews that warn: at least 8 proposals, at most 750 ms each (a negative time too). */
const fastReviewArbitrary = fc
  .integer({ min: 8, max: 10_000 })
  .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: -1000, max: 750 * count })))

test.prop([fastReviewArbitrary, fc.nat(1000), fc.nat(1000)])(
  'a quicker review of as many or more proposals warns whenever a slower review of fewer does',
  ([count, ms], extraProposals, lessTime) => {
    fc.pre(isFastApprovalWarningShown(count, ms))
    expect(isFastApprovalWarningShown(count + extraProposals, ms - lessTime)).toBe(true)
  },
)

test.prop([fc.integer({ min: 8, max: 10_000 })])('exactly 750 ms per proposal warns, one millisecond more does not', (count) => {
  expect(isFastApprovalWarningShown(count, 750 * count)).toBe(true)
  expect(isFastApprovalWarningShown(count, 750 * count + 1)).toBe(false)
  expect(isFastApprovalWarningShown(7, 0)).toBe(false)
})

test.prop([countArbitrary, fc.option(fc.integer({ min: -5, max: 10_000 }), { nil: null })])(
  'the limit dialog shows exactly when the proposals exceed a limit greater than 1',
  (count, limit) => {
    expect(isApprovalLimitDialogShown(count, limit)).toBe(limit !== null && limit > 1 && count > limit)
    if (limit !== null && limit > 1) expect(isApprovalLimitDialogShown(limit, limit)).toBe(false)
  },
)

test.prop([countArbitrary, countArbitrary])('estimated minutes are exactly 0.7 per proposal and add up', (a, b) => {
  expect(toEstimatedApprovalMinutes(a).times(10).equals(7 * a)).toBe(true)
  expect(toEstimatedApprovalMinutes(a + b).equals(toEstimatedApprovalMinutes(a).plus(toEstimatedApprovalMinutes(b)))).toBe(true)
})

test.prop([countArbitrary])('the shown minutes are the estimate rounded half up, and never 0 for a non-empty list', (count) => {
  const estimate = toEstimatedApprovalMinutes(count)
  const text = formatEstimatedMinutes(estimate)
  const shown = Number(text.replace(/\u00a0Minuten?$/, '').replaceAll('.', ''))
  expect(new Decimal(shown).minus(estimate).abs().lte(0.5)).toBe(true)
  expect(new Decimal(shown).minus(estimate).equals(-0.5)).toBe(false) // a half rounds up, never down
  if (count > 0) expect(shown).toBeGreaterThan(0)
  expect(text.endsWith(shown === 1 ? '\u00a0Minute' : '\u00a0Minuten')).toBe(true)
})

test.prop([countArbitrary, countArbitrary])('manual assign time is 2 minutes per open transaction and adds up', (a, b) => {
  expect(toEstimatedManualAssignMinutes(a)).toBe(2 * a)
  expect(toEstimatedManualAssignMinutes(a + b)).toBe(toEstimatedManualAssignMinutes(a) + toEstimatedManualAssignMinutes(b))
})
