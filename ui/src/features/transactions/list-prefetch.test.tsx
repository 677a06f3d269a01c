/**
 * The first read of a transaction list starts with its route, while the page's code still loads, and the page takes
 * its answer instead of asking again (issue 12's benchmark: the first row within 300 ms). The page's code is held back
 * here until the test lets it come, so the order is the one the browser has on a first visit.
 */
import {
  FinancialTransactionCodec,
  parseTransactionListSearch,
  toTransactionsQuery,
  type TransactionPage,
  type TransactionsQuery,
} from '@kontor/core'
import { act, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { decodeAccount, renderApp, wireAccount } from '../../test/render-app.tsx'
import { backendWith, QUIET_PENDING_PROPOSALS, QUIET_TRANSACTION_SUMMARIES, right } from '../../test/backend-with.ts'

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open: () => open() }
})

vi.mock('./TransactionsPage.tsx', async (importOriginal) => {
  await gate.opened
  return importOriginal()
})

const pageOf = (ids: ReadonlyArray<string>): TransactionPage => ({
  content: ids.map((id) => {
    const decoded = FinancialTransactionCodec.decode({
      financialTransactionId: id,
      amount: -12.5,
      bookingState: 'UNASSIGNED',
      transactionDate: '2026-11-20',
      purpose: `Rechnung ${id}`,
      recipientOrSenderName: `Lieferant ${id}`,
      financialAccountId: 'giro',
    })
    if (E.isLeft(decoded)) throw new Error('test transaction does not decode')
    return decoded.right
  }),
  totalElements: ids.length,
  pageNumber: 0,
  pageSize: 50,
})

const waitUntil = async (done: () => boolean) => {
  for (let tries = 0; tries < 200 && !done(); tries += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}

describe('the first read of a list, started with its route', () => {
  it('asks once, before the page is there, with the address’s query, and the page shows that answer', async () => {
    const listTransactions = vi.fn((_query: TransactionsQuery) => right(pageOf(['a', 'b'])))
    const { store } = renderApp(
      backendWith({
        accounts: [decodeAccount(wireAccount('giro', { name: 'Geschäftskonto' }))],
        privileges: [],
        transactions: { ...QUIET_TRANSACTION_SUMMARIES, listTransactions },
        proposals: QUIET_PENDING_PROPOSALS,
      }),
      '/transactionswop?searchTerm=Miete',
    )
    await waitUntil(() => listTransactions.mock.calls.length > 0)
    const expected = toTransactionsQuery('open', parseTransactionListSearch(new URLSearchParams('searchTerm=Miete')).state)
    expect(expected).toMatchObject({ pageNumber: 0, searchTerm: 'Miete', ignored: false })
    expect(listTransactions.mock.calls[0]?.[0]).toEqual(expected)
    expect(screen.queryByRole('heading', { name: 'Nicht zugeordnet' })).toBeNull() // the page's code is still held back

    gate.open()
    const table = await screen.findByRole('table', {}, { timeout: 3000 })
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2)
    expect(listTransactions).toHaveBeenCalledTimes(1)

    // Later reads are the page's own: a finance event reads again.
    await act(async () => store.set(emitFinanceEventAtom, 'transaction_changed'))
    await waitUntil(() => listTransactions.mock.calls.length > 1)
    expect(listTransactions).toHaveBeenCalledTimes(2)
  })
})
