/**
 * What another service pays to import the core (issue 9): the wall time of a fresh `node -e "await import(…)"` on the
 * built core (core/dist, through the package's "import" condition), minus a bare `node -e ''`, median of fresh
 * processes run in turns. The goal is for @kontor/core/iban; the whole core is printed beside it for comparison.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './first-load.bench.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const PROCESSES = 11
const GOAL_MS = 30
const SUBPATH = './iban'

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** One fresh node process; its wall time in ms, or its first error line. */
const runNode = (code: string): number | string => {
  const start = performance.now()
  // No NODE_OPTIONS: the child is a plain node, without the bench's own loader.
  const child = spawnSync(process.execPath, ['-e', code], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })
  const ms = performance.now() - start
  return child.status === 0 ? ms : (child.stderr.split('\n').find((line) => line.startsWith('Error')) ?? `Exit ${child.status}`)
}

const exportsSubpath = (): boolean => {
  const pkg = JSON.parse(readFileSync(`${ROOT}core/package.json`, 'utf8')) as { exports?: Record<string, unknown> }
  return pkg.exports?.[SUBPATH] !== undefined
}

export const benchCoreImport = (): string[] => {
  ensureBuild()
  const targets = [
    { label: '@kontor/core/iban', code: `await import('@kontor/core/iban')`, available: exportsSubpath() },
    { label: '@kontor/core (ganz)', code: `await import('@kontor/core')`, available: true },
  ]
  const bare: number[] = []
  const times = targets.map(() => [] as number[])
  const errors = targets.map(() => undefined as string | undefined)
  for (let round = -1; round < PROCESSES; round++) {
    const baseline = runNode('')
    if (round >= 0 && typeof baseline === 'number') bare.push(baseline)
    targets.forEach((target, i) => {
      if (!target.available || errors[i] !== undefined) return
      const result = runNode(target.code)
      if (typeof result === 'string') errors[i] = result
      else if (round >= 0) times[i]?.push(result) // round -1 only warms the file cache
    })
  }
  const base = median(bare)
  const line = (i: number): string => {
    const target = targets[i]
    if (target === undefined) return ''
    const goal = i === 0 ? `  (Ziel: ≤ ${GOAL_MS} ms)` : ''
    if (!target.available) return `  ${target.label.padEnd(22)} nicht verfügbar (core/package.json exportiert "${SUBPATH}" nicht)${goal}`
    const error = errors[i]
    if (error !== undefined) return `  ${target.label.padEnd(22)} Fehler: ${error} (core neu bauen: npm run build)${goal}`
    const cost = median(times[i] ?? []) - base
    return `  ${target.label.padEnd(22)} +${cost.toFixed(0).padStart(4)} ms${goal}${i === 0 ? (cost <= GOAL_MS ? ' ✓' : ' ✗') : ''}`
  }
  return [
    `Import des gebauten Core in einem frischen Node-Prozess, Median von ${PROCESSES} Prozessen, abzüglich node -e '' (${base.toFixed(0)} ms)`,
    ...targets.map((_, i) => line(i)),
  ]
}
