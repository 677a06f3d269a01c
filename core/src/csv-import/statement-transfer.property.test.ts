/**
 * The statement's crossing of a worker's boundary (issue 13, reading off the main thread): whatever the statement,
 * sent as toTransferableStatement writes it, copied as postMessage copies it (structuredClone) and rebuilt, it equals
 * the statement sent — every amount the same Money, exact beyond the cent too.
 */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { equalsMoney, fromWireAmount, type Money } from '../money/money.ts'
import { fieldMappingsArbitrary } from './csv-import.arbitrary.ts'
import { readBankStatement, type BankStatement, type StatementRow } from './read-bank-statement.ts'
import { fromTransferableStatement, toTransferableStatement } from './statement-transfer.ts'
import { STATEMENT_FORMATS } from './constants.ts'

/** Whole cents (held as BigInt), sub-cent and huge amounts (held as decimal.js): both kinds of Money. */
const anyMoneyArbitrary: fc.Arbitrary<Money> = fc.oneof(
  moneyArbitrary,
  fc
    .tuple(fc.bigInt({ min: -(10n ** 45n), max: 10n ** 45n }), fc.integer({ min: 0, max: 12 }))
    .map(([digits, scale]) => E.getOrElse<string, Money>(() => { throw new Error('no amount') })(fromWireAmount(`${digits}e-${scale}`))),
)

/** Objects as the reader builds them (fast-check's own may lack a prototype, which no clone keeps). */
const PLAIN = { noNullPrototype: true } as const

const issueArbitrary = fc.tuple(fc.string(), fc.string(), fc.option(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer()), { noNullPrototype: true }), { nil: undefined }))
  .map(([field, key, params]) => validationIssue(field, key, params))

const rowArbitrary: fc.Arbitrary<StatementRow> = fc.record({
  line: fc.nat(),
  status: fc.constantFrom('importable' as const, 'rejected' as const),
  bookingDate: fc.option(localDateArbitrary, { nil: null }),
  valueDate: fc.option(localDateArbitrary, { nil: null }),
  amount: anyMoneyArbitrary,
  counterparty: fc.string(),
  purpose: fc.string(),
  additionalInfo: fc.string(),
  cells: fc.array(fc.string(), { maxLength: 6 }),
  issues: fc.array(issueArbitrary, { maxLength: 2 }),
  notes: fc.array(issueArbitrary, { maxLength: 2 }),
  bankReference: fc.string(),
}, { requiredKeys: ['line', 'status', 'bookingDate', 'valueDate', 'amount', 'counterparty', 'purpose', 'additionalInfo', 'cells', 'issues', 'notes'], noNullPrototype: true })

const statementArbitrary: fc.Arbitrary<BankStatement> = fc.record({
  format: fc.constantFrom(...STATEMENT_FORMATS),
  profile: fc.record({ characterSet: fc.string(), delimiter: fc.string(), quoteCharacter: fc.string(), negateAmount: fc.boolean(), fieldMappings: fieldMappingsArbitrary.map((ms) => ms.map((m) => ({ ...m }))) }, PLAIN),
  bank: fc.option(fc.string(), { nil: null }),
  hasHeader: fc.boolean(),
  headers: fc.array(fc.string(), { maxLength: 6 }),
  numberOfColumns: fc.nat(),
  rows: fc.array(rowArbitrary, { maxLength: 8 }),
  detected: fc.record({ characterSet: fc.string(), delimiter: fc.string(), quoteCharacter: fc.string() }, PLAIN),
  hints: fc.array(issueArbitrary, { maxLength: 2 }),
  mappingIssues: fc.array(issueArbitrary, { maxLength: 2 }),
  notices: fc.array(issueArbitrary, { maxLength: 2 }),
}, PLAIN)

const acrossTheBoundary = (statement: BankStatement): BankStatement =>
  fromTransferableStatement(structuredClone(toTransferableStatement(statement)))

test.prop([statementArbitrary])('a statement sent across a worker boundary is the statement sent', (statement) => {
  const received = acrossTheBoundary(statement)
  expect(received).toStrictEqual(statement)
  received.rows.forEach((row, i) => expect(equalsMoney(row.amount, statement.rows[i]?.amount ?? row.amount)).toBe(true))
})

const germanAmount = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n},${String(abs % 100n).padStart(2, '0')}`
}

test.prop([fc.array(fc.tuple(localDateArbitrary, fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n })), { minLength: 1, maxLength: 20 })])(
  "a statement the reader read crosses unchanged (the demo's worker sends exactly these)",
  (lines) => {
    const text = ['Buchungstag;Betrag;Verwendungszweck', ...lines.map(([date, cents], i) => `${date.split('-').reverse().join('.')};${germanAmount(cents)};Zeile ${i}`)].join('\n')
    const read = readBankStatement(new TextEncoder().encode(text))
    expect(E.map(acrossTheBoundary)(read)).toStrictEqual(read)
  },
)
