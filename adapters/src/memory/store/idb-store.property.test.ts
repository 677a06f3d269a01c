/**
 * The IndexedDB store (fake-indexeddb), model-based: any sequence of writes (records put one by one or in chunks,
 * changed and deleted inside chunks, parts replaced and dropped), reopened stores (a reload, another tab) and writes
 * that fail, then every part reads back as a plain map of id to record says it should. Chunks of 3 from 2 new records,
 * so that short runs cross every case the demo's chunks of 250 meet.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import type { MemoryRecordStore, MemoryStoreWrite, StoredPartRecord } from './record-store.ts'
import { createTestIndexedDb } from './testing.ts'

const PARTS = ['transactions', 'payments'] as const
const IDS = Array.from({ length: 12 }, (_, i) => `r-${i}`)

type Model = Map<string, Map<string, { position: number; record: unknown }>>

type Command =
  | { readonly kind: 'write'; readonly part: number; readonly puts: ReadonlyArray<{ id: number; position: number; value: string }>; readonly deletes: ReadonlyArray<number> }
  | { readonly kind: 'replace' | 'drop'; readonly part: number; readonly puts: ReadonlyArray<{ id: number; position: number; value: string }> }
  | { readonly kind: 'failingWrite'; readonly part: number; readonly id: number }
  | { readonly kind: 'reopen' }
  | { readonly kind: 'otherTab'; readonly part: number; readonly id: number; readonly value: string }

const putArbitrary = fc.record({ id: fc.nat(IDS.length - 1), position: fc.integer({ min: -50, max: 50 }), value: fc.string({ maxLength: 4 }) })
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('write' as const), part: fc.nat(1), puts: fc.array(putArbitrary, { maxLength: 8 }), deletes: fc.array(fc.nat(IDS.length - 1), { maxLength: 4 }) }) },
  fc.record({ kind: fc.constantFrom('replace' as const, 'drop' as const), part: fc.nat(1), puts: fc.array(putArbitrary, { maxLength: 8 }) }),
  fc.record({ kind: fc.constant('failingWrite' as const), part: fc.nat(1), id: fc.nat(IDS.length - 1) }),
  fc.constant({ kind: 'reopen' as const }),
  fc.record({ kind: fc.constant('otherTab' as const), part: fc.nat(1), id: fc.nat(IDS.length - 1), value: fc.string({ maxLength: 4 }) }),
)

const emptyWrite: MemoryStoreWrite = { values: [], replacedParts: [], puts: [], deletes: [], dropped: [] }

/** The puts as the persistence makes them: each id once (its first put counts, as diffRecords keeps it). */
const putsOf = (part: string, puts: ReadonlyArray<{ id: number; position: number; value: string }>) => {
  const seen = new Set<string>()
  return puts.flatMap(({ id, position, value }) => {
    const key = IDS[id] as string
    if (seen.has(key)) return []
    seen.add(key)
    return [{ part, id: key, position, record: { id: key, value } }]
  })
}

const partOf = (model: Model, part: string) => {
  const known = model.get(part)
  if (known !== undefined) return known
  const fresh = new Map<string, { position: number; record: unknown }>()
  model.set(part, fresh)
  return fresh
}

/** What a part should read back: by position, then id (equal positions have no order of their own). */
const expected = (model: Model, part: string): ReadonlyArray<StoredPartRecord> =>
  [...(model.get(part) ?? new Map<string, { position: number; record: unknown }>())].map(([id, { position, record }]) => ({ id, position, record })).sort(byPosition)

const byPosition = (a: StoredPartRecord, b: StoredPartRecord) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

test.prop([fc.array(commandArbitrary, { maxLength: 25 })], { numRuns: 60 })(
  'any writes, reopenings and failed writes: every part reads back as the model says',
  async (commands) => {
    const idb = createTestIndexedDb()
    const open = (): MemoryRecordStore => idb.open('kontor-test', { chunkRecords: 3, chunkFrom: 2 })
    let store = open()
    const model: Model = new Map()
    for (const command of commands) {
      const part = PARTS[command.kind === 'reopen' ? 0 : command.part] as string
      switch (command.kind) {
        case 'write': {
          const puts = putsOf(part, command.puts)
          const putIds = new Set(puts.map((p) => p.id))
          const deletes = [...new Set(command.deletes.map((d) => IDS[d] as string))].filter((id) => !putIds.has(id) && partOf(model, part).has(id))
          await store.write({ ...emptyWrite, puts, deletes: deletes.map((id) => ({ part, id })) })
          for (const id of deletes) partOf(model, part).delete(id)
          for (const p of puts) partOf(model, part).set(p.id, { position: p.position, record: p.record })
          break
        }
        case 'replace': {
          const puts = putsOf(part, command.puts)
          await store.write({ ...emptyWrite, replacedParts: [part], puts })
          model.set(part, new Map(puts.map((p) => [p.id, { position: p.position, record: p.record }])))
          break
        }
        case 'drop':
          await store.write({ ...emptyWrite, dropped: [part] })
          model.delete(part)
          break
        case 'failingWrite': {
          // A record that cannot be cloned: the put throws, the transaction is aborted, nothing of the write is kept.
          const id = IDS[command.id] as string
          const others = [...partOf(model, part).keys()].filter((other) => other !== id).map((other) => ({ part, id: other }))
          await expect(store.write({ ...emptyWrite, deletes: others, puts: [{ part, id, position: 0, record: () => undefined }] })).rejects.toBeDefined()
          break
        }
        case 'reopen':
          store = open()
          break
        case 'otherTab': {
          // Another tab reads the part, changes one record and writes it; this tab reads the part again after.
          const other = open()
          await other.readRecords(part)
          const id = IDS[command.id] as string
          const position = partOf(model, part).get(id)?.position ?? 100
          await other.write({ ...emptyWrite, puts: [{ part, id, position, record: { id, value: command.value } }] })
          partOf(model, part).set(id, { position, record: { id, value: command.value } })
          await store.readRecords(part)
          break
        }
      }
    }
    for (const part of PARTS) {
      expect([...(await store.readRecords(part))].sort(byPosition)).toEqual(expected(model, part))
      expect([...(await open().readRecords(part))].sort(byPosition)).toEqual(expected(model, part))
    }
  },
)
