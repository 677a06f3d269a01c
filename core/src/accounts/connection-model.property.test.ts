import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { financialContactWireArbitrary, needlessInfoArbitrary, onlineBankingAccountArbitrary } from './connection-model.arbitrary.ts'
import {
  FinancialContactCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountCodec,
  isOnlineBankingAccountAddable,
  onlineBankingAccountTypeOf,
  toOnlineBankingAccountKey,
  toOnlineBankingAccountSummary,
} from './connection-model.ts'
import { ACCOUNT_TYPE_LABELS, FINANCIAL_ACCOUNT_TYPES } from './model.ts'
import { moneyFromCents } from '../money/money.ts'

test.prop([financialContactWireArbitrary])('a contact decodes and encodes back to the same JSON', (wire) => {
  const decoded = FinancialContactCodec.decode(wire)
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(FinancialContactCodec.encode(decoded.right)).toEqual(wire)
})

test.prop([needlessInfoArbitrary])('needless info decodes and encodes back to the same JSON', (info) => {
  const decoded = NeedlessInfoCodec.decode(info)
  expect(decoded).toEqual(E.right(info))
})

test.prop([needlessInfoArbitrary, fc.constantFrom('numberOfNeedlessTransactionsToDelete', 'numberOfNeedlessTransactionsToIgnore'), fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.constant(Number.NaN))])(
  'a count that is not a whole number of at least 0 is rejected',
  (info, field, bad) => {
    expect(E.isLeft(NeedlessInfoCodec.decode({ ...info, [field]: bad }))).toBe(true)
  },
)

test.prop([onlineBankingAccountArbitrary])('an online banking account decodes as itself; addable implies it has a key', (account) => {
  expect(OnlineBankingAccountCodec.decode(account)).toEqual(E.right(account))
  if (isOnlineBankingAccountAddable(account)) expect(toOnlineBankingAccountKey(account)).toBeDefined()
})

test.prop([onlineBankingAccountArbitrary, fc.constantFrom(' ', '  ', '\t')])('spaces and case in an IBAN do not change the key', (account, space) => {
  fc.pre(account.iban != null && account.iban.trim() !== '')
  const spaced = { ...account, iban: `${space}${(account.iban ?? '').toLowerCase().replace(/(.{4})/g, `$1${space}`)}` }
  expect(toOnlineBankingAccountKey(spaced)).toBe(toOnlineBankingAccountKey(account))
})

test.prop([onlineBankingAccountArbitrary])(
  'the summary of an account: its trimmed name or none, the German label of a spec type or none, one identifier',
  (account) => {
    const summary = toOnlineBankingAccountSummary(account)
    const name = account.name?.trim() ?? ''
    expect(summary.name).toBe(name === '' ? null : name)
    const type = onlineBankingAccountTypeOf(account)
    expect(type === null || FINANCIAL_ACCOUNT_TYPES.includes(type)).toBe(true)
    expect(summary.typeLabel).toBe(type === null ? null : ACCOUNT_TYPE_LABELS[type])
    expect(summary.iban !== null && summary.accountNumber !== null).toBe(false)
    if (account.iban != null && account.iban.trim() !== '') expect(summary.iban?.replace(/ /g, '')).toBe(account.iban.trim().replace(/ /g, ''))
  },
)

test.prop([fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), fc.constantFrom('', ' ', '  ')])(
  'every type the spec names reads as its German label, with or without spaces around it',
  (type, space) => {
    expect(toOnlineBankingAccountSummary({ type: `${space}${type}${space}` }).typeLabel).toBe(ACCOUNT_TYPE_LABELS[type])
  },
)

test.prop([fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n })])('a balance sent in euros reads back as the same Money', (cents) => {
  const decoded = OnlineBankingAccountCodec.decode({ iban: 'DE89370400440532013000', balance: Number(cents) / 100 })
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(toOnlineBankingAccountSummary(decoded.right).balance).toEqual(moneyFromCents(cents))
})
