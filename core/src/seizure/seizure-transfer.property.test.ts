import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { normalizeIban } from '../iban/iban-format.ts'
import { compareMoney, moneyFromCents } from '../money/money.ts'
import { SeizureTransferPayloadCodec } from './model.ts'
import { validateSeizurePaymentAmount } from './seizure-amount.ts'
import { toSeizureTransferPayload } from './seizure-transfer.ts'
import { seizureArbitrary } from './seizure.arbitrary.ts'

const amountCentsArbitrary = fc.oneof(fc.bigInt({ min: -5n, max: 5n }), fc.bigInt({ min: 0n, max: 10n ** 15n }))

test.prop([seizureArbitrary, amountCentsArbitrary, fc.uuid()])(
  'a payload is built exactly for amounts the seizure allows, and then pays that amount to the creditor',
  (seizure, cents, group) => {
    const amount = moneyFromCents(cents)
    const result = toSeizureTransferPayload({ seizure, amount, bankTransferGroupReference: group })
    expect(E.isRight(result)).toBe(E.isRight(validateSeizurePaymentAmount(amount, seizure.totalAmount)))
    if (E.isLeft(result)) return
    const [transfer, ...more] = result.right.bankTransfers
    expect(more).toEqual([])
    expect(transfer && compareMoney(transfer.amount, amount)).toBe(0)
    expect(transfer?.recipientIban).toBe(normalizeIban(seizure.creditor.iban))
    expect(transfer?.bankTransferReferenceId).toBe(seizure.id)
    expect(transfer?.purpose.length).toBeLessThanOrEqual(140)
    expect(result.right.bankTransferGroupReference).toBe(group)
  },
)

test.prop([seizureArbitrary, fc.uuid()])('the payload survives its wire form', (seizure, group) => {
  const result = toSeizureTransferPayload({ seizure, amount: moneyFromCents(1n), bankTransferGroupReference: group })
  if (E.isLeft(result)) throw new Error('one cent is always payable')
  const wire = JSON.parse(JSON.stringify(SeizureTransferPayloadCodec.encode(result.right))) as unknown
  expect(E.map(SeizureTransferPayloadCodec.encode)(SeizureTransferPayloadCodec.decode(wire))).toEqual(E.right(wire))
})
