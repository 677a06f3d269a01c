import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { compareLocalDate, formatLocalDate } from '../calendar/local-date.ts'
import { IGNORE_REASON_MAX_LENGTH } from './constants.ts'
import { canIgnoreTransaction, toReversalDraft, validateIgnoreReason, validateReversal } from './dialog-rules.ts'
import { bookingStateArbitrary } from './transactions.arbitrary.ts'

test.prop([localDateArbitrary, localDateArbitrary, localDateArbitrary, fc.boolean()])(
  'a reversal date is accepted exactly when it lies from the voucher date to today, in either notation',
  (date, voucherDate, today, german) => {
    const result = validateReversal(german ? formatLocalDate(date) : date, voucherDate, today)
    const fits = compareLocalDate(date, voucherDate) >= 0 && compareLocalDate(date, today) <= 0
    expect(result).toEqual(
      fits
        ? E.right({ reverseDate: date })
        : E.left([{ field: 'reverseDate', key: compareLocalDate(date, voucherDate) < 0 ? 'transactions.reverseDateBeforeVoucherDate' : 'transactionReversal.dateInFuture' }]),
    )
  },
)

test.prop([localDateArbitrary, localDateArbitrary])('the default date is today and is valid whenever the voucher date is not after today', (voucherDate, today) => {
  const result = validateReversal(toReversalDraft(today).reverseDateInput, voucherDate, today)
  expect(E.isRight(result)).toBe(compareLocalDate(voucherDate, today) <= 0)
})

test.prop([fc.string({ unit: 'grapheme', maxLength: 300 })])('an ignore reason is valid exactly up to its longest length, trimmed', (reason) => {
  const text = reason.trim()
  const result = validateIgnoreReason(reason)
  if (Array.from(text).length > IGNORE_REASON_MAX_LENGTH) expect(E.isLeft(result)).toBe(true)
  else expect(result).toEqual(E.right(text === '' ? null : text))
})

test.prop([bookingStateArbitrary, fc.option(fc.boolean(), { nil: null })])('only an unassigned transaction can be ignored', (bookingState, ignored) => {
  const result = canIgnoreTransaction({ bookingState, ignored })
  if (ignored === true) expect(result).toEqual(E.right('alreadyIgnored'))
  else expect(E.isRight(result)).toBe(bookingState === 'UNASSIGNED')
})
