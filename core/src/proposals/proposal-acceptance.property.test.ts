import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { toProposalAcceptanceRequest } from './proposal-acceptance.ts'
import type { ProposedPayment } from './wire.ts'

const paymentArbitrary: fc.Arbitrary<ProposedPayment> = fc.record({
  voucherId: fc.string({ minLength: 1, maxLength: 8 }),
  voucherSource: fc.constantFrom('SALES_VOUCHER' as const, 'BOOKKEEPING_VOUCHER' as const),
  paymentAmount: moneyArbitrary,
  paymentDifferenceStrategy: fc.constantFrom(null, 'CASH_DISCOUNT' as const, 'PARTIAL_PAYMENT' as const),
  reasons: fc.subarray(['AMOUNT', 'AMOUNT_WITH_CASH_DISCOUNT', 'VOUCHER_NUMBER', 'CONTACT_NAME'] as const),
})

describe('toProposalAcceptanceRequest', () => {
  it('books exactly the proposed payments, on the transaction the user saw, at its date', () => {
    fc.assert(
      fc.property(
        fc.array(paymentArbitrary, { minLength: 1, maxLength: 4 }),
        fc.option(fc.nat(50), { nil: null }),
        fc.option(localDateArbitrary, { nil: null }),
        (payments, lockVersion, transactionDate) => {
          const body = toProposalAcceptanceRequest({ payments }, { financialTransactionId: 'tx-1', lockVersion, transactionDate })
          expect(body.financialTransactionId).toBe('tx-1')
          expect(body.lockVersion).toBe(lockVersion)
          expect(body.paymentDate).toEqual(transactionDate)
          expect(body.payments).toEqual(
            payments.map((p) => ({ voucherId: p.voucherId, voucherSource: p.voucherSource, paymentAmount: p.paymentAmount, paymentDifferenceStrategy: p.paymentDifferenceStrategy })),
          )
          expect(body).not.toHaveProperty('note')
        },
      ),
    )
  })
})
