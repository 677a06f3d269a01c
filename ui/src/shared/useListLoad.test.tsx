/**
 * The one list loader (issue 25): a list's read runs for its query and again on its revision, the backend's data
 * revision or a retry; the read it replaces and the one running at unmount are aborted and never set the state; the
 * rows shown stay while the next page loads and after a failure, unless they are another list's; a page past the end
 * is told; a read started ahead is taken instead of a call; under StrictMode a read is asked for once.
 */
import { NETWORK_FAILURE, type BackendError } from '@kontor/core'
import { act, renderHook } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { createStore, Provider } from 'jotai'
import { StrictMode, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { flush, withFakeTimers } from '../test/fake-timers.ts'
import { backendDataRevisionAtom } from './backend.atoms.ts'
import { findStartedRead, registerStartedRead, toListReadToken } from './list-read-registry.ts'
import { useListLoad, type ListLoadOptions, type ListRead } from './useListLoad.ts'

withFakeTimers()

interface Page {
  readonly rows: ReadonlyArray<string>
  readonly pages: number
}

/** A read whose answers the test gives, one per call, recording each call's query and signal. */
const controlledRead = () => {
  const calls: Array<{ readonly query: number; readonly signal: AbortSignal; readonly answer: (a: E.Either<BackendError, Page>) => Promise<void> }> = []
  const read: ListRead<number, Page> = (query, signal) => () =>
    new Promise((resolve) => {
      calls.push({ query, signal, answer: async (a) => (resolve(a), await flush()) })
    })
  return { read, calls }
}

const pageOf = (...rows: ReadonlyArray<string>): Page => ({ rows, pages: 2 })

type Props = Omit<ListLoadOptions<number, Page>, 'read'>

const renderLoad = (read: ListRead<number, Page>, initialProps: Props, { strict = false } = {}) => {
  const store = createStore()
  const wrapper = ({ children }: { readonly children: ReactNode }) => {
    const inStore = <Provider store={store}>{children}</Provider>
    return strict ? <StrictMode>{inStore}</StrictMode> : inStore
  }
  const view = renderHook((props: Props) => useListLoad({ read, ...props }), { initialProps, wrapper })
  return { ...view, store }
}

describe('useListLoad', () => {
  it('loads; the next page keeps the rows shown until it answers; a failure keeps them beside its error; retry reads again', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender } = renderLoad(read, { query: 1 })
    expect(result.current.load).toEqual({ status: 'loading', shown: undefined })
    await flush()
    await calls[0]?.answer(E.right(pageOf('a')))
    expect(result.current.load).toEqual({ status: 'loaded', shown: pageOf('a') })

    rerender({ query: 2 })
    expect(result.current.load).toEqual({ status: 'loading', shown: pageOf('a') })
    await flush()
    expect(calls.map((c) => c.query)).toEqual([1, 2])
    await calls[1]?.answer(E.left(NETWORK_FAILURE))
    expect(result.current.load).toEqual({ status: 'failed', error: NETWORK_FAILURE, shown: pageOf('a') })

    act(() => result.current.retry())
    await flush()
    expect(result.current.load).toEqual({ status: 'loading', shown: pageOf('a') })
    expect(calls.map((c) => c.query)).toEqual([1, 2, 2])
    await calls[2]?.answer(E.right(pageOf('b')))
    expect(result.current.load).toEqual({ status: 'loaded', shown: pageOf('b') })
  })

  it('a new query aborts the read it replaces, whose late answer is dropped; unmounting aborts the running read', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender, unmount } = renderLoad(read, { query: 1 })
    await flush()
    rerender({ query: 2 })
    await flush()
    expect(calls[0]?.signal.aborted).toBe(true)
    await calls[1]?.answer(E.right(pageOf('neu')))
    await calls[0]?.answer(E.right(pageOf('alt')))
    expect(result.current.load).toEqual({ status: 'loaded', shown: pageOf('neu') })
    rerender({ query: 3 })
    await flush()
    unmount()
    expect(calls[2]?.signal.aborted).toBe(true)
  })

  it('another list shows none of the rows of the one before, while it loads and when it fails', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender } = renderLoad(read, { query: 1, list: 'prepared' })
    await flush()
    await calls[0]?.answer(E.right(pageOf('a')))
    rerender({ query: 1, list: 'executed' })
    expect(result.current.load).toEqual({ status: 'loading', shown: undefined })
    await flush()
    await calls[1]?.answer(E.left(NETWORK_FAILURE))
    expect(result.current.load).toEqual({ status: 'failed', error: NETWORK_FAILURE, shown: undefined })
  })

  it('reads the same query again on a new revision and on a change of the backend’s data, keeping its rows meanwhile', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender, store } = renderLoad(read, { query: 1, revision: 0 })
    await flush()
    await calls[0]?.answer(E.right(pageOf('a')))
    rerender({ query: 1, revision: 1 })
    expect(result.current.load).toEqual({ status: 'loading', shown: pageOf('a') })
    await flush()
    await calls[1]?.answer(E.right(pageOf('b')))
    act(() => store.set(backendDataRevisionAtom, 1))
    await flush()
    expect(calls.map((c) => c.query)).toEqual([1, 1, 1])
    expect(result.current.load.status).toBe('loading')
  })

  it('tells the last page once an answer shows that the page asked for is past it', async () => {
    const { read, calls } = controlledRead()
    const paging = (page: number) => ({ page, pagesOf: (answer: Page) => answer.pages })
    const { result, rerender } = renderLoad(read, { query: 5, paging: paging(5) })
    await flush()
    expect(result.current.lastPage).toBeUndefined()
    await calls[0]?.answer(E.right(pageOf()))
    expect(result.current.lastPage).toBe(2)
    rerender({ query: 2, paging: paging(2) })
    expect(result.current.lastPage).toBeUndefined()
  })

  it('takes a read started before the page was there instead of a call, and forgets it once shown', async () => {
    const { read, calls } = controlledRead()
    const token = toListReadToken(7, 0, 0, 0)
    registerStartedRead(token, Promise.resolve(E.right(pageOf('vorab'))))
    const { result } = renderLoad(read, { query: 7 })
    await flush()
    expect(result.current.load).toEqual({ status: 'loaded', shown: pageOf('vorab') })
    expect(calls).toHaveLength(0)
    expect(findStartedRead(token)).toBeUndefined()
  })

  it('under StrictMode asks once', async () => {
    const { read, calls } = controlledRead()
    const { result } = renderLoad(read, { query: 1 }, { strict: true })
    await flush()
    expect(calls).toHaveLength(1)
    await calls[0]?.answer(E.right(pageOf('a')))
    expect(result.current.load).toEqual({ status: 'loaded', shown: pageOf('a') })
  })
})
