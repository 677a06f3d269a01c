/**
 * Money for lists (issue 9): format and sum 100,000 amounts, as a list of transactions shows them, in at most 50 ms
 * together, exact to the cent. Beside it: one cached Intl.NumberFormat on the same amounts, and the heap each Money
 * takes (with --expose-gc, which `npm run bench` passes).
 */
import { formatMoney, fromWireAmount, sumMoney, ZERO_MONEY, type Money } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

export const MONEY_LIST_SIZE = 100_000
const ROUNDS = 9
const GOAL_MS = 50

/** Deterministic whole cents within ±100,000 € (a small LCG, so every run measures the same amounts). */
const centsList = (count: number): bigint[] => {
  let seed = 7
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
  return Array.from({ length: count }, () => BigInt((next() % 20_000_001) - 10_000_000))
}

/** The amount as a JSON number brings it: cents / 100 is exact in its shortest string form for these magnitudes. */
const wireNumberOf = (cents: bigint): number => Number(cents) / 100

const moneyOf = (wire: number): Money => {
  const result = fromWireAmount(wire)
  if (E.isLeft(result)) throw new Error(`bench amount rejected: ${wire}`)
  return result.right
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Wall time, and the CPU time of this process (all its threads, so the GC's helpers too): on a busy machine the
 * wall time also counts the waits for a core, the CPU time does not. */
const timed = <A>(run: () => A): { result: A; ms: number; cpuMs: number } => {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = run()
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { result, ms, cpuMs: (used.user + used.system) / 1000 }
}

const formatAll = (items: ReadonlyArray<Money>): string[] => {
  const texts = new Array<string>(items.length)
  for (let i = 0; i < items.length; i++) texts[i] = formatMoney(items[i] ?? ZERO_MONEY)
  return texts
}

const gc = (globalThis as { gc?: () => void }).gc
const collectGarbage = (): void => gc?.()

/** Heap bytes per Money made from a wire number (its BigInt included), or undefined without --expose-gc. */
const bytesPerMoney = (wire: ReadonlyArray<number>): number | undefined => {
  if (gc === undefined) return undefined
  const kept = new Array<Money>(wire.length).fill(ZERO_MONEY) // the array's own slots are not counted
  gc()
  const before = process.memoryUsage().heapUsed
  for (let i = 0; i < wire.length; i++) kept[i] = moneyOf(wire[i] ?? 0)
  gc()
  const bytes = (process.memoryUsage().heapUsed - before) / wire.length
  return kept.length > 0 ? bytes : Number.NaN
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`

export const benchMoneyList = (): string[] => {
  const cents = centsList(MONEY_LIST_SIZE)
  const wire = cents.map(wireNumberOf)
  const items = wire.map(moneyOf)
  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

  const formatMs: number[] = []
  const sumMs: number[] = []
  const togetherMs: number[] = []
  const togetherCpuMs: number[] = []
  const intlMs: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    collectGarbage() // each round starts from the same heap and pays for the garbage it makes itself
    const format = timed(() => formatAll(items))
    const sum = timed(() => sumMoney(items))
    formatMs.push(format.ms)
    sumMs.push(sum.ms)
    togetherMs.push(format.ms + sum.ms)
    togetherCpuMs.push(format.cpuMs + sum.cpuMs)
  }
  for (let round = 0; round < ROUNDS; round++) {
    collectGarbage()
    intlMs.push(timed(() => wire.map((n) => euro.format(n))).ms)
  }

  // Exact to the cent: the sum is the BigInt sum of the cents, and every text is Intl's for the same amount.
  const texts = formatAll(items)
  const total = sumMoney(items)
  const exactTotal = cents.reduce((a, b) => a + b, 0n)
  const totalText = formatMoney(total)
  const totalExact = totalText === euro.format(Number(exactTotal) / 100)
  const sameAsIntl = texts.filter((text, i) => text === euro.format(wire[i] ?? Number.NaN)).length
  const together = median(togetherMs)
  const bytes = bytesPerMoney(wire)
  const n = MONEY_LIST_SIZE.toLocaleString('de-DE')
  return [
    `Money für Listen: ${n} Beträge formatieren und summieren, Median von ${ROUNDS} Läufen`,
    `  formatMoney × ${n}     ${ms(median(formatMs))}`,
    `  sumMoney über ${n}     ${ms(median(sumMs))}`,
    `  zusammen                    ${ms(together)}  (Ziel: ≤ ${GOAL_MS} ms) ${together <= GOAL_MS ? '✓' : '✗'}  CPU-Zeit ${ms(median(togetherCpuMs)).trim()}`,
    `  zum Vergleich: ein gecachtes Intl.NumberFormat ${ms(median(intlMs)).trim()} für das Formatieren allein`,
    `  Speicher je Money           ${bytes === undefined ? 'nicht gemessen (ohne --expose-gc)' : `${bytes.toFixed(0).padStart(6)} Bytes (mit seinem BigInt; ein decimal.js-Objekt allein: etwa 288)`}`,
    `  exakt: Summe ${totalText} ${totalExact ? '= Summe der Cent' : '≠ Summe der Cent ✗'}; ${sameAsIntl.toLocaleString('de-DE')} von ${n} Texten gleich Intl${sameAsIntl === MONEY_LIST_SIZE ? '' : ' ✗'}`,
  ]
}
