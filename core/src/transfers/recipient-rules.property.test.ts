import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import { FINANCIAL_ACCOUNT_TYPES } from '../accounts/model.ts'
import { formatIban } from '../iban/iban-format.ts'
import { SEPA_COUNTRY_CODES } from './constants.ts'
import {
  isSepaCountry,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateSubAccountTarget,
} from './recipient-rules.ts'
import { transferRecipientIbanArbitrary } from './transfer.arbitrary.ts'

/** Paper form, lower case, extra spaces: what a user may type for the same IBAN. */
const notationOf = (iban: string, variant: number): string =>
  [iban, formatIban(iban), iban.toLowerCase(), ` ${formatIban(iban).toLowerCase()} `][variant % 4] ?? iban

test.prop([transferRecipientIbanArbitrary])('every IBAN of a SEPA country passes the country rule', (iban) => {
  expect(validateRecipientCountry(iban)).toEqual(E.right(iban))
})

test.prop([fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^\d{2}[A-Z0-9]{11,20}$/)])(
  'the country rule passes exactly the SEPA countries',
  (country, rest) => {
    const known: ReadonlyArray<string> = SEPA_COUNTRY_CODES
    expect(E.isRight(validateRecipientCountry(`${country}${rest}`))).toBe(known.includes(country))
    expect(isSepaCountry(country)).toBe(known.includes(country))
  },
)

test.prop([transferRecipientIbanArbitrary, fc.nat(), fc.nat()])('the same IBAN in two notations is always the sender', (iban, a, b) => {
  expect(E.isLeft(validateRecipientDiffersFromSender(notationOf(iban, a), notationOf(iban, b)))).toBe(true)
})

test.prop([transferRecipientIbanArbitrary, transferRecipientIbanArbitrary])('two different IBANs always differ', (sender, recipient) => {
  fc.pre(sender !== recipient)
  expect(E.isRight(validateRecipientDiffersFromSender(sender, recipient))).toBe(true)
})

test.prop([fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), transferRecipientIbanArbitrary, fc.nat()])(
  'only a LEXBANK account may send to an own LEXBANK_SUB_ACCOUNT; every other target is free',
  (senderType, targetType, iban, v) => {
    const target = buildFinancialAccount({ financialAccountId: 'target', type: targetType, iban })
    const result = validateSubAccountTarget({ type: senderType }, notationOf(iban, v), [target])
    expect(E.isLeft(result)).toBe(targetType === 'LEXBANK_SUB_ACCOUNT' && senderType !== 'LEXBANK')
  },
)
