import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { germanIbanStringArbitrary, ibanStringArbitrary } from '../iban/iban.arbitrary.ts'
import { germanBankCodeOf, normalizeIban } from '../iban/iban-format.ts'
import { manualAccountFormArbitrary } from './add-account-wizard.arbitrary.ts'
import { toManualAccountBankCode, validateManualAccountForm } from './manual-account-rules.ts'

const bankCodeArbitrary = fc.stringMatching(/^\d{8}$/)

test.prop([bankCodeArbitrary, fc.option(bankCodeArbitrary, { nil: null }), fc.option(ibanStringArbitrary, { nil: null })])(
  "a looked-up bank code wins over the chosen bank's and the IBAN's",
  (lookedUp, chosen, iban) => {
    expect(toManualAccountBankCode(lookedUp, chosen, iban)).toBe(lookedUp)
  },
)

test.prop([bankCodeArbitrary, fc.option(ibanStringArbitrary, { nil: null })])(
  "without a lookup, the chosen bank's code wins over the IBAN's",
  (chosen, iban) => {
    expect(toManualAccountBankCode(null, chosen, iban)).toBe(chosen)
  },
)

test.prop([germanIbanStringArbitrary])("with neither, a German IBAN's own bank code is sent", (iban) => {
  const code = toManualAccountBankCode(null, null, iban)
  expect(code).toBe(normalizeIban(iban).slice(4, 12))
  expect(code).toBe(germanBankCodeOf(iban))
})

test.prop([ibanStringArbitrary.filter((iban) => !normalizeIban(iban).startsWith('DE'))])(
  'with neither, an IBAN of another country gives no bank code',
  (iban) => {
    expect(toManualAccountBankCode(null, null, iban)).toBeNull()
  },
)

test.prop([manualAccountFormArbitrary, fc.option(fc.record({ bankCode: bankCodeArbitrary }), { nil: null })])(
  "a valid form's body carries the precedence rule's bank code and its trimmed name",
  (form, chosen) => {
    const body = validateManualAccountForm(form, chosen)
    fc.pre(E.isRight(body))
    if (E.isLeft(body)) return // narrowed by fc.pre above
    expect(body.right.bankCode).toBe(toManualAccountBankCode(form.lookedUpBankCode, chosen?.bankCode ?? null, body.right.iban ?? null))
    expect(body.right.name).toBe(form.name.trim())
  },
)
