/** jsdom 29 lacks CSS.escape, which react-aria's dialogs call (TOOLCHAIN.md, trap 1). */
import cssEscape from 'css.escape'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

if (typeof globalThis.CSS === 'undefined') Object.assign(globalThis, { CSS: { escape: cssEscape } })
else if (typeof globalThis.CSS.escape !== 'function') Object.assign(globalThis.CSS, { escape: cssEscape })

afterEach(() => cleanup())
