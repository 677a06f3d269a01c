import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { isVatId, normalizeVatId, parseVatId, VatIdCodec } from './vat-id.ts'

const invalid = (field = 'vatNumber') => E.left([{ field, key: 'INVALID_COMPANY_VAT_REGISTRATION_ID' }])

describe('parseVatId', () => {
  it.each(['DE136695976', 'DE123456788', 'DE811907980'])('accepts %s', (id) => {
    expect(parseVatId(id)).toEqual(E.right(id))
  })

  it('ignores white space and a lower-case prefix', () => {
    expect(parseVatId(' de 136 695 976 ')).toEqual(E.right('DE136695976'))
    expect(normalizeVatId('De 136\u00a0695 976')).toBe('DE136695976')
  })

  it('reports a missing VAT id with its own key', () => {
    expect(parseVatId('')).toEqual(E.left([{ field: 'vatNumber', key: 'MISSING_COMPANY_VAT_REGISTRATION_ID' }]))
    expect(parseVatId('   ', 'vatRegistrationId')).toEqual(
      E.left([{ field: 'vatRegistrationId', key: 'MISSING_COMPANY_VAT_REGISTRATION_ID' }]),
    )
  })

  it.each([
    ['DE12345678', "the spec's sample: eight digits"],
    ['DE123456789', 'wrong check digit'],
    ['DE136695978', 'wrong check digit'],
    ['DE1366959760', 'ten digits'],
    ['DE036695975', 'first digit 0, even with a matching check digit'],
    ['136695976', 'no DE prefix'],
    ['ATU13585627', 'a foreign VAT id'],
    ['DE13669597X', 'a letter'],
    ['DE-136695976', 'a hyphen'],
    ['D E136695976x', 'junk'],
  ])('rejects %j (%s)', (id) => {
    expect(parseVatId(id)).toEqual(invalid())
  })

  it('the codec accepts only the normalised form', () => {
    expect(VatIdCodec.is('DE136695976')).toBe(true)
    expect(VatIdCodec.is('de136695976')).toBe(false)
    expect(isVatId('DE 136695976')).toBe(false)
  })
})
