import { NETWORK_FAILURE, fixedClock, parseIban, type Backend } from '@kontor/core'
import { demoFinancialAccounts } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { createBackend, createBuildBackend, deferredBackend, readBackendConfig } from './backend.ts'

const ORIGIN = 'https://kontor.example'

/** An import.meta.env as Vite builds it, with the given Kontor variables. */
const env = (vars: Partial<Pick<ImportMetaEnv, 'VITE_KONTOR_BACKEND' | 'VITE_KONTOR_API_URL'>> = {}): ImportMetaEnv => ({
  BASE_URL: '/',
  MODE: 'test',
  DEV: false,
  PROD: false,
  SSR: false,
  ...vars,
})

describe('readBackendConfig', () => {
  it('is demo mode (memory) when nothing is set', () => {
    expect(readBackendConfig(env(), ORIGIN)).toEqual({ mode: 'memory' })
  })

  it('is demo mode for any value other than http', () => {
    expect(readBackendConfig(env({ VITE_KONTOR_BACKEND: 'memory' }), ORIGIN)).toEqual({ mode: 'memory' })
  })

  it('talks to the page origin in HTTP mode without an API URL', () => {
    expect(readBackendConfig(env({ VITE_KONTOR_BACKEND: 'http' }), ORIGIN)).toEqual({ mode: 'http', baseUrl: ORIGIN })
  })

  it('talks to VITE_KONTOR_API_URL in HTTP mode when given', () => {
    const config = readBackendConfig(env({ VITE_KONTOR_BACKEND: 'http', VITE_KONTOR_API_URL: 'http://127.0.0.1:8787' }), ORIGIN)
    expect(config).toEqual({ mode: 'http', baseUrl: 'http://127.0.0.1:8787' })
  })
})

describe('createBackend', () => {
  it('demo mode serves the demo organisation and the given clock', async () => {
    const now = new Date('2026-11-22T09:00:00Z')
    const backend = createBackend({ mode: 'memory' }, fixedClock(now))
    expect(backend.clock.now().toISOString()).toBe(now.toISOString())
    const result = await backend.banking.listFinancialAccounts({})()
    expect(E.isRight(result)).toBe(true)
    if (E.isRight(result)) {
      expect(result.right.map((a) => a.financialAccountId)).toEqual(demoFinancialAccounts.map((a) => a.financialAccountId))
    }
  })

  it('demo mode looks up a German IBAN in the bank directory', async () => {
    const backend = createBackend({ mode: 'memory' }, fixedClock(new Date('2026-11-22T09:00:00Z')))
    const iban = parseIban('DE89 3704 0044 0532 0130 00')
    if (E.isLeft(iban)) throw new Error('the test IBAN is valid')
    const bank = await backend.bankLookup.lookupBankByIban(iban.right)()
    expect(bank).toEqual(E.right(expect.objectContaining({ bankCode: '37040044', bic: 'COBADEFFXXX' })))
  })

  it('HTTP mode builds a backend without calling the server', () => {
    const backend = createBackend({ mode: 'http', baseUrl: ORIGIN }, fixedClock(new Date(0)))
    expect(typeof backend.banking.listFinancialAccounts).toBe('function')
    expect(typeof backend.bankLookup.lookupBankByIban).toBe('function')
    expect(backend.clock.now().getTime()).toBe(0)
  })
})

describe('the build\'s backend', () => {
  const clock = fixedClock(new Date('2026-11-22T09:00:00Z'))

  it('is the demo unless the build says http, its adapter loaded beside the first render', async () => {
    const backend = createBuildBackend(ORIGIN, clock)
    expect(backend.clock).toBe(clock)
    const result = await backend.banking.listFinancialAccounts({})()
    expect(E.isRight(result) ? result.right.map((a) => a.financialAccountId) : result).toEqual(
      demoFinancialAccounts.map((a) => a.financialAccountId),
    )
  })

  it('loads the adapter once, at once, and hands every call to it', async () => {
    const adapter = createBackend({ mode: 'memory' }, clock)
    const load = vi.fn(() => Promise.resolve<Backend>(adapter))
    const backend = deferredBackend(load, clock)
    expect(load).toHaveBeenCalledTimes(1)
    const [accounts, contacts] = await Promise.all([
      backend.banking.listFinancialAccounts({})(),
      backend.banking.listFinancialContacts()(),
    ])
    expect(accounts).toEqual(await adapter.banking.listFinancialAccounts({})())
    expect(contacts).toEqual(await adapter.banking.listFinancialContacts()())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers as an unreachable server while the adapter cannot be loaded, and loads it again on the next call', async () => {
    const adapter = createBackend({ mode: 'memory' }, clock)
    const load = vi.fn<() => Promise<Backend>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(adapter)
    const backend = deferredBackend(load, clock) // the first load starts now, and fails
    expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.left(NETWORK_FAILURE))
    expect(E.isRight(await backend.banking.listFinancialAccounts({})())).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
