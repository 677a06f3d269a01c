/**
 * Deterministic input generators for the IBAN and BIC differential tests and the IBAN benchmark. A seeded PRNG, so a
 * failure is reproducible and every benchmark run measures the same inputs. The check digits come from the core's one
 * computeIbanCheckDigits (BigInt, checked against the parser by its property test); ibantools stays the independent
 * oracle the differential tests compare with.
 */
import { toIbanWithCheckDigits } from '@kontor/core'

export const DIGITS = '0123456789'
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const ALPHANUMERICS = DIGITS + LETTERS

/** mulberry32: a small, fast 32-bit PRNG; plenty for test inputs. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (bound: number): number => Math.floor(next() * bound)
  const pick = <A>(items: ReadonlyArray<A>): A => items[int(items.length)] as A
  const chars = (alphabet: string, length: number): string => {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[int(alphabet.length)]
    return out
  }
  return { next, int, pick, chars }
}
export type Random = ReturnType<typeof createRandom>

/** The IBAN of a country code and BBAN, with the check digits ISO 7064 gives (02..98); ibantools is the oracle. */
export const ibanWithCheckDigits = (countryCode: string, bban: string): string => toIbanWithCheckDigits(countryCode, bban)

/**
 * A BBAN that fits a national format written as ibantools writes it: a sequence of `[charset]{n}` groups, e.g.
 * '^[A-Z]{4}[0-9]{14}$' for the United Kingdom.
 */
export const bbanForFormat = (random: Random, format: string): string => {
  let bban = ''
  for (const [, charset = '', count = '0'] of format.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const alphabet = (charset.includes('A-Z') ? LETTERS : '') + (charset.includes('0-9') ? DIGITS : '')
    bban += random.chars(alphabet, Number(count))
  }
  return bban
}

export const replaceAt = (s: string, at: number, ch: string): string => s.slice(0, at) + ch + s.slice(at + 1)

/** The summary both differential tests print: agreement, then each documented difference with its count. */
export const formatDifferentialReport = (
  title: string,
  counts: { readonly bothValid: number; readonly bothInvalid: number; readonly unclassified: number },
  categories: ReadonlyArray<string>,
  byCategory: ReadonlyMap<string, number>,
): string =>
  [
    `${title}: both valid ${counts.bothValid}, both invalid ${counts.bothInvalid}`,
    ...categories.map((c) => `  ${c.padEnd(30)} ${byCategory.get(c) ?? 0}`),
    `  ${'unclassified'.padEnd(30)} ${counts.unclassified}`,
  ].join('\n')
