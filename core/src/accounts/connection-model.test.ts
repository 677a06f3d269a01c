import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { moneyFromCents } from '../money/money.ts'
import {
  FinancialContactCodec,
  LoginFieldValuesCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountListCodec,
  isFinancialContactReadyToUse,
  isOnlineBankingAccountAddable,
  toOnlineBankingAccountKey,
  toOnlineBankingAccountSummary,
  toPaypalReturn,
} from './connection-model.ts'

describe('FinancialContactCodec', () => {
  it('reads a contact with the fields of both documents', () => {
    const wire = {
      financialContactId: 'c1',
      lockVersion: 3,
      bankCode: '37040044',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      banksApiBankId: 'B1',
      readyToUse: true,
      maxTransactionHistoryInDays: 90,
      userIdValues: ['max'],
      customerIdValues: [],
      savePinEnabled: false,
      savePinRequired: true,
      oauth2: false,
      connectionType: 'BANKSAPI',
    }
    expect(FinancialContactCodec.decode(wire)).toEqual(E.right(wire))
  })

  it('needs an id, and takes null or absence for every other field', () => {
    expect(E.isLeft(FinancialContactCodec.decode({ bankCode: '1' }))).toBe(true)
    expect(E.isRight(FinancialContactCodec.decode({ financialContactId: 'c1', readyToUse: null, oauth2: null }))).toBe(true)
  })

  it('drops a PIN (and any unknown field) a server sends back, so it is never held', () => {
    const decoded = FinancialContactCodec.decode({ financialContactId: 'c1', pin: 'MTIzNA==', extra: 1 })
    expect(decoded).toEqual(E.right({ financialContactId: 'c1' }))
  })

  it('rejects a wrongly typed field', () => {
    expect(E.isLeft(FinancialContactCodec.decode({ financialContactId: 'c1', readyToUse: 'yes' }))).toBe(true)
  })
})

describe('LoginFieldValuesCodec', () => {
  it('reads a list of strings, and a single string as a list of one', () => {
    expect(LoginFieldValuesCodec.decode(['a', 'b'])).toEqual(E.right(['a', 'b']))
    expect(LoginFieldValuesCodec.decode('a')).toEqual(E.right(['a']))
    expect(E.isLeft(LoginFieldValuesCodec.decode([1]))).toBe(true)
    expect(E.isLeft(LoginFieldValuesCodec.decode({ a: 'b' }))).toBe(true)
  })
})

describe('isFinancialContactReadyToUse', () => {
  it('is true only for readyToUse: true', () => {
    expect(isFinancialContactReadyToUse({ readyToUse: true })).toBe(true)
    expect(isFinancialContactReadyToUse({ readyToUse: false })).toBe(false)
    expect(isFinancialContactReadyToUse({ readyToUse: null })).toBe(false)
    expect(isFinancialContactReadyToUse({})).toBe(false)
  })
})

describe('online banking accounts', () => {
  it('reads the list with addable, accountNumber and iban, each optional', () => {
    const wire = [{ addable: true, accountNumber: '123', iban: 'DE89370400440532013000' }, { addable: null }, {}]
    expect(OnlineBankingAccountListCodec.decode(wire)).toEqual(E.right(wire))
    expect(E.isLeft(OnlineBankingAccountListCodec.decode([{ addable: 'true' }]))).toBe(true)
  })

  it('names an account by its IBAN in electronic format, else by its account number, else not at all', () => {
    expect(toOnlineBankingAccountKey({ iban: ' de89 3704 0044 0532 0130 00 ', accountNumber: '0532013000' })).toBe('DE89370400440532013000')
    expect(toOnlineBankingAccountKey({ iban: '  ', accountNumber: ' 4111 1111 ' })).toBe('accountNumber:41111111')
    expect(toOnlineBankingAccountKey({ iban: null, accountNumber: '' })).toBeUndefined()
    expect(toOnlineBankingAccountKey({})).toBeUndefined()
  })

  it('is addable only when the server says addable: true and the account can be named', () => {
    expect(isOnlineBankingAccountAddable({ addable: true, accountNumber: '1' })).toBe(true)
    expect(isOnlineBankingAccountAddable({ addable: null, accountNumber: '1' })).toBe(false)
    expect(isOnlineBankingAccountAddable({ addable: false, iban: 'DE89370400440532013000' })).toBe(false)
    expect(isOnlineBankingAccountAddable({ addable: true })).toBe(false)
  })
})

describe('the summary of an online banking account (s40)', () => {
  it('names the account, its type in German, its IBAN in print format and its balance', () => {
    const decoded = OnlineBankingAccountListCodec.decode([
      { addable: true, iban: 'DE89370400440532013000', accountNumber: '0532013000', name: ' Geschäftskonto ', type: 'GIRO', balance: 12480.35 },
      { addable: true, accountNumber: '4111', name: '  ', type: 'KREDITKARTE', balance: null },
    ])
    expect(E.isRight(decoded)).toBe(true)
    const [giro, card] = E.isRight(decoded) ? decoded.right : []
    expect(giro === undefined ? null : toOnlineBankingAccountSummary(giro)).toEqual({
      name: 'Geschäftskonto',
      typeLabel: 'Girokonto',
      iban: 'DE89 3704 0044 0532 0130 00',
      accountNumber: null,
      balance: moneyFromCents(1248035n),
    })
    // A type the spec does not name shows no type; the answer still decodes.
    expect(card === undefined ? null : toOnlineBankingAccountSummary(card)).toEqual({
      name: null,
      typeLabel: null,
      iban: null,
      accountNumber: '4111',
      balance: null,
    })
    expect(toOnlineBankingAccountSummary({ type: 'SAVINGS' }).typeLabel).toBe('Sparkonto')
    expect(toOnlineBankingAccountSummary({ type: 'CREDITCARD' }).typeLabel).toBe('Kreditkarte')
  })
})

describe('NeedlessInfoCodec', () => {
  const info = {
    numberOfNeedlessTransactionsToDelete: 12,
    numberOfNeedlessTransactionsToIgnore: 0,
    needlessStartDate: '2025-03-01',
    firstTransactionDate: '2024-01-02',
    firstAssignmentDate: null,
  }

  it('reads the counts and the three dates', () => {
    expect(NeedlessInfoCodec.decode(info)).toEqual(E.right(info))
  })

  it.each([
    ['a negative count', { ...info, numberOfNeedlessTransactionsToDelete: -1 }],
    ['a fractional count', { ...info, numberOfNeedlessTransactionsToIgnore: 1.5 }],
    ['a missing count', { numberOfNeedlessTransactionsToDelete: 1 }],
    ['a date that is no calendar day', { ...info, needlessStartDate: '2025-02-30' }],
    ['a German date', { ...info, firstTransactionDate: '02.01.2024' }],
  ])('rejects %s', (_what, wire) => {
    expect(E.isLeft(NeedlessInfoCodec.decode(wire))).toBe(true)
  })
})

describe('toPaypalReturn', () => {
  it("reads PayPal's merchant id and the account id from the return query", () => {
    expect(toPaypalReturn({ merchantIdInPayPal: 'M123', financialAccountId: 'fa1', merchantId: 'ours' })).toEqual({
      merchantId: 'M123',
      financialAccountId: 'fa1',
    })
  })

  it("counts a blank or absent merchant id as missing, and never uses the query's own tracking id", () => {
    expect(toPaypalReturn({ merchantIdInPayPal: '  ', merchantId: 'tracking' }).merchantId).toBeNull()
    expect(toPaypalReturn({}).merchantId).toBeNull()
    expect(toPaypalReturn({ merchantIdInPayPal: null }).financialAccountId).toBeNull()
  })
})
