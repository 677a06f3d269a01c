import {
  initialTransferForm,
  startTransferFlow,
  toTransferFlowStart,
  type LocalDate,
  type TransferFlowEvent,
  type TransferFlowState,
  type TransferForm,
  type TransferHandOver,
} from '@kontor/core'
import { buildFinancialAccount } from '@kontor/core/testing'
import { describe, expect, it } from 'vitest'
import { withDraftSaving, type TransferDialogEffect } from './transfer.effects.ts'

const today = '2026-03-02' as LocalDate
const account = buildFinancialAccount({ financialAccountId: 'acc-1' })
const handOver: TransferHandOver = { savedAt: 0, financialAccountFixed: false, financialAccountId: 'acc-1' }
const form: TransferForm = {
  ...initialTransferForm(handOver, today, null),
  recipientName: 'Muster GmbH',
  recipientIban: 'DE02 1203 0000 0000 2020 51',
  amount: '1.234,56',
  purpose: 'RE 1',
}
const { start, transition } = withDraftSaving(form)
const opened = start(startTransferFlow(toTransferFlowStart(handOver, form)))

/** The state after the events, and the draft writes of each step. */
const run = (events: ReadonlyArray<TransferFlowEvent>) =>
  events.reduce<{ state: TransferFlowState; saves: ReadonlyArray<ReadonlyArray<TransferDialogEffect>> }>(
    ({ state, saves }, event) => {
      const [next, effects] = transition(state, event)
      return { state: next, saves: [...saves, effects.filter((e) => e.type === 'saveDraft')] }
    },
    { state: opened[0], saves: [] },
  )

const submitted: TransferFlowEvent = {
  type: 'draftSubmitted',
  form,
  context: { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] },
  requestCreatedToHost: false,
}
const created: TransferFlowEvent = { type: 'transfersCreated', transfers: [{ bankTransferId: 'bt-1', recipientIban: 'DE02120300000000202051' }] }

describe('the session entry kept beside the transfer flow (withDraftSaving)', () => {
  it('is written as the dialog opens, before any call goes out', () => {
    expect(opened[1][0]).toEqual({ type: 'saveDraft', form, order: null })
  })

  it('is written with every form change as typed, even while the flow is busy and keeps its own', () => {
    const typed = { ...form, amount: '5,00' }
    const { saves } = run([{ type: 'formChanged', form: typed }, submitted, { type: 'formChanged', form: { ...typed, purpose: 'RE 2' } }])
    expect(saves).toEqual([[{ type: 'saveDraft', form: typed, order: null }], [], [{ type: 'saveDraft', form: { ...typed, purpose: 'RE 2' }, order: null }]])
  })

  it('records the order when it is created and when it is sent, and nothing once the dialog closed', () => {
    const { saves } = run([
      submitted,
      created,
      { type: 'orderCreated', order: { bankTransferOrderId: 'o-1' } },
      { type: 'payeesVerified', results: [{ result: 'MATCH' }] },
      { type: 'transferPressed' },
    ])
    expect(saves.map((s) => s.map((e) => (e.type === 'saveDraft' ? e.order : null)))).toEqual([
      [],
      [],
      [{ bankTransferOrderId: 'o-1', status: 'pending' }],
      [],
      [{ bankTransferOrderId: 'o-1', status: 'executing' }],
    ])
    const closed = run([{ type: 'closePressed' }])
    expect(closed.state.step).toBe('closed')
    expect(closed.saves).toEqual([[]])
  })
})
