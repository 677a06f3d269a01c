import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays } from '../calendar/local-date.ts'
import { formatIban, germanBankCodeOf } from '../iban/iban-format.ts'
import { INSTANT_EXCLUDED_BANK_CODE } from './constants.ts'
import {
  isInstantAcceptedByRecipient,
  isInstantTransferEligible,
  isInstantTransferOptionHidden,
  validateInstantTransfer,
} from './instant-eligibility.ts'
import { isAccountInstantCapable } from '../accounts/account-capabilities.ts'
import { transferKindArbitrary, transferRecipientIbanArbitrary } from './transfer.arbitrary.ts'

const flagArbitrary = fc.option(fc.boolean(), { nil: null })
/** Recipient IBANs, some of them at the bank code instant transfers are not offered to. */
const recipientIbanArbitrary = fc.oneof(
  transferRecipientIbanArbitrary,
  fc.stringMatching(/^\d{10}$/).map((account) => `DE00${INSTANT_EXCLUDED_BANK_CODE}${account}`),
)
const recipientArbitrary = fc.record({ recipientIban: recipientIbanArbitrary, purpose: fc.constantFrom('', ' ', 'RE 1', 'Miete') })

test.prop([transferKindArbitrary, localDateArbitrary, fc.integer({ min: -3, max: 3 }), fc.array(recipientIbanArbitrary, { maxLength: 3 })])(
  'the option is hidden exactly when the day is not today, for a standing order, or for bank code 11010101',
  (kind, today, offset, recipientIbans) => {
    const expected =
      offset !== 0 || kind === 'standingOrder' || recipientIbans.some((iban) => germanBankCodeOf(iban) === INSTANT_EXCLUDED_BANK_CODE)
    expect(isInstantTransferOptionHidden({ kind, executionDate: addDays(today, offset), today, recipientIbans })).toBe(expected)
  },
)

test.prop([flagArbitrary, flagArbitrary])('an account is instant-capable only when both flags are true', (capable, allowed) => {
  expect(isAccountInstantCapable({ sepaInstantCapable: capable, sepaInstantAllowed: allowed })).toBe(capable === true && allowed === true)
})

test.prop([transferRecipientIbanArbitrary, fc.array(transferRecipientIbanArbitrary, { maxLength: 4 }), fc.boolean()])(
  'a recipient accepts instant unless its IBAN, in any notation, is on the list',
  (iban, others, listed) => {
    const list = listed ? [...others, formatIban(iban).toLowerCase()] : others.filter((o) => o !== iban)
    expect(isInstantAcceptedByRecipient(iban, list)).toBe(!listed)
  },
)

test.prop([
  transferKindArbitrary,
  localDateArbitrary,
  fc.integer({ min: -2, max: 2 }),
  flagArbitrary,
  flagArbitrary,
  fc.array(recipientArbitrary, { minLength: 1, maxLength: 3 }),
  fc.array(transferRecipientIbanArbitrary, { maxLength: 2 }),
])('eligible exactly when the option is shown, the account can, every recipient accepts and every transfer has a purpose', (kind, today, offset, capable, allowed, recipients, ibansWithoutInstant) => {
  const executionDate = addDays(today, offset)
  const context = { kind, executionDate, today, account: { sepaInstantCapable: capable, sepaInstantAllowed: allowed }, recipients, ibansWithoutInstant }
  const expected =
    !isInstantTransferOptionHidden({ kind, executionDate, today, recipientIbans: recipients.map((r) => r.recipientIban) }) &&
    capable === true &&
    allowed === true &&
    recipients.every((r) => !ibansWithoutInstant.includes(r.recipientIban)) &&
    recipients.every((r) => r.purpose.trim() !== '')
  expect(isInstantTransferEligible(context)).toBe(expected)
  const result = validateInstantTransfer(context)
  if (E.isLeft(result)) expect(result.left.length).toBeGreaterThan(0)
})
