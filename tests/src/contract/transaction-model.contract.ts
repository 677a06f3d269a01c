/**
 * The payment bookkeeping of the transaction service as a state machine (transactions-import-proposals 4, 5, 8;
 * hub-and-business-account 5, 8), run against every adapter over the small seed (transaction-seed.ts): random
 * sequences of assign (with and without a difference strategy, and with a stale lockVersion as a second tab would send
 * it), delete, reverse, ignore, unignore and categorise. After every call, read back through the port:
 * - every open amount is exact: transaction open + Σ its payments = its amount; voucher open + Σ |settled| = gross;
 * - no open amount is below 0 or changes sign (a transaction's open amount has its amount's sign or is 0);
 * - a call with a lockVersion already used is the 409 conflict, and books nothing;
 * - every failure is an IssueList of a 4xx, never a 5xx.
 */
import {
  addMoney,
  compareMoney,
  isNegativeMoney,
  isZeroMoney,
  moneyFromCents,
  subtractMoney,
  sumMoney,
  toAbsoluteMoney,
  toPostingDirectionOfAmount,
  ZERO_MONEY,
  type Backend,
  type BackendError,
  type LocalDate,
  type Money,
  type PaymentDifferenceStrategy,
} from '@kontor/core'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { run } from './contract-helpers.ts'
import { CATEGORY, TX, VOUCHER } from './transaction-seed.ts'

const TRANSACTION_IDS = Object.values(TX)
const VOUCHER_IDS = Object.values(VOUCHER)
const STRATEGIES: ReadonlyArray<PaymentDifferenceStrategy | undefined> = [undefined, 'PARTIAL_PAYMENT', 'CASH_DISCOUNT', 'OVERPAYMENT', 'BANK_FEE', 'DUNNING_FEE']

interface Real {
  readonly backend: Backend
}
type Model = Record<string, never>

/** The answer, or the failure, which must be a 4xx IssueList. */
const settle = async <A>(task: TE.TaskEither<BackendError, A>): Promise<E.Either<BackendError, A>> => {
  const result = await task()
  if (E.isLeft(result)) {
    expect(result.left._tag).toBe('ServerIssues')
    const status = (result.left as { status?: number }).status ?? 0
    expect(status >= 400 && status < 500).toBe(true)
  }
  return result
}

const sameSignOrZero = (open: Money, amount: Money) =>
  isZeroMoney(open) || toPostingDirectionOfAmount(open) === toPostingDirectionOfAmount(amount)

/** Reads everything back and checks the invariants; answers the active payment ids by transaction. */
const checkInvariants = async (backend: Backend) => {
  const page = await run(backend.transactions.listTransactions({ pageNumber: 0, pageSize: 100 }))
  const settledByVoucher = new Map<string, Money[]>()
  const paymentIds: string[] = []
  for (const tx of page.content) {
    const payments = await run(backend.transactions.listPayments(tx.financialTransactionId))
    const open = tx.openAmount ?? tx.amount
    expect(addMoney(open, sumMoney(payments.map((p) => p.paymentAmount)))).toEqual(tx.amount)
    expect(sameSignOrZero(open, tx.amount)).toBe(true)
    expect(compareMoney(toAbsoluteMoney(open), toAbsoluteMoney(tx.amount)) <= 0).toBe(true)
    expect(tx.bookingState).toBe(payments.length === 0 ? 'UNASSIGNED' : isZeroMoney(open) ? 'COMPLETELY_ASSIGNED' : 'PARTIALLY_ASSIGNED')
    for (const p of payments) {
      paymentIds.push(p.paymentId)
      const id = p.voucherReferences[0]?.voucherId ?? ''
      settledByVoucher.set(id, [...(settledByVoucher.get(id) ?? []), toAbsoluteMoney(p.originalPaymentAmount ?? p.paymentAmount)])
    }
  }
  for (const id of new Set([...VOUCHER_IDS, ...settledByVoucher.keys()])) {
    const voucher = await run(backend.transactions.getVoucher(id))
    expect(isNegativeMoney(voucher.openAmount)).toBe(false)
    expect(addMoney(voucher.openAmount, sumMoney(settledByVoucher.get(id) ?? []))).toEqual(voucher.totalGrossAmount)
  }
  return { page, paymentIds }
}

const txAt = (at: number) => TRANSACTION_IDS[at % TRANSACTION_IDS.length] ?? TX.rent

class Assign implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: number,
    readonly vouchers: ReadonlyArray<{ readonly at: number; readonly permille: number; readonly strategy: number }>,
    readonly stale: boolean,
  ) {}
  check = () => true
  async run(_m: Model, r: Real) {
    const id = txAt(this.at)
    const before = await checkInvariants(r.backend)
    const tx = before.page.content.find((t) => t.financialTransactionId === id)
    if (tx === undefined) return
    const open = tx.openAmount ?? tx.amount
    const lockVersion = tx.lockVersion ?? 0
    const payments = await Promise.all(
      this.vouchers.map(async (v) => {
        const voucher = await run(r.backend.transactions.getVoucher(VOUCHER_IDS[v.at % VOUCHER_IDS.length] ?? VOUCHER.er201))
        // A share of the voucher's open amount in its sign, in whole cents (integer arithmetic on cents only).
        const centsOpen = BigInt(voucher.openAmount.value.times(100).toFixed(0))
        const share = moneyFromCents((centsOpen * BigInt(v.permille)) / 1000n)
        const strategy = STRATEGIES[v.strategy % STRATEGIES.length]
        return {
          voucherId: voucher.voucherId,
          voucherSource: voucher.voucherSource,
          paymentAmount: voucher.direction === 'income' ? share : subtractMoney(ZERO_MONEY, share),
          ...(strategy === undefined ? {} : { paymentDifferenceStrategy: strategy }),
        }
      }),
    )
    const body = { financialTransactionId: id, lockVersion: this.stale && lockVersion > 0 ? lockVersion - 1 : lockVersion, payments }
    const result = await settle(r.backend.transactions.assignVouchers(body))
    const after = await checkInvariants(r.backend)
    if (this.stale && lockVersion > 0) {
      expect(E.isLeft(result) && result.left._tag === 'ServerIssues' && result.left.status === 409).toBe(true)
    }
    if (E.isLeft(result)) expect(after.paymentIds).toEqual(before.paymentIds)
    else expect(compareMoney(toAbsoluteMoney(result.right.openAmount ?? ZERO_MONEY), toAbsoluteMoney(open)) < 0).toBe(true)
  }
  toString = () => `assign(${txAt(this.at)}, ${JSON.stringify(this.vouchers)}${this.stale ? ', stale' : ''})`
}

class RemovePayment implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: number,
    readonly reverse: boolean,
  ) {}
  check = () => true
  async run(_m: Model, r: Real) {
    const { paymentIds } = await checkInvariants(r.backend)
    const id = paymentIds[this.at % Math.max(paymentIds.length, 1)] ?? 'pay-unknown'
    await settle(
      this.reverse
        ? r.backend.transactions.reversePayment(id, { reverseDate: '2026-11-20' as LocalDate })
        : r.backend.transactions.deletePayment(id),
    )
    await checkInvariants(r.backend)
  }
  toString = () => `${this.reverse ? 'reverse' : 'delete'}(payment #${this.at})`
}

class Ignore implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: number,
    readonly ignore: boolean,
  ) {}
  check = () => true
  async run(_m: Model, r: Real) {
    const id = txAt(this.at)
    const before = (await checkInvariants(r.backend)).page.content.find((t) => t.financialTransactionId === id)
    const result = await settle(
      this.ignore ? r.backend.transactions.ignoreTransaction(id, { ignoreReason: 'Test' }) : r.backend.transactions.unignoreTransaction(id),
    )
    if (this.ignore && before !== undefined && before.bookingState !== 'UNASSIGNED') expect(E.isLeft(result)).toBe(true)
    if (!this.ignore && E.isRight(result)) expect(result.right.ignoreReason ?? null).toBeNull()
    await checkInvariants(r.backend)
  }
  toString = () => `${this.ignore ? 'ignore' : 'unignore'}(${txAt(this.at)})`
}

class Categorise implements fc.AsyncCommand<Model, Real> {
  constructor(readonly at: number) {}
  check = () => true
  async run(_m: Model, r: Real) {
    const id = txAt(this.at)
    const tx = (await checkInvariants(r.backend)).page.content.find((t) => t.financialTransactionId === id)
    if (tx === undefined) return
    const open = tx.openAmount ?? tx.amount
    const income = toPostingDirectionOfAmount(open) === 'income'
    await settle(
      r.backend.transactions.categoriseWithoutReceipt(income ? 'income' : 'outgo', {
        financialVoucher: {
          postingCategoryId: income ? CATEGORY.revenue : CATEGORY.fuel,
          taxRatePercent: 19,
          voucherDate: '2026-11-20' as LocalDate,
          totalGrossAmount: toAbsoluteMoney(open),
          dataSource: 'USER_BROWSER',
        },
        paymentReferences: [{ financialTransactionId: id, lockVersion: tx.lockVersion ?? 0 }],
      }),
    )
    await checkInvariants(r.backend)
  }
  toString = () => `categorise(${txAt(this.at)})`
}

const commandsArbitrary = fc.commands(
  [
    fc
      .tuple(
        fc.nat(),
        fc.array(fc.record({ at: fc.nat(), permille: fc.integer({ min: 1, max: 1200 }), strategy: fc.nat() }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
      )
      .map(([at, vouchers, stale]) => new Assign(at, vouchers, stale)),
    fc.tuple(fc.nat(), fc.boolean()).map(([at, reverse]) => new RemovePayment(at, reverse)),
    fc.tuple(fc.nat(), fc.boolean()).map(([at, ignore]) => new Ignore(at, ignore)),
    fc.nat().map((at) => new Categorise(at)),
  ],
  { maxCommands: 12 },
)

export const transactionModelContract = (name: string, makeBackend: () => Promise<BackendUnderTest>, numRuns: number) =>
  describe(`${name}: transaction bookkeeping as a state machine`, () => {
    it('keeps every open amount exact and in sign, books nothing twice with one lockVersion, and never answers 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(commandsArbitrary, async (commands) => {
          const { backend, close } = await makeBackend()
          try {
            // The seed itself holds every invariant (and every run asserts, even one without commands).
            await checkInvariants(backend)
            await fc.asyncModelRun(() => ({ model: {}, real: { backend } }), commands)
          } finally {
            await close()
          }
        }),
        { numRuns },
      )
      expect(numRuns).toBeGreaterThan(0)
    }, 120_000)
  })
