import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { isCatalogueKey } from '../catalogue/catalogue.ts'
import { toCombinedTransferAccountOptions } from '../accounts/account-capabilities.ts'
import { TERMS_OVERDUE_PRIVILEGE } from './constants.ts'
import { validateTransferAccount, validateTransferAmount, validateTransferDraft, validateTransferOrder } from './draft-rules.ts'
import { validateExecutionDate, validateLastExecutionDate } from './execution-dates.ts'
import { validateInstantTransfer } from './instant-eligibility.ts'
import { transfersMessages } from './messages.ts'
import { validateProviderAccountTransfer } from './provider-account-rules.ts'
import { addDays } from '../calendar/local-date.ts'
import { validateScheduledMode } from './transfer-flow-rules.ts'
import {
  validateRecipientBicFitsIban,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateSubAccountTarget,
} from './recipient-rules.ts'
import { validateRecipientName, validateTransferPurpose } from './sepa-text.ts'
import { validateTransferDeletion } from './transfer-deletion.ts'

const today = '2026-03-02' as LocalDate
const tomorrow = '2026-03-03' as LocalDate
const giro = buildFinancialAccount()
const noActions = buildFinancialAccount({ availableActions: ['EDIT'] })
const singleOnly = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_FINTS'] })
const lexbank = buildFinancialAccount({ type: 'LEXBANK', availableActions: ['TRANSFER_MONEY_WEBHOOK'] })
const sub = buildFinancialAccount({ type: 'LEXBANK_SUB_ACCOUNT', iban: 'DE65110101011234567890' })

/** Every validator of the area, each called so that it fails in every way it can. */
const failures: ReadonlyArray<E.Either<ReadonlyArray<ValidationIssue>, unknown>> = [
  validateRecipientName(''),
  validateRecipientName(`${'x'.repeat(70)}&`),
  validateTransferPurpose(`${'x'.repeat(140)}@`),
  validateRecipientCountry('US64SVBKUS6S3300958879'),
  validateRecipientDiffersFromSender(giro.iban, giro.iban ?? ''),
  validateSubAccountTarget(giro, sub.iban ?? '', [sub]),
  validateTransferAmount(''),
  validateTransferAmount('x'),
  validateTransferAmount('1,001'),
  validateTransferAmount('0'),
  validateTransferAmount('1000000000'),
  validateExecutionDate('2026-03-01' as LocalDate, { kind: 'single', sepaInstant: false, account: giro, today }),
  validateExecutionDate(tomorrow, { kind: 'single', sepaInstant: true, account: giro, today }),
  validateLastExecutionDate(tomorrow, today),
  validateInstantTransfer({
    kind: 'standingOrder',
    executionDate: tomorrow,
    today,
    account: {},
    recipients: [{ recipientIban: 'DE68110101011234567890', purpose: '' }],
    ibansWithoutInstant: ['DE68110101011234567890'],
  }),
  validateProviderAccountTransfer({ account: lexbank, mfaActivated: false, privileges: [TERMS_OVERDUE_PRIVILEGE] }),
  validateTransferAccount({ account: noActions, kind: 'single', mfaActivated: true, privileges: [] }),
  validateTransferAccount({ account: singleOnly, kind: 'combined', mfaActivated: true, privileges: [] }),
  validateTransferAccount({ account: singleOnly, kind: 'standingOrder', mfaActivated: true, privileges: [] }),
  validateTransferOrder(
    { kind: 'standingOrder', executionDate: tomorrow, sepaInstant: false, reoccurrence: null, lastExecutionDate: null, transfers: [] },
    { account: giro, today, mfaActivated: true, privileges: [] },
  ),
  validateTransferDeletion('standingOrder', false),
  validateRecipientBicFitsIban('BNPAFRPPXXX', 'DE89370400440532013000'),
  validateExecutionDate(addDays(today, 400), { kind: 'single', sepaInstant: false, account: giro, today }),
  validateScheduledMode('scheduled', today, today).length > 0 ? E.left(validateScheduledMode('scheduled', today, today)) : E.right(true),
  validateTransferDraft(
    {
      kind: 'single',
      recipientName: '',
      recipientIban: '',
      amount: '',
      purpose: '',
      executionDate: today,
      sepaInstant: true,
      reoccurrence: null,
      lastExecutionDate: null,
    },
    { account: giro, ownAccounts: [], today, mfaActivated: true, privileges: [] },
  ),
]
const issues = failures.flatMap((r) => {
  expect(E.isLeft(r)).toBe(true)
  return E.isLeft(r) ? r.left : []
})
const ownKeys = Object.keys(transfersMessages)

describe('transfers messages', () => {
  it('has a message for every key a validator of the area returns', () => {
    for (const issue of issues) expect(isCatalogueKey(issue.key)).toBe(true)
  })

  it('has no message that no rule returns', () => {
    const returned = new Set([...issues.map((i) => i.key), ...toCombinedTransferAccountOptions([singleOnly]).map((o) => o.disabledLabelKey)])
    expect(ownKeys.filter((key) => !returned.has(key))).toEqual([])
  })

  it('fills every placeholder from the issue params', () => {
    for (const issue of issues.filter((i) => Object.hasOwn(transfersMessages, i.key))) {
      const text = transfersMessages[issue.key as keyof typeof transfersMessages].de
      const placeholders = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])
      expect(Object.keys(issue.params ?? {}).sort()).toEqual([...placeholders].sort())
    }
  })

  it.each(Object.entries(transfersMessages))('%s is formal German', (_key, entry) => {
    expect(entry.de.trim()).toBe(entry.de)
    expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
    if (entry.source === 'ours') {
      expect(entry.de).toMatch(/[.!]$/)
      expect(entry.de).not.toMatch(/\b(du|dein|deine|dich)\b/i)
    }
  })

  it('keeps the spec wording and its own keys', () => {
    expect(transfersMessages['transfers.combinedTransferNotPossible']).toEqual({
      de: 'Keine Sammelüberweisung möglich',
      reaction: 'showOnField',
      source: 'spec',
    })
    expect(transfersMessages.MISSING_MFA_ERROR.reaction).toBe('askToActivateMfa')
    for (const key of ownKeys) expect(key === 'MISSING_MFA_ERROR' || key.startsWith('transfers.')).toBe(true)
  })

  it('has no two keys with the same text', () => {
    const texts = Object.values(transfersMessages).map((e) => e.de)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
