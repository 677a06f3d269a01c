import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fromWireAmount, moneyFromCents } from '../money/money.ts'
import {
  BankTransferCodec,
  BankTransferListItemCodec,
  BankTransferOrderCodec,
  CreateBankTransferOrderRequestCodec,
  CreateBankTransfersRequestCodec,
  isPaymentStatusFinal,
  ReoccurrenceCodec,
  REOCCURRENCES,
  SepaInstantStatusCodec,
} from './model.ts'

describe('ReoccurrenceCodec', () => {
  it('knows exactly the six values', () => {
    expect(REOCCURRENCES).toEqual(['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY', 'EVERY_SIX_MONTHS', 'ANNUALLY'])
    for (const r of REOCCURRENCES) expect(ReoccurrenceCodec.decode(r)).toEqual(E.right(r))
    expect(E.isLeft(ReoccurrenceCodec.decode('DAILY'))).toBe(true)
    expect(E.isLeft(ReoccurrenceCodec.decode('monthly'))).toBe(true)
  })
})

describe('isPaymentStatusFinal', () => {
  it('is final for FAILED and SUCCESSFUL only', () => {
    expect(isPaymentStatusFinal('FAILED')).toBe(true)
    expect(isPaymentStatusFinal('SUCCESSFUL')).toBe(true)
    for (const s of ['PENDING', 'IN_PROGRESS', '', 'failed', null, undefined]) expect(isPaymentStatusFinal(s)).toBe(false)
  })
})

describe('BankTransferCodec', () => {
  it('reads the amount as Money from the JSON number', () => {
    const decoded = BankTransferCodec.decode({ bankTransferId: 't-1', recipientName: 'Muster', amount: 0.1, draft: true })
    expect(E.isRight(decoded)).toBe(true)
    if (E.isRight(decoded)) {
      const expected = fromWireAmount('0.1')
      expect(E.isRight(expected) && decoded.right.amount?.value.equals(expected.right.value)).toBe(true)
    }
  })
  it('needs the id and rejects a text amount that is no number', () => {
    expect(E.isLeft(BankTransferCodec.decode({ recipientName: 'x' }))).toBe(true)
    expect(E.isLeft(BankTransferCodec.decode({ bankTransferId: 't', amount: '12,50' }))).toBe(true)
  })
})

describe('BankTransferOrderCodec', () => {
  it('decodes a full order', () => {
    const wire = {
      bankTransferOrderId: 'o-1',
      bankAccountId: 'fa-1',
      bankTransferIds: ['t-1', 't-2'],
      sepaInstant: false,
      executionDate: '2026-03-02',
      reoccurrence: 'MONTHLY',
      lastExecutionDate: '2026-12-02',
      declined: false,
      sepaInstantTransactionId: null,
      paymentStatus: 'SOMETHING_NEW',
      errorMessage: null,
    }
    expect(BankTransferOrderCodec.decode(wire)).toEqual(E.right(wire))
  })
  it('rejects an unknown reoccurrence and a date in another format', () => {
    expect(E.isLeft(BankTransferOrderCodec.decode({ bankTransferOrderId: 'o', reoccurrence: 'DAILY' }))).toBe(true)
    expect(E.isLeft(BankTransferOrderCodec.decode({ bankTransferOrderId: 'o', executionDate: '02.03.2026' }))).toBe(true)
  })
})

describe('BankTransferListItemCodec', () => {
  it('knows the four list statuses and nothing else', () => {
    for (const status of ['PENDING', 'IN_PROGRESS', 'TRANSFER', 'ERROR']) {
      expect(E.isRight(BankTransferListItemCodec.decode({ bankTransferId: 't', status }))).toBe(true)
    }
    expect(E.isLeft(BankTransferListItemCodec.decode({ bankTransferId: 't', status: 'DONE' }))).toBe(true)
    expect(E.isLeft(BankTransferListItemCodec.decode({ bankTransferId: 't' }))).toBe(true)
  })
})

describe('request codecs', () => {
  it('encode amounts as JSON numbers and dates as ISO strings', () => {
    expect(
      CreateBankTransfersRequestCodec.encode({
        bankTransfers: [{ recipientName: 'Muster', recipientIban: 'DE02120300000000202051', amount: moneyFromCents(123456n), purpose: 'RE 1' }],
        bankTransferGroupReference: null,
      }),
    ).toEqual({
      bankTransfers: [{ recipientName: 'Muster', recipientIban: 'DE02120300000000202051', amount: 1234.56, purpose: 'RE 1' }],
      bankTransferGroupReference: null,
    })
    const order = { bankAccountId: 'fa', sepaInstant: true, bankTransferIds: ['t'], executionDate: '2026-03-02', reoccurrence: null, lastExecutionDate: null }
    expect(CreateBankTransferOrderRequestCodec.decode(order)).toEqual(E.right(order))
  })
  it('reads the instant status', () => {
    expect(SepaInstantStatusCodec.decode({ paymentStatus: 'SUCCESSFUL' })).toEqual(E.right({ paymentStatus: 'SUCCESSFUL' }))
    expect(E.isLeft(SepaInstantStatusCodec.decode({ paymentStatus: 3 }))).toBe(true)
  })
})
