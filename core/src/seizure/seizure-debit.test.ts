import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { toSeizureDebitDate, toSeizureDebitNotice, toSeizureDebtorKind, toSeizureExpectedDebitNotice } from './seizure-debit.ts'

const d = (iso: string) => iso as LocalDate

describe('toSeizureDebitDate', () => {
  it('debits a sole trader 4 calendar weeks after delivery', () => {
    expect(toSeizureDebitDate(d('2025-07-01'), 'soleTrader')).toBe('2025-07-29')
  })

  it('moves the sole trader date past a weekend or holiday', () => {
    expect(toSeizureDebitDate(d('2025-07-05'), 'soleTrader')).toBe('2025-08-04') // 28 days: Saturday 2 August
    expect(toSeizureDebitDate(d('2025-11-26'), 'soleTrader')).toBe('2025-12-29') // 24 December, then Christmas
  })

  it('debits a company after 5 bank working days', () => {
    expect(toSeizureDebitDate(d('2025-07-01'), 'company')).toBe('2025-07-08')
    expect(toSeizureDebitDate(d('2025-04-15'), 'company')).toBe('2025-04-24') // Good Friday and Easter Monday skipped
  })
})

describe('toSeizureDebitNotice', () => {
  it('names 4 calendar weeks for a sole trader and 5 working days for a company', () => {
    expect(toSeizureDebitNotice('soleTrader')).toEqual({ key: 'seizure.debitAfterCalendarWeeks', params: { weeks: 4 } })
    expect(toSeizureDebitNotice('company')).toEqual({ key: 'seizure.debitAfterWorkingDays', params: { days: 5 } })
  })
})

describe('toSeizureExpectedDebitNotice', () => {
  it('gives the date as dd.MM.yyyy', () => {
    expect(toSeizureExpectedDebitNotice(d('2025-07-01'), 'company')).toEqual({ key: 'seizure.expectedDebitDate', params: { date: '08.07.2025' } })
  })

  it('gives none without a delivery date', () => {
    expect(toSeizureExpectedDebitNotice(null, 'company')).toBeUndefined()
    expect(toSeizureExpectedDebitNotice(undefined, 'soleTrader')).toBeUndefined()
  })
})

describe('toSeizureDebtorKind', () => {
  it('reads a freelancer or sole trader as a sole trader, in any case and with spaces', () => {
    expect(toSeizureDebtorKind('FREELANCER')).toBe('soleTrader')
    expect(toSeizureDebtorKind(' sole_trader ')).toBe('soleTrader')
  })

  it('reads a GmbH, an unknown type or none as a company', () => {
    expect(toSeizureDebtorKind('GMBH')).toBe('company')
    expect(toSeizureDebtorKind('UG')).toBe('company')
    expect(toSeizureDebtorKind(null)).toBe('company')
    expect(toSeizureDebtorKind(undefined)).toBe('company')
  })
})
