import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { equalsMoney } from '../money/money.ts'
import {
  ACCOUNT_TYPE_LABELS,
  AvailableActionsCodec,
  FINANCIAL_ACCOUNT_TYPES,
  FinancialAccountCodec,
  FinancialAccountListCodec,
  isAccountIdle,
  supportsBankTransfer,
  type FinancialAccount,
  type FinancialAccountWire,
} from './model.ts'
import { moneyFromWire } from '../test-kit.ts'

const fullWire: FinancialAccountWire = {
  financialAccountId: 'fa-1',
  name: 'Geschäftskonto',
  type: 'GIRO',
  subType: 'CURRENT',
  accountHolder: 'Muster GmbH',
  usingProfileType: 'BUSINESS',
  provider: 'finapi',
  bic: 'COBADEFFXXX',
  iban: 'DE89370400440532013000',
  creditCardNumber: null,
  bankCode: '37040044',
  bankName: 'Commerzbank',
  accountSystem: 'Internal',
  financialContact: {
    financialContactId: 'fc-1',
    bic: 'COBADEFFXXX',
    bankCode: '37040044',
    readyToUse: true,
    maxTransactionHistoryInDays: 365,
    errorMessage: null,
  },
  initialSyncDate: '2026-01-15',
  balanceDate: '2026-11-22',
  lockVersion: 7,
  state: { status: 'IDLE', errorOnSync: false },
  availableActions: ['TRANSFER_MONEY_FINTS', 'EDIT'],
  sepaInstantCapable: true,
  sepaInstantAllowed: false,
  connected: true,
  brandLogoUrlDark: 'https://example.org/dark.svg',
  brandLogoUrlLight: 'https://example.org/light.svg',
  connectionData: { merchantId: 'M-1', startSyncDate: '2026-02-01' },
  balance: 1234.56,
  deactivated: false,
  synchronizable: true,
}

const minimalWire = {
  financialAccountId: 'fa-2',
  name: 'Sparkonto',
  type: 'SAVINGS',
  state: { status: 'IDLE' },
  availableActions: [],
}

const decode = (u: unknown): FinancialAccount =>
  E.getOrElse<unknown, FinancialAccount>(() => {
    throw new Error(`undecodable: ${JSON.stringify(u)}`)
  })(FinancialAccountCodec.decode(u))

const isRejected = (u: unknown): boolean => E.isLeft(FinancialAccountCodec.decode(u))

describe('FinancialAccountCodec', () => {
  it('decodes an account with every field', () => {
    const account = decode(fullWire)
    const { balance, ...rest } = account
    const { balance: _wireBalance, ...wireRest } = fullWire
    expect(rest).toEqual(wireRest)
    expect(balance !== null && balance !== undefined && equalsMoney(balance, moneyFromWire('1234.56'))).toBe(true)
  })

  it('decodes a minimal account: id, name, type, state and actions', () => {
    expect(decode(minimalWire)).toEqual(minimalWire)
  })

  it('allows null for every optional field', () => {
    const withNulls = {
      ...minimalWire,
      subType: null,
      accountHolder: null,
      usingProfileType: null,
      provider: null,
      bic: null,
      iban: null,
      creditCardNumber: null,
      bankCode: null,
      bankName: null,
      accountSystem: null,
      financialContact: null,
      initialSyncDate: null,
      balanceDate: null,
      lockVersion: null,
      sepaInstantCapable: null,
      sepaInstantAllowed: null,
      connected: null,
      brandLogoUrlDark: null,
      brandLogoUrlLight: null,
      connectionData: null,
      balance: null,
      deactivated: null,
      synchronizable: null,
      state: { status: 'RUNNING', errorOnSync: null },
    }
    expect(decode(withNulls)).toEqual(withNulls)
  })

  it('reads the balance exactly, from a number or a numeric string', () => {
    for (const wire of [1234.56, '1234.56']) {
      const { balance } = decode({ ...minimalWire, balance: wire })
      expect(balance?.value.toFixed()).toBe('1234.56')
    }
    expect(decode({ ...minimalWire, balance: 0.1 }).balance?.value.toFixed()).toBe('0.1')
    expect(decode({ ...minimalWire, balance: -50 }).balance?.value.toFixed()).toBe('-50')
  })

  it('accepts every account type of the spec', () => {
    for (const type of FINANCIAL_ACCOUNT_TYPES) expect(decode({ ...minimalWire, type }).type).toBe(type)
  })

  it.each([
    ['an unknown type', { ...minimalWire, type: 'BITCOIN' }],
    ['a lower-case type', { ...minimalWire, type: 'giro' }],
    ['a missing financialAccountId', { name: 'x', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }],
    ['a null financialAccountId', { ...minimalWire, financialAccountId: null }],
    ['a numeric financialAccountId', { ...minimalWire, financialAccountId: 42 }],
    ['a missing name', { financialAccountId: 'x', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }],
    ['a missing state', { financialAccountId: 'x', name: 'x', type: 'GIRO', availableActions: [] }],
    ['a state without status', { ...minimalWire, state: {} }],
    ['missing actions', { financialAccountId: 'x', name: 'x', type: 'GIRO', state: { status: 'IDLE' } }],
    ['a balance "abc"', { ...minimalWire, balance: 'abc' }],
    ['a German balance "1.234,56"', { ...minimalWire, balance: '1.234,56' }],
    ['a balance that is an object', { ...minimalWire, balance: { amount: 1 } }],
    ['an impossible balance date', { ...minimalWire, balanceDate: '2026-02-29' }],
    ['a German balance date', { ...minimalWire, balanceDate: '22.11.2026' }],
    ['an unknown using-profile type', { ...minimalWire, usingProfileType: 'CORPORATE' }],
    ['a contact without id', { ...minimalWire, financialContact: { bic: 'X' } }],
    ['a string for a flag', { ...minimalWire, deactivated: 'false' }],
    ['a bad sync start date', { ...minimalWire, connectionData: { startSyncDate: '2026-13-01' } }],
  ])('rejects an account with %s', (_what, wire) => {
    expect(isRejected(wire)).toBe(true)
  })

  it.each([null, undefined, 'x', 1, []])('rejects the non-account %j', (u) => {
    expect(isRejected(u)).toBe(true)
  })

  it('decodes lists and rejects a list with one bad account', () => {
    expect(E.isRight(FinancialAccountListCodec.decode([minimalWire, fullWire]))).toBe(true)
    expect(E.isLeft(FinancialAccountListCodec.decode([minimalWire, { ...minimalWire, type: 'BITCOIN' }]))).toBe(true)
  })

  it('encodes the balance back to a JSON number', () => {
    expect(FinancialAccountCodec.encode(decode(fullWire))).toEqual(fullWire)
  })
})

describe('AvailableActionsCodec', () => {
  it('keeps known actions in order and drops the ones this version does not know', () => {
    expect(AvailableActionsCodec.decode(['EDIT', 'FLY_TO_MOON', 'TRANSFER_MONEY_WEBHOOK', 'edit'])).toEqual(
      E.right(['EDIT', 'TRANSFER_MONEY_WEBHOOK']),
    )
    expect(AvailableActionsCodec.decode([])).toEqual(E.right([]))
    expect(decode({ ...minimalWire, availableActions: ['NEW_ACTION'] }).availableActions).toEqual([])
  })

  it.each([null, undefined, 'EDIT', {}, { 0: 'EDIT' }, 1])('rejects the non-array %j', (u) => {
    expect(E.isLeft(AvailableActionsCodec.decode(u))).toBe(true)
  })

  it.each([[['EDIT', 1]], [['EDIT', null]], [[{ action: 'EDIT' }]], [[['EDIT']]]])('rejects %j for a non-string entry', (u) => {
    expect(E.isLeft(AvailableActionsCodec.decode(u))).toBe(true)
  })

  it('tells a list of known actions from other values', () => {
    expect(AvailableActionsCodec.is(['EDIT'])).toBe(true)
    expect(AvailableActionsCodec.is([])).toBe(true)
    expect(AvailableActionsCodec.is(['EDIT', 'UNKNOWN'])).toBe(false)
    expect(AvailableActionsCodec.is('EDIT')).toBe(false)
  })
})

describe('supportsBankTransfer', () => {
  it.each([
    [['TRANSFER_MONEY_FINTS'], true],
    [['EDIT', 'TRANSFER_MONEY_WEBHOOK'], true],
    [[], false],
    [['EDIT'], false],
    [['COMBINED_TRANSFER_MONEY_FINTS', 'SCHEDULED_TRANSFER_MONEY_FINTS', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'], false],
  ] as const)('is %j -> %s', (availableActions, expected) => {
    expect(supportsBankTransfer({ availableActions })).toBe(expected)
  })
})

describe('isAccountIdle', () => {
  it('is true only for status IDLE', () => {
    expect(isAccountIdle(decode(minimalWire))).toBe(true)
    expect(isAccountIdle(decode({ ...minimalWire, state: { status: 'RUNNING' } }))).toBe(false)
    expect(isAccountIdle(decode({ ...minimalWire, state: { status: 'PENDING' } }))).toBe(false)
    expect(isAccountIdle(decode({ ...minimalWire, state: { status: 'idle' } }))).toBe(false)
  })
})

describe('ACCOUNT_TYPE_LABELS', () => {
  it('names every account type in German', () => {
    for (const type of FINANCIAL_ACCOUNT_TYPES) expect(ACCOUNT_TYPE_LABELS[type].trim()).not.toBe('')
    expect(Object.keys(ACCOUNT_TYPE_LABELS).sort()).toEqual([...FINANCIAL_ACCOUNT_TYPES].sort())
  })
})
