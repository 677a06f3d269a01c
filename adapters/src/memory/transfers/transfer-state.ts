/**
 * The bank transfer part of the memory db's state (accounts-and-transfers 3, 4.4, 4.5, 7.3; hub-and-business-account
 * 3, 4.7, 4.8, 5): transfers, orders, planned payments, executed transfers, push-TAN change requests, contacts and
 * privileges, and the seed's behaviour that decides each demo outcome. Every record is plain JSON in wire shape, so
 * the demo snapshot keeps it as it is (store/snapshot.ts); no record holds a TAN.
 */
import type {
  BankTransferListEntryWire,
  BankTransferOrderWire,
  BankTransferWire,
  PlannedBankTransferWire,
  Reoccurrence,
  TransferContactCodec,
} from '@kontor/core'
import type * as t from 'io-ts'

/**
 * How a sending account asks for strong customer authentication on execution (transactions-import-proposals 8):
 * tan: TAN input with a challenge; mediumChoice: two TAN media to choose from, then TAN input; redirect: the bank's
 * page, back to /hub/redirect/transfer; push: a push-TAN change request confirmed in the app (source scaDevice).
 */
export const SCA_MODES = ['tan', 'mediumChoice', 'redirect', 'push'] as const
export type ScaMode = (typeof SCA_MODES)[number]

/** What happens to an order with this recipient (the demo's documented recipient IBANs). */
export const RECIPIENT_OUTCOMES = [
  /** Executed, but the bank declines the order: the answer says declined: true. */
  'declined',
  /** Execution answers INSUFFICIENT_FUNDS. */
  'insufficientFunds',
  /** The recipient's bank takes no instant transfers: an instant order answers SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN. */
  'noInstant',
  /** An instant transfer that ends FAILED (a normal one executes). */
  'instantFailed',
  /** Execution answers 429 RATE_LIMIT_EXCEEDED with a Retry-After, until that time has passed on the db's clock. */
  'rateLimited',
  /** Execution answers CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS. */
  'concurrent',
  /** The push-TAN change request of the order ends DECLINED. */
  'pushDeclined',
] as const
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number]

/** A name the recipient's bank holds for an IBAN (Verification of Payee). */
export interface PayeeHolder {
  readonly iban: string
  readonly name: string
}

export interface MemoryTransferBehaviour {
  /** The SCA of an execution by sending account; an account not named asks for a TAN (tan). */
  readonly scaModeByAccountId: Readonly<Record<string, ScaMode>>
  /** Outcomes by recipient IBAN (electronic form); a recipient not named is executed. */
  readonly outcomeByRecipientIban: Readonly<Record<string, RecipientOutcome>>
  /** The names the banks hold, beyond the contacts' (whose holder names count too). */
  readonly payeeHolders: ReadonlyArray<PayeeHolder>
  /** IBANs whose bank takes part in no payee check: NOT_POSSIBLE. */
  readonly payeeCheckNotPossibleIbans: ReadonlyArray<string>
  /** Accounts whose user has no MFA for them: deleting their planned transfers answers MISSING_MFA_ERROR. */
  readonly mfaInactiveAccountIds: ReadonlyArray<string>
  /** Standing orders (bankTransferId) whose deletion the bank declines. */
  readonly declinedDeletionTransferIds: ReadonlyArray<string>
  /** The demo's wrong TAN: every other six digits are accepted (INVALID_TAN for it and for anything not six digits). */
  readonly wrongTan: string
}

export const NO_TRANSFER_BEHAVIOUR: MemoryTransferBehaviour = {
  scaModeByAccountId: {},
  outcomeByRecipientIban: {},
  payeeHolders: [],
  payeeCheckNotPossibleIbans: [],
  mfaInactiveAccountIds: [],
  declinedDeletionTransferIds: [],
  wrongTan: '000000',
}

export type TransferContactWire = t.OutputOf<typeof TransferContactCodec>

/** A bank transfer as the db keeps it: the wire record and what the lists show of it. */
export interface TransferRecord {
  readonly wire: BankTransferWire
  /** The account a prepared transfer is meant for (seeded), or the account of its last order. */
  readonly bankAccountId: string | null
  /** The prepared list's status: PENDING, IN_PROGRESS or ERROR. */
  readonly listStatus: string
  readonly errorMessage: string | null
  readonly dueDate: string | null
  /** The pending order it belongs to, if any. */
  readonly orderId: string | null
  /** YYYY-MM-DD */
  readonly createdOn: string
}

/** Where an order stands: waiting for execution, executed (incl. declined by the bank), or instant and still open. */
export interface OrderRecord {
  readonly wire: BankTransferOrderWire
  readonly executed: boolean
  /** The open SCA challenge: its token (a nonce, no secret), mode, chosen medium and change request. */
  readonly challenge: {
    readonly token: string
    readonly mode: ScaMode
    readonly securityId: string | null
    readonly changeRequestId: string | null
  } | null
  /** Instant: status reads left before the final status. */
  readonly statusReadsLeft: number
  /** Rate limited: not before this instant (ms since 1970), on the db's clock. */
  readonly rateLimitedUntilMs: number | null
}

export interface ChangeRequestRecord {
  readonly changeRequestId: string
  readonly bankTransferOrderId: string
  readonly readsLeft: number
  readonly outcome: 'CONFIRMED' | 'DECLINED'
  readonly smsTanRequested: boolean
}

/** A scheduled transfer or standing order: the list item, its account and its series. */
export interface PlannedRecord {
  readonly kind: 'scheduled' | 'standingOrder'
  readonly bankAccountId: string
  readonly reoccurrence: Reoccurrence | null
  readonly lastExecutionDate: string | null
  /** nextExecutionDate is computed on every read from the series (standing orders). */
  readonly wire: PlannedBankTransferWire
}

/** What a seed brings for transfers: the demo's behaviour and its records. */
export interface MemoryTransferSeed {
  readonly behaviour?: MemoryTransferBehaviour
  readonly contacts?: ReadonlyArray<TransferContactWire>
  readonly privileges?: ReadonlyArray<string>
  readonly transfers?: ReadonlyArray<TransferRecord>
  readonly executed?: ReadonlyArray<BankTransferListEntryWire>
  readonly planned?: ReadonlyArray<PlannedRecord>
}

/** The records the calls change (kept in the demo snapshot). */
export interface TransferRecords {
  transfers: TransferRecord[]
  orders: OrderRecord[]
  planned: PlannedRecord[]
  executed: BankTransferListEntryWire[]
  changeRequests: ChangeRequestRecord[]
}

export interface TransferState extends TransferRecords {
  readonly behaviour: MemoryTransferBehaviour
  readonly contacts: ReadonlyArray<TransferContactWire>
  readonly privileges: ReadonlyArray<string>
}

export const createTransferState = (seed: MemoryTransferSeed | undefined): TransferState => {
  const copy = structuredClone({
    behaviour: seed?.behaviour ?? NO_TRANSFER_BEHAVIOUR,
    contacts: [...(seed?.contacts ?? [])],
    privileges: [...(seed?.privileges ?? [])],
    transfers: [...(seed?.transfers ?? [])],
    executed: [...(seed?.executed ?? [])],
    planned: [...(seed?.planned ?? [])],
  })
  return { ...copy, orders: [], changeRequests: [] }
}
