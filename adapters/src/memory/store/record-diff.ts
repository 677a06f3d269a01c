/**
 * What the store holds of each part as far as this db knows (confirmed), and the puts and deletes that bring a
 * records part from there to the state (persistence.ts writes them).
 */
import type { RecordsPart, StorePart } from './part-kinds.ts'
import type { MemoryStoreWrite } from './record-store.ts'
import type { MemoryState } from './state.ts'

interface ValueConfirmed {
  readonly kind: 'value'
  readonly pieces: ReadonlyArray<unknown>
}

interface RecordEntry {
  ref: unknown
  position: number
  seen: number
}

interface RecordsConfirmed {
  readonly kind: 'records'
  items: ReadonlyArray<unknown>
  readonly byId: Map<string, RecordEntry>
}

export type Confirmed = ValueConfirmed | RecordsConfirmed

export const samePieces = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean =>
  a.length === b.length && a.every((piece, i) => Object.is(piece, b[i]))

export type Put = MemoryStoreWrite['puts'][number]
export type Delete = MemoryStoreWrite['deletes'][number]

/**
 * The indices of `positions` (NaN: none) that form a longest strictly increasing run of positions, in O(n log n):
 * the records that may keep their positions when an array was reordered.
 */
const longestIncreasing = (positions: Float64Array): Uint8Array => {
  const tails: number[] = [] // index of the smallest tail of each length
  const previous = new Int32Array(positions.length).fill(-1)
  for (let i = 0; i < positions.length; i += 1) {
    const p = positions[i] as number
    if (Number.isNaN(p)) continue
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((positions[tails[mid] as number] as number) < p) low = mid + 1
      else high = mid
    }
    if (low > 0) previous[i] = tails[low - 1] as number
    tails[low] = i
  }
  const member = new Uint8Array(positions.length)
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) member[i] = 1
  return member
}

/**
 * The puts and deletes that bring a stored records part from `confirmed` to `items`, and `confirmed` brought along.
 * Positions keep the array's order: the longest run of records still in their stored order keeps its positions; a
 * new or moved record gets one between its neighbours (appending, the common case, writes the new records only).
 */
export const diffRecords = (part: RecordsPart, items: ReadonlyArray<unknown>, confirmed: RecordsConfirmed, generation: number): { puts: Put[]; deletes: Delete[] } => {
  const puts: Put[] = []
  const deletes: Delete[] = []
  const { byId } = confirmed
  const n = items.length
  const ids = items.map(part.idOf)
  const known = new Float64Array(n).fill(Number.NaN)
  const first = new Set<string>()
  for (let i = 0; i < n; i += 1) {
    const id = ids[i] as string
    if (first.has(id)) continue
    first.add(id)
    const entry = byId.get(id)
    if (entry !== undefined) known[i] = entry.position
  }
  const keeps = longestIncreasing(known)
  // The position of the nearest record after index i that keeps its own: the upper bound for a record placed at i.
  const upperAfter = new Float64Array(n)
  let upper = Infinity
  for (let i = n - 1; i >= 0; i -= 1) {
    upperAfter[i] = upper
    if (keeps[i] === 1) upper = known[i] as number
  }
  let previous = -Infinity
  for (let i = 0; i < n; i += 1) {
    const id = ids[i] as string
    const record = items[i]
    const known = byId.get(id)
    if (known?.seen === generation) continue // the same id twice: the first one counts
    let position: number
    if (known !== undefined && keeps[i] === 1 && known.position > previous) position = known.position
    else {
      const bound = upperAfter[i] as number
      const between = (previous + bound) / 2
      position =
        previous === -Infinity ? (bound === Infinity ? 0 : bound - 1) : bound === Infinity || !(between > previous && between < bound) ? previous + 1 : between
    }
    const ref = part.refOf(record)
    if (known === undefined) byId.set(id, { ref, position, seen: generation })
    else {
      if (known.ref === ref && known.position === position) {
        known.seen = generation
        previous = position
        continue
      }
      known.ref = ref
      known.position = position
      known.seen = generation
    }
    puts.push({ part: part.name, id, position, record: part.encode(record) })
    previous = position
  }
  for (const [id, entry] of byId) {
    if (entry.seen === generation) continue
    byId.delete(id)
    deletes.push({ part: part.name, id })
  }
  confirmed.items = items
  return { puts, deletes }
}

/** What a records part holds in the state, as confirmed stored at the given positions (by id; else by order). */
export const confirmedRecords = (part: RecordsPart, state: MemoryState, positions?: ReadonlyMap<string, number>): RecordsConfirmed => {
  const items = part.items(state)
  const byId = new Map<string, RecordEntry>()
  items.forEach((record, i) => byId.set(part.idOf(record), { ref: part.refOf(record), position: positions?.get(part.idOf(record)) ?? i, seen: 0 }))
  return { kind: 'records', items, byId }
}

export const confirmedOf = (part: StorePart, state: MemoryState, positions?: ReadonlyMap<string, number>): Confirmed =>
  part.kind === 'value' ? { kind: 'value', pieces: part.pieces(state) } : confirmedRecords(part, state, positions)
