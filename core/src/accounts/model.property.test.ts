import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { equalsMoney, fromWireAmount } from '../money/money.ts'
import { financialAccountWireArbitrary } from './financial-account.arbitrary.ts'
import { AVAILABLE_ACTIONS, AvailableActionsCodec, FinancialAccountCodec, FinancialAccountListCodec } from './model.ts'

test.prop([financialAccountWireArbitrary])('every generated wire account decodes, and encodes back to itself', (wire) => {
  const decoded = FinancialAccountCodec.decode(JSON.parse(JSON.stringify(wire)))
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(FinancialAccountCodec.encode(decoded.right)).toEqual(wire)
})

test.prop([financialAccountWireArbitrary])('the balance decodes to exactly the amount the JSON number shows', (wire) => {
  const decoded = FinancialAccountCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('undecodable')
  const { balance } = decoded.right
  if (typeof wire.balance === 'number') {
    const expected = fromWireAmount(String(wire.balance))
    expect(balance !== null && balance !== undefined && E.isRight(expected) && equalsMoney(balance, expected.right)).toBe(true)
  } else {
    expect(balance).toBe(wire.balance)
  }
})

test.prop([fc.array(fc.oneof(fc.constantFrom(...AVAILABLE_ACTIONS), fc.string()), { maxLength: 12 })])(
  'AvailableActionsCodec keeps exactly the known actions, in order',
  (actions) => {
    const known: ReadonlyArray<string> = AVAILABLE_ACTIONS
    expect(AvailableActionsCodec.decode(actions)).toEqual(E.right(actions.filter((a) => known.includes(a))))
  },
)

test.prop([fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean()), { minLength: 1, maxLength: 6 })])(
  'AvailableActionsCodec rejects a list with any non-string entry',
  (entries) => {
    expect(E.isLeft(AvailableActionsCodec.decode(entries))).toBe(entries.some((e) => typeof e !== 'string'))
  },
)

const REQUIRED_FIELDS = ['financialAccountId', 'name', 'type', 'state', 'availableActions'] as const

test.prop([financialAccountWireArbitrary, fc.constantFrom(...REQUIRED_FIELDS)])(
  'a missing required field fails the account, and so the whole list',
  (wire, field) => {
    const { [field]: _dropped, ...rest } = wire
    expect(E.isLeft(FinancialAccountCodec.decode(rest))).toBe(true)
    expect(E.isLeft(FinancialAccountListCodec.decode([wire, rest]))).toBe(true)
  },
)
