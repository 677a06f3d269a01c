import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents } from '../money/money.ts'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import { startTransferFlow, transitionTransferFlow } from './transfer-flow.ts'
import type { TransferFlowEvent, TransferFlowState } from './transfer-flow-model.ts'
import { handOverOrderOf, initialTransferForm, readTransferHandOver, resumeOfHandOver, writeTransferHandOver } from './transfer-hand-over.ts'

const now = new Date('2026-03-02T10:00:00Z')
const today = '2026-03-02' as LocalDate

describe('the transfer hand-over', () => {
  it('tells missing, tampered and expired entries apart', () => {
    expect(readTransferHandOver(null, now)).toEqual(E.left('missing'))
    expect(readTransferHandOver('{"savedAt":', now)).toEqual(E.left('invalid'))
    expect(readTransferHandOver(JSON.stringify({ savedAt: now.getTime(), financialAccountFixed: 'yes', financialAccountId: null }), now)).toEqual(E.left('invalid'))
    const old = writeTransferHandOver({ financialAccountFixed: false, financialAccountId: null }, new Date(now.getTime() - 61 * 60 * 1000))
    expect(readTransferHandOver(old, now)).toEqual(E.left('expired'))
  })

  it('opens with the preset transfer (wire amount as de-DE text) and the last used account', () => {
    const raw = writeTransferHandOver(
      { financialAccountFixed: false, financialAccountId: null, bankTransfer: { recipientName: 'Muster GmbH', amount: 1234.5, referenceId: 'v-1', referenceType: 'VOUCHER' } },
      now,
    )
    const read = readTransferHandOver(raw, now)
    const form = E.isRight(read) ? initialTransferForm(read.right, today, 'acc-last') : undefined
    expect(form).toMatchObject({ financialAccountId: 'acc-last', recipientName: 'Muster GmbH', amount: '1234,50', referenceId: 'v-1', executionDate: today })
  })

  it('reads the preset wire amount exactly: 1.005 is 1,01 (a float toFixed gave 1,00)', () => {
    const preset = (amount: number) => {
      const raw = writeTransferHandOver({ financialAccountFixed: false, financialAccountId: null, bankTransfer: { recipientName: 'X', amount } }, now)
      const read = readTransferHandOver(raw, now)
      return E.isRight(read) ? initialTransferForm(read.right, today, null).amount : undefined
    }
    expect(preset(1.005)).toBe('1,01')
    expect(preset(1234567.8)).toBe('1234567,80')
    expect(preset(-0.1)).toBe('-0,10')
  })

  it('a stored draft wins (a reload loses nothing)', () => {
    const draft = { ...initialTransferForm({ savedAt: 0, financialAccountFixed: false, financialAccountId: 'a' }, today, null), amount: '9,99' }
    const read = readTransferHandOver(writeTransferHandOver({ financialAccountFixed: false, financialAccountId: 'a', draft }, now), now)
    expect(E.isRight(read) && initialTransferForm(read.right, today, null)).toEqual(draft)
  })
})

describe('the order recorded in the hand-over (a reload neither resends nor orphans it)', () => {
  const account = buildFinancialAccount({ financialAccountId: 'acc-1' })
  const form = {
    ...initialTransferForm({ savedAt: 0, financialAccountFixed: false, financialAccountId: 'acc-1' }, today, null),
    recipientName: 'Muster GmbH',
    recipientIban: 'DE02 1203 0000 0000 2020 51',
    amount: '12,50',
  }
  const events: ReadonlyArray<TransferFlowEvent> = [
    { type: 'draftSubmitted', form, context: { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] }, requestCreatedToHost: false },
    { type: 'transfersCreated', transfers: [{ bankTransferId: 'bt-1', recipientName: 'Muster GmbH', recipientIban: 'DE02120300000000202051', amount: moneyFromCents(1250n) }] },
    { type: 'orderCreated', order: { bankTransferOrderId: 'o-1' } },
    { type: 'payeesVerified', results: [{ result: 'MATCH' }] },
    { type: 'transferPressed' },
    { type: 'executionSucceeded', order: { bankTransferOrderId: 'o-1' } },
  ]
  const states = events.reduce<ReadonlyArray<TransferFlowState>>(
    (all, e) => [...all, transitionTransferFlow(all[all.length - 1] as TransferFlowState, e)[0]],
    [startTransferFlow({ form, financialAccountFixed: false, bankTransferIds: [], redirect: null })[0]],
  )

  it('records nothing before the order, pending once it exists, executing once sent, done at the summary', () => {
    expect(states.map((s) => handOverOrderOf(s)?.status ?? null)).toEqual([null, null, null, 'pending', 'pending', 'executing', 'done'])
  })

  it('a reload after the summary opens no form to send again; one before deletes the order and opens the draft', () => {
    const entry = (state: TransferFlowState) => {
      const read = readTransferHandOver(writeTransferHandOver({ financialAccountFixed: false, financialAccountId: 'acc-1', draft: form, order: handOverOrderOf(state) }, now), now)
      if (E.isLeft(read)) throw new Error(read.left)
      return resumeOfHandOver(read.right)
    }
    expect(states.map(entry)).toEqual([
      { _tag: 'Start' },
      { _tag: 'Start' },
      { _tag: 'Start' },
      { _tag: 'DeleteOrderThenStart', bankTransferOrderId: 'o-1', whenRefused: 'start' },
      { _tag: 'DeleteOrderThenStart', bankTransferOrderId: 'o-1', whenRefused: 'start' },
      { _tag: 'DeleteOrderThenStart', bankTransferOrderId: 'o-1', whenRefused: 'outcomeUnknown' },
      { _tag: 'AlreadySent' },
    ])
  })

  it('an order kept for the bank redirect is the redirect return\'s to execute: a reopened dialog never deletes it', () => {
    const executing = handOverOrderOf(states[5] as TransferFlowState)
    const pendingRedirect = { order: { bankTransferOrderId: 'o-1' }, transfers: [], requestCreatedToHost: false, stage: 'authorising' } as const
    const read = readTransferHandOver(writeTransferHandOver({ financialAccountFixed: false, financialAccountId: 'acc-1', draft: form, order: executing, pendingRedirect }, now), now)
    if (E.isLeft(read)) throw new Error(read.left)
    expect(resumeOfHandOver(read.right)).toEqual({ _tag: 'Start' })
  })

  it('a tampered order record is an invalid entry', () => {
    const raw = JSON.stringify({ savedAt: now.getTime(), financialAccountFixed: false, financialAccountId: null, order: { bankTransferOrderId: 'o-1', status: 'sent' } })
    expect(readTransferHandOver(raw, now)).toEqual(E.left('invalid'))
  })
})
