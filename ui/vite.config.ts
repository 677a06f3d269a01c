import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

/**
 * KONTOR_API_PROXY (set by `npm run start:http`) forwards the backend's paths to the reference server, so the UI in
 * HTTP mode talks to its own origin exactly as it would in production.
 */
const apiProxy = process.env['KONTOR_API_PROXY']

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@kontor/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    ...(apiProxy === undefined ? {} : { proxy: { '/fis': { target: apiProxy, changeOrigin: true } } }),
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // dist/.vite/manifest.json: the size check and the bench read from it which chunks / loads first.
  build: { manifest: true },
})
