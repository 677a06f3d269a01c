import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { equalsMoney, moneyFromCents } from '../money/money.ts'
import { SeizureCodec, SeizureListCodec } from './model.ts'

const wire = {
  id: 'sz-1',
  financialAccountId: 'fa-1',
  totalAmount: 1234.56,
  creditor: { iban: 'DE89370400440532013000', name: 'Finanzamt München' },
  deliveryDate: '2025-07-01',
  enactmentDate: '2025-06-20',
  resolutionCaseNumber: '12 M 345/25',
}

describe('SeizureCodec', () => {
  it('reads a full seizure with the total as Money', () => {
    const decoded = SeizureCodec.decode(wire)
    expect(E.isRight(decoded) && equalsMoney(decoded.right.totalAmount, moneyFromCents(123_456n))).toBe(true)
    expect(E.map(SeizureCodec.encode)(decoded)).toEqual(E.right(wire))
  })

  it('accepts missing or null dates and case number', () => {
    const { deliveryDate: _d, enactmentDate: _e, resolutionCaseNumber: _r, ...required } = wire
    expect(E.isRight(SeizureCodec.decode(required))).toBe(true)
    expect(E.isRight(SeizureCodec.decode({ ...wire, deliveryDate: null, enactmentDate: null, resolutionCaseNumber: null }))).toBe(true)
  })

  it.each(['id', 'financialAccountId', 'totalAmount', 'creditor'])('refuses a seizure without %s', (field) => {
    expect(E.isLeft(SeizureCodec.decode({ ...wire, [field]: undefined }))).toBe(true)
  })

  it('refuses a date that is not YYYY-MM-DD and a total that is not a number', () => {
    expect(E.isLeft(SeizureCodec.decode({ ...wire, deliveryDate: '01.07.2025' }))).toBe(true)
    expect(E.isLeft(SeizureCodec.decode({ ...wire, totalAmount: 'viel' }))).toBe(true)
    expect(E.isLeft(SeizureCodec.decode({ ...wire, creditor: { iban: 'DE89370400440532013000' } }))).toBe(true)
  })

  it('reads a list', () => {
    expect(E.isRight(SeizureListCodec.decode([wire, wire]))).toBe(true)
    expect(E.isLeft(SeizureListCodec.decode([wire, {}]))).toBe(true)
  })
})
