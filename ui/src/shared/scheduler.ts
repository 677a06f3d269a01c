/**
 * The UI's one scheduler: every delay, poll and countdown waits through here, with an AbortSignal, so closing a
 * dialog or leaving a page stops all it started. Tests drive it with fake timers.
 */

/** Resolves true after `ms`, or false as soon as the signal aborts (never rejects). */
export const waitFor = (ms: number, signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(false)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })

/** Calls `tick` with the seconds left, once a second from `seconds` down to 0, until done or aborted. */
export const countDown = async (seconds: number, signal: AbortSignal, tick: (secondsLeft: number) => void): Promise<void> => {
  for (let left = seconds; left > 0; left -= 1) {
    tick(left)
    if (!(await waitFor(1000, signal))) return
  }
  tick(0)
}

/**
 * Polls: runs `step`, then waits and runs it again for as long as it answers true and the signal is not aborted.
 * The wait may depend on the attempt (1 for the wait after the first step), for schedules such as "every 2 s at
 * first, then every 1 s". A step that is still running when the signal aborts is not followed by another.
 */
export const repeatWhile = async (
  interval: number | ((attempt: number) => number),
  signal: AbortSignal,
  step: () => Promise<boolean>,
): Promise<void> => {
  for (let attempt = 1; !signal.aborted; attempt += 1) {
    if (!(await step()) || signal.aborted) return
    if (!(await waitFor(typeof interval === 'number' ? interval : interval(attempt), signal))) return
  }
}
