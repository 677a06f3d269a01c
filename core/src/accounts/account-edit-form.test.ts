import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { isCatalogueKey, messageFor } from '../catalogue/catalogue.ts'
import { equalsMoney } from '../money/money.ts'
import { ACCOUNT_EDIT_FIELDS, toAccountEditForm, validateAccountEditForm, type AccountEditForm } from './account-edit-form.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'
import type { FinancialAccount } from './model.ts'
import { moneyFromText as money } from '../test-kit.ts'

const today = '2026-11-22' as LocalDate

/** An internal account without a connection: every field may change. */
const manual = buildFinancialAccount({
  financialAccountId: 'fa-manual',
  name: 'Kasse',
  connected: false,
  accountSystem: 'Internal',
  iban: 'DE89370400440532013000',
  bankCode: '37040044',
  bankName: 'Commerzbank',
  lockVersion: 7,
})
const connected = buildFinancialAccount({
  financialAccountId: 'fa-connected',
  connected: true,
  accountSystem: 'Internal',
  bankName: 'Sparkasse',
  bic: 'BELADEBEXXX',
  usingProfileType: 'BUSINESS',
  financialContact: { financialContactId: 'c1', maxTransactionHistoryInDays: 90 },
  initialSyncDate: '2020-01-01' as LocalDate,
})
const lexbank = buildFinancialAccount({ type: 'LEXBANK', usingProfileType: 'BUSINESS', accountSystem: 'Internal', connected: false })

const body = (form: AccountEditForm, account: FinancialAccount) => {
  const result = validateAccountEditForm(form, account, today)
  if (E.isLeft(result)) throw new Error(`unexpected issues: ${JSON.stringify(result.left)}`)
  return result.right
}
const issues = (form: AccountEditForm, account: FinancialAccount) => {
  const result = validateAccountEditForm(form, account, today)
  return E.isLeft(result) ? result.left.map((i) => `${i.field}:${i.key}`) : []
}

describe('toAccountEditForm', () => {
  it('shows the IBAN in groups and the opening balance in German', () => {
    const form = toAccountEditForm({ ...manual, openingBalance: money('1.234,5'), openingBalanceDate: '2026-01-01' as LocalDate })
    expect(form.iban).toBe('DE89 3704 0044 0532 0130 00')
    expect(form.openingBalance).toBe('1.234,50')
    expect(form.openingBalanceDate).toBe('2026-01-01')
    expect(form.accountHolder).toBe('')
  })
})

describe('validateAccountEditForm', () => {
  it('sends the unchanged form back with the lock version', () => {
    const sent = body(toAccountEditForm(manual), manual)
    expect(sent).toMatchObject({ name: 'Kasse', type: 'GIRO', iban: 'DE89370400440532013000', bankCode: '37040044', lockVersion: 7 })
    expect(sent.openingBalance).toBeNull()
  })

  it('an internal unconnected account changes type, bank data and card', () => {
    const form = {
      ...toAccountEditForm(manual),
      type: 'CREDITCARD' as const,
      iban: ' de02 1203 0000 0000 2020 51',
      bic: 'byladem1001',
      bankName: ' DKB ',
      provider: 'Visa',
      creditCardNumber: '4916 **** **** 1234',
    }
    expect(body(form, manual)).toMatchObject({
      type: 'CREDITCARD',
      iban: 'DE02120300000000202051',
      bankCode: '12030000',
      bic: 'BYLADEM1001',
      bankName: 'DKB',
      provider: 'Visa',
      creditCardNumber: '4916 **** **** 1234',
    })
  })

  it('a connected account keeps its bank data and type, whatever the form holds', () => {
    const form = { ...toAccountEditForm(connected), type: 'SAVINGS' as const, iban: 'kaputt', bic: 'x', bankName: 'Andere Bank', usingProfileType: 'MIXED' as const }
    const sent = body(form, connected)
    expect(sent).toMatchObject({ type: 'GIRO', iban: connected.iban, bic: 'BELADEBEXXX', bankName: 'Sparkasse', usingProfileType: 'MIXED' })
  })

  it('the provider bank keeps its usage type', () => {
    expect(body({ ...toAccountEditForm(lexbank), usingProfileType: 'PRIVATE' }, lexbank).usingProfileType).toBe('BUSINESS')
  })

  it('reports every broken rule at once, each at its field', () => {
    const form = { ...toAccountEditForm(manual), name: '  ', iban: 'DE00 1234', bic: '12', openingBalance: '12,345' }
    expect(issues(form, manual)[0]).toBe('name:accounts.accountNameRequired')
    expect(issues(form, manual)).toContain('openingBalance:money.tooManyDecimals')
    expect(issues(form, manual).map((s) => s.split(':')[0])).toEqual(['name', 'iban', 'bic', 'openingBalance'])
  })

  it('an opening balance needs its date', () => {
    expect(issues({ ...toAccountEditForm(manual), openingBalance: '-1.234,56' }, manual)).toEqual(['openingBalanceDate:date.required'])
    const sent = body({ ...toAccountEditForm(manual), openingBalance: '-1.234,56', openingBalanceDate: '2026-01-01' as LocalDate }, manual)
    expect(sent.openingBalance != null && equalsMoney(sent.openingBalance, money('-1234,56'))).toBe(true)
  })

  it('checks a changed sync start date against the bank history, but not the stored one', () => {
    expect(issues(toAccountEditForm(connected), connected)).toEqual([]) // 2020 is stored, not chosen
    expect(issues({ ...toAccountEditForm(connected), initialSyncDate: '2026-01-01' as LocalDate }, connected)).toEqual([
      'initialSyncDate:accounts.syncStartDateTooEarly',
    ])
    expect(issues({ ...toAccountEditForm(connected), initialSyncDate: '2026-11-23' as LocalDate }, connected)).toEqual([
      'initialSyncDate:accounts.syncStartDateInFuture',
    ])
    expect(body({ ...toAccountEditForm(connected), initialSyncDate: '2026-09-01' as LocalDate }, connected).initialSyncDate).toBe('2026-09-01')
  })

  it('shows the allowed business cases and sends a changed choice; an untouched one goes back as stored', () => {
    expect(toAccountEditForm(connected).allowedBusinessCases).toEqual([
      'BALANCE_QUERY',
      'TRANSFER',
      'SCHEDULED_TRANSFER',
      'COMBINED_TRANSFER',
      'INSTANT_TRANSFER',
      'TRANSACTION_QUERY',
    ])
    // Untouched: null stays "all the bank offers".
    expect(body(toAccountEditForm(connected), connected).allowedBusinessCases).toBeNull()
    const chosen = { ...toAccountEditForm(connected), allowedBusinessCases: ['TRANSACTION_QUERY', 'BALANCE_QUERY'] as const }
    expect(body(chosen, connected).allowedBusinessCases).toEqual(['BALANCE_QUERY', 'TRANSACTION_QUERY'])
    const stored = { ...connected, allowedBusinessCases: ['TRANSFER'] as const }
    expect(toAccountEditForm(stored).allowedBusinessCases).toEqual(['TRANSFER'])
    expect(body(toAccountEditForm(stored), stored).allowedBusinessCases).toEqual(['TRANSFER'])
  })

  it('refuses an instant transfer without the transfer, and a case the bank does not offer, at the field', () => {
    expect(issues({ ...toAccountEditForm(connected), allowedBusinessCases: ['INSTANT_TRANSFER'] }, connected)).toEqual([
      'allowedBusinessCases:accounts.businessCaseNeedsTransfer',
    ])
    expect(issues({ ...toAccountEditForm(manual), allowedBusinessCases: ['BALANCE_QUERY'] }, manual)).toEqual([
      'allowedBusinessCases:accounts.businessCaseNotSupported',
    ])
    expect(messageFor('accounts.businessCaseNeedsTransfer')).toBe(
      'Termin- und Echtzeitüberweisungen setzen Überweisungen voraus. Bitte erlauben Sie auch Überweisungen.',
    )
  })

  it('names only fields the form has, with a catalogue text for each', () => {
    const form = { ...toAccountEditForm(manual), name: '', iban: 'XX', openingBalance: 'abc' }
    const result = validateAccountEditForm(form, manual, today)
    expect(E.isLeft(result)).toBe(true)
    if (E.isLeft(result)) {
      for (const issue of result.left) {
        expect(ACCOUNT_EDIT_FIELDS).toContain(issue.field)
        expect(isCatalogueKey(issue.key)).toBe(true)
      }
    }
    expect(messageFor('accounts.accountNameRequired')).toBe('Bitte geben Sie eine Bezeichnung für das Konto ein.')
  })
})

test.prop([financialAccountArbitrary])('an untouched form of any account with a caption saves, keeping what may not change', (account) => {
  fc.pre(account.name.trim() !== '')
  const form = toAccountEditForm(account)
  const result = validateAccountEditForm(form, account, today)
  // Stored values that were never valid (an IBAN from a server that did not check) are the only way to fail.
  if (E.isLeft(result)) {
    expect(result.left.every((i) => ['iban', 'bic', 'openingBalanceDate'].includes(i.field))).toBe(true)
    return
  }
  expect(result.right.name).toBe(account.name.trim())
  expect(result.right.lockVersion).toBe(account.lockVersion ?? 0)
  expect(result.right.initialSyncDate).toBe(account.initialSyncDate ?? null)
  if (account.type === 'LEXBANK' || account.type === 'LEXBANK_SUB_ACCOUNT') {
    expect(result.right.usingProfileType).toBe(account.usingProfileType ?? null)
    expect(result.right.type).toBe(account.type)
  }
})
