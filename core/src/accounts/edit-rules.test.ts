import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import {
  ALLOWED_BUSINESS_CASE_LABELS,
  getEditableAccountFields,
  isAccountBankDataEditable,
  isAccountUsageTypeEditable,
  getSupportedBusinessCases,
  toAllowedBusinessCases,
  validateAllowedBusinessCases,
} from './edit-rules.ts'
import { ALLOWED_BUSINESS_CASES } from './model.ts'

describe('isAccountBankDataEditable', () => {
  it('allows an internal, unconnected account of another bank', () => {
    expect(isAccountBankDataEditable({ type: 'GIRO', accountSystem: 'Internal', connected: false })).toBe(true)
    expect(isAccountBankDataEditable({ type: 'CREDITCARD', accountSystem: 'Internal', connected: null })).toBe(true)
    expect(isAccountBankDataEditable({ type: 'SAVINGS', accountSystem: 'Internal' })).toBe(true)
  })
  it('refuses a connected account', () => {
    expect(isAccountBankDataEditable({ type: 'GIRO', accountSystem: 'Internal', connected: true })).toBe(false)
  })
  it('refuses a partner or unknown account system', () => {
    expect(isAccountBankDataEditable({ type: 'GIRO', accountSystem: 'Kontist', connected: false })).toBe(false)
    expect(isAccountBankDataEditable({ type: 'GIRO', accountSystem: null, connected: false })).toBe(false)
    expect(isAccountBankDataEditable({ type: 'GIRO', accountSystem: 'internal', connected: false })).toBe(false)
  })
  it("refuses the provider's own bank", () => {
    expect(isAccountBankDataEditable({ type: 'LEXBANK', accountSystem: 'Internal', connected: false })).toBe(false)
    expect(isAccountBankDataEditable({ type: 'LEXBANK_SUB_ACCOUNT', accountSystem: 'Internal', connected: false })).toBe(false)
  })
})

describe('isAccountUsageTypeEditable', () => {
  it("is editable except for the provider's own bank", () => {
    expect(isAccountUsageTypeEditable({ type: 'GIRO' })).toBe(true)
    expect(isAccountUsageTypeEditable({ type: 'PAYPAL' })).toBe(true)
    expect(isAccountUsageTypeEditable({ type: 'LEXBANK' })).toBe(false)
    expect(isAccountUsageTypeEditable({ type: 'LEXBANK_SUB_ACCOUNT' })).toBe(false)
  })
})

describe('getEditableAccountFields', () => {
  it('groups the rules by field', () => {
    expect(getEditableAccountFields({ type: 'GIRO', accountSystem: 'Internal', connected: false })).toEqual({
      accountType: true,
      bankData: true,
      cardNumber: true,
      usageType: true,
    })
    expect(getEditableAccountFields({ type: 'GIRO', accountSystem: 'Internal', connected: true })).toEqual({
      accountType: false,
      bankData: false,
      cardNumber: false,
      usageType: true,
    })
    expect(getEditableAccountFields({ type: 'LEXBANK', accountSystem: 'Internal', connected: false })).toEqual({
      accountType: false,
      bankData: false,
      cardNumber: false,
      usageType: false,
    })
  })
})

describe('allowed business cases', () => {
  it('lists the six cases of spec 2.4 with German labels', () => {
    expect(ALLOWED_BUSINESS_CASES).toHaveLength(6)
    expect(ALLOWED_BUSINESS_CASES.map((c) => ALLOWED_BUSINESS_CASE_LABELS[c])).toEqual([
      'Saldenabfrage',
      'Überweisung',
      'Terminüberweisung',
      'Sammelüberweisung',
      'Echtzeitüberweisung',
      'Umsatzabfrage',
    ])
  })
  it('derives them from the account', () => {
    expect(toAllowedBusinessCases(buildFinancialAccount())).toEqual([...ALLOWED_BUSINESS_CASES])
    expect(toAllowedBusinessCases(buildFinancialAccount({ connected: false, availableActions: [] }))).toEqual([])
    expect(
      toAllowedBusinessCases(buildFinancialAccount({ connected: true, availableActions: ['TRANSFER_MONEY_FINTS'], sepaInstantAllowed: false })),
    ).toEqual(['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY'])
    expect(toAllowedBusinessCases(buildFinancialAccount({ connected: false, availableActions: ['SCHEDULED_TRANSFER_MONEY_FINTS'] }))).toEqual([])
  })
})

describe('the user choice of business cases (spec 2.4)', () => {
  const giro = buildFinancialAccount()

  it('allows the chosen cases among those the bank offers; without a choice, all it offers', () => {
    expect(toAllowedBusinessCases({ ...giro, allowedBusinessCases: ['TRANSACTION_QUERY', 'TRANSFER'] })).toEqual(['TRANSFER', 'TRANSACTION_QUERY'])
    expect(toAllowedBusinessCases({ ...giro, allowedBusinessCases: null })).toEqual(getSupportedBusinessCases(giro))
    // A stored case the bank no longer offers is not allowed.
    const unconnected = { ...giro, connected: false, allowedBusinessCases: ['BALANCE_QUERY', 'TRANSFER'] as const }
    expect(toAllowedBusinessCases(unconnected)).toEqual(['TRANSFER'])
  })

  it('checks a choice: only offered cases, a scheduled or instant transfer with the transfer, in spec order', () => {
    expect(validateAllowedBusinessCases(['TRANSACTION_QUERY', 'BALANCE_QUERY'], giro)).toEqual(E.right(['BALANCE_QUERY', 'TRANSACTION_QUERY']))
    expect(validateAllowedBusinessCases([], giro)).toEqual(E.right([]))
    expect(validateAllowedBusinessCases(['INSTANT_TRANSFER'], giro)).toEqual(
      E.left([{ field: 'allowedBusinessCases', key: 'accounts.businessCaseNeedsTransfer' }]),
    )
    expect(validateAllowedBusinessCases(['BALANCE_QUERY'], { ...giro, connected: false })).toEqual(
      E.left([{ field: 'allowedBusinessCases', key: 'accounts.businessCaseNotSupported' }]),
    )
    // A combined transfer has its own actions and stands alone.
    expect(validateAllowedBusinessCases(['COMBINED_TRANSFER'], giro)).toEqual(E.right(['COMBINED_TRANSFER']))
  })
})
