/**
 * The memory db's demo organisations (hub-state.ts, MemoryDb.switchOrganisation): a switch is stored like any
 * change, so a reload and every other tab hold the organisation switched to; it starts the organisation from its seed
 * (chosen: earlier changes are dropped); a reset goes back to the db's own seed; an organisation without bookkeeping
 * has no transactions, also once the seed's have loaded. The calls themselves: tests/src/contract/hub.*.
 */
import { fc, test } from '@fast-check/vitest'
import { fixedClock, type Clock, type FinancialAccountWire } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { DEVICE_LINK_CONFIRM_DELAY_MS, MFA_ACTIVATION_CONFIRM_DELAY_MS } from '../constants.ts'
import type { MemoryOrganisationSeed, MemorySeed } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { createTestChannels, createTestIndexedDb } from '../store/testing.ts'
import { right } from '../test-kit.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const account: FinancialAccountWire = {
  financialAccountId: 'fa-1',
  name: 'Girokonto',
  type: 'GIRO',
  state: { status: 'IDLE' },
  availableActions: [],
}

const seed: MemorySeed = {
  financialAccounts: [account],
  transactions: [{ transactionId: 'tx-1', financialAccountId: 'fa-1', bookingDate: '2026-11-19', assigned: false }],
  transfers: { privileges: ['FINANCE_LEXBANK_READ'] },
  hub: { organisationId: 'normal', accountState: { lexBankBusinessId: 'lb-1' } },
}

const seizureOrganisation: MemoryOrganisationSeed = {
  hub: {
    organisationId: 'seizure',
    accountState: { seizureState: 'SEIZED' },
    seizures: [{ id: 'sz-1', financialAccountId: 'fa-1', totalAmount: 10, creditor: { iban: 'DE83100500000190012345', name: 'Finanzamt' } }],
  },
}

const emptyOrganisation: MemoryOrganisationSeed = {
  financialAccounts: [],
  withoutBookkeeping: true,
  hub: { organisationId: 'empty', privileges: [], financeAccessDenied: true },
}

/** A db's writes reach another tab once they are written and its channel message has been handled. */
const heardElsewhere = async (writer: { readonly storeSettled: () => Promise<void> }, reader: { readonly storeReady: () => Promise<void> }) => {
  await writer.storeSettled()
  await new Promise((resolve) => setTimeout(resolve, 10))
  await reader.storeReady()
}

describe('demo organisations in the memory db', () => {
  it('a switch is stored: another db over the same database holds the organisation; a reset goes back to the seed', async () => {
    const idb = createTestIndexedDb()
    const channels = createTestChannels()
    const tab = createMemoryDb(seed, clock, { store: idb.open(), channel: channels.open() })
    const otherTab = createMemoryDb(seed, clock, { store: idb.open(), channel: channels.open() })
    await Promise.all([tab.storeReady(), otherTab.storeReady()])
    expect(otherTab.activeOrganisationId()).toBe('normal')
    tab.switchOrganisation(seizureOrganisation)
    await heardElsewhere(tab, otherTab)
    expect(otherTab.activeOrganisationId()).toBe('seizure')
    expect(right(otherTab.listSeizures()).map((s) => s.id)).toEqual(['sz-1'])
    expect(right(otherTab.getAccountState())).toEqual({ seizureState: 'SEIZED' })
    // A reload holds it too.
    await otherTab.storeSettled()
    const reloaded = createMemoryDb(seed, clock, { store: idb.open() })
    await reloaded.storeReady()
    expect(reloaded.activeOrganisationId()).toBe('seizure')
    await tab.resetToSeed()
    await heardElsewhere(tab, otherTab)
    expect(otherTab.activeOrganisationId()).toBe('normal')
    expect(right(otherTab.listSeizures())).toEqual([])
    await otherTab.storeSettled()
    const afterReset = createMemoryDb(seed, clock, { store: idb.open() })
    await afterReset.storeReady()
    expect(afterReset.activeOrganisationId()).toBe('normal')
  })

  it('switching starts the organisation from its seed: its earlier changes are dropped', () => {
    const db = createMemoryDb(seed, clock)
    db.switchOrganisation(seizureOrganisation)
    right(db.saveUserSetting('onboardingGuideClosed', 'true'))
    right(db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))
    db.switchOrganisation(seizureOrganisation)
    expect(right(db.listUserSettings())).toEqual([])
    expect(db.listFinancialAccounts({}).map((a) => a.financialAccountId)).toEqual(['fa-1'])
  })

  it('an organisation without accounts and bookkeeping: none of either, privileges its own, the account list 403', () => {
    const db = createMemoryDb(seed, clock)
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(1)
    db.switchOrganisation(emptyOrganisation)
    expect(db.listFinancialAccounts({})).toEqual([])
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(0)
    expect(right(db.listPrivileges())).toEqual([])
    expect(right(db.getAccountState())).toEqual({})
    expect(db.isFinanceAccessDenied()).toBe(true)
  })

  it('the planned payments follow the organisation: one with its own accounts keeps only theirs (the summary too)', () => {
    const planned = (bankTransferId: string, bankAccountId: string, kind: 'scheduled' | 'standingOrder', status = 'PENDING') => ({
      kind,
      bankAccountId,
      reoccurrence: null,
      lastExecutionDate: null,
      wire: { bankTransferId, recipientName: 'Empfänger', recipientIban: 'DE89370400440532013000', amount: 10, status, executionDate: '2026-12-01' },
    })
    const db = createMemoryDb(
      {
        ...seed,
        transfers: {
          privileges: ['FINANCE_LEXBANK_READ'],
          planned: [planned('p-1', 'fa-1', 'scheduled', 'ERROR'), planned('p-2', 'fa-1', 'standingOrder'), planned('p-3', 'fa-9', 'scheduled', 'ERROR')],
        },
      },
      clock,
    )
    const summary = () => right(db.getBankTransferSummary())
    expect(summary()).toEqual({ numberOfScheduledOrders: 2, numberOfStandingOrders: 1, numberOfScheduledOrdersWithError: 2, numberOfStandingOrdersWithError: 0 })
    db.switchOrganisation(emptyOrganisation)
    expect(summary()).toEqual({ numberOfScheduledOrders: 0, numberOfStandingOrders: 0, numberOfScheduledOrdersWithError: 0, numberOfStandingOrdersWithError: 0 })
    expect(right(db.listScheduledTransfers())).toEqual([])
    db.switchOrganisation({ ...emptyOrganisation, financialAccounts: [account] })
    expect(summary()).toEqual({ numberOfScheduledOrders: 1, numberOfStandingOrders: 1, numberOfScheduledOrdersWithError: 1, numberOfStandingOrdersWithError: 0 })
    db.switchOrganisation(seizureOrganisation)
    expect(summary().numberOfScheduledOrders).toBe(2)
  })

  it('a seed whose bookkeeping loads later: the organisation without bookkeeping stays empty after the load', async () => {
    const db = createMemoryDb(
      { ...seed, transactions: [], transactionData: () =>
          Promise.resolve({
            transactions: [{ financialTransactionId: 'tx-late', financialAccountId: 'fa-1', transactionDate: '2026-11-19', amount: 5 }],
            reservedTransactions: [],
            vouchers: [],
            payments: [],
            postingCategories: [],
          }),
      },
      clock,
    )
    db.switchOrganisation(emptyOrganisation)
    await db.transactionDataReady()
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(0)
  })
})

// --- the hub's states on the db clock, model-based (4.3 device link and MFA, 4.4 terms)

interface HubModel {
  nowMs: number
  /** 'NONE' before any push. */
  device: 'NONE' | 'PENDING' | 'CONFIRMED'
  deviceAtMs: number | null
  mfa: boolean
  mfaAtMs: number | null
  consent: 'UNDECIDED' | 'APPROVED' | 'REJECTED'
}

interface HubReal {
  readonly db: ReturnType<typeof createMemoryDb>
  readonly advance: (ms: number) => void
}

/** What the model says once the time has come (the db confirms on the first call at or after the moment). */
const settleModel = (m: HubModel): void => {
  if (m.deviceAtMs !== null && m.nowMs >= m.deviceAtMs) {
    m.device = 'CONFIRMED'
    m.deviceAtMs = null
  }
  if (m.mfaAtMs !== null && m.nowMs >= m.mfaAtMs) {
    m.mfa = true
    m.mfaAtMs = null
  }
}

const expectState = (m: HubModel, r: HubReal): void => {
  settleModel(m)
  const state = right(r.db.getAccountState())
  expect(state.firstDeviceBindingActivationState ?? 'NONE').toBe(m.device)
  expect(state.multiFactorAuthenticationEnabled === true).toBe(m.mfa)
  expect(right(r.db.getMfaState())).toEqual({ activated: m.mfa })
  expect(state.latestTermsAndConditionsConsentInformation?.consentState).toBe(m.consent)
}

const hubCommand = (name: string, act: (m: HubModel, r: HubReal) => void): fc.Command<HubModel, HubReal> => ({
  check: () => true,
  run: (m, r) => {
    settleModel(m)
    act(m, r)
    expectState(m, r)
  },
  toString: () => name,
})

const hubCommands = [
  fc.integer({ min: 0, max: 8_000 }).map((ms) =>
    hubCommand(`advance(${ms})`, (m, r) => {
      m.nowMs += ms
      r.advance(ms)
    }),
  ),
  fc.constant(
    hubCommand('push', (m, r) => {
      right(r.db.sendDeviceLinkPush())
      if (m.device !== 'CONFIRMED') {
        m.device = 'PENDING'
        m.deviceAtMs = m.nowMs + DEVICE_LINK_CONFIRM_DELAY_MS
      }
    }),
  ),
  fc.constant(
    hubCommand('startMfa', (m, r) => {
      right(r.db.startMfaActivation())
      if (!m.mfa && m.mfaAtMs === null) m.mfaAtMs = m.nowMs + MFA_ACTIVATION_CONFIRM_DELAY_MS
    }),
  ),
  fc.constantFrom<'ACCEPT' | 'REJECT'>('ACCEPT', 'REJECT').map((action) =>
    hubCommand(action, (m, r) => {
      const answer = r.db.decideTermsConsent({ action })
      if (m.consent === 'APPROVED') {
        expect(E.isLeft(answer) && answer.left.status).toBe(409)
        return
      }
      expect(E.isRight(answer)).toBe(true)
      m.consent = action === 'ACCEPT' ? 'APPROVED' : 'REJECTED'
    }),
  ),
]

describe('the hub on the db clock', () => {
  test.prop([fc.commands(hubCommands, { maxCommands: 30 })], { numRuns: 60 })(
    'device link and MFA confirm exactly after their delays, once; accepted terms stay accepted',
    (cmds) => {
      let nowMs = Date.parse('2026-11-20T09:30:00Z')
      const clock: Clock = { now: () => new Date(nowMs) }
      const db = createMemoryDb(
        {
          ...seed,
          hub: {
            organisationId: 'mfa',
            accountState: {
              enforceMultiFactorAuthentication: true,
              multiFactorAuthenticationEnabled: false,
              latestTermsAndConditionsConsentInformation: { consentState: 'UNDECIDED', actions: ['ACCEPT', 'REJECT'] },
            },
          },
        },
        clock,
      )
      const start = nowMs
      const initial: HubModel = { nowMs: start, device: 'NONE', deviceAtMs: null, mfa: false, mfaAtMs: null, consent: 'UNDECIDED' }
      fc.modelRun(
        () => ({
          model: initial,
          real: {
            db,
            advance: (ms) => {
              nowMs += ms
            },
          },
        }),
        cmds,
      )
      expect(nowMs).toBeGreaterThanOrEqual(start)
    },
  )
})
