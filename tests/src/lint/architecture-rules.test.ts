/**
 * The dependency rules of .dependency-cruiser.cjs catch what they claim: each forbidden shape below, built as a tiny
 * tree in a temporary folder, is reported under its rule's name, and the allowed shapes are not.
 */
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const config = createRequire(import.meta.url)(`${ROOT}.dependency-cruiser.cjs`) as IConfiguration
const trees: string[] = []

/** The names of the rules broken by a tree of files (path → source), cruised from a fresh temporary folder. */
const brokenRules = async (files: Record<string, string>): Promise<string[]> => {
  const base = mkdtempSync(join(tmpdir(), 'kontor-architecture-'))
  trees.push(base)
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true })
    writeFileSync(join(base, path), source)
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path))]
  const result = await cruise(roots, { ...config.options, baseDir: base, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } })
  const output = result.output as ICruiseResult
  return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort()
}

afterAll(() => {
  for (const base of trees) rmSync(base, { recursive: true, force: true })
})

describe('architecture rules', () => {
  it('reports two core areas that import each other, even through a third', async () => {
    expect(
      await brokenRules({
        'core/src/a/index.ts': "export { b } from '../b/rule.ts'\nexport const a = 1\n",
        'core/src/b/rule.ts': "import { c } from '../c/rule.ts'\nexport const b = c\n",
        'core/src/c/rule.ts': "import { a } from '../a/other.ts'\nexport const c = a\n",
        'core/src/a/other.ts': 'export const a = 2\n',
      }),
    ).toEqual(['core-areas-acyclic'])
  })

  it('accepts areas that depend one way', async () => {
    expect(
      await brokenRules({
        'core/src/a/index.ts': "import { b } from '../b/rule.ts'\nexport const a = b\n",
        'core/src/b/rule.ts': 'export const b = 1\n',
      }),
    ).toEqual([])
  })

  it('reports a module cycle, a core import of another workspace and the memory backend importing http', async () => {
    expect(
      await brokenRules({
        'ui/src/shared/a.ts': "import { b } from './b.ts'\nexport const a = b\n",
        'ui/src/shared/b.ts': "import { a } from './a.ts'\nexport const b = () => a\n",
        'core/src/a/rule.ts': "import { h } from '../../../adapters/src/http/h.ts'\nexport const a = h\n",
        'adapters/src/http/h.ts': 'export const h = 1\n',
        'adapters/src/memory/m.ts': "import { h } from '../http/h.ts'\nexport const m = h\n",
      }),
    ).toEqual(['core-is-pure', 'memory-not-http', 'no-module-cycles'])
  })

  it('lets features and the app reach a feature only through its index.ts', async () => {
    const files = {
      'ui/src/features/one/index.ts': "export { One } from './One.ts'\n",
      'ui/src/features/one/One.ts': 'export const One = 1\n',
      'ui/src/features/two/Two.ts': "import { One } from '../one/index.ts'\nexport const Two = One\n",
      'ui/src/app/router.ts': "import { One } from '../features/one/index.ts'\nexport const router = One\n",
    }
    expect(await brokenRules(files)).toEqual([])
    expect(
      await brokenRules({
        ...files,
        'ui/src/features/two/Two.ts': "import { One } from '../one/One.ts'\nexport const Two = One\n",
        'ui/src/app/router.ts': "import { One } from '../features/one/One.ts'\nexport const router = One\n",
        'ui/src/shared/util.ts': "import { One } from '../features/one/index.ts'\nexport const util = One\n",
      }),
    ).toEqual(['app-through-index', 'features-through-index', 'shared-below-features'])
  })

  it('keeps features below the app shell: a feature importing the route table or the demo from app/ is reported', async () => {
    const files = {
      'ui/src/shared/routes.ts': "export const HUB_PATH = '/hub'\n",
      'ui/src/features/one/One.ts': "import { HUB_PATH } from '../../shared/routes.ts'\nexport const One = HUB_PATH\n",
      'ui/src/app/router.ts': "import { HUB_PATH } from '../shared/routes.ts'\nexport const router = HUB_PATH\n",
    }
    expect(await brokenRules(files)).toEqual([])
    expect(
      await brokenRules({
        ...files,
        'ui/src/app/demo.ts': 'export const demo = 1\n',
        'ui/src/features/one/One.ts': "import { demo } from '../../app/demo.ts'\nexport const One = demo\n",
      }),
    ).toEqual(['features-below-app'])
  })
})
