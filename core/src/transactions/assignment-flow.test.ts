import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents, type Money } from '../money/money.ts'
import {
  startAssignmentFlow,
  toAssignmentSubject,
  transitionAssignmentFlow,
} from './assignment-flow.ts'
import type { AssignmentFlowEvent, AssignmentFlowState } from './assignment-flow-model.ts'
import type { Voucher } from './wire.ts'

const m = (cents: number): Money => moneyFromCents(BigInt(cents))
const d = (iso: string) => iso as LocalDate
const invoice = (id: string, cents: number): Voucher => ({
  voucherId: id,
  voucherSource: 'SALES_VOUCHER',
  voucherType: 'salesinvoice',
  direction: 'income',
  voucherNumber: id,
  voucherDate: d('2026-01-02'),
  totalGrossAmount: m(cents),
  openAmount: m(cents),
})

const start = (cents: number): AssignmentFlowState =>
  transitionAssignmentFlow(
    startAssignmentFlow(
      toAssignmentSubject({
        kind: 'transaction',
        transaction: { financialTransactionId: 't1', amount: m(cents), bookingState: 'UNASSIGNED', lockVersion: 4, transactionDate: d('2026-02-01') },
      }),
    )[0],
    { type: 'reloaded', reload: { payments: [], openAmount: m(cents), bookingState: 'UNASSIGNED', lockVersion: 4 } },
  )[0]

const run = (state: AssignmentFlowState, ...events: AssignmentFlowEvent[]) => {
  let effects: ReturnType<typeof transitionAssignmentFlow>[1] = []
  for (const e of events) [state, effects] = transitionAssignmentFlow(state, e)
  return { state, effects }
}

describe('the assignment flow', () => {
  it('books two invoices paid with a cash discount: asks the options for the partly paid one, sends the chosen strategy', () => {
    const a = invoice('RE-1', 10000)
    const b = invoice('RE-2', 5000)
    const asked = run(start(14700), { type: 'voucherToggled', voucher: a }, { type: 'voucherToggled', voucher: b }, { type: 'assignRequested' })
    expect(asked.effects).toEqual([{ type: 'getPaymentOptions', voucher: b, request: { financialTransactionId: 't1', voucherId: 'RE-2', voucherSource: 'SALES_VOUCHER', paymentAmount: m(4700) } }])
    const options = [
      { strategy: 'PARTIAL_PAYMENT' as const, paymentAmount: m(4700), missingPaymentAmount: m(300) },
      { strategy: 'CASH_DISCOUNT' as const, paymentAmount: m(4700), missingPaymentAmount: m(300) },
    ]
    const shown = run(asked.state, { type: 'paymentOptionsLoaded', voucher: b, paymentAmount: m(4700), options })
    expect(shown.state.dialog?.kind).toBe('paymentDifference')
    const sent = run(shown.state, { type: 'strategyChosen', strategy: 'CASH_DISCOUNT' })
    expect(sent.effects).toEqual([
      {
        type: 'assign',
        body: {
          financialTransactionId: 't1',
          lockVersion: 4,
          paymentDate: '2026-02-01',
          note: null,
          payments: [
            { voucherId: 'RE-1', voucherSource: 'SALES_VOUCHER', paymentAmount: m(10000) },
            { voucherId: 'RE-2', voucherSource: 'SALES_VOUCHER', paymentAmount: m(4700), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
          ],
        },
      },
    ])
    const done = run(sent.state, { type: 'assignSucceeded' })
    expect(done.effects.map((e) => e.type)).toEqual(['emit', 'reload'])
    expect(done.state).toMatchObject({ selection: [], successKey: 'hub.paymentSaved', phase: 'idle' })
  })

  it('refuses a strategy that was not offered, on the strategy field', () => {
    const v = invoice('RE-1', 10000)
    const s = run(start(9700), { type: 'voucherToggled', voucher: v }, { type: 'assignRequested' }, {
      type: 'paymentOptionsLoaded', voucher: v, paymentAmount: m(9700), options: [{ strategy: 'CASH_DISCOUNT', paymentAmount: m(9700), missingPaymentAmount: m(300) }],
    }, { type: 'strategyChosen', strategy: 'DUNNING_FEE' })
    expect(s.effects).toEqual([])
    expect(s.state.issues).toEqual([{ field: 'paymentDifferenceStrategy', key: 'transactions.invalidDifferenceStrategy' }])
  })

  it('does not send a selection of the other sign; says why on the booking bar', () => {
    const s = run(start(-5000), { type: 'voucherToggled', voucher: invoice('RE-1', 100) }, { type: 'assignRequested' })
    expect(s.effects).toEqual([])
    expect(s.state.issues).toEqual([{ field: 'voucherPayments', key: 'transactions.selectionSignDiffers' }])
  })

  it('reloads on a lockVersion conflict, keeps the selection and books nothing', () => {
    const v = invoice('RE-1', 10000)
    const s = run(start(10000), { type: 'voucherToggled', voucher: v }, { type: 'assignRequested' }, { type: 'callFailed', failure: { kind: 'conflict', text: 'x', fieldErrors: {} } })
    expect(s.effects.map((e) => e.type)).toEqual(['reload'])
    expect(s.state.selection).toEqual([v])
    expect(s.state.failure?.kind).toBe('conflict')
  })

  it('sends the same assignment again on retry after a passing trouble', () => {
    const v = invoice('RE-1', 10000)
    const first = run(start(10000), { type: 'voucherToggled', voucher: v }, { type: 'assignRequested' })
    const again = run(first.state, { type: 'callFailed', failure: { kind: 'retryable', text: 'x', fieldErrors: {} } }, { type: 'retryRequested' })
    expect(again.effects).toEqual(first.effects)
  })

  it('reverses a journalized payment not before its voucher date', () => {
    const payment = { paymentId: 'p1', paymentAmount: m(100), voucherReferences: [], journalized: true, voucherDate: d('2026-01-10') }
    const opened = run(start(100), { type: 'dialogOpened', dialog: { kind: 'reversePayment', payment } })
    const early = run(opened.state, { type: 'reversalSubmitted', paymentId: 'p1', reverseDate: d('2026-01-09'), voucherDate: d('2026-01-10'), today: d('2026-03-01') })
    expect(early.state.issues).toEqual([{ field: 'reverseDate', key: 'transactions.reverseDateBeforeVoucherDate' }])
    const ok = run(opened.state, { type: 'reversalSubmitted', paymentId: 'p1', reverseDate: d('2026-01-10'), voucherDate: d('2026-01-10'), today: d('2026-03-01') })
    expect(ok.effects).toEqual([{ type: 'change', subject: opened.state.subject, change: { kind: 'reversePayment', paymentId: 'p1', reverseDate: '2026-01-10' } }])
  })

  it('categorises a card payment at 19 %: a financial voucher of the open amount, positive', () => {
    const category = { postingCategoryId: 'c-fuel', name: 'Kraftstoff', directions: ['outgo' as const], taxRatesPercent: [19], paymentCategory: true, financialVoucherApplicable: true }
    const s = run(start(-5950), { type: 'categoriseSubmitted', category, taxRatePercent: 19, note: ' Tanken ', today: d('2026-03-01') })
    expect(s.effects).toEqual([
      {
        type: 'change',
        subject: s.state.subject,
        change: {
          kind: 'categorise',
          direction: 'outgo',
          body: {
            financialVoucher: { postingCategoryId: 'c-fuel', taxRatePercent: 19, voucherDate: '2026-02-01', totalGrossAmount: m(5950), dataSource: 'USER_BROWSER' },
            paymentReferences: [{ financialTransactionId: 't1', lockVersion: 4 }],
            note: 'Tanken',
            purpose: null,
          },
        },
      },
    ])
  })

  it('announces the reservation change for a reserved transaction', () => {
    const [state] = startAssignmentFlow(toAssignmentSubject({ kind: 'reserved', reserved: { reservedFinancialTransactionId: 'r1', amount: m(-100), lockVersion: 1 } }))
    const s = run({ ...state, dialog: { kind: 'deleteReservedPayments' } }, { type: 'deleteReservedConfirmed' }, { type: 'changeSucceeded', change: { kind: 'deleteReservedPayments' } })
    expect(s.effects[0]).toEqual({ type: 'emit', events: ['transaction_changed', 'update_pending_counts', 'reservation_changed'] })
  })
})
