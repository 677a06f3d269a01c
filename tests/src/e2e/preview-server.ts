/** Serves the UI's production build (ui/dist) on a free loopback port, with the SPA fallback vite preview gives. */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'

export const UI_ROOT = fileURLToPath(new URL('../../../ui/', import.meta.url))

export interface PreviewServer {
  readonly url: string
  readonly close: () => Promise<void>
}

export const startPreview = async (): Promise<PreviewServer> => {
  if (!existsSync(`${UI_ROOT}dist/index.html`)) {
    throw new Error('ui/dist is missing: run `npm run build` before the end-to-end tests')
  }
  const server = await preview({
    root: UI_ROOT,
    configFile: false,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (url === undefined) throw new Error('vite preview did not report its URL')
  return { url: url.replace(/\/$/, ''), close: () => server.close() }
}
