import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { accountWithActionsArbitrary } from '../accounts/account-rules.arbitrary.ts'
import { instantArbitrary, localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, berlinDateOf, compareLocalDate } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import { canScheduleTransfer } from '../accounts/account-capabilities.ts'
import {
  getDefaultExecutionDate,
  isExecutionDateInputDisabled,
  isTransferScheduled,
  validateExecutionDate,
  validateLastExecutionDate,
} from './execution-dates.ts'
import { transferKindArbitrary } from './transfer.arbitrary.ts'

test.prop([instantArbitrary])('the default execution date is the Berlin date of now', (now) => {
  expect(getDefaultExecutionDate(fixedClock(now))).toBe(berlinDateOf(now))
})

test.prop([localDateArbitrary, fc.integer({ min: -400, max: 400 })])('scheduled exactly when the day is after today', (today, offset) => {
  expect(isTransferScheduled(addDays(today, offset), today)).toBe(offset > 0)
})

test.prop([transferKindArbitrary, fc.boolean(), accountWithActionsArbitrary])('the date input is disabled exactly in the four cases of spec 5.3', (kind, sepaInstant, account) => {
  const expected =
    kind === 'standingOrder' || sepaInstant || (kind === 'combined' && account.type === 'LEXBANK') || !canScheduleTransfer(account, kind)
  expect(isExecutionDateInputDisabled({ kind, sepaInstant, account })).toBe(expected)
})

test.prop([localDateArbitrary, fc.integer({ min: -60, max: 60 }), transferKindArbitrary, fc.boolean(), accountWithActionsArbitrary])(
  'a past date is always rejected; where the input is disabled only today passes; otherwise any day from today on',
  (today, offset, kind, sepaInstant, account) => {
    const date = addDays(today, offset)
    const result = validateExecutionDate(date, { kind, sepaInstant, account, today })
    const fixed = kind !== 'standingOrder' && isExecutionDateInputDisabled({ kind, sepaInstant, account })
    expect(E.isRight(result)).toBe(offset >= 0 && (!fixed || offset === 0))
    if (E.isRight(result)) expect(result.right).toBe(date)
  },
)

test.prop([localDateArbitrary, fc.integer({ min: -800, max: 800 })])('the last execution date passes exactly when it is not before the first', (first, offset) => {
  const last = addDays(first, offset)
  expect(E.isRight(validateLastExecutionDate(first, last))).toBe(compareLocalDate(last, first) >= 0)
})
