/**
 * /proposals and the approval panel (transactions-import-proposals 2, 4, 5, 9; hub-and-business-account 9) against a
 * fake backend that states every call it expects: the cards and why each was proposed, accepting one, rejecting with
 * undo inside 1.1 s, the note, both safeguards of "Alle übernehmen", polling every 1.5 s, the refresh after 2 s and the
 * bar's return after 350 ms, a reload during an approval, the empty and failed list, and the minicard.
 */
import {
  ProposalListEntryCodec,
  serverIssues,
  type Backend,
  type BackendError,
  type Clock,
  type ProposalApproval,
  type ProposalApprovalSummary,
  type ProposalListEntry,
  type ProposalPage,
  type ProposalPort,
  type ProposalsQuery,
  type TransactionPort,
} from '@kontor/core'
import { act, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { renderApp, setViewportWidth, TEST_NOW } from '../../test/render-app.tsx'
import { backendWith, left, QUIET_TRANSACTION_SUMMARIES, right } from '../../test/backend-with.ts'

withFakeTimers()

beforeAll(async () => {
  await import('./page.ts').then((m) => m.loadProposalsPage())
  await import('./ApprovalMinicard.tsx')
  await import('../transactions/pages.ts').then((m) => m.loadTransactionPages())
})
beforeEach(() => {
  setViewportWidth(1920)
  // The moving clock starts where the fixed one stands.
  vi.setSystemTime(TEST_NOW)
})

const entry = (n: number, more: { note?: string | null; lockVersion?: number } = {}): ProposalListEntry => {
  const decoded = ProposalListEntryCodec.decode({
    proposal: {
      proposalId: `p-${n}`,
      lockVersion: more.lockVersion ?? 1,
      reviewResult: 'PENDING',
      note: more.note ?? null,
      financialTransactionId: `tx-${n}`,
      createdAt: '2026-11-21T08:00:00Z',
      payments: [
        { voucherId: `v-${n}`, voucherSource: 'SALES_VOUCHER', paymentAmount: 1176, paymentDifferenceStrategy: n === 1 ? 'CASH_DISCOUNT' : null, reasons: n === 1 ? ['AMOUNT_WITH_CASH_DISCOUNT', 'VOUCHER_NUMBER', 'CONTACT_NAME'] : ['AMOUNT'] },
      ],
    },
    transaction: {
      financialTransactionId: `tx-${n}`,
      amount: 1176,
      openAmount: 1176,
      bookingState: 'UNASSIGNED',
      lockVersion: 7,
      transactionDate: '2026-11-20',
      purpose: `RE-100${n} <b>Danke</b>`,
      recipientOrSenderName: `Kunde ${n} GmbH`,
      pendingProposalId: `p-${n}`,
    },
    vouchers: [
      { voucherId: `v-${n}`, voucherSource: 'SALES_VOUCHER', voucherType: 'salesinvoice', direction: 'income', voucherNumber: `RE-100${n}`, voucherDate: '2026-11-01', totalGrossAmount: 1200, openAmount: 1200, contactName: `Kunde ${n} GmbH` },
    ],
  })
  if (E.isLeft(decoded)) throw new Error('test entry does not decode')
  return decoded.right
}

const pageOf = (entries: ReadonlyArray<ProposalListEntry>, limit: number | null = null, total = entries.length): ProposalPage => ({
  content: entries,
  totalElements: total,
  pageNumber: 0,
  pageSize: 50,
  limitTransactionsWithProposalsToAccept: limit,
})

const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(i + 1))
const NONE_PENDING: ProposalApprovalSummary = { proposalApprovals: [] }
const ONE_PENDING: ProposalApprovalSummary = { proposalApprovals: [{ type: 'PROPOSAL_DATE_APPROVAL', requestDate: TEST_NOW.toISOString() }] }

/** The Clock following the fake timers: review times are real durations. */
const movingClock: Clock = { now: () => new Date(Date.now()) }

/** A backend whose proposal and transaction calls are the given ones, nothing pending and the summaries quiet unless given. */
const proposalsBackend = (proposals: Partial<ProposalPort>, transactions: Partial<TransactionPort> = {}, clock?: Clock): Backend =>
  backendWith({
    accounts: [],
    privileges: [],
    transactions: { ...QUIET_TRANSACTION_SUMMARIES, ...transactions },
    proposals: { getProposalApprovalSummary: () => right(NONE_PENDING), ...proposals },
    clock,
  })

const showPage = async (backend: Backend) => {
  const view = renderApp(backend, '/proposals')
  await flush()
  await flush()
  return view
}

const cards = () => screen.queryAllByTestId('proposal-card')
const approveAllButtons = () => screen.getAllByRole('button', { name: 'Alle übernehmen' })

describe('the proposal list', () => {
  it('asks for the PENDING proposals, 50 a page (then up to the instant it was first shown), and shows why each was proposed', async () => {
    const listProposals = vi.fn((_q: ProposalsQuery) => right(pageOf([entry(1), entry(2)])))
    await showPage(proposalsBackend({ listProposals }))
    // The first read asks up to now: a server may make its proposals only when first asked.
    expect(listProposals.mock.calls[0]?.[0]).toEqual({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: 50, requestDate: undefined })
    expect(screen.getByRole('heading', { level: 1, name: 'Zuordnungsvorschläge' })).toBeTruthy()
    expect(cards()).toHaveLength(2)
    const first = within(cards()[0] as HTMLElement)
    expect(first.getByText('Betrag abzüglich Skonto')).toBeTruthy()
    expect(first.getByText('Rechnungsnummer im Verwendungszweck')).toBeTruthy()
    expect(first.getByText('Name des Kunden/Lieferanten')).toBeTruthy()
    expect(first.getByText('Skonto')).toBeTruthy()
    expect(first.getAllByText('1.176,00 €').length).toBeGreaterThan(0)
    expect(within(cards()[1] as HTMLElement).getByText('Betrag stimmt überein')).toBeTruthy()
    // Server text is text: the purpose's markup shows as written, no element is made of it.
    expect(first.getByText('RE-1001 <b>Danke</b>')).toBeTruthy()
    expect((cards()[0] as HTMLElement).querySelector('b')).toBeNull()
    expect(screen.getByText('2 Vorschläge bereit zur Übernahme', { selector: '.approval-count' })).toBeTruthy()
    expect(screen.getByText('Geschätzte Zeit: etwa 1 Minute')).toBeTruthy()
  })

  it('says when there is nothing to review, with a way to the transactions', async () => {
    await showPage(proposalsBackend({ listProposals: () => right(pageOf([])) }))
    expect(screen.getByText('Keine offenen Zuordnungsvorschläge')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zu den Umsätzen' }).getAttribute('href')).toBe('/transactions')
    expect(screen.queryByRole('button', { name: 'Alle übernehmen' })).toBeNull()
  })

  it.each([
    ['a 503', { _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined } as BackendError],
    ['a dropped connection', { _tag: 'Network' } as BackendError],
    ['a 408', { _tag: 'HttpStatus', status: 408, retryAfterSeconds: undefined } as BackendError],
  ])('a failed read (%s) says so and reads again on retry', async (_name, error) => {
    const listProposals = vi.fn().mockReturnValueOnce(left(error)).mockReturnValue(right(pageOf([entry(1)])))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals }))
    expect(screen.getByRole('alert')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await flush()
    expect(cards()).toHaveLength(1)
    expect(listProposals).toHaveBeenCalledTimes(2)
  })
})

describe('one proposal', () => {
  it('"Übernehmen" books its payments with the transaction\'s lockVersion and date, and the list reads again', async () => {
    const listProposals = vi.fn().mockReturnValueOnce(right(pageOf([entry(1), entry(2)]))).mockReturnValue(right(pageOf([entry(2)])))
    const assignVouchers = vi.fn(() => right(entry(1).transaction))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals }, { assignVouchers }))
    await user.click(screen.getByRole('button', { name: /^Vorschlag zu Kunde 1 GmbH, 1\.176,00\s€ übernehmen$/ }))
    await flush()
    expect(assignVouchers).toHaveBeenCalledWith(
      {
        financialTransactionId: 'tx-1',
        lockVersion: 7,
        paymentDate: entry(1).transaction.transactionDate,
        payments: [{ voucherId: 'v-1', voucherSource: 'SALES_VOUCHER', paymentAmount: entry(1).proposal.payments[0]?.paymentAmount, paymentDifferenceStrategy: 'CASH_DISCOUNT' }],
      },
      expect.anything(),
    )
    expect(cards()).toHaveLength(1)
    expect(listProposals).toHaveBeenCalledTimes(2)
    // Read again up to the instant the list was first shown.
    expect(listProposals.mock.calls[1]?.[0]).toEqual({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: 50, requestDate: TEST_NOW.toISOString() })
    expect(document.activeElement?.className).toContain('proposals-count')
  })

  it('a stale transaction says so in German and the list reads again', async () => {
    const listProposals = vi.fn(() => right(pageOf([entry(1)])))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals }, { assignVouchers: () => left({ _tag: 'HttpStatus', status: 409, retryAfterSeconds: undefined }) }))
    await user.click(screen.getByRole('button', { name: /Kunde 1 GmbH, 1\.176,00\s€ übernehmen/ }))
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('inzwischen an anderer Stelle geändert')
    expect(listProposals).toHaveBeenCalledTimes(2)
  })

  it('"Ablehnen" waits 1.1 s with "Rückgängig": undone, nothing is sent; else REJECTED goes with the lockVersion and the card goes', async () => {
    const listProposals = vi.fn().mockReturnValueOnce(right(pageOf([entry(1, { lockVersion: 4 })]))).mockReturnValue(right(pageOf([])))
    const reviewProposal = vi.fn(() => right(entry(1).proposal))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals, reviewProposal }))
    await user.click(screen.getByRole('button', { name: /ablehnen$/ }))
    expect(screen.getByText('Der Vorschlag wird abgelehnt.')).toBeTruthy()
    await passTime(1000)
    const undo = screen.getByRole('button', { name: 'Ablehnen des Vorschlags zu Kunde 1 GmbH rückgängig machen' })
    expect(undo.textContent).toBe('Rückgängig')
    await user.click(undo)
    await passTime(5000)
    expect(reviewProposal).not.toHaveBeenCalled()
    expect(cards()).toHaveLength(1)
    expect(document.activeElement?.textContent).toBe('Ablehnen')

    await user.click(screen.getByRole('button', { name: /ablehnen$/ }))
    await passTime(1099)
    expect(reviewProposal).not.toHaveBeenCalled()
    await passTime(1)
    await flush()
    expect(reviewProposal).toHaveBeenCalledWith('p-1', { lockVersion: 4, reviewResult: 'REJECTED' }, expect.anything())
    expect(cards()).toHaveLength(0)
    expect(screen.getByText('Keine offenen Zuordnungsvorschläge')).toBeTruthy()
  })

  it('a rejection the server refuses keeps the proposal and says so', async () => {
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals: () => right(pageOf([entry(1)])), reviewProposal: () => left({ _tag: 'HttpStatus', status: 500, retryAfterSeconds: undefined }) }))
    await user.click(screen.getByRole('button', { name: /ablehnen$/ }))
    await passTime(1100)
    await flush()
    expect(cards()).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toContain('konnte nicht abgelehnt werden')
    expect(screen.getByRole('button', { name: /ablehnen$/ })).toBeTruthy()
  })

  it('the note: 5,000 characters with HTML are saved as typed and shown as text; a stale one says so, reloads and keeps the text', async () => {
    const note = `<img src=x onerror=alert(1)>${'ä'.repeat(4972)}`
    expect(note).toHaveLength(5000)
    const listProposals = vi.fn().mockReturnValueOnce(right(pageOf([entry(1, { lockVersion: 2 })]))).mockReturnValueOnce(right(pageOf([entry(1, { lockVersion: 3 })]))).mockReturnValue(right(pageOf([entry(1, { lockVersion: 4, note })])))
    const updateProposalNote = vi
      .fn()
      .mockReturnValueOnce(left({ _tag: 'HttpStatus', status: 409, retryAfterSeconds: undefined }))
      .mockReturnValue(right({ ...entry(1).proposal, note, lockVersion: 4 }))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals, updateProposalNote }))
    await user.click(screen.getByRole('button', { name: 'Notiz zum Vorschlag zu Kunde 1 GmbH bearbeiten' }))
    const dialog = await screen.findByRole('dialog', { name: 'Notiz zum Vorschlag' })
    const field = within(dialog).getByRole('textbox', { name: 'Notiz' })
    await act(async () => {
      field.focus()
    })
    await user.paste(note)
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await flush()
    expect(updateProposalNote).toHaveBeenLastCalledWith('p-1', { lockVersion: 2, note }, expect.anything())
    expect(within(dialog).getByRole('alert').textContent).toContain('Die Liste wurde neu geladen')
    expect((field as HTMLTextAreaElement).value).toBe(note)
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await flush()
    expect(updateProposalNote).toHaveBeenLastCalledWith('p-1', { lockVersion: 3, note }, expect.anything())
    expect(screen.queryByRole('dialog')).toBeNull()
    const card = cards()[0] as HTMLElement
    expect(card.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(card.querySelector('img')).toBeNull()
  })
})

describe('"Alle übernehmen"', () => {
  it('right after the list shows, 10 proposals bring the fast-approval warning; confirmed, one job starts, is polled every 1.5 s, then the list reads again after 2 s and the bar returns 350 ms later', async () => {
    // Two proposals came after the list was shown: the approval leaves them, the new list shows them.
    const listProposals = vi.fn().mockReturnValueOnce(right(pageOf(entries(10)))).mockReturnValue(right(pageOf([entry(11), entry(12)])))
    const createProposalApproval = vi.fn(() => right({ type: 'PROPOSAL_DATE_APPROVAL' as const, requestDate: TEST_NOW.toISOString() }))
    const getProposalApprovalSummary = vi.fn().mockReturnValueOnce(right(NONE_PENDING)).mockReturnValueOnce(right(ONE_PENDING)).mockReturnValue(right(NONE_PENDING))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals, createProposalApproval, getProposalApprovalSummary }, {}, movingClock))
    expect(screen.getByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeTruthy()
    await user.click(approveAllButtons()[0] as HTMLElement)
    const warning = await screen.findByRole('alertdialog', { name: 'Wirklich alle übernehmen?' })
    expect(warning.textContent).toContain('Sie haben 10 Vorschläge in sehr kurzer Zeit geprüft.')
    expect(createProposalApproval).not.toHaveBeenCalled()
    await user.click(within(warning).getByRole('button', { name: 'Ja, alle übernehmen' }))
    await flush()
    expect(createProposalApproval).toHaveBeenCalledTimes(1)
    expect(createProposalApproval).toHaveBeenCalledWith({ type: 'PROPOSAL_DATE_APPROVAL', requestDate: TEST_NOW.toISOString(), requestProposalCount: 10 }, expect.anything())
    expect(screen.getAllByText('Die Vorschläge werden übernommen …').length).toBeGreaterThan(0)
    for (const button of screen.getAllByRole('button', { name: /übernehmen$/ })) expect(button.hasAttribute('disabled') || button.getAttribute('data-disabled') !== null).toBe(true)
    await passTime(1499)
    expect(getProposalApprovalSummary).toHaveBeenCalledTimes(1)
    await passTime(1)
    expect(getProposalApprovalSummary).toHaveBeenCalledTimes(2) // still pending
    await passTime(1500)
    expect(getProposalApprovalSummary).toHaveBeenCalledTimes(3)
    expect(screen.getByText('Die Vorschläge wurden übernommen.')).toBeTruthy()
    expect(screen.queryByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeNull()
    await passTime(1999)
    expect(listProposals).toHaveBeenCalledTimes(1)
    await passTime(1)
    await flush()
    expect(listProposals).toHaveBeenCalledTimes(2)
    // A new list: asked up to now, and its approval will book up to when it was shown.
    expect((listProposals.mock.calls[1]?.[0] as { requestDate?: string }).requestDate).toBeUndefined()
    expect(cards()).toHaveLength(2)
    expect(screen.queryByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeNull()
    await passTime(349)
    expect(screen.queryByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeNull()
    await passTime(1)
    expect(screen.getByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeTruthy()
    expect(screen.getByText('2 Vorschläge bereit zur Übernahme', { selector: '.approval-count' })).toBeTruthy()
  })

  it('after a real review there is no warning, and a second quick click starts no second job', async () => {
    const listProposals = vi.fn(() => right(pageOf(entries(10))))
    let answer: (value: E.Either<BackendError, { type: 'PROPOSAL_DATE_APPROVAL'; requestDate: string }>) => void = () => undefined
    const createProposalApproval = vi.fn(() => () => new Promise<E.Either<BackendError, { type: 'PROPOSAL_DATE_APPROVAL'; requestDate: string }>>((resolve) => (answer = resolve)))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals, createProposalApproval }, {}, movingClock))
    await passTime(7501)
    const [card, bar] = approveAllButtons()
    await user.click(card as HTMLElement)
    await user.click(bar as HTMLElement)
    await user.click(card as HTMLElement)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(createProposalApproval).toHaveBeenCalledTimes(1)
    answer(E.right({ type: 'PROPOSAL_DATE_APPROVAL', requestDate: TEST_NOW.toISOString() }))
    await flush()
    expect(screen.getAllByText('Die Vorschläge werden übernommen …').length).toBeGreaterThan(0)
  })

  it('above the server\'s limit the limit dialog offers the first n; confirmed, the approval asks for n', async () => {
    const listProposals = vi.fn(() => right(pageOf(entries(12), 5)))
    const createProposalApproval = vi.fn(() => right({ type: 'PROPOSAL_DATE_APPROVAL' as const, requestDate: TEST_NOW.toISOString() }))
    const user = setupUser()
    await showPage(proposalsBackend({ listProposals, createProposalApproval }, {}, movingClock))
    await user.click(approveAllButtons()[0] as HTMLElement)
    const dialog = await screen.findByRole('alertdialog', { name: 'Zu viele Vorschläge auf einmal' })
    expect(dialog.textContent).toContain('die ersten 5 von 12 Vorschlägen')
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(createProposalApproval).not.toHaveBeenCalled()
    await user.click(approveAllButtons()[0] as HTMLElement)
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Die ersten 5 übernehmen' }))
    await flush()
    expect(createProposalApproval).toHaveBeenCalledWith(expect.objectContaining({ requestProposalCount: 5 }), expect.anything())
  })

  it('JOB_ALREADY_RUNNING says so in German, and "Alle übernehmen" can be pressed again', async () => {
    const user = setupUser()
    const createProposalApproval = vi.fn(() => left<ProposalApproval>(serverIssues(409, [{ i18nKey: 'JOB_ALREADY_RUNNING' }])))
    await showPage(proposalsBackend({ listProposals: () => right(pageOf(entries(3))), createProposalApproval }, {}, movingClock))
    await user.click(approveAllButtons()[0] as HTMLElement)
    await flush()
    expect(screen.getByRole('alert').textContent).toBe('Die Freigabe läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.')
    expect(approveAllButtons()[0]?.hasAttribute('disabled')).toBe(false)
  })

  it('an approval still running when the page opens (a reload) is polled on until done', async () => {
    const getProposalApprovalSummary = vi.fn().mockReturnValueOnce(right(ONE_PENDING)).mockReturnValueOnce(right(ONE_PENDING)).mockReturnValue(right(NONE_PENDING))
    const createProposalApproval = vi.fn()
    await showPage(proposalsBackend({ listProposals: () => right(pageOf(entries(3))), getProposalApprovalSummary, createProposalApproval }))
    expect(screen.getAllByText('Die Vorschläge werden übernommen …').length).toBeGreaterThan(0)
    await passTime(1500)
    expect(getProposalApprovalSummary).toHaveBeenCalledTimes(2)
    await passTime(1500)
    expect(screen.getByText('Die Vorschläge wurden übernommen.')).toBeTruthy()
    expect(createProposalApproval).not.toHaveBeenCalled()
  })
})

describe('the minicard on the other lists', () => {
  it('shows on /transactionswop while proposals exist, approves, and hides 3 s after its success view', async () => {
    const listProposals = vi.fn().mockReturnValueOnce(right(pageOf([entry(1)], null, 3))).mockReturnValue(right(pageOf([])))
    const createProposalApproval = vi.fn(() => right({ type: 'PROPOSAL_DATE_APPROVAL' as const, requestDate: TEST_NOW.toISOString() }))
    const backend = proposalsBackend(
      { listProposals, createProposalApproval },
      { listTransactions: () => right({ content: [], totalElements: 0, pageNumber: 0, pageSize: 50 }) },
      movingClock,
    )
    const user = setupUser()
    renderApp(backend, '/transactionswop')
    await flush()
    await flush()
    const minicard = await screen.findByRole('complementary', { name: 'Alle Vorschläge übernehmen' })
    expect(within(minicard).getByText('3 Vorschläge bereit zur Übernahme')).toBeTruthy()
    expect(within(minicard).getByRole('link', { name: 'Vorschläge ansehen' }).getAttribute('href')).toBe('/proposals')
    await user.click(within(minicard).getByRole('button', { name: 'Alle übernehmen' }))
    await flush()
    await passTime(1500)
    expect(within(minicard).getByText('Die Vorschläge wurden übernommen.')).toBeTruthy()
    await passTime(2999)
    expect(screen.queryByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).not.toBeNull()
    await passTime(1)
    expect(screen.queryByRole('complementary', { name: 'Alle Vorschläge übernehmen' })).toBeNull()
  })
})
