/**
 * The transaction lists (hub-and-business-account 2.1; transactions-import-proposals 4, 7): rows, filters, paging,
 * the address as the list's state, failures, the assignment panel's opening, finance events and the navigation's
 * counts, against a fake backend that states every call it expects.
 */
import {
  FinancialTransactionCodec,
  ReservedTransactionCodec,
  serverIssues,
  type Backend,
  type BackendError,
  type FinancialTransactionWire,
  type ReservedTransaction,
  type ReservedTransactionPage,
  type TransactionPage,
  type TransactionPort,
  type TransactionsQuery,
} from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { AssignmentPanelProps } from '../assignment/index.ts'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { flush, passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccount, renderApp, setViewportWidth, wireAccount } from '../../test/render-app.tsx'
import { backendWith, left, QUIET_PENDING_PROPOSALS, QUIET_TRANSACTION_SUMMARIES, right } from '../../test/backend-with.ts'

/** The assignment panel has its own tests: here a stand-in that shows what it was opened for. */
vi.mock('../assignment/index.ts', () => ({
  AssignmentPanel: ({ target, onClose }: AssignmentPanelProps) => (
    <ModalOverlay isOpen onOpenChange={(open) => open || onClose()}>
      <Modal>
        <Dialog aria-label="Zuordnung">
          <p data-testid="panel-target">
            {target.kind === 'transaction' ? `transaction ${target.transaction.financialTransactionId}` : `reserved ${target.reserved.reservedFinancialTransactionId}`}
          </p>
          <button onClick={onClose}>Zuordnung schließen</button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  ),
}))

withFakeTimers()

beforeAll(async () => {
  await import('./pages.ts').then((m) => m.loadTransactionPages())
  await import('./TransactionNavCount.tsx')
})

beforeEach(() => setViewportWidth(1920))

const decodeTx = (wire: FinancialTransactionWire) => {
  const decoded = FinancialTransactionCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('test transaction does not decode')
  return decoded.right
}

const tx = (id: string, more: Partial<FinancialTransactionWire> = {}): FinancialTransactionWire => ({
  financialTransactionId: id,
  amount: -1234.5,
  bookingState: 'UNASSIGNED',
  transactionDate: '2026-11-20',
  purpose: `Rechnung ${id}`,
  recipientOrSenderName: `Lieferant ${id}`,
  financialAccountId: 'giro',
  financialAccount: { financialAccountId: 'giro', name: 'Geschäftskonto Sparkasse', brandLogoUrlLight: 'https://logos.example/sparkasse.svg' },
  ...more,
})

const pageOf = (rows: ReadonlyArray<FinancialTransactionWire>, totalElements = rows.length, pageNumber = 0): TransactionPage => ({
  content: rows.map(decodeTx),
  totalElements,
  pageNumber,
  pageSize: 50,
})

const reserved = (id: string, more: Record<string, unknown> = {}): ReservedTransaction => {
  const decoded = ReservedTransactionCodec.decode({
    reservedFinancialTransactionId: id,
    amount: -49.99,
    createdDate: '2026-11-21',
    purpose: `Kartenzahlung ${id}`,
    recipientOrSenderName: `Händler ${id}`,
    financialAccountId: 'giro',
    ...more,
  })
  if (E.isLeft(decoded)) throw new Error('test reserved transaction does not decode')
  return decoded.right
}

const ACCOUNTS = [
  decodeAccount(wireAccount('giro', { name: 'Geschäftskonto Sparkasse' })),
  decodeAccount(wireAccount('kasse', { name: 'Barkasse' })),
]

/**
 * A backend whose transaction calls are the given ones, the summaries and the minicard's proposals quiet unless given;
 * any other call fails the test loudly.
 */
const transactionsBackend = (transactions: Partial<TransactionPort>): Backend =>
  backendWith({ accounts: ACCOUNTS, privileges: [], transactions: { ...QUIET_TRANSACTION_SUMMARIES, ...transactions }, proposals: QUIET_PENDING_PROPOSALS })

const listing = (answer: (query: TransactionsQuery) => TE.TaskEither<BackendError, TransactionPage>) => vi.fn((query: TransactionsQuery) => answer(query))

const rowsOf = async () => {
  const table = await screen.findByRole('table')
  return within(table).getAllByRole('row').slice(1)
}

describe('the lists and their rows', () => {
  it('/transactions shows every row with date, account logo and name, counterparty, purpose, amount and state, in de-DE', async () => {
    const listTransactions = listing(() =>
      right(
        pageOf([
          tx('a'),
          tx('b', { bookingState: 'PARTIALLY_ASSIGNED', amount: 2500, openAmount: 1000.25, financialAccount: { name: 'Barkasse' }, financialAccountId: 'kasse' }),
          tx('c', { bookingState: 'COMPLETELY_ASSIGNED' }),
          tx('d', { pendingProposalId: 'p1' }),
          tx('e', { amount: 0 }),
        ]),
      ),
    )
    renderApp(transactionsBackend({ listTransactions }), '/transactions')
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Umsätze' })).toBeTruthy()
    const rows = await rowsOf()
    expect(rows).toHaveLength(5)
    const first = rows[0] as HTMLElement
    expect(first.textContent).toContain('20.11.2026')
    expect(first.textContent).toMatch(/-1\.234,50\s€/)
    expect(first.textContent).toContain('Lieferant a')
    expect(first.textContent).toContain('Rechnung a')
    expect(first.textContent).toContain('Geschäftskonto Sparkasse')
    expect(within(first).getByRole('img', { name: 'Logo von Geschäftskonto Sparkasse' }).getAttribute('src')).toBe('https://logos.example/sparkasse.svg')
    expect(within(first).getByText('Offen').className).toContain('tx-state-open')
    // No logo: the account's initials stand in (hidden from screen readers, the name beside them is read).
    const second = rows[1] as HTMLElement
    expect(within(second).queryByRole('img')).toBeNull()
    expect(second.querySelector('.tx-account-initials')?.textContent).toBe('B')
    expect(second.textContent).toContain('Teilweise zugeordnet')
    expect(second.textContent).toMatch(/Offen: 1\.000,25\s€/)
    expect(rows[2]?.textContent).toContain('Zugeordnet')
    expect(rows[3]?.textContent).toContain('Vorschlag')
    expect(rows[4]?.textContent).toContain('Info')
    expect(listTransactions).toHaveBeenCalledWith(
      { pageNumber: 0, pageSize: 50, ignored: false, assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'] },
      expect.anything(),
    )
  })

  it.each([
    ['/transactionswop', 'Nicht zugeordnet', { ignored: false, assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'] }],
    ['/transactionshidden', 'Ausgeblendete Umsätze', { ignored: true, assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'] }],
  ])('%s asks for its filter and is titled %s', async (path, title, filter) => {
    const listTransactions = listing(() => right(pageOf([tx('a', { ignored: path === '/transactionshidden' })])))
    renderApp(transactionsBackend({ listTransactions }), path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    await rowsOf()
    expect(listTransactions).toHaveBeenCalledWith({ pageNumber: 0, pageSize: 50, ...filter }, expect.anything())
    if (path === '/transactionshidden') expect(screen.getByText('Ausgeblendet')).toBeTruthy()
  })

  it('shows server text as text, never as HTML; long text is whole in the DOM and in its title', async () => {
    const purpose = `<img src=x onerror="alert(1)"><b>fett</b> ${'sehr lang '.repeat(30)}`
    renderApp(transactionsBackend({ listTransactions: () => right(pageOf([tx('a', { purpose, recipientOrSenderName: '<script>x</script>' })])) }), '/transactions')
    const [row] = await rowsOf()
    expect(row?.querySelector('b')).toBeNull()
    expect(row?.querySelector('script')).toBeNull()
    expect(within(row as HTMLElement).getAllByRole('img')).toHaveLength(1) // the account's logo only
    expect(within(row as HTMLElement).getByText('<script>x</script>')).toBeTruthy()
    expect(within(row as HTMLElement).getByTitle(purpose.trim()).textContent).toBe(purpose.trim())
  })

  it('becomes cards on a 390 px screen, every field named, each with its open button', async () => {
    setViewportWidth(390)
    renderApp(transactionsBackend({ listTransactions: () => right(pageOf([tx('a'), tx('b')])) }), '/transactions')
    const cards = await screen.findByRole('list', { name: 'Alle Umsätze' })
    const items = within(cards).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(screen.queryByRole('table')).toBeNull()
    expect(within(items[0] as HTMLElement).getByText('Verwendungszweck')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /Umsatz öffnen: Lieferant a/ })).toBeTruthy()
  })

  it('says it loads, then, with nothing to show, says so and what to do', async () => {
    let answer: (page: TransactionPage) => void = () => undefined
    const listTransactions = listing(() => () => new Promise((resolve) => (answer = (page) => resolve(E.right(page)))))
    renderApp(transactionsBackend({ listTransactions }), '/transactionswop')
    expect(await screen.findByText('Umsätze werden geladen …')).toBeTruthy()
    await act(async () => answer(pageOf([])))
    expect(await screen.findByText('Alle Umsätze sind zugeordnet. Es gibt nichts zu tun.')).toBeTruthy()
  })

  it('with filters set and no match, says so and offers to reset them', async () => {
    const user = setupUser()
    const listTransactions = listing((query) => right(pageOf(query.searchTerm === undefined ? [tx('a')] : [])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?searchTerm=nichts')
    expect(await screen.findByText(/Keine Umsätze passen zu diesen Filtern/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect((await rowsOf()).length).toBe(1)
    expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('')
  })
})

describe('filters, search and paging in the address', () => {
  it('asks after typing pauses (debounced), once, with the term, back on page 1', async () => {
    const user = setupUser()
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}-${query.searchTerm ?? ''}`)], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?page=2')
    await rowsOf()
    const reads = listTransactions.mock.calls.length
    await user.type(screen.getByRole('textbox', { name: 'Suche' }), 'Miete')
    // Nothing asked while typing.
    expect(listTransactions).toHaveBeenCalledTimes(reads)
    await passTime(299)
    expect(listTransactions).toHaveBeenCalledTimes(reads)
    expect(router.state.location.search).toBe('?page=2')
    await passTime(1)
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=Miete'))
    await waitFor(() => expect(listTransactions).toHaveBeenCalledTimes(reads + 1))
    expect(listTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ searchTerm: 'Miete', pageNumber: 0 }), expect.anything())
  })

  it('a search term of 1,000 characters gets its German message on the field, stays as typed, and asks nothing', async () => {
    const user = setupUser()
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    await rowsOf()
    const reads = listTransactions.mock.calls.length
    const field = screen.getByRole('textbox', { name: 'Suche' })
    await user.click(field)
    await user.paste('x'.repeat(1000))
    await passTime(300)
    expect(await screen.findByText('Der Suchbegriff darf höchstens 140 Zeichen lang sein.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect((field as HTMLInputElement).value).toHaveLength(1000)
    expect(listTransactions).toHaveBeenCalledTimes(reads)
    expect(router.state.location.search).toBe('')
  })

  it('HTML and SQL in the term are searched for as plain text (core: markup is text), and shown as text', async () => {
    const user = setupUser()
    const term = `<b>x</b>' OR 1=1; --`
    const listTransactions = listing((query) => right(pageOf(query.searchTerm === undefined ? [tx('a')] : [])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    await rowsOf()
    await user.click(screen.getByRole('textbox', { name: 'Suche' }))
    await user.paste(term)
    await passTime(300)
    await waitFor(() => expect(listTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ searchTerm: term }), expect.anything()))
    expect(new URLSearchParams(router.state.location.search).get('searchTerm')).toBe(term)
    expect(document.querySelector('.tx-filters b')).toBeNull()
  })

  it('an end date before the start gets its message on "Bis", nothing is asked; a valid range is asked for', async () => {
    const user = setupUser()
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    await rowsOf()
    const reads = listTransactions.mock.calls.length
    await user.type(screen.getByRole('textbox', { name: 'Von' }), '01.03.2026')
    await user.type(screen.getByRole('textbox', { name: 'Bis' }), '28.02.2026')
    await passTime(300)
    const to = screen.getByRole('textbox', { name: 'Bis' })
    expect(await screen.findByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy()
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(listTransactions).toHaveBeenCalledTimes(reads)
    expect(router.state.location.search).toBe('')
    await user.clear(to)
    await user.type(to, '31.03.2026')
    await passTime(300)
    await waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2026-03-01&dateTo=2026-03-31'))
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }), expect.anything()),
    )
    expect(screen.queryByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeNull()
  })

  it('a field in error holds back only its own part: clearing the search while "Von" is wrong clears the search', async () => {
    const user = setupUser()
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?searchTerm=Miete')
    await rowsOf()
    const from = screen.getByRole('textbox', { name: 'Von' })
    await user.type(from, '31.02.2026')
    await user.clear(screen.getByRole('textbox', { name: 'Suche' }))
    await passTime(300)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(listTransactions).toHaveBeenLastCalledWith(expect.not.objectContaining({ searchTerm: expect.anything() }), expect.anything()))
    // The wrong date stays as typed, with its message, and is asked for nowhere.
    expect((from as HTMLInputElement).value).toBe('31.02.2026')
    expect(from.getAttribute('aria-invalid')).toBe('true')
  })

  it('choosing an account while a field is in error keeps what was typed there, and its message', async () => {
    const user = setupUser()
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    await rowsOf()
    const to = screen.getByRole('textbox', { name: 'Bis' })
    await user.type(screen.getByRole('textbox', { name: 'Von' }), '01.03.2026')
    await user.type(to, '28.02.2026')
    await passTime(300)
    expect(await screen.findByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy()
    await user.click(screen.getByText('Konten: alle'))
    await user.click(screen.getByRole('checkbox', { name: 'Barkasse' }))
    await waitFor(() => expect(router.state.location.search).toBe('?account=kasse'))
    expect((to as HTMLInputElement).value).toBe('28.02.2026')
    expect(screen.getByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy()
  })

  it('filters by the organisation\'s accounts (from the banking account list)', async () => {
    const user = setupUser()
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    await rowsOf()
    await user.click(screen.getByText('Konten: alle'))
    await user.click(screen.getByRole('checkbox', { name: 'Barkasse' }))
    await waitFor(() => expect(router.state.location.search).toBe('?account=kasse'))
    await waitFor(() => expect(listTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ financialAccountIds: ['kasse'] }), expect.anything()))
    expect(screen.getByText('Konten: 1 ausgewählt')).toBeTruthy()
  })

  it('pages 50 at a time with page links and "Seite x von y"', async () => {
    const user = setupUser()
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}`)], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Nächste Seite' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy()
    expect(await screen.findByText('Lieferant p1')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Seite 3' }))
    expect(await screen.findByText('Lieferant p2')).toBeTruthy()
    expect(listTransactions).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 2, pageSize: 50 }), expect.anything())
    expect(screen.queryByRole('link', { name: 'Nächste Seite' })).toBeNull()
  })

  it('a page chosen in the pager is read from its top: the result count above the rows scrolls into view and takes the focus; typing a filter does not', async () => {
    const user = setupUser()
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}-${query.searchTerm ?? ''}`)], 120, query.pageNumber)))
    // jsdom has no layout, so no scrollIntoView: a stand-in for this test only.
    const scrolled = vi.fn()
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true })
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    })
    renderApp(transactionsBackend({ listTransactions }), '/transactions')
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Nächste Seite' }))
    expect(await screen.findByText('Lieferant p1-')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('120 Umsätze'))
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(document.activeElement)
    // A new filter goes back to page 1, and the focus stays in the field typed in.
    const field = screen.getByRole('textbox', { name: 'Suche' })
    await user.type(field, 'Miete')
    await passTime(300)
    expect(await screen.findByText('Lieferant p0-Miete')).toBeTruthy()
    expect(document.activeElement).toBe(field)
    expect(scrolled).toHaveBeenCalledTimes(1)
  })

  it('an address opened anew (reload) shows its filters in the fields and asks for them; back and forward follow', async () => {
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}`)], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?page=2&searchTerm=Miete&dateFrom=2026-01-01&account=giro')
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('Miete')
    expect((screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement).value).toBe('01.01.2026')
    expect(listTransactions).toHaveBeenCalledWith(
      expect.objectContaining({ pageNumber: 1, searchTerm: 'Miete', dateFrom: '2026-01-01', financialAccountIds: ['giro'] }),
      expect.anything(),
    )
    await act(() => router.navigate('/transactions?searchTerm=Strom'))
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('Strom'))
    expect((screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement).value).toBe('')
    await act(() => router.navigate(-1))
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('Miete'))
    expect(await screen.findByText('Seite 2 von 3')).toBeTruthy()
  })

  it('a tampered address reads as the nearest valid state, and the address says so', async () => {
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}`)], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?page=abc&searchTerm=Miete')
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=Miete'))
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy()
    expect(listTransactions.mock.calls.map(([query]) => query.pageNumber)).toEqual(listTransactions.mock.calls.map(() => 0))
  })

  it('a page past the end becomes the last page', async () => {
    const listTransactions = listing((query) => right(pageOf(query.pageNumber < 3 ? [tx(`p${query.pageNumber}`)] : [], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions?page=9')
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'))
    expect(await screen.findByText('Lieferant p2')).toBeTruthy()
  })
})

describe('failures', () => {
  it('TOO_MANY_TRANSACTIONS_IN_SEARCH shows its message as a notice, the filters kept', async () => {
    const listTransactions = listing((query) =>
      query.searchTerm === undefined ? right(pageOf([tx('a')])) : left(serverIssues(400, [{ i18nKey: 'TOO_MANY_TRANSACTIONS_IN_SEARCH', source: 'searchTerm' }])),
    )
    renderApp(transactionsBackend({ listTransactions }), '/transactions?searchTerm=e')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Es sind zu viele Datensätze. Bitte schränken Sie Ihre Filterkriterien ein.')
    expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('e')
    // Asking again the same cannot help: no retry, the way out is a narrower filter.
    expect(within(alert).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
  })

  it.each<[string, BackendError]>([
    ['408', { _tag: 'HttpStatus', status: 408, retryAfterSeconds: undefined }],
    ['429', { _tag: 'HttpStatus', status: 429, retryAfterSeconds: undefined }],
    ['503', { _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined }],
    ['offline', { _tag: 'Network' }],
    ['malformed', { _tag: 'Undecodable', route: 'listTransactions', report: ['content: kein Array'] }],
  ])('a failed read (%s) says so in German with "Erneut versuchen", the filters kept; the retry reads again', async (_name, error) => {
    const user = setupUser()
    let failing = true
    const listTransactions = listing(() => (failing ? left(error) : right(pageOf([tx('a')]))))
    renderApp(transactionsBackend({ listTransactions }), '/transactions?searchTerm=Miete&dateFrom=2026-01-01')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent?.length).toBeGreaterThan(10)
    expect((screen.getByRole('textbox', { name: 'Suche' }) as HTMLInputElement).value).toBe('Miete')
    expect((screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement).value).toBe('01.01.2026')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect((await rowsOf()).length).toBe(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('opening a row: the assignment panel', () => {
  it('opens by a click on the row or by Enter on its button (in tab order), keeps tx in the address, and closes', async () => {
    const user = setupUser()
    const { router } = renderApp(transactionsBackend({ listTransactions: () => right(pageOf([tx('a'), tx('b')])) }), '/transactions?searchTerm=Rechnung')
    const rows = await rowsOf()
    await user.click(within(rows[1] as HTMLElement).getByText('Rechnung b'))
    expect((await screen.findByTestId('panel-target')).textContent).toBe('transaction b')
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe('b')
    expect(new URLSearchParams(router.state.location.search).get('searchTerm')).toBe('Rechnung')
    await user.click(screen.getByRole('button', { name: 'Zuordnung schließen' }))
    await waitFor(() => expect(screen.queryByTestId('panel-target')).toBeNull())
    expect(router.state.location.search).toBe('?searchTerm=Rechnung')
    // By keyboard: the open button is reached with Tab; Enter opens.
    const button = screen.getByRole('button', { name: /^Umsatz öffnen: Lieferant a, .*1\.234,50.*€, 20\.11\.2026$/ })
    for (let i = 0; i < 30 && document.activeElement !== button; i += 1) await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect((await screen.findByTestId('panel-target')).textContent).toBe('transaction a')
  })

  it('closing a panel opened from the list goes back in the history: the next "back" leaves the list, not the same list again', async () => {
    const user = setupUser()
    const listTransactions = listing((query) => right(pageOf([tx(`p${query.pageNumber}`)], 120, query.pageNumber)))
    const { router } = renderApp(transactionsBackend({ listTransactions }), '/transactions')
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Nächste Seite' }))
    expect(await screen.findByText('Lieferant p1')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /^Umsatz öffnen: Lieferant p1/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&tx=p1'))
    await user.click(await screen.findByRole('button', { name: 'Zuordnung schließen' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(screen.queryByTestId('panel-target')).toBeNull()
    await act(() => router.navigate(-1))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('Seite 1 von 3')).toBeTruthy()
  })

  it('a panel that came with the address closes by replacing it (nothing to go back to)', async () => {
    const user = setupUser()
    const { router } = renderApp(transactionsBackend({ listTransactions: () => right(pageOf([tx('a')])) }), '/transactions?tx=a')
    await user.click(await screen.findByRole('button', { name: 'Zuordnung schließen' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('a reload with tx reopens it if it is on the page; else the address forgets it', async () => {
    const listTransactions = () => right(pageOf([tx('a')]))
    const first = renderApp(transactionsBackend({ listTransactions }), '/transactions?tx=a')
    expect((await screen.findByTestId('panel-target')).textContent).toBe('transaction a')
    first.unmount()
    const second = renderApp(transactionsBackend({ listTransactions }), '/transactions?tx=gone')
    await rowsOf()
    await waitFor(() => expect(second.router.state.location.search).toBe(''))
    expect(screen.queryByTestId('panel-target')).toBeNull()
  })
})

/**
 * A navigation link's name with its count. jsdom knows no layout, so it reads the hidden count (a block in a browser,
 * position: absolute) without the space a browser puts before it; the e2e test checks Chromium's own name.
 */
const navName = (label: string, count: number) => new RegExp(`^${label} ?\\(${count} offen\\)$`)

describe('finance events and the navigation counts', () => {
  it('the counts are part of the link names, and list and counts read again after transaction_changed and update_pending_counts', async () => {
    let open = 12
    const listTransactions = listing(() => right(pageOf([tx('a')])))
    const getTransactionSummary = vi.fn(() => right({ requestDate: '2026-11-22', openTransactionsWithProposals: 2, openTransactionsWithoutProposals: open - 2 }))
    const getReservedTransactionSummary = vi.fn(() => right({ numberOfReservedTransactions: 5, numberOfOpenReservedTransactions: 3 }))
    const { store } = renderApp(transactionsBackend({ listTransactions, getTransactionSummary, getReservedTransactionSummary }), '/transactions')
    const nav = await screen.findByRole('navigation', { name: 'Banking' })
    expect(await within(nav).findByRole('link', { name: navName('Nicht zugeordnet', 12) })).toBeTruthy()
    expect(await within(nav).findByRole('link', { name: navName('Vorgemerkt', 3) })).toBeTruthy()
    expect(getTransactionSummary).toHaveBeenCalledWith('2026-11-22', expect.anything())
    const reads = listTransactions.mock.calls.length
    open = 11
    act(() => store.set(emitFinanceEventAtom, 'transaction_changed'))
    await flush()
    expect(await within(nav).findByRole('link', { name: navName('Nicht zugeordnet', 11) })).toBeTruthy()
    await waitFor(() => expect(listTransactions.mock.calls.length).toBe(reads + 1))
    open = 10
    act(() => store.set(emitFinanceEventAtom, 'update_pending_counts'))
    await passTime(100)
    expect(await within(nav).findByRole('link', { name: navName('Nicht zugeordnet', 10) })).toBeTruthy()
  })

  it('nothing to count shows no count; a failed summary shows none either', async () => {
    renderApp(
      transactionsBackend({
        listTransactions: () => right(pageOf([tx('a')])),
        getReservedTransactionSummary: () => left({ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined }),
      }),
      '/transactions',
    )
    await rowsOf()
    await flush()
    const nav = screen.getByRole('navigation', { name: 'Banking' })
    expect(within(nav).getByRole('link', { name: 'Nicht zugeordnet' })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Vorgemerkt' })).toBeTruthy()
    expect(within(nav).queryByText(/offen/)).toBeNull()
  })
})

describe('/reserved (Vorgemerkt)', () => {
  const reservedPage = (rows: ReadonlyArray<ReservedTransaction>, totalElements = rows.length): ReservedTransactionPage => ({
    content: rows,
    totalElements,
    pageNumber: 0,
    pageSize: 50,
  })

  it('lists reserved transactions with their state, filters by account and opens one in the panel', async () => {
    const user = setupUser()
    const listReservedTransactions = vi.fn(() =>
      right(reservedPage([reserved('r1'), reserved('r2', { state: 'partially_assigned', openAmount: -20 }), reserved('r3', { state: 'completely_assigned' })])),
    )
    const { router } = renderApp(transactionsBackend({ listReservedTransactions }), '/reserved')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vorgemerkt' })).toBeTruthy()
    const rows = await rowsOf()
    expect(rows[0]?.textContent).toContain('Offen')
    expect(rows[0]?.textContent).toContain('21.11.2026')
    expect(rows[0]?.textContent).toContain('Geschäftskonto Sparkasse')
    expect(rows[1]?.textContent).toContain('Teilweise zugeordnet')
    expect(rows[1]?.textContent).toMatch(/Offen: -20,00\s€/)
    expect(rows[2]?.textContent).toContain('Zugeordnet')
    expect(listReservedTransactions).toHaveBeenCalledWith({ pageNumber: 0, pageSize: 50 }, expect.anything())
    await user.click(screen.getByRole('button', { name: /Konto/ }))
    await user.click(await screen.findByRole('option', { name: 'Barkasse' }))
    await waitFor(() => expect(router.state.location.search).toBe('?account=kasse'))
    await waitFor(() => expect(listReservedTransactions).toHaveBeenLastCalledWith({ pageNumber: 0, pageSize: 50, financialAccountId: 'kasse' }, expect.anything()))
    await user.click(screen.getByRole('button', { name: /Umsatz öffnen: Händler r2/ }))
    expect((await screen.findByTestId('panel-target')).textContent).toBe('reserved r2')
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe('r2')
  })
})
