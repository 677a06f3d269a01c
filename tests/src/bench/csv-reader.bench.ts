/**
 * readBankStatement next to papaparse's bare `header: true` parse of the same text (issue 13 "Benchmark"): a generated
 * 5 MB German export (shared/bench/gen-statement-csv.mjs, about 40,000 rows), median of several rounds in one process.
 * The reader's time covers decoding, detection, parsing, mapping and validation from the bytes; papaparse's starts
 * from the decoded string. Goal: a ratio of at most 1.3. Peak memory is the largest heap seen around the reader's runs.
 * Times are the process's CPU time (user + system) of each call, not wall time: the machine is shared, and wall times
 * of the two swing by a factor of two from run to run there; both sides are measured alike and alternately.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import Papa from 'papaparse'
import { readBankStatement } from '@kontor/core'

const GENERATOR = '/work/shared/bench/gen-statement-csv.mjs'
// The generator stops after the row that crosses its target; aimed just below, the file stays within the 5,000,000-byte
// limit that the reader enforces.
const TARGET_BYTES = 4_999_800
const ROUNDS = 7
const GOAL_RATIO = 1.3

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const gc = (): void => (globalThis as { gc?: () => void }).gc?.()
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The generator's 5 MB statement (about 40,000 rows), made in a temporary folder and read back. */
export const generateStatement = (): Uint8Array => {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-csv-bench-'))
  try {
    const file = join(dir, 'statement.csv')
    execFileSync(process.execPath, [GENERATOR, file, String(TARGET_BYTES)], { stdio: 'ignore' })
    return new Uint8Array(readFileSync(file))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const benchCsvReader = (): string[] => {
  const bytes = generateStatement()
  const text = new TextDecoder().decode(bytes)
  const readerMs: number[] = []
  const papaMs: number[] = []
  let peakHeap = 0
  let rows = 0
  let importable = 0
  let papaRows = 0
  for (let round = -1; round < ROUNDS; round++) {
    gc()
    const heapBefore = process.memoryUsage().heapUsed
    let start = cpuMs()
    const result = readBankStatement(bytes, { fileName: 'statement.csv' })
    const readerTime = cpuMs() - start
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - heapBefore)
    if (E.isLeft(result)) throw new Error(`Der Leser lehnt die Datei ab: ${JSON.stringify(result.left)}`)
    rows = result.right.rows.length
    importable = result.right.rows.filter((r) => r.status === 'importable').length
    gc()
    start = cpuMs()
    const papa = Papa.parse<Record<string, string>>(text, { header: true })
    const papaTime = cpuMs() - start
    papaRows = papa.data.length
    if (round >= 0) {
      readerMs.push(readerTime)
      papaMs.push(papaTime)
    }
  }
  const reader = median(readerMs)
  const papa = median(papaMs)
  const ratio = reader / papa
  const mb = (n: number): string => (n / 1_000_000).toFixed(1)
  return [
    `CSV-Leser: ${mb(bytes.length)} MB, ${rows} Zeilen (${importable} importierbar), papaparse ${papaRows} Zeilen`,
    `  readBankStatement        ${reader.toFixed(1).padStart(7)} ms CPU (Median von ${ROUNDS})`,
    `  papaparse header: true   ${papa.toFixed(1).padStart(7)} ms CPU`,
    `  Verhältnis               ${ratio.toFixed(2).padStart(7)}   (Ziel: ≤ ${GOAL_RATIO}) ${ratio <= GOAL_RATIO ? '✓' : '✗'}`,
    `  Spitze Heap (Leser)      ${mb(peakHeap).padStart(7)} MB über dem Stand davor; RSS jetzt ${mb(process.memoryUsage().rss)} MB`,
  ]
}
