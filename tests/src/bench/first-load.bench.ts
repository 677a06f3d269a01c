/**
 * The first load of / (issue 9): the gzip size of each chunk the page loads initially (the entry and its static
 * imports, from vite's manifest through first-load.mjs, the list the size check uses), their total beside the goal,
 * and the chunks loaded later. Builds the UI first when no build with a manifest is there.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FIRST_LOAD_LIMIT_KB, gzipSizeOf, manifestPath, readFirstLoad } from './first-load.mjs'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** `npm run build` (core, then ui) when the UI build or its manifest is missing. */
export const ensureBuild = (): void => {
  if (existsSync(manifestPath()) && existsSync(`${ROOT}core/dist/index.js`)) return
  console.log('(kein Build mit Manifest: npm run build)')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) throw new Error('npm run build ist fehlgeschlagen')
}

/** KB as vite and size-limit count them: 1000 bytes. */
const kb = (bytes: number) => `${(bytes / 1000).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`

const chunkLines = (files: ReadonlyArray<string>): { lines: string[]; total: number } => {
  const sized = files.map((file) => ({ file, bytes: gzipSizeOf(file) }))
  const width = Math.max(0, ...files.map((f) => f.length))
  return {
    lines: sized.map(({ file, bytes }) => `    ${file.padEnd(width)}  ${kb(bytes).padStart(9)}`),
    total: sized.reduce((sum, { bytes }) => sum + bytes, 0),
  }
}

export const benchFirstLoad = (): string[] => {
  ensureBuild()
  const { initial, lazy } = readFirstLoad()
  const built = statSync(manifestPath()).mtime.toLocaleString('de-DE')
  const first = chunkLines(initial)
  const later = chunkLines([...lazy].sort())
  const ok = first.total <= FIRST_LOAD_LIMIT_KB * 1000
  return [
    `Erster Aufruf von /: JavaScript aus ui/dist/.vite/manifest.json (Build von ${built}), gzip -9, 1 KB = 1000 Bytes`,
    `  sofort geladen (Einstieg und statische Importe): ${initial.length} Chunks`,
    ...first.lines,
    `  zusammen ${kb(first.total)}  (Ziel: ≤ ${FIRST_LOAD_LIMIT_KB} KB) ${ok ? '✓' : '✗'}`,
    `  später geladen (dynamische Importe): ${lazy.length} Chunks, zusammen ${kb(later.total)}`,
    ...later.lines,
  ]
}
