import { describe, expect, it } from 'vitest'
import type { BankTransferListEntry } from '../transfers/model.ts'
import { countHubTransferListPages, HUB_TRANSFER_LIST_TAB_LABELS, normalizeHubTransferListPageNumber, toPreparedTransferHandOver } from './transfer-lists.ts'

describe('countHubTransferListPages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [101, 3],
    [-3, 1],
    [Number.NaN, 1],
    [2.5, 1],
  ])('%d transfers make %d pages', (total, pages) => {
    expect(countHubTransferListPages(total)).toBe(pages)
  })
})

describe('normalizeHubTransferListPageNumber', () => {
  it.each([
    ['2', undefined, 2],
    [' 3 ', undefined, 3],
    ['0', undefined, 1],
    ['-1', undefined, 1],
    ['abc', undefined, 1],
    ['1.5', undefined, 1],
    [null, undefined, 1],
    ['7', 3, 3],
    ['2', 3, 2],
    ['2', 0, 2],
  ])('reads %j (of %s pages) as page %d', (raw, pageCount, page) => {
    expect(normalizeHubTransferListPageNumber(raw, pageCount)).toBe(page)
  })
})

describe('HUB_TRANSFER_LIST_TAB_LABELS', () => {
  it('names the tabs as the spec does', () => {
    expect(HUB_TRANSFER_LIST_TAB_LABELS).toEqual({ prepared: 'Vorbereitete', executed: 'Ausgeführte' })
  })
})

describe('toPreparedTransferHandOver', () => {
  const entry = (bankTransferId: string, more: Partial<BankTransferListEntry> = {}): BankTransferListEntry => ({
    bankTransferId,
    status: 'PENDING',
    availableActions: ['TRANSFER'],
    bankAccountId: 'acc-1',
    ...more,
  })

  it('hands three transfers of one account over as a combined transfer from that fixed account', () => {
    expect(toPreparedTransferHandOver([entry('a'), entry('b'), entry('c')])).toEqual({
      bankTransferIds: ['a', 'b', 'c'],
      financialAccountFixed: true,
      financialAccountId: 'acc-1',
      dialogTitle: 'Sammelüberweisung',
    })
  })

  it('lets the user choose the account when the transfers name different ones or none', () => {
    expect(toPreparedTransferHandOver([entry('a'), entry('b', { bankAccountId: 'acc-2' })])).toMatchObject({ financialAccountFixed: false, financialAccountId: null })
    expect(toPreparedTransferHandOver([entry('a', { bankAccountId: null })])).toEqual({
      bankTransferIds: ['a'],
      financialAccountFixed: false,
      financialAccountId: null,
      dialogTitle: 'Überweisung',
    })
  })

  it('leaves out transfers in progress, without the TRANSFER action, and doubles; none left is nothing', () => {
    const handOver = toPreparedTransferHandOver([entry('a'), entry('a'), entry('b', { status: 'IN_PROGRESS' }), entry('c', { availableActions: [] })])
    expect(handOver?.bankTransferIds).toEqual(['a'])
    expect(toPreparedTransferHandOver([entry('b', { status: 'IN_PROGRESS' })])).toBeUndefined()
    expect(toPreparedTransferHandOver([])).toBeUndefined()
  })
})
