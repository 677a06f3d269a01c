import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { bankAccountStateWireArbitrary, fallbackCardSettingsArbitrary, plannedBankTransferWireArbitrary, termsDeadlineArbitrary } from './hub.arbitrary.ts'
import { BankAccountStateCodec, FallbackCardSettingsCodec, PlannedBankTransferCodec, TermsDeadlineCodec } from './model.ts'

const roundTrips = <A, O>(codec: { decode: (u: unknown) => E.Either<unknown, A>; encode: (a: A) => O }, wire: unknown) => {
  const json = JSON.parse(JSON.stringify(wire)) as unknown
  expect(E.map(codec.encode)(codec.decode(json))).toEqual(E.right(json))
}

test.prop([bankAccountStateWireArbitrary])('every account state the bank may send decodes and encodes back', (wire) => roundTrips(BankAccountStateCodec, wire))
test.prop([plannedBankTransferWireArbitrary])('every planned transfer decodes and encodes back', (wire) => roundTrips(PlannedBankTransferCodec, wire))
test.prop([fallbackCardSettingsArbitrary])('every fallback card setting decodes and encodes back', (wire) => roundTrips(FallbackCardSettingsCodec, wire))
test.prop([termsDeadlineArbitrary])('every date or zoned instant is a deadline', (text) => roundTrips(TermsDeadlineCodec, text))

test.prop([termsDeadlineArbitrary, fc.constantFrom('x', ' ', 'T', '+')])('a deadline with anything appended is refused', (text, extra) => {
  expect(E.isLeft(TermsDeadlineCodec.decode(`${text}${extra}`))).toBe(true)
})
