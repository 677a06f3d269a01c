import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countDown, repeatWhile, waitFor } from './scheduler.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('waitFor', () => {
  it('resolves true once the time has passed, not before', async () => {
    let done: boolean | undefined
    void waitFor(500, new AbortController().signal).then((v) => (done = v))
    await vi.advanceTimersByTimeAsync(499)
    expect(done).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('resolves false at once when aborted, and leaves no timer behind', async () => {
    const controller = new AbortController()
    const waiting = waitFor(10_000, controller.signal)
    controller.abort()
    await expect(waiting).resolves.toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not wait at all on a signal that is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(waitFor(1000, controller.signal)).resolves.toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('countDown', () => {
  it('ticks every second from the start value down to 0', async () => {
    const ticks: number[] = []
    const done = countDown(3, new AbortController().signal, (s) => ticks.push(s))
    await vi.advanceTimersByTimeAsync(3000)
    await done
    expect(ticks).toEqual([3, 2, 1, 0])
  })

  it('stops ticking when aborted', async () => {
    const ticks: number[] = []
    const controller = new AbortController()
    const done = countDown(5, controller.signal, (s) => ticks.push(s))
    await vi.advanceTimersByTimeAsync(1000)
    controller.abort()
    await done
    await vi.advanceTimersByTimeAsync(10_000)
    expect(ticks).toEqual([5, 4])
  })

  it('ticks 0 at once when there is nothing to wait for', async () => {
    const ticks: number[] = []
    await countDown(0, new AbortController().signal, (s) => ticks.push(s))
    expect(ticks).toEqual([0])
  })
})

describe('repeatWhile', () => {
  it('runs at once, then after each interval while the step says so', async () => {
    const runs: number[] = []
    const done = repeatWhile(3000, new AbortController().signal, () => {
      runs.push(Date.now())
      return Promise.resolve(runs.length < 3)
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2999)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3000)
    await done
    expect(runs).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(runs).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('follows a schedule that depends on the attempt', async () => {
    const start = Date.now()
    const at: number[] = []
    const controller = new AbortController()
    void repeatWhile((attempt) => (attempt === 1 ? 2000 : 1000), controller.signal, () => {
      at.push(Date.now() - start)
      return Promise.resolve(true)
    })
    await vi.advanceTimersByTimeAsync(4000)
    controller.abort()
    expect(at).toEqual([0, 2000, 3000, 4000])
  })

  it('stops when aborted, also while a step is running, and leaves no timer', async () => {
    const controller = new AbortController()
    let runs = 0
    let finishStep: (more: boolean) => void = () => undefined
    const done = repeatWhile(1000, controller.signal, () => {
      runs += 1
      return new Promise<boolean>((resolve) => (finishStep = resolve))
    })
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    finishStep(true)
    await done
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
