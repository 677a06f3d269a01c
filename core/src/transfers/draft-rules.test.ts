import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { formatMoney, moneyFromCents } from '../money/money.ts'
import {
  validateBankTransfer,
  validateTransferAccount,
  validateTransferAmount,
  validateTransferDraft,
  validateTransferOrder,
  type TransferDraft,
  type TransferDraftContext,
} from './draft-rules.ts'
import { keysOf } from '../test-kit.ts'

const today = '2026-03-02' as LocalDate
const tomorrow = '2026-03-03' as LocalDate
const account = buildFinancialAccount()
const context: TransferDraftContext = { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] }
const draft: TransferDraft = {
  kind: 'single',
  recipientName: ' Muster GmbH ',
  recipientIban: 'de02 1203 0000 0000 2020 51',
  amount: '1.234,56',
  purpose: 'RE 2026-001',
  executionDate: today,
  sepaInstant: false,
  reoccurrence: null,
  lastExecutionDate: null,
}

describe('validateTransferAmount', () => {
  it('accepts a positive amount with up to two decimals', () => {
    const result = validateTransferAmount('1.234,5')
    expect(E.isRight(result) && result.right.value.toFixed(2)).toBe('1234.50')
    expect(E.isRight(validateTransferAmount('0,01'))).toBe(true)
    expect(E.isRight(validateTransferAmount('999.999.999,99'))).toBe(true)
  })
  it.each([
    ['', 'money.required'],
    ['abc', 'money.invalidFormat'],
    ['1,234', 'money.tooManyDecimals'],
    ['0', 'transfers.amountNotPositive'],
    ['0,00', 'transfers.amountNotPositive'],
    ['-5,00', 'transfers.amountNotPositive'],
    ['1.000.000.000,00', 'transfers.amountTooHigh'],
  ])('rejects %j with %s', (input, key) => expect(keysOf(validateTransferAmount(input))).toEqual([key]))
  it('names the maximum in de-DE', () => {
    expect(validateTransferAmount('1000000000')).toEqual(
      E.left([validationIssue('amount', 'transfers.amountTooHigh', { maxAmount: formatMoney(moneyFromCents(99999999999n)) })]),
    )
  })
})

describe('validateTransferAccount', () => {
  const base = { kind: 'single', mfaActivated: true, privileges: [] } as const
  it('passes an account that can send the kind', () => {
    expect(validateTransferAccount({ ...base, account })).toEqual(E.right(account))
  })
  it('labels an account without combined actions', () => {
    const single = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_FINTS'] })
    expect(validateTransferAccount({ ...base, kind: 'combined', account: single })).toEqual(
      E.left([validationIssue('bankAccountId', 'transfers.combinedTransferNotPossible')]),
    )
  })
  it('explains a standing order from an account that cannot schedule', () => {
    const single = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_FINTS'] })
    expect(keysOf(validateTransferAccount({ ...base, kind: 'standingOrder', account: single }))).toEqual(['transfers.standingOrderNotPossible'])
  })
  it('rejects an account without any transfer action', () => {
    const none = buildFinancialAccount({ availableActions: ['EDIT'] })
    expect(keysOf(validateTransferAccount({ ...base, account: none }))).toEqual(['transfers.accountCannotTransfer'])
    expect(keysOf(validateTransferAccount({ ...base, kind: 'standingOrder', account: none }))).toEqual(['transfers.accountCannotTransfer'])
  })
  it('adds the provider-bank rules', () => {
    const lexbank = buildFinancialAccount({ type: 'LEXBANK', availableActions: ['TRANSFER_MONEY_WEBHOOK'] })
    expect(keysOf(validateTransferAccount({ ...base, account: lexbank, mfaActivated: false, privileges: ['FINANCE_LEXBANK_TERMS_OVERDUE'] }))).toEqual([
      'MISSING_MFA_ERROR',
      'transfers.providerTermsOverdue',
    ])
  })
})

describe('validateBankTransfer', () => {
  it('returns the cleaned values', () => {
    const result = validateBankTransfer(draft, context)
    expect(E.isRight(result)).toBe(true)
    if (E.isRight(result)) {
      expect(result.right.recipientName).toBe('Muster GmbH')
      expect(result.right.recipientIban).toBe('DE02120300000000202051')
      expect(result.right.amount.value.toFixed(2)).toBe('1234.56')
      expect(result.right.purpose).toBe('RE 2026-001')
    }
  })
  it('reports every field at once', () => {
    expect(validateBankTransfer({ recipientName: '', recipientIban: ' ', amount: '', purpose: '€' }, context)).toEqual(
      E.left([
        validationIssue('recipientName', 'transfers.recipientNameRequired'),
        validationIssue('recipientIban', 'iban.required'),
        validationIssue('amount', 'money.required'),
        validationIssue('purpose', 'transfers.invalidSepaCharacters', { characters: '€' }),
      ]),
    )
  })
  it('rejects the sender IBAN, a country outside SEPA and a sub account from another account', () => {
    expect(keysOf(validateBankTransfer({ ...draft, recipientIban: 'DE89 3704 0044 0532 0130 00' }, context))).toEqual([
      'transfers.recipientIbanSameAsSender',
    ])
    expect(keysOf(validateBankTransfer({ ...draft, recipientIban: 'TR330006100519786457841326' }, context))).toEqual([
      'transfers.recipientCountryNotSupported',
    ])
    const sub = buildFinancialAccount({ financialAccountId: 'sub', type: 'LEXBANK_SUB_ACCOUNT', iban: 'DE65110101011234567890' })
    expect(keysOf(validateBankTransfer({ ...draft, recipientIban: sub.iban ?? '' }, { ...context, ownAccounts: [account, sub] }))).toEqual([
      'transfers.subAccountOnlyFromMainAccount',
    ])
  })
  it('checks the recipient IBAN in full (check digits, registry length) and reports it on recipientIban', () => {
    const failed = validateBankTransfer({ ...draft, recipientIban: 'DE03120300000000202051' }, context)
    expect(keysOf(failed)).toEqual(['iban.invalidChecksum'])
    expect(E.isLeft(failed) && failed.left[0]?.field).toBe('recipientIban')
    expect(keysOf(validateBankTransfer({ ...draft, recipientIban: '' }, context))).toEqual(['iban.required'])
    const ok = validateBankTransfer({ ...draft, recipientIban: ' de02 1203 0000 0000 2020 51 ' }, context)
    expect(E.isRight(ok) && ok.right.recipientIban).toBe('DE02120300000000202051')
  })
})

describe('validateTransferOrder', () => {
  const order = {
    kind: 'single',
    executionDate: today,
    sepaInstant: false,
    reoccurrence: null,
    lastExecutionDate: null,
    transfers: [{ recipientIban: 'DE02120300000000202051', purpose: 'x' }],
  } as const
  it('needs a transfer in the order', () => {
    expect(keysOf(validateTransferOrder({ ...order, kind: 'combined', transfers: [] }, context))).toEqual(['transfers.orderWithoutTransfers'])
  })
  it('drops reoccurrence and last date of anything but a standing order', () => {
    expect(validateTransferOrder({ ...order, reoccurrence: 'MONTHLY', lastExecutionDate: tomorrow }, context)).toEqual(
      E.right({ kind: 'single', executionDate: today, sepaInstant: false, reoccurrence: null, lastExecutionDate: null }),
    )
  })
  it('checks a standing order', () => {
    expect(keysOf(validateTransferOrder({ ...order, kind: 'standingOrder', executionDate: tomorrow, lastExecutionDate: today }, context))).toEqual([
      'transfers.reoccurrenceRequired',
      'INVALID_LAST_EXECUTION_DATE',
    ])
    expect(
      validateTransferOrder({ ...order, kind: 'standingOrder', executionDate: tomorrow, reoccurrence: 'WEEKLY', lastExecutionDate: tomorrow }, context),
    ).toEqual(E.right({ kind: 'standingOrder', executionDate: tomorrow, sepaInstant: false, reoccurrence: 'WEEKLY', lastExecutionDate: tomorrow }))
  })
  it('says once, at the instant option, that an instant transfer cannot be scheduled', () => {
    expect(validateTransferOrder({ ...order, executionDate: tomorrow, sepaInstant: true }, context)).toEqual(
      E.left([validationIssue('sepaInstant', 'transfers.instantOnlyForTodaysTransfer')]),
    )
  })
  it('uses the IBANs known to refuse instant transfers', () => {
    expect(keysOf(validateTransferOrder({ ...order, sepaInstant: true }, { ...context, ibansWithoutInstant: ['DE02 1203 0000 0000 2020 51'] }))).toEqual([
      'transfers.instantNotAcceptedByRecipient',
    ])
  })
})

describe('validateTransferDraft', () => {
  it('accepts a valid draft', () => {
    const result = validateTransferDraft(draft, context)
    expect(E.isRight(result) && result.right.order).toEqual({
      kind: 'single',
      executionDate: today,
      sepaInstant: false,
      reoccurrence: null,
      lastExecutionDate: null,
    })
  })
  it('accepts an instant transfer today', () => {
    expect(E.isRight(validateTransferDraft({ ...draft, sepaInstant: true }, context))).toBe(true)
  })
  it('returns every issue of the form, the account first, then in form order', () => {
    const noTransfer = buildFinancialAccount({ availableActions: ['EDIT'], sepaInstantAllowed: false })
    const result = validateTransferDraft(
      {
        kind: 'single',
        recipientName: 'A & B',
        recipientIban: 'DE12',
        amount: '0',
        purpose: '',
        executionDate: '2026-03-01' as LocalDate,
        sepaInstant: true,
        reoccurrence: null,
        lastExecutionDate: null,
      },
      { ...context, account: noTransfer },
    )
    expect(result).toEqual(
      E.left([
        validationIssue('bankAccountId', 'transfers.accountCannotTransfer'),
        validationIssue('recipientName', 'transfers.invalidSepaCharacters', { characters: '&' }),
        validationIssue('recipientIban', 'iban.invalidLength', { length: 22 }),
        validationIssue('amount', 'transfers.amountNotPositive'),
        validationIssue('executionDate', 'transfers.executionDateInPast'),
        validationIssue('sepaInstant', 'transfers.instantOnlyForTodaysTransfer'),
        validationIssue('sepaInstant', 'transfers.instantNotSupportedByAccount'),
        validationIssue('purpose', 'transfers.instantPurposeRequired'),
      ]),
    )
  })
  it('blocks a transfer from the provider bank without MFA', () => {
    const lexbank = buildFinancialAccount({ type: 'LEXBANK', availableActions: ['TRANSFER_MONEY_WEBHOOK'] })
    expect(keysOf(validateTransferDraft(draft, { ...context, account: lexbank, mfaActivated: false }))).toEqual(['MISSING_MFA_ERROR'])
  })
  it('rejects a scheduled transfer from an account that cannot schedule', () => {
    const single = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_FINTS'] })
    expect(keysOf(validateTransferDraft({ ...draft, executionDate: tomorrow }, { ...context, account: single }))).toEqual([
      'transfers.executionDateMustBeToday',
    ])
  })
})
