import { ACCOUNT_STATUS_POLL_INTERVAL_MS, TIMEOUT, type BackendError, type FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppStore } from '../../app/store.ts'
import { decodeAccount, fakeBackend, wireAccount } from '../../test/render-app.tsx'
import { createPolledAccountListAtoms, pollAccountList } from './account-list.atoms.ts'

type Answer = E.Either<BackendError, ReadonlyArray<FinancialAccount>>

const idle = decodeAccount(wireAccount('idle'))
const busy = decodeAccount(wireAccount('busy', { state: { status: 'RUNNING' } }))

/** A read that answers from `answers` in turn (the last one repeats) and counts its calls. */
const scriptedRead = (...answers: Answer[]) => {
  let calls = 0
  const read = vi.fn((_signal: AbortSignal) => {
    const answer = answers[Math.min(calls, answers.length - 1)]
    calls += 1
    return Promise.resolve(answer ?? E.right([]))
  })
  return read
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

describe('pollAccountList', () => {
  it('reads once and stops when every account is IDLE', async () => {
    const read = scriptedRead(E.right([idle]))
    const results: Answer[] = []
    const done = pollAccountList(read, new AbortController().signal, (r) => results.push(r))
    await advance(10 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    await done
    expect(read).toHaveBeenCalledTimes(1)
    expect(results).toEqual([E.right([idle])])
  })

  it('re-reads every 3000 ms while an account is busy, and stops once all are IDLE', async () => {
    const read = scriptedRead(E.right([idle, busy]), E.right([busy]), E.right([idle]))
    const results: Answer[] = []
    const done = pollAccountList(read, new AbortController().signal, (r) => results.push(r))
    await advance(0)
    expect(read).toHaveBeenCalledTimes(1)
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS - 1)
    expect(read).toHaveBeenCalledTimes(1) // not a millisecond early
    await advance(1)
    expect(read).toHaveBeenCalledTimes(2)
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(3)
    await advance(10 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    await done
    expect(read).toHaveBeenCalledTimes(3)
    expect(results).toHaveLength(3)
  })

  it('stops when the signal aborts, and drops the answer that comes after', async () => {
    let resolveSecond: (a: Answer) => void = () => undefined
    let calls = 0
    const read = vi.fn((_signal: AbortSignal) => {
      calls += 1
      return calls === 1 ? Promise.resolve<Answer>(E.right([busy])) : new Promise<Answer>((resolve) => (resolveSecond = resolve))
    })
    const controller = new AbortController()
    const results: Answer[] = []
    const done = pollAccountList(read, controller.signal, (r) => results.push(r))
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
    controller.abort()
    resolveSecond(E.right([busy]))
    await done
    await advance(10 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
    expect(results).toHaveLength(1)
  })

  it('ends on a failed read and reports it', async () => {
    const read = scriptedRead(E.right([busy]), E.left(TIMEOUT), E.right([busy]))
    const results: Answer[] = []
    const done = pollAccountList(read, new AbortController().signal, (r) => results.push(r))
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    await done
    expect(read).toHaveBeenCalledTimes(2)
    expect(results.at(-1)).toEqual(E.left(TIMEOUT))
  })
})

describe('createPolledAccountListAtoms', () => {
  const setup = (...answers: Answer[]) => {
    const read = scriptedRead(...answers)
    const atoms = createPolledAccountListAtoms((_backend, signal) => read(signal))
    const store = createAppStore(fakeBackend(() => () => Promise.reject(new Error('not used'))))
    return { read, atoms, store }
  }

  it('goes loading, then loaded, and keeps the list shown while it is re-read', async () => {
    const { read, atoms, store } = setup(E.right([busy]), E.right([idle]))
    const page = new AbortController()
    void store.set(atoms.loadAccountsAtom, page.signal)
    expect(store.get(atoms.accountsAtom).status).toBe('loading')
    await advance(0)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [busy] })
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [idle] })
    expect(read).toHaveBeenCalledTimes(2)
    // A reload of a shown list does not flash the loading state.
    void store.set(atoms.loadAccountsAtom, page.signal)
    expect(store.get(atoms.accountsAtom).status).toBe('loaded')
    page.abort()
  })

  it('a new load stops the poll before it, so only one runs', async () => {
    const { read, atoms, store } = setup(E.right([busy]))
    const page = new AbortController()
    void store.set(atoms.loadAccountsAtom, page.signal)
    await advance(0)
    void store.set(atoms.loadAccountsAtom, page.signal)
    await advance(0)
    expect(read).toHaveBeenCalledTimes(2)
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(3) // one poll, not two
    page.abort()
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('a failed re-read while polling keeps the list shown, with the error; a reload clears it and reads again', async () => {
    const { read, atoms, store } = setup(E.right([busy]), E.left(TIMEOUT), E.right([idle]))
    const page = new AbortController()
    void store.set(atoms.loadAccountsAtom, page.signal)
    await advance(0)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [busy] })
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [busy], refreshError: TIMEOUT })
    // The failure ends the polling: no further reads on their own.
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
    void store.set(atoms.loadAccountsAtom, page.signal)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [busy] })
    await advance(0)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'loaded', accounts: [idle] })
    page.abort()
  })

  it('shows a failed read as failed', async () => {
    const { atoms, store } = setup(E.left(TIMEOUT))
    void store.set(atoms.loadAccountsAtom, new AbortController().signal)
    await advance(0)
    expect(store.get(atoms.accountsAtom)).toEqual({ status: 'failed', error: TIMEOUT })
  })
})
