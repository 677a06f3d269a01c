/**
 * Voting shares and the beneficial-owner rule (spec: hub-and-business-account 3 BeneficialOwner, 5 "Legal
 * representative", 8 INVALID_COMPANY_SHARES_PERCENT / INVALID_COMPANY_VALUE, 9 "Beneficial owner threshold 25%").
 */
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { BENEFICIAL_OWNER_THRESHOLD_PERCENT, VOTING_SHARE_MAX_DECIMALS, VOTING_SHARE_MAX_PERCENT } from './constants.ts'

/** Our own constructor, so no other code's `Decimal.set` changes how shares compare. */
const Dec = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP })

export const INVALID_VOTING_SHARE_KEY = 'identity.invalidVotingShare'
export const VOTING_SHARE_TOO_LOW_KEY = 'INVALID_COMPANY_SHARES_PERCENT'
export const BENEFICIAL_OWNER_NOT_DECLARED_KEY = 'INVALID_COMPANY_VALUE'

/** A share of the votes in percent, 0 to 100, exact (decimal.js). */
export interface VotingShare {
  readonly _tag: 'VotingShare'
  readonly percent: Decimal
}

const SHARE_TEXT = new RegExp(`^(\\d{1,3})(?:[.,](\\d{1,${VOTING_SHARE_MAX_DECIMALS}}))?$`)

/**
 * Reads a voting share in percent: a number, or text like '25', '33,33', '50.5' or '25 %'. It must lie between 0
 * and 100 with at most two decimals.
 * @example parseVotingShare('33,33 %') // right(33.33 %)
 */
export const parseVotingShare = (input: string | number, field = 'votingShare'): E.Either<ReadonlyArray<ValidationIssue>, VotingShare> => {
  const invalid = E.left([validationIssue(field, INVALID_VOTING_SHARE_KEY, { max: VOTING_SHARE_MAX_PERCENT })])
  // A JSON number is read through its shortest string form, as amounts are.
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim().replace(/\s*%$/u, '')
  const match = SHARE_TEXT.exec(text)
  if (match === null) return invalid
  const percent = new Dec(`${match[1] ?? ''}.${match[2] ?? '0'}`)
  return percent.lte(VOTING_SHARE_MAX_PERCENT) ? E.right({ _tag: 'VotingShare', percent }) : invalid
}

/**
 * True when the share makes its holder a beneficial owner: at least 25 % of the votes.
 *
 * Reading: the spec's threshold is "at least 25"; the money-laundering act (§ 3 GwG) says "more than 25 %". The
 * spec's rule is kept, which errs on the side of asking for more beneficial owners, never fewer.
 * @example isBeneficialOwnerShare(share(25)) // true
 */
export const isBeneficialOwnerShare = (share: VotingShare): boolean => share.percent.gte(BENEFICIAL_OWNER_THRESHOLD_PERCENT)

/** A declaration is set when it is true or carries the time it was signed. */
const isDeclared = (flag: boolean | string | null | undefined): boolean => flag === true || (typeof flag === 'string' && flag.trim() !== '')

export interface VotingShareInput {
  /** The representative's declaration that they hold at least 25 % (true, or the time it was signed). */
  readonly requiredSharesSignedAtUtc?: boolean | string | null | undefined
  readonly votingShare?: string | number | null | undefined
}

/**
 * The beneficial-owner check of a legal representative. If the required-shares declaration is set, the voting
 * share must be given and be at least 25 %; if it is not set but the voting share is 25 % or more, the entries
 * contradict each other and INVALID_COMPANY_VALUE ("please check your entries") is raised on the voting share.
 *
 * Reading: without the declaration the voting share is optional (an empty share means "below the threshold");
 * with it, an empty share is as wrong as a low one (INVALID_COMPANY_SHARES_PERCENT). A share that is not a number
 * from 0 to 100 is always rejected. The contradiction is reported on the voting share, the field the user reads
 * next to the declaration; a holder of 25 % or more is a beneficial owner by law and must declare it.
 * @example validateVotingShare({ requiredSharesSignedAtUtc: true, votingShare: '20' }) // left(INVALID_COMPANY_SHARES_PERCENT)
 */
export const validateVotingShare = (
  input: VotingShareInput,
  field = 'votingShare',
): E.Either<ReadonlyArray<ValidationIssue>, VotingShare | null> => {
  const declared = isDeclared(input.requiredSharesSignedAtUtc)
  const raw = input.votingShare
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) {
    return declared ? E.left([validationIssue(field, VOTING_SHARE_TOO_LOW_KEY, { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT })]) : E.right(null)
  }
  const parsed = parseVotingShare(raw, field)
  if (E.isLeft(parsed)) return parsed
  const owner = isBeneficialOwnerShare(parsed.right)
  if (declared && !owner) return E.left([validationIssue(field, VOTING_SHARE_TOO_LOW_KEY, { threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT })])
  if (!declared && owner) return E.left([validationIssue(field, BENEFICIAL_OWNER_NOT_DECLARED_KEY)])
  return E.right(parsed.right)
}

/**
 * The voting shares of one company's holders together: they never add up to more than 100 %; otherwise
 * INVALID_COMPANY_VALUE ("please check your entries") on `field`. Added exactly (decimal.js).
 * @example validateVotingShareTotal([share(60), share(41)]) // left(INVALID_COMPANY_VALUE)
 */
export const validateVotingShareTotal = (
  shares: ReadonlyArray<VotingShare>,
  field = 'votingShare',
): E.Either<ReadonlyArray<ValidationIssue>, VotingShare> => {
  const total = shares.reduce((sum, share) => sum.plus(share.percent), new Dec(0))
  return total.lte(VOTING_SHARE_MAX_PERCENT)
    ? E.right({ _tag: 'VotingShare', percent: total })
    : E.left([validationIssue(field, BENEFICIAL_OWNER_NOT_DECLARED_KEY)])
}

/** A share as the wire writes it: percent with a dot and no trailing zeros, e.g. '25' or '33.33'. */
export const toWireVotingShare = (share: VotingShare): string => share.percent.toString()
