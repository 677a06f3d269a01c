/**
 * `npm run server`: the reference server with the demo organisation. Like ui/src/app/backend.ts this is a
 * composition root, so it alone in adapters may import the fixtures.
 */
import { demoOnboardingDirectory, demoSeed, loadDemoTransactionData } from '@kontor/fixtures'
import { createMemoryDb } from '../memory/memory-db.ts'
import { systemClock } from '../system-clock.ts'
import { startServer } from './start-server.ts'

/** Spec leaves this open; chosen: 8787, unused by Vite (5173/4173). PORT overrides it. */
const DEFAULT_SERVER_PORT = 8787

/** The demo organisation with its two years of bookkeeping (fixtures/src/demo-transactions.ts). */
const seed = { ...demoSeed, transactionData: await loadDemoTransactionData(), onboardingDirectory: demoOnboardingDirectory }
const running = await startServer(createMemoryDb(seed, systemClock), Number(process.env['PORT'] ?? DEFAULT_SERVER_PORT))
console.log(`Kontor-Server (Demo-Daten) läuft auf ${running.url}`)
const stop = () => void running.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
