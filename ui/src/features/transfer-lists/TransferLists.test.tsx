import {
  BankTransferListEntryCodec,
  PlannedBankTransferCodec,
  serverIssues,
  type BackendError,
  type BankTransferListEntryWire,
  type BankTransferPage,
  type PlannedBankTransfer,
  type PlannedBankTransferWire,
  type ScaAnswer,
  type TransferPort,
} from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, renderApp, setViewportWidth } from '../../test/render-app.tsx'
import { setupRealTimersUser } from '../../test/user.ts'
import { leaveAppAtom } from './transfer-lists.atoms.ts'
import { backendWith, left, right } from '../../test/backend-with.ts'

const decodeEntry = (wire: BankTransferListEntryWire) => {
  const decoded = BankTransferListEntryCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('test entry does not decode')
  return decoded.right
}
const decodePlanned = (wire: PlannedBankTransferWire): PlannedBankTransfer => {
  const decoded = PlannedBankTransferCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('test planned item does not decode')
  return decoded.right
}

const prepared = (id: string, more: Partial<BankTransferListEntryWire> = {}): BankTransferListEntryWire => ({
  bankTransferId: id,
  recipientName: `Lieferant ${id}`,
  recipientIban: 'DE89370400440532013000',
  purpose: `Rechnung ${id}`,
  amount: 1234.56,
  status: 'PENDING',
  dueDate: '2026-11-22',
  availableActions: ['TRANSFER'],
  bankAccountId: 'acc-1',
  ...more,
})

const pageOf = (entries: ReadonlyArray<BankTransferListEntryWire>, total = entries.length): BankTransferPage => ({
  bankTransfers: entries.map(decodeEntry),
  numBankTransfers: total,
})

/** A backend whose transfer calls are the given ones, with no accounts and these privileges. */
const transfersBackend = (transfers: Partial<TransferPort>, privileges: ReadonlyArray<string> = ['FINANCE_LEXBANK_READ']) =>
  backendWith({
    accounts: [],
    privileges,
    // The transfer dialog a combined transfer opens reads the reoccurrences and the chosen transfers as it mounts.
    transfers: {
      getBankTransferSummary: () => right({ numberOfScheduledOrders: 0, numberOfStandingOrders: 0 }),
      listReoccurrences: () => right([]),
      getBankTransfers: () => right([]),
      ...transfers,
    },
  })

beforeEach(() => {
  setViewportWidth(1920)
  window.sessionStorage.clear()
})

describe('prepared transfers (hub-and-business-account 2.5, 4.7)', () => {
  it('shows each row with recipient, IBAN in groups of four, purpose, amount, due label and status', async () => {
    const listPreparedTransfers = vi.fn(() => right(pageOf([prepared('a'), prepared('b', { dueDate: '2026-11-19', status: 'ERROR', errorMessage: 'Konto gesperrt' }), prepared('c', { status: 'IN_PROGRESS', dueDate: '2026-11-25', availableActions: [] })])))
    renderApp(transfersBackend({ listPreparedTransfers }), '/banktransfers/prepared')
    const table = await screen.findByRole('table', { name: 'Vorbereitete' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const first = rows[0]?.textContent ?? ''
    expect(first).toContain('Lieferant a')
    expect(first).toContain('DE89 3704 0044 0532 0130 00')
    expect(first).toContain('Rechnung a')
    expect(first).toMatch(/1\.234,56\s€/)
    expect(first).toContain('Heute fällig')
    expect(rows[1]?.textContent).toContain('Vor 3 Tagen fällig')
    expect(rows[1]?.textContent).toContain('Konto gesperrt')
    expect(rows[2]?.textContent).toContain('In 3 Tagen fällig')
    expect(rows[2]?.textContent).toContain('Die Überweisung wird gerade ausgeführt.')
    // IN_PROGRESS: no action, and it cannot be chosen.
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Löschen|Überweisen/ })).toBeNull()
    expect(within(rows[2] as HTMLElement).getByRole('checkbox')).toHaveProperty('disabled', true)
    expect(listPreparedTransfers).toHaveBeenCalledWith({ pageNumber: 0, pageSize: 50 }, expect.anything())
  })

  it('becomes cards on a narrow screen', async () => {
    setViewportWidth(390)
    renderApp(transfersBackend({ listPreparedTransfers: () => right(pageOf([prepared('a')])) }), '/banktransfers/prepared')
    const cards = await screen.findByRole('list', { name: 'Vorbereitete' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says so when there are none, with a way to create a transfer', async () => {
    renderApp(transfersBackend({ listPreparedTransfers: () => right(pageOf([])) }), '/banktransfers/prepared')
    expect(await screen.findByText('Es gibt keine vorbereiteten Überweisungen.')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Neue Überweisung' }).length).toBeGreaterThan(0)
  })

  it('pages by ?pageNumber counted from 1, and a page past the end becomes the last page', async () => {
    const listPreparedTransfers = vi.fn((query: { pageNumber: number; pageSize: number }) => right(pageOf([prepared(`p${query.pageNumber}`)], 120)))
    const { router } = renderApp(transfersBackend({ listPreparedTransfers }), '/banktransfers/prepared?pageNumber=9')
    await waitFor(() => expect(router.state.location.search).toBe('?pageNumber=3'))
    expect(await screen.findByText('Seite 3 von 3')).toBeTruthy()
    expect(listPreparedTransfers).toHaveBeenLastCalledWith({ pageNumber: 2, pageSize: 50 }, expect.anything())
    await setupRealTimersUser().click(screen.getByRole('link', { name: 'Vorherige Seite' }))
    await waitFor(() => expect(router.state.location.search).toBe('?pageNumber=2'))
    expect(await screen.findByText('Lieferant p1')).toBeTruthy()
  })

  it('a failed read says so in German and reads again on retry, losing nothing', async () => {
    let failing = true
    const listPreparedTransfers = () => (failing ? left<BankTransferPage>({ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined }) : right(pageOf([prepared('a')])))
    renderApp(transfersBackend({ listPreparedTransfers }), '/banktransfers/prepared')
    const alert = await screen.findByRole('alert')
    failing = false
    expect(alert.textContent).toMatch(/Server|erreichbar|später/)
    await setupRealTimersUser().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByText('Lieferant a')).toBeTruthy()
  })

  it('three chosen transfers open the transfer dialog as a combined transfer from their account', async () => {
    const { router } = renderApp(transfersBackend({ listPreparedTransfers: () => right(pageOf([prepared('a'), prepared('b'), prepared('c'), prepared('d', { bankAccountId: 'acc-2' })])) }), '/banktransfers/prepared')
    const user = setupRealTimersUser()
    await screen.findByText('Lieferant a')
    for (const id of ['a', 'b', 'c']) await user.click(screen.getByRole('checkbox', { name: `Lieferant ${id} auswählen` }))
    await user.click(screen.getByRole('button', { name: 'Sammelüberweisung (3)' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/banktransfer'))
    const skey = new URLSearchParams(router.state.location.search).get('skey') ?? ''
    const entry = JSON.parse(window.sessionStorage.getItem(skey) ?? 'null') as Record<string, unknown>
    expect(entry).toMatchObject({ bankTransferIds: ['a', 'b', 'c'], financialAccountFixed: true, financialAccountId: 'acc-1', dialogTitle: 'Sammelüberweisung' })
    expect(typeof entry.savedAt).toBe('number')
  })

  it('deletes a prepared transfer after confirmation, says so and reads the list again', async () => {
    let rows = [prepared('a'), prepared('b')]
    const deleteBankTransfer = vi.fn((id: string) => {
      rows = rows.filter((r) => r.bankTransferId !== id)
      return right({})
    })
    renderApp(transfersBackend({ listPreparedTransfers: () => right(pageOf(rows)), deleteBankTransfer }), '/banktransfers/prepared')
    const user = setupRealTimersUser()
    await user.click(await screen.findByRole('button', { name: 'Löschen: Lieferant a' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Überweisung löschen' })
    expect(dialog.textContent).toContain('Lieferant a')
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(screen.getByTestId('transfer-notice').textContent).toBe('Die Überweisung wurde gelöscht.'))
    await waitFor(() => expect(screen.queryByText('Lieferant a')).toBeNull())
    expect(deleteBankTransfer).toHaveBeenCalledTimes(1)
  })

  it('the executed list shows its own tab with the execution date and no actions', async () => {
    const listExecutedTransfers = vi.fn(() => right(pageOf([prepared('x', { status: 'TRANSFER', executionDate: '2026-11-20', availableActions: [] })])))
    renderApp(transfersBackend({ listExecutedTransfers }), '/banktransfers/executed')
    const table = await screen.findByRole('table', { name: 'Ausgeführte' })
    expect(table.textContent).toContain('20.11.2026')
    expect(within(table).queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ausgeführte' }).getAttribute('aria-current')).toBe('page')
  })
})

describe('planned payments (hub-and-business-account 4.8, 5, 8)', () => {
  const standing = (id: string, more: Partial<PlannedBankTransferWire> = {}): PlannedBankTransferWire => ({
    bankTransferId: id,
    recipientName: `Vermieter ${id}`,
    recipientIban: 'DE02120300000000202051',
    amount: 850,
    status: 'PENDING',
    executionDate: '2026-01-01',
    nextExecutionDate: '2026-12-01',
    reoccurrence: 'MONTHLY',
    ...more,
  })
  const tanChallenge = serverIssues(428, [
    { i18nKey: 'missing_entity', source: 'scaTan', scaContext: { requestedAction: 'DELETE_BANK_TRANSFER', token: 't', financialContactId: 'fc', tanInputRequired: true } },
  ])

  /** A deletion behind a TAN: the first call asks for it, a wrong one is refused (406 invalid_tan), the right one deletes. */
  const deletionWithTan = (answer: (sca: ScaAnswer) => E.Either<BackendError, { declined?: boolean }>) =>
    vi.fn((_id: string, sca?: ScaAnswer) => () => Promise.resolve(sca === undefined ? E.left(tanChallenge) : answer(sca)))

  it('without FINANCE_LEXBANK_READ the planned routes go to the hub', async () => {
    const { router } = renderApp(transfersBackend({}, []), '/planned/standingorder')
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
  })

  it('a privilege read that fails counts as no privileges', async () => {
    const backend = fakeBackend(() => right([]), {}, {}, { privileges: { listPrivileges: () => left({ _tag: 'Network' }) } })
    const { router } = renderApp(backend, '/planned/timedorder')
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
  })

  it('shows standing orders with interval, next execution, last executed and the error with its text', async () => {
    const items = [standing('a'), standing('b', { nextExecutionDate: null, executionDate: '2026-10-01' }), standing('c', { errorType: 'DECLINED', errorMessage: 'Von der Bank abgelehnt' })]
    renderApp(transfersBackend({ listStandingOrders: () => right(items.map(decodePlanned)) }), '/planned/standingorder')
    const table = await screen.findByRole('table', { name: 'Daueraufträge' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('Monatlich')
    expect(rows[0]?.textContent).toContain('Nächste Ausführung am 01.12.2026')
    expect(rows[0]?.textContent).toMatch(/850,00\s€/)
    expect(rows[1]?.textContent).toContain('Zuletzt ausgeführt am 01.10.2026')
    expect(rows[2]?.textContent).toContain('Von der Bank abgelehnt')
  })

  it('deletes a standing order with a TAN: a wrong TAN is asked again, the right one deletes', async () => {
    let items = [standing('a')]
    const deleteBankTransfer = deletionWithTan((sca) => {
      if (sca.tan !== '123456') return E.left(serverIssues(406, [{ i18nKey: 'invalid_tan', source: 'tan' }]))
      items = []
      return E.right({})
    })
    renderApp(transfersBackend({ listStandingOrders: () => right(items.map(decodePlanned)), deleteBankTransfer }), '/planned/standingorder')
    const user = setupRealTimersUser()
    await user.click(await screen.findByRole('button', { name: 'Löschen: Vermieter a' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Dauerauftrag löschen' })).getByRole('button', { name: 'Löschen' }))
    const tanDialog = await screen.findByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    await user.type(within(tanDialog).getByLabelText('TAN'), '999999')
    await user.click(within(tanDialog).getByRole('button', { name: 'Freigeben' }))
    expect(await within(tanDialog).findByText(/TAN ist ungültig/)).toBeTruthy()
    const field = within(tanDialog).getByLabelText('TAN')
    await user.clear(field)
    await user.type(field, '123456')
    await user.click(within(tanDialog).getByRole('button', { name: 'Freigeben' }))
    await waitFor(() => expect(screen.getByTestId('transfer-notice').textContent).toBe('Der Dauerauftrag wurde gelöscht.'))
    expect(await screen.findByText('Es gibt keine Daueraufträge.')).toBeTruthy()
    expect(deleteBankTransfer.mock.calls.map(([, sca]) => sca?.tan)).toEqual([undefined, '999999', '123456'])
  })

  it('a declined standing order deletion shows the info message and the order stays', async () => {
    const deleteBankTransfer = deletionWithTan(() => E.right({ declined: true }))
    renderApp(transfersBackend({ listStandingOrders: () => right([decodePlanned(standing('a'))]), deleteBankTransfer }), '/planned/standingorder')
    const user = setupRealTimersUser()
    await user.click(await screen.findByRole('button', { name: 'Löschen: Vermieter a' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }))
    const tanDialog = await screen.findByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    await user.type(within(tanDialog).getByLabelText('TAN'), '123456')
    await user.click(within(tanDialog).getByRole('button', { name: 'Freigeben' }))
    await waitFor(() => expect(screen.getByTestId('transfer-notice').textContent).toContain('abgelehnt'))
    expect(screen.getByText('Vermieter a')).toBeTruthy()
  })

  it('without MFA the deletion shows MISSING_MFA_ERROR with a link to the MFA set-up', async () => {
    const deleteBankTransfer = vi.fn(() => left<{ declined?: boolean }>(serverIssues(400, [{ i18nKey: 'MISSING_MFA_ERROR', source: 'bankTransferId' }])))
    renderApp(transfersBackend({ listScheduledTransfers: () => right([decodePlanned(standing('s', { reoccurrence: null, nextExecutionDate: null, executionDate: '2026-12-05' }))]), deleteBankTransfer }), '/planned/timedorder')
    const user = setupRealTimersUser()
    expect((await screen.findByRole('table', { name: 'Terminüberweisungen' })).textContent).toContain('Ausführung am 05.12.2026')
    await user.click(screen.getByRole('button', { name: 'Löschen: Vermieter s' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Terminüberweisung löschen' })).getByRole('button', { name: 'Löschen' }))
    const mfa = await screen.findByRole('alertdialog', { name: 'Zwei-Faktor-Authentifizierung nötig' })
    expect(mfa.textContent).toContain('Zwei-Faktor-Authentifizierung')
    expect(within(mfa).getByRole('link', { name: 'Zwei-Faktor-Authentifizierung einrichten' }).getAttribute('href')).toBe('/bnk/security/mfa')
    expect(deleteBankTransfer).toHaveBeenCalledTimes(1)
  })
})

describe('/prepared and the navigation count (hub-and-business-account 2.1, 6)', () => {
  it('/prepared goes to the prepared list without FINANCE_REACT_BANK_HUB', async () => {
    const { router } = renderApp(transfersBackend({ listPreparedTransfers: () => right(pageOf([])) }, []), '/prepared')
    await waitFor(() => expect(router.state.location.pathname).toBe('/banktransfers/prepared'))
  })

  it('/prepared leaves for the external transfers app with FINANCE_REACT_BANK_HUB', async () => {
    const left: string[] = []
    const view = renderApp(transfersBackend({}, ['FINANCE_REACT_BANK_HUB']), '/prepared')
    act(() => view.store.set(leaveAppAtom, { leave: (url) => left.push(url) }))
    await waitFor(() => expect(left).toEqual(['/bnk/v2/transfers']))
  })

  it('the planned payments entry shows its counts, those with an error marked', async () => {
    renderApp(
      transfersBackend({
        listPreparedTransfers: () => right(pageOf([])),
        getBankTransferSummary: () => right({ numberOfScheduledOrders: 2, numberOfStandingOrders: 3, numberOfStandingOrdersWithError: 1 }),
      }),
      '/banktransfers/prepared',
    )
    await screen.findByText('Es gibt keine vorbereiteten Überweisungen.')
    const entry = screen.getByRole('link', { name: /Anstehende Zahlungen/ })
    await waitFor(() => expect(entry.textContent).toContain('(5 anstehend, davon 1 mit Fehler)'))
    expect(entry.textContent).toContain('⚠ 1')
  })
})
