// The JavaScript that / loads first, read from vite's manifest (ui/dist/.vite/manifest.json, `build.manifest` in
// ui/vite.config.ts): the chunk of the index.html entry and every chunk it imports statically, transitively; these
// are the script and modulepreload tags of dist/index.html. Every other chunk loads only through a dynamic import.
// One place for the size check (.size-limit.mjs) and the bench (run.ts); plain JavaScript so size-limit can load it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const UI_DIST = fileURLToPath(new URL('../../../ui/dist/', import.meta.url))

/** Issue 9: the first load of / is at most 140 KB gzip (1 KB = 1000 bytes, as vite and size-limit count). */
export const FIRST_LOAD_LIMIT_KB = 140

const ENTRY_HTML = 'index.html'

export const manifestPath = (dist = UI_DIST) => join(dist, '.vite', 'manifest.json')

const jsFilesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))

/**
 * The JavaScript files of a vite build, relative to its dist folder: `initial` as / loads them (the entry chunk, then
 * its imports depth-first), `lazy` all other .js files of the build.
 */
export const readFirstLoad = (dist = UI_DIST) => {
  const path = manifestPath(dist)
  if (!existsSync(path)) throw new Error(`${path} fehlt: erst \`npm run build\` (ui/vite.config.ts braucht build.manifest: true)`)
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  if (manifest[ENTRY_HTML]?.isEntry !== true) throw new Error(`${path}: kein Eintrag für ${ENTRY_HTML}`)
  const seen = new Set()
  const initial = []
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`${path}: ${key} wird importiert, fehlt aber`)
    if (chunk.file.endsWith('.js')) initial.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(ENTRY_HTML)
  const lazy = jsFilesUnder(dist).filter((file) => !file.startsWith('.vite/') && !initial.includes(file))
  return { initial, lazy }
}

/** gzip at level 9, as @size-limit/file measures, so the bench and the size check print the same total. */
export const gzipSizeOf = (file, dist = UI_DIST) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

/**
 * The chunks a screen loads after its first picture, by dynamic import from the files under `srcPrefix` (e.g.
 * 'src/features/hub/'): each lazily imported module's chunk and the chunks it imports statically that the first load
 * has not brought, each once, sorted. The hub's cards, dialogs and polls are these.
 */
export const readLazyPartsOf = (srcPrefix, dist = UI_DIST) => {
  const manifest = JSON.parse(readFileSync(manifestPath(dist), 'utf8'))
  const { initial } = readFirstLoad(dist)
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (chunk === undefined) return
    if (chunk.file.endsWith('.js') && !initial.includes(chunk.file)) files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (key.startsWith(srcPrefix) && chunk.isDynamicEntry === true) visit(key)
  return [...files].sort()
}

