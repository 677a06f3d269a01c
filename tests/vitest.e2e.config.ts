/** End-to-end tests: Debian's Chromium against the UI's production build (build it first: npm run build). */
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const atRealSize = process.env['KONTOR_E2E_SCALE'] === '1'
/** The e2e files that read or import a 5 MB statement. */
const REAL_SIZE_FILES = ['tests/src/e2e/demo-scale.e2e.test.ts']

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  resolve: { conditions: ['@kontor/source', ...defaultServerConditions] },
  test: {
    name: 'e2e',
    environment: 'node',
    // The files at real size (5 MB statements) run alone, one after the other, after the rest (scripts/test-all.mjs):
    // beside three other files a 5 MB read takes both cores for a minute and starves their walks into time-outs.
    include: atRealSize ? REAL_SIZE_FILES : ['tests/src/e2e/**/*.e2e.test.ts'],
    exclude: atRealSize ? [] : [...REAL_SIZE_FILES, '**/node_modules/**'],
    // A test that asserts nothing fails (tests/src/setup/assertions.ts).
    expect: { requireAssertions: true },
    setupFiles: ['tests/src/setup/assertions.ts'],
    // A browser start and a page load on a busy 2-core machine: generous, so a slow run is not a failed one. Measured:
    // tests that take 15-25 s alone take 45-60 s with four files at once (the CPU is the limit: ~3 s of Chromium's CPU
    // per page load), and more when another job runs beside; whole walks take LONG_WALK (e2e-kit.ts).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Four files at a time: each has its own preview server (own port) and Chromium, and a browser test mostly waits
    // (page loads, polls, the wizards' delays). Measured on the 2-core machine: 265 s with two, 234 s with three
    // (125 tests); with 135 tests 542 s with three and 472 s with four, no flake (the tests wait by polling with SLOW
    // time-outs, never by fixed delays, so the extra contention costs no flakes). On 2026-12-02 the machine gave
    // 1,000 s for 139 tests, its two cores busy throughout (load 14): more workers no longer help, fewer page loads do.
    fileParallelism: !atRealSize,
    // Files share their worker's modules (playwright-core, the fixtures' demo organisations, axe's source), and with them
    // the worker's one Chromium and preview server (e2e-kit.ts): each file imported them anew and started its own, about
    // 4 s of CPU per file on this machine. Measured on 2026-12-03 (135 tests): 767 s before, 639 s with shared modules,
    // 600 s with the shared Chromium as well. Each file still has its own browser contexts.
    isolate: false,
    maxWorkers: atRealSize ? 1 : 4,
  },
})
