import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays } from '../calendar/local-date.ts'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { bicStringArbitrary } from '../bic/bic.arbitrary.ts'
import { TRANSFER_EXECUTION_WINDOW_DAYS, TRANSFER_HAND_OVER_MAX_AGE_MS } from './constants.ts'
import { validateExecutionDate } from './execution-dates.ts'
import { PAYEE_VERIFICATION_RESULTS, type PayeeVerification } from './model.ts'
import { doesBicFitIban } from './recipient-rules.ts'
import { transferRecipientIbanArbitrary } from './transfer.arbitrary.ts'
import { TRANSFER_MODES } from './transfer-flow-model.ts'
import { isPayeeConfirmationNeeded, matchedNameToTake, payeeWarningOf, toTransferDraft, validateScheduledMode } from './transfer-flow-rules.ts'
import { initialTransferForm, readTransferHandOver, writeTransferHandOver } from './transfer-hand-over.ts'

const verificationArbitrary: fc.Arbitrary<PayeeVerification> = fc.record(
  { result: fc.constantFrom(...PAYEE_VERIFICATION_RESULTS), matchedName: fc.option(fc.string(), { nil: null }) },
  { requiredKeys: ['result'] },
)

test.prop([fc.array(verificationArbitrary, { maxLength: 5 })])('a confirmation is needed exactly when some name did not match', (results) => {
  expect(isPayeeConfirmationNeeded(payeeWarningOf(results))).toBe(results.some((r) => r.result !== 'MATCH'))
})

test.prop([fc.array(verificationArbitrary, { maxLength: 5 })])('no match outranks every other warning', (results) => {
  if (results.some((r) => r.result === 'NO_MATCH')) expect(payeeWarningOf(results)).toBe('noMatch')
  else expect(payeeWarningOf(results)).not.toBe('noMatch')
})

test.prop([fc.array(verificationArbitrary, { maxLength: 3 })])('a name is offered only for one close match with a name', (results) => {
  const name = matchedNameToTake(results)
  const only = results.length === 1 ? results[0] : undefined
  expect(name !== undefined).toBe(only?.result === 'CLOSE_MATCH' && (only.matchedName ?? '').trim() !== '')
})

test.prop([localDateArbitrary, fc.integer({ min: -5, max: 400 }), fc.constantFrom(...TRANSFER_MODES), fc.boolean()])(
  'a transfer today runs today; only a scheduled one needs a later day',
  (today, offset, mode, sepaInstant) => {
    const chosen = addDays(today, offset)
    const draft = toTransferDraft({ ...initialTransferForm({ savedAt: 0, financialAccountFixed: false, financialAccountId: null }, today, null), mode, executionDate: chosen, sepaInstant }, today)
    expect(draft.executionDate).toBe(mode === 'single' ? today : chosen)
    expect(draft.sepaInstant).toBe(mode === 'single' && sepaInstant)
    expect(validateScheduledMode(mode, chosen, today).length > 0).toBe(mode === 'scheduled' && offset === 0)
  },
)

test.prop([localDateArbitrary, fc.integer({ min: 0, max: 800 })])('an execution date passes the window exactly up to 365 days ahead', (today, offset) => {
  const account = { type: 'GIRO' as const, availableActions: ['TRANSFER_MONEY_FINTS', 'SCHEDULED_TRANSFER_MONEY_FINTS'] as const }
  const result = validateExecutionDate(addDays(today, offset), { kind: 'single', sepaInstant: false, account, today })
  expect(E.isRight(result)).toBe(offset <= TRANSFER_EXECUTION_WINDOW_DAYS)
})

test.prop([transferRecipientIbanArbitrary, bicStringArbitrary])('a BIC fits an IBAN of its own country', (iban, bic) => {
  const ownCountry = `${bic.slice(0, 4)}${iban.slice(0, 2)}${bic.slice(6)}`
  expect(doesBicFitIban(ownCountry, iban)).toBe(true)
  if (bic.slice(4, 6) !== iban.slice(0, 2) && !['AX', 'GG', 'JE', 'IM', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM', 'MC'].includes(iban.slice(0, 2))) {
    expect(doesBicFitIban(bic, iban)).toBe(false)
  }
})

test.prop([fc.integer({ min: 0, max: 2 * TRANSFER_HAND_OVER_MAX_AGE_MS }), fc.option(fc.uuid(), { nil: null }), fc.boolean()])(
  'the hand-over reads back what was written, until it is older than the limit',
  (ageMs, financialAccountId, financialAccountFixed) => {
    const written = new Date('2026-03-02T10:00:00Z')
    const raw = writeTransferHandOver({ financialAccountFixed, financialAccountId, bankTransferIds: ['a'] }, written)
    const read = readTransferHandOver(raw, new Date(written.getTime() + ageMs))
    if (ageMs > TRANSFER_HAND_OVER_MAX_AGE_MS) expect(read).toEqual(E.left('expired'))
    else expect(E.isRight(read) && [read.right.financialAccountId, read.right.financialAccountFixed]).toEqual([financialAccountId, financialAccountFixed])
  },
)

test.prop([fc.string()])('any other text is a missing or invalid hand-over, never a valid one', (raw) => {
  const read = readTransferHandOver(raw, new Date())
  expect(E.isLeft(read) && ['missing', 'invalid'].includes(read.left)).toBe(true)
})
