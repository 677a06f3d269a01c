/** The layer rules of ARCHITECTURE.md hold at lint time: each forbidden import below must fail the build. */
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

/** The rule ids ESLint reports for `code` as if it stood at `filePath` (the file need not exist). */
const violations = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? 'parse-error')
}

describe('core stays pure', () => {
  it.each([
    "import { useState } from 'react'",
    "import ky from 'ky'",
    "import { Hono } from 'hono'",
    "import { readFileSync } from 'node:fs'",
    "import { readFileSync } from 'fs'",
    "import { join } from 'path'",
    "import { createMemoryBackend } from '@kontor/adapters/memory'",
    "import { demoSeed } from '@kontor/fixtures'",
    "import { atom } from 'jotai'",
    "import type { Hono } from 'hono'",
  ])('rejects %s', async (line) => {
    expect(await violations('core/src/money/probe.ts', `${line}\nexport const probe = 1\n`)).toContain('no-restricted-imports')
  })

  it.each(['window.location.href', 'document.title', "fetch('/x')", 'setTimeout(() => 1, 5)', "console.log('x')"])(
    'rejects the global in %s',
    async (expr) => {
      expect(await violations('core/src/money/probe.ts', `export const probe = () => ${expr}\n`)).toContain('no-restricted-globals')
    },
  )

  it('accepts the libraries core may use', async () => {
    const code = "import * as E from 'fp-ts/lib/Either.js'\nimport * as t from 'io-ts'\nimport Decimal from 'decimal.js'\nexport const probe = [E, t, Decimal]\n"
    expect(await violations('core/src/money/probe.ts', code)).toEqual([])
  })
})

describe('adapters never import the UI', () => {
  it.each(["import { HubPage } from '@kontor/ui'", "import { useState } from 'react'", "import { atom } from 'jotai'"])(
    'rejects %s',
    async (line) => {
      expect(await violations('adapters/src/http/probe.ts', `${line}\nexport const probe = 1\n`)).toContain('no-restricted-imports')
    },
  )

  it('lets only the server entry seed from the fixtures', async () => {
    const code = "import { demoSeed } from '@kontor/fixtures'\nexport const probe = demoSeed\n"
    expect(await violations('adapters/src/memory/probe.ts', code)).toContain('no-restricted-imports')
    expect(await violations('adapters/src/server/main.ts', code)).toEqual([])
  })
})

describe('the UI chooses adapters in one place', () => {
  const code = "import { createHttpBackend } from '@kontor/adapters/http'\nexport const probe = createHttpBackend\n"

  it('rejects adapters in a feature', async () => {
    expect(await violations('ui/src/features/hub/probe.ts', code)).toContain('no-restricted-imports')
  })

  it('allows them in the composition root', async () => {
    expect(await violations('ui/src/app/backend.ts', code)).toEqual([])
  })
})

describe('components never call a port (issue 25: one way from the UI to the backend)', () => {
  const component = (call: string) =>
    `import type { Backend } from '@kontor/core'\nexport const Probe = ({ backend }: { readonly backend: Backend }) => {\n  void ${call}\n  return null\n}\n`

  // A port taken as a value (`const o = backend.onboarding`, `props.backend.hub`) is a call by another name.
  it.each([
    "backend.hub.listSeizures({})()",
    "backend.transactions\n    .listTransactions({ pageNumber: 0, pageSize: 1 })()",
    "(() => { const o = backend.onboarding; return o.cancelActivation()() })()",
    "({ backend }).backend.hub",
  ])('rejects %s in a new component', async (call) => {
    expect(await violations('ui/src/features/hub/Probe.tsx', component(call))).toContain('no-restricted-syntax')
  })

  it("lets a feature's effects module call ports", async () => {
    const effects = 'export const probe = (backend: { hub: { listSeizures: () => unknown } }) => backend.hub.listSeizures()\n'
    expect(await violations('ui/src/features/hub/probe.effects.ts', effects)).not.toContain('no-restricted-syntax')
  })
})
