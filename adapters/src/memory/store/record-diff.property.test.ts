/**
 * diffRecords, the step that writes a records part by record: after any edits of the array (insert, remove, replace,
 * move), the stored records, read back in the order of their positions, are the array; and a record left as it was
 * is never written again.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { diffRecords } from './record-diff.ts'
import type { RecordsPart } from './part-kinds.ts'

interface Item {
  readonly id: string
  readonly v: number
}

const part: RecordsPart = {
  kind: 'records',
  name: 'items',
  phase: 'bookkeeping',
  isKept: () => true,
  items: () => [],
  idOf: (r) => (r as Item).id,
  refOf: (r) => r,
  encode: (r) => r,
  restore: () => Promise.resolve(true),
}

type Edit =
  | { readonly kind: 'insert'; readonly at: number }
  | { readonly kind: 'remove' | 'replace'; readonly at: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number }

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constantFrom('insert' as const, 'remove' as const, 'replace' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
)

test.prop([fc.nat(20), fc.array(fc.array(editArbitrary, { maxLength: 6 }), { maxLength: 8 })], { numRuns: 200 })(
  'the stored records in position order are the array, whatever the edits; unchanged records are not written',
  (start, rounds) => {
    let next = 0
    const fresh = (): Item => ({ id: `r${(next += 1)}`, v: next })
    let items: Item[] = Array.from({ length: start }, fresh)
    const stored = new Map<string, { position: number; record: unknown }>()
    const confirmed = { kind: 'records' as const, items: [] as ReadonlyArray<unknown>, byId: new Map() }
    const write = (generation: number) => {
      const { puts, deletes } = diffRecords(part, items, confirmed, generation)
      for (const d of deletes) stored.delete(d.id)
      for (const p of puts) stored.set(p.id, { position: p.position, record: p.record })
      const order = [...stored.entries()].sort((a, b) => a[1].position - b[1].position).map(([, e]) => e.record)
      expect(order).toEqual(items)
      return puts
    }
    write(1)
    rounds.forEach((edits, round) => {
      const array = [...items]
      for (const edit of edits) {
        const at = (n: number) => n % Math.max(array.length, 1)
        if (edit.kind === 'insert') array.splice(edit.at % (array.length + 1), 0, fresh())
        else if (array.length === 0) continue
        else if (edit.kind === 'remove') array.splice(at(edit.at), 1)
        else if (edit.kind === 'replace') array[at(edit.at)] = { ...(array[at(edit.at)] as Item), v: -1 }
        else if (edit.kind === 'move') {
          const [moved] = array.splice(at(edit.from), 1)
          if (moved !== undefined) array.splice(edit.to % (array.length + 1), 0, moved)
        }
      }
      const before = new Set(items)
      const reordered = edits.some((e) => e.kind === 'move')
      items = array
      const puts = write(2 + round)
      // Without a move, every record that is the same object as before keeps its entry: only new ones are written.
      if (!reordered) for (const p of puts) expect(before.has(p.record as Item)).toBe(false)
    })
  },
)
