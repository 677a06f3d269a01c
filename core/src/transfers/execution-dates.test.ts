import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import {
  getDefaultExecutionDate,
  isExecutionDateInputDisabled,
  isTransferScheduled,
  validateExecutionDate,
  validateLastExecutionDate,
} from './execution-dates.ts'

const d = (s: string) => s as LocalDate
const today = d('2026-03-02')
const giro = buildFinancialAccount()
const lexbank = buildFinancialAccount({ type: 'LEXBANK' })
const noSchedule = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_FINTS', 'COMBINED_TRANSFER_MONEY_FINTS'] })

describe('getDefaultExecutionDate', () => {
  it('is today in Berlin, also late in the evening UTC', () => {
    expect(getDefaultExecutionDate(fixedClock(new Date('2026-03-01T23:30:00Z')))).toBe('2026-03-02')
    expect(getDefaultExecutionDate(fixedClock(new Date('2026-07-01T21:59:59Z')))).toBe('2026-07-01')
    expect(getDefaultExecutionDate(fixedClock(new Date('2026-07-01T22:00:00Z')))).toBe('2026-07-02')
  })
})

describe('isTransferScheduled', () => {
  it('is scheduled only for a day after today', () => {
    expect(isTransferScheduled(d('2026-03-03'), today)).toBe(true)
    expect(isTransferScheduled(today, today)).toBe(false)
    expect(isTransferScheduled(d('2026-03-01'), today)).toBe(false)
  })
})

describe('isExecutionDateInputDisabled', () => {
  it('is enabled for a single transfer from an account with the scheduled actions', () => {
    expect(isExecutionDateInputDisabled({ kind: 'single', sepaInstant: false, account: giro })).toBe(false)
    expect(isExecutionDateInputDisabled({ kind: 'combined', sepaInstant: false, account: giro })).toBe(false)
  })
  it('is disabled for standing orders', () => {
    expect(isExecutionDateInputDisabled({ kind: 'standingOrder', sepaInstant: false, account: giro })).toBe(true)
  })
  it('is disabled for instant transfers', () => {
    expect(isExecutionDateInputDisabled({ kind: 'single', sepaInstant: true, account: giro })).toBe(true)
  })
  it('is disabled for combined transfers on LEXBANK accounts only', () => {
    expect(isExecutionDateInputDisabled({ kind: 'combined', sepaInstant: false, account: lexbank })).toBe(true)
    expect(isExecutionDateInputDisabled({ kind: 'single', sepaInstant: false, account: lexbank })).toBe(false)
    const sub = buildFinancialAccount({ type: 'LEXBANK_SUB_ACCOUNT' })
    expect(isExecutionDateInputDisabled({ kind: 'combined', sepaInstant: false, account: sub })).toBe(false)
  })
  it('is disabled when the account lacks the scheduled actions of the kind', () => {
    expect(isExecutionDateInputDisabled({ kind: 'single', sepaInstant: false, account: noSchedule })).toBe(true)
    const singleOnly = buildFinancialAccount({ availableActions: ['COMBINED_TRANSFER_MONEY_FINTS', 'SCHEDULED_TRANSFER_MONEY_FINTS'] })
    expect(isExecutionDateInputDisabled({ kind: 'combined', sepaInstant: false, account: singleOnly })).toBe(true)
    const webhook = buildFinancialAccount({ availableActions: ['TRANSFER_MONEY_WEBHOOK', 'SCHEDULE_MONEY_TRANSFER_WEBHOOK'] })
    expect(isExecutionDateInputDisabled({ kind: 'single', sepaInstant: false, account: webhook })).toBe(false)
  })
})

describe('validateExecutionDate', () => {
  const single = { kind: 'single', sepaInstant: false, account: giro, today } as const
  it('accepts today and later days', () => {
    expect(validateExecutionDate(today, single)).toEqual(E.right(today))
    expect(validateExecutionDate(d('2026-12-31'), single)).toEqual(E.right('2026-12-31'))
  })
  it('rejects yesterday', () => {
    expect(validateExecutionDate(d('2026-03-01'), single)).toEqual(
      E.left([{ field: 'executionDate', key: 'transfers.executionDateInPast' }]),
    )
  })
  it('accepts only today where the input is disabled', () => {
    const instant = { ...single, sepaInstant: true }
    expect(validateExecutionDate(today, instant)).toEqual(E.right(today))
    expect(validateExecutionDate(d('2026-03-03'), instant)).toEqual(
      E.left([{ field: 'executionDate', key: 'transfers.executionDateMustBeToday' }]),
    )
    expect(E.isLeft(validateExecutionDate(d('2026-03-03'), { ...single, account: noSchedule }))).toBe(true)
    expect(E.isLeft(validateExecutionDate(d('2026-03-03'), { ...single, kind: 'combined', account: lexbank }))).toBe(true)
  })
  it('lets a standing order start on a later day, but not in the past', () => {
    const standing = { ...single, kind: 'standingOrder' } as const
    expect(validateExecutionDate(d('2026-04-01'), standing)).toEqual(E.right('2026-04-01'))
    expect(E.isLeft(validateExecutionDate(d('2026-03-01'), standing))).toBe(true)
  })
})

describe('validateLastExecutionDate', () => {
  it('accepts the same day, a later day and none', () => {
    expect(validateLastExecutionDate(today, today)).toEqual(E.right(today))
    expect(validateLastExecutionDate(today, d('2027-03-02'))).toEqual(E.right('2027-03-02'))
    expect(validateLastExecutionDate(today, null)).toEqual(E.right(null))
    expect(validateLastExecutionDate(today, undefined)).toEqual(E.right(null))
  })
  it('rejects a day before the execution date', () => {
    expect(validateLastExecutionDate(today, d('2026-03-01'))).toEqual(
      E.left([{ field: 'lastExecutionDate', key: 'INVALID_LAST_EXECUTION_DATE' }]),
    )
  })
})
