/**
 * Setup of every UI test file: jsdom 29 lacks CSS.escape, which react-aria's dialogs call (TOOLCHAIN.md, trap 1); the
 * lazily loaded modules are loaded up front (lazy-modules.ts); each test's render is removed after it.
 *
 * The ui project runs its files in shared workers (vitest.config.ts: isolate false), so that React, react-aria and
 * jsdom load and warm up once per worker rather than once per file. What isolation gave each file, this setup gives
 * it: it runs before each file's own imports, drops the previous file's mocks and makes every module of ours (ui,
 * core, adapters, fixtures, the test helpers) load afresh, so each file sees its own vi.mock stand-ins and fresh
 * module state (atoms, lazy components). Libraries loaded from node_modules stay loaded, as they would in one app.
 */
import cssEscape from 'css.escape'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

/** vitest's module mocker (what its own per-file isolation resets); not public API, so checked before use. */
const mocker = (globalThis as { __vitest_mocker__?: { reset?: () => void } }).__vitest_mocker__
if (typeof mocker?.reset !== 'function') throw new Error('ui/src/test/setup.ts: vitest no longer exposes its module mocker; see the comment above')
mocker.reset()
vi.resetModules()

if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: { escape: cssEscape } })
else if (typeof globalThis.CSS.escape !== 'function') Object.assign(globalThis.CSS, { escape: cssEscape })

// Imported here, after the reset, not at the top: a static import would load lazy.tsx before the reset, and the
// preload would fill that old copy's registry while the test file renders with the fresh one.
beforeAll(async () => (await import('./lazy-modules.ts')).preloadLazyModules())
afterEach(() => cleanup())

// jsdom has no IndexedDB; a file that installs one (test/fake-indexeddb.ts) takes it away again when it ends, as
// isolation did. Left in place, the next file's demo backend kept its data in the same database beside the previous
// file's app, still open there, and one such call waited out the test's time limit (backend.test.ts in a full run).
const hadIndexedDb = 'indexedDB' in globalThis
afterAll(() => {
  if (hadIndexedDb) return
  for (const name of Object.getOwnPropertyNames(globalThis)) if (name === 'indexedDB' || /^IDB[A-Z]/.test(name)) Reflect.deleteProperty(globalThis, name)
})

// Every test starts as a user who has seen the hub's profile-type dialog today (TEST_NOW of render-app.tsx), for the
// single organisation of a fake backend and the demo's: most tests' accounts have no usage, and the dialog would
// cover the hub they are about. ProfileTypeDialog.test.tsx clears this to test the dialog itself. (Literal keys:
// core's toProfileTypeDialogStorageKey, not imported here before the module reset above.)
beforeEach(() => {
  for (const organisation of ['default', 'normal']) localStorage.setItem(`kontor.profileTypeDialog.lastAppearance.${organisation}`, '2026-11-22T09:00:00.000Z')
})

// findBy… and waitFor wait up to 5 s rather than 1 s: on a busy 2-core machine a render can take longer than a
// second, and a test must not fail for that. Only a failing test waits the longer time.
configure({ asyncUtilTimeout: 5000 })
