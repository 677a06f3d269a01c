/**
 * Setup of every UI test file: jsdom 29 lacks CSS.escape, which react-aria's dialogs call (TOOLCHAIN.md, trap 1); the
 * lazily loaded modules are loaded up front (lazy-modules.ts); each test's render is removed after it.
 */
import cssEscape from 'css.escape'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { preloadLazyModules } from './lazy-modules.ts'

if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: { escape: cssEscape } })
else if (typeof globalThis.CSS.escape !== 'function') Object.assign(globalThis.CSS, { escape: cssEscape })

beforeAll(preloadLazyModules)
afterEach(() => cleanup())
