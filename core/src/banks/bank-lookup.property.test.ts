import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { expect } from 'vitest'
import { parseBic } from '../bic/bic.ts'
import { backendErrorArbitrary } from '../catalogue/backend-error.arbitrary.ts'
import type { BackendError } from '../errors/backend-error.ts'
import { germanIbanArbitrary, ibanArbitrary } from '../iban/iban.arbitrary.ts'
import { germanBankCodeOf } from '../iban/iban-format.ts'
import type { Iban } from '../iban/iban.ts'
import type { BankLookupPort } from './bank-lookup-port.ts'
import { bankInfoArbitrary } from './bank-info.arbitrary.ts'
import { lookupBankForIban } from './bank-lookup.ts'
import { banksMessages } from './messages.ts'
import { BankInfoCodec, type BankInfo } from './model.ts'

const countingPort = (answer: E.Either<BackendError, BankInfo | undefined>) => {
  const calls: Iban[] = []
  const port: BankLookupPort = {
    lookupBankByIban: (iban) => {
      calls.push(iban)
      return TE.fromEither(answer)
    },
  }
  return { port, calls }
}

test.prop([ibanArbitrary, fc.option(bankInfoArbitrary, { nil: undefined })])(
  'the port is called exactly for German IBANs, once per run',
  async (iban, bank) => {
    const { port, calls } = countingPort(E.right(bank))
    const result = await lookupBankForIban(port, iban)()
    expect(calls).toEqual(iban.startsWith('DE') ? [iban] : [])
    if (!iban.startsWith('DE')) expect(result).toEqual(E.right({ _tag: 'NotLookedUp' }))
  },
)

test.prop([germanIbanArbitrary, bankInfoArbitrary, fc.boolean()])(
  'a bank with the IBAN\'s bank code is found, with its name and a valid BIC or none; any other bank is not',
  async (iban, bank, sameBankCode) => {
    const answered = sameBankCode ? { ...bank, bankCode: germanBankCodeOf(iban) ?? '' } : bank
    const { port } = countingPort(E.right(answered))
    const result = await lookupBankForIban(port, iban)()
    if (E.isLeft(result)) throw new Error('unexpected backend error')
    if (answered.bankCode === germanBankCodeOf(iban)) {
      expect(result.right._tag).toBe('BankFound')
      if (result.right._tag !== 'BankFound') return
      expect(result.right.bankName).toBe(answered.bankName)
      expect(result.right.bic).toBe(typeof answered.bic === 'string' && E.isRight(parseBic(answered.bic)) ? answered.bic : undefined)
    } else {
      expect(result.right).toEqual({ _tag: 'NoBankFound', issues: [{ field: 'recipientIban', key: 'banks.noBankFoundForIban' }] })
      expect(Object.keys(banksMessages)).toContain('banks.noBankFoundForIban')
    }
  },
)

test.prop([germanIbanArbitrary, backendErrorArbitrary])('a backend error of the call is passed through unchanged', async (iban, error) => {
  const { port } = countingPort(E.left(error))
  expect(await lookupBankForIban(port, iban)()).toEqual(E.left(error))
})

test.prop([bankInfoArbitrary])('every generated bank info is what the codec decodes', (bank) => {
  expect(BankInfoCodec.decode(bank)).toEqual(E.right(bank))
})
