/**
 * Deleting transfers (spec: transactions-import-proposals 5 "Deleting a transfer needs a TAN"; hub-and-business-account
 * 2.5 "Deleting a transfer asks for confirmation" and 5 "Deleting planned transfers requires MFA to be activated,
 * else MISSING_MFA_ERROR").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'

/**
 * Which transfer is to be deleted: a prepared one (saved in Kontor, never sent to the bank), or a planned one the
 * bank holds (a scheduled transfer or a standing order).
 */
export const DELETABLE_TRANSFER_KINDS = ['prepared', 'scheduled', 'standingOrder'] as const
export type DeletableTransferKind = (typeof DELETABLE_TRANSFER_KINDS)[number]

/**
 * A planned transfer is one the bank holds for a later day: a scheduled transfer or a standing order.
 * @example isPlannedTransfer('standingOrder') // true
 */
export const isPlannedTransfer = (kind: DeletableTransferKind): boolean => kind === 'scheduled' || kind === 'standingOrder'

/**
 * Deleting a transfer needs a TAN. Reading: a TAN authorises an order at the bank, so it is needed for the planned
 * transfers the bank holds; a prepared transfer never reached the bank and is deleted without one (should the server
 * still ask, its SCA answer opens the TAN dialog as for any call).
 * @example isTanRequiredForTransferDeletion('prepared') // false
 */
export const isTanRequiredForTransferDeletion = (kind: DeletableTransferKind): boolean => isPlannedTransfer(kind)

/**
 * Deleting a planned transfer requires two-factor authentication to be activated, else MISSING_MFA_ERROR.
 * @example validateTransferDeletion('scheduled', false) // left: MISSING_MFA_ERROR
 */
export const validateTransferDeletion = (
  kind: DeletableTransferKind,
  mfaActivated: boolean,
  field = 'bankTransferId',
): E.Either<ReadonlyArray<ValidationIssue>, DeletableTransferKind> =>
  isPlannedTransfer(kind) && !mfaActivated ? E.left([validationIssue(field, 'MISSING_MFA_ERROR')]) : E.right(kind)

export type TransferDeletionDecision =
  /** Not possible yet: the UI shows MISSING_MFA_ERROR with its link to the MFA set-up. */
  | { readonly _tag: 'ActivateMfaFirst'; readonly issues: ReadonlyArray<ValidationIssue> }
  /** Ask for confirmation, then delete with a TAN. */
  | { readonly _tag: 'ConfirmThenDeleteWithTan' }
  /** Ask for confirmation, then delete. */
  | { readonly _tag: 'ConfirmThenDelete' }

/**
 * What the delete action does for a transfer: every deletion asks for confirmation; a planned transfer needs MFA
 * activated and a TAN.
 * @example decideTransferDeletion('standingOrder', true) // { _tag: 'ConfirmThenDeleteWithTan' }
 */
export const decideTransferDeletion = (kind: DeletableTransferKind, mfaActivated: boolean): TransferDeletionDecision =>
  E.match<ReadonlyArray<ValidationIssue>, DeletableTransferKind, TransferDeletionDecision>(
    (issues) => ({ _tag: 'ActivateMfaFirst', issues }),
    (k) => (isTanRequiredForTransferDeletion(k) ? { _tag: 'ConfirmThenDeleteWithTan' } : { _tag: 'ConfirmThenDelete' }),
  )(validateTransferDeletion(kind, mfaActivated))
