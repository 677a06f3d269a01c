/**
 * The mutable state behind the memory db, in wire shape, and the helpers every part of it shares. Records are
 * replaced, never changed in place, and every answer is a deep copy, so no caller can reach into the state.
 */
import {
  berlinDateOf,
  type BankDetails,
  type Clock,
  type FinancialAccountWire,
  type FinancialContactWire,
  type LocalDate,
} from '@kontor/core'
import { DEFAULT_PAYPAL_MERCHANT_ID } from '../constants.ts'
import { createCsvImportState, type CsvImportState } from '../csv-import/csv-import-state.ts'
import { createHubState, type HubState, type MemoryHubSeed } from '../hub/hub-state.ts'
import {
  createOnboardingState,
  type LoadOnboardingDirectory,
  type OnboardingDirectory,
  type OnboardingState,
} from '../onboarding/onboarding-state.ts'
import { createProposalState, type ProposalState } from '../proposals/proposal-state.ts'
import {
  createTransactionHeadState,
  createTransactionState,
  type MemoryTransactionShorthand,
  type MemoryTransactionsSeed,
  type TransactionHeadState,
  type TransactionState,
} from '../transactions/transaction-state.ts'
import { createTransferState, type MemoryTransferSeed, type TransferState } from '../transfers/transfer-state.ts'

/**
 * A booked transaction in short, as far as the needless-transactions info needs it: a seed may give its transactions so
 * (the needless scenarios and their tests). They become records of the one transaction store
 * (transactions/transaction-state.ts, shortTransactionsOf): whether one is assigned is then its booking state, derived
 * from a payment like every other transaction's.
 */
export type MemoryTransactionSeed = MemoryTransactionShorthand

/** How banks behave beyond their directory data. */
export interface MemoryBankBehaviour {
  /** Banks that never keep a PIN: listing a login's accounts asks for it (missing_entity@pin) every time. */
  readonly pinBankCodes: ReadonlyArray<string>
  /** Banks whose login (create or update of the contact) answers 408 without a body. */
  readonly loginTimeoutBankCodes: ReadonlyArray<string>
  /** The merchant id the payment-service stand-in returns. */
  readonly paypalMerchantId: string
}

/** Loads a seed's transaction data (see MemorySeed's transactionData). */
export type LoadTransactionData = () => Promise<MemoryTransactionsSeed>

/** Loads a bank directory (see MemorySeed's banks). */
export type LoadBankDirectory = () => Promise<ReadonlyArray<BankDetails>>

export interface MemorySeed {
  readonly financialAccounts: ReadonlyArray<FinancialAccountWire>
  readonly financialContacts?: ReadonlyArray<FinancialContactWire>
  /** The bank directory the bank search, bank details, IBAN lookup and a new login answer from. */
  readonly banks?: ReadonlyArray<BankDetails>
  readonly transactions?: ReadonlyArray<MemoryTransactionSeed>
  readonly bankBehaviour?: MemoryBankBehaviour
  /** Bank transfers: the demo's outcomes, contacts, privileges and records (transfers/transfer-state.ts). */
  readonly transfers?: MemoryTransferSeed
  /**
   * Transactions, vouchers, payments and posting categories (transactions/transaction-state.ts), or a function that
   * loads them when a transaction call first needs them (the UI's demo mode: transactions/transaction-data.ts).
   */
  readonly transactionData?: MemoryTransactionsSeed | LoadTransactionData
  /** The hub's records: account state, seizures, settings, privileges (hub/hub-state.ts); left out: none. */
  readonly hub?: MemoryHubSeed
  /**
   * The register lookup's companies and the branches of industry (onboarding/onboarding-state.ts), or a function that
   * loads them on the first call that needs them (the UI's demo mode); left out: an empty register, no branches.
   */
  readonly onboardingDirectory?: OnboardingDirectory | LoadOnboardingDirectory
}

/**
 * A seed whose bank directory loads when a bank is first looked up (accounts/bank-directory.ts): the UI's demo mode
 * keeps the large directory out of its first load.
 */
export interface MemorySeedWithBankLoader extends Omit<MemorySeed, 'banks'> {
  readonly banks: LoadBankDirectory
}

/** A login as the memory keeps it: the wire record and whether a PIN is saved. The PIN itself is never kept. */
export interface ContactRecord {
  readonly wire: FinancialContactWire
  readonly pinSaved: boolean
}

export interface MemoryState {
  readonly clock: Clock
  /** Empty until a seed's LoadBankDirectory has loaded (accounts/bank-directory.ts). */
  banks: ReadonlyArray<BankDetails>
  readonly loadBanks: LoadBankDirectory | undefined
  readonly behaviour: MemoryBankBehaviour
  accounts: FinancialAccountWire[]
  contacts: ContactRecord[]
  /** Busy accounts (by id) and the list reads they stay busy for. */
  readonly busyReadsLeft: Map<string, number>
  nextId: number
  readonly transfers: TransferState
  readonly transactionData: TransactionState
  /**
   * The seed's transaction data, as given or once loaded; what a reset starts from (transactions/transaction-data.ts).
   */
  readonly transactionSeed: TransactionSeedState
  /**
   * The transaction lists and summaries kept for the first screen after a reload (transactions/transaction-head.ts).
   */
  readonly transactionHead: TransactionHeadState
  /** Uploaded CSV files, import jobs and saved profiles (csv-import/); the files are not in the stored demo state. */
  readonly csvImport: CsvImportState
  /** Proposals, rejected pairs, approval jobs and notifications (proposals/). */
  readonly proposalData: ProposalState
  /** The hub's records (hub/hub-state.ts). */
  hub: HubState
  /** The business account onboarding's records (onboarding/onboarding-state.ts). */
  onboarding: OnboardingState
  /**
   * Empty until a seed's LoadOnboardingDirectory has loaded (onboarding/onboarding-directory.ts
   * onboardingDirectoryReady).
   */
  onboardingDirectory: OnboardingDirectory
  readonly loadOnboardingDirectory: LoadOnboardingDirectory | undefined
}

export interface TransactionSeedState {
  /** The seed's data: given, or loaded (undefined until then). */
  data: MemoryTransactionsSeed | undefined
  readonly load: LoadTransactionData | undefined
  readonly shorthand: ReadonlyArray<MemoryTransactionShorthand>
  /**
   * The records are the seed's, but the seed's data has not loaded yet: the state holds only the shorthand until it
   * has, and a snapshot says "the seed's" (null) instead of holding them.
   */
  pending: boolean
}

export const isPinBank = (state: MemoryState, bankCode: string | null | undefined): boolean =>
  bankCode != null && state.behaviour.pinBankCodes.includes(bankCode)

/** Freezes every level of a value (the seed's shared parts; tests prove the db never writes to a seed). */
export const deepFreeze = <A>(value: A): A => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** A frozen copy of each bank directory a seed brought, made once and shared by every db over it. */
const frozenDirectories = new WeakMap<ReadonlyArray<BankDetails>, ReadonlyArray<BankDetails>>()

/**
 * The bank directory of a seed. It is never written, so dbs share one frozen copy instead of copying thousands of
 * banks each time (the demo directory has 3,500). Reading: a seed's directory is read once; changing the seed's array
 * afterwards reaches no db.
 */
export const directoryOf = (banks: ReadonlyArray<BankDetails>): ReadonlyArray<BankDetails> => {
  const known = frozenDirectories.get(banks)
  if (known !== undefined) return known
  const frozen = deepFreeze(structuredClone([...banks]))
  frozenDirectories.set(banks, frozen)
  return frozen
}

const NO_BANKS: ReadonlyArray<BankDetails> = Object.freeze([])
const NO_ONBOARDING_DIRECTORY: OnboardingDirectory = Object.freeze({ commercialRegistrations: [], branches: [] })

export const createMemoryState = (seed: MemorySeed | MemorySeedWithBankLoader, clock: Clock): MemoryState => {
  // Deep copies: the seed is shared module data and must never change under a running backend.
  const copy = structuredClone({
    accounts: [...seed.financialAccounts],
    contacts: [...(seed.financialContacts ?? [])],
    behaviour: seed.bankBehaviour ?? { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: DEFAULT_PAYPAL_MERCHANT_ID },
  })
  const state: MemoryState = {
    clock,
    banks: seed.banks === undefined || typeof seed.banks === 'function' ? NO_BANKS : directoryOf(seed.banks),
    loadBanks: typeof seed.banks === 'function' ? seed.banks : undefined,
    behaviour: copy.behaviour,
    accounts: copy.accounts,
    contacts: [],
    busyReadsLeft: new Map(),
    nextId: 1,
    transfers: createTransferState(seed.transfers),
    transactionData: createTransactionState(typeof seed.transactionData === 'function' ? undefined : seed.transactionData, seed.transactions),
    transactionSeed: {
      data: typeof seed.transactionData === 'function' ? undefined : seed.transactionData,
      load: typeof seed.transactionData === 'function' ? seed.transactionData : undefined,
      shorthand: seed.transactions ?? [],
      pending: typeof seed.transactionData === 'function',
    },
    transactionHead: createTransactionHeadState(),
    csvImport: createCsvImportState(),
    proposalData: createProposalState(),
    hub: createHubState(seed.hub),
    onboarding: createOnboardingState(seed.hub?.onboarding),
    onboardingDirectory: typeof seed.onboardingDirectory === 'object' ? seed.onboardingDirectory : NO_ONBOARDING_DIRECTORY,
    loadOnboardingDirectory: typeof seed.onboardingDirectory === 'function' ? seed.onboardingDirectory : undefined,
  }
  state.contacts = copy.contacts.map((wire) => ({
    wire,
    pinSaved: wire.savePinEnabled === true && !isPinBank(state, wire.bankCode),
  }))
  return state
}

/** A deep copy for an answer. */
export const copyOf = <A>(value: A): A => structuredClone(value)

export const todayOf = (state: MemoryState): LocalDate => berlinDateOf(state.clock.now())

/** A fresh id with the prefix, unused by any record. */
export const newId = (state: MemoryState, prefix: string, taken: (id: string) => boolean): string => {
  for (;;) {
    const id = `${prefix}${String(state.nextId).padStart(4, '0')}`
    state.nextId += 1
    if (!taken(id)) return id
  }
}

export const findAccount = (state: MemoryState, id: string): FinancialAccountWire | undefined =>
  state.accounts.find((a) => a.financialAccountId === id)

export const replaceAccount = (state: MemoryState, account: FinancialAccountWire): FinancialAccountWire => {
  state.accounts = state.accounts.map((a) => (a.financialAccountId === account.financialAccountId ? account : a))
  return account
}

export const findContact = (state: MemoryState, id: string): ContactRecord | undefined =>
  state.contacts.find((c) => c.wire.financialContactId === id)

export const replaceContact = (state: MemoryState, record: ContactRecord): ContactRecord => {
  state.contacts = state.contacts.map((c) => (c.wire.financialContactId === record.wire.financialContactId ? record : c))
  return record
}

/** The next lockVersion: every change bumps it (an account or contact without one counts as 0). */
export const bumped = (lockVersion: number | null | undefined): number => (lockVersion ?? 0) + 1

/**
 * A sent lockVersion that is not the stored one means someone else changed the record meanwhile. Reading: a body
 * without lockVersion asks for no check (the spec makes it optional).
 */
export const isStale = (sent: number | null | undefined, stored: number | null | undefined): boolean =>
  sent != null && sent !== (stored ?? 0)

// One rule for "left empty", the core's; the memory modules import it from here with the rest of the state helpers.
export { isBlank } from '@kontor/core'

/**
 * The first value of a login field (user id), compared case-insensitively. Chosen: banks treat user ids without
 * regard to case, so "Mueller" and "mueller" are the same login.
 */
export const firstLoginValue = (values: ReadonlyArray<string> | null | undefined): string =>
  values?.find((v) => v.trim() !== '')?.trim().toLowerCase() ?? ''
