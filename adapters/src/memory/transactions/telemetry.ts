/** The telemetry calls of the memory db: tags, events and log lines, the latest kept. */
import type { LogRequest, UserEventRequest, UserTagRequest } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { DbResult } from '../store/failures.ts'
import { copyOf, type MemoryState } from '../store/state.ts'

/** chosen: the telemetry events the db keeps; older ones are dropped. */
export const TELEMETRY_EVENTS_MAX_COUNT = 500

// --- telemetry

const keepEvent = (state: MemoryState, kind: 'tag' | 'event' | 'log', body: unknown): DbResult<undefined> => {
  const events = [...state.transactionData.events, { kind, body: copyOf(body) }]
  state.transactionData.events = events.slice(-TELEMETRY_EVENTS_MAX_COUNT)
  return E.right(undefined)
}

export const tagUser = (state: MemoryState, body: UserTagRequest) => keepEvent(state, 'tag', body)
export const sendEvent = (state: MemoryState, body: UserEventRequest) => keepEvent(state, 'event', body)
export const log = (state: MemoryState, body: LogRequest) => keepEvent(state, 'log', body)
