/**
 * Bank transfers and orders as the bank transfer service sends them (spec: accounts-and-transfers 3 and 7.3;
 * transactions-import-proposals 3 "Bank transfer list item" and 9 "Combined transfer statuses").
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'

/** The six reoccurrences of a standing order, in the spec's order (accounts-and-transfers 3). */
export const REOCCURRENCES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY', 'EVERY_SIX_MONTHS', 'ANNUALLY'] as const
export const ReoccurrenceCodec = literalUnion(REOCCURRENCES, 'Reoccurrence')
export type Reoccurrence = t.TypeOf<typeof ReoccurrenceCodec>

/** German labels of the reoccurrences, as a German bank names a standing order's interval (Turnus). */
export const REOCCURRENCE_LABELS: Readonly<Record<Reoccurrence, string>> = {
  WEEKLY: 'Wöchentlich',
  BIWEEKLY: 'Alle zwei Wochen',
  MONTHLY: 'Monatlich',
  QUARTERLY: 'Vierteljährlich',
  EVERY_SIX_MONTHS: 'Halbjährlich',
  ANNUALLY: 'Jährlich',
}

/** The end values of an order's paymentStatus; the spec does not name the others, so the status is an open string. */
export const FINAL_PAYMENT_STATUSES = ['FAILED', 'SUCCESSFUL'] as const
export type FinalPaymentStatus = (typeof FINAL_PAYMENT_STATUSES)[number]

/**
 * A payment status is final when it is FAILED or SUCCESSFUL; polling an instant transfer stops there.
 * @example isPaymentStatusFinal('SUCCESSFUL') // true
 */
export const isPaymentStatusFinal = (status: string | null | undefined): status is FinalPaymentStatus =>
  status === 'FAILED' || status === 'SUCCESSFUL'

/** Statuses of a transfer in the (combined) transfer lists (transactions-import-proposals 3 and 9). */
export const BANK_TRANSFER_LIST_STATUSES = ['PENDING', 'IN_PROGRESS', 'TRANSFER', 'ERROR'] as const
export const BankTransferListStatusCodec = literalUnion(BANK_TRANSFER_LIST_STATUSES, 'BankTransferListStatus')
export type BankTransferListStatus = t.TypeOf<typeof BankTransferListStatusCodec>

/** One bank transfer (accounts-and-transfers 3, "Bank transfer"). */
export const BankTransferCodec = t.intersection(
  [
    t.type({ bankTransferId: t.string }),
    t.partial({
      recipientName: nullable(t.string),
      recipientIban: nullable(t.string),
      recipientBic: nullable(t.string),
      purpose: nullable(t.string),
      amount: nullable(MoneyCodec),
      draft: nullable(t.boolean),
      referenceId: nullable(t.string),
      referenceType: nullable(t.string),
      contactId: nullable(t.string),
      bankTransferGroupReference: nullable(t.string),
    }),
  ],
  'BankTransfer',
)
export type BankTransfer = t.TypeOf<typeof BankTransferCodec>
export type BankTransferWire = t.OutputOf<typeof BankTransferCodec>

/** One bank transfer order: the transfers of one account, executed together (accounts-and-transfers 3). */
export const BankTransferOrderCodec = t.intersection(
  [
    t.type({ bankTransferOrderId: t.string }),
    t.partial({
      bankAccountId: nullable(t.string),
      bankTransferIds: nullable(t.readonlyArray(t.string)),
      sepaInstant: nullable(t.boolean),
      executionDate: nullable(LocalDateCodec),
      reoccurrence: nullable(ReoccurrenceCodec),
      lastExecutionDate: nullable(LocalDateCodec),
      declined: nullable(t.boolean),
      sepaInstantTransactionId: nullable(t.string),
      /** FAILED and SUCCESSFUL are the end values; others are not shown in the spec, so any string is read. */
      paymentStatus: nullable(t.string),
      errorMessage: nullable(t.string),
    }),
  ],
  'BankTransferOrder',
)
export type BankTransferOrder = t.TypeOf<typeof BankTransferOrderCodec>
export type BankTransferOrderWire = t.OutputOf<typeof BankTransferOrderCodec>

/** The answer of the instant status call: the order's paymentStatus (accounts-and-transfers 4.4 step 5). */
export const SepaInstantStatusCodec = t.partial({ paymentStatus: nullable(t.string) }, 'SepaInstantStatus')
export type SepaInstantStatus = t.TypeOf<typeof SepaInstantStatusCodec>

/**
 * A transfer in the combined transfer lists (transactions-import-proposals 3). The status is a closed set: a status
 * this version does not know fails decoding rather than being shown with a wrong action.
 */
export const BankTransferListItemCodec = t.intersection(
  [
    t.type({ bankTransferId: t.string, status: BankTransferListStatusCodec }),
    t.partial({ recipientIban: nullable(t.string), executionDate: nullable(LocalDateCodec) }),
  ],
  'BankTransferListItem',
)
export type BankTransferListItem = t.TypeOf<typeof BankTransferListItemCodec>

/** What a new transfer carries on POST v100/bankTransfers (accounts-and-transfers 7.3). */
export const NewBankTransferCodec = t.intersection(
  [
    t.type({ recipientName: t.string, recipientIban: t.string, amount: MoneyCodec }),
    t.partial({
      recipientBic: nullable(t.string),
      purpose: nullable(t.string),
      draft: nullable(t.boolean),
      referenceId: nullable(t.string),
      referenceType: nullable(t.string),
      contactId: nullable(t.string),
    }),
  ],
  'NewBankTransfer',
)
export type NewBankTransfer = t.TypeOf<typeof NewBankTransferCodec>

/** Body of POST v100/bankTransfers: the transfers and the reference that groups them. */
export const CreateBankTransfersRequestCodec = t.type(
  { bankTransfers: t.readonlyArray(NewBankTransferCodec), bankTransferGroupReference: nullable(t.string) },
  'CreateBankTransfersRequest',
)
export type CreateBankTransfersRequest = t.TypeOf<typeof CreateBankTransfersRequestCodec>

/** Body of POST v200/bankTransferOrders (accounts-and-transfers 7.3). */
export const CreateBankTransferOrderRequestCodec = t.type(
  {
    bankAccountId: t.string,
    sepaInstant: t.boolean,
    bankTransferIds: t.readonlyArray(t.string),
    executionDate: LocalDateCodec,
    reoccurrence: nullable(ReoccurrenceCodec),
    lastExecutionDate: nullable(LocalDateCodec),
  },
  'CreateBankTransferOrderRequest',
)
export type CreateBankTransferOrderRequest = t.TypeOf<typeof CreateBankTransferOrderRequestCodec>

// --- the transfer lists, contacts, payee verification and push-TAN (added for the transfer port)

/**
 * What every row of a transfer list shows, prepared, executed or planned (hub-and-business-account 3 "Bank transfer
 * (list item)" and "Planned bank transfer" share these fields).
 */
export const TRANSFER_ROW_FIELDS = {
  recipientName: nullable(t.string),
  recipientIban: nullable(t.string),
  purpose: nullable(t.string),
  amount: nullable(MoneyCodec),
  status: nullable(t.string),
  errorMessage: nullable(t.string),
}

/**
 * A transfer in the prepared and executed lists (hub-and-business-account 3 "Bank transfer (list item)"). The
 * status is read as any string: the hub's lists also show TRANSFER and APPROVAL labels (4.7), and a status this
 * version does not know is shown as such rather than failing the whole page.
 */
export const BankTransferListEntryCodec = t.intersection(
  [
    t.type({ bankTransferId: t.string }),
    t.partial({
      ...TRANSFER_ROW_FIELDS,
      dueDate: nullable(LocalDateCodec),
      /** TRANSFER: the transfer may be sent from the list (4.7). */
      availableActions: nullable(t.readonlyArray(t.string)),
      bankTransferReferenceType: nullable(t.string),
      bankTransferReferenceId: nullable(t.string),
      /** Reading: the list shows the sending account and the day it was executed; both are extra, hence optional. */
      bankAccountId: nullable(t.string),
      executionDate: nullable(LocalDateCodec),
    }),
  ],
  'BankTransferListEntry',
)
export type BankTransferListEntry = t.TypeOf<typeof BankTransferListEntryCodec>
export type BankTransferListEntryWire = t.OutputOf<typeof BankTransferListEntryCodec>

/** One page of a transfer list (hub-and-business-account 3 "Bank transfer order (list)": bankTransfers, numBankTransfers). */
export const BankTransferPageCodec = t.type(
  { bankTransfers: t.readonlyArray(BankTransferListEntryCodec), numBankTransfers: t.number },
  'BankTransferPage',
)
export type BankTransferPage = t.TypeOf<typeof BankTransferPageCodec>

/** A contact of the contact search (accounts-and-transfers 3 "Contact"); bankAccounts are the contact's IBANs. */
export const TransferContactCodec = t.intersection(
  [
    t.type({ contactId: t.string }),
    t.partial({
      accountHolder: nullable(t.string),
      iban: nullable(t.string),
      addressInfo: nullable(t.string),
      bankAccounts: nullable(t.readonlyArray(t.partial({ iban: nullable(t.string), bic: nullable(t.string), accountHolder: nullable(t.string) }))),
    }),
  ],
  'TransferContact',
)
export type TransferContact = t.TypeOf<typeof TransferContactCodec>
export const TransferContactListCodec = t.readonlyArray(TransferContactCodec, 'TransferContactList')

/**
 * Verification of Payee (EU Instant Payments Regulation 2024/886, mandatory since 9 October 2025; newer than the
 * spec). The outcomes are the EPC VOP scheme's: match (MTCH), close match (CMTC, with the name the bank holds),
 * no match (NOTM), check not possible (NOAP).
 */
export const PAYEE_VERIFICATION_RESULTS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'NOT_POSSIBLE'] as const
export const PayeeVerificationResultCodec = literalUnion(PAYEE_VERIFICATION_RESULTS, 'PayeeVerificationResult')
export type PayeeVerificationResult = t.TypeOf<typeof PayeeVerificationResultCodec>

export const PayeeVerificationRequestCodec = t.type(
  { recipientIban: t.string, recipientName: t.string },
  'PayeeVerificationRequest',
)
export type PayeeVerificationRequest = t.TypeOf<typeof PayeeVerificationRequestCodec>

export const PayeeVerificationCodec = t.intersection(
  [t.type({ result: PayeeVerificationResultCodec }), t.partial({ matchedName: nullable(t.string) })],
  'PayeeVerification',
)
export type PayeeVerification = t.TypeOf<typeof PayeeVerificationCodec>

/**
 * The status of a push-TAN (mobile) change request (accounts-and-transfers 4.5; transactions-import-proposals 4
 * "Push-TAN change request"): polled until CONFIRMED (with the TAN that closes the dialog), DECLINED or FAILED.
 * Reading: any other status (e.g. PENDING) means "not yet".
 */
export const ChangeRequestStatusCodec = t.intersection(
  [t.type({ status: t.string }), t.partial({ tan: nullable(t.string) })],
  'ChangeRequestStatus',
)
export type ChangeRequestStatus = t.TypeOf<typeof ChangeRequestStatusCodec>

/** PUT {token} of 7.3 ("body value; response value"): a text cleaned of characters SEPA does not allow. */
export const SepaTextValueCodec = t.type({ value: t.string }, 'SepaTextValue')
export type SepaTextValue = t.TypeOf<typeof SepaTextValueCodec>

/** The reoccurrences the server offers (GET {hash} of 7.3, read as this list; the default is the first, spec 9). */
export const ReoccurrenceListCodec = t.readonlyArray(ReoccurrenceCodec, 'ReoccurrenceList')
