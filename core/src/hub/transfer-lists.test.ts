import { describe, expect, it } from 'vitest'
import { countHubTransferListPages, HUB_TRANSFER_LIST_TAB_LABELS, normalizeHubTransferListPageNumber } from './transfer-lists.ts'

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
