/** A clock the test moves by hand: delays on a backend's own clock (jobs, processes) pass without waiting. */
import type { Clock } from './clock.ts'

export interface ManualClock extends Clock {
  readonly advance: (ms: number) => void
}

/** A clock at `startIso` that moves only when the test calls `advance`. */
export const manualClock = (startIso: string): ManualClock => {
  let ms = Date.parse(startIso)
  return {
    now: () => new Date(ms),
    advance: (by) => {
      ms += by
    },
  }
}
