import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
// A relative import of the routes table alone (it imports only its own constants), so the config needs no build.
import { API_PATH_PREFIXES } from '../adapters/src/wire/routes.ts'

/**
 * KONTOR_API_PROXY (set by `npm run start:http`) forwards the backend's paths to the reference server, so the UI in
 * HTTP mode talks to its own origin exactly as it would in production.
 */
const apiProxy = process.env['KONTOR_API_PROXY']

/**
 * React Aria ships the strings of every locale it supports (about 22 KB gzipped); Kontor speaks German. en-US stays
 * as React Aria's fallback where no dialog sets the locale (TOOLCHAIN.md 3(d)).
 */
const REACT_ARIA_LOCALES = ['de-DE', 'en-US']

export default defineConfig({
  plugins: [react(), { ...optimizeLocales.vite({ locales: REACT_ARIA_LOCALES }), enforce: 'pre' }],
  resolve: {
    conditions: ['@kontor/source', ...defaultClientConditions],
    // The code imports fp-ts/lib (CommonJS, what Node and the core's consumers load); io-ts imports fp-ts/es6. Without
    // this alias the browser bundle holds both copies, and the CommonJS one cannot be tree-shaken.
    alias: [{ find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' }],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    ...(apiProxy === undefined ? {} : { proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, { target: apiProxy, changeOrigin: true }])) }),
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // dist/.vite/manifest.json: the size check and the bench read from it which chunks / loads first.
  build: { manifest: true },
  // The demo's backend worker loads its seed data on first use (dynamic imports): an ES module worker can split.
  worker: { format: 'es' },
})
