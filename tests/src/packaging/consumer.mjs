// Another Node service using the built @kontor/core: plain ESM, no TypeScript, no bundler, no source condition.
import { FinancialAccountCodec, addMoney, formatLocalDate, formatMoney, parseMoney, todayInBerlin, fixedClock } from '@kontor/core'

const a = parseMoney('1.234,56')
const b = parseMoney('-0,5')
const account = FinancialAccountCodec.decode({
  financialAccountId: 'x',
  name: 'Girokonto',
  type: 'GIRO',
  state: { status: 'IDLE' },
  availableActions: ['EDIT'],
  balance: 0.1,
})

console.log(
  JSON.stringify({
    sum: a._tag === 'Right' && b._tag === 'Right' ? formatMoney(addMoney(a.right, b.right)) : 'parse failed',
    invalid: parseMoney('12,345')._tag,
    account: account._tag === 'Right' ? formatMoney(account.right.balance) : 'decode failed',
    today: formatLocalDate(todayInBerlin(fixedClock(new Date('2026-12-31T23:30:00Z')))),
  }),
)
