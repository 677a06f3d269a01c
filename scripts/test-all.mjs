// `npm test`: every suite in one run: type check, lint, unit/property/contract tests, production build, the size of
// the first load and the end-to-end tests in Chromium. It runs every step even after a failure, so one run shows
// everything, and ends with one line `N passed, N failed`: the tests of both vitest runs, plus one check each for the
// other steps.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const results = `${root}.test-results/`
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const bin = (name) => `${root}node_modules/.bin/${name}`
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0

/** A vitest run's own counts; a run that failed without a failed test (a file that did not load) counts one failure. */
const vitestCounts = (ok, jsonFile) => {
  if (!existsSync(jsonFile)) return { passed: 0, failed: 1 }
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'))
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
  return { passed: report.numPassedTests, failed }
}
const check = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
const vitest = (config, name, env = {}) => {
  const json = `${results}${name}.json`
  const configArgs = config === undefined ? [] : ['--config', config]
  const ok =
    spawnSync(bin('vitest'), ['run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile=${json}`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status === 0
  return vitestCounts(ok, json)
}

/**
 * A check run beside others: its output is held and printed whole when it ends, so parallel checks do not interleave.
 * The type check, lint and the architecture rules each use one core for most of their time, so on two cores they run
 * side by side (CI on a clean checkout, 2026-12-03: 77 s one after the other, 54 s side by side).
 */
const runHeld = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '1' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => resolve({ ok: false, output: `${error.message}\n` }))
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }))
  })

/** Checks that run side by side, then their outputs one after the other, each under its name. */
const besideEachOther = (checks) => async () => {
  const started = Date.now()
  const results = await Promise.all(checks.map(async ([name, command, args]) => ({ name, ...(await runHeld(command, args)), seconds: (Date.now() - started) / 1000 })))
  for (const { name, output } of results) process.stdout.write(`\n--- ${name} ---\n${output}`)
  return results.map(({ name, ok, seconds }) => ({ name, seconds, ...check(ok) }))
}

const steps = [
  ['Chromium vorhanden', () => check(run('bash', ['scripts/ensure-chromium.sh']))],
  [
    'Typprüfung, Lint und Architekturregeln (nebeneinander)',
    besideEachOther([
      ['Typprüfung', process.execPath, ['scripts/typecheck.mjs']],
      ['Lint', bin('eslint'), ['.']],
      ['Architekturregeln', 'npm', ['run', '--silent', 'lint:architecture']],
    ]),
  ],
  ['Unit-, Property- und Vertragstests', () => vitest(undefined, 'unit')],
  // npm run build's two UI builds, side by side (each mostly on one core). The core's build is not repeated here: the
  // packaging test of the unit step builds it (tsc -p core/tsconfig.build.json) and checks what it ships.
  [
    'Produktions-Builds (nebeneinander)',
    besideEachOther([
      ['Produktions-Build (Demo)', 'npm', ['run', '--silent', 'build', '-w', '@kontor/ui']],
      ['Produktions-Build (HTTP)', 'npm', ['run', '--silent', 'build:http', '-w', '@kontor/ui']],
    ]),
  ],
  // size-limit reads which chunks / loads first from the build's manifest (.size-limit.mjs): a size, not a time.
  ['Größenprüfung (erster Aufruf ≤ 140 KB)', () => check(run(bin('size-limit'), []))],
  ['End-to-End-Tests (Chromium)', () => vitest('tests/vitest.e2e.config.ts', 'e2e')],
  // Alone: the 5 MB reads and imports take both cores (tests/vitest.e2e.config.ts).
  ['End-to-End: Demo in Echtgröße (5-MB-Dateien)', () => vitest('tests/vitest.e2e.config.ts', 'e2e-scale', { KONTOR_E2E_SCALE: '1' })],
]

const totals = { passed: 0, failed: 0 }
const lines = []
const line = ({ name, passed, failed, seconds }) => `${failed === 0 ? '✓' : '✗'} ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)`
const runStarted = Date.now()
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const outcome = await step()
  // A step of several checks counts each, and shows each with the time it took from the step's start.
  for (const counts of Array.isArray(outcome) ? outcome : [{ name, ...outcome }]) {
    totals.passed += counts.passed
    totals.failed += counts.failed
    lines.push(line({ seconds: (Date.now() - started) / 1000, ...counts }))
  }
}
console.log(`\n${lines.join('\n')}\nzusammen ${((Date.now() - runStarted) / 1000).toFixed(0)} s\n`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
