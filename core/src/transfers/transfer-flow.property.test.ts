/**
 * Model-based test of the transfer flow (fast-check commands): random sequences of user actions and server answers,
 * with the invariants of issue 11 checked after every step: never two executions of one order, never an orphaned
 * pending order after close, a double click on "Überweisen" sends one order.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildFinancialAccount } from '../accounts/account-rules.arbitrary.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import type { Reaction } from '../errors/reaction.ts'
import { moneyFromCents } from '../money/money.ts'
import type { BankTransfer, PayeeVerification } from './model.ts'
import { startTransferFlow, transitionTransferFlow } from './transfer-flow.ts'
import { handOverOrderOf } from './transfer-hand-over.ts'
import type {
  RedirectPendingOrder,
  TransferFailure,
  TransferFlowEffect,
  TransferFlowEvent,
  TransferFlowStart,
  TransferFlowState,
  TransferForm,
} from './transfer-flow-model.ts'

const today = '2026-03-02' as LocalDate
const account = buildFinancialAccount({ financialAccountId: 'acc-1' })
const draftContext = { account, ownAccounts: [account], today, mfaActivated: true, privileges: [] }
const validForm: TransferForm = {
  financialAccountId: 'acc-1',
  mode: 'single',
  recipientName: 'Muster GmbH',
  recipientIban: 'DE02120300000000202051',
  recipientBic: '',
  bankName: '',
  contactId: null,
  amount: '12,50',
  purpose: 'RE 1',
  executionDate: today,
  sepaInstant: false,
  reoccurrence: null,
  lastExecutionDate: null,
  referenceId: null,
  referenceType: null,
}

/** The world: the flow's state, the calls it has made and not yet had answered, and what the server did. */
interface Real {
  state: TransferFlowState
  pending: TransferFlowEffect[]
  nextOrder: number
  /** Orders the server created and neither executed nor deleted. */
  pendingOrders: Set<string>
  /** Orders whose execution ran, or may have run (no answer). */
  executedOrMaybe: Set<string>
  executionsInFlight: Set<string>
  /** Deletions the server refused where the flow closes all the same (the redirect return's order). */
  refusedDeletions: Set<string>
  closed: boolean
}
type Model = Record<string, never>

const failure = (reaction: Reaction, extra: Partial<TransferFailure> = {}): TransferFailure => ({
  reaction,
  text: 'Fehler',
  key: undefined,
  fieldErrors: {},
  outcomeUnknown: false,
  ...extra,
})

/** Runs one event and keeps the world and the invariants up to date. */
const visitedSteps = new Set<string>()

const dispatch = (real: Real, event: TransferFlowEvent): void => {
  const [next, effects] = transitionTransferFlow(real.state, event)
  real.state = next
  visitedSteps.add(next.step === 'orderinput' ? `orderinput:${next.phase}` : next.step)
  apply(real, effects)
  // The session entry records the order (handOverOrderOf): a reload must not take a sent order for one to delete and
  // send again (resumeOfHandOver), nor forget one that is being sent.
  const recorded = handOverOrderOf(next)
  if (recorded?.status === 'pending') {
    const id = recorded.bankTransferOrderId
    expect(real.executedOrMaybe.has(id) || real.executionsInFlight.has(id), 'a sent order recorded as pending').toBe(false)
  }
  for (const id of real.executionsInFlight) expect(recorded, 'an order being sent is recorded as such').toEqual({ bankTransferOrderId: id, status: 'executing' })
}

const apply = (real: Real, effects: ReadonlyArray<TransferFlowEffect>): void => {
  for (const fx of effects) {
    if (fx.type === 'executeBankTransferOrder') {
      expect(real.executionsInFlight.has(fx.bankTransferOrderId), 'an execution while one runs').toBe(false)
      expect(real.executedOrMaybe.has(fx.bankTransferOrderId), 'a second execution of an order').toBe(false)
      real.executionsInFlight.add(fx.bankTransferOrderId)
    }
    if (fx.type === 'close') {
      expect(real.closed, 'closed twice').toBe(false)
      real.closed = true
      const orphans = [...real.pendingOrders].filter((id) => !real.executedOrMaybe.has(id) && !real.refusedDeletions.has(id))
      expect(orphans, 'a pending order left behind on close').toEqual([])
    }
    if (fx.type === 'notifyHost' || fx.type === 'rememberAccount' || fx.type === 'close') continue
    real.pending.push(fx)
  }
}

/** Answers the oldest open call; `choice` picks success or one kind of failure. */
const answer = (real: Real, choice: number): void => {
  const fx = real.pending.shift()
  if (fx === undefined) return
  const ok = choice % 3 !== 0
  switch (fx.type) {
    case 'createBankTransfers': {
      const transfers: BankTransfer[] = fx.body.bankTransfers.map((t, i) => ({ ...t, bankTransferId: `bt-${real.nextOrder}-${i}` }))
      return dispatch(real, ok ? { type: 'transfersCreated', transfers } : { type: 'transfersCreationFailed', failure: failure('showNotice') })
    }
    case 'getBankTransfers':
      return dispatch(
        real,
        ok
          ? {
              type: 'preselectedTransfersLoaded',
              transfers: fx.bankTransferIds.map((id) => ({ bankTransferId: id, recipientName: 'A', recipientIban: 'DE02120300000000202051', amount: moneyFromCents(100n) })),
              plan: { financialAccountId: 'acc-1', kind: 'combined', requestCreatedToHost: false, order: { bankAccountId: 'acc-1', sepaInstant: false, executionDate: today, reoccurrence: null, lastExecutionDate: null } },
            }
          : { type: 'preselectedTransfersFailed', failure: failure('showNotice') },
      )
    case 'createBankTransferOrder': {
      if (!ok) return dispatch(real, { type: 'orderCreationFailed', failure: failure('showNotice') })
      const id = `order-${real.nextOrder++}`
      real.pendingOrders.add(id)
      return dispatch(real, { type: 'orderCreated', order: { bankTransferOrderId: id, sepaInstant: choice % 5 === 0 } })
    }
    case 'verifyPayees': {
      const results: PayeeVerification[] = fx.requests.map((_, i) => {
        const r = (['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'NOT_POSSIBLE'] as const)[(choice + i) % 4] ?? 'MATCH'
        return r === 'CLOSE_MATCH' ? { result: r, matchedName: 'Muster AG' } : { result: r }
      })
      return dispatch(real, choice % 7 === 0 ? { type: 'payeeCheckFailed' } : { type: 'payeesVerified', results })
    }
    case 'executeBankTransferOrder': {
      real.executionsInFlight.delete(fx.bankTransferOrderId)
      const outcome = choice % 8
      if (outcome <= 2) {
        real.executedOrMaybe.add(fx.bankTransferOrderId)
        real.pendingOrders.delete(fx.bankTransferOrderId)
        const instant = outcome === 2
        return dispatch(real, {
          type: 'executionSucceeded',
          order: { bankTransferOrderId: fx.bankTransferOrderId, declined: outcome === 1, sepaInstant: instant, ...(instant ? { sepaInstantTransactionId: 'tx' } : {}) },
        })
      }
      if (outcome === 3) return dispatch(real, { type: 'scaCancelled' })
      if (outcome === 4) {
        real.executedOrMaybe.add(fx.bankTransferOrderId)
        return dispatch(real, { type: 'executionFailed', failure: failure('showNotice', { outcomeUnknown: true }) })
      }
      const reactions: ReadonlyArray<Reaction> = ['cancelOrder', 'waitUntilRetry', 'disableInstantOption', 'showOnField']
      const reaction = reactions[outcome - 5] ?? 'showNotice'
      return dispatch(real, {
        type: 'executionFailed',
        failure: failure(reaction, reaction === 'waitUntilRetry' ? { retryAfterSeconds: 30 } : reaction === 'showOnField' ? { fieldErrors: { amount: ['x'] } } : {}),
      })
    }
    case 'deleteBankTransferOrder':
      if (ok) {
        real.pendingOrders.delete(fx.bankTransferOrderId)
        return dispatch(real, { type: 'orderDeleted' })
      }
      if (real.state.step === 'redirectautherror') real.refusedDeletions.add(fx.bankTransferOrderId)
      return dispatch(real, { type: 'orderDeletionFailed', failure: failure('showNotice') })
    case 'pollInstantStatus':
      return dispatch(real, { type: 'instantStatusRead', paymentStatus: ['PENDING', 'SUCCESSFUL', 'FAILED', null][choice % 4] ?? null })
    case 'waitForRetry':
      return dispatch(real, { type: 'retryAllowed' })
    default:
      return undefined
  }
}

const command = (name: string, run: (real: Real) => void): fc.Command<Model, Real> => ({
  check: () => true,
  run: (_model, real) => {
    if (real.closed) {
      // After the close effect the dialog is gone: every event leaves the state as it is.
      const before = real.state
      run(real)
      expect(real.state).toBe(before)
      return
    }
    run(real)
  },
  toString: () => name,
})

const answerCommand = fc.nat().map((choice) => command(`answer(${choice})`, (r) => answer(r, choice)))

/** Answers and "Überweisen" come more often than the other actions, so that runs get far into the flow. */
const commands = [
  answerCommand,
  answerCommand,
  answerCommand,
  fc.constant(command('transferPressed', (r) => dispatch(r, { type: 'transferPressed' }))),
  fc.constant(command('confirm(true)', (r) => dispatch(r, { type: 'payeeWarningConfirmed', confirmed: true }))),
  fc.constant(command('submit', (r) => dispatch(r, { type: 'draftSubmitted', form: validForm, context: draftContext, requestCreatedToHost: false }))),
  fc.constant(command('submitInvalid', (r) => dispatch(r, { type: 'draftSubmitted', form: { ...validForm, amount: '0' }, context: draftContext, requestCreatedToHost: false }))),
  fc.constant(
    command('doubleClick', (r) => {
      const before = r.pending.filter((fx) => fx.type === 'executeBankTransferOrder').length
      dispatch(r, { type: 'transferPressed' })
      dispatch(r, { type: 'transferPressed' })
      const after = r.pending.filter((fx) => fx.type === 'executeBankTransferOrder').length
      expect(after - before, 'a double click sends one order').toBeLessThanOrEqual(1)
    }),
  ),
  fc.boolean().map((confirmed) => command(`confirm(${confirmed})`, (r) => dispatch(r, { type: 'payeeWarningConfirmed', confirmed }))),
  fc.constant(command('takeName', (r) => dispatch(r, { type: 'matchedNameTaken' }))),
  fc.constant(command('edit', (r) => dispatch(r, { type: 'editPressed' }))),
  fc.constant(command('close', (r) => dispatch(r, { type: 'closePressed' }))),
  fc.constant(command('combinedSubmit', (r) =>
    dispatch(r, {
      type: 'combinedOrderSubmitted',
      plan: { financialAccountId: 'acc-1', kind: 'combined', requestCreatedToHost: false, order: { bankAccountId: 'acc-1', sepaInstant: false, executionDate: today, reoccurrence: null, lastExecutionDate: null } },
      context: { account, today, mfaActivated: true, privileges: [] },
    }),
  )),
]

const startArbitrary: fc.Arbitrary<TransferFlowStart> = fc.record({
  form: fc.constant(validForm),
  financialAccountFixed: fc.boolean(),
  bankTransferIds: fc.constantFrom([], ['p1', 'p2', 'p3']),
  redirect: fc.constantFrom(null, null, null, {
    bankTransferOrderId: 'order-r',
    financialAccountId: 'acc-1',
    action: null,
    state: 's',
    code: 'c',
    error: null,
  }),
})

test('random sessions: one execution per order, no pending order left on close, one order per double click', () => {
  fc.assert(
    fc.property(startArbitrary, fc.commands(commands, { maxCommands: 60, size: 'max' }), (start, cmds) => {
      const [state, effects] = startTransferFlow(start)
      const real: Real = {
        state,
        pending: [],
        nextOrder: 1,
        pendingOrders: new Set(start.redirect === null ? [] : [start.redirect.bankTransferOrderId]),
        executedOrMaybe: new Set(),
        executionsInFlight: new Set(),
        refusedDeletions: new Set(),
        closed: false,
      }
      apply(real, effects)
      fc.modelRun(() => ({ model: {}, real }), cmds)
      // Close at the end and let every call answer: the dialog must be able to close without leaving an order.
      dispatch(real, { type: 'closePressed' })
      for (let i = 0; i < 20 && !real.closed && real.pending.length > 0; i++) answer(real, 1)
      expect(real.state.step).toMatch(/^(datainput|orderinput|ordersummary|orderdeclined|redirectautherror|closed)$/)
    }),
    { numRuns: 600 },
  )
  // The runs reach every state, so the invariants above were checked where they matter.
  for (const step of ['datainput', 'orderinput:ready', 'orderinput:executing', 'orderinput:outcomeUnknown', 'ordersummary', 'orderdeclined', 'redirectautherror', 'closed']) {
    expect([...visitedSteps], step).toContain(step)
  }
})

/**
 * The redirect return reloaded at any point (hub-and-business-account 2.1): each page load starts the flow from what
 * the session hand-over holds (saveRedirectProgress), the execution's answer arrives before the next reload or is lost
 * with the page. However often the page loads, the order's execution goes out at most once.
 */
const loadsArbitrary = fc.array(fc.record({ answered: fc.boolean(), succeeded: fc.boolean() }), { minLength: 1, maxLength: 6 })

test('reloads of the redirect return execute its order at most once', () => fc.assert(fc.property(loadsArbitrary, (loads) => {
  const redirect = { bankTransferOrderId: 'order-r', financialAccountId: 'acc-1', action: null, state: 's', code: 'c', error: null }
  let kept: RedirectPendingOrder | null = { order: { bankTransferOrderId: 'order-r' }, transfers: [], requestCreatedToHost: false, stage: 'authorising' }
  let executions = 0
  const keep = (effects: ReadonlyArray<TransferFlowEffect>): boolean => {
    let executing = false
    for (const fx of effects) {
      if (fx.type === 'saveRedirectProgress') kept = fx.pending
      if (fx.type === 'executeBankTransferOrder') {
        executions += 1
        executing = true
      }
    }
    return executing
  }
  for (const load of loads) {
    const [state, effects] = startTransferFlow({ form: validForm, financialAccountFixed: false, bankTransferIds: [], redirect, pendingRedirect: kept })
    if (keep(effects) && load.answered) {
      const event: TransferFlowEvent = load.succeeded
        ? { type: 'executionSucceeded', order: { bankTransferOrderId: 'order-r' } }
        : { type: 'executionFailed', failure: failure('showNotice') }
      keep(transitionTransferFlow(state, event)[1])
    }
  }
  expect(executions).toBe(1)
})))
