import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { plannedBankTransferArbitrary } from './hub.arbitrary.ts'
import { countPlannedPayments, hasPlannedTransferError, toScheduledTransferDisplay, toStandingOrderDisplay } from './planned-items.ts'

test.prop([plannedBankTransferArbitrary])('a scheduled transfer shows an error exactly for status ERROR, else its execution date', (item) => {
  const display = toScheduledTransferDisplay(item)
  expect(display.kind).toBe(item.status === 'ERROR' ? 'error' : 'running')
  if (display.kind === 'running') expect(display.executionDate).toBe(item.executionDate ?? undefined)
})

test.prop([plannedBankTransferArbitrary])('a standing order runs exactly when it has a next execution date', (item) => {
  const display = toStandingOrderDisplay(item)
  expect(display.kind).toBe(item.nextExecutionDate == null ? 'lastExecuted' : 'running')
})

test.prop([plannedBankTransferArbitrary])('an error is exactly a non-blank errorType', (item) => {
  expect(hasPlannedTransferError(item)).toBe((item.errorType ?? '').trim() !== '')
})

const anyCount = fc.oneof(fc.nat({ max: 10_000 }), fc.integer({ min: -5, max: -1 }), fc.double(), fc.constant(null))

test.prop([anyCount, anyCount, anyCount, anyCount])('counts are whole numbers of at least 0 and add up', (a, b, c, d) => {
  const counts = countPlannedPayments({ numberOfScheduledOrders: a, numberOfStandingOrders: b, numberOfScheduledOrdersWithError: c, numberOfStandingOrdersWithError: d })
  for (const n of Object.values(counts)) expect(Number.isSafeInteger(n) && n >= 0).toBe(true)
  expect(counts.total).toBe(counts.scheduled + counts.standing)
})
