import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { moneyFromCents } from '../money/money.ts'
import { startTransferFlow, transitionTransferFlow } from './transfer-flow.ts'
import type { RedirectPendingOrder, RedirectTransferData, TransferFailure, TransferFlowEvent, TransferFlowState, TransferFlowTransition, TransferForm } from './transfer-flow-model.ts'

const today = '2026-03-02' as LocalDate
const account = buildFinancialAccount({ financialAccountId: 'acc-1' })
const context = { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] }
const form: TransferForm = {
  financialAccountId: 'acc-1',
  mode: 'single',
  recipientName: 'Muster GmbH',
  recipientIban: 'DE02 1203 0000 0000 2020 51',
  recipientBic: '',
  bankName: '',
  contactId: null,
  amount: '1.234,56',
  purpose: 'RE 1',
  executionDate: today,
  sepaInstant: false,
  reoccurrence: null,
  lastExecutionDate: null,
  referenceId: null,
  referenceType: null,
}
const failure = (reaction: TransferFailure['reaction'], extra: Partial<TransferFailure> = {}): TransferFailure => ({
  reaction,
  text: 'Fehler',
  key: undefined,
  fieldErrors: {},
  outcomeUnknown: false,
  ...extra,
})

const run = (start: TransferFlowTransition, events: ReadonlyArray<TransferFlowEvent>): TransferFlowTransition =>
  events.reduce<TransferFlowTransition>(([s], e) => transitionTransferFlow(s, e), start)

const begin = (f: TransferForm = form) => startTransferFlow({ form: f, financialAccountFixed: false, bankTransferIds: [], redirect: null })
const submitted: TransferFlowEvent = { type: 'draftSubmitted', form, context, requestCreatedToHost: false }
const created: TransferFlowEvent = {
  type: 'transfersCreated',
  transfers: [{ bankTransferId: 'bt-1', recipientName: 'Muster GmbH', recipientIban: 'DE02120300000000202051', amount: moneyFromCents(123456n), purpose: 'RE 1' }],
}
const toOrder: ReadonlyArray<TransferFlowEvent> = [submitted, created, { type: 'orderCreated', order: { bankTransferOrderId: 'o-1' } }]
const toReady: ReadonlyArray<TransferFlowEvent> = [...toOrder, { type: 'payeesVerified', results: [{ result: 'MATCH' }] }]

const orderInput = (s: TransferFlowState) => {
  if (s.step !== 'orderinput') throw new Error(`expected orderinput, got ${s.step}`)
  return s
}

describe('the transfer flow', () => {
  it('validates the draft with validateTransferDraft and keeps the form on an issue', () => {
    const [state, effects] = run(begin(), [{ ...submitted, form: { ...form, amount: '1,234.56', recipientIban: 'DE00 1234' } }])
    expect(effects).toEqual([])
    expect(state.step === 'datainput' && state.issues.map((i) => i.field)).toEqual(['recipientIban', 'amount'])
    expect(state.step === 'datainput' && state.form.amount).toBe('1,234.56')
  })

  it('creates the transfer, then the order, then checks the payee, and executes on "Überweisen"', () => {
    const [, first] = run(begin(), [submitted])
    expect(first.map((e) => e.type)).toEqual(['rememberAccount', 'createBankTransfers'])
    const [, second] = run(begin(), [submitted, created])
    expect(second).toEqual([
      {
        type: 'createBankTransferOrder',
        body: { bankAccountId: 'acc-1', sepaInstant: false, executionDate: today, reoccurrence: null, lastExecutionDate: null, bankTransferIds: ['bt-1'] },
      },
    ])
    const [, third] = run(begin(), toOrder)
    expect(third).toEqual([{ type: 'verifyPayees', requests: [{ recipientIban: 'DE02120300000000202051', recipientName: 'Muster GmbH' }] }])
    const [, fourth] = run(begin(), [...toReady, { type: 'transferPressed' }])
    expect(fourth).toEqual([{ type: 'executeBankTransferOrder', bankTransferOrderId: 'o-1', sca: null }])
  })

  it('a declined order goes to orderdeclined, anything else to the summary; closing after it reports completed', () => {
    const [declined] = run(begin(), [...toReady, { type: 'transferPressed' }, { type: 'executionSucceeded', order: { bankTransferOrderId: 'o-1', declined: true } }])
    expect(declined.step).toBe('orderdeclined')
    const [summary] = run(begin(), [...toReady, { type: 'transferPressed' }, { type: 'executionSucceeded', order: { bankTransferOrderId: 'o-1' } }])
    expect(summary.step).toBe('ordersummary')
    expect(transitionTransferFlow(summary, { type: 'closePressed' })[1]).toEqual([
      { type: 'notifyHost', message: 'bankTransferCompleted' },
      { type: 'close', reason: 'completed' },
    ])
  })

  it('a webhook account sends request created to the host after the execution', () => {
    const [, effects] = run(begin(), [
      { ...submitted, requestCreatedToHost: true },
      ...toReady.slice(1),
      { type: 'transferPressed' },
      { type: 'executionSucceeded', order: { bankTransferOrderId: 'o-1' } },
    ])
    expect(effects).toEqual([{ type: 'notifyHost', message: 'bankTransferRequestCreated' }])
  })

  it('a payee warning needs the confirmation before "Überweisen" does anything', () => {
    const warned = [...toOrder, { type: 'payeesVerified', results: [{ result: 'NO_MATCH' }] } as const]
    expect(run(begin(), [...warned, { type: 'transferPressed' }])[1]).toEqual([])
    expect(run(begin(), [...warned, { type: 'payeeWarningConfirmed', confirmed: true }, { type: 'transferPressed' }])[1]).toHaveLength(1)
  })

  it('taking the close-match name deletes the order and creates the transfer anew with the bank name', () => {
    const [state, effects] = run(begin(), [...toOrder, { type: 'payeesVerified', results: [{ result: 'CLOSE_MATCH', matchedName: 'Muster AG' }] }, { type: 'matchedNameTaken' }])
    expect(effects).toEqual([{ type: 'deleteBankTransferOrder', bankTransferOrderId: 'o-1' }])
    const [next, recreate] = transitionTransferFlow(state, { type: 'orderDeleted' })
    expect(next.step === 'datainput' && next.form.recipientName).toBe('Muster AG')
    expect(recreate[0]?.type === 'createBankTransfers' && recreate[0].body.bankTransfers[0]?.recipientName).toBe('Muster AG')
  })

  it('SCA cancelled returns to the order without executing; a double click sends one order', () => {
    const [executing, once] = run(begin(), [...toReady, { type: 'transferPressed' }])
    expect(once).toHaveLength(1)
    expect(transitionTransferFlow(executing, { type: 'transferPressed' })[1]).toEqual([])
    const [back, none] = transitionTransferFlow(executing, { type: 'scaCancelled' })
    expect(none).toEqual([])
    expect(orderInput(back).phase).toBe('ready')
  })

  it('closing before completion deletes the pending order, then closes', () => {
    const [deleting, effects] = run(begin(), [...toReady, { type: 'closePressed' }])
    expect(effects).toEqual([{ type: 'deleteBankTransferOrder', bankTransferOrderId: 'o-1' }])
    expect(transitionTransferFlow(deleting, { type: 'orderDeleted' })[1]).toEqual([
      { type: 'notifyHost', message: 'bankTransferCanceled' },
      { type: 'close', reason: 'canceled' },
    ])
  })

  it('closing while the order is being created waits for it and deletes it', () => {
    const [closing, none] = run(begin(), [submitted, created, { type: 'closePressed' }])
    expect(none).toEqual([])
    expect(transitionTransferFlow(closing, { type: 'orderCreated', order: { bankTransferOrderId: 'o-9' } })[1]).toEqual([
      { type: 'deleteBankTransferOrder', bankTransferOrderId: 'o-9' },
    ])
  })

  it('banking_internal_error (cancelOrder) deletes the order and returns to the kept draft with the bank text', () => {
    const [deleting] = run(begin(), [...toReady, { type: 'transferPressed' }, { type: 'executionFailed', failure: failure('cancelOrder', { text: 'Fehlermeldung der Bank: X' }) }])
    const [state] = transitionTransferFlow(deleting, { type: 'orderDeleted' })
    expect(state.step === 'datainput' && [state.form, state.failure?.text]).toEqual([form, 'Fehlermeldung der Bank: X'])
  })

  it('instant refused for the recipient turns the option off, keeps the draft and remembers the IBAN', () => {
    const instantForm = { ...form, sepaInstant: true }
    const [deleting] = run(begin(instantForm), [
      { ...submitted, form: instantForm },
      ...toReady.slice(1),
      { type: 'transferPressed' },
      { type: 'executionFailed', failure: failure('disableInstantOption') },
    ])
    const [state] = transitionTransferFlow(deleting, { type: 'orderDeleted' })
    expect(state.step === 'datainput' && [state.form.sepaInstant, state.form.amount, state.context.ibansWithoutInstant]).toEqual([
      false,
      '1.234,56',
      ['DE02120300000000202051'],
    ])
  })

  it('RATE_LIMIT_EXCEEDED waits for the retry time before "Überweisen" works again', () => {
    const [waiting, effects] = run(begin(), [...toReady, { type: 'transferPressed' }, { type: 'executionFailed', failure: failure('waitUntilRetry', { retryAfterSeconds: 42 }) }])
    expect(effects).toEqual([{ type: 'waitForRetry', afterSeconds: 42 }])
    expect(transitionTransferFlow(waiting, { type: 'transferPressed' })[1]).toEqual([])
    const [ready] = transitionTransferFlow(waiting, { type: 'retryAllowed' })
    expect(transitionTransferFlow(ready, { type: 'transferPressed' })[1]).toHaveLength(1)
  })

  it('an execution without answer is not sent again', () => {
    const [unknown] = run(begin(), [...toReady, { type: 'transferPressed' }, { type: 'executionFailed', failure: failure('showNotice', { outcomeUnknown: true }) }])
    expect(orderInput(unknown).phase).toBe('outcomeUnknown')
    expect(transitionTransferFlow(unknown, { type: 'transferPressed' })[1]).toEqual([])
  })

  it('an instant transfer is polled 2 s first, then 1 s, until SUCCESSFUL', () => {
    const [summary, effects] = run(begin(), [
      ...toReady,
      { type: 'transferPressed' },
      { type: 'executionSucceeded', order: { bankTransferOrderId: 'o-1', sepaInstant: true, sepaInstantTransactionId: 'tx-1', paymentStatus: 'PENDING' } },
    ])
    expect(effects).toEqual([{ type: 'pollInstantStatus', bankTransferOrderId: 'o-1', sepaInstantTransactionId: 'tx-1', afterMs: 2000 }])
    const [polled, next] = transitionTransferFlow(summary, { type: 'instantStatusRead', paymentStatus: 'PENDING' })
    expect(next).toEqual([{ type: 'pollInstantStatus', bankTransferOrderId: 'o-1', sepaInstantTransactionId: 'tx-1', afterMs: 1000 }])
    const [done] = transitionTransferFlow(polled, { type: 'instantStatusRead', paymentStatus: 'SUCCESSFUL' })
    expect(done.step === 'ordersummary' && done.instant).toEqual({ status: 'finished', paymentStatus: 'SUCCESSFUL' })
  })

  it('a fixed account with preselected transfers creates and executes the order at once', () => {
    const start = startTransferFlow({ form, financialAccountFixed: true, bankTransferIds: ['p1', 'p2'], redirect: null })
    expect(start[1]).toEqual([{ type: 'getBankTransfers', bankTransferIds: ['p1', 'p2'] }])
    const plan = { financialAccountId: 'acc-1', kind: 'combined' as const, requestCreatedToHost: false, order: { bankAccountId: 'acc-1', sepaInstant: false, executionDate: today, reoccurrence: null, lastExecutionDate: null } }
    const transfers = ['p1', 'p2'].map((id) => ({ bankTransferId: id, recipientName: 'A', recipientIban: 'DE02120300000000202051' }))
    const [, effects] = run(start, [
      { type: 'preselectedTransfersLoaded', transfers, plan },
      { type: 'orderCreated', order: { bankTransferOrderId: 'o-2' } },
      { type: 'payeesVerified', results: [{ result: 'MATCH' }, { result: 'MATCH' }] },
    ])
    expect(effects).toEqual([{ type: 'executeBankTransferOrder', bankTransferOrderId: 'o-2', sca: null }])
  })

  it('4.4 step 8: a payee warning stops at the order for confirmation; a cancelled TAN leaves "Überweisen" to press', () => {
    const start = startTransferFlow({ form, financialAccountFixed: true, bankTransferIds: ['p1', 'p2'], redirect: null })
    const plan = { financialAccountId: 'acc-1', kind: 'combined' as const, requestCreatedToHost: false, order: { bankAccountId: 'acc-1', sepaInstant: false, executionDate: today, reoccurrence: null, lastExecutionDate: null } }
    const transfers = ['p1', 'p2'].map((id) => ({ bankTransferId: id, recipientName: 'A', recipientIban: 'DE02120300000000202051' }))
    const loaded: ReadonlyArray<TransferFlowEvent> = [
      { type: 'preselectedTransfersLoaded', transfers, plan },
      { type: 'orderCreated', order: { bankTransferOrderId: 'o-2' } },
    ]
    const [warned, none] = run(start, [...loaded, { type: 'payeesVerified', results: [{ result: 'MATCH' }, { result: 'NO_MATCH' }] }])
    expect(none).toEqual([])
    expect(orderInput(warned).phase).toBe('ready')
    expect(transitionTransferFlow(warned, { type: 'transferPressed' })[1]).toEqual([])
    const [, confirmedEffects] = run([warned, []], [{ type: 'payeeWarningConfirmed', confirmed: true }, { type: 'transferPressed' }])
    expect(confirmedEffects).toEqual([{ type: 'executeBankTransferOrder', bankTransferOrderId: 'o-2', sca: null }])
    const [cancelled] = run(start, [...loaded, { type: 'payeesVerified', results: [{ result: 'MATCH' }, { result: 'MATCH' }] }, { type: 'scaCancelled' }])
    expect(orderInput(cancelled).phase).toBe('ready')
    expect(transitionTransferFlow(cancelled, { type: 'transferPressed' })[1]).toEqual([{ type: 'executeBankTransferOrder', bankTransferOrderId: 'o-2', sca: null }])
  })

  describe('the redirect return', () => {
    const redirect: RedirectTransferData = { bankTransferOrderId: 'o-r', financialAccountId: 'acc-1', action: 'EXECUTE', state: 'st', code: 'c', error: null }
    const transfers = [created.type === 'transfersCreated' ? created.transfers[0]! : { bankTransferId: 'x' }]
    const kept = (stage: RedirectPendingOrder['stage'], extra: Partial<RedirectPendingOrder> = {}): RedirectPendingOrder => ({
      order: { bankTransferOrderId: 'o-r', bankAccountId: 'acc-1' },
      transfers,
      requestCreatedToHost: true,
      stage,
      ...extra,
    })
    const back = (pendingRedirect: RedirectPendingOrder | null, r = redirect) =>
      startTransferFlow({ form, financialAccountFixed: false, bankTransferIds: [], redirect: r, pendingRedirect })
    const sca = { requestedAction: 'EXECUTE', token: 'st' }

    it('keeps "sent" before it executes the order with the bank\'s answer; without a kept order it executes all the same', () => {
      const [, effects] = back(null)
      expect(effects).toEqual([
        { type: 'saveRedirectProgress', pending: { order: { bankTransferOrderId: 'o-r' }, transfers: [], requestCreatedToHost: false, stage: 'sent' } },
        { type: 'executeBankTransferOrder', bankTransferOrderId: 'o-r', sca },
      ])
      const [state, resumed] = back(kept('authorising'))
      expect(resumed).toEqual([
        { type: 'saveRedirectProgress', pending: kept('sent') },
        { type: 'executeBankTransferOrder', bankTransferOrderId: 'o-r', sca },
      ])
      expect(orderInput(state).transfers).toEqual(transfers)
    })

    it('a kept order of another id is not used', () => {
      const [state] = back({ ...kept('executed'), order: { bankTransferOrderId: 'o-other' } })
      expect(orderInput(state).phase).toBe('executing')
      expect(orderInput(state).transfers).toEqual([])
    })

    it('after the execution: the summary with its transfers, the outcome kept, the host told once', () => {
      const [summary, effects] = run(back(kept('authorising')), [{ type: 'executionSucceeded', order: { bankTransferOrderId: 'o-r' } }])
      expect(summary.step === 'ordersummary' && summary.transfers).toEqual(transfers)
      expect(effects).toEqual([
        { type: 'saveRedirectProgress', pending: kept('executed') },
        { type: 'notifyHost', message: 'bankTransferRequestCreated' },
      ])
    })

    it('a reload never executes again: executed shows the summary, sent the unknown outcome, failed the error', () => {
      const [summary, afterExecuted] = back(kept('executed'))
      expect(summary.step).toBe('ordersummary')
      expect(afterExecuted).toEqual([])
      const [unknown, afterSent] = back(kept('sent'))
      expect(orderInput(unknown).phase).toBe('outcomeUnknown')
      expect(afterSent).toEqual([])
      const [failed, afterFailed] = back(kept('failed', { errorText: 'Die TAN ist ungültig.' }))
      expect(failed).toMatchObject({ step: 'redirectautherror', errorText: 'Die TAN ist ungültig.' })
      expect(afterFailed).toEqual([])
      const [declined] = back(kept('executed', { order: { bankTransferOrderId: 'o-r', declined: true } }))
      expect(declined.step).toBe('orderdeclined')
    })

    it('a refused execution shows redirectautherror and keeps "failed"', () => {
      const [state, effects] = run(back(kept('authorising')), [{ type: 'executionFailed', failure: failure('showNotice', { text: 'Abgelehnt' }) }])
      expect(state).toMatchObject({ step: 'redirectautherror', errorText: 'Abgelehnt' })
      expect(effects).toEqual([{ type: 'saveRedirectProgress', pending: kept('failed', { errorText: 'Abgelehnt' }) }])
    })

    it("the bank's error shows redirectautherror in German (not the bank's code); OK deletes the order, then closes", () => {
      const [error, none] = back(kept('authorising'), { ...redirect, error: 'access_denied' })
      expect(error).toMatchObject({ step: 'redirectautherror', errorText: null, bankTransferOrderId: 'o-r' })
      expect(none).toEqual([])
      const [, deleting] = transitionTransferFlow(error, { type: 'closePressed' })
      expect(deleting).toEqual([{ type: 'deleteBankTransferOrder', bankTransferOrderId: 'o-r' }])
    })
  })
})

describe('the scheduled transfer date', () => {
  it('a day in the past or today gets one message on the date field, not two', () => {
    const issuesOn = (executionDate: LocalDate) => {
      const scheduled = { ...form, mode: 'scheduled' as const, executionDate }
      const [state] = run(begin(scheduled), [{ ...submitted, form: scheduled }])
      return state.step === 'datainput' ? state.issues.filter((i) => i.field === 'executionDate').map((i) => i.key) : []
    }
    expect(issuesOn('2026-02-27' as LocalDate)).toEqual(['transfers.executionDateInPast'])
    expect(issuesOn(today)).toEqual(['transfers.scheduledDateNotInFuture'])
    expect(issuesOn('2026-03-03' as LocalDate)).toEqual([])
  })
})

describe('late answers for the form (spec 5.2: the SEPA cleaning, the bank of the IBAN)', () => {
  const editing = (events: ReadonlyArray<TransferFlowEvent>) => {
    const [state] = run(begin(), events)
    if (state.step !== 'datainput') throw new Error(`expected datainput, got ${state.step}`)
    return state
  }
  const typed = (patch: Partial<TransferForm>): TransferFlowEvent => ({ type: 'formChanged', form: { ...form, ...patch } })

  it('takes the cleaned text while the field still holds what was cleaned, and notes the change', () => {
    const state = editing([typed({ purpose: 'RE 1 ☺' }), { type: 'sepaTextCleaned', field: 'purpose', typed: 'RE 1 ☺', cleaned: 'RE 1 .' }])
    expect(state.form.purpose).toBe('RE 1 .')
    expect(state.sepaCleaned).toEqual({ purpose: 'RE 1 .' })
  })

  it('drops a cleaning of a text typed on since: the newer text is cleaned on its own blur', () => {
    const state = editing([typed({ purpose: 'RE 1 ☺' }), typed({ purpose: 'RE 1 ☺ und 2' }), { type: 'sepaTextCleaned', field: 'purpose', typed: 'RE 1 ☺', cleaned: 'RE 1 .' }])
    expect(state.form.purpose).toBe('RE 1 ☺ und 2')
    expect(state.sepaCleaned ?? {}).toEqual({})
  })

  it('typing in a field drops its note and keeps the other field’s', () => {
    const state = editing([
      typed({ recipientName: 'Müller ☺', purpose: 'RE ☺' }),
      { type: 'sepaTextCleaned', field: 'recipientName', typed: 'Müller ☺', cleaned: 'Müller .' },
      { type: 'sepaTextCleaned', field: 'purpose', typed: 'RE ☺', cleaned: 'RE .' },
      typed({ recipientName: 'Müller AG', purpose: 'RE .' }),
    ])
    expect(state.sepaCleaned).toEqual({ purpose: 'RE .' })
  })

  it('fills BIC and bank name for the IBAN the form still holds, in any spacing, and ignores an older IBAN’s bank', () => {
    const found: TransferFlowEvent = { type: 'recipientBankFound', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankName: 'DKB' }
    expect(editing([found]).form).toMatchObject({ recipientBic: 'BYLADEM1001', bankName: 'DKB' })
    expect(editing([typed({ recipientIban: 'DE89 3704 0044 0532 0130 00' }), found]).form).toMatchObject({ recipientBic: '', bankName: '' })
  })

  it('changes nothing while the draft is being sent', () => {
    const [busy] = run(begin(), [submitted])
    expect(busy.step === 'datainput' && busy.phase).toBe('creatingTransfers')
    const [after] = transitionTransferFlow(busy, { type: 'sepaTextCleaned', field: 'purpose', typed: 'RE 1', cleaned: 'RE .' })
    expect(after).toBe(busy)
  })

  it('an answer never overwrites what the user typed after the text it answers', () => {
    const text = fc.string({ maxLength: 8 })
    fc.assert(
      fc.property(text, fc.option(text, { nil: undefined }), text, (asked, typedOn, cleaned) => {
        const events = [typed({ purpose: asked }), ...(typedOn === undefined ? [] : [typed({ purpose: typedOn })])]
        const state = editing([...events, { type: 'sepaTextCleaned', field: 'purpose', typed: asked, cleaned }])
        const shown = typedOn ?? asked
        expect(state.form.purpose).toBe(shown === asked ? cleaned : shown)
      }),
    )
  })
})
