/** The calculations of the memory transfers: a standing order's next execution and the payee check's spellings. */
import { compareLocalDate, computeExecutionDate, type LocalDate } from '@kontor/core'
import { localDateArbitrary, reoccurrenceArbitrary } from '@kontor/core/testing'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import type { PlannedRecord } from './transfer-state.ts'
import { payeeNameKey } from './transfer-lookups.ts'
import { lastExecutedDateOf, nextExecutionDateOf } from './transfer-lists.ts'

const standingOrder = (first: LocalDate, reoccurrence: PlannedRecord['reoccurrence'], last: LocalDate | null): PlannedRecord => ({
  kind: 'standingOrder',
  bankAccountId: 'fa-1',
  reoccurrence,
  lastExecutionDate: last,
  wire: { bankTransferId: 'bt-1', executionDate: first },
})

describe('memory transfers', () => {
  test.prop([localDateArbitrary, reoccurrenceArbitrary, localDateArbitrary])(
    'the next execution is the first date of the series that is not before today',
    (first, reoccurrence, today) => {
      const next = nextExecutionDateOf(standingOrder(first, reoccurrence, null), today)
      expect(next).not.toBeNull()
      const date = next as LocalDate
      expect(compareLocalDate(date, today)).toBeGreaterThanOrEqual(0)
      const index = Array.from({ length: 8000 }, (_, i) => i).find((i) => computeExecutionDate(first, reoccurrence, i) === date)
      expect(index).toBeDefined()
      if (index !== undefined && index > 0) expect(compareLocalDate(computeExecutionDate(first, reoccurrence, index - 1), today)).toBeLessThan(0)
    },
  )

  test.prop([localDateArbitrary, reoccurrenceArbitrary, localDateArbitrary, localDateArbitrary])(
    'a series that ended before its next date has none, else the next date is within it',
    (first, reoccurrence, last, today) => {
      const next = nextExecutionDateOf(standingOrder(first, reoccurrence, last), today)
      if (next !== null) expect(compareLocalDate(next, last)).toBeLessThanOrEqual(0)
      else expect(compareLocalDate(nextExecutionDateOf(standingOrder(first, reoccurrence, null), today) as LocalDate, last)).toBeGreaterThan(0)
    },
  )

  test.prop([localDateArbitrary, reoccurrenceArbitrary, fc.option(localDateArbitrary, { nil: null }), localDateArbitrary])(
    'the last executed date is a date of the series, not after today nor the last execution date, and the next one is later',
    (first, reoccurrence, last, today) => {
      const order = standingOrder(first, reoccurrence, last)
      const executed = lastExecutedDateOf(order, today)
      if (executed === null) {
        expect(compareLocalDate(first, today) > 0 || (last !== null && compareLocalDate(first, last) > 0)).toBe(true)
        return
      }
      expect(compareLocalDate(executed, today)).toBeLessThanOrEqual(0)
      if (last !== null) expect(compareLocalDate(executed, last)).toBeLessThanOrEqual(0)
      const next = nextExecutionDateOf(order, today)
      if (next !== null) expect(compareLocalDate(next, executed)).toBeGreaterThanOrEqual(0)
    },
  )

  test.prop([fc.constantFrom('Müller Bürobedarf GmbH', 'Straße & Söhne KG', 'Öko Ärzte e.K.')])(
    'umlauts written out, case, punctuation and the legal form name the same payee',
    (name) => {
      const written = name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/ß/g, 'ss')
      const bare = written.replace(/\b(GmbH|KG|e\.K\.)$/u, '').toUpperCase()
      expect(payeeNameKey(bare)).toBe(payeeNameKey(name))
      expect(payeeNameKey(name)).not.toBe(payeeNameKey(`${name} Nord`))
    },
  )
})
