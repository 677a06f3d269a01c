/** The banking queries and headers on the wire: what the client writes, the server reads back unchanged. */
import { fc, test } from '@fast-check/vitest'
import {
  FINANCIAL_ACCOUNT_TYPES,
  NEEDLESS_ACTIONS,
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
  fromNeedlessActionParam,
  fromNeedlessSearchParams,
  fromOnlineBankingAccountsSearchParams,
  fromPaypalConnectUrlSearchParams,
  toBankDetailsSearchParams,
  toBankSearchParams,
  toNeedlessSearchParams,
  toOnlineBankingAccountsSearchParams,
  toPaypalConnectUrlSearchParams,
  type OnlineBankingAccountsSearch,
} from './banking-queries.ts'
import { HEADERS } from './routes.ts'

/** Through the string form, as the server receives it. */
const overTheWire = (params: URLSearchParams) => new URLSearchParams(params.toString())

/** Through a real Headers object (names case-insensitive, values Latin-1 only), as the server receives them. */
const headerReader = (headers: Record<string, string>) => {
  const h = new Headers(headers)
  return (name: string) => h.get(name)
}

/** Any text, including what a header could not carry as such (umlauts, emoji, line breaks). */
const anyText = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
const nonEmpty = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
const optionalText = fc.option(nonEmpty, { nil: null })

/** A PIN as the wizard sends it: base64 of a PIN the bank accepts. */
const encodedPinArbitrary: fc.Arbitrary<EncodedPin> = validPinArbitrary.map((pin) => {
  const encoded = encodePin(pin)
  if (E.isLeft(encoded) || encoded.right === null) throw new Error('a valid PIN must encode')
  return encoded.right
})

describe('banking queries on the wire', () => {
  test.prop([fc.string({ maxLength: 40, unit: 'grapheme' })])('a bank search term comes back as it was', (term) => {
    expect(fromBankSearchParams(overTheWire(toBankSearchParams(term)))).toBe(term)
  })

  it('reads no search term as an empty one', () => {
    expect(fromBankSearchParams(new URLSearchParams(''))).toBe('')
  })

  test.prop([
    fc.record({ bankCode: nonEmpty, banksApiBankId: optionalText, bankName: optionalText }, { requiredKeys: ['bankCode'] }),
  ])('bank details queries come back, null and left out alike', (query: BankDetailsQuery) => {
    const read = fromBankDetailsSearchParams(overTheWire(toBankDetailsSearchParams(query)))
    expect(read).toEqual(
      E.right({
        bankCode: query.bankCode,
        ...(query.banksApiBankId == null ? {} : { banksApiBankId: query.banksApiBankId }),
        ...(query.bankName == null ? {} : { bankName: query.bankName }),
      }),
    )
  })

  it('rejects a bank details query without bank code, naming it', () => {
    expect(fromBankDetailsSearchParams(new URLSearchParams('bankName=X'))).toEqual(E.left({ parameter: 'bankCode' }))
  })

  test.prop([
    fc.record({
      accountType: fc.option(fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), { nil: null }),
      reconnectFinancialAccountId: optionalText,
    }),
  ])('online banking account queries come back', (query: OnlineBankingAccountsSearch) => {
    expect(fromOnlineBankingAccountsSearchParams(overTheWire(toOnlineBankingAccountsSearchParams(query)))).toEqual(E.right(query))
  })

  it('rejects an unknown account type', () => {
    expect(fromOnlineBankingAccountsSearchParams(new URLSearchParams('accountType=giro'))).toEqual(
      E.left({ parameter: 'accountType' }),
    )
  })

  test.prop([nonEmpty, fc.option(localDateArbitrary, { nil: null }), fc.option(fc.constantFrom(...NEEDLESS_ACTIONS), { nil: undefined })])(
    'needless queries come back, a left-out action read as delete',
    (financialAccountId, needlessStartDate, action) => {
      const params = overTheWire(toNeedlessSearchParams({ financialAccountId, needlessStartDate }, action))
      expect(fromNeedlessSearchParams(params)).toEqual(E.right({ financialAccountId, needlessStartDate }))
      expect(fromNeedlessActionParam(params)).toEqual(E.right(action ?? 'delete'))
    },
  )

  it.each([
    ['needlessStartDate=2025-01-01', 'financialAccountId'],
    ['financialAccountId=fa&needlessStartDate=01.01.2025', 'needlessStartDate'],
    ['financialAccountId=fa&needlessStartDate=2025-02-30', 'needlessStartDate'],
  ])('rejects the needless query %s naming %s', (query, parameter) => {
    expect(fromNeedlessSearchParams(new URLSearchParams(query))).toEqual(E.left({ parameter }))
  })

  it('rejects an unknown needless action', () => {
    expect(fromNeedlessActionParam(new URLSearchParams('action=hide'))).toEqual(E.left({ parameter: 'action' }))
  })

  test.prop([
    fc.record({ paypalInfoTile: fc.boolean(), financialAccountId: optionalText, callbackSuccess: nonEmpty, callbackError: nonEmpty }),
  ])('PayPal connect url queries come back', (query: PaypalConnectUrlQuery) => {
    expect(fromPaypalConnectUrlSearchParams(overTheWire(toPaypalConnectUrlSearchParams(query)))).toEqual(E.right(query))
  })

  it.each([
    ['callbackError=e', 'callbackSuccess'],
    ['callbackSuccess=s', 'callbackError'],
    ['paypalInfoTile=yes&callbackSuccess=s&callbackError=e', 'paypalInfoTile'],
  ])('rejects the PayPal query %s naming %s', (query, parameter) => {
    expect(fromPaypalConnectUrlSearchParams(new URLSearchParams(query))).toEqual(E.left({ parameter }))
  })
})

describe('banking headers on the wire', () => {
  test.prop([fc.option(encodedPinArbitrary, { nil: null })])('the PIN header comes back; no PIN sends no header', (pin) => {
    const headers = toPinHeaders(pin)
    expect(Object.keys(headers)).toEqual(pin === null ? [] : [HEADERS.pin])
    expect(fromPinHeader(headerReader(headers))).toEqual(E.right(pin))
  })

  test.prop([
    fc.record(
      { pin: fc.option(encodedPinArbitrary, { nil: null }), tan: anyText, scaChallengeId: anyText },
      { requiredKeys: ['pin'] },
    ),
  ])('the online banking data headers come back', (headers: OnlineBankingDataHeaders) => {
    expect(fromOnlineBankingDataHeaders(headerReader(toOnlineBankingDataHeaders(headers)))).toEqual(E.right(headers))
  })

  test.prop([
    fc.record(
      {
        redirectCode: anyText,
        redirectError: anyText,
        redirectToken: anyText,
        temporaryContactId: anyText,
        existingAccountId: anyText,
      },
      { requiredKeys: [] },
    ),
  ])('the redirect headers of a new login come back, any text included', (headers: FinancialContactCreateHeaders) => {
    expect(fromFinancialContactCreateHeaders(headerReader(toFinancialContactCreateHeaders(headers)))).toEqual(E.right(headers))
  })

  it('rejects a header that is not percent-encoding, naming it', () => {
    expect(fromFinancialContactCreateHeaders(headerReader({ [HEADERS.redirectError]: '%E0%A4%A' }))).toEqual(
      E.left({ parameter: HEADERS.redirectError }),
    )
  })
})
