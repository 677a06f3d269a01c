import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays } from '../calendar/local-date.ts'
import { toBankTransferDueLabel } from './due-labels.ts'

const offsetArbitrary = fc.oneof(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -5000, max: 5000 }))

test.prop([localDateArbitrary.filter((d) => d > '0002' && d < '9998'), offsetArbitrary])(
  'the label depends only on the days between today and the due date',
  (today, offset) => {
    const label = toBankTransferDueLabel(addDays(today, offset), today)
    if (offset === 0) expect(label).toEqual({ key: 'hub.dueToday' })
    else if (offset === -1) expect(label).toEqual({ key: 'hub.dueOneDayAgo', params: { days: 1 } })
    else if (offset < -1) expect(label).toEqual({ key: 'hub.dueDaysAgo', params: { days: -offset } })
    else if (offset === 1) expect(label).toEqual({ key: 'hub.dueInOneDay', params: { days: 1 } })
    else if (offset <= 5) expect(label).toEqual({ key: 'hub.dueInDays', params: { days: offset } })
    else expect(label).toBeUndefined()
  },
)

/** Days from today to a labelled due date: anything up to 5 days ahead, often close to the edges. */
const labelledOffsetArbitrary = fc.oneof(fc.integer({ min: -10, max: 5 }), fc.integer({ min: -4000, max: 5 }))

test.prop([localDateArbitrary.filter((d) => d > '0002' && d < '9998'), labelledOffsetArbitrary])(
  'a later "today" never turns a labelled due date into an unlabelled one',
  (due, offset) => {
    const today = addDays(due, -offset)
    fc.pre(toBankTransferDueLabel(due, today) !== undefined)
    expect(toBankTransferDueLabel(due, addDays(today, 1))).toBeDefined()
  },
)
