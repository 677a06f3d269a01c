import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { FINANCE_EVENTS, isFinanceEvent, toFinanceEventDelayMs } from './finance-events.ts'

test.prop([fc.oneof(fc.constantFrom(...FINANCE_EVENTS), fc.string())])('a name is an event exactly when listed, and every event has a delay of 0 or 100 ms', (name) => {
  expect(isFinanceEvent(name)).toBe((FINANCE_EVENTS as ReadonlyArray<string>).includes(name))
  if (isFinanceEvent(name)) expect([0, 100]).toContain(toFinanceEventDelayMs(name))
})
