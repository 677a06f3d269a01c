/** fast-check arbitraries for bank infos (spec: accounts-and-transfers 3, "Bank info"). */
import fc from 'fast-check'
import { bicStringArbitrary } from '../bic/bic.arbitrary.ts'
import type { BankInfo } from './model.ts'

/** An 8-digit German bank code (Bankleitzahl). */
export const germanBankCodeArbitrary: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 8 })
  .map((digits) => digits.join(''))

/** A bank info as the banking service may send it: name and bank code always, every other field value, null or absent. */
export const bankInfoArbitrary: fc.Arbitrary<BankInfo> = fc.record(
  {
    bankName: fc.string({ minLength: 1, maxLength: 40 }),
    bankCode: germanBankCodeArbitrary,
    bic: fc.option(bicStringArbitrary, { nil: null }),
    banksApiBankId: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
    onlinebankingSupported: fc.option(fc.boolean(), { nil: null }),
    partnerImportSupported: fc.option(fc.boolean(), { nil: null }),
    accountSystem: fc.option(fc.constantFrom('Internal', 'Partner A', 'Partner B'), { nil: null }),
  },
  { requiredKeys: ['bankName', 'bankCode'] },
)
