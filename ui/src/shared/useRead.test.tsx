/**
 * The read binding (issue 25): a component's read runs on mount and again on a new key or a retry; the read it
 * replaces and the one running at unmount are aborted and never set the state; a failure is kept with its error, and
 * the last value read stays beside it.
 */
import { NETWORK_FAILURE, type BackendError } from '@kontor/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { useRead, type BackendRead } from './useRead.ts'

/** A read whose answers the test gives, one per call, recording each call's signal. */
const controlledRead = () => {
  const calls: Array<{ readonly signal: AbortSignal; readonly answer: (a: E.Either<BackendError, string>) => void }> = []
  const read: BackendRead<string> = (signal) => () =>
    new Promise((resolve) => {
      calls.push({ signal, answer: resolve })
    })
  return { read, calls }
}

describe('useRead', () => {
  it('loads, fails with the error, and reads again on retry', async () => {
    const { read, calls } = controlledRead()
    const { result } = renderHook(() => useRead(read, 'k'))
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]?.answer(E.left(NETWORK_FAILURE)))
    expect(result.current.state).toEqual({ status: 'failed', error: NETWORK_FAILURE })
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1]?.answer(E.right('Pfändung')))
    expect(result.current.state).toEqual({ status: 'loaded', value: 'Pfändung' })
  })

  it('a new key reads again and aborts the read it replaces, whose late answer is dropped', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender } = renderHook(({ key }) => useRead(read, key), { initialProps: { key: 1 } })
    await waitFor(() => expect(calls).toHaveLength(1))
    rerender({ key: 2 })
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[0]?.signal.aborted).toBe(true)
    await act(async () => calls[1]?.answer(E.right('neu')))
    await act(async () => calls[0]?.answer(E.right('alt')))
    expect(result.current.state).toEqual({ status: 'loaded', value: 'neu' })
  })

  it('unmounting aborts the running read', async () => {
    const { read, calls } = controlledRead()
    const { unmount } = renderHook(() => useRead(read, 'k'))
    await waitFor(() => expect(calls).toHaveLength(1))
    unmount()
    expect(calls[0]?.signal.aborted).toBe(true)
  })

  it('keeps the last value read through a later failure and a retry, until a new one answers', async () => {
    const { read, calls } = controlledRead()
    const { result, rerender } = renderHook(({ key }) => useRead(read, key), { initialProps: { key: 1 } })
    expect(result.current.last).toBeUndefined()
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0]?.answer(E.right('3 offen')))
    rerender({ key: 2 })
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1]?.answer(E.left(NETWORK_FAILURE)))
    expect(result.current.state).toEqual({ status: 'failed', error: NETWORK_FAILURE })
    expect(result.current.last).toBe('3 offen')
    act(() => result.current.retry())
    expect(result.current.last).toBe('3 offen')
    await waitFor(() => expect(calls).toHaveLength(3))
    await act(async () => calls[2]?.answer(E.right('1 offen')))
    expect(result.current.last).toBe('1 offen')
  })
})
