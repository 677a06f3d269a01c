// Type-checks every package against its own tsconfig (core's has no DOM and no Node types, so a stray
// `window` or `setTimeout` in core fails here as well as in lint).
//
// One `tsc -b` over the solution tsconfig.json: the packages are composite projects with references (core ←
// fixtures ← adapters ← ui, tests; the root project checks vitest.config.ts), so core is checked once with its own
// settings and the others read its declarations instead of checking its sources again with theirs. Declarations and
// build info go to node_modules/.cache/tsc; a package whose inputs did not change is not checked again, and a
// package whose last check found errors is always checked again. `--force` checks everything from scratch.
//
// tsc -b notices changed sources and tsconfigs, not changed dependencies: the cache is dropped whenever the installed
// packages (node_modules/.package-lock.json, package-lock.json) or the TypeScript version change.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = `${root}node_modules/typescript/bin/tsc`
const cache = `${root}node_modules/.cache/tsc/`
const stampFile = `${cache}inputs.sha256`

const hash = createHash('sha256')
for (const file of ['node_modules/.package-lock.json', 'package-lock.json', 'node_modules/typescript/package.json']) {
  hash.update(file)
  if (existsSync(`${root}${file}`)) hash.update(readFileSync(`${root}${file}`))
}
const stamp = hash.digest('hex')
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  rmSync(cache, { recursive: true, force: true })
  mkdirSync(cache, { recursive: true })
  writeFileSync(stampFile, stamp)
}

const extra = process.argv.slice(2)
const run = spawnSync(process.execPath, [tsc, '-b', 'tsconfig.json', ...extra], { cwd: root, stdio: 'inherit' })
const ok = run.status === 0
console.log(`${ok ? '✓' : '✗'} tsc -b (core, fixtures, adapters, ui, tests, vitest.config.ts)`)
process.exit(ok ? 0 : 1)
