/**
 * Matching open bank transactions to open vouchers: the one rule by which assignment proposals are made (spec:
 * transactions-import-proposals 3 "Proposal", 5 "Payments and assignment"; issue 14 "Matching"). Pure: the memory
 * backend and the reference server call it after the demo data loads, after an import finishes and after a payment is
 * removed; the single transaction's voucher proposals (voucherMatchReasons) use the same reasons.
 *
 * The reasons of a transaction–voucher pair (VOUCHER_PROPOSAL_REASONS), each only when it is true of the pair:
 * - AMOUNT: what is open on the transaction equals, to the cent, what is open on the voucher.
 * - AMOUNT_WITH_CASH_DISCOUNT: the voucher grants a cash discount (hasCashDiscount, cashDiscountPercent) and the
 *   transaction pays its open amount less the discount, within one cent (the bank rounds the discount); the booking
 *   then closes the rest with the strategy CASH_DISCOUNT. chosen: a cashDiscountUntil before the transaction's date
 *   does not stop the reason (payments arrive a few days late; the user sees the reason and may reject).
 * - VOUCHER_NUMBER: the voucher number appears in the purpose or the additional info, compared on letters and
 *   digits only, case-insensitively ("RE-2026-0042" is found in "re 2026 0042" and "RE20260042"). chosen: only a
 *   number of at least VOUCHER_NUMBER_MIN_CHARS letters and digits holding a digit counts ("RE-1" would match any text).
 * - CONTACT_NAME: the counterparty's name holds the voucher's contact name or the other way round, compared on
 *   letters and digits as words, case-insensitively. chosen: the shorter of the two has at least
 *   CONTACT_NAME_MIN_CHARS characters.
 *
 * chosen: when a match is strong enough to become a proposal:
 * - the transaction is open and nothing of it assigned (UNASSIGNED, not ignored, open amount not 0); each voucher has
 *   something open and the transaction's direction (income pays income vouchers, outgo outgo vouchers: the rule is
 *   the same for both, only the signs differ);
 * - one voucher: an amount reason (AMOUNT or AMOUNT_WITH_CASH_DISCOUNT) and at least one of VOUCHER_NUMBER and
 *   CONTACT_NAME (an amount alone is too common, a number or name alone says nothing of how much is paid);
 * - several vouchers (a split): every voucher's number is in the purpose and their open amounts add up exactly to
 *   the transaction's open amount (each voucher is paid in full; its reasons: VOUCHER_NUMBER, and CONTACT_NAME when true);
 * - a voucher is proposed for at most one transaction, a transaction gets at most one proposal: the strongest pairs
 *   are taken first (more reasons, then AMOUNT before the cash discount, then the older transaction and the older
 *   voucher, then the ids), so that the result does not depend on the order of the input;
 * - a pair the caller excludes (a rejected proposal) is never proposed again;
 * - the booking must pass the payment rules the assign call checks (validateAssignmentRequest on the transaction and
 *   the vouchers, with CASH_DISCOUNT for the discount): a proposal that would be refused is never made. Accepting it
 *   leaves nothing open on the transaction and nothing open on its vouchers.
 *
 * Fast: the vouchers are indexed by their open amount in cents, by their discounted amount, and by the last
 * VOUCHER_NUMBER_MIN_CHARS characters of their normalised number, so a transaction looks at its few candidates
 * only (npm run bench: 10,000 transactions × 5,000 vouchers).
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareMoney, isZeroMoney, moneyFromCents, subtractMoney, sumMoney, toWholeCents, ZERO_MONEY, type Money } from '../money/money.ts'
import type { PaymentDifferenceStrategy, PostingDirection, VoucherSource } from '../transactions/model.ts'
import { toPaymentDifferenceStrategies } from '../transactions/payment-difference.ts'
import { toPostingDirectionOfAmount, validateVoucherAssignment } from '../transactions/payment-rules.ts'
import type { VoucherProposalReason } from '../transactions/wire.ts'
import type { ProposedPayment } from './wire.ts'

/** chosen: a voucher number needs this many letters and digits (and a digit) to be looked for in a purpose. */
export const VOUCHER_NUMBER_MIN_CHARS = 4
/** chosen: the shorter of the two names needs this many characters for a name match. */
export const CONTACT_NAME_MIN_CHARS = 3
/** The cash discount may be off by this much (the bank or the customer rounds it), in cents. */
export const CASH_DISCOUNT_TOLERANCE_CENTS = 1n

/** An open bank transaction as the matching reads it. */
export interface MatchTransaction {
  readonly financialTransactionId: string
  /** Signed: income +, outgo −. */
  readonly amount: Money
  /** Signed, what is still open. Only a transaction with nothing assigned yet (openAmount = amount) gets a proposal. */
  readonly openAmount: Money
  readonly lockVersion?: number | null | undefined
  /** YYYY-MM-DD; orders the transactions (older first). */
  readonly transactionDate: string
  readonly purpose?: string | null | undefined
  readonly additionalInfo?: string | null | undefined
  readonly recipientOrSenderName?: string | null | undefined
}

/** An open voucher as the matching reads it (a Voucher of transactions/wire.ts has these fields). */
export interface MatchVoucher {
  readonly voucherId: string
  readonly voucherSource: VoucherSource
  readonly direction: PostingDirection
  readonly voucherNumber: string
  /** YYYY-MM-DD; orders the vouchers (older first). */
  readonly voucherDate: string
  /** Positive, as printed: what is still open. */
  readonly openAmount: Money
  readonly contactName?: string | null | undefined
  readonly hasCashDiscount?: boolean | null | undefined
  readonly cashDiscountPercent?: number | null | undefined
}

/** A proposal the matching found: the transaction and its payments as the assign call would book them. */
export interface ProposalMatch {
  readonly financialTransactionId: string
  readonly payments: ReadonlyArray<ProposedPayment>
}

export interface MatchOptions {
  /** A pair that must not be proposed (a rejected proposal's). */
  readonly isExcluded?: (financialTransactionId: string, voucherId: string) => boolean
  /** Vouchers a reserved transaction holds: the payment rules refuse them. */
  readonly voucherIdsAssignedToReservations?: ReadonlyArray<string>
}

// --- normalising texts

/**
 * What is not a letter or digit once lowercased. chosen: the letters of German and the Latin-1 languages (ß, à–ö,
 * ø–ÿ); a letter beyond them is dropped like punctuation (a plain class is several times faster than \p{L} over
 * 10,000 purposes, and numbers and names here are written in these letters).
 */
const NOT_LETTER_OR_DIGIT = /[^a-z0-9\u00df-\u00f6\u00f8-\u00ff]+/g

/** Letters and digits only, lowercased: "RE-2026 / 0042" → "re20260042". */
export const toCompactText = (text: string | null | undefined): string => (text ?? '').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '')

/** Words of letters and digits, lowercased, one space between: " Müller  GmbH & Co." → "müller gmbh co". */
const toWords = (text: string | null | undefined): string => (text ?? '').toLowerCase().replace(NOT_LETTER_OR_DIGIT, ' ').trim()

const searchableNumberOf = (voucherNumber: string): string | undefined => {
  const compact = toCompactText(voucherNumber)
  return compact.length >= VOUCHER_NUMBER_MIN_CHARS && /\d/.test(compact) ? compact : undefined
}

const purposeTextOf = (transaction: MatchTransaction): string =>
  `${toCompactText(transaction.purpose)}\u0000${toCompactText(transaction.additionalInfo)}`

const namesMatch = (a: string, b: string): boolean => {
  if (a.length < CONTACT_NAME_MIN_CHARS || b.length < CONTACT_NAME_MIN_CHARS) return false
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  return ` ${longer} `.includes(` ${shorter} `)
}

// --- amounts

/** The cents of an amount's absolute value; undefined for a fraction of a cent. */
const centsOf = (m: Money): bigint | undefined => {
  const cents = toWholeCents(m)
  return cents === undefined ? undefined : cents < 0n ? -cents : cents
}

/** The voucher's open amount less its cash discount, rounded half up to the cent; undefined without a discount. */
const discountedCentsOf = (voucher: MatchVoucher): bigint | undefined => {
  const percent = voucher.cashDiscountPercent
  if (voucher.hasCashDiscount !== true || percent == null || !(percent > 0) || !(percent < 100)) return undefined
  const open = centsOf(voucher.openAmount)
  if (open === undefined) return undefined
  // The percent in hundredths of a percent, exact for the percents a voucher holds (2, 2.5, 3.25 …).
  const basisPoints = BigInt(Math.round(percent * 100))
  const discount = (open * basisPoints + 5_000n) / 10_000n
  return open - discount
}

/** Whether `paid` (positive cents) is the voucher's open amount less its cash discount, within the tolerance. */
const isCashDiscountPayment = (paid: bigint, entry: VoucherEntry): boolean => {
  if (entry.discountedCents === undefined || entry.cents === undefined) return false
  const difference = paid - entry.discountedCents
  return paid < entry.cents && difference <= CASH_DISCOUNT_TOLERANCE_CENTS && difference >= -CASH_DISCOUNT_TOLERANCE_CENTS
}

/** A voucher with what the matching compares of it, normalised once. */
interface VoucherEntry {
  readonly voucher: MatchVoucher
  readonly cents: bigint | undefined
  readonly discountedCents: bigint | undefined
  /** The compact number, when it is long enough to be looked for. */
  readonly number: string | undefined
  readonly name: string
}

const entryOf = (voucher: MatchVoucher): VoucherEntry => ({
  voucher,
  cents: centsOf(voucher.openAmount),
  discountedCents: discountedCentsOf(voucher),
  number: searchableNumberOf(voucher.voucherNumber),
  name: toWords(voucher.contactName),
})

/** A transaction with what the matching compares of it, normalised once. */
interface TransactionEntry {
  readonly transaction: MatchTransaction
  readonly paidCents: bigint | undefined
  readonly purposeText: string
  readonly name: string
}

const transactionEntryOf = (transaction: MatchTransaction): TransactionEntry => ({
  transaction,
  paidCents: centsOf(transaction.openAmount),
  purposeText: purposeTextOf(transaction),
  name: toWords(transaction.recipientOrSenderName),
})

// --- the reasons of one pair

const reasonsFor = (t: TransactionEntry, v: VoucherEntry): ReadonlyArray<VoucherProposalReason> => {
  const reasons: VoucherProposalReason[] = []
  if (t.paidCents !== undefined && v.cents !== undefined) {
    if (t.paidCents === v.cents) reasons.push('AMOUNT')
    else if (isCashDiscountPayment(t.paidCents, v)) reasons.push('AMOUNT_WITH_CASH_DISCOUNT')
  }
  if (v.number !== undefined && t.purposeText.includes(v.number)) reasons.push('VOUCHER_NUMBER')
  if (namesMatch(t.name, v.name)) reasons.push('CONTACT_NAME')
  return reasons
}

/**
 * Why a voucher is likely paid by a transaction's open amount: every reason that is true of the pair (see the
 * module's comment); empty when the directions differ or nothing is open on either. The single transaction's voucher
 * proposals list the vouchers with any reason.
 * @example voucherMatchReasons(tx({ openAmount: m('119'), purpose: 'RE 2026 0042' }), voucher({ openAmount: m('119'), voucherNumber: 'RE-2026-0042' }))
 * // ['AMOUNT', 'VOUCHER_NUMBER']
 */
export const voucherMatchReasons = (transaction: MatchTransaction, voucher: MatchVoucher): ReadonlyArray<VoucherProposalReason> => {
  const direction = toPostingDirectionOfAmount(transaction.openAmount)
  if (direction === undefined || voucher.direction !== direction || compareMoney(voucher.openAmount, ZERO_MONEY) <= 0) return []
  return reasonsFor(transactionEntryOf(transaction), entryOf(voucher))
}

const hasAmountReason = (reasons: ReadonlyArray<VoucherProposalReason>): boolean =>
  reasons.includes('AMOUNT') || reasons.includes('AMOUNT_WITH_CASH_DISCOUNT')

// --- the index of the vouchers

interface VoucherIndex {
  readonly byCents: ReadonlyMap<bigint, ReadonlyArray<VoucherEntry>>
  readonly byDiscountedCents: ReadonlyMap<bigint, ReadonlyArray<VoucherEntry>>
  /** By the last VOUCHER_NUMBER_MIN_CHARS characters of the compact number. */
  readonly byNumberTail: ReadonlyMap<string, ReadonlyArray<VoucherEntry>>
  /** The characters (codes) the numbers end with: a purpose is looked up only where one of them ends a tail. */
  readonly numberEnds: ReadonlySet<number>
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}

const indexOf = (vouchers: ReadonlyArray<MatchVoucher>): VoucherIndex => {
  const byCents = new Map<bigint, VoucherEntry[]>()
  const byDiscountedCents = new Map<bigint, VoucherEntry[]>()
  const byNumberTail = new Map<string, VoucherEntry[]>()
  const numberEnds = new Set<number>()
  for (const voucher of vouchers) {
    if (compareMoney(voucher.openAmount, ZERO_MONEY) <= 0) continue
    const entry = entryOf(voucher)
    if (entry.cents !== undefined) push(byCents, entry.cents, entry)
    if (entry.discountedCents !== undefined) push(byDiscountedCents, entry.discountedCents, entry)
    if (entry.number !== undefined) {
      push(byNumberTail, entry.number.slice(-VOUCHER_NUMBER_MIN_CHARS), entry)
      numberEnds.add(entry.number.charCodeAt(entry.number.length - 1))
    }
  }
  return { byCents, byDiscountedCents, byNumberTail, numberEnds }
}

/** The vouchers whose number appears in the compact purpose text (each once). */
const vouchersByNumberIn = (index: VoucherIndex, purposeText: string): ReadonlyArray<VoucherEntry> => {
  const found = new Set<VoucherEntry>()
  for (let end = VOUCHER_NUMBER_MIN_CHARS; end <= purposeText.length; end += 1) {
    // A slice and a lookup at every position cost a 40,000-row import most of its matching; few positions end a number.
    if (!index.numberEnds.has(purposeText.charCodeAt(end - 1))) continue
    const candidates = index.byNumberTail.get(purposeText.slice(end - VOUCHER_NUMBER_MIN_CHARS, end))
    if (candidates === undefined) continue
    for (const entry of candidates) {
      const number = entry.number ?? ''
      if (end >= number.length && purposeText.startsWith(number, end - number.length)) found.add(entry)
    }
  }
  return [...found]
}

// --- candidates and their choice

interface Candidate {
  readonly transaction: MatchTransaction
  readonly vouchers: ReadonlyArray<MatchVoucher>
  readonly reasons: ReadonlyArray<ReadonlyArray<VoucherProposalReason>>
  /** Higher is stronger. */
  readonly score: number
  readonly cashDiscount: boolean
}

const REASON_WEIGHT = 10
const EXACT_AMOUNT_BONUS = 1

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const firstVoucherDate = (c: Candidate): string => c.vouchers[0]?.voucherDate ?? ''
const firstVoucherId = (c: Candidate): string => c.vouchers.map((v) => v.voucherId).join('\u0000')

/** Stronger first; of equal strength the older transaction, the older voucher, then the ids (a total order). */
const byStrength = (a: Candidate, b: Candidate): number =>
  b.score - a.score ||
  compareText(a.transaction.transactionDate, b.transaction.transactionDate) ||
  compareText(firstVoucherDate(a), firstVoucherDate(b)) ||
  compareText(a.transaction.financialTransactionId, b.transaction.financialTransactionId) ||
  compareText(firstVoucherId(a), firstVoucherId(b))

const isOpenUnassigned = (t: MatchTransaction): boolean =>
  !isZeroMoney(t.openAmount) && compareMoney(t.openAmount, t.amount) === 0

const candidatesOf = (transaction: MatchTransaction, index: VoucherIndex, options: MatchOptions): ReadonlyArray<Candidate> => {
  const direction = toPostingDirectionOfAmount(transaction.openAmount)
  if (direction === undefined || !isOpenUnassigned(transaction)) return []
  const t = transactionEntryOf(transaction)
  const paid = t.paidCents
  if (paid === undefined) return []
  const allowed = (v: VoucherEntry) =>
    v.voucher.direction === direction && options.isExcluded?.(transaction.financialTransactionId, v.voucher.voucherId) !== true
  const single = new Set<VoucherEntry>(index.byCents.get(paid) ?? [])
  for (let off = -CASH_DISCOUNT_TOLERANCE_CENTS; off <= CASH_DISCOUNT_TOLERANCE_CENTS; off += 1n) {
    for (const v of index.byDiscountedCents.get(paid + off) ?? []) single.add(v)
  }
  const candidates: Candidate[] = []
  for (const entry of single) {
    if (!allowed(entry)) continue
    const reasons = reasonsFor(t, entry)
    if (!hasAmountReason(reasons) || reasons.length < 2) continue
    const cashDiscount = !reasons.includes('AMOUNT')
    candidates.push({
      transaction,
      vouchers: [entry.voucher],
      reasons: [reasons],
      score: reasons.length * REASON_WEIGHT + (cashDiscount ? 0 : EXACT_AMOUNT_BONUS),
      cashDiscount,
    })
  }
  // A split: several vouchers named in the purpose whose open amounts add up exactly to the transaction's.
  const named = vouchersByNumberIn(index, t.purposeText).filter(allowed)
  if (named.length > 1 && named.every((v) => v.cents !== undefined)) {
    const ordered = [...named].sort((a, b) => compareText(a.voucher.voucherDate, b.voucher.voucherDate) || compareText(a.voucher.voucherId, b.voucher.voucherId))
    const total = ordered.reduce((sum, v) => sum + (v.cents ?? 0n), 0n)
    if (total === paid) {
      const reasons = ordered.map((v) => reasonsFor(t, v).filter((r) => r !== 'AMOUNT' && r !== 'AMOUNT_WITH_CASH_DISCOUNT'))
      // As strong as a single voucher with the amount and the reasons every voucher of the split has.
      const shared = Math.min(...reasons.map((r) => r.length))
      candidates.push({ transaction, vouchers: ordered.map((v) => v.voucher), reasons, score: (1 + shared) * REASON_WEIGHT, cashDiscount: false })
    }
  }
  return candidates
}

const signedCents = (direction: PostingDirection, cents: bigint): Money => moneyFromCents(direction === 'income' ? cents : -cents)

/**
 * The candidate as the assign call books it, or undefined when the payment rules refuse it: every voucher paid its
 * whole open amount (a split, or an exact amount), or the one voucher paid the transaction's amount with the strategy
 * CASH_DISCOUNT closing the rest (a strategy the rules offer for a missing amount); then core's
 * validateVoucherAssignment (signs, the sum within what is open, no voucher a reservation holds). These are the
 * payments validateAssignmentRequest makes of the same selection (matching.property.test.ts holds them to it).
 */
const toProposal = (candidate: Candidate, options: MatchOptions): ProposalMatch | undefined => {
  const { transaction } = candidate
  const direction = toPostingDirectionOfAmount(transaction.openAmount)
  if (direction === undefined) return undefined
  const strategy: PaymentDifferenceStrategy | null = candidate.cashDiscount ? 'CASH_DISCOUNT' : null
  if (strategy !== null && !toPaymentDifferenceStrategies('missing', direction).includes(strategy)) return undefined
  const payments: ProposedPayment[] = []
  for (const [at, voucher] of candidate.vouchers.entries()) {
    const cents = centsOf(voucher.openAmount)
    if (cents === undefined) return undefined
    payments.push({
      voucherId: voucher.voucherId,
      voucherSource: voucher.voucherSource,
      paymentAmount: strategy === null ? signedCents(voucher.direction, cents) : transaction.openAmount,
      paymentDifferenceStrategy: strategy,
      reasons: candidate.reasons[at] ?? [],
    })
  }
  if (!isZeroMoney(subtractMoney(transaction.openAmount, sumMoney(payments.map((p) => p.paymentAmount))))) return undefined
  const valid = validateVoucherAssignment({
    transaction: { amount: transaction.amount, openAmount: transaction.openAmount, bookingState: 'UNASSIGNED' },
    payments: payments.map((p, at) => ({ voucherId: p.voucherId, direction: candidate.vouchers[at]?.direction ?? direction, amount: p.paymentAmount })),
    ...(options.voucherIdsAssignedToReservations === undefined ? {} : { voucherIdsAssignedToReservations: options.voucherIdsAssignedToReservations }),
  })
  return E.isLeft(valid) ? undefined : { financialTransactionId: transaction.financialTransactionId, payments }
}

/**
 * The proposals for open transactions among open vouchers, by the rule of this module's comment: each transaction
 * at most once, each voucher at most once, only bookings the payment rules allow, the strongest pairs first. The
 * result is in the order of the transactions given.
 * @example
 * matchProposals(
 *   [tx({ financialTransactionId: 't1', amount: m('119'), openAmount: m('119'), purpose: 'Rechnung RE 2026 0042' })],
 *   [voucher({ voucherId: 'v1', direction: 'income', openAmount: m('119'), voucherNumber: 'RE-2026-0042' })],
 * )
 * // [{ financialTransactionId: 't1', payments: [{ voucherId: 'v1', paymentAmount: 119, paymentDifferenceStrategy: null, reasons: ['AMOUNT', 'VOUCHER_NUMBER'] }] }]
 */
export const matchProposals = (
  transactions: ReadonlyArray<MatchTransaction>,
  vouchers: ReadonlyArray<MatchVoucher>,
  options: MatchOptions = {},
): ReadonlyArray<ProposalMatch> => {
  const steps = matchingProposals(transactions, vouchers, options, Number.POSITIVE_INFINITY)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * matchProposals in steps, with the same result: a step finds the candidates of `slice` transactions (each
 * transaction's are its own, so the order of the steps changes nothing), the last one chooses among them. A caller
 * that must not hold a page for long (an import's 40,000 rows) gives it a turn between the steps.
 */
export function* matchingProposals(
  transactions: ReadonlyArray<MatchTransaction>,
  vouchers: ReadonlyArray<MatchVoucher>,
  options: MatchOptions,
  slice: number,
): Generator<undefined, ReadonlyArray<ProposalMatch>, undefined> {
  const index = indexOf(vouchers)
  const order = new Map(transactions.map((t, i) => [t.financialTransactionId, i] as const))
  const candidates: Candidate[] = []
  for (const [i, transaction] of transactions.entries()) {
    if (i > 0 && i % slice === 0) yield
    for (const candidate of candidatesOf(transaction, index, options)) candidates.push(candidate)
  }
  candidates.sort(byStrength)
  const usedTransactions = new Set<string>()
  const usedVouchers = new Set<string>()
  const chosen = new Map<string, ProposalMatch>()
  for (const candidate of candidates) {
    const id = candidate.transaction.financialTransactionId
    if (usedTransactions.has(id) || candidate.vouchers.some((v) => usedVouchers.has(v.voucherId))) continue
    const proposal = toProposal(candidate, options)
    if (proposal === undefined) continue
    usedTransactions.add(id)
    for (const v of candidate.vouchers) usedVouchers.add(v.voucherId)
    chosen.set(id, proposal)
  }
  return [...chosen.values()].sort((a, b) => (order.get(a.financialTransactionId) ?? 0) - (order.get(b.financialTransactionId) ?? 0))
}
