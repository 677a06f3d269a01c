/** fast-check arbitraries for structured statements (issue 26), as the CAMT writer and reader round-trip them. */
import fc from 'fast-check'
import { localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents, type Money } from '../money/money.ts'
import type { StructuredEntry, StructuredStatement, StructuredStatementPart } from './structured-statement.ts'

/** Letters, umlauts and the characters XML must escape or that look like markup. */
const WORD_CHARACTERS = [...'abcxyzABCXYZäöüÄÖÜß0189&<>"\'€-./+:;?,()']
const wordArbitrary = fc.array(fc.constantFrom(...WORD_CHARACTERS), { minLength: 1, maxLength: 12 }).map((cs) => cs.join(''))

/** A text as banks write it: words with single spaces, trimmed; '' when no words. */
export const statementTextArbitrary = (maxWords: number): fc.Arbitrary<string> => fc.array(wordArbitrary, { maxLength: maxWords }).map((ws) => ws.join(' '))

const dateArbitrary: fc.Arbitrary<LocalDate | null> = fc.option(
  fc
    .record({ year: fc.integer({ min: 2014, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => localDateFromParts(year, month, day) ?? localDateFromParts(year, month, 28) ?? null),
  { nil: null },
)

const amountArbitrary: fc.Arbitrary<Money> = fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).map(moneyFromCents)

/** An IBAN-shaped account, a domestic account number (CAMT's Othr/Id) or none. */
export const accountArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^DE\d{20}$/),
  fc.constantFrom('DE02120300000000202051', 'AT611904300234573201', '1234567890', '  740618130100033626'.trim()),
  fc.constant(''),
)

export const structuredEntryArbitrary: fc.Arbitrary<StructuredEntry> = fc.record({
  line: fc.constant(0),
  bookingDate: dateArbitrary,
  valueDate: dateArbitrary,
  amount: amountArbitrary,
  counterpartyName: statementTextArbitrary(6),
  counterpartyIban: accountArbitrary,
  // Up to ~400 characters: several Ustrd pieces of 140.
  purpose: statementTextArbitrary(40),
  bookingText: statementTextArbitrary(8),
  pending: fc.boolean(),
  bankReference: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/).filter((r) => r !== 'NOTPROVIDED'), { nil: null }),
})

const partArbitrary: fc.Arbitrary<StructuredStatementPart> = fc.record({
  number: fc.oneof(fc.stringMatching(/^[1-9]\d{0,8}$/), fc.stringMatching(/^[A-Z]{1,4}-[0-9]{1,6}$/), fc.constant('')),
  line: fc.constant(0),
  opening: fc.option(amountArbitrary, { nil: null }),
  closing: fc.option(amountArbitrary, { nil: null }),
  entries: fc.array(structuredEntryArbitrary, { maxLength: 30 }),
})

/** A CAMT statement of 1–3 parts with 0–30 entries each. */
export const camtStatementArbitrary: fc.Arbitrary<StructuredStatement> = fc.record({
  format: fc.constant('camt' as const),
  account: accountArbitrary,
  parts: fc.array(partArbitrary, { minLength: 1, maxLength: 3 }),
})
