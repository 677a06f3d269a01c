import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate } from '../calendar/local-date.ts'
import { needlessInfoArbitrary } from './connection-model.arbitrary.ts'
import {
  NEEDLESS_ACTIONS,
  formatNeedlessTransactionsSummary,
  getAvailableNeedlessActions,
  getNeedlessStartDateRange,
  getNeedlessTransactionCount,
  validateNeedlessAction,
  validateNeedlessStartDate,
} from './needless-transactions.ts'

test.prop([needlessInfoArbitrary, localDateArbitrary, localDateArbitrary])('a start date is valid exactly when it lies in the range', (info, date, today) => {
  const range = getNeedlessStartDateRange(info, today)
  const inRange = (range.min === undefined || compareLocalDate(date, range.min) >= 0) && compareLocalDate(date, range.max) <= 0
  expect(E.isRight(validateNeedlessStartDate(date, info, today))).toBe(inRange)
})

test.prop([needlessInfoArbitrary, localDateArbitrary])('the range never reaches past today or the first assignment', (info, today) => {
  const { max } = getNeedlessStartDateRange(info, today)
  expect(compareLocalDate(max, today)).toBeLessThanOrEqual(0)
  if (info.firstAssignmentDate != null) expect(compareLocalDate(max, info.firstAssignmentDate)).toBeLessThanOrEqual(0)
})

test.prop([needlessInfoArbitrary, localDateArbitrary])('the ends of the range are valid and one day beyond either is not', (info, today) => {
  const { min, max } = getNeedlessStartDateRange(info, today)
  fc.pre(min === undefined || compareLocalDate(min, max) <= 0)
  expect(E.isRight(validateNeedlessStartDate(max, info, today))).toBe(true)
  expect(E.isLeft(validateNeedlessStartDate(addDays(max, 1), info, today))).toBe(true)
  if (min !== undefined) {
    expect(E.isRight(validateNeedlessStartDate(min, info, today))).toBe(true)
    expect(E.isLeft(validateNeedlessStartDate(addDays(min, -1), info, today))).toBe(true)
  }
})

test.prop([needlessInfoArbitrary])('an action is offered exactly when it affects at least one transaction', (info) => {
  for (const action of NEEDLESS_ACTIONS) {
    expect(getAvailableNeedlessActions(info).includes(action)).toBe(getNeedlessTransactionCount(info, action) > 0)
  }
})

test.prop([needlessInfoArbitrary, fc.constantFrom(...NEEDLESS_ACTIONS), localDateArbitrary])(
  'an action request carries the date and count of the info, and exists only when the date is valid and the count positive',
  (info, action, today) => {
    const result = validateNeedlessAction(action, 'fa1', info, today)
    const dateOk = info.needlessStartDate != null && E.isRight(validateNeedlessStartDate(info.needlessStartDate, info, today))
    expect(E.isRight(result)).toBe(dateOk && getNeedlessTransactionCount(info, action) > 0)
    if (E.isRight(result)) {
      expect(result.right).toEqual({ action, financialAccountId: 'fa1', needlessStartDate: info.needlessStartDate, count: getNeedlessTransactionCount(info, action) })
    }
  },
)

test.prop([needlessInfoArbitrary])('the summary has one German sentence per offered action, or one saying there is nothing', (info) => {
  const lines = formatNeedlessTransactionsSummary(info)
  if (info.needlessStartDate == null) {
    expect(lines).toEqual([])
    return
  }
  const actions = getAvailableNeedlessActions(info)
  expect(lines.length).toBe(Math.max(1, actions.length))
  actions.forEach((action, i) => {
    const n = getNeedlessTransactionCount(info, action)
    const count = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
    expect(lines[i]).toMatch(new RegExp(`^${count.replace('.', '\\.')} ${n === 1 ? 'Umsatz' : 'Umsätze'} vor dem \\d{2}\\.\\d{2}\\.\\d{4} ${n === 1 ? 'kann' : 'können'} ${action === 'delete' ? 'gelöscht' : 'ausgeblendet'} werden\\.$`))
  })
  if (actions.length === 0) expect(lines[0]).toMatch(/^Vor dem \d{2}\.\d{2}\.\d{4} gibt es keine Umsätze/)
})
