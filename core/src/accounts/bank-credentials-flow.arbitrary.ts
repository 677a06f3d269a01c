/** fast-check arbitraries for the bank credentials dialog: how it opens and what the user and server do. */
import fc from 'fast-check'
import type { BankCredentialsEvent, BankCredentialsFlowStart, BankCredentialsItem } from './bank-credentials-flow.ts'
import type { FinancialContact } from './connection-model.ts'

const credentialsContactArbitrary = (index: number): fc.Arbitrary<FinancialContact> =>
  fc.record(
    {
      financialContactId: fc.constant(`c${index + 1}`),
      bankName: fc.option(fc.constantFrom('Commerzbank', 'Sparkasse KölnBonn', 'N26'), { nil: null }),
      savePinEnabled: fc.option(fc.boolean(), { nil: null }),
      savePinRequired: fc.option(fc.boolean(), { nil: null }),
      oauth2: fc.option(fc.boolean(), { nil: null, freq: 2 }),
    },
    { requiredKeys: ['financialContactId'] },
  )

const itemArbitrary = (index: number): fc.Arbitrary<BankCredentialsItem> =>
  fc.record(
    {
      contact: credentialsContactArbitrary(index),
      affectedAccounts: fc.array(fc.record({ financialAccountId: fc.constantFrom('fa1', 'fa2'), name: fc.constantFrom('Girokonto', 'Tagesgeld') }), {
        maxLength: 2,
      }),
    },
    { requiredKeys: ['contact'] },
  )

/** One to five contacts (with distinct ids), any purpose, redirect mode now and then. */
export const bankCredentialsFlowStartArbitrary: fc.Arbitrary<BankCredentialsFlowStart> = fc
  .integer({ min: 1, max: 5 })
  .chain((count) =>
    fc.record({
      purpose: fc.constantFrom('connect' as const, 'enter' as const, 'change' as const),
      items: fc.tuple(itemArbitrary(0), ...Array.from({ length: count - 1 }, (_, i) => itemArbitrary(i + 1))),
      redirectMode: fc.option(fc.constant(true), { nil: false, freq: 4 }),
    }),
  )

export const bankCredentialsEventArbitrary: fc.Arbitrary<BankCredentialsEvent> = fc.oneof(
  fc.boolean().map((checked): BankCredentialsEvent => ({ type: 'savePinToggled', checked })),
  fc.constantFrom<BankCredentialsEvent>(
    { type: 'submitted' },
    { type: 'credentialsSaved' },
    { type: 'credentialsRejected' },
    { type: 'skipPressed' },
    { type: 'skipDelayElapsed' },
    { type: 'backPressed' },
    { type: 'canceled' },
  ),
)
