/** The payment-service stand-in: the connect url is the success callback with the return parameters appended. */
import { fc, test } from '@fast-check/vitest'
import { fixedClock, toPaypalReturn } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryDb } from '../store/create-db.ts'
import { appendQueryParameters } from './paypal.ts'

const added = [
  ['merchantIdInPayPal', 'M 1&2'],
  ['permissionsGranted', 'true'],
] as const

describe('appendQueryParameters', () => {
  it.each([
    ['https://k.example/hub/paypal/referral', 'https://k.example/hub/paypal/referral?merchantIdInPayPal=M+1%262&permissionsGranted=true'],
    ['https://k.example/r?tab=1', 'https://k.example/r?tab=1&merchantIdInPayPal=M+1%262&permissionsGranted=true'],
    ['https://k.example/r?', 'https://k.example/r?merchantIdInPayPal=M+1%262&permissionsGranted=true'],
    ['/hub/paypal/referral#top', '/hub/paypal/referral?merchantIdInPayPal=M+1%262&permissionsGranted=true#top'],
    ['/r?a=1&#x', '/r?a=1&merchantIdInPayPal=M+1%262&permissionsGranted=true#x'],
  ])('appends to %s', (url, expected) => {
    expect(appendQueryParameters(url, added)).toBe(expected)
  })

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ minLength: 1, maxLength: 10 })])(
    'keeps every parameter the URL had, adds the new ones and keeps the fragment',
    (url, merchantId) => {
      const before = new URL(url)
      const after = new URL(appendQueryParameters(url, [['merchantIdInPayPal', merchantId]]))
      expect(after.searchParams.get('merchantIdInPayPal')).toBe(merchantId)
      expect([...after.searchParams].slice(0, [...before.searchParams].length)).toEqual([...before.searchParams])
      expect(after.hash).toBe(before.hash)
      expect(after.pathname).toBe(before.pathname)
    },
  )
})

describe('memory PayPal connect url', () => {
  const db = () =>
    createMemoryDb(
      {
        financialAccounts: [{ financialAccountId: 'fa-pp', name: 'PayPal', type: 'PAYPAL', state: { status: 'IDLE' }, availableActions: [] }],
        bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: 'M-DEMO' },
      },
      fixedClock(new Date('2026-11-20T09:30:00Z')),
    )

  it('returns to the success callback with what the payment service appends', () => {
    const result = db().getPaypalConnectUrl({
      paypalInfoTile: false,
      financialAccountId: 'fa-pp',
      callbackSuccess: 'https://k.example/hub/paypal/referral',
      callbackError: 'https://k.example/e',
    })
    const url = E.isRight(result) ? new URL(result.right.url) : undefined
    expect(toPaypalReturn(Object.fromEntries(url?.searchParams ?? []))).toEqual({ merchantId: 'M-DEMO', financialAccountId: 'fa-pp' })
    expect(url?.searchParams.get('permissionsGranted')).toBe('true')
    expect(url?.searchParams.get('consentStatus')).toBe('true')
  })

  it('answers an unknown account with BANKING_ACCOUNT_NOT_FOUND and a blank callback with a query issue', () => {
    const query = { paypalInfoTile: false, financialAccountId: null, callbackSuccess: 'https://k.example/ok', callbackError: 'x' }
    expect(db().getPaypalConnectUrl({ ...query, financialAccountId: 'fa-x' })).toMatchObject(E.left({ status: 404 }))
    expect(db().getPaypalConnectUrl({ ...query, callbackSuccess: ' ' })).toEqual(
      E.left({ status: 400, issues: [{ i18nKey: 'invalid_query_parameter', source: 'callbackSuccess' }] }),
    )
    expect(db().getPaypalConnectUrl({ ...query, callbackError: '' })).toEqual(
      E.left({ status: 400, issues: [{ i18nKey: 'invalid_query_parameter', source: 'callbackError' }] }),
    )
  })
})
