/**
 * The reference server under load (issue 17 "Benchmark"): 2,000 requests at concurrency 50 on the account list and
 * on the transaction list of the demo, over loopback. Printed: requests per second, p50 and p99 of each request's
 * time, the errors (any answer but 200, or no answer), and the server's heap before and after.
 */
import { createMemoryDb } from '@kontor/adapters/memory'
import { ROUTES } from '@kontor/adapters/http'
import { startServer } from '@kontor/adapters/server'
import { fixedClock } from '@kontor/core'
import { demoSeed, loadDemoTransactionData } from '@kontor/fixtures'

const REQUESTS = 2_000
const CONCURRENCY = 50

const percentile = (values: ReadonlyArray<number>, p: number): number =>
  [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1] ?? Number.NaN

const heapMb = (): string => {
  globalThis.gc?.()
  return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)
}

/** REQUESTS GETs of `url`, CONCURRENCY at a time; each worker sends its next once its last has answered in full. */
const load = async (url: string) => {
  const times: number[] = []
  let errors = 0
  let sent = 0
  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1
      const started = performance.now()
      try {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (response.status !== 200) errors += 1
      } catch {
        errors += 1
      }
      times.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  return { perSecond: REQUESTS / seconds, p50: percentile(times, 50), p99: percentile(times, 99), errors }
}

export const benchServerLoad = async (): Promise<string[]> => {
  const db = createMemoryDb({ ...demoSeed, transactionData: await loadDemoTransactionData() }, fixedClock(new Date('2026-11-20T09:30:00Z')))
  const server = await startServer(db, 0)
  const lines = [`Referenzserver unter Last (${REQUESTS} Anfragen, ${CONCURRENCY} gleichzeitig, Demo-Daten):`]
  try {
    for (const [name, path] of [
      ['Kontenliste', ROUTES.listFinancialAccounts.path],
      ['Umsatzliste', `${ROUTES.listTransactions.path}?pageNumber=0&pageSize=50`],
    ] as const) {
      const before = heapMb()
      const result = await load(`${server.url}${path}`)
      const after = heapMb()
      lines.push(
        `  ${name}: ${result.perSecond.toFixed(0)} Anfragen/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
          `Fehler ${result.errors}, Heap ${before} MB → ${after} MB`,
      )
    }
  } finally {
    await server.close()
  }
  return lines
}
