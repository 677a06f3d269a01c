/** The balance chart on the hub's account cards (issue 15): its line, its text alternative, its reasons for none. */
import { fromWireAmount, httpStatus, type FinancialTransaction, type LocalDate, type TransactionsQuery } from '@kontor/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { decodeAccount, fakeBackend, renderApp, wireAccount } from '../../test/render-app.tsx'
import { backendWith } from '../../test/backend-with.ts'

const eur = (text: string) => E.getOrElseW(() => { throw new Error(text) })(fromWireAmount(text))
const tx = (id: string, date: string, amount: string): FinancialTransaction => ({
  financialTransactionId: id,
  amount: eur(amount),
  bookingState: 'OPEN' as FinancialTransaction['bookingState'],
  transactionDate: date as LocalDate,
  financialAccountId: 'giro',
})

const giro = decodeAccount(wireAccount('giro', { name: 'Giro', type: 'GIRO', bankName: 'Sparkasse', balance: 2345.67 }))
const empty = decodeAccount(wireAccount('leer', { name: 'Leer', type: 'GIRO', bankName: 'Sparkasse', balance: 10 }))

/** A backend whose transaction list answers each account's rows (or fails for it); the list is a spy. */
const chartBackend = (byAccount: Readonly<Record<string, ReadonlyArray<FinancialTransaction> | 'fails'>>) => {
  const listTransactions = vi.fn((query: TransactionsQuery) => () => {
    const answer = byAccount[query.financialAccountIds?.[0] ?? ''] ?? []
    return Promise.resolve(
      answer === 'fails'
        ? E.left(httpStatus(503))
        : E.right({ content: answer, totalElements: answer.length, pageNumber: query.pageNumber, pageSize: query.pageSize }),
    )
  })
  const backend = backendWith({ accounts: [giro, empty], transactions: { listTransactions, getTransactionSummary: () => () => new Promise(() => undefined) } })
  return { backend, listTransactions }
}

const NBSP = '\u00a0'

describe('the balance chart of an account card', () => {
  it('draws the last 90 days and says them in words: from, to, lowest and highest (TEST_NOW is 22.11.2026)', async () => {
    const { backend, listTransactions } = chartBackend({
      giro: [tx('a', '2026-11-20', '1111.11'), tx('b', '2026-10-01', '-234.56'), tx('c', '2026-11-23', '5')],
    })
    renderApp(backend)
    const chart = await screen.findByRole('img', { name: /^Kontostand der letzten 90 Tage/ }, { timeout: 5_000 }) // slow on a busy machine
    expect(chart.getAttribute('aria-label')).toBe(
      `Kontostand der letzten 90 Tage: von 1.469,12${NBSP}€ auf 2.345,67${NBSP}€, niedrigster Stand 1.234,56${NBSP}€ am 01.10.2026, höchster Stand 2.345,67${NBSP}€ am 20.11.2026`,
    )
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M0 [\d.]+( L[\d.]+ [\d.]+){89}$/)
    const list = screen.getByRole('list', { name: 'Verlauf des Kontostands der letzten 90 Tage' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Am 25.08.2026: 1.469,12${NBSP}€`,
      `Niedrigster Stand am 01.10.2026: 1.234,56${NBSP}€`,
      `Höchster Stand am 20.11.2026: 2.345,67${NBSP}€`,
      `Heute, 22.11.2026: 2.345,67${NBSP}€`,
    ])
    expect(listTransactions.mock.calls[0]?.[0]).toMatchObject({ financialAccountIds: ['giro'], dateFrom: '2026-08-25', dateTo: '2026-11-22' })
  })

  it('says why there is no chart for an account without transactions', async () => {
    renderApp(chartBackend({ giro: [] }).backend)
    const card = await screen.findByRole('article', { name: 'Leer' })
    expect(await within(card).findByText('Kein Verlauf: In den letzten 90 Tagen gab es auf diesem Konto keine Umsätze.')).toBeTruthy()
    expect(within(card).queryByRole('img')).toBeNull()
  })

  it('a failed read says so and offers a retry, which reads again', async () => {
    const user = userEvent.setup()
    const answers: Record<string, ReadonlyArray<FinancialTransaction> | 'fails'> = { giro: 'fails' }
    const { backend } = chartBackend(answers)
    renderApp(backend)
    const card = await screen.findByRole('article', { name: 'Giro' })
    expect(await within(card).findByText(/Der Verlauf des Kontostands konnte nicht geladen werden/)).toBeTruthy()
    answers.giro = [tx('a', '2026-11-20', '1')]
    await user.click(within(card).getByRole('button', { name: 'Verlauf von „Giro“ erneut laden' }))
    expect(await within(card).findByRole('img', { name: /^Kontostand der letzten 90 Tage/ })).toBeTruthy()
  })

  it('reads again after transaction_changed and update_account_balances', async () => {
    const { backend, listTransactions } = chartBackend({ giro: [tx('a', '2026-11-20', '1')] })
    const { store } = renderApp(backend)
    await screen.findByRole('img', { name: /^Kontostand der letzten 90 Tage/ })
    const giroReads = () => listTransactions.mock.calls.filter(([q]) => q.financialAccountIds?.[0] === 'giro').length
    const before = giroReads()
    await act(async () => store.set(emitFinanceEventAtom, 'transaction_changed'))
    expect(giroReads()).toBe(before + 1)
    await act(async () => store.set(emitFinanceEventAtom, 'update_account_balances'))
    expect(giroReads()).toBe(before + 2)
  })
})

describe('while a bank sync runs', () => {
  it('the re-read account list (new objects, same balance) does not read the transactions again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const running = decodeAccount(wireAccount('giro', { name: 'Giro', type: 'GIRO', bankName: 'Sparkasse', balance: 2345.67, state: { status: 'RUNNING' } }))
      const listFinancialAccounts = vi.fn(() => () => Promise.resolve(E.right([decodeAccount(wireAccount('giro', { name: 'Giro', type: 'GIRO', bankName: 'Sparkasse', balance: 2345.67, state: { status: 'RUNNING' } }))])))
      const listTransactions = vi.fn((q: TransactionsQuery) => () => Promise.resolve(E.right({ content: [tx('a', '2026-11-20', '1')], totalElements: 1, pageNumber: q.pageNumber, pageSize: q.pageSize })))
      expect(running.state.status).toBe('RUNNING')
      renderApp(fakeBackend(listFinancialAccounts, {}, {}, { transactions: { listTransactions, getTransactionSummary: () => () => new Promise(() => undefined) } }))
      await screen.findByRole('img', { name: /^Kontostand der letzten 90 Tage/ })
      const reads = listTransactions.mock.calls.length
      const lists = listFinancialAccounts.mock.calls.length
      await act(async () => vi.advanceTimersByTimeAsync(3_000))
      expect(listFinancialAccounts.mock.calls.length).toBeGreaterThan(lists)
      expect(listTransactions.mock.calls.length).toBe(reads)
    } finally {
      vi.useRealTimers()
    }
  })
})
