/**
 * The first load of / (issue 9): the gzip size of each chunk the page loads initially (the entry and its static
 * imports, from vite's manifest through first-load.mjs, the list the size check uses), their total beside the goal,
 * and the chunks loaded later. Builds the UI first when no build with a manifest is there.
 * Issue 15 ("Budget"): the same for /hub, beside the floor of react + react-dom, and the hub's parts loaded after its
 * first picture (cards, dialogs, polls).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'
import { FIRST_LOAD_LIMIT_KB, gzipSizeOf, manifestPath, readFirstLoad, readLazyPartsOf } from './first-load.mjs'

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

const FLOOR_ENTRY_ID = 'virtual:react-floor'
/** The least a React 19 page ships: a root rendering one element. */
const FLOOR_ENTRY = `import { createRoot } from 'react-dom/client'
import { jsx } from 'react/jsx-runtime'
createRoot(document.getElementById('root')).render(jsx('p', { children: 'Kontor' }))`

/**
 * The floor of react + react-dom: the smallest page on them, built and minified by vite as the app is (production
 * mode, in memory), gzip -9 over its chunks.
 */
const reactFloorBytes = async (): Promise<number> => {
  const output = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'react-floor-entry',
        resolveId: (id) => (id === FLOOR_ENTRY_ID ? `\0${FLOOR_ENTRY_ID}` : undefined),
        load: (id) => (id === `\0${FLOOR_ENTRY_ID}` ? FLOOR_ENTRY : undefined),
      },
    ],
    build: { write: false, rollupOptions: { input: FLOOR_ENTRY_ID } },
  })
  const results = (Array.isArray(output) ? output : [output]) as ReadonlyArray<Rollup.RollupOutput>
  return results
    .flatMap((r) => r.output)
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
}

/**
 * /hub (issue 15): the page is one entry for every route, and the hub is in it (router.tsx imports HubPage
 * statically), so its initial JavaScript is the entry's chunks; printed per chunk and in total beside the floor of
 * react + react-dom, and what the hub loads after its first picture.
 */
export const benchHubFirstLoad = async (): Promise<string[]> => {
  ensureBuild()
  const first = chunkLines(readFirstLoad().initial)
  const floor = await reactFloorBytes()
  const later = chunkLines(readLazyPartsOf('src/features/hub/'))
  const ok = first.total <= FIRST_LOAD_LIMIT_KB * 1000
  return [
    'Erster Aufruf von /hub: JavaScript vor dem ersten Bild (Einstieg und statische Importe; die Übersicht ist im Einstieg), gzip -9',
    ...first.lines,
    `  zusammen ${kb(first.total)}  (Ziel: ≤ ${FIRST_LOAD_LIMIT_KB} KB) ${ok ? '✓' : '✗'}`,
    `  Untergrenze react + react-dom (kleinste Seite mit createRoot, von vite gebaut): ${kb(floor)}; darüber hinaus: ${kb(first.total - floor)}`,
    `  von der Übersicht nach dem ersten Bild nachgeladen (Karten, Dialoge, Abfragen): ${later.lines.length} Chunks, zusammen ${kb(later.total)}`,
    ...later.lines,
  ]
}
