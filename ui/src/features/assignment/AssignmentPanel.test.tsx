import {
  FinancialTransactionCodec,
  moneyFromCents,
  serverIssues,
  VoucherCodec,
  type AssignVoucherPaymentsRequest,
  type BackendError,
  type FinancialTransaction,
  type Money,
  type PaymentOption,
  type PostingCategory,
  type TransactionPort,
  type Voucher,
  type VoucherPayment,
} from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { describe, expect, it, vi } from 'vitest'
import { flush, passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { AssignmentPanel } from './AssignmentPanel.tsx'
import type { AssignmentTarget } from './assignment-target.ts'
import { left, right } from '../../test/backend-with.ts'

withFakeTimers()

const m = (cents: number): Money => moneyFromCents(BigInt(cents))

const decodeTx = (wire: unknown): FinancialTransaction => {
  const d = FinancialTransactionCodec.decode(wire)
  if (E.isLeft(d)) throw new Error('test transaction does not decode')
  return d.right
}
const decodeVoucher = (wire: unknown): Voucher => {
  const d = VoucherCodec.decode(wire)
  if (E.isLeft(d)) throw new Error('test voucher does not decode')
  return d.right
}

const customerPayment = decodeTx({
  financialTransactionId: 'tx-1',
  amount: 147,
  openAmount: 147,
  bookingState: 'UNASSIGNED',
  lockVersion: 3,
  transactionDate: '2026-11-20',
  purpose: '<b>RE-1001</b> RE-1002',
  recipientOrSenderName: 'Müller GmbH',
})
const re1 = decodeVoucher({
  voucherId: 'v-1', voucherSource: 'SALES_VOUCHER', voucherType: 'salesinvoice', direction: 'income', voucherNumber: 'RE-1001',
  voucherDate: '2026-11-01', totalGrossAmount: 100, openAmount: 100, contactName: 'Müller GmbH',
})
const re2 = decodeVoucher({
  voucherId: 'v-2', voucherSource: 'SALES_VOUCHER', voucherType: 'salesinvoice', direction: 'income', voucherNumber: 'RE-1002',
  voucherDate: '2026-11-02', totalGrossAmount: 50, openAmount: 50, contactName: 'Müller GmbH', hasCashDiscount: true, cashDiscountPercent: 2,
})

const target: AssignmentTarget = { kind: 'transaction', transaction: customerPayment }

const transactionsPort = (more: Partial<TransactionPort> = {}): Partial<TransactionPort> => ({
  listPayments: () => right([]),
  getBookingState: () => right({ financialTransactionId: 'tx-1', bookingState: 'UNASSIGNED', openAmount: m(14700), lockVersion: 3 }),
  proposeVouchers: () => right([{ voucher: re1, reasons: ['AMOUNT', 'VOUCHER_NUMBER'] }, { voucher: re2, reasons: ['CONTACT_NAME'] }]),
  searchVouchers: () => right({ vouchers: [], totalNumberOfResults: 0 }),
  getFinancialVoucherDefault: () => right({}),
  listPostingCategories: () => right([]),
  ...more,
})

const renderPanel = (more: Partial<TransactionPort> = {}, panelTarget: AssignmentTarget = target) => {
  const backend = fakeBackend(() => right([]), {}, {}, { transactions: transactionsPort(more) })
  const onClose = vi.fn()
  const view = renderInStore(<AssignmentPanel target={panelTarget} onClose={onClose} />, backend)
  return { ...view, onClose, backend }
}

const discountOptions: ReadonlyArray<PaymentOption> = [
  { strategy: 'PARTIAL_PAYMENT', paymentAmount: m(4700), missingPaymentAmount: m(300) },
  { strategy: 'CASH_DISCOUNT', paymentAmount: m(4700), missingPaymentAmount: m(300) },
]

const selectBoth = async (user: ReturnType<typeof setupUser>) => {
  await flush()
  await passTime(400)
  await user.click(await screen.findByRole('checkbox', { name: 'Beleg RE-1001 auswählen' }))
  await user.click(screen.getByRole('checkbox', { name: 'Beleg RE-1002 auswählen' }))
}

describe('AssignmentPanel', () => {
  it('shows the transaction as text: date, counterparty, purpose without markup, amounts, state', async () => {
    renderPanel()
    await flush()
    const dialog = screen.getByRole('dialog', { name: 'Umsatz zuordnen' })
    expect(within(dialog).getByText('<b>RE-1001</b> RE-1002')).toBeTruthy()
    expect(dialog.querySelector('b')).toBeNull()
    expect(within(dialog).getByText('20.11.2026')).toBeTruthy()
    expect(within(dialog).getAllByText('Müller GmbH').length).toBeGreaterThan(0)
    expect(within(dialog).getByTestId('open-amount').textContent).toMatch(/147,00/)
    expect(within(dialog).getByText('Offen', { selector: '.badge' })).toBeTruthy()
  })

  it('assigns a customer payment to two invoices with a cash discount: options, Skonto, one call, events, reload', async () => {
    const user = setupUser()
    const assign = vi.fn((_body: AssignVoucherPaymentsRequest) => right(customerPayment))
    let booked = false
    const { store } = renderPanel({
      getPaymentOptions: () => right(discountOptions),
      assignVouchers: (body) => {
        booked = true
        return assign(body)
      },
      getBookingState: () => right({ financialTransactionId: 'tx-1', bookingState: booked ? 'COMPLETELY_ASSIGNED' : 'UNASSIGNED', openAmount: m(booked ? 0 : 14700), lockVersion: booked ? 4 : 3 }),
    })
    const emitted: string[] = []
    const original = store.set.bind(store)
    vi.spyOn(store, 'set').mockImplementation(((atom: unknown, ...args: unknown[]) => {
      if (atom === emitFinanceEventAtom) emitted.push(String(args[0]))
      return (original as (a: unknown, ...r: unknown[]) => unknown)(atom, ...args)
    }) as typeof store.set)
    await selectBoth(user)
    expect(screen.getByText(/Differenz: -3,00/)).toBeTruthy()
    expect(screen.getByText(/Skonto 2,00/)).toBeTruthy()
    await user.dblClick(screen.getByRole('button', { name: 'Zuordnen' }))
    await flush()
    const difference = await screen.findByRole('dialog', { name: 'Zahlungsdifferenz' })
    await user.click(within(difference).getByRole('radio', { name: /Skonto/ }))
    await user.click(within(difference).getByRole('button', { name: 'Zuordnen' }))
    await flush()
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0]?.[0]).toMatchObject({
      financialTransactionId: 'tx-1',
      lockVersion: 3,
      payments: [
        { voucherId: 'v-1', paymentAmount: m(10000) },
        { voucherId: 'v-2', paymentAmount: m(4700), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
      ],
    })
    expect(await screen.findByText('Die Zahlung wurde gespeichert.')).toBeTruthy()
    expect(emitted).toEqual(['transaction_changed', 'update_pending_counts'])
    expect(screen.getByTestId('open-amount').textContent).toMatch(/0,00/)
  })

  it('refuses a selection of the other sign: the button waits and the bar says why', async () => {
    const user = setupUser()
    const outgo = decodeTx({ financialTransactionId: 'tx-1', amount: -50, bookingState: 'UNASSIGNED', lockVersion: 1 })
    renderPanel({ getBookingState: () => right({ financialTransactionId: 'tx-1', bookingState: 'UNASSIGNED', openAmount: m(-5000), lockVersion: 1 }) }, { kind: 'transaction', transaction: outgo })
    await flush()
    await passTime(400)
    await user.click(await screen.findByRole('checkbox', { name: 'Beleg RE-1001 auswählen' }))
    expect(screen.getByText(/Diese Auswahl ist nicht möglich/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Zuordnen' })).toHaveProperty('disabled', true)
  })

  it('a lockVersion conflict shows its message, reloads and books nothing twice', async () => {
    const user = setupUser()
    const assign = vi.fn(() => left<FinancialTransaction>(serverIssues(409, [{ i18nKey: 'banking.concurrentModification', source: 'lockVersion' }])))
    const bookingState = vi.fn(() => right({ financialTransactionId: 'tx-1', bookingState: 'PARTIALLY_ASSIGNED' as const, openAmount: m(4700), lockVersion: 9 }))
    renderPanel({ getPaymentOptions: () => right([]), assignVouchers: assign, getBookingState: bookingState, proposeVouchers: () => right([{ voucher: re1, reasons: ['AMOUNT'] }]) })
    await flush()
    await passTime(400)
    await user.click(await screen.findByRole('checkbox', { name: 'Beleg RE-1001 auswählen' }))
    // The first read said 47,00 open: 100 would be too much; the open amount decides what is sent.
    await user.click(screen.getByRole('button', { name: 'Zuordnen' }))
    await flush()
    expect(screen.getByRole('alert').textContent).toMatch(/an anderer Stelle geändert/)
    expect(bookingState).toHaveBeenCalledTimes(2)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('a payment error of the server shows on the booking bar, the selection kept', async () => {
    const user = setupUser()
    renderPanel({
      getPaymentOptions: () => right([]),
      assignVouchers: () => left(serverIssues(400, [{ i18nKey: 'transactions.invalidVoucherPaymentAmount', source: 'payments' }])),
    })
    await selectBoth(user)
    await user.click(screen.getByRole('button', { name: 'Zuordnen' }))
    await flush()
    expect(screen.getByRole('alert').textContent).toMatch(/Der Zahlungsbetrag für den Beleg ist ungültig/)
    expect(screen.getByRole('checkbox', { name: 'Beleg RE-1001 auswählen' })).toHaveProperty('checked', true)
  })

  it('a 503 offers a retry that sends the same assignment once more', async () => {
    const user = setupUser()
    const assign = vi.fn<(b: AssignVoucherPaymentsRequest) => TE.TaskEither<BackendError, FinancialTransaction>>()
    assign.mockReturnValueOnce(left({ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined })).mockReturnValue(right(customerPayment))
    renderPanel({ getPaymentOptions: () => right([]), assignVouchers: assign })
    await selectBoth(user)
    await user.click(screen.getByRole('button', { name: 'Zuordnen' }))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await flush()
    expect(assign).toHaveBeenCalledTimes(2)
    expect(assign.mock.calls[1]?.[0]).toEqual(assign.mock.calls[0]?.[0])
    expect(await screen.findByText('Die Zahlung wurde gespeichert.')).toBeTruthy()
  })

  it('reverses a journalized payment: German date, today by default, not before the voucher date', async () => {
    const user = setupUser()
    const payment: VoucherPayment = { paymentId: 'p-1', paymentAmount: m(10000), voucherReferences: [{ voucherId: 'v-1', voucherSource: 'SALES_VOUCHER' }], journalized: true, voucherNumber: 'RE-1001', voucherDate: '2026-11-01' as never }
    const reverse = vi.fn(() => right(customerPayment))
    renderPanel({ listPayments: () => right([payment]), reversePayment: reverse })
    await flush()
    expect(screen.queryByRole('button', { name: 'Zuordnung löschen' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Stornieren' }))
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung stornieren' })
    expect(within(dialog).getByText('Nicht vor dem Belegdatum 01.11.2026')).toBeTruthy()
    const day = within(dialog).getByRole('spinbutton', { name: /Tag/ })
    expect(day.textContent).toMatch(/22/)
    await user.click(day)
    await user.keyboard('01')
    await user.click(within(dialog).getByRole('spinbutton', { name: /Monat/ }))
    await user.keyboard('10')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }))
    expect(await within(dialog).findByText('Das Datum der Stornierung darf nicht vor dem Belegdatum liegen.')).toBeTruthy()
    expect(reverse).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('spinbutton', { name: /Monat/ }))
    await user.keyboard('11')
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }))
    await flush()
    expect(reverse).toHaveBeenCalledWith('p-1', { reverseDate: '2026-11-01' }, expect.anything())
    expect(await screen.findByText('Die Zahlung wurde storniert.')).toBeTruthy()
  })

  it('deletes an assignment after confirming; a refused one shows its German message', async () => {
    const user = setupUser()
    const payment: VoucherPayment = { paymentId: 'p-1', paymentAmount: m(5000), voucherReferences: [], journalized: false, voucherNumber: 'RE-1002' }
    const remove = vi.fn(() => left<FinancialTransaction>(serverIssues(400, [{ i18nKey: 'payments.deleteForbiddenDiscount' }])))
    renderPanel({ listPayments: () => right([payment]), deletePayment: remove })
    await flush()
    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Zuordnung löschen' })
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await flush()
    expect(within(dialog).getByText(/Skontoabzug erzeugt/)).toBeTruthy()
    remove.mockReturnValue(right(customerPayment))
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await flush()
    expect(await screen.findByText('Die Zuordnung wurde entfernt.')).toBeTruthy()
  })

  it('edits a note within its limit', async () => {
    const user = setupUser()
    const payment: VoucherPayment = { paymentId: 'p-1', paymentAmount: m(5000), voucherReferences: [], voucherNumber: 'RE-1002', note: 'alt' }
    const update = vi.fn(() => right(payment))
    renderPanel({ listPayments: () => right([payment]), updatePaymentNote: update })
    await flush()
    await user.click(screen.getByRole('button', { name: 'Notiz bearbeiten' }))
    const dialog = await screen.findByRole('dialog', { name: 'Notiz bearbeiten' })
    const field = within(dialog).getByRole('textbox', { name: 'Notiz' })
    expect(field.getAttribute('maxlength')).toBe('255')
    await user.clear(field)
    await user.type(field, 'Skonto vereinbart')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await flush()
    expect(update).toHaveBeenCalledWith('p-1', 'Skonto vereinbart', expect.anything())
  })

  it('categorises a card payment without receipt at 19 %, with the gas VAT hint in its period', async () => {
    const user = setupUser()
    const card = decodeTx({ financialTransactionId: 'tx-2', amount: -59.5, bookingState: 'UNASSIGNED', lockVersion: 2, transactionDate: '2023-05-10', purpose: 'Kartenzahlung Tankstelle' })
    const fuel: PostingCategory = { postingCategoryId: 'c-fuel', name: 'Kraftstoff', directions: ['outgo'], taxRatesPercent: [0, 7, 19], paymentCategory: true, financialVoucherApplicable: true }
    const categorise = vi.fn(() => right(card))
    const lists = vi.fn(() => right([fuel]))
    renderPanel(
      {
        getBookingState: () => right({ financialTransactionId: 'tx-2', bookingState: 'UNASSIGNED', openAmount: m(-5950), lockVersion: 2 }),
        listPostingCategories: lists,
        categoriseWithoutReceipt: categorise,
        proposeVouchers: () => right([]),
      },
      { kind: 'transaction', transaction: card },
    )
    await flush()
    await passTime(400)
    expect(lists).toHaveBeenCalledWith('outgo', '', expect.anything())
    expect(screen.getByText(/ermäßigte Steuersatz von 7 %/)).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'Kategorie' }))
    await user.click(await screen.findByRole('option', { name: 'Kraftstoff' }))
    await user.click(screen.getByRole('button', { name: /Steuersatz/ }))
    await user.click(await screen.findByRole('option', { name: '19 %' }))
    await user.click(screen.getByRole('button', { name: 'Kategorisieren' }))
    await flush()
    expect(categorise).toHaveBeenCalledWith(
      'outgo',
      expect.objectContaining({
        financialVoucher: expect.objectContaining({ postingCategoryId: 'c-fuel', taxRatePercent: 19, totalGrossAmount: m(5950), voucherDate: '2023-05-10' }),
        paymentReferences: [{ financialTransactionId: 'tx-2', lockVersion: 2 }],
      }),
      expect.anything(),
    )
    expect(await screen.findByText('Der Umsatz wurde kategorisiert.')).toBeTruthy()
  })

  it('a categorisation without category says so on the field', async () => {
    const user = setupUser()
    renderPanel({ proposeVouchers: () => right([]) })
    await flush()
    await user.click(screen.getByRole('button', { name: 'Kategorisieren' }))
    expect(await screen.findByText('Bitte wählen Sie eine Kategorie aus.')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Kategorie' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('ignoring an assigned transaction is refused with its German message; unignoring confirms the note is deleted', async () => {
    const user = setupUser()
    const ignore = vi.fn(() => left<FinancialTransaction>(serverIssues(400, [{ i18nKey: 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN', source: 'financialTransactionId' }])))
    renderPanel({ ignoreTransaction: ignore })
    await flush()
    await user.click(screen.getByRole('button', { name: 'Ausblenden' }))
    const dialog = await screen.findByRole('dialog', { name: 'Umsatz ausblenden' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund (optional)' }), 'privat')
    await user.click(within(dialog).getByRole('button', { name: 'Ausblenden' }))
    await flush()
    expect(within(dialog).getByText('Ein zugeordneter Umsatz kann nicht ausgeblendet werden. Bitte entfernen Sie zuerst die Zuordnung.')).toBeTruthy()
    expect(ignore).toHaveBeenCalledWith('tx-1', { ignoreReason: 'privat', lockVersion: 3 }, expect.anything())
  })

  it('unignores after the confirmation that the note is deleted', async () => {
    const user = setupUser()
    const hidden = decodeTx({ ...FinancialTransactionCodec.encode(customerPayment), ignored: true, ignoreReason: 'privat' })
    const unignore = vi.fn(() => right(customerPayment))
    renderPanel({ unignoreTransaction: unignore }, { kind: 'transaction', transaction: hidden })
    await flush()
    expect(screen.getByText('Ausgeblendet: privat')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Wieder einblenden' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Umsatz wieder einblenden' })
    expect(dialog.textContent).toMatch(/Die Notiz zum Ausblenden wird dabei gelöscht\./)
    await user.click(within(dialog).getByRole('button', { name: 'Wieder einblenden' }))
    await flush()
    expect(unignore).toHaveBeenCalledTimes(1)
    expect(await screen.findByText(/Der Umsatz wird wieder angezeigt/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ausblenden' })).toBeTruthy()
  })

  it('books a reserved transaction with a voucher only, and announces the reservation change', async () => {
    const user = setupUser()
    const assignReserved = vi.fn(() => right({ reservedFinancialTransactionId: 'r-1', amount: m(10000) }))
    renderPanel(
      {
        listReservedPayments: () => right([]),
        listReservedTransactions: () => right({ content: [], totalElements: 0, pageNumber: 0, pageSize: 50 }),
        searchVouchers: () => right({ vouchers: [re1], totalNumberOfResults: 1 }),
        assignReservedVouchers: assignReserved,
      },
      { kind: 'reserved', reserved: { reservedFinancialTransactionId: 'r-1', amount: m(10000), lockVersion: 1, financialAccountId: 'acc-1' } },
    )
    await flush()
    await passTime(400)
    expect(screen.queryByRole('button', { name: 'Kategorisieren' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ausblenden' })).toBeNull()
    await user.click(await screen.findByRole('checkbox', { name: 'Beleg RE-1001 auswählen' }))
    await user.click(screen.getByRole('button', { name: 'Zuordnen' }))
    await flush()
    expect(assignReserved).toHaveBeenCalledWith(
      { reservedFinancialTransactionId: 'r-1', lockVersion: 1, note: null, payments: [{ voucherId: 'v-1', voucherSource: 'SALES_VOUCHER', paymentAmount: m(10000) }] },
      expect.anything(),
    )
  })

  it('searches after a pause in typing, 9 at a time with "Weitere laden"; a too long term is refused on the field', async () => {
    const user = setupUser()
    const search = vi.fn((r: { startResult: number; numResult: number; searchTerm?: string | null }) =>
      right({ vouchers: Array.from({ length: r.numResult }, (_, i) => decodeVoucher({ ...VoucherCodec.encode(re1), voucherId: `s-${i}`, voucherNumber: `S-${i}` })), totalNumberOfResults: 12 }),
    )
    renderPanel({ proposeVouchers: () => right([]), searchVouchers: search })
    await flush()
    await passTime(400)
    search.mockClear()
    const field = screen.getByRole('textbox', { name: 'Belege suchen' })
    await user.type(field, 'S-')
    expect(search).not.toHaveBeenCalled()
    await passTime(400)
    expect(search).toHaveBeenCalledTimes(1)
    expect(search.mock.calls[0]?.[0]).toMatchObject({ searchTerm: 'S-', startResult: 0, numResult: 9 })
    await user.click(screen.getByRole('button', { name: 'Weitere laden' }))
    await flush()
    expect(search.mock.calls.at(-1)?.[0]).toMatchObject({ numResult: 18 })
    await act(async () => {
      await user.clear(field)
      await user.click(field)
      await user.paste('x'.repeat(1000))
    })
    expect(screen.getByRole('textbox', { name: 'Belege suchen' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('Escape closes the panel', async () => {
    const user = setupUser()
    const { onClose } = renderPanel()
    await flush()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
