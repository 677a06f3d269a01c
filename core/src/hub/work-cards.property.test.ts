import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { expect, it } from 'vitest'
import { messageFor } from '../catalogue/catalogue.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import type { TransactionSummary } from '../transactions/wire.ts'
import { toHubWorkCards } from './work-cards.ts'

const countArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 3_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY) },
)
const summaryArbitrary: fc.Arbitrary<TransactionSummary> = fc.record({
  requestDate: fc.constant('2026-03-01' as LocalDate),
  openTransactionsWithProposals: countArbitrary,
  openTransactionsWithoutProposals: countArbitrary,
})
/** Both counts whole and above 0: both cards show. */
const busySummaryArbitrary: fc.Arbitrary<TransactionSummary> = fc.record({
  requestDate: fc.constant('2026-03-01' as LocalDate),
  openTransactionsWithProposals: fc.integer({ min: 1, max: 3_000 }),
  openTransactionsWithoutProposals: fc.integer({ min: 1, max: 3_000 }),
})
const isCount = (n: number) => Number.isSafeInteger(n) && n > 0

/** The estimate as the spec computes it, rounded to whole minutes half-up, independently of the rule. */
const expectedMinutes = (count: number, perItem: string): string => {
  const whole = new Decimal(perItem).times(count).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
  return `${whole.toLocaleString('de-DE')}\u00a0${whole === 1 ? 'Minute' : 'Minuten'}`
}

test.prop([summaryArbitrary])('a card shows exactly while its count is a whole number above 0, the to-do card first', (summary) => {
  const cards = toHubWorkCards(summary)
  const expected = [
    ...(isCount(summary.openTransactionsWithProposals) ? ['proposalsToReview'] : []),
    ...(isCount(summary.openTransactionsWithoutProposals) ? ['manualAssign'] : []),
  ]
  expect(cards.map((c) => c.kind)).toEqual(expected)
})

test.prop([busySummaryArbitrary])('the estimates are 0.7 minutes per proposal and 2 minutes per open transaction without one', (summary) => {
  const cards = toHubWorkCards(summary)
  expect(cards).toHaveLength(2)
  for (const card of cards) {
    const count = card.kind === 'proposalsToReview' ? summary.openTransactionsWithProposals : summary.openTransactionsWithoutProposals
    expect(card.count).toBe(count)
    expect(messageFor(card.estimate.key, card.estimate.params)).toBe(
      `Geschätzte Zeit: etwa ${expectedMinutes(count, card.kind === 'proposalsToReview' ? '0.7' : '2')}`,
    )
  }
})

test.prop([busySummaryArbitrary])('the title names the count in German, singular for one', (summary) => {
  const cards = toHubWorkCards(summary)
  expect(cards).toHaveLength(2)
  for (const card of cards) {
    const title = messageFor(card.title.key, card.title.params)
    const n = card.count.toLocaleString('de-DE')
    expect(title).toBe(
      card.kind === 'proposalsToReview'
        ? card.count === 1 ? '1 Zuordnungsvorschlag prüfen' : `${n} Zuordnungsvorschläge prüfen`
        : card.count === 1 ? '1 Umsatz ohne Vorschlag zuordnen' : `${n} Umsätze ohne Vorschlag zuordnen`,
    )
  }
})

it('no summary (not read, or the read failed) shows no card', () => {
  expect(toHubWorkCards(undefined)).toEqual([])
})

it('estimates 3 proposals at 2 minutes (2.1, rounded) and 5 open transactions at 10', () => {
  const [todo, manual] = toHubWorkCards({ requestDate: '2026-03-01' as LocalDate, openTransactionsWithProposals: 3, openTransactionsWithoutProposals: 5 })
  expect(todo?.estimate.params).toEqual({ minutes: '2\u00a0Minuten' })
  expect(manual?.estimate.params).toEqual({ minutes: '10\u00a0Minuten' })
})
