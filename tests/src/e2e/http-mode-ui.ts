/**
 * The UI in HTTP mode against a reference server: built into a folder of its own (so the demo build in ui/dist stays)
 * and served by vite preview, which passes every API path on to the server (same origin, as in production). Used by
 * the fault suite and the transactions-page bench.
 */
import { API_PATH_PREFIXES } from '@kontor/adapters/http'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { e2ePreviewPlugin } from './preview-server.ts'

const UI_ROOT = fileURLToPath(new URL('../../../ui/', import.meta.url))


export interface HttpModeUi {
  readonly web: PreviewServer
  /** The preview's address without a trailing slash. */
  readonly url: string
}

/** The UI in HTTP mode that `npm run build` makes (ui's build:http), beside the demo build in ui/dist. */
export const HTTP_BUILD_DIR = 'dist-http'

/** Builds the UI with VITE_KONTOR_BACKEND=http into ui/{outDirName}/ (the bench builds its own, as it measures the build). */
export const buildHttpModeUi = async (outDirName: string): Promise<void> => {
  process.env['VITE_KONTOR_BACKEND'] = 'http'
  try {
    await build({ root: UI_ROOT, logLevel: 'silent', build: { outDir: outDirOf(outDirName), emptyOutDir: true } })
  } finally {
    delete process.env['VITE_KONTOR_BACKEND']
  }
}

const outDirOf = (outDirName: string): string => fileURLToPath(new URL(`../../../ui/${outDirName}/`, import.meta.url))

/**
 * Serves the HTTP-mode build in ui/{outDirName}/ (default: npm run build's), passing the API on to `serverUrl`. The
 * e2e run takes npm run build's rather than building one itself: in the build step both builds run side by side,
 * where inside the e2e run a build took CPU from four files' browsers.
 */
export const startHttpModeUi = async (serverUrl: string, outDirName: string = HTTP_BUILD_DIR): Promise<HttpModeUi> => {
  const outDir = outDirOf(outDirName)
  if (!existsSync(`${outDir}index.html`)) throw new Error(`ui/${outDirName}/ has no build: run npm run build first`)
  const web = await preview({
    root: UI_ROOT,
    logLevel: 'silent',
    plugins: [e2ePreviewPlugin()],
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      open: false,
      proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, { target: serverUrl, changeOrigin: true }])),
    },
  })
  const url = web.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (url === undefined) throw new Error('vite preview did not report its URL')
  return { web, url }
}
