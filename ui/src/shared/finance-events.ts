/**
 * The finance events of hub-and-business-account 4.12 inside the app: a change in one place (an assignment, an
 * ignored transaction, a new transfer) is announced once, and every list, count and balance that shows the data
 * reads again, so the hub, the navigation counts and the lists agree without a reload. update_pending_counts is
 * handled after its 100 ms delay (toFinanceEventDelayMs); the others at once.
 */
import { toFinanceEventDelayMs, type FinanceEvent } from '@kontor/core'
import { atom, useAtomValue, useSetAtom, type Getter } from 'jotai'
import { useEffect, useRef } from 'react'

/** How often each event has been handled so far: a reader's revision for the events it cares about. */
const financeEventCountsAtom = atom<Readonly<Partial<Record<FinanceEvent, number>>>>({})

const bumpAtom = atom(null, (get, set, event: FinanceEvent) => {
  const counts = get(financeEventCountsAtom)
  set(financeEventCountsAtom, { ...counts, [event]: (counts[event] ?? 0) + 1 })
})

/**
 * Write-only: announces an event; it counts after the event's delay. Chosen: an event announced again within the
 * delay is handled once per announcement (each schedules its own bump), since a reader only reads again.
 */
export const emitFinanceEventAtom = atom(null, (_get, set, event: FinanceEvent) => {
  const delayMs = toFinanceEventDelayMs(event)
  if (delayMs === 0) set(bumpAtom, event)
  else setTimeout(() => set(bumpAtom, event), delayMs)
})

/** Announces finance events: `emit('transaction_changed')`. */
export const useEmitFinanceEvent = (): ((event: FinanceEvent) => void) => useSetAtom(emitFinanceEventAtom)

/**
 * A number that grows whenever one of `events` is handled: put it in a load's dependencies to read again.
 * @example const revision = useFinanceEventRevision(['transaction_changed', 'update_pending_counts'])
 */
export const useFinanceEventRevision = (events: ReadonlyArray<FinanceEvent>): number => {
  const counts = useAtomValue(financeEventCountsAtom)
  return events.reduce((sum, e) => sum + (counts[e] ?? 0), 0)
}

/** The revision useFinanceEventRevision gives, read from the store outside a component (a read started ahead of its page). */
export const readFinanceEventRevision = (store: { readonly get: Getter }, events: ReadonlyArray<FinanceEvent>): number => {
  const counts = store.get(financeEventCountsAtom)
  return events.reduce((sum, e) => sum + (counts[e] ?? 0), 0)
}

/** Calls `handler` each time one of `events` is handled after this component mounted (not for earlier ones). */
export const useOnFinanceEvent = (events: ReadonlyArray<FinanceEvent>, handler: () => void): void => {
  const revision = useFinanceEventRevision(events)
  const first = useRef(revision)
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (revision !== first.current) latest.current()
  }, [revision])
}
