import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { accountWithActionsArbitrary, buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { formatIban } from '../iban/iban-format.ts'
import { isCatalogueKey } from '../catalogue/catalogue.ts'
import { compareMoney, equalsMoney, formatMoneyAmount, moneyFromCents, parseMoney, ZERO_MONEY } from '../money/money.ts'
import { TERMS_OVERDUE_PRIVILEGE } from './constants.ts'
import {
  validateBankTransfer,
  validateTransferAmount,
  validateTransferDraft,
  validateTransferOrder,
  type TransferDraft,
  type TransferDraftContext,
} from './draft-rules.ts'
import {
  nonSepaCharacterArbitrary,
  reoccurrenceArbitrary,
  sepaTextArbitrary,
  transferKindArbitrary,
  transferRecipientIbanArbitrary,
} from './transfer.arbitrary.ts'
import { issuesOf } from '../test-kit.ts'

const SENDER_IBAN = 'DE89370400440532013000'

const validAmountArbitrary = fc.bigInt({ min: 1n, max: 99_999_999_999n }).map((cents) => formatMoneyAmount(moneyFromCents(cents)))

/** Drafts that mix valid and broken fields, so every rule is reached. */
const anyDraftArbitrary = (today: fc.Arbitrary<string>) =>
  fc.record({
    kind: transferKindArbitrary,
    recipientName: fc.oneof(sepaTextArbitrary({ minLength: 1, maxLength: 70 }), fc.constantFrom('', '  ', 'A & B', 'x'.repeat(71))),
    recipientIban: fc.oneof(
      transferRecipientIbanArbitrary.map(formatIban),
      fc.constantFrom('', 'DE12', SENDER_IBAN, 'US64SVBKUS6S3300958879', 'TR330006100519786457841326'),
      fc.string({ maxLength: 30 }),
    ),
    amount: fc.oneof(validAmountArbitrary, fc.constantFrom('', '0', '-1,00', '1,234', 'abc', '1.000.000.000,00')),
    purpose: fc.oneof(sepaTextArbitrary({ maxLength: 140 }), fc.constantFrom('', 'Miete € 3', 'a'.repeat(141))),
    offset: fc.integer({ min: -3, max: 40 }),
    sepaInstant: fc.boolean(),
    reoccurrence: fc.option(reoccurrenceArbitrary, { nil: null }),
    lastOffset: fc.option(fc.integer({ min: -10, max: 400 }), { nil: null }),
    today,
  })

const scenarioArbitrary = fc
  .record({
    today: localDateArbitrary,
    account: accountWithActionsArbitrary.map((a) => ({ ...a, iban: SENDER_IBAN })),
    mfaActivated: fc.boolean(),
    privileges: fc.subarray([TERMS_OVERDUE_PRIVILEGE, 'FINANCE_LEXBANK_READ']),
  })
  .chain((ctx) =>
    anyDraftArbitrary(fc.constant(ctx.today)).map((raw) => {
      const draft: TransferDraft = {
        kind: raw.kind,
        recipientName: raw.recipientName,
        recipientIban: raw.recipientIban,
        amount: raw.amount,
        purpose: raw.purpose,
        executionDate: addDays(ctx.today, raw.offset),
        sepaInstant: raw.sepaInstant,
        reoccurrence: raw.reoccurrence,
        lastExecutionDate: raw.lastOffset === null ? null : addDays(ctx.today, raw.lastOffset),
      }
      const context: TransferDraftContext = { ...ctx, ownAccounts: [ctx.account] }
      return { draft, context }
    }),
  )

const sortIssues = (issues: ReadonlyArray<ValidationIssue>) => [...issues].map((i) => JSON.stringify(i)).sort()

const FORM_FIELDS = ['bankAccountId', 'recipientName', 'recipientIban', 'amount', 'purpose', 'executionDate', 'reoccurrence', 'lastExecutionDate', 'sepaInstant']

test.prop([scenarioArbitrary])('the draft is valid exactly when the transfer and its order are, and its issues are theirs', ({ draft, context }) => {
  const transfer = validateBankTransfer(draft, context)
  const order = validateTransferOrder({ ...draft, transfers: [{ recipientIban: draft.recipientIban, purpose: draft.purpose }] }, context)
  const result = validateTransferDraft(draft, context)
  expect(E.isRight(result)).toBe(E.isRight(transfer) && E.isRight(order))
  expect(sortIssues(issuesOf(result))).toEqual(sortIssues([...issuesOf(transfer), ...issuesOf(order)]))
})

test.prop([scenarioArbitrary])('every issue is on a form field and has a message in the catalogue parts', ({ draft, context }) => {
  const issues = issuesOf(validateTransferDraft(draft, context))
  expect(issues.filter((issue) => !FORM_FIELDS.includes(issue.field) || !isCatalogueKey(issue.key))).toEqual([])
})

/**
 * Well-formed drafts from a fully able account (they pass, as the property below says), some instant for today,
 * with names and purposes padded by spaces.
 */
const wellFormedScenarioArbitrary = fc
  .record({
    today: localDateArbitrary,
    kind: fc.constantFrom('single', 'combined', 'standingOrder' as const),
    name: sepaTextArbitrary({ minLength: 1, maxLength: 68 }).filter((name) => name.trim() !== ''),
    iban: transferRecipientIbanArbitrary.filter((iban) => iban !== SENDER_IBAN),
    amount: validAmountArbitrary,
    purpose: sepaTextArbitrary({ minLength: 1, maxLength: 140 }),
    days: fc.nat(30),
    instant: fc.boolean(),
    pad: fc.constantFrom('', ' '),
    reoccurrence: reoccurrenceArbitrary,
  })
  .map(({ today, kind, name, iban, amount, purpose, days, instant, pad, reoccurrence }) => {
    const account = buildFinancialAccount()
    const draft: TransferDraft = {
      kind,
      recipientName: `${pad}${name}${pad}`,
      recipientIban: formatIban(iban),
      amount,
      purpose,
      executionDate: addDays(today, instant ? 0 : days),
      sepaInstant: instant,
      reoccurrence,
      lastExecutionDate: addDays(today, days + 30),
    }
    const context: TransferDraftContext = { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] }
    return { draft, context }
  })

test.prop([fc.oneof({ weight: 3, arbitrary: wellFormedScenarioArbitrary }, { weight: 1, arbitrary: scenarioArbitrary })])(
  'a valid draft carries a positive amount of the typed value, the electronic IBAN and trimmed texts',
  ({ draft, context }) => {
  const result = validateTransferDraft(draft, context)
  fc.pre(E.isRight(result))
  const { transfer, order } = result.right
  expect(compareMoney(transfer.amount, ZERO_MONEY)).toBe(1)
  const typed = parseMoney(draft.amount)
  expect(E.isRight(typed) && equalsMoney(typed.right, transfer.amount)).toBe(true)
  expect(transfer.recipientIban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/)
  expect(transfer.recipientIban).not.toBe(SENDER_IBAN)
  expect(transfer.recipientName).toBe(draft.recipientName.trim())
  expect(order.executionDate >= context.today).toBe(true)
  if (order.sepaInstant) expect(order.executionDate).toBe(context.today)
  if (order.kind !== 'standingOrder') expect([order.reoccurrence, order.lastExecutionDate]).toEqual([null, null])
  },
)

test.prop([
  localDateArbitrary,
  fc.constantFrom('single', 'combined', 'standingOrder' as const),
  sepaTextArbitrary({ minLength: 1, maxLength: 70 }),
  transferRecipientIbanArbitrary,
  validAmountArbitrary,
  sepaTextArbitrary({ minLength: 1, maxLength: 140 }),
  fc.nat(30),
  reoccurrenceArbitrary,
])('a well-formed draft from a fully able account always passes', (today, kind, name, iban, amount, purpose, days, reoccurrence) => {
  fc.pre(iban !== SENDER_IBAN && name.trim() !== '')
  const account = buildFinancialAccount()
  const draft: TransferDraft = {
    kind,
    recipientName: name,
    recipientIban: formatIban(iban),
    amount,
    purpose,
    executionDate: addDays(today, days),
    sepaInstant: false,
    reoccurrence,
    lastExecutionDate: addDays(today, days + 30),
  }
  const result = validateTransferDraft(draft, { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] })
  expect(issuesOf(result)).toEqual([])
})

test.prop([sepaTextArbitrary({ minLength: 1, maxLength: 60 }), fc.nat(), nonSepaCharacterArbitrary])(
  'one disallowed character in the recipient name or purpose always fails the draft',
  (text, at, bad) => {
    const account = buildFinancialAccount()
    const today = '2026-03-02' as TransferDraft['executionDate']
    const i = at % (text.length + 1)
    const changed = `${text.slice(0, i)}x${bad}x${text.slice(i)}`
    const base: TransferDraft = {
      kind: 'single',
      recipientName: 'Muster GmbH',
      recipientIban: 'DE02120300000000202051',
      amount: '10,00',
      purpose: 'ok',
      executionDate: today,
      sepaInstant: false,
      reoccurrence: null,
      lastExecutionDate: null,
    }
    const context = { account, ownAccounts: [], today, mfaActivated: true, privileges: [] }
    expect(issuesOf(validateTransferDraft({ ...base, purpose: changed }, context)).map((x) => x.field)).toContain('purpose')
    expect(issuesOf(validateTransferDraft({ ...base, recipientName: changed.slice(0, 60) }, context)).map((x) => x.field)).toContain('recipientName')
  },
)

test.prop([fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n })])('an amount passes exactly when it is above 0 and at most the SEPA maximum', (cents) => {
  const result = validateTransferAmount(formatMoneyAmount(moneyFromCents(cents)))
  expect(E.isRight(result)).toBe(cents > 0n && cents <= 99_999_999_999n)
})
