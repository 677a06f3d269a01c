// Type-checks every package against its own tsconfig (core's has no DOM and no Node types, so a stray
// `window` or `setTimeout` in core fails here as well as in lint).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const projects = ['tsconfig.json', 'core/tsconfig.json', 'fixtures/tsconfig.json', 'adapters/tsconfig.json', 'ui/tsconfig.json', 'tests/tsconfig.json']
let failed = 0
for (const project of projects) {
  const run = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' })
  console.log(`${run.status === 0 ? '✓' : '✗'} tsc -p ${project}`)
  if (run.status !== 0) failed += 1
}
process.exit(failed === 0 ? 0 : 1)
