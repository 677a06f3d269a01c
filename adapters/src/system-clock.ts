/**
 * The machine's clock, for the composition roots (the UI's demo and HTTP modes, the reference server). The core never
 * reads the time itself (core/src/calendar/clock.ts); tests pass fixedClock.
 */
import type { Clock } from '@kontor/core'

export const systemClock: Clock = { now: () => new Date() }
