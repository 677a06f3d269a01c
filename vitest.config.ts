/** One vitest run for every unit, property and contract suite; end-to-end tests have their own config. */
import { availableParallelism } from 'node:os'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** Run the workspace packages from source (their exports maps carry a "@kontor/source" condition). */
const SOURCE_CONDITION = '@kontor/source'
const resolve = { conditions: [SOURCE_CONDITION, ...defaultServerConditions] }
const ssr = { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } }

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core to itself: a single worker on a 2-core machine). The main
    // process idles once the files are transformed; measured on 2 cores: unit run 67 s -> 47 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          environment: 'node',
          // Generous: a property or differential run on a busy 2-core machine is slow, not wrong. Speed is measured
          // in benchmarks, never by a test's time limit.
          testTimeout: 60_000,
          // Pure tests with no global state: sharing one module cache per worker saves re-loading the core for
          // each of ~200 files (the suite's largest cost on 2 cores).
          isolate: false,
          // A test or a property run that asserts nothing fails (tests/src/setup/assertions.ts).
          expect: { requireAssertions: true },
          setupFiles: ['tests/src/setup/fast-check-seed.ts', 'tests/src/setup/assertions.ts'],
          include: ['{core,fixtures,adapters}/src/**/*.test.ts', 'tests/src/{contract,differential,lint,packaging,setup}/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
        ssr,
        test: {
          name: 'ui',
          environment: 'jsdom',
          testTimeout: 30_000,
          // Files share a worker and its jsdom: React, react-aria and jsdom load and warm up once per worker instead
          // of once per file (ui project 134 s -> 42 s on the busy 2-core machine). ui/src/test/setup.ts gives each
          // file what isolation gave it: its own mocks and fresh modules of ours.
          isolate: false,
          include: ['ui/src/**/*.test.{ts,tsx}'],
          expect: { requireAssertions: true },
          setupFiles: ['tests/src/setup/fast-check-seed.ts', 'tests/src/setup/assertions.ts', 'ui/src/test/setup.ts'],
        },
      },
    ],
  },
})
