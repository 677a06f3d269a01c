import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { BANK_TRANSFER_LIST_STATUSES, BankTransferCodec, BankTransferListItemCodec, BankTransferOrderCodec, isPaymentStatusFinal } from './model.ts'
import { bankTransferListItemWireArbitrary, bankTransferOrderWireArbitrary, bankTransferWireArbitrary } from './transfer.arbitrary.ts'

test.prop([bankTransferWireArbitrary])('every transfer the server may send decodes and encodes back to itself', (wire) => {
  const decoded = BankTransferCodec.decode(JSON.parse(JSON.stringify(wire)))
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(BankTransferCodec.encode(decoded.right)).toEqual(wire)
})

test.prop([bankTransferOrderWireArbitrary])('every order the server may send decodes and encodes back to itself', (wire) => {
  const decoded = BankTransferOrderCodec.decode(JSON.parse(JSON.stringify(wire)))
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(BankTransferOrderCodec.encode(decoded.right)).toEqual(wire)
})

test.prop([bankTransferListItemWireArbitrary])('every list item decodes to itself', (wire) => {
  expect(BankTransferListItemCodec.decode(wire)).toEqual(E.right(wire))
})

test.prop([fc.string({ maxLength: 15 })])('a list status decodes exactly when it is one of the four', (status) => {
  const known: ReadonlyArray<string> = BANK_TRANSFER_LIST_STATUSES
  expect(E.isRight(BankTransferListItemCodec.decode({ bankTransferId: 't', status }))).toBe(known.includes(status))
})

test.prop([fc.string({ maxLength: 15 })])('only FAILED and SUCCESSFUL are final', (status) => {
  expect(isPaymentStatusFinal(status)).toBe(status === 'FAILED' || status === 'SUCCESSFUL')
})
