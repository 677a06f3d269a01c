import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  parseBankRedirectQuery,
  parsePaypalCreateQuery,
  parsePaypalReferralQuery,
  toBankRedirectRequest,
  toPaypalCallbacks,
} from './redirect-query.ts'

const params = (query: string) => new URLSearchParams(query)

describe('PayPal return queries (hub-and-business-account 2.1)', () => {
  it("reads PayPal's own merchant id, not the tracking id we sent", () => {
    expect(parsePaypalReferralQuery(params('merchantId=OURS&merchantIdInPayPal=M-1&financialAccountId=fa-1'))).toEqual({
      merchantId: 'M-1',
      financialAccountId: 'fa-1',
    })
    expect(parsePaypalReferralQuery(params('merchantId=OURS&merchantIdInPayPal=%20'))).toEqual({ merchantId: null, financialAccountId: null })
  })

  it('a return through the error callback connects nothing, whatever else it carries', () => {
    const callback = new URL(toPaypalCallbacks('https://kontor.example').callbackError)
    expect(callback.pathname).toBe('/hub/paypal/referral')
    expect(parsePaypalReferralQuery(new URLSearchParams(`${callback.search.slice(1)}&merchantIdInPayPal=M-1`)).merchantId).toBeNull()
  })

  it('the success callback is the referral route of our origin', () => {
    expect(toPaypalCallbacks('https://kontor.example').callbackSuccess).toBe('https://kontor.example/hub/paypal/referral')
  })

  it('/hub/paypal/create names the account, blank meaning none', () => {
    expect(parsePaypalCreateQuery(params('financialAccountId=fa-9'))).toBe('fa-9')
    expect(parsePaypalCreateQuery(params('financialAccountId='))).toBeNull()
    expect(parsePaypalCreateQuery(params(''))).toBeNull()
  })
})

describe('bank redirect queries (bc, fc, action, fa, state, code, error, ba)', () => {
  it('reads every parameter, trimmed, blank as null', () => {
    expect(parseBankRedirectQuery(params('bc=%2037050198%20&fc=tmp&action=add&fa=&state=s&code=c&ba=sp'))).toEqual({
      bankCode: '37050198',
      temporaryContactId: 'tmp',
      action: 'add',
      existingAccountId: null,
      state: 's',
      code: 'c',
      error: null,
      banksApiBankId: 'sp',
    })
  })

  it('turns a successful return into the contact call with the redirect headers', () => {
    expect(toBankRedirectRequest(parseBankRedirectQuery(params('bc=37050198&fc=tmp&fa=fa-1&state=s&code=c')))).toEqual({
      _tag: 'CreateContact',
      bankCode: '37050198',
      body: { bankCode: '37050198', banksApiBankId: null },
      headers: { redirectCode: 'c', redirectToken: 's', temporaryContactId: 'tmp', existingAccountId: 'fa-1' },
      existingAccountId: 'fa-1',
    })
  })

  it('an error, a missing bank code, or neither code nor state is a failed login', () => {
    for (const query of ['bc=1&code=c&error=access_denied', 'code=c&state=s', 'bc=37050198', 'bc=37050198&fc=tmp']) {
      expect(toBankRedirectRequest(parseBankRedirectQuery(params(query)))).toEqual({ _tag: 'Failed' })
    }
  })

  const value = fc.option(fc.string({ maxLength: 12 }), { nil: undefined })
  test.prop({ bc: value, fc: value, fa: value, state: value, code: value, error: value, ba: value })(
    'any query: a non-blank error always fails, and a header is sent exactly for each given value',
    (q) => {
      const search = new URLSearchParams()
      for (const [key, v] of Object.entries(q)) if (v !== undefined) search.set(key, v)
      const request = toBankRedirectRequest(parseBankRedirectQuery(search))
      const given = (v: string | undefined) => (v?.trim() ?? '') !== ''
      if (given(q.error) || !given(q.bc) || (!given(q.code) && !given(q.state))) {
        expect(request._tag).toBe('Failed')
        return
      }
      if (request._tag !== 'CreateContact') throw new Error('expected the contact call')
      expect(request.body.bankCode).toBe(q.bc?.trim())
      expect(Object.keys(request.headers).sort()).toEqual(
        [
          given(q.code) ? 'redirectCode' : null,
          given(q.state) ? 'redirectToken' : null,
          given(q.fc) ? 'temporaryContactId' : null,
          given(q.fa) ? 'existingAccountId' : null,
        ]
          .filter((k) => k !== null)
          .sort(),
      )
      expect(Object.values(request.headers).every((v) => v.trim() === v && v !== '')).toBe(true)
    },
  )
})
