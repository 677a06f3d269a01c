/**
 * parseIban next to ibantools' isValidIBAN on the same 1,000,000 pre-generated IBANs, the mix of TOOLCHAIN.md 3(b):
 * 75 % valid (DE 55 %, AT 10 %, GB 10 % of all inputs) and 25 % invalid (one digit changed, wrong length, random check
 * digits, country XX). parseIban checks more (the registry length of every country, check digits 02..98, a German IBAN
 * all digits) and returns the issue to show; the goal is at least twice ibantools' speed.
 */
import * as E from 'fp-ts/lib/Either.js'
import { isValidIBAN } from 'ibantools'
// The lead wires the iban barrel into @kontor/core; until then the bench reads the source directly.
import { parseIban } from '@kontor/core'
import { DIGITS, LETTERS, createRandom, ibanWithCheckDigits, replaceAt, type Random } from '../differential/generators.ts'

export const IBAN_BENCH_INPUTS = 1_000_000
const ROUNDS = 3
const SEED = 626_000

const validIban = (random: Random, roll: number): string => {
  if (roll < 0.55) return ibanWithCheckDigits('DE', random.chars(DIGITS, 18))
  if (roll < 0.65) return ibanWithCheckDigits('AT', random.chars(DIGITS, 16))
  return ibanWithCheckDigits('GB', `${random.chars(LETTERS, 4)}${random.chars(DIGITS, 14)}`)
}

const changeOneDigit = (random: Random, iban: string): string => {
  for (;;) {
    const at = 2 + random.int(iban.length - 2)
    const ch = iban[at] ?? ''
    if (!DIGITS.includes(ch)) continue
    return replaceAt(iban, at, DIGITS[(Number(ch) + 1 + random.int(9)) % 10] ?? '0')
  }
}

/** The benchmark's inputs, in electronic format as both functions expect them. */
export const generateIbanBenchInputs = (count: number, seed = SEED): string[] => {
  const random = createRandom(seed)
  return Array.from({ length: count }, () => {
    const roll = random.next()
    if (roll < 0.75) return validIban(random, roll)
    const iban = validIban(random, random.next() * 0.75)
    const kind = random.int(4)
    if (kind === 0) return changeOneDigit(random, iban)
    if (kind === 1) {
      const at = 4 + random.int(iban.length - 4)
      return random.next() < 0.5 ? iban.slice(0, at) + iban.slice(at + 1) : iban.slice(0, at) + random.chars(DIGITS, 1) + iban.slice(at)
    }
    if (kind === 2) return `${iban.slice(0, 2)}${random.chars(DIGITS, 2)}${iban.slice(4)}`
    return `XX${iban.slice(2)}`
  })
}

const time = (run: () => number): { valid: number; ms: number } => {
  const start = performance.now()
  const valid = run()
  return { valid, ms: performance.now() - start }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export const benchIban = (): string[] => {
  const inputs = generateIbanBenchInputs(IBAN_BENCH_INPUTS)
  const ours: Array<{ valid: number; ms: number }> = []
  const theirs: Array<{ valid: number; ms: number }> = []
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(
      time(() => {
        let valid = 0
        for (const input of inputs) if (E.isRight(parseIban(input))) valid++
        return valid
      }),
    )
    theirs.push(
      time(() => {
        let valid = 0
        for (const input of inputs) if (isValidIBAN(input)) valid++
        return valid
      }),
    )
  }
  const oursMs = median(ours.map((r) => r.ms))
  const theirsMs = median(theirs.map((r) => r.ms))
  const perSecond = (ms: number) => Math.round((IBAN_BENCH_INPUTS / ms) * 1000).toLocaleString('de-DE')
  const oursValid = ours[0]?.valid ?? 0
  const theirsValid = theirs[0]?.valid ?? 0
  return [
    `IBAN: ${IBAN_BENCH_INPUTS.toLocaleString('de-DE')} IBANs prüfen (75 % gültig: DE 55 %, AT 10 %, GB 10 %; 25 % ungültig), Median von ${ROUNDS} Läufen`,
    `  parseIban (Kontor)         ${oursMs.toFixed(0).padStart(6)} ms  ${perSecond(oursMs).padStart(11)} /s  gültig ${oursValid.toLocaleString('de-DE')}`,
    `  ibantools isValidIBAN      ${theirsMs.toFixed(0).padStart(6)} ms  ${perSecond(theirsMs).padStart(11)} /s  gültig ${theirsValid.toLocaleString('de-DE')}`,
    `  Verhältnis (ibantools / parseIban): ${(theirsMs / oursMs).toFixed(2)}  (Ziel: mindestens 2)${oursValid === theirsValid ? '' : '  ACHTUNG: unterschiedlich viele gültige'}`,
  ]
}
