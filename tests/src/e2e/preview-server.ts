/** Serves the UI's production build (ui/dist) on a free loopback port, with the SPA fallback vite preview gives. */
import { existsSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { preview, type Plugin } from 'vite'

export const UI_ROOT = fileURLToPath(new URL('../../../ui/', import.meta.url))

export interface PreviewServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/**
 * An address of the origin that is no page of the app: an empty page, answered by the preview itself. The e2e kit
 * leaves a test's app there to clear the tab's sessionStorage (a same-origin page is needed for that) without loading
 * the app. Answered here, not by a Playwright route: routing turns the tab's HTTP cache off, and the next hub load
 * then cost 0.87 s of Chromium's CPU instead of 0.40 s.
 */
export const BLANK_PATH = '/__e2e-leer'

/** The build's hashed files: a changed file gets a new name, so a browser may keep each for good. */
const ASSETS_PATH = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The hashed files served as a production host serves them (immutable), not as vite preview does (no-cache: every
 * page load asked again for each of the hub's ~100 files and got a 304, about 0.3 s of Chromium's CPU per load on this
 * machine). index.html and the SPA fallback stay no-cache. vite preview's headers option cannot say this: its static
 * handler writes Cache-Control itself, so the value is replaced as the head is written. The empty page (BLANK_PATH) too.
 */
export const e2ePreviewPlugin = (): Plugin => ({
  name: 'kontor-e2e-preview',
  configurePreviewServer(server) {
    server.middlewares.use(BLANK_PATH, (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end('<!doctype html><title>leer</title>')
    })
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith(ASSETS_PATH) === true) {
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
        response.writeHead = ((status: number, ...rest: unknown[]) => {
          const headers = rest.find((part): part is Record<string, unknown> => typeof part === 'object' && part !== null)
          if (headers !== undefined) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name]
          if (status === 200) response.setHeader('Cache-Control', IMMUTABLE)
          return writeHead(status, ...rest)
        }) as ServerResponse['writeHead']
      }
      next()
    })
  },
})

export const startPreview = async (): Promise<PreviewServer> => {
  if (!existsSync(`${UI_ROOT}dist/index.html`)) {
    throw new Error('ui/dist is missing: run `npm run build` before the end-to-end tests')
  }
  const server = await preview({
    root: UI_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [e2ePreviewPlugin()],
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (url === undefined) throw new Error('vite preview did not report its URL')
  return { url: url.replace(/\/$/, ''), close: () => server.close() }
}
