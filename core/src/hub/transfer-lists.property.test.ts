import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { countHubTransferListPages, normalizeHubTransferListPageNumber } from './transfer-lists.ts'

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
