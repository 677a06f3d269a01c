/**
 * The beneficial owners of a business and the total of its voting shares (spec: hub-and-business-account 3
 * BeneficialOwner, 5 "Legal representative", 9 "Beneficial owner threshold 25%"; issue 16 "each ≥ 25 % is an owner,
 * the shares never add up to more than 100 %").
 */
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue } from '../errors/validation-issue.ts'
import { isBeneficialOwnerShare, type VotingShare } from '../identity/voting-share.ts'
import { VOTING_SHARES_TOTAL_MAX_PERCENT } from './constants.ts'
import type { Checked } from './form-checks.ts'

export const VOTING_SHARES_OVER_TOTAL_KEY = 'onboarding.votingSharesOverTotal'

/** Our own constructor, so no other code's `Decimal.set` changes the sum. */
const Dec = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP })

/**
 * The exact sum of the given shares in percent.
 * @example sumVotingShares([share(33.33), share(66.67)]).toString() // '100'
 */
export const sumVotingShares = (shares: ReadonlyArray<VotingShare>): Decimal =>
  shares.reduce((sum, share) => sum.plus(share.percent), new Dec(0))

/**
 * The voting shares of all persons of one business must not add up to more than 100 %; otherwise
 * onboarding.votingSharesOverTotal on `field` (the share being entered). Shares of persons below the owner threshold
 * count too: they hold votes all the same.
 * @example validateVotingSharesTotal([share(51), share(50)]) // left(onboarding.votingSharesOverTotal)
 */
export const validateVotingSharesTotal = (shares: ReadonlyArray<VotingShare>, field = 'votingShare'): Checked<ReadonlyArray<VotingShare>> =>
  sumVotingShares(shares).gt(VOTING_SHARES_TOTAL_MAX_PERCENT)
    ? E.left([validationIssue(field, VOTING_SHARES_OVER_TOTAL_KEY, { maxPercent: VOTING_SHARES_TOTAL_MAX_PERCENT })])
    : E.right(shares)

/**
 * The persons whose share makes them beneficial owners: 25 % or more.
 * @example toBeneficialOwners([{ name: 'A', votingShare: share(25) }, { name: 'B', votingShare: share(24.99) }]) // [A]
 */
export const toBeneficialOwners = <A extends { readonly votingShare: VotingShare | null }>(persons: ReadonlyArray<A>): ReadonlyArray<A> =>
  persons.filter((p) => p.votingShare !== null && isBeneficialOwnerShare(p.votingShare))

/**
 * A share as the wire carries it: a decimal string with a dot and no trailing zeros, e.g. '25' or '33.33'.
 * @example toVotingShareWire(share('33,30')) // '33.3'
 */
export const toVotingShareWire = (share: VotingShare): string => share.percent.toFixed()
