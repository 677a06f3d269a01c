/**
 * The beneficial owners of a business and the total of its voting shares (spec: hub-and-business-account 3
 * BeneficialOwner, 5 "Legal representative", 9 "Beneficial owner threshold 25%"; issue 16 "each ≥ 25 % is an owner,
 * the shares never add up to more than 100 %").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue } from '../errors/validation-issue.ts'
import { isBeneficialOwnerShare, toWireVotingShare, validateVotingShareTotal, type VotingShare } from '../identity/voting-share.ts'
import { VOTING_SHARES_TOTAL_MAX_PERCENT } from './constants.ts'
import type { Checked } from './form-checks.ts'

export const VOTING_SHARES_OVER_TOTAL_KEY = 'onboarding.votingSharesOverTotal'

/**
 * The voting shares of all persons of one business must not add up to more than 100 % (identity's
 * validateVotingShareTotal, the server's rule, summed exactly). The form says so on `field` (the share being entered)
 * with its own message, onboarding.votingSharesOverTotal, clearer there than the server's INVALID_COMPANY_VALUE.
 * Shares of persons below the owner threshold count too: they hold votes all the same.
 * @example validateVotingSharesTotal([share(51), share(50)]) // left(onboarding.votingSharesOverTotal)
 */
export const validateVotingSharesTotal = (shares: ReadonlyArray<VotingShare>, field = 'votingShare'): Checked<ReadonlyArray<VotingShare>> =>
  E.isLeft(validateVotingShareTotal(shares, field))
    ? E.left([validationIssue(field, VOTING_SHARES_OVER_TOTAL_KEY, { maxPercent: VOTING_SHARES_TOTAL_MAX_PERCENT })])
    : E.right(shares)

/**
 * The persons whose share makes them beneficial owners: 25 % or more.
 * @example toBeneficialOwners([{ name: 'A', votingShare: share(25) }, { name: 'B', votingShare: share(24.99) }]) // [A]
 */
export const toBeneficialOwners = <A extends { readonly votingShare: VotingShare | null }>(persons: ReadonlyArray<A>): ReadonlyArray<A> =>
  persons.filter((p) => p.votingShare !== null && isBeneficialOwnerShare(p.votingShare))

/** A share as the wire carries it (identity's toWireVotingShare): '25', '33.3'. */
export const toVotingShareWire = toWireVotingShare
