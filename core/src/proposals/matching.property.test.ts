import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { compareMoney, isZeroMoney, moneyFromCents, negateMoney, subtractMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import type { PostingDirection } from '../transactions/model.ts'
import { validateAssignmentRequest } from '../transactions/payment-assignment.ts'
import { toAbsoluteMoney } from '../transactions/payment-rules.ts'
import { matchingProposals, matchProposals, voucherMatchReasons, type MatchTransaction, type MatchVoucher, type ProposalMatch } from './matching.ts'

/**
 * Worlds where matches are likely: a few customers and invoice numbers, amounts from a small pool, some vouchers with
 * a cash discount, payments that pay an invoice exactly, less its discount, or something else, written in the ways
 * customers write numbers.
 */
const NAMES = ['Bäckerei Schulze GmbH', 'Verlag Hansen & Söhne', 'Café Lindenblatt', 'Schulze', null] as const
const NUMBERS = ['RE-2026-0001', 'RE-2026-0002', 'RE-2026-0010', 'ER-4711', '44790', 'RE-1'] as const
const CENTS = [100n, 11900n, 119000n, 116620n, 99n, 5000n, 4900n] as const

const voucherArbitrary = (index: number): fc.Arbitrary<MatchVoucher> =>
  fc.record({
    voucherId: fc.constant(`v${index}`),
    voucherSource: fc.constant('SALES_VOUCHER' as const),
    direction: fc.constantFrom<PostingDirection>('income', 'outgo'),
    voucherNumber: fc.constantFrom(...NUMBERS),
    voucherDate: fc.constantFrom('2026-10-01', '2026-10-15', '2026-11-01'),
    openAmount: fc.oneof(fc.constantFrom(...CENTS), fc.bigInt({ min: 0n, max: 200_000n })).map(moneyFromCents),
    contactName: fc.constantFrom(...NAMES),
    hasCashDiscount: fc.boolean(),
    cashDiscountPercent: fc.constantFrom(2, 3, 2.5, null),
  })

const writings = (number: string): ReadonlyArray<string> => [number, number.replaceAll('-', ''), number.replaceAll('-', ' '), `Rechnung ${number.toLowerCase()}`]

const transactionArbitrary = (index: number, vouchers: ReadonlyArray<MatchVoucher>): fc.Arbitrary<MatchTransaction> =>
  fc
    .record({
      paid: fc.oneof(
        fc.constantFrom(...vouchers.map((v) => v.openAmount)),
        fc.constantFrom(...vouchers.map((v) => subtractMoney(v.openAmount, moneyFromCents((BigInt(Math.round(Number(v.openAmount.value.times(100)))) * 2n + 50n) / 100n)))),
        fc.constantFrom(...CENTS).map(moneyFromCents),
      ),
      direction: fc.constantFrom<PostingDirection>('income', 'outgo'),
      purpose: fc.oneof(fc.constantFrom(...vouchers.flatMap((v) => writings(v.voucherNumber))), fc.constant('Zahlung'), fc.constant(null)),
      name: fc.constantFrom(...NAMES),
      assignedPart: fc.constantFrom(0n, 0n, 0n, 100n),
      date: fc.constantFrom('2026-11-01', '2026-11-10', '2026-11-20'),
    })
    .map(({ paid, direction, purpose, name, assignedPart, date }) => {
      const amount = direction === 'income' ? toAbsoluteMoney(paid) : negateMoney(toAbsoluteMoney(paid))
      const open = assignedPart === 0n ? amount : subtractMoney(amount, direction === 'income' ? moneyFromCents(assignedPart) : moneyFromCents(-assignedPart))
      return {
        financialTransactionId: `t${index}`,
        amount,
        openAmount: open,
        transactionDate: date,
        lockVersion: 0,
        purpose,
        additionalInfo: null,
        recipientOrSenderName: name,
      }
    })

const worldArbitrary = fc
  .integer({ min: 1, max: 8 })
  .chain((voucherCount) => fc.tuple(...Array.from({ length: voucherCount }, (_, i) => voucherArbitrary(i))))
  .chain((vouchers) =>
    fc.integer({ min: 1, max: 10 }).chain((count) => fc.tuple(fc.constant(vouchers), fc.tuple(...Array.from({ length: count }, (_, i) => transactionArbitrary(i, vouchers))))),
  )

const voucherOf = (vouchers: ReadonlyArray<MatchVoucher>, id: string): MatchVoucher => {
  const found = vouchers.find((v) => v.voucherId === id)
  if (found === undefined) throw new Error(`no voucher ${id}`)
  return found
}
const transactionOf = (transactions: ReadonlyArray<MatchTransaction>, id: string): MatchTransaction => {
  const found = transactions.find((t) => t.financialTransactionId === id)
  if (found === undefined) throw new Error(`no transaction ${id}`)
  return found
}

const isWholeCents = (m: Money): boolean => m.value.decimalPlaces() <= 2

/**
 * Accepting a proposal books its payments: each voucher's open amount less what the payment settles (all of it with
 * a cash discount, else the payment), the transaction's open amount less the payments.
 */
const accept = (proposal: ProposalMatch, transaction: MatchTransaction, vouchers: ReadonlyArray<MatchVoucher>) => ({
  transactionOpenAfter: subtractMoney(transaction.openAmount, sumMoney(proposal.payments.map((p) => p.paymentAmount))),
  voucherOpenAfter: proposal.payments.map((p) => {
    const voucher = voucherOf(vouchers, p.voucherId)
    return p.paymentDifferenceStrategy === 'CASH_DISCOUNT' ? ZERO_MONEY : subtractMoney(voucher.openAmount, toAbsoluteMoney(p.paymentAmount))
  }),
})

test.prop([worldArbitrary])('accepting any proposal leaves every open amount ≥ 0 and exact to the cent, and the assign rules allow it', ([vouchers, transactions]) => {
  const proposals = matchProposals(transactions, vouchers)
  for (const proposal of proposals) {
    const transaction = transactionOf(transactions, proposal.financialTransactionId)
    const after = accept(proposal, transaction, vouchers)
    expect(isZeroMoney(after.transactionOpenAfter)).toBe(true)
    for (const open of after.voucherOpenAfter) {
      expect(compareMoney(open, ZERO_MONEY)).toBeGreaterThanOrEqual(0)
      expect(isWholeCents(open)).toBe(true)
    }
    const request = validateAssignmentRequest({
      transaction: { ...transaction, bookingState: 'UNASSIGNED', lockVersion: 0 },
      vouchers: proposal.payments.map((p) => voucherOf(vouchers, p.voucherId)),
      paymentDifferenceStrategy: proposal.payments.find((p) => p.paymentDifferenceStrategy !== null)?.paymentDifferenceStrategy ?? null,
    })
    expect(E.isRight(request)).toBe(true)
    if (E.isRight(request)) {
      expect(request.right.payments.map((p) => [p.voucherId, p.paymentAmount, p.paymentDifferenceStrategy ?? null])).toEqual(
        proposal.payments.map((p) => [p.voucherId, p.paymentAmount, p.paymentDifferenceStrategy]),
      )
    }
  }
  expect(proposals.length).toBeLessThanOrEqual(transactions.length)
})

test.prop([worldArbitrary, fc.integer({ min: 1, max: 12 })])('matched in steps of any size, the proposals are the same, one step per slice', ([vouchers, transactions], slice) => {
  const steps = matchingProposals(transactions, vouchers, {}, slice)
  let yields = 0
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      expect(step.value).toEqual(matchProposals(transactions, vouchers))
      break
    }
    yields += 1
  }
  expect(yields).toBe(Math.max(0, Math.ceil(transactions.length / slice) - 1))
})

test.prop([worldArbitrary])('every reason is true of its pair, and a proposal has an amount and a number or name', ([vouchers, transactions]) => {
  const proposals = matchProposals(transactions, vouchers)
  expect(proposals.every((p) => p.payments.length > 0)).toBe(true)
  for (const proposal of proposals) {
    const transaction = transactionOf(transactions, proposal.financialTransactionId)
    for (const payment of proposal.payments) {
      const reasons = voucherMatchReasons(transaction, voucherOf(vouchers, payment.voucherId))
      for (const reason of payment.reasons) expect(reasons).toContain(reason)
      expect(payment.reasons.some((r) => r === 'VOUCHER_NUMBER' || r === 'CONTACT_NAME')).toBe(true)
      if (proposal.payments.length === 1) expect(payment.reasons.some((r) => r === 'AMOUNT' || r === 'AMOUNT_WITH_CASH_DISCOUNT')).toBe(true)
      else expect(payment.reasons).toContain('VOUCHER_NUMBER')
    }
  }
})

test.prop([worldArbitrary])('no voucher is in two proposals, no transaction gets two, and an excluded pair is never proposed', ([vouchers, transactions]) => {
  const proposals = matchProposals(transactions, vouchers)
  const voucherIds = proposals.flatMap((p) => p.payments.map((x) => x.voucherId))
  expect(new Set(voucherIds).size).toBe(voucherIds.length)
  expect(new Set(proposals.map((p) => p.financialTransactionId)).size).toBe(proposals.length)
  const excluded = new Set(proposals.flatMap((p) => p.payments.map((x) => `${p.financialTransactionId}/${x.voucherId}`)))
  const again = matchProposals(transactions, vouchers, { isExcluded: (t, v) => excluded.has(`${t}/${v}`) })
  for (const p of again) for (const x of p.payments) expect(excluded.has(`${p.financialTransactionId}/${x.voucherId}`)).toBe(false)
})

const mirrored = <A extends { readonly direction: PostingDirection }>(v: A): A => ({ ...v, direction: v.direction === 'income' ? 'outgo' : 'income' })

test.prop([worldArbitrary])('income and outgo match alike: mirrored signs and directions give the mirrored proposals', ([vouchers, transactions]) => {
  const flipped = transactions.map((t) => ({ ...t, amount: negateMoney(t.amount), openAmount: negateMoney(t.openAmount) }))
  const original = matchProposals(transactions, vouchers)
  const mirror = matchProposals(flipped, vouchers.map(mirrored))
  expect(mirror.map((p) => ({ ...p, payments: p.payments.map((x) => ({ ...x, paymentAmount: negateMoney(x.paymentAmount) })) }))).toEqual(original)
})

test.prop([worldArbitrary, fc.integer()])('the result does not depend on the order of the input', ([vouchers, transactions], seed) => {
  const shuffle = <A>(items: ReadonlyArray<A>): ReadonlyArray<A> =>
    items.map((item, i) => ({ item, key: (Math.imul(i + 1, 2654435761) ^ seed) >>> 0 })).sort((a, b) => a.key - b.key).map((x) => x.item)
  const byTransaction = (ps: ReadonlyArray<ProposalMatch>) => [...ps].sort((a, b) => (a.financialTransactionId < b.financialTransactionId ? -1 : 1))
  expect(byTransaction(matchProposals(shuffle(transactions), shuffle(vouchers)))).toEqual(byTransaction(matchProposals(transactions, vouchers)))
})
