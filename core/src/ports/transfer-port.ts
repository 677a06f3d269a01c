/**
 * The bank transfer service (spec: accounts-and-transfers 7.3, prefix /fis/finance-rest/banktransferservice/;
 * transactions-import-proposals 7 "Bank transfers" and "Strong customer authentication"; hub-and-business-account 3
 * and 7), the contact search (accounts-and-transfers 7.2) and Verification of Payee.
 *
 * Strong customer authentication: any call that takes `sca` may fail with an SCA-required issue (missing_entity or
 * solaris_sca_required at scaTan / scaDevice) carrying `scaContext`; the caller authenticates (ui/src/shared/sca) and
 * calls again with the ScaAnswer, which travels as request headers.
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type { ScaAnswer } from '../errors/sca-context.ts'
import type { BankTransferSummary, PlannedBankTransfer, StandingOrderDeletionResult } from '../hub/model.ts'
import type {
  BankTransfer,
  BankTransferOrder,
  BankTransferPage,
  ChangeRequestStatus,
  CreateBankTransferOrderRequest,
  CreateBankTransfersRequest,
  PayeeVerification,
  PayeeVerificationRequest,
  Reoccurrence,
  SepaInstantStatus,
  TransferContact,
} from '../transfers/model.ts'

/** A page of a transfer list: pageNumber counts from 0 on the wire (the route's ?pageNumber counts from 1). */
export interface TransferPageQuery {
  readonly pageNumber: number
  readonly pageSize: number
}

export interface TransferPort {
  /** PUT {token} "body value; response value": the text cleaned of characters not allowed in SEPA (5.2). */
  readonly cleanSepaText: (value: string, opts?: CallOptions) => TE.TaskEither<BackendError, string>
  /** POST v100/bankTransfers: drafts of the transfers, one group reference for a combined order. */
  readonly createBankTransfers: (
    body: CreateBankTransfersRequest,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, ReadonlyArray<BankTransfer>>
  /** POST v200/bankTransferOrders. */
  readonly createBankTransferOrder: (
    body: CreateBankTransferOrderRequest,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, BankTransferOrder>
  /** POST {token}{bankTransferOrderId}/execution with the SCA headers. The answer says declined, or the instant id. */
  readonly executeBankTransferOrder: (
    bankTransferOrderId: string,
    sca?: ScaAnswer,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, BankTransferOrder>
  /** DELETE {token}{id}: a pending order, when the dialog closes before completion (4.4 step 6). */
  readonly deleteBankTransferOrder: (bankTransferOrderId: string, opts?: CallOptions) => TE.TaskEither<BackendError, void>
  /** GET {token}{id}. */
  readonly getBankTransferOrder: (bankTransferOrderId: string, opts?: CallOptions) => TE.TaskEither<BackendError, BankTransferOrder>
  /** GET {token}?bankTransferIds: preselected transfers (combined transfer, session hand-over). */
  readonly getBankTransfers: (
    bankTransferIds: ReadonlyArray<string>,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, ReadonlyArray<BankTransfer>>
  /** GET {hash}: the standing-order reoccurrences the server offers (the default is the first). */
  readonly listReoccurrences: (opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<Reoccurrence>>
  /** GET {token}{id}/sepaInstant/status/{transactionId}. */
  readonly getSepaInstantStatus: (
    bankTransferOrderId: string,
    sepaInstantTransactionId: string,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, SepaInstantStatus>
  /** Verification of Payee: the recipient's name checked against the IBAN before the order is authorised. */
  readonly verifyPayee: (request: PayeeVerificationRequest, opts?: CallOptions) => TE.TaskEither<BackendError, PayeeVerification>
  /** GET /grld-{hash}?firstRow&numRows&query: contacts by name or IBAN (5.2: from 3 characters, 50 results). */
  readonly searchContacts: (query: string, opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<TransferContact>>

  /** GET {token}?pageNumber&pageSize: the prepared (open combined) transfers. */
  readonly listPreparedTransfers: (query: TransferPageQuery, opts?: CallOptions) => TE.TaskEither<BackendError, BankTransferPage>
  /** GET {token}?pageNumber&pageSize&status: the executed transfers. */
  readonly listExecutedTransfers: (query: TransferPageQuery, opts?: CallOptions) => TE.TaskEither<BackendError, BankTransferPage>
  /** GET {token}: the scheduled transfers (planned payments). */
  readonly listScheduledTransfers: (opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<PlannedBankTransfer>>
  /** GET standingOrderBankTransfers. */
  readonly listStandingOrders: (opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<PlannedBankTransfer>>
  /**
   * DELETE bankTransfers/{bankTransferId} with the SCA headers: a prepared, scheduled or standing transfer. A planned
   * one needs MFA (MISSING_MFA_ERROR) and a TAN (406 invalid_tan: wrong TAN); a standing order's deletion may come back
   * declined.
   */
  readonly deleteBankTransfer: (
    bankTransferId: string,
    sca?: ScaAnswer,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, StandingOrderDeletionResult>
  /** GET bankTransfers/summary: counts of planned payments for the navigation. */
  readonly getBankTransferSummary: (opts?: CallOptions) => TE.TaskEither<BackendError, BankTransferSummary>

  /** GET {token}{id}/status of a push-TAN change request (4.5), polled every 2 s. */
  readonly getChangeRequestStatus: (changeRequestId: string, opts?: CallOptions) => TE.TaskEither<BackendError, ChangeRequestStatus>
  /** DELETE {token}{id}: the change request once it has a status. */
  readonly deleteChangeRequest: (changeRequestId: string, opts?: CallOptions) => TE.TaskEither<BackendError, void>
  /** POST to the server-given SMS-TAN callback endpoint (the SCA context's smsTanFallback). */
  readonly requestSmsTan: (callbackPath: string, opts?: CallOptions) => TE.TaskEither<BackendError, void>
}

/** GET privilegemapper/v1/privileges (transactions-import-proposals 7 "Privileges"): the user's privilege names. */
export interface PrivilegesPort {
  readonly listPrivileges: (opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<string>>
}
