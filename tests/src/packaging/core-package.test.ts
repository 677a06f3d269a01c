/** @kontor/core is a library for other services: its build must import in plain Node ESM through the exports map. */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CORE = `${ROOT}core/`

describe('the built @kontor/core', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', `${CORE}tsconfig.build.json`], {
      cwd: CORE,
      stdio: 'pipe',
    })
  }, 120_000)

  it('ships ESM with type declarations for every export of its map', () => {
    const pkg = JSON.parse(readFileSync(`${CORE}package.json`, 'utf8')) as {
      type: string
      exports: Record<string, { types: string; import: string }>
    }
    expect(pkg.type).toBe('module')
    for (const entry of Object.values(pkg.exports)) {
      expect(existsSync(`${CORE}${entry.import}`)).toBe(true)
      expect(existsSync(`${CORE}${entry.types}`)).toBe(true)
    }
  })

  it('is imported and used by a plain Node ESM script', () => {
    // No --conditions flag: Node resolves "import" to dist, exactly as an installed package would.
    const out = execFileSync(process.execPath, [`${ROOT}tests/src/packaging/consumer.mjs`], { cwd: ROOT, encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({
      sum: '1.234,06\u00a0€',
      invalid: 'Left',
      account: '0,10\u00a0€',
      today: '01.01.2027',
      iban: 'DE89370400440532013000',
      badIban: 'iban.invalidChecksum',
      taxId: '86095742719',
      mobile: '+491761234567',
      fieldErrors: { recipientIban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] },
    })
  })
})
