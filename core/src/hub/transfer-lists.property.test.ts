import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { canTransferBankTransfer } from './transfer-status.ts'
import { countHubTransferListPages, normalizeHubTransferListPageNumber, toPreparedTransferHandOver } from './transfer-lists.ts'

test.prop([fc.nat({ max: 1_000_000 })])('pages hold 50 transfers: every transfer fits and no page is empty but the first', (total) => {
  const pages = countHubTransferListPages(total)
  expect(pages * 50).toBeGreaterThanOrEqual(total)
  expect(pages === 1 || (pages - 1) * 50 < total).toBe(true)
})

test.prop([fc.option(fc.string(), { nil: null }), fc.integer({ min: 1, max: 1000 })])('the page is always a page that exists', (raw, pageCount) => {
  const page = normalizeHubTransferListPageNumber(raw, pageCount)
  expect(Number.isInteger(page) && page >= 1 && page <= pageCount).toBe(true)
})

test.prop([fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 })])('a page that exists is kept', (page, pageCount) => {
  fc.pre(page <= pageCount)
  expect(normalizeHubTransferListPageNumber(String(page), pageCount)).toBe(page)
})

const listEntryArbitrary = fc.record(
  {
    bankTransferId: fc.constantFrom('a', 'b', 'c', 'd'),
    status: fc.option(fc.constantFrom('PENDING', 'IN_PROGRESS', 'ERROR', 'TRANSFER'), { nil: null }),
    availableActions: fc.option(fc.subarray(['TRANSFER', 'APPROVAL']), { nil: null }),
    bankAccountId: fc.option(fc.constantFrom('acc-1', 'acc-2', ' ', ''), { nil: null }),
  },
  { requiredKeys: ['bankTransferId'] },
)

test.prop([fc.array(listEntryArbitrary, { maxLength: 8 })])(
  'the hand-over names each sendable chosen transfer once, in order, and fixes the account only when all share one',
  (chosen) => {
    const handOver = toPreparedTransferHandOver(chosen)
    const sendable = [...new Set(chosen.filter(canTransferBankTransfer).map((e) => e.bankTransferId))]
    expect(handOver?.bankTransferIds ?? []).toEqual(sendable)
    if (handOver === undefined) return
    expect(handOver.dialogTitle).toBe(sendable.length > 1 ? 'Sammelüberweisung' : 'Überweisung')
    const firstOfEach = sendable.map((id) => chosen.find((e) => e.bankTransferId === id && canTransferBankTransfer(e)))
    const accounts = new Set(firstOfEach.map((e) => e?.bankAccountId?.trim() ?? ''))
    expect(handOver.financialAccountFixed).toBe(accounts.size === 1 && !accounts.has(''))
    expect(handOver.financialAccountId).toBe(handOver.financialAccountFixed ? [...accounts][0] : null)
  },
)
