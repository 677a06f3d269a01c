/**
 * Demo mode's CSV reader over a Web Worker (issue 13), with a stand-in worker: it starts with the first read, once;
 * answers equal core's readBankStatement; the worker owns a copy of the bytes; a read whose caller aborts does not
 * hold up the next; and a worker that cannot start or fails leaves every read, those under way included, to this thread.
 */
import { readBankStatement, type ReadBankStatementOptions } from '@kontor/core'
import { describe, expect, it, vi } from 'vitest'
import { STATEMENT_ROWS_PER_MESSAGE, statementReadAnswersOf, type StatementReadAnswer, type StatementReadRequest } from './statement-reader-messages.ts'
import { createWorkerStatementReader, type StatementWorker } from './statement-reader.ts'

const FILE = new TextEncoder().encode('Buchungstag;Betrag;Verwendungszweck\n03.11.2026;-1.200,00;Miete\n04.11.2026;2.380,05;Rechnung 117\n')
const OPTIONS: ReadBankStatementOptions = { profile: { delimiter: '' }, fileName: 'umsaetze.csv' }

type Listener = (event: Event) => void

/** A worker that reads as the real one does (statement-reader.worker.ts), its messages copied as postMessage copies. */
const fakeWorker = (answer: (request: StatementReadRequest) => StatementReadAnswer | ReadonlyArray<StatementReadAnswer> | undefined) => {
  const listeners = new Map<string, Listener[]>()
  const posted: Array<{ request: StatementReadRequest; transfer: ReadonlyArray<Transferable> }> = []
  const emit = (type: string, event: Event) => listeners.get(type)?.forEach((l) => l(event))
  const worker: StatementWorker & { readonly posted: typeof posted; readonly emit: typeof emit; terminated: boolean } = {
    posted,
    emit,
    terminated: false,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    postMessage: (message: StatementReadRequest, transfer: Transferable[]) => {
      posted.push({ request: message, transfer })
      const request = structuredClone(message)
      queueMicrotask(() => {
        const reply = answer(request)
        for (const message of reply === undefined ? [] : Array.isArray(reply) ? reply : [reply]) {
          emit('message', new MessageEvent('message', { data: structuredClone(message) }))
        }
      })
    },
    terminate: () => {
      worker.terminated = true
    },
  } as never
  return worker
}

const readingWorker = () => fakeWorker(({ id, bytes, options }) => statementReadAnswersOf(id, readBankStatement(bytes, options)))

describe('the Web Worker statement reader', () => {
  it('starts the worker with the first read, once, and answers as core reads', async () => {
    const worker = readingWorker()
    const start = vi.fn(() => worker)
    const read = createWorkerStatementReader(start)
    expect(start).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([read(FILE, OPTIONS), read(FILE, {})])
    expect(start).toHaveBeenCalledTimes(1)
    expect(first).toStrictEqual(readBankStatement(FILE, OPTIONS))
    expect(second).toStrictEqual(readBankStatement(FILE, {}))
  })

  it('takes a large statement in batches of rows, one message each, and answers as core reads', async () => {
    const rows = 2 * STATEMENT_ROWS_PER_MESSAGE + 17
    const lines = Array.from({ length: rows }, (_, i) => `03.11.2026;-${(i % 900) + 1},25;Rechnung ${i}`)
    const file = new TextEncoder().encode(`Buchungstag;Betrag;Verwendungszweck\n${lines.join('\n')}\n`)
    const messages: number[] = []
    const worker = fakeWorker(({ id, bytes, options }) => {
      const answers = statementReadAnswersOf(id, readBankStatement(bytes, options))
      messages.push(answers.length)
      return answers
    })
    const read = await createWorkerStatementReader(() => worker)(file, OPTIONS)
    expect(messages).toEqual([3])
    expect(read).toStrictEqual(readBankStatement(file, OPTIONS))
  })

  it("hands the worker a copy of the bytes: the caller's stay as they were", async () => {
    const worker = readingWorker()
    const bytes = FILE.slice()
    await createWorkerStatementReader(() => worker)(bytes, OPTIONS)
    const [sent] = worker.posted
    expect(sent?.transfer).toEqual([sent?.request.bytes.buffer])
    expect(sent?.request.bytes.buffer).not.toBe(bytes.buffer)
    expect(bytes).toEqual(FILE)
  })

  it('a read whose caller aborts is dropped: alone, its worker is ended and the next read starts a new one; beside another, the worker reads on', async () => {
    const silent = fakeWorker(() => undefined) // busy with the big file: never answers
    const reading = readingWorker()
    const start = vi.fn<() => StatementWorker>().mockReturnValueOnce(silent).mockReturnValueOnce(reading)
    const read = createWorkerStatementReader(start)
    const controller = new AbortController()
    const aborted = read(FILE, OPTIONS, controller.signal)
    controller.abort()
    await expect(aborted).rejects.toThrow('read aborted')
    expect(silent.terminated).toBe(true)
    expect(await read(FILE, OPTIONS)).toStrictEqual(readBankStatement(FILE, OPTIONS))
    expect(start).toHaveBeenCalledTimes(2)

    const other = new AbortController()
    const kept = read(FILE, {})
    const dropped = read(FILE, OPTIONS, other.signal)
    other.abort()
    await expect(dropped).rejects.toThrow('read aborted')
    expect(await kept).toStrictEqual(readBankStatement(FILE, {}))
    expect(reading.terminated).toBe(false)
  })

  it('reads on this thread when no worker can start', async () => {
    const readHere = vi.fn(readBankStatement)
    const read = createWorkerStatementReader(() => {
      throw new ReferenceError('Worker is not defined')
    }, readHere)
    expect(await read(FILE, OPTIONS)).toStrictEqual(readBankStatement(FILE, OPTIONS))
    expect(readHere).toHaveBeenCalledTimes(1)
  })

  it('a worker that fails: the reads under way and every later read are read here, and the worker is ended', async () => {
    const worker = fakeWorker(() => undefined) // never answers
    const readHere = vi.fn(readBankStatement)
    const read = createWorkerStatementReader(() => worker, readHere)
    const underWay = read(FILE, OPTIONS)
    await Promise.resolve()
    expect(readHere).not.toHaveBeenCalled()
    worker.emit('error', new Event('error'))
    expect(await underWay).toStrictEqual(readBankStatement(FILE, OPTIONS))
    expect(worker.terminated).toBe(true)
    expect(await read(FILE, {})).toStrictEqual(readBankStatement(FILE, {}))
    expect(readHere).toHaveBeenCalledTimes(2)
    expect(worker.posted).toHaveLength(1)
  })
})
