// Another Node service using the built @kontor/core: plain ESM, no TypeScript, no bundler, no source condition.
// Run it yourself after `npm run build -w @kontor/core`:  node tests/src/packaging/consumer.mjs
import {
  addMoney,
  fixedClock,
  formatLocalDate,
  formatMoney,
  FinancialAccountCodec,
  normalizeMobileNumber,
  parseIban,
  parseMoney,
  parseTaxIdentificationNumber,
  routeIssues,
  todayInBerlin,
} from '@kontor/core'

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
const keyOf = (either) => (either._tag === 'Right' ? either.right : either.left.map((issue) => issue.key).join(','))

console.log(
  JSON.stringify({
    sum: a._tag === 'Right' && b._tag === 'Right' ? formatMoney(addMoney(a.right, b.right)) : 'parse failed',
    invalid: parseMoney('12,345')._tag,
    account: account._tag === 'Right' ? formatMoney(account.right.balance) : 'decode failed',
    today: formatLocalDate(todayInBerlin(fixedClock(new Date('2026-12-31T23:30:00Z')))),
    iban: keyOf(parseIban('de89 3704 0044 0532 0130 00')),
    badIban: keyOf(parseIban('DE89 3704 0044 0532 0130 01')),
    taxId: keyOf(parseTaxIdentificationNumber('86095742719')),
    mobile: normalizeMobileNumber('0176 1234567')._tag === 'Right' ? normalizeMobileNumber('0176 1234567').right : 'invalid',
    fieldErrors: routeIssues([{ i18nKey: 'INVALID_IBAN', source: 'recipientIban' }], ['recipientIban']).fieldErrors,
  }),
)
