import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import { canIgnoreTransaction, toReversalDraft, validateIgnoreReason, validateReversal } from './dialog-rules.ts'
import { fieldKeysOf } from '../test-kit.ts'

const d = (iso: string): LocalDate => iso as LocalDate

describe('reversal dialog', () => {
  it('starts with today', () => {
    expect(toReversalDraft(d('2026-03-05'))).toEqual({ reverseDateInput: '05.03.2026' })
  })

  it('takes a German date between the voucher date and today, both included', () => {
    expect(validateReversal('2.3.2026', d('2026-03-02'), d('2026-03-10'))).toEqual(E.right({ reverseDate: '2026-03-02' }))
    expect(validateReversal('10.03.2026', d('2026-03-02'), d('2026-03-10'))).toEqual(E.right({ reverseDate: '2026-03-10' }))
  })

  it('refuses a day before the voucher date, a future day, no date and nonsense, each in German on the field', () => {
    expect(fieldKeysOf(validateReversal('01.03.2026', d('2026-03-02'), d('2026-03-10')))).toEqual(['reverseDate:transactions.reverseDateBeforeVoucherDate'])
    const future = validateReversal('11.03.2026', d('2026-03-02'), d('2026-03-10'))
    expect(fieldKeysOf(future)).toEqual(['reverseDate:transactionReversal.dateInFuture'])
    expect(messageFor('transactionReversal.dateInFuture')).toBe('Das Datum der Stornierung darf nicht in der Zukunft liegen.')
    expect(fieldKeysOf(validateReversal(' ', d('2026-03-02'), d('2026-03-10')))).toEqual(['reverseDate:date.required'])
    expect(fieldKeysOf(validateReversal('30.02.2026', d('2026-03-02'), d('2026-03-10')))).toEqual(['reverseDate:date.invalid'])
  })
})

describe('ignore dialog', () => {
  it('takes an optional reason up to 255 characters', () => {
    expect(validateIgnoreReason('')).toEqual(E.right(null))
    expect(validateIgnoreReason(undefined)).toEqual(E.right(null))
    expect(validateIgnoreReason(' <b>Privat</b> ')).toEqual(E.right('<b>Privat</b>'))
    expect(E.isRight(validateIgnoreReason('x'.repeat(255)))).toBe(true)
    const long = validateIgnoreReason('x'.repeat(256))
    expect(fieldKeysOf(long)).toEqual(['ignoreReason:transactionIgnore.reasonTooLong'])
    expect(E.isLeft(long) ? messageFor(long.left[0]!.key, long.left[0]!.params) : '').toBe('Der Grund zum Ausblenden darf höchstens 255 Zeichen lang sein.')
  })

  it('refuses an assigned transaction with the server’s message', () => {
    expect(canIgnoreTransaction({ bookingState: 'UNASSIGNED', ignored: false })).toEqual(E.right('ignore'))
    expect(canIgnoreTransaction({ bookingState: 'COMPLETELY_ASSIGNED', ignored: true })).toEqual(E.right('alreadyIgnored'))
    for (const bookingState of ['PARTIALLY_ASSIGNED', 'COMPLETELY_ASSIGNED'] as const) {
      expect(fieldKeysOf(canIgnoreTransaction({ bookingState, ignored: null }))).toEqual(['financialTransactionId:IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN'])
    }
  })
})
