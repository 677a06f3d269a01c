/**
 * Model-based test of the assignment panel's flow (fast-check commands): random clicks, dialogs and server answers,
 * with the invariants of issue 12 checked after every step: never two calls that change the books in flight, never an
 * assignment of a selection the booking bar refuses, a conflict reloads and books nothing, every success reloads and
 * announces the finance events, a double click sends once.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { isZeroMoney, moneyFromCents, negateMoney, sumMoney, type Money } from '../money/money.ts'
import { startAssignmentFlow, toAssignmentSubject, toSelectionBookingBar, transitionAssignmentFlow } from './assignment-flow.ts'
import type { AssignmentFailure, AssignmentFlowEffect, AssignmentFlowEvent, AssignmentFlowState } from './assignment-flow-model.ts'
import type { PaymentOption, VoucherPayment } from './model.ts'
import { toPostingDirectionOfAmount } from './payment-rules.ts'
import type { Voucher } from './wire.ts'

const m = (cents: number): Money => moneyFromCents(BigInt(cents))
const date = (iso: string) => iso as LocalDate

const voucher = (id: string, direction: 'income' | 'outgo', openCents: number): Voucher => ({
  voucherId: id,
  voucherSource: 'SALES_VOUCHER',
  voucherType: direction === 'income' ? 'salesinvoice' : 'purchaseinvoice',
  direction,
  voucherNumber: `RE-${id}`,
  voucherDate: date('2026-01-10'),
  totalGrossAmount: m(openCents),
  openAmount: m(openCents),
})

const VOUCHERS: ReadonlyArray<Voucher> = [
  voucher('a', 'income', 10000),
  voucher('b', 'income', 5000),
  voucher('c', 'outgo', 3000),
  voucher('d', 'income', 9700),
]

const failure = (kind: AssignmentFailure['kind']): AssignmentFailure => ({ kind, text: 'Fehler', fieldErrors: {} })
const payment: VoucherPayment = { paymentId: 'p1', paymentAmount: m(5000), voucherReferences: [{ voucherId: 'b', voucherSource: 'SALES_VOUCHER' }], voucherDate: date('2026-01-10') }

const MUTATING = new Set<AssignmentFlowEffect['type']>(['assign', 'assignReserved', 'change', 'getPaymentOptions'])

interface Real {
  state: AssignmentFlowState
  pending: AssignmentFlowEffect[]
  /** The server's open amount and lockVersion: an assignment with a stale lockVersion is the conflict. */
  serverOpen: Money
  serverLock: number
  booked: number
}
type Model = Record<string, never>

const seen = new Set<string>()

const dispatch = (real: Real, event: AssignmentFlowEvent): void => {
  const before = real.state
  const [next, effects] = transitionAssignmentFlow(before, event)
  real.state = next
  seen.add(`${event.type}:${next.phase}`)
  for (const fx of effects) {
    if (fx.type === 'assign' || fx.type === 'assignReserved') {
      const bar = toSelectionBookingBar(before)
      expect(bar.kind, 'an assignment of a selection the booking bar refuses').not.toMatch(/^(empty|notAllowed)$/)
      const sum = sumMoney(fx.body.payments.map((p) => p.paymentAmount))
      expect(toPostingDirectionOfAmount(sum), 'the payments sum to the transaction sign').toBe(toPostingDirectionOfAmount(before.subject.openAmount))
      expect(fx.body.payments.every((p) => !isZeroMoney(p.paymentAmount)), 'no payment of 0').toBe(true)
    }
    if (MUTATING.has(fx.type)) {
      expect(real.pending.filter((p) => MUTATING.has(p.type)), 'two calls in flight').toEqual([])
    }
    if (fx.type !== 'emit') real.pending.push(fx)
  }
  if (event.type === 'callFailed' && event.failure.kind === 'conflict' && before.phase !== 'idle' && before.phase !== 'choosingStrategy') {
    expect(effects.some((fx) => fx.type === 'reload'), 'a conflict reloads').toBe(true)
  }
  if ((event.type === 'assignSucceeded' && before.phase === 'assigning') || (event.type === 'changeSucceeded' && before.phase === 'changing')) {
    expect(effects.map((fx) => fx.type).sort(), 'a success announces and reloads').toEqual(['emit', 'reload'])
  }
}

/** The server's options for the asked payment; every third answer is a wrong one (an amount of the other sign). */
const optionsFor = (paymentAmount: Money, choice: number): ReadonlyArray<PaymentOption> => {
  const amount = choice % 3 === 2 ? negateMoney(paymentAmount) : paymentAmount
  return [
    { strategy: 'PARTIAL_PAYMENT', paymentAmount: amount, missingPaymentAmount: m(300) },
    { strategy: 'CASH_DISCOUNT', paymentAmount: amount, missingPaymentAmount: m(300) },
    { strategy: 'OVERPAYMENT', paymentAmount: amount, surplusPaymentAmount: m(300) },
  ]
}

/** Answers the oldest open call: 0 success, 1 conflict, 2 passing trouble, 3 refusal. */
const answer = (real: Real, choice: number): void => {
  const fx = real.pending.shift()
  if (fx === undefined) return
  const outcome = choice % 4
  switch (fx.type) {
    case 'reload':
      return dispatch(real, choice % 5 === 4
        ? { type: 'reloadFailed', failure: failure('retryable') }
        : { type: 'reloaded', reload: { payments: [payment], openAmount: real.serverOpen, bookingState: 'PARTIALLY_ASSIGNED', lockVersion: real.serverLock } })
    case 'getPaymentOptions':
      return dispatch(real, outcome === 0
        ? { type: 'paymentOptionsLoaded', voucher: fx.voucher, paymentAmount: fx.request.paymentAmount, options: choice % 8 < 4 ? optionsFor(fx.request.paymentAmount, choice) : [] }
        : { type: 'callFailed', failure: failure(outcome === 1 ? 'conflict' : outcome === 2 ? 'retryable' : 'refused') })
    case 'assign':
    case 'assignReserved':
      if (fx.body.lockVersion !== real.serverLock || outcome === 1) return dispatch(real, { type: 'callFailed', failure: failure('conflict') })
      if (outcome === 0) {
        real.booked += 1
        real.serverLock += 1
        return dispatch(real, { type: 'assignSucceeded' })
      }
      return dispatch(real, { type: 'callFailed', failure: failure(outcome === 2 ? 'retryable' : 'refused') })
    case 'change':
      if (outcome === 0) {
        real.serverLock += 1
        return dispatch(real, { type: 'changeSucceeded', change: fx.change })
      }
      return dispatch(real, { type: 'callFailed', failure: failure(outcome === 1 ? 'conflict' : outcome === 2 ? 'retryable' : 'refused') })
    case 'emit':
      return undefined
  }
}

const command = (name: string, run: (real: Real) => void): fc.Command<Model, Real> => ({
  check: () => true,
  run: (_model, real) => run(real),
  toString: () => name,
})

const click = (name: string, event: AssignmentFlowEvent) => fc.constant(command(name, (r) => dispatch(r, event)))

const commands = [
  fc.nat().map((c) => command(`answer(${c})`, (r) => answer(r, c))),
  fc.nat().map((c) => command(`answer(${c})`, (r) => answer(r, c))),
  fc.nat().map((c) => command(`answer(${c})`, (r) => answer(r, c))),
  fc.constantFrom(...VOUCHERS).map((v) => command(`toggle(${v.voucherId})`, (r) => dispatch(r, { type: 'voucherToggled', voucher: v }))),
  click('assign', { type: 'assignRequested' }),
  fc.constant(
    command('doubleClick', (r) => {
      const before = r.pending.filter((fx) => MUTATING.has(fx.type)).length
      dispatch(r, { type: 'assignRequested' })
      dispatch(r, { type: 'assignRequested' })
      expect(r.pending.filter((fx) => MUTATING.has(fx.type)).length - before, 'a double click sends once').toBeLessThanOrEqual(1)
    }),
  ),
  fc.constantFrom('CASH_DISCOUNT', 'PARTIAL_PAYMENT', 'OVERPAYMENT', null).map((s) => command(`choose(${s})`, (r) => dispatch(r, { type: 'strategyChosen', strategy: s as never }))),
  click('retry', { type: 'retryRequested' }),
  click('close dialog', { type: 'dialogClosed' }),
  click('reload', { type: 'reloadRequested' }),
  click('open delete', { type: 'dialogOpened', dialog: { kind: 'deletePayment', payment } }),
  click('confirm delete', { type: 'deleteConfirmed', payment }),
  click('open ignore', { type: 'dialogOpened', dialog: { kind: 'ignore' } }),
  click('ignore', { type: 'ignoreSubmitted', reason: 'privat' }),
  click('open reverse', { type: 'dialogOpened', dialog: { kind: 'reversePayment', payment } }),
  click('reverse early', { type: 'reversalSubmitted', paymentId: 'p1', reverseDate: date('2026-01-01'), voucherDate: date('2026-01-10'), today: date('2026-03-01') }),
  click('reverse', { type: 'reversalSubmitted', paymentId: 'p1', reverseDate: date('2026-02-01'), voucherDate: date('2026-01-10'), today: date('2026-03-01') }),
]

/** The transitions every run of the test reaches in some session (a retry needs a failed call first: the rarest). */
const STEPS_REACHED = ['assignRequested:assigning', 'assignRequested:askingOptions', 'paymentOptionsLoaded:choosingStrategy', 'callFailed:idle', 'assignSucceeded:idle', 'changeSucceeded:idle', 'retryRequested:assigning']

test('random sessions: one call at a time, no refused selection booked, conflict and success reload', () => {
  const sessions = fc.property(fc.integer({ min: -30000, max: 30000 }).filter((c) => c !== 0), fc.commands(commands, { maxCommands: 50, size: 'max' }), (cents, cmds) => {
      const subject = toAssignmentSubject({
        kind: 'transaction',
        transaction: { financialTransactionId: 't1', amount: m(cents), openAmount: m(cents), bookingState: 'UNASSIGNED', lockVersion: 1, transactionDate: date('2026-02-01') },
      })
      const [state, effects] = startAssignmentFlow(subject)
      const real: Real = { state, pending: [...effects], serverOpen: m(cents), serverLock: 1, booked: 0 }
      fc.modelRun(() => ({ model: {}, real }), cmds)
      // Let every call answer: the panel settles idle or waiting for the user's strategy.
      for (let i = 0; i < 20 && real.pending.length > 0; i++) answer(real, 0)
      expect(['idle', 'choosingStrategy']).toContain(real.state.phase)
    })
  fc.assert(sessions, { numRuns: 400 })
  // 400 sessions missed the rarest step about once in 30 runs: more sessions until every step was reached (or 2,000).
  for (let round = 0; round < 4 && !STEPS_REACHED.every((step) => seen.has(step)); round++) fc.assert(sessions, { numRuns: 400 })
  for (const step of STEPS_REACHED) expect([...seen], step).toContain(step)
})
