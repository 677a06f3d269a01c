import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { canSendTransfer } from './account-capabilities.ts'
import { accountWithActionsArbitrary } from './account-rules.arbitrary.ts'
import { getEditableAccountFields, getSupportedBusinessCases, toAllowedBusinessCases, validateAllowedBusinessCases } from './edit-rules.ts'
import { ALLOWED_BUSINESS_CASES, FINANCIAL_ACCOUNT_TYPES } from './model.ts'

const editableInputArbitrary = fc.record({
  type: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
  accountSystem: fc.option(fc.constantFrom('Internal', 'internal', 'Kontist', 'Solaris', ''), { nil: null }),
  connected: fc.option(fc.boolean(), { nil: null }),
})

test.prop([editableInputArbitrary])('bank data is editable exactly for internal, unconnected accounts of other banks', (account) => {
  const provider = account.type === 'LEXBANK' || account.type === 'LEXBANK_SUB_ACCOUNT'
  const fields = getEditableAccountFields(account)
  const expected = account.accountSystem === 'Internal' && account.connected !== true && !provider
  expect(fields).toEqual({ accountType: expected, bankData: expected, cardNumber: expected, usageType: !provider })
})

/** Internal, unconnected accounts of any type: bank data is editable for most of them. */
const bankDataInputArbitrary = fc.record({
  type: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
  accountSystem: fc.constant('Internal'),
  connected: fc.constantFrom(null, false),
})

test.prop([bankDataInputArbitrary])('whatever allows bank data also allows the usage type', (account) => {
  const fields = getEditableAccountFields(account)
  fc.pre(fields.bankData)
  expect(fields.usageType).toBe(true)
})

test.prop([accountWithActionsArbitrary])('allowed business cases are in spec order and follow the account', (account) => {
  const cases = toAllowedBusinessCases(account)
  expect(cases).toEqual(ALLOWED_BUSINESS_CASES.filter((c) => cases.includes(c)))
  expect(cases.includes('TRANSFER')).toBe(canSendTransfer(account, 'single'))
  expect(cases.includes('COMBINED_TRANSFER')).toBe(canSendTransfer(account, 'combined'))
  expect(cases.includes('BALANCE_QUERY')).toBe(account.connected === true)
  if (cases.includes('SCHEDULED_TRANSFER') || cases.includes('INSTANT_TRANSFER')) expect(cases).toContain('TRANSFER')
  if (cases.includes('INSTANT_TRANSFER')) expect([account.sepaInstantCapable, account.sepaInstantAllowed]).toEqual([true, true])
})

const chosenCasesArbitrary = fc.subarray([...ALLOWED_BUSINESS_CASES])

test.prop([accountWithActionsArbitrary, chosenCasesArbitrary])(
  'a choice of business cases passes exactly when it is offered and has the transfer its scheduled or instant transfer needs',
  (account, chosen) => {
    const supported = getSupportedBusinessCases(account)
    const checked = validateAllowedBusinessCases(chosen, account)
    const offered = chosen.every((c) => supported.includes(c))
    const transferBacked = chosen.includes('TRANSFER') || !chosen.some((c) => c === 'SCHEDULED_TRANSFER' || c === 'INSTANT_TRANSFER')
    expect(E.isRight(checked)).toBe(offered && transferBacked)
    // What passes is allowed exactly as chosen once stored.
    if (E.isRight(checked)) expect(toAllowedBusinessCases({ ...account, allowedBusinessCases: checked.right })).toEqual(checked.right)
  },
)

test.prop([accountWithActionsArbitrary, fc.option(chosenCasesArbitrary, { nil: null })])(
  'what an account allows is offered by its bank, and what the bank offers as a whole may always be allowed',
  (account, stored) => {
    const allowed = toAllowedBusinessCases({ ...account, allowedBusinessCases: stored })
    const supported = getSupportedBusinessCases(account)
    expect(allowed.every((c) => supported.includes(c))).toBe(true)
    expect(validateAllowedBusinessCases(supported, account)).toEqual(E.right(supported))
  },
)
