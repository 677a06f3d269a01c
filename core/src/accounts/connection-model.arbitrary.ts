/** fast-check arbitraries for bank connections: financial contacts, online banking accounts, needless info. */
import fc from 'fast-check'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { germanIbanStringArbitrary } from '../iban/iban.arbitrary.ts'
import type { FinancialContact, FinancialContactWire, NeedlessInfo, OnlineBankingAccount } from './connection-model.ts'
import { FINANCIAL_ACCOUNT_TYPES } from './model.ts'

const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

/** A financial contact as the banking service may send it: an id, every other field a value, null or absent. */
export const financialContactArbitrary: fc.Arbitrary<FinancialContact> = fc.record(
  {
    financialContactId: fc.constantFrom('c1', 'c2', 'c3'),
    lockVersion: orNull(fc.nat()),
    bankCode: orNull(fc.stringMatching(/^\d{8}$/)),
    bic: orNull(fc.constantFrom('COBADEFFXXX', 'DEUTDEFFXXX')),
    bankName: orNull(fc.constantFrom('Commerzbank', 'Sparkasse KölnBonn')),
    banksApiBankId: orNull(fc.string({ minLength: 1, maxLength: 8 })),
    readyToUse: orNull(fc.boolean()),
    maxTransactionHistoryInDays: orNull(fc.integer({ min: 0, max: 3650 })),
    userIdValues: orNull(fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 })),
    customerIdValues: orNull(fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 })),
    savePinEnabled: orNull(fc.boolean()),
    savePinRequired: orNull(fc.boolean()),
    oauth2: orNull(fc.boolean()),
    connectionType: orNull(fc.constantFrom('BANKSAPI', 'OTHER')),
  },
  { requiredKeys: ['financialContactId'] },
)

/** The wire form of financialContactArbitrary (values the codec reads back unchanged). */
export const financialContactWireArbitrary: fc.Arbitrary<FinancialContactWire> = financialContactArbitrary

/** Four fixed accounts (three addable, one already added), so selections and reconnects meet real keys. */
export const SAMPLE_ONLINE_BANKING_ACCOUNTS: ReadonlyArray<OnlineBankingAccount> = [
  { addable: true, accountNumber: '0532013000', iban: 'DE89370400440532013000' },
  { addable: true, accountNumber: '0000202051', iban: 'DE02120300000000202051' },
  { addable: true, accountNumber: '4111111111', iban: null },
  { addable: false, accountNumber: '1234567890', iban: 'DE75512108001245126199' },
]

/** Any online banking account: often one of the samples, else random fields. */
export const onlineBankingAccountArbitrary: fc.Arbitrary<OnlineBankingAccount> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SAMPLE_ONLINE_BANKING_ACCOUNTS) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        addable: orNull(fc.boolean()),
        accountNumber: orNull(fc.stringMatching(/^\d{4,10}$/)),
        iban: orNull(germanIbanStringArbitrary),
        name: orNull(fc.oneof(fc.constantFrom('Geschäftskonto', ' Tagesgeld ', '  '), fc.string({ maxLength: 20 }))),
        type: orNull(fc.oneof(fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), fc.constantFrom('TAGESGELD', '', 'giro'))),
      },
      { requiredKeys: [] },
    ),
  },
)

export const onlineBankingAccountListArbitrary: fc.Arbitrary<ReadonlyArray<OnlineBankingAccount>> = fc.array(
  onlineBankingAccountArbitrary,
  { maxLength: 6 },
)

const orderedDates = (a: LocalDate, b: LocalDate): readonly [LocalDate, LocalDate] => (compareLocalDate(a, b) <= 0 ? [a, b] : [b, a])

/**
 * Needless info as the service sends it; the first assignment is never before the first transaction (an assignment is
 * made on a transaction).
 */
export const needlessInfoArbitrary: fc.Arbitrary<NeedlessInfo> = fc
  .record({
    numberOfNeedlessTransactionsToDelete: fc.oneof(fc.constant(0), fc.constant(1), fc.nat({ max: 100_000 })),
    numberOfNeedlessTransactionsToIgnore: fc.oneof(fc.constant(0), fc.constant(1), fc.nat({ max: 100_000 })),
    needlessStartDate: orNull(localDateArbitrary),
    dates: fc.tuple(localDateArbitrary, localDateArbitrary),
    hasTransactions: fc.boolean(),
    hasAssignments: fc.boolean(),
  })
  .map(({ dates, hasTransactions, hasAssignments, ...rest }) => {
    const [first, assignment] = orderedDates(...dates)
    return {
      ...rest,
      firstTransactionDate: hasTransactions ? first : null,
      firstAssignmentDate: hasTransactions && hasAssignments ? assignment : null,
    }
  })
