// `npm run start:http`: the reference server (memory backend behind the real REST routes) and the UI in HTTP mode,
// which reaches the server through the dev server's proxy, i.e. on its own origin as in production. Arguments go to
// Vite: `npm run start:http -- --port 5291`.
import { spawn } from 'node:child_process'

const SERVER_PORT = process.env.PORT ?? '8787'
const children = [
  spawn('npm', ['run', 'server'], { stdio: 'inherit', env: { ...process.env, PORT: SERVER_PORT } }),
  spawn('npm', ['run', 'dev', '-w', '@kontor/ui', '--', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, VITE_KONTOR_BACKEND: 'http', KONTOR_API_PROXY: `http://127.0.0.1:${SERVER_PORT}` },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
children.forEach((child) =>
  child.once('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  }),
)
