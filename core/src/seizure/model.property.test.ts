import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { SeizureCodec } from './model.ts'
import { seizureWireArbitrary } from './seizure.arbitrary.ts'

test.prop([seizureWireArbitrary])('every seizure the service may send decodes and encodes back to itself', (wire) => {
  const json = JSON.parse(JSON.stringify(wire)) as unknown
  expect(E.map(SeizureCodec.encode)(SeizureCodec.decode(json))).toEqual(E.right(json))
})

test.prop([seizureWireArbitrary, fc.constantFrom('id', 'financialAccountId', 'totalAmount', 'creditor'), fc.constantFrom(null, 7, 'x', [], {})])(
  'a required field with the wrong shape fails the whole seizure instead of half-decoding it',
  (wire, field, bad) => {
    fc.pre(!(field === 'totalAmount' && bad === 7) && !(field === 'id' && bad === 'x') && !(field === 'financialAccountId' && bad === 'x'))
    expect(E.isLeft(SeizureCodec.decode({ ...wire, [field]: bad }))).toBe(true)
  },
)
