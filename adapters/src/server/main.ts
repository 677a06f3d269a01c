/**
 * `npm run server`: the reference server with the demo organisation. Like ui/src/app/backend.ts this is a
 * composition root, so it alone in adapters may import the fixtures.
 */
import { demoOnboardingDirectory, demoSeed, loadDemoTransactionData } from '@kontor/fixtures'
import { createMemoryDb } from '../memory/store/create-db.ts'
import { systemClock } from '../system-clock.ts'
import { allowedOriginsFromEnv } from './app.ts'
import { startServer } from './start-server.ts'

/** Spec leaves this open; chosen: 8787, unused by Vite (5173/4173). PORT overrides it. */
const DEFAULT_SERVER_PORT = 8787

/** The demo organisation with its two years of bookkeeping (fixtures/src/demo-transactions.ts). */
const seed = { ...demoSeed, transactionData: await loadDemoTransactionData(), onboardingDirectory: demoOnboardingDirectory }
/** KONTOR_ALLOWED_ORIGINS: the page origins that may change state besides loopback's (README "Reference server"). */
const allowedOrigins = allowedOriginsFromEnv(process.env['KONTOR_ALLOWED_ORIGINS'])
const running = await startServer(
  createMemoryDb(seed, systemClock),
  Number(process.env['PORT'] ?? DEFAULT_SERVER_PORT),
  allowedOrigins === undefined ? {} : { allowedOrigins },
)
console.log(`Kontor-Server (Demo-Daten) läuft auf ${running.url}`)
const stop = () => void running.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
