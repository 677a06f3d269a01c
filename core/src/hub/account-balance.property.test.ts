import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { toAccountBalanceDisplay } from './account-balance.ts'

const inputArbitrary = fc.record(
  {
    balance: fc.option(moneyArbitrary, { nil: null }),
    balanceDate: fc.option(localDateArbitrary, { nil: null }),
    synchronizable: fc.option(fc.boolean(), { nil: null }),
  },
  { requiredKeys: [] },
)

test.prop([inputArbitrary, fc.boolean(), fc.boolean()])('a balance is shown exactly when permitted, fetched and present; otherwise one message', (account, permitted, retrievalFailed) => {
  const display = toAccountBalanceDisplay(account, { permitted, retrievalFailed })
  const shows = permitted && !retrievalFailed && account.balance != null
  expect(display.kind).toBe(shows ? 'amount' : 'message')
  if (display.kind === 'amount') expect(display.balance).toBe(account.balance)
  if (!permitted) expect(display).toEqual({ kind: 'message', message: { key: 'hub.accountBalanceNoPermission' } })
})
