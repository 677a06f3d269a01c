/**
 * Properties of the MT940 reader (issue 26): any statement formatMt940Statement writes reads back to the same parts and
 * entries; no text (arbitrary, or a valid file with one character changed, removed or inserted) makes the reader or
 * readBankStatement throw; the balance check is silent exactly where opening + entries = closing.
 */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays, daysBetween, type LocalDate } from '../calendar/local-date.ts'
import { addMoney, equalsMoney, moneyFromCents, sumMoney, type Money } from '../money/money.ts'
import { formatMt940Statement, isMt940Text, readMt940Statement } from './mt940-statement.ts'
import { readBankStatement } from './read-bank-statement.ts'
import { statementBalanceNotices, type StructuredEntry, type StructuredStatement, type StructuredStatementPart } from './structured-statement.ts'

const FIRST = '2014-01-01' as LocalDate
const LAST = '2030-12-31' as LocalDate
const SPAN = daysBetween(FIRST, LAST)

/** Booking dates over the whole range, and often in the days around a year end. */
const bookingDateArbitrary: fc.Arbitrary<LocalDate> = fc.oneof(
  fc.integer({ min: 0, max: SPAN }).map((d) => addDays(FIRST, d)),
  fc.tuple(fc.integer({ min: 2014, max: 2030 }), fc.integer({ min: -6, max: 6 })).map(([year, d]) => addDays(`${year}-01-01` as LocalDate, d)),
).filter((d) => d >= FIRST && d <= LAST)

const centsArbitrary = fc.oneof(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).filter((c) => c !== 0n), fc.constant(0n))
const moneyArbitrary: fc.Arbitrary<Money> = centsArbitrary.map(moneyFromCents)

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzäöüÄÖÜß']
/**
 * Texts as banks' :86: hold them: SWIFT's characters and '&', umlauts; no '?' (the sub-field mark), no '{' or '}' (not
 * SWIFT's). ':' and '-' are there for the writer's line cuts (a continuation line ':20:…' or '-' would read as a field or the end).
 */
const TEXT_CHARS = [...LETTERS, ...'0123456789', ' ', ' ', ' ', '+', '/', '&', '-', '-', ':', ':', '.', ',', '(', ')', "'"]
/** Single spaces between words, none at either end. */
const textArbitrary = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...TEXT_CHARS), maxLength }).map((s) => s.replace(/ {2,}/g, ' ').trim())
const bookingTextArbitrary = fc.string({ unit: fc.constantFrom(...LETTERS, ' '), maxLength: 27 }).map((s) => s.trim())
const bankReferenceArbitrary = fc.oneof(fc.constant(null), fc.stringMatching(/^[A-Za-z0-9]{1,16}$/).filter((r) => r !== 'NONREF'))
const ibanArbitrary = fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{20}$/).map((digits) => `DE${digits}`))

const entryArbitrary: fc.Arbitrary<StructuredEntry> = fc
  .record({
    bookingDate: bookingDateArbitrary,
    valueShift: fc.integer({ min: -5, max: 5 }),
    amount: moneyArbitrary,
    counterpartyName: textArbitrary(54),
    counterpartyIban: ibanArbitrary,
    purpose: textArbitrary(140),
    bookingText: bookingTextArbitrary,
    bankReference: bankReferenceArbitrary,
  })
  .map(({ valueShift, ...entry }) => ({ ...entry, line: 0, valueDate: addDays(entry.bookingDate, valueShift), pending: false }))

const partArbitrary: fc.Arbitrary<StructuredStatementPart> = fc.record({
  number: fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9]{1,5}(\/[0-9]{1,3})?$/)),
  line: fc.constant(0),
  opening: fc.option(moneyArbitrary, { nil: null }),
  closing: fc.option(moneyArbitrary, { nil: null }),
  entries: fc.array(entryArbitrary, { maxLength: 25 }),
})

const statementArbitrary: fc.Arbitrary<StructuredStatement> = fc.record({
  format: fc.constant('mt940' as const),
  account: fc.oneof(fc.constant(''), ibanArbitrary, fc.stringMatching(/^[0-9]{8}\/[0-9]{10}$/)),
  parts: fc.array(partArbitrary, { minLength: 1, maxLength: 3 }),
})

/** Money held by value (Decimal's own fields left out), dates and texts as they are; `line` left out. */
const sameMoney = (a: Money | null, b: Money | null): boolean => (a === null || b === null ? a === b : equalsMoney(a, b))
const withoutLine = ({ line: _line, amount: _amount, ...rest }: StructuredEntry) => rest

const expectSameStatement = (read: StructuredStatement, written: StructuredStatement): void => {
  expect(read.format).toBe('mt940')
  expect(read.account).toBe(written.account)
  expect(read.parts.map((p) => p.number)).toEqual(written.parts.map((p) => p.number))
  read.parts.forEach((part, i) => {
    const want = written.parts[i] as StructuredStatementPart
    expect([sameMoney(part.opening, want.opening), sameMoney(part.closing, want.closing)]).toEqual([true, true])
    expect(part.entries.map(withoutLine)).toEqual(want.entries.map(withoutLine))
    expect(part.entries.map((e, j) => equalsMoney(e.amount, (want.entries[j] as StructuredEntry).amount))).toEqual(want.entries.map(() => true))
  })
}

test.prop([statementArbitrary])('a statement formatMt940Statement writes reads back to the same parts and entries', (statement) => {
  const text = formatMt940Statement(statement)
  expect(isMt940Text(text)).toBe(true)
  const read = readMt940Statement(text)
  if (E.isLeft(read)) throw new Error(`refused: ${JSON.stringify(read.left)}\n${text}`)
  expectSameStatement(read.right, statement)
})

test.prop([statementArbitrary, fc.constantFrom('\r\n', '\n')])('readBankStatement reads the written file to one row per entry, in order, with the same amounts and references', (statement, eol) => {
  const text = formatMt940Statement(statement).replaceAll('\n', eol)
  const result = readBankStatement(new TextEncoder().encode(text), { fileName: 'umsaetze.sta' })
  if (E.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
  const entries = statement.parts.flatMap((p) => p.entries)
  expect(result.right.format).toBe('mt940')
  expect(result.right.rows.map((r) => [r.bookingDate, r.valueDate, r.amount.value.toFixed(2), r.counterparty, r.purpose, r.bankReference ?? null])).toEqual(
    entries.map((e) => [e.bookingDate, e.valueDate, e.amount.value.toFixed(2), e.counterpartyName, e.purpose, e.bankReference]),
  )
})

// Balances: a part whose closing is its opening plus its entries gives no notice; one off by a cent gives one.
const balancedArbitrary = fc
  .tuple(statementArbitrary, fc.array(fc.constantFrom(0n, 0n, 1n, -1n), { minLength: 3, maxLength: 3 }))
  .map(([statement, offsets]) => ({
    statement: {
      ...statement,
      parts: statement.parts.map((part, i) => ({
        ...part,
        number: `${i + 1}/1`,
        closing: part.opening === null ? part.closing : addMoney(addMoney(part.opening, sumMoney(part.entries.map((e) => e.amount))), moneyFromCents(offsets[i] ?? 0n)),
      })),
    },
    offsets,
  }))

test.prop([balancedArbitrary])('the balance check is silent where opening + entries = closing and names each part off by a cent', ({ statement, offsets }) => {
  const off = statement.parts.flatMap((part, i) => (part.opening !== null && part.closing !== null && offsets[i] !== 0n ? [part.number] : []))
  expect(statementBalanceNotices(statement).map((n) => [n.key, n.params?.['statement']])).toEqual(off.map((number) => ['csvImport.statementBalanceMismatch', number]))
  const read = readMt940Statement(formatMt940Statement(statement))
  expect(E.isRight(read) ? statementBalanceNotices(read.right).map((n) => n.params?.['statement']) : 'refused').toEqual(off)
  const bank = readBankStatement(new TextEncoder().encode(formatMt940Statement(statement)), { fileName: 'umsaetze.sta' })
  expect(E.isRight(bank) ? bank.right.notices.filter((n) => n.key === 'csvImport.statementBalanceMismatch').map((n) => n.params?.['statement']) : 'refused').toEqual(off)
})

// Never a throw. readBankStatement turns a throw into csvImport.faultyCsv (its defensive catch), so that key is the sign.
const neverThrows = (text: string): void => {
  const read = readMt940Statement(text)
  if (E.isLeft(read)) expect(read.left.every((i) => i.key === 'csvImport.swiftStatementUnreadable')).toBe(true)
  const bank = readBankStatement(new TextEncoder().encode(text), { fileName: 'umsaetze.sta' })
  expect(E.isLeft(bank) && bank.left.some((i) => i.key === 'csvImport.faultyCsv')).toBe(false)
}

const FRAGMENTS = [':20:', ':25:', ':28C:', ':60F:', ':60M:', ':61:', ':62F:', ':62M:', ':86:', '{1:F01}', '{4:', '-}', '-', '\n', '\r\n', '?', '?00', '?20', '?32', '?33', 'SVWZ+', 'EREF+', 'C', 'D', 'RC', 'RD', 'EUR', ',', '240102', '0102', '1229', '5,00', '80,', 'NTRF', 'NONREF', '//', ' ', 'ü', '166']
const mt940ishArbitrary = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 60 }).map((pieces) => pieces.join(''))

test.prop([fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 100 }), mt940ishArbitrary, mt940ishArbitrary.map((s) => `:20:X\n:25:1\n${s}`))], { numRuns: 300 })(
  'no text makes readMt940Statement or readBankStatement throw',
  neverThrows,
)

const EDIT_CHARS = [':', '?', '\n', '-', '{', '}', '/', ',', ' ', 'C', 'D', 'R', 'N', '0', '1', '9', 'ü', '+']
test.prop([statementArbitrary, fc.nat(), fc.constantFrom('change', 'remove', 'insert'), fc.constantFrom(...EDIT_CHARS)], { numRuns: 150 })(
  'a valid file with one character changed, removed or inserted does not make the readers throw',
  (statement, at, edit, ch) => {
    const text = formatMt940Statement(statement)
    const i = text.length === 0 ? 0 : at % text.length
    const edited = edit === 'insert' ? text.slice(0, i) + ch + text.slice(i) : text.slice(0, i) + (edit === 'change' ? ch : '') + text.slice(i + 1)
    neverThrows(edited)
  },
)
