import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import { SEPA_COUNTRY_CODES } from './constants.ts'
import {
  findOwnAccountByIban,
  isSepaCountry,
  toIbanCountryCode,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateSubAccountTarget,
} from './recipient-rules.ts'

describe('countries', () => {
  it('reads the country from the IBAN', () => expect(toIbanCountryCode(' fr14 2004')).toBe('FR'))
  it('knows the SEPA countries, in any case', () => {
    for (const code of ['DE', 'AT', 'CH', 'GB', 'NO', 'IS', 'LI', 'MC', 'SM', 'VA', 'AD', 'AL', 'ME', 'MD', 'MK', 'GI', 'ch']) {
      expect(isSepaCountry(code)).toBe(true)
    }
  })
  it('rejects countries outside SEPA', () => {
    for (const code of ['US', 'TR', 'BR', 'RS', 'UA', 'AE', 'PF', 'NC', 'XX', '']) expect(isSepaCountry(code)).toBe(false)
  })
  it('lists every country once', () => expect(new Set(SEPA_COUNTRY_CODES).size).toBe(SEPA_COUNTRY_CODES.length))
  it('validateRecipientCountry names the country it rejects', () => {
    expect(validateRecipientCountry('TR330006100519786457841326')).toEqual(
      E.left([{ field: 'recipientIban', key: 'transfers.recipientCountryNotSupported', params: { countryCode: 'TR' } }]),
    )
    expect(validateRecipientCountry('CH9300762011623852957')).toEqual(E.right('CH9300762011623852957'))
  })
})

describe('validateRecipientDiffersFromSender', () => {
  it('rejects the sender IBAN, whatever its notation', () => {
    expect(validateRecipientDiffersFromSender('DE89 3704 0044 0532 0130 00', 'de89370400440532013000')).toEqual(
      E.left([{ field: 'recipientIban', key: 'transfers.recipientIbanSameAsSender' }]),
    )
  })
  it('accepts another IBAN, and a sender without IBAN', () => {
    expect(E.isRight(validateRecipientDiffersFromSender('DE89370400440532013000', 'DE02120300000000202051'))).toBe(true)
    expect(E.isRight(validateRecipientDiffersFromSender(null, 'DE02120300000000202051'))).toBe(true)
    expect(E.isRight(validateRecipientDiffersFromSender(undefined, 'DE02120300000000202051'))).toBe(true)
    expect(E.isRight(validateRecipientDiffersFromSender('  ', ''))).toBe(true)
  })
})

describe('validateSubAccountTarget', () => {
  const main = buildFinancialAccount({ financialAccountId: 'main', type: 'LEXBANK', iban: 'DE02110101010000000001' })
  const sub = buildFinancialAccount({ financialAccountId: 'sub', type: 'LEXBANK_SUB_ACCOUNT', iban: 'DE65110101011234567890' })
  const giro = buildFinancialAccount({ financialAccountId: 'giro', type: 'GIRO', iban: 'DE89370400440532013000' })
  const own = [main, sub, giro]

  it('finds an own account by IBAN in any notation', () => {
    expect(findOwnAccountByIban(own, 'de65 1101 0101 1234 5678 90')).toBe(sub)
    expect(findOwnAccountByIban(own, 'DE02120300000000202051')).toBeUndefined()
    expect(findOwnAccountByIban([buildFinancialAccount({ iban: null })], '')).toBeUndefined()
  })
  it('allows a transfer to the sub account from the main business account', () => {
    expect(validateSubAccountTarget(main, sub.iban ?? '', own)).toEqual(E.right(sub.iban))
  })
  it.each(['GIRO', 'LEXBANK_SUB_ACCOUNT', 'PAYPAL'] as const)('rejects a transfer to the sub account from a %s account', (type) => {
    expect(validateSubAccountTarget({ type }, 'DE65 1101 0101 1234 5678 90', own)).toEqual(
      E.left([{ field: 'recipientIban', key: 'transfers.subAccountOnlyFromMainAccount' }]),
    )
  })
  it('does not restrict transfers to other recipients', () => {
    expect(E.isRight(validateSubAccountTarget(giro, main.iban ?? '', own))).toBe(true)
    expect(E.isRight(validateSubAccountTarget(giro, 'DE02120300000000202051', own))).toBe(true)
  })
})
