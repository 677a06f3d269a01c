/** The banking queries and headers on the wire: what the client writes, the server reads back unchanged. */
import { fc, test } from '@fast-check/vitest'
import {
  FINANCIAL_ACCOUNT_TYPES,
  encodePin,
  type EncodedPin,
  type BankDetailsQuery,
  type FinancialContactCreateHeaders,
  type OnlineBankingDataHeaders,
  type PaypalConnectUrlQuery,
} from '@kontor/core'
import { localDateArbitrary, validPinArbitrary } from '@kontor/core/testing'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  fromFinancialContactCreateHeaders,
  fromOnlineBankingDataHeaders,
  fromPinHeader,
  toFinancialContactCreateHeaders,
  toOnlineBankingDataHeaders,
  toPinHeaders,
} from './banking-headers.ts'
import {
  fromBankDetailsSearchParams,
  fromBankSearchParams,
  fromNeedlessSearchParams,
  fromOnlineBankingAccountsSearchParams,
  fromPaypalConnectUrlSearchParams,
  toBankDetailsSearchParams,
  toBankSearchParams,
  toNeedlessSearchParams,
  toOnlineBankingAccountsSearchParams,
  toPaypalConnectUrlSearchParams,
} from './banking-queries.ts'
import { headerReaderOf, overTheWire } from './requests.ts'
import { HEADERS } from './routes.ts'


/** Any text, including what a header could not carry as such (umlauts, emoji, line breaks). */
const anyText = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
const nonEmpty = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
/** Text that may be empty: on the wire an empty value is no value (read back as left out). */
const maybeEmpty = fc.oneof(fc.constant(''), nonEmpty)
const optionalText = fc.option(maybeEmpty, { nil: null })

/** What the reader gives back for an optional value: null for null, left out or empty. */
const orNull = (value: string | null | undefined): string | null => (value === undefined || value === '' ? null : value)

/** A PIN as the wizard sends it: base64 of a PIN the bank accepts. */
const encodedPinArbitrary: fc.Arbitrary<EncodedPin> = validPinArbitrary.map((pin) => {
  const encoded = encodePin(pin)
  if (E.isLeft(encoded) || encoded.right === null) throw new Error('a valid PIN must encode')
  return encoded.right
})

describe('banking queries on the wire', () => {
  test.prop([fc.string({ maxLength: 40, unit: 'grapheme' })])('a bank search term comes back as it was, empty included', (term) => {
    expect(fromBankSearchParams(overTheWire(toBankSearchParams(term)))).toBe(term)
  })

  it('sends no empty parameter at all', () => {
    expect(toBankSearchParams('').toString()).toBe('')
    expect(toOnlineBankingAccountsSearchParams({ accountType: null, reconnectFinancialAccountId: '' }).toString()).toBe('')
    expect(toBankDetailsSearchParams({ bankCode: '', bankName: '' }).toString()).toBe('')
  })

  it('reads no search term as an empty one', () => {
    expect(fromBankSearchParams(new URLSearchParams(''))).toBe('')
  })

  test.prop([
    fc.record({ bankCode: maybeEmpty, banksApiBankId: optionalText, bankName: optionalText }, { requiredKeys: ['bankCode'] }),
  ])('bank details queries come back, null, empty and left out alike', (query: BankDetailsQuery) => {
    const banksApiBankId = orNull(query.banksApiBankId)
    const bankName = orNull(query.bankName)
    expect(fromBankDetailsSearchParams(overTheWire(toBankDetailsSearchParams(query)))).toEqual({
      bankCode: query.bankCode,
      ...(banksApiBankId === null ? {} : { banksApiBankId }),
      ...(bankName === null ? {} : { bankName }),
    })
  })

  it('reads a bank details query without bank code as an empty code (the db refuses it)', () => {
    expect(fromBankDetailsSearchParams(new URLSearchParams('bankName=X'))).toEqual({ bankCode: '', bankName: 'X' })
  })

  test.prop([
    fc.record({
      accountType: fc.option(fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), { nil: null }),
      reconnectFinancialAccountId: optionalText,
    }),
  ])('online banking account queries come back, an empty id as none', (query) => {
    expect(fromOnlineBankingAccountsSearchParams(overTheWire(toOnlineBankingAccountsSearchParams(query)))).toEqual({
      accountType: query.accountType,
      reconnectFinancialAccountId: orNull(query.reconnectFinancialAccountId),
    })
  })

  it('reads an account type as sent (the db checks it)', () => {
    expect(fromOnlineBankingAccountsSearchParams(new URLSearchParams('accountType=giro'))).toEqual({
      accountType: 'giro',
      reconnectFinancialAccountId: null,
    })
  })

  test.prop([maybeEmpty, fc.option(localDateArbitrary, { nil: null })])(
    'needless queries come back, with nothing but the account and the date (the action is the route)',
    (financialAccountId, needlessStartDate) => {
      const params = overTheWire(toNeedlessSearchParams({ financialAccountId, needlessStartDate }))
      expect(fromNeedlessSearchParams(params)).toEqual({ financialAccountId, needlessStartDate })
      expect([...params.keys()].every((k) => k === 'financialAccountId' || k === 'needlessStartDate')).toBe(true)
    },
  )

  it.each([
    ['needlessStartDate=2025-01-01', { financialAccountId: '', needlessStartDate: '2025-01-01' }],
    ['financialAccountId=fa&needlessStartDate=01.01.2025', { financialAccountId: 'fa', needlessStartDate: '01.01.2025' }],
    ['financialAccountId=fa&needlessStartDate=', { financialAccountId: 'fa', needlessStartDate: null }],
  ])('reads the needless query %s as sent (the db checks it)', (query, expected) => {
    expect(fromNeedlessSearchParams(new URLSearchParams(query))).toEqual(expected)
  })

  test.prop([
    fc.record({ paypalInfoTile: fc.boolean(), financialAccountId: optionalText, callbackSuccess: maybeEmpty, callbackError: maybeEmpty }),
  ])('PayPal connect url queries come back, an empty account id as none', (query: PaypalConnectUrlQuery) => {
    expect(fromPaypalConnectUrlSearchParams(overTheWire(toPaypalConnectUrlSearchParams(query)))).toEqual(
      E.right({ ...query, financialAccountId: orNull(query.financialAccountId) }),
    )
  })

  it('reads left-out callbacks as empty (the db refuses them), and only true/false as the tile flag', () => {
    expect(fromPaypalConnectUrlSearchParams(new URLSearchParams('callbackError=e'))).toEqual(
      E.right({ paypalInfoTile: false, financialAccountId: null, callbackSuccess: '', callbackError: 'e' }),
    )
    expect(fromPaypalConnectUrlSearchParams(new URLSearchParams('paypalInfoTile=yes&callbackSuccess=s&callbackError=e'))).toEqual(
      E.left({ parameter: 'paypalInfoTile' }),
    )
  })
})

describe('banking headers on the wire', () => {
  test.prop([fc.option(encodedPinArbitrary, { nil: null })])('the PIN header comes back; no PIN sends no header', (pin) => {
    const headers = toPinHeaders(pin)
    expect(Object.keys(headers)).toEqual(pin === null ? [] : [HEADERS.pin])
    expect(fromPinHeader(headerReaderOf(headers))).toEqual(E.right(pin))
  })

  test.prop([
    fc.record(
      { pin: fc.option(encodedPinArbitrary, { nil: null }), tan: anyText, scaChallengeId: anyText },
      { requiredKeys: ['pin'] },
    ),
  ])('the online banking data headers come back', (headers: OnlineBankingDataHeaders) => {
    expect(fromOnlineBankingDataHeaders(headerReaderOf(toOnlineBankingDataHeaders(headers)))).toEqual(E.right(headers))
  })

  it('sends no empty header: an empty value reads as not given', () => {
    expect(toOnlineBankingDataHeaders({ pin: '' as EncodedPin, tan: '', scaChallengeId: '' })).toEqual({})
    expect(fromPinHeader(headerReaderOf(toPinHeaders('' as EncodedPin)))).toEqual(E.right(null))
  })

  test.prop([
    fc.record(
      {
        redirectCode: fc.oneof(fc.constant(''), anyText),
        redirectError: fc.oneof(fc.constant(''), anyText),
        redirectToken: anyText,
        temporaryContactId: fc.oneof(fc.constant(''), anyText),
        existingAccountId: fc.oneof(fc.constant(''), anyText),
      },
      { requiredKeys: [] },
    ),
  ])('the redirect headers of a new login come back, any text included, an empty one as not given', (headers: FinancialContactCreateHeaders) => {
    const given = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
    expect(fromFinancialContactCreateHeaders(headerReaderOf(toFinancialContactCreateHeaders(headers)))).toEqual(E.right(given))
  })

  it('rejects a header that is not percent-encoding, naming it', () => {
    expect(fromFinancialContactCreateHeaders(headerReaderOf({ [HEADERS.redirectError]: '%E0%A4%A' }))).toEqual(
      E.left({ parameter: HEADERS.redirectError }),
    )
  })
})
