/** @kontor/core is a library for other services: its build must import in plain Node ESM through the exports map. */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CORE = `${ROOT}core/`

interface ExportsEntry {
  readonly '@kontor/source': string
  readonly types: string
  readonly import: string
}

const readExports = (): Record<string, ExportsEntry> =>
  (JSON.parse(readFileSync(`${CORE}package.json`, 'utf8')) as { exports: Record<string, ExportsEntry> }).exports

/**
 * What a built entry loads at run time: the dist files it reaches (relative to dist/) and the packages it imports.
 * Type-only imports are gone from the emitted JavaScript, so what is left is what Node loads.
 */
const runtimeGraph = (entry: string): { readonly files: ReadonlySet<string>; readonly packages: ReadonlySet<string> } => {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string): void => {
    const key = relative(`${CORE}dist`, file)
    if (files.has(key)) return
    files.add(key)
    const source = readFileSync(file, 'utf8')
    for (const [, from, bare] of source.matchAll(/^(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm)) {
      const specifier = from ?? bare
      if (specifier === undefined) continue
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
      else packages.add(specifier.split('/')[0] ?? specifier)
    }
  }
  visit(`${CORE}${entry}`)
  return { files, packages }
}

describe('the built @kontor/core', () => {
  beforeAll(() => {
    rmSync(`${CORE}dist`, { recursive: true, force: true }) // no file of an earlier build may pass for a current one
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

  it('ships none of core\'s tests nor their kit (src/test-kit.ts), which are not the package', () => {
    const shipped = readdirSync(`${CORE}dist`, { recursive: true, encoding: 'utf8' })
    expect(shipped.filter((file) => /\.test\.|(^|\/)test-kit\./.test(file))).toEqual([])
    expect(shipped).toContain('testing.js') // the public test helpers are, so the filter looked at the right folder
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

  it('offers each area another service uses as a subpath, from source in the workspace and from dist when installed', () => {
    const exports = readExports()
    for (const area of ['iban', 'bic', 'banks', 'identity', 'money', 'calendar', 'errors', 'catalogue', 'text', 'accounts', 'transfers', 'transactions', 'csv-import', 'onboarding', 'proposals', 'sca', 'seizure', 'ports', 'value-codecs']) {
      expect(exports[`./${area}`]).toEqual({
        '@kontor/source': `./src/${area}/index.ts`,
        types: `./dist/${area}/index.d.ts`,
        import: `./dist/${area}/index.js`,
      })
    }
  })

  it('is imported and used subpath by subpath by a plain Node ESM script', () => {
    const out = execFileSync(process.execPath, [`${ROOT}tests/src/packaging/subpath-consumer.mjs`], { cwd: ROOT, encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({
      accounts: ['Right', '37040044'],
      banks: ['BankFound', 'COBADEFFXXX'],
      bic: 'COBADEFFXXX',
      calendar: '01.01.2027',
      catalogue: [
        'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie die IBAN auf Tippfehler.',
        { iban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] },
      ],
      csvImport: true,
      errors: [{ field: 'iban', key: 'iban.invalidChecksum' }, 'Bitte prüfen.'],
      iban: ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', '89'],
      identity: ['86095742719', '+491761234567'],
      money: '1.234,06\u00a0€',
      onboarding: '10115',
      ports: [],
      proposals: 10,
      sca: ['tanInput', 75],
      seizure: '2025-12-29',
      text: [true, false],
      transactions: '5',
      transfers: true,
      valueCodecs: [true, true, false],
    })
  })

  it('loads for @kontor/core/iban and /bic only their own rules: no fp-ts, io-ts, htmlparser2, catalogue or other area', () => {
    for (const area of ['iban', 'bic']) {
      const { files, packages } = runtimeGraph(readExports()[`./${area}`]?.import ?? '')
      expect([...packages]).toEqual([])
      expect([...files].filter((file) => !file.startsWith(`${area}/`)).sort()).toEqual(['errors/either.js', 'errors/validation-issue.js'])
    }
  })
})
