import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { formatIban } from '../iban/iban-format.ts'
import { ibanStringArbitrary } from '../iban/iban.arbitrary.ts'
import { toAccountEditForm, validateAccountEditForm, type AccountEditForm } from './account-edit-form.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { validateBankCredentials } from './bank-credentials-flow.ts'
import { validateBankSearchTerm } from './bank-search.ts'
import {
  ACCOUNT_BODY_MAX_LENGTHS,
  ACCOUNT_FIELD_MAX_LENGTHS,
  FINANCIAL_CONTACT_BODY_MAX_LENGTHS,
  findTooLongAccountBodyFields,
  findTooLongFinancialContactFields,
  TEXT_TOO_LONG_KEY,
  validateAccountFieldLength,
  validateTextMaxLength,
  type LimitedAccountField,
} from './field-limits.ts'
import { validateManualAccountForm, type ManualAccountForm } from './manual-account-rules.ts'
import { issuesOf } from '../test-kit.ts'

const today = '2026-11-22' as LocalDate

/** Letters and digits only: nothing a trim removes and nothing a PIN may not hold, so only the length decides. */
const textOfLength = (length: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'abcXYZäöü0189'), minLength: length, maxLength: length })

/** A length from 1 to the limit, and one from just over it to far over (a 5,000-character paste). */
const atMost = (max: number) => fc.integer({ min: 1, max }).chain(textOfLength)
const over = (max: number) => fc.oneof(fc.integer({ min: max + 1, max: max + 40 }), fc.constant(5000)).chain(textOfLength)

const tooLong = (field: string, maxLength: number): ValidationIssue => ({ field, key: TEXT_TOO_LONG_KEY, params: { maxLength } })
const lengthIssuesAt = (result: E.Either<ReadonlyArray<ValidationIssue>, unknown>, field: string) =>
  issuesOf(result).filter((i) => i.field === field && i.key === TEXT_TOO_LONG_KEY)

const FIELDS = Object.keys(ACCOUNT_FIELD_MAX_LENGTHS) as ReadonlyArray<LimitedAccountField>

describe('the generic check', () => {
  test.prop([fc.nat({ max: 300 }).chain((max) => fc.tuple(fc.constant(max), fc.string({ maxLength: max })))])(
    'a text up to the limit passes unchanged',
    ([max, text]) => {
      expect(validateTextMaxLength('f', text, max)).toEqual(E.right(text))
    },
  )
  test.prop([fc.nat({ max: 300 }), fc.string({ minLength: 1, maxLength: 60 })])('a text over the limit fails at its field', (max, extra) => {
    const text = 'x'.repeat(max) + extra
    expect(validateTextMaxLength('f', text, max)).toEqual(E.left([tooLong('f', max)]))
  })
  test.prop([fc.constantFrom(...FIELDS), fc.nat({ max: 200 })])('each field reads its own limit', (field, slack) => {
    const max = ACCOUNT_FIELD_MAX_LENGTHS[field]
    expect(E.isRight(validateAccountFieldLength(field, 'a'.repeat(Math.max(0, max - slack))))).toBe(true)
    expect(validateAccountFieldLength(field, 'a'.repeat(max + 1 + slack))).toEqual(E.left([tooLong(field, max)]))
  })
  test.prop([fc.integer({ min: 1, max: 500 })])('the message names the limit', (maxLength) => {
    expect(messageFor(TEXT_TOO_LONG_KEY, { maxLength })).toBe(`Bitte geben Sie höchstens ${maxLength} Zeichen ein.`)
  })
})

const manualForm = (patch: Partial<ManualAccountForm>): ManualAccountForm => ({
  name: 'Kasse',
  type: 'GIRO',
  iban: '',
  bic: '',
  bankName: '',
  lookedUpBankCode: null,
  ...patch,
})

describe('the manual account form (s32)', () => {
  const { name, bankName, iban, bic } = ACCOUNT_FIELD_MAX_LENGTHS
  test.prop([atMost(name)])('a name up to the limit is saved', (text) => {
    expect(E.map((b: { name: string }) => b.name)(validateManualAccountForm(manualForm({ name: ` ${text} ` }), null))).toEqual(E.right(text))
  })
  test.prop([over(name)])('a longer name is refused at name', (text) => {
    expect(validateManualAccountForm(manualForm({ name: text }), null)).toEqual(E.left([tooLong('name', name)]))
  })
  test.prop([atMost(bankName), over(bankName)])('the bank name: up to the limit saved, longer refused', (fits, longer) => {
    expect(E.isRight(validateManualAccountForm(manualForm({ bankName: fits }), null))).toBe(true)
    expect(validateManualAccountForm(manualForm({ bankName: longer }), null)).toEqual(E.left([tooLong('bankName', bankName)]))
  })
  test.prop([ibanStringArbitrary, over(iban)])('an IBAN in print format passes the length; a longer text gets the length message', (valid, longer) => {
    expect(lengthIssuesAt(validateManualAccountForm(manualForm({ iban: formatIban(valid) }), null), 'iban')).toEqual([])
    expect(validateManualAccountForm(manualForm({ iban: longer }), null)).toEqual(E.left([tooLong('iban', iban)]))
  })
  test.prop([over(bic)])('a BIC field longer than a printed BIC gets the length message', (longer) => {
    expect(validateManualAccountForm(manualForm({ bic: longer }), null)).toEqual(E.left([tooLong('bic', bic)]))
  })
})

/** An internal credit card account without a connection: every text field of the dialog may change. */
const card = buildFinancialAccount({ financialAccountId: 'fa-card', type: 'CREDITCARD', name: 'Visa', connected: false, accountSystem: 'Internal' })
const EDIT_TEXT_FIELDS = ['name', 'accountHolder', 'bankName', 'provider', 'creditCardNumber'] as const

describe('the edit dialog', () => {
  test.prop([fc.constantFrom(...EDIT_TEXT_FIELDS), fc.integer({ min: 0, max: 1 })])(
    'each text at the limit is saved, one character more is refused at its field',
    (field, extra) => {
      const max = ACCOUNT_FIELD_MAX_LENGTHS[field]
      const form: AccountEditForm = { ...toAccountEditForm(card), [field]: 'a'.repeat(max + extra) }
      const result = validateAccountEditForm(form, card, today)
      if (extra === 0) expect(E.map((b: Record<string, unknown>) => b[field])(result)).toEqual(E.right('a'.repeat(max)))
      else expect(result).toEqual(E.left([tooLong(field, max)]))
    },
  )
  test.prop([fc.constantFrom(...EDIT_TEXT_FIELDS), fc.constantFrom(...EDIT_TEXT_FIELDS)])(
    'two fields over their limits are reported together',
    (a, b) => {
      const form: AccountEditForm = { ...toAccountEditForm(card), [a]: 'a'.repeat(5000), [b]: 'b'.repeat(5000) }
      const fields = issuesOf(validateAccountEditForm(form, card, today)).map((i) => i.field)
      expect(new Set(fields)).toEqual(new Set([a, b]))
    },
  )
  test.prop([over(ACCOUNT_FIELD_MAX_LENGTHS.iban), over(ACCOUNT_FIELD_MAX_LENGTHS.openingBalance)])(
    'an IBAN and an opening balance longer than their fields get the length message',
    (iban, openingBalance) => {
      const result = validateAccountEditForm({ ...toAccountEditForm(card), iban, openingBalance }, card, today)
      expect(result).toEqual(
        E.left([tooLong('iban', ACCOUNT_FIELD_MAX_LENGTHS.iban), tooLong('openingBalance', ACCOUNT_FIELD_MAX_LENGTHS.openingBalance)]),
      )
    },
  )
})

describe('the bank login', () => {
  const { userIdValues, customerIdValues, pin } = ACCOUNT_FIELD_MAX_LENGTHS
  test.prop([atMost(userIdValues), atMost(customerIdValues), atMost(pin)])('ids and PIN up to their limits are sent', (user, customer, typed) => {
    expect(E.isRight(validateBankCredentials({ userIdValues: [user], customerIdValues: [customer], pin: typed }))).toBe(true)
  })
  test.prop([over(userIdValues)])('a longer user id is refused at userIdValues', (user) => {
    expect(validateBankCredentials({ userIdValues: [user], customerIdValues: [], pin: '' })).toEqual(E.left([tooLong('userIdValues', userIdValues)]))
  })
  test.prop([over(customerIdValues)])('a longer customer id is refused at customerIdValues', (customer) => {
    expect(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [customer], pin: '' })).toEqual(
      E.left([tooLong('customerIdValues', customerIdValues)]),
    )
  })
  test.prop([over(pin)])('a longer PIN is refused at pin, never encoded', (typed) => {
    expect(validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: typed })).toEqual(E.left([tooLong('pin', pin)]))
  })
})

describe('the bank search', () => {
  const max = ACCOUNT_FIELD_MAX_LENGTHS.searchTerm
  test.prop([fc.integer({ min: 3, max }).chain(textOfLength), over(max)])('a term up to the limit is searched, a longer one refused', (fits, longer) => {
    expect(validateBankSearchTerm(fits)).toEqual(E.right(fits))
    expect(validateBankSearchTerm(longer)).toEqual(E.left([tooLong('searchTerm', max)]))
  })
})

describe('the bodies the banking service takes', () => {
  const ACCOUNT_FIELDS = Object.keys(ACCOUNT_BODY_MAX_LENGTHS) as ReadonlyArray<keyof typeof ACCOUNT_BODY_MAX_LENGTHS>
  test.prop([fc.constantFrom(...ACCOUNT_FIELDS), fc.integer({ min: 0, max: 1 })])(
    'an account body field at its limit passes, one over is named',
    (field, extra) => {
      const max = ACCOUNT_BODY_MAX_LENGTHS[field]
      const found = findTooLongAccountBodyFields({ name: 'Kasse', [field]: 'A'.repeat(max + extra) })
      expect(found).toEqual(extra === 0 ? [] : [tooLong(field, max)])
    },
  )
  const CONTACT_FIELDS = Object.keys(FINANCIAL_CONTACT_BODY_MAX_LENGTHS) as ReadonlyArray<keyof typeof FINANCIAL_CONTACT_BODY_MAX_LENGTHS>
  test.prop([fc.constantFrom(...CONTACT_FIELDS), fc.integer({ min: 0, max: 1 })])(
    'a login body field at its limit passes, one over is named (ids in a list)',
    (field, extra) => {
      const max = FINANCIAL_CONTACT_BODY_MAX_LENGTHS[field]
      const text = 'A'.repeat(max + extra)
      const value = field === 'userIdValues' || field === 'customerIdValues' ? ['ok', text] : text
      expect(findTooLongFinancialContactFields({ [field]: value })).toEqual(extra === 0 ? [] : [tooLong(field, max)])
    },
  )
})
