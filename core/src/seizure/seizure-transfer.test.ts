import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { moneyFromCents } from '../money/money.ts'
import { SeizureCodec, SeizureTransferPayloadCodec, type Seizure } from './model.ts'
import { toSeizureTransferPayload, toSeizureTransferPurpose } from './seizure-transfer.ts'

const seizure = (fields: Record<string, unknown> = {}): Seizure =>
  E.getOrElse<unknown, Seizure>(() => {
    throw new Error(`undecodable test seizure: ${JSON.stringify(fields)}`)
  })(
    SeizureCodec.decode({
      id: 'sz-1',
      financialAccountId: 'fa-1',
      totalAmount: 500.5,
      creditor: { iban: 'de89 3704 0044 0532 0130 00', name: '  Finanzamt   München ' },
      resolutionCaseNumber: '12 M 345/25',
      ...fields,
    }),
  )

describe('toSeizureTransferPurpose', () => {
  it('names the case number', () => {
    expect(toSeizureTransferPurpose(seizure())).toBe('Az. 12 M 345/25')
  })

  it('falls back to the seizure id without a case number', () => {
    expect(toSeizureTransferPurpose(seizure({ resolutionCaseNumber: null }))).toBe('Ref. sz-1')
    expect(toSeizureTransferPurpose(seizure({ resolutionCaseNumber: '   ' }))).toBe('Ref. sz-1')
  })

  it('never exceeds 140 characters', () => {
    expect(toSeizureTransferPurpose(seizure({ resolutionCaseNumber: 'X'.repeat(300) }))).toHaveLength(140)
  })
})

describe('toSeizureTransferPayload', () => {
  it('builds one transfer to the creditor, referencing the seizure', () => {
    const result = toSeizureTransferPayload({ seizure: seizure(), amount: moneyFromCents(10_000n), bankTransferGroupReference: 'grp-1', recipientBic: 'cobade ffxxx' })
    expect(E.map(SeizureTransferPayloadCodec.encode)(result)).toEqual(
      E.right({
        bankTransferGroupReference: 'grp-1',
        bankTransfers: [
          {
            recipientIban: 'DE89370400440532013000',
            recipientBic: 'COBADEFFXXX',
            recipientName: 'Finanzamt München',
            purpose: 'Az. 12 M 345/25',
            amount: 100,
            bankTransferReferenceId: 'sz-1',
            bankTransferReferenceType: 'SEIZURE',
          },
        ],
      }),
    )
  })

  it('sends no BIC when none is known', () => {
    for (const recipientBic of [undefined, null, '  ']) {
      const result = toSeizureTransferPayload({ seizure: seizure(), amount: moneyFromCents(1n), bankTransferGroupReference: 'g', recipientBic })
      expect(E.isRight(result) && result.right.bankTransfers[0]?.recipientBic).toBeNull()
    }
  })

  it('may pay the whole total', () => {
    expect(E.isRight(toSeizureTransferPayload({ seizure: seizure(), amount: moneyFromCents(50_050n), bankTransferGroupReference: 'g' }))).toBe(true)
  })

  it('refuses an amount outside its bounds', () => {
    const result = toSeizureTransferPayload({ seizure: seizure(), amount: moneyFromCents(50_051n), bankTransferGroupReference: 'g' })
    expect(result).toEqual(E.left([{ field: 'amount', key: 'seizure.amountOutOfRange', params: { min: '0,01\u00a0€', max: '500,50\u00a0€' } }]))
  })

  it('reports a missing creditor and a bad amount together', () => {
    const result = toSeizureTransferPayload({ seizure: seizure({ creditor: { iban: ' ', name: 'X' } }), amount: moneyFromCents(0n), bankTransferGroupReference: 'g' })
    expect(E.isLeft(result) && result.left.map((i) => i.key)).toEqual(['seizure.creditorIncomplete', 'seizure.amountOutOfRange'])
  })

  it('refuses a creditor without a name', () => {
    const result = toSeizureTransferPayload({ seizure: seizure({ creditor: { iban: 'DE89370400440532013000', name: '' } }), amount: moneyFromCents(1n), bankTransferGroupReference: 'g' })
    expect(result).toEqual(E.left([{ field: 'creditor', key: 'seizure.creditorIncomplete' }]))
  })

  it('needs a group reference from the caller', () => {
    expect(() => toSeizureTransferPayload({ seizure: seizure(), amount: moneyFromCents(1n), bankTransferGroupReference: ' ' })).toThrow(RangeError)
  })
})
