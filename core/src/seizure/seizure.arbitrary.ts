/** fast-check arbitraries for seizures and seizure payments. */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyFromCents, toWireAmount, type Money } from '../money/money.ts'
import { SeizureCodec, type Seizure, type SeizureWire } from './model.ts'

/** A value, null, or (through `requiredKeys`) no key at all. */
const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

/** Total seized amounts in whole cents, from one cent up to 10^12 €, with the small ones well represented. */
export const seizureTotalCentsArbitrary: fc.Arbitrary<bigint> = fc.oneof(
  fc.bigInt({ min: 1n, max: 1_000n }),
  fc.bigInt({ min: 1n, max: 10n ** 14n }),
)
export const seizureTotalArbitrary: fc.Arbitrary<Money> = seizureTotalCentsArbitrary.map(moneyFromCents)

/** Any seizure the banking service may send, in its JSON form. */
export const seizureWireArbitrary: fc.Arbitrary<SeizureWire> = fc.record(
  {
    id: fc.uuid(),
    financialAccountId: fc.uuid(),
    totalAmount: seizureTotalCentsArbitrary.map((cents) => toWireAmount(moneyFromCents(cents))),
    creditor: fc.record({
      iban: fc.constantFrom('DE89370400440532013000', 'DE02 1203 0000 0000 2020 51', 'AT611904300234573201'),
      name: fc.constantFrom('Finanzamt München', 'Stadtkasse Köln', 'Gerichtsvollzieherin Weber'),
    }),
    deliveryDate: orNull(localDateArbitrary),
    enactmentDate: orNull(localDateArbitrary),
    resolutionCaseNumber: orNull(fc.oneof(fc.constantFrom('12 M 345/25', 'DR II 77/24'), fc.string({ maxLength: 200 }))),
  },
  { requiredKeys: ['id', 'financialAccountId', 'totalAmount', 'creditor'] },
)

/** Any seizure as the core holds it after decoding. */
export const seizureArbitrary: fc.Arbitrary<Seizure> = seizureWireArbitrary.map((wire) =>
  E.getOrElse<unknown, Seizure>(() => {
    throw new Error(`seizureWireArbitrary made an undecodable seizure: ${JSON.stringify(wire)}`)
  })(SeizureCodec.decode(wire)),
)
