/**
 * parseMoney + sumMoney over 1,000,000 German amounts, next to the bare decimal.js route that TOOLCHAIN.md measured
 * (two replace calls, new Decimal, plus). Both must give the same sum; the ratio is what parsing safely costs.
 */
import { formatMoney, parseMoney, sumMoney, type Money } from '@kontor/core'
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'

export const MONEY_BENCH_INPUTS = 1_000_000

/** Deterministic amounts like '-1.234,56' (a small LCG, so every run measures the same inputs). */
const germanAmounts = (count: number): string[] => {
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
  return Array.from({ length: count }, () => {
    const cents = (next() % 20_000_000) - 10_000_000
    const abs = Math.abs(cents)
    const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
    return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`
  })
}

const time = <A>(run: () => A): { result: A; ms: number } => {
  const start = performance.now()
  const result = run()
  return { result, ms: performance.now() - start }
}

export const benchMoney = (): string[] => {
  const inputs = germanAmounts(MONEY_BENCH_INPUTS)
  const ours = time(() => {
    const parsed: Money[] = []
    for (const text of inputs) {
      const m = parseMoney(text)
      if (E.isLeft(m)) throw new Error(`bench input rejected: ${text}`)
      parsed.push(m.right)
    }
    return formatMoney(sumMoney(parsed))
  })
  const bare = time(() => {
    let acc = new Decimal(0)
    for (const text of inputs) acc = acc.plus(new Decimal(text.replaceAll('.', '').replace(',', '.')))
    return `${acc.toFixed(2)}`
  })
  const perSecond = (ms: number) => Math.round((MONEY_BENCH_INPUTS / ms) * 1000).toLocaleString('de-DE')
  return [
    `Money: ${MONEY_BENCH_INPUTS.toLocaleString('de-DE')} deutsche Beträge parsen und summieren`,
    `  parseMoney + sumMoney      ${ours.ms.toFixed(0).padStart(6)} ms  ${perSecond(ours.ms)} /s  Summe ${ours.result}`,
    `  decimal.js ohne Prüfung    ${bare.ms.toFixed(0).padStart(6)} ms  ${perSecond(bare.ms)} /s  Summe ${bare.result}`,
    `  Verhältnis (ohne Prüfung / mit Prüfung): ${(bare.ms / ours.ms).toFixed(2)}`,
  ]
}
