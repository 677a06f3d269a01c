import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { moneyMessages } from '../money/messages.ts'
import { moneyFromCents } from '../money/money.ts'
import { seizureMessages } from './messages.ts'
import { correctSeizurePaymentAmount, correctSeizurePaymentAmountInput, validateSeizurePaymentAmount } from './seizure-amount.ts'
import { SEIZURE_DEBTOR_KINDS, toSeizureDebitNotice, toSeizureExpectedDebitNotice } from './seizure-debit.ts'
import { toSeizureTransferPayload } from './seizure-transfer.ts'
import { SeizureCodec, type Seizure } from './model.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { keysOf, moneyFromWire as wire } from '../test-kit.ts'

const seizure = E.getOrElseW(() => { throw new Error('seizure') })(
  SeizureCodec.decode({ id: 's', financialAccountId: 'f', totalAmount: 1, creditor: { iban: '', name: '' } }),
) as Seizure

/** Every key the seizure rules can return, reached through the rules themselves. */
const returnedKeys = new Set([
  ...keysOf(validateSeizurePaymentAmount(moneyFromCents(0n), moneyFromCents(100n))),
  ...keysOf(validateSeizurePaymentAmount(moneyFromCents(1n), moneyFromCents(0n))),
  ...keysOf(validateSeizurePaymentAmount(wire('0.001'), moneyFromCents(100n))),
  ...keysOf(correctSeizurePaymentAmountInput('abc', moneyFromCents(100n))),
  ...keysOf(correctSeizurePaymentAmountInput('12.50', moneyFromCents(100n))),
  ...keysOf(correctSeizurePaymentAmount(undefined, moneyFromCents(0n))),
  ...keysOf(toSeizureTransferPayload({ seizure, amount: moneyFromCents(1n), bankTransferGroupReference: 'g' })),
  ...SEIZURE_DEBTOR_KINDS.map((kind) => toSeizureDebitNotice(kind).key),
  toSeizureExpectedDebitNotice('2025-01-01' as LocalDate, 'company')?.key ?? '',
])

describe('seizure messages', () => {
  it('define every seizure key the rules return; the money rule keys come from the money part', () => {
    for (const key of returnedKeys) {
      const defined = key.startsWith('money.') ? Object.hasOwn(moneyMessages, key) : Object.hasOwn(seizureMessages, key)
      expect(defined, key).toBe(true)
    }
  })

  it('are all reachable from a rule, so none is dead', () => {
    const correction = correctSeizurePaymentAmount(undefined, moneyFromCents(100n))
    const fromCorrection = E.isRight(correction) ? correction.right.issues.map((i) => i.key) : []
    expect(Object.keys(seizureMessages).filter((key) => !returnedKeys.has(key) && !fromCorrection.includes(key))).toEqual([])
  })

  it('only define keys of the seizure area, with formal German text', () => {
    for (const [key, entry] of Object.entries(seizureMessages)) {
      expect(key.startsWith('seizure.')).toBe(true)
      expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
      expect(entry.de).not.toMatch(/\b(du|dein|deine)\b/i)
    }
  })

  it('fill the range message with de-DE amounts', () => {
    const result = validateSeizurePaymentAmount(moneyFromCents(0n), moneyFromCents(100n))
    const params = E.isLeft(result) ? result.left[0]?.params : undefined
    const text = seizureMessages['seizure.amountOutOfRange'].de.replace(/\{\{(\w+)\}\}/g, (_w, name: string) => String(params?.[name]))
    expect(text).toBe('Der Betrag muss zwischen 0,01\u00a0€ und 1,00\u00a0€ liegen.')
  })
})
