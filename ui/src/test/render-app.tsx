/** Test helpers: the app mounted as main.tsx mounts it, but in a memory router and with a backend chosen by the test. */
import {
  BankAccountStateCodec,
  FinancialAccountCodec,
  FinancialAccountListCodec,
  fixedClock,
  NETWORK_FAILURE,
  type Backend,
  type BackendError,
  type BankAccountState,
  type BankAccountStateWire,
  type BankingPort,
  type BankLookupPort,
  type CsvImportPort,
  type HubPort,
  type OnboardingPort,
  type ProposalPort,
  type FinancialAccount,
  type FinancialAccountWire,
  type PrivilegesPort,
  type TelemetryPort,
  type TransactionPort,
  type TransferPort,
} from '@kontor/core'
import { demoFinancialAccounts } from '@kontor/fixtures'
import { render } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { Provider } from 'jotai'
import { StrictMode, type ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createBackend } from '../app/backend.ts'
import { appRoutes } from '../app/router.tsx'
import { createAppStore } from '../app/store.ts'

/** The instant every test backend lives at: two days after the demo's balance date. */
export const TEST_NOW = new Date('2026-11-22T09:00:00Z')

/** The demo organisation over the memory adapter, exactly what `npm start` shows. */
export const demoBackend = (): Backend => createBackend({ mode: 'memory' }, fixedClock(TEST_NOW))

/** The ports besides banking and the bank lookup that a fake backend answers from: the calls each gives. */
export interface FakeBackendPorts {
  readonly transfers?: Partial<TransferPort>
  readonly privileges?: Partial<PrivilegesPort>
  readonly transactions?: Partial<TransactionPort>
  readonly telemetry?: Partial<TelemetryPort>
  readonly csvImport?: Partial<CsvImportPort>
  readonly proposals?: Partial<ProposalPort>
  readonly hub?: Partial<HubPort>
  readonly onboarding?: Partial<OnboardingPort>
}

/**
 * A backend whose banking operations are the given ones; any other operation the screen calls fails the test loudly
 * (a rejected promise naming it), so a test states every call it expects.
 */
export const fakeBackend = (
  listFinancialAccounts: BankingPort['listFinancialAccounts'],
  banking: Partial<BankingPort> = {},
  bankLookup: Partial<BankLookupPort> = {},
  more: FakeBackendPorts = {},
): Backend => {
  const unexpected = (name: string) => () => () => Promise.reject(new Error(`unexpected call in this test: ${name}`))
  const never = () => () => new Promise<never>(() => undefined)
  const strict = <P extends object>(given: Partial<P>, portName: string): P =>
    new Proxy(given, {
      get: (target, key) => (key in target ? target[key as keyof P] : unexpected(`${portName}.${String(key)}`)),
    }) as P
  return {
    banking: strict<BankingPort>({ listFinancialAccounts, ...banking }, 'banking'),
    bankLookup: strict<BankLookupPort>(bankLookup, 'bankLookup'),
    transfers: strict<TransferPort>(more.transfers ?? {}, 'transfers'),
    privileges: strict<PrivilegesPort>(more.privileges ?? {}, 'privileges'),
    // Every hub reads the summary for its work cards, and the navigation both summaries for its counts; a test that
    // does not give them shows none (their reads never end). Every account card with a balance reads its chart's
    // transactions; a test that does not give them sees each chart fail, with its retry link (the chart's own tests
    // give them).
    transactions: strict<TransactionPort>(
      {
        getTransactionSummary: never,
        getReservedTransactionSummary: never,
        listTransactions: () => () => Promise.resolve(E.left(NETWORK_FAILURE)),
        ...more.transactions,
      },
      'transactions',
    ),
    telemetry: strict<TelemetryPort>(more.telemetry ?? {}, 'telemetry'),
    csvImport: strict<CsvImportPort>(more.csvImport ?? {}, 'csvImport'),
    proposals: strict<ProposalPort>(more.proposals ?? {}, 'proposals'),
    // With FINANCE_LEXBANK_READ every hub reads the account state; a test that does not give it sees that read fail.
    hub: strict<HubPort>({ getAccountState: () => () => Promise.resolve(E.left(NETWORK_FAILURE)), ...more.hub }, 'hub'),
    onboarding: strict<OnboardingPort>(more.onboarding ?? {}, 'onboarding'),
    clock: fixedClock(TEST_NOW),
  }
}

type Answer = E.Either<BackendError, ReadonlyArray<FinancialAccount>>

/** A backend that answers every call with the same result, counting the calls. */
export const answeringBackend = (answer: Answer) => {
  const calls: Array<AbortSignal | undefined> = []
  const backend = fakeBackend((_query, opts) => () => {
    calls.push(opts?.signal as AbortSignal | undefined)
    return Promise.resolve(answer)
  })
  return { backend, calls }
}

/** Decodes a wire account the way the adapters do; a test fixture that does not decode is a broken test. */
export const decodeAccount = (wire: FinancialAccountWire): FinancialAccount => {
  const decoded = FinancialAccountCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`test account ${wire.financialAccountId} does not decode`)
  return decoded.right
}

/** Decodes a wire account state the way the adapters do; a test state that does not decode is a broken test. */
export const decodeAccountState = (wire: BankAccountStateWire): BankAccountState => {
  const decoded = BankAccountStateCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('test account state does not decode')
  return decoded.right
}

/** The demo accounts, decoded. */
export const demoAccounts = (): ReadonlyArray<FinancialAccount> => {
  const decoded = FinancialAccountListCodec.decode(demoFinancialAccounts)
  if (E.isLeft(decoded)) throw new Error('the demo accounts do not decode')
  return decoded.right
}

/** A plain, healthy, active giro account; `overrides` change any wire field. */
export const wireAccount = (id: string, overrides: Partial<FinancialAccountWire> = {}): FinancialAccountWire => ({
  financialAccountId: id,
  name: `Konto ${id}`,
  type: 'GIRO',
  bankName: 'Testbank',
  balance: 100,
  balanceDate: '2026-11-20',
  state: { status: 'IDLE', errorOnSync: false },
  availableActions: ['EDIT'],
  ...overrides,
})

/** Renders `ui` as main.tsx renders the app: inside StrictMode and our own store over `backend`. */
export const renderInStore = (ui: ReactElement, backend: Backend) => {
  const store = createAppStore(backend)
  const view = render(
    <StrictMode>
      <Provider store={store}>{ui}</Provider>
    </StrictMode>,
  )
  return { ...view, store }
}

/** Mounts the whole app (layout, routes, store) at `path`, inside StrictMode as main.tsx does. */
export const renderApp = (backend: Backend, path = '/hub') => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  return { ...renderInStore(<RouterProvider router={router} />, backend), router }
}

/** Sets the viewport width jsdom reports; the caller dispatches 'resize' (inside act) when the app is mounted. */
export const setViewportWidth = (px: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px })
}
