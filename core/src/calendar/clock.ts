/**
 * The Clock port: the core never reads the system time itself, so every date rule can be tested at any instant. It
 * lives in calendar, the area that reads time, so that every area may use it without depending on the ports.
 */
export interface Clock {
  /** The current instant. */
  readonly now: () => Date
}

/** A clock fixed at one instant, for tests and fixtures. */
export const fixedClock = (instant: Date): Clock => {
  const ms = instant.getTime() // read once: changing the given Date later must not move the clock
  return { now: () => new Date(ms) }
}
