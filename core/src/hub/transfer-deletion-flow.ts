/**
 * Deleting a transfer from a list, as a pure flow (spec: hub-and-business-account 2.5 "Deleting a transfer asks for
 * confirmation", 5 "Deleting planned transfers requires MFA to be activated, else MISSING_MFA_ERROR", 8 "Standing
 * order deletion with declined in the response shows an info message", success messages; transactions-import-proposals
 * 5 "Deleting a transfer needs a TAN", 8 "406 invalid_tan shows 'INVALID_TAN'").
 *
 * confirming → (confirmed) deleting → finished with its notice, or back to confirming with the error, or mfaMissing.
 * The TAN is not part of this flow: the delete effect is run through the shared SCA call (ui/src/shared/sca), which
 * asks for the TAN when the server wants one and keeps its dialog open on a wrong TAN; what comes back here is the
 * final outcome.
 */
import { absurd } from 'fp-ts/lib/function.js'
import type { BackendError } from '../errors/backend-error.ts'
import { decideTransferDeletion, type DeletableTransferKind } from '../transfers/transfer-deletion.ts'
import type { HubMessage } from './messages.ts'
import type { StandingOrderDeletionResult } from './model.ts'
import { HUB_SUCCESS_NOTICES } from './account-balance.ts'
import { isStandingOrderDeletionDeclined, toStandingOrderDeletionNotice } from './planned-items.ts'

/** The transfer to delete and what the confirmation names. */
export interface TransferDeletionTarget {
  readonly bankTransferId: string
  readonly kind: DeletableTransferKind
}

export type TransferDeletionState =
  /** The question; `failure` is the last attempt's error (shown in the dialog, confirming again retries). */
  | { readonly step: 'confirming'; readonly target: TransferDeletionTarget; readonly failure: BackendError | null }
  /** The delete call (with its TAN dialog) runs: one call at a time. */
  | { readonly step: 'deleting'; readonly target: TransferDeletionTarget }
  /** MFA is not active: MISSING_MFA_ERROR with its link to the MFA set-up; nothing can be sent from here. */
  | { readonly step: 'mfaMissing'; readonly target: TransferDeletionTarget }
  /** Deleted, or declined by the bank: the dialog closes with the notice and the lists are read again. */
  | { readonly step: 'finished'; readonly target: TransferDeletionTarget; readonly notice: HubMessage; readonly deleted: boolean }
  /** Closed without deleting. */
  | { readonly step: 'cancelled'; readonly target: TransferDeletionTarget }

export type TransferDeletionEvent =
  | { readonly type: 'confirmed' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'deleted'; readonly result: StandingOrderDeletionResult }
  | { readonly type: 'deletionFailed'; readonly error: BackendError }
  /** The user closed the TAN dialog: back to the question, nothing deleted, nothing to report. */
  | { readonly type: 'scaCancelled' }

export type TransferDeletionEffect =
  /** DELETE bankTransfers/{id}, through the SCA call. */
  | { readonly type: 'deleteTransfer'; readonly bankTransferId: string; readonly kind: DeletableTransferKind }
  /** The dialog closes; `notice` is what the list says, `deleted` whether the lists and counts must be read again. */
  | { readonly type: 'close'; readonly notice: HubMessage | null; readonly deleted: boolean }

export type TransferDeletionTransition = readonly [TransferDeletionState, ReadonlyArray<TransferDeletionEffect>]

/** The issue key of a planned transfer's deletion without MFA. */
const MISSING_MFA_ISSUE_KEY = 'MISSING_MFA_ERROR'

/**
 * Whether the server refused because MFA is not activated (its MISSING_MFA_ERROR issue).
 * @example isMissingMfaError({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'MISSING_MFA_ERROR' }] }) // true
 */
export const isMissingMfaError = (error: BackendError): boolean =>
  error._tag === 'ServerIssues' && error.issues.some((issue) => issue.i18nKey === MISSING_MFA_ISSUE_KEY)

/**
 * The notice after a deletion the server answered: a declined standing order says so; otherwise the success message
 * of the kind. Reading: only a standing order's answer can be declined (spec 8); a prepared transfer has a success
 * message of our own.
 * @example toTransferDeletionNotice('scheduled', {}) // { key: 'hub.scheduledTransferDeleted' }
 */
export const toTransferDeletionNotice = (kind: DeletableTransferKind, result: StandingOrderDeletionResult): HubMessage => {
  switch (kind) {
    case 'standingOrder':
      return toStandingOrderDeletionNotice(result)
    case 'scheduled':
      return HUB_SUCCESS_NOTICES.scheduledTransferDeleted
    case 'prepared':
      return { key: 'hub.preparedTransferDeleted' }
    default:
      return absurd(kind)
  }
}

/**
 * The flow's first state. `mfaActivated` is what the screen knows: false when it knows MFA is off (then the dialog
 * shows MISSING_MFA_ERROR at once, as decideTransferDeletion says), true or unknown (undefined) lets the server decide,
 * which answers MISSING_MFA_ERROR itself.
 * @example startTransferDeletion({ bankTransferId: 'b1', kind: 'standingOrder' }, false)[0].step // 'mfaMissing'
 */
export const startTransferDeletion = (target: TransferDeletionTarget, mfaActivated?: boolean): TransferDeletionTransition =>
  decideTransferDeletion(target.kind, mfaActivated ?? true)._tag === 'ActivateMfaFirst'
    ? [{ step: 'mfaMissing', target }, []]
    : [{ step: 'confirming', target, failure: null }, []]

const close = (target: TransferDeletionTarget): TransferDeletionTransition => [
  { step: 'cancelled', target },
  [{ type: 'close', notice: null, deleted: false }],
]

/**
 * The transition. An event that makes no sense in a step leaves the state as it is (the same object) with no effects:
 * a second "Löschen" while the call runs sends nothing, an answer after closing changes nothing, and cancelling while
 * the call runs waits for its outcome (the SCA dialog has its own cancel).
 */
export const transitionTransferDeletion = (state: TransferDeletionState, event: TransferDeletionEvent): TransferDeletionTransition => {
  const unchanged: TransferDeletionTransition = [state, []]
  switch (state.step) {
    case 'confirming':
      if (event.type === 'confirmed') {
        return [{ step: 'deleting', target: state.target }, [{ type: 'deleteTransfer', bankTransferId: state.target.bankTransferId, kind: state.target.kind }]]
      }
      return event.type === 'cancelled' ? close(state.target) : unchanged
    case 'deleting':
      switch (event.type) {
        case 'deleted': {
          const notice = toTransferDeletionNotice(state.target.kind, event.result)
          const deleted = !(state.target.kind === 'standingOrder' && isStandingOrderDeletionDeclined(event.result))
          return [{ step: 'finished', target: state.target, notice, deleted }, [{ type: 'close', notice, deleted }]]
        }
        case 'deletionFailed':
          if (event.error._tag === 'Aborted') return close(state.target)
          return isMissingMfaError(event.error)
            ? [{ step: 'mfaMissing', target: state.target }, []]
            : [{ step: 'confirming', target: state.target, failure: event.error }, []]
        case 'scaCancelled':
          return [{ step: 'confirming', target: state.target, failure: null }, []]
        case 'confirmed':
        case 'cancelled':
          return unchanged
        default:
          return absurd(event)
      }
    case 'mfaMissing':
      return event.type === 'cancelled' ? close(state.target) : unchanged
    case 'finished':
    case 'cancelled':
      return unchanged
    default:
      return absurd(state)
  }
}
