import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { financialContactWireArbitrary, needlessInfoArbitrary, onlineBankingAccountArbitrary } from './connection-model.arbitrary.ts'
import {
  FinancialContactCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountCodec,
  isOnlineBankingAccountAddable,
  toOnlineBankingAccountKey,
} from './connection-model.ts'

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
