/**
 * The vouchers of the memory db (the search, the proposals for a transaction, one voucher, a new one's default) and
 * the posting categories.
 */
import {
  compareMoney,
  formatMoneyAmount,
  LocalDateCodec,
  toPostingDirectionOfAmount,
  voucherMatchReasons,
  ZERO_MONEY,
  type FinancialVoucherDefault,
  type Money,
  type PostingCategory,
  type PostingDirection,
  type VoucherProposalReason,
  type VoucherSearchRequest,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { TRANSACTION_QUERY } from '../../wire/transaction-queries.ts'
import { ISSUE_KEYS, invalidQueryParameter, type DbResult } from '../store/failures.ts'
import { copyOf, type MemoryState } from '../store/state.ts'
import { moneyOf, type TransactionRow } from './derived.ts'
import {
  TRANSACTION_ISSUE_KEYS,
  findRow,
  findVoucher,
  notFound,
  transactionNotFound,
  voucherNotFound,
  voucherOpenOf,
  voucherWireOf,
} from './transaction-answers.ts'
import type { StoredPostingCategory, StoredVoucher } from './transaction-state.ts'

/** chosen: how many proposals the voucher proposal call answers at most. */
export const VOUCHER_PROPOSALS_MAX_COUNT = 9

/** chosen: the tax rate a new financial voucher starts with (the German standard rate). */
export const FINANCIAL_VOUCHER_DEFAULT_TAX_RATE_PERCENT = 19

// --- vouchers

const includesText = (haystack: string | null | undefined, needle: string): boolean =>
  haystack != null && haystack.toLowerCase().includes(needle)

/**
 * POST voucher search: vouchers with something open (of the direction, when given), the term matched
 * case-insensitively in number, contact and the open or gross amount as de-DE text; newest voucher first.
 */
export const searchVouchers = (state: MemoryState, request: VoucherSearchRequest) => {
  const term = request.searchTerm?.trim().toLowerCase() ?? ''
  const matching = state.transactionData.vouchers
    .filter((v) => {
      const open = voucherOpenOf(state, v)
      if (compareMoney(open, ZERO_MONEY) <= 0) return false
      if (request.direction != null && v.direction !== request.direction) return false
      if (term === '') return true
      const amounts = [formatMoneyAmount(open), formatMoneyAmount(moneyOf(v.totalGrossAmount))]
      return (
        includesText(v.voucherNumber, term) ||
        includesText(v.contactName, term) ||
        amounts.some((a) => a.includes(term) || a.replaceAll('.', '').includes(term))
      )
    })
    .sort((a, b) => (a.voucherDate === b.voucherDate ? 0 : a.voucherDate < b.voucherDate ? 1 : -1))
  return E.right({
    vouchers: matching.slice(request.startResult, request.startResult + request.numResult).map((v) => voucherWireOf(state, v)),
    totalNumberOfResults: matching.length,
  })
}

/** The pair as core's matching reads it (matching.ts voucherMatchReasons: the one rule of the proposals' reasons). */
const reasonsOf = (voucher: StoredVoucher, open: Money, row: TransactionRow): ReadonlyArray<VoucherProposalReason> =>
  voucherMatchReasons(
    {
      financialTransactionId: row.record.financialTransactionId,
      amount: moneyOf(row.record.amount),
      openAmount: row.openAmount,
      transactionDate: row.record.transactionDate,
      purpose: row.record.purpose ?? null,
      additionalInfo: row.record.additionalInfo ?? null,
      recipientOrSenderName: row.record.recipientOrSenderName ?? null,
    },
    {
      voucherId: voucher.voucherId,
      voucherSource: voucher.voucherSource,
      direction: voucher.direction,
      voucherNumber: voucher.voucherNumber,
      voucherDate: voucher.voucherDate,
      openAmount: open,
      contactName: voucher.contactName ?? null,
      hasCashDiscount: voucher.hasCashDiscount ?? null,
      cashDiscountPercent: voucher.cashDiscountPercent ?? null,
    },
  )

/** The vouchers of the transaction's direction with something open that match by amount, number or name; most reasons first. */
export const proposeVouchers = (state: MemoryState, financialTransactionId: string) => {
  const row = findRow(state, financialTransactionId)
  if (row === undefined) return transactionNotFound()
  const direction = toPostingDirectionOfAmount(row.openAmount)
  if (direction === undefined) return E.right([])
  const proposals = state.transactionData.vouchers
    .filter((v) => v.direction === direction)
    .flatMap((voucher) => {
      const open = voucherOpenOf(state, voucher)
      if (compareMoney(open, ZERO_MONEY) <= 0) return []
      const reasons = reasonsOf(voucher, open, row)
      return reasons.length === 0 ? [] : [{ voucher, reasons }]
    })
    .sort((a, b) => b.reasons.length - a.reasons.length)
    .slice(0, VOUCHER_PROPOSALS_MAX_COUNT)
  return E.right(proposals.map((p) => ({ voucher: voucherWireOf(state, p.voucher), reasons: p.reasons })))
}

export const getVoucher = (state: MemoryState, voucherId: string) => {
  const voucher = findVoucher(state, voucherId)
  return voucher === undefined ? voucherNotFound() : E.right(voucherWireOf(state, voucher))
}

/** chosen: a new financial voucher starts without a category, at the standard rate. */
export const getFinancialVoucherDefault = (_state: MemoryState, _direction: PostingDirection): DbResult<FinancialVoucherDefault> =>
  E.right({ postingCategoryId: null, taxRatePercent: FINANCIAL_VOUCHER_DEFAULT_TAX_RATE_PERCENT })

// --- posting categories

const categoryWireOf = (category: StoredPostingCategory): PostingCategory => {
  const { parentId: _parent, ...wire } = category
  return copyOf(wire)
}

export const findCategory = (state: MemoryState, id: string): StoredPostingCategory | undefined =>
  state.transactionData.postingCategories.find((c) => c.postingCategoryId === id)

/** The categories of a direction whose name holds the term (case-insensitively), by name. */
export const listPostingCategories = (state: MemoryState, direction: string, searchTerm: string) => {
  if (direction !== 'income' && direction !== 'outgo') return notFound(ISSUE_KEYS.notFound, 'direction')
  const term = searchTerm.trim().toLowerCase()
  return E.right(
    state.transactionData.postingCategories
      .filter((c) => c.directions.includes(direction) && (term === '' || c.name.toLowerCase().includes(term)))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map(categoryWireOf),
  )
}

/** The category as valid on the key date (chosen: the memory categories keep their rates on every day). */
export const getPostingCategory = (state: MemoryState, postingCategoryId: string, keyDate: string) => {
  if (!LocalDateCodec.is(keyDate)) return invalidQueryParameter(TRANSACTION_QUERY.keyDate)
  const category = findCategory(state, postingCategoryId)
  return category === undefined
    ? notFound(TRANSACTION_ISSUE_KEYS.postingCategoryNotFound, 'postingCategoryId')
    : E.right(categoryWireOf(category))
}
