import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { daysBetween } from '../calendar/local-date.ts'
import { isGermanBankWorkingDay } from './bank-working-days.ts'
import { SEIZURE_DEBTOR_KINDS, toSeizureDebitDate, toSeizureDebtorKind } from './seizure-debit.ts'

test.prop([localDateArbitrary, fc.constantFrom(...SEIZURE_DEBTOR_KINDS)])('the debit always falls on a bank working day after delivery', (delivery, debtor) => {
  const debit = toSeizureDebitDate(delivery, debtor)
  expect(isGermanBankWorkingDay(debit)).toBe(true)
  expect(daysBetween(delivery, debit)).toBeGreaterThanOrEqual(debtor === 'soleTrader' ? 28 : 5)
})

test.prop([localDateArbitrary])('a sole trader waits at least 4 weeks and at most until the next working day after them', (delivery) => {
  const wait = daysBetween(delivery, toSeizureDebitDate(delivery, 'soleTrader'))
  expect(wait).toBeGreaterThanOrEqual(28)
  expect(wait).toBeLessThanOrEqual(28 + 6) // the longest run of closed days: 24 December to the Monday after New Year
})

test.prop([localDateArbitrary])('a company never waits longer than a sole trader', (delivery) => {
  expect(daysBetween(toSeizureDebitDate(delivery, 'company'), toSeizureDebitDate(delivery, 'soleTrader'))).toBeGreaterThan(0)
})

test.prop([fc.oneof(fc.string(), fc.constantFrom('FREELANCER', 'sole_trader', 'GMBH', 'UG')), fc.constantFrom('', ' ', '  ')])(
  'the debtor kind ignores case and surrounding spaces, and anything but a sole-trader type is a company',
  (type, pad) => {
    const kind = toSeizureDebtorKind(type)
    expect(toSeizureDebtorKind(`${pad}${type.toLowerCase()}${pad}`)).toBe(toSeizureDebtorKind(type.toUpperCase()))
    expect(kind === 'soleTrader').toBe(['FREELANCER', 'SOLE_TRADER', 'SOLE_PROPRIETOR', 'SELF_EMPLOYED', 'EINZELUNTERNEHMEN'].includes(type.trim().toUpperCase()))
  },
)
