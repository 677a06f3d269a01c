/**
 * The UI in HTTP mode against a reference server: built into a folder of its own (so the demo build in ui/dist stays)
 * and served by vite preview, which passes every API path on to the server (same origin, as in production). Used by
 * the fault suite and the transactions-page bench.
 */
import { API_PATH_PREFIXES } from '@kontor/adapters/http'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import { e2ePreviewPlugin } from './preview-server.ts'

const UI_ROOT = fileURLToPath(new URL('../../../ui/', import.meta.url))


export interface HttpModeUi {
  readonly web: PreviewServer
  /** The preview's address without a trailing slash. */
  readonly url: string
}

/** Builds the UI with VITE_KONTOR_BACKEND=http into ui/{outDirName}/ and serves it, passing the API on to `serverUrl`. */
export const startHttpModeUi = async (serverUrl: string, outDirName: string): Promise<HttpModeUi> => {
  const outDir = fileURLToPath(new URL(`../../../ui/${outDirName}/`, import.meta.url))
  process.env['VITE_KONTOR_BACKEND'] = 'http'
  try {
    await build({ root: UI_ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  } finally {
    delete process.env['VITE_KONTOR_BACKEND']
  }
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
