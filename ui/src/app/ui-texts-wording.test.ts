/**
 * Every German text of the UI keeps the house wording (issue 10): no "!" anywhere. The texts files are found by name
 * (`*-texts.ts`), so a new one is checked without being listed here; text functions are called with sample values.
 */
import { describe, expect, it } from 'vitest'

const textModules = import.meta.glob<Record<string, unknown>>('../**/*-texts.ts', { eager: true })

/** Sample arguments for a text function: a name, a count and a nullable value cover every signature in use. */
const SAMPLE_ARGUMENTS: ReadonlyArray<ReadonlyArray<unknown>> = [
  ['Muster', 'Muster', 'Muster'],
  [2, 3, 4],
  [1, 1, 1],
  [null, null, null],
]

/** Every string a texts export holds or yields, with the path it was found at. */
const collectTexts = (value: unknown, path: string): ReadonlyArray<readonly [string, string]> => {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => collectTexts(item, `${path}[${index}]`))
  if (typeof value === 'function') {
    return SAMPLE_ARGUMENTS.flatMap((args, index) => {
      try {
        return collectTexts((value as (...a: ReadonlyArray<unknown>) => unknown)(...args), `${path}(#${index})`)
      } catch {
        return [] // a sample of the wrong type for this function: another sample covers it
      }
    })
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => collectTexts(item, `${path}.${key}`))
  }
  return []
}

const texts = Object.entries(textModules).flatMap(([file, exports]) => collectTexts(exports, file))

describe('the UI texts', () => {
  it('are found in every texts file of the features and the shared folder', () => {
    const files = Object.keys(textModules)
    expect(files.some((f) => f.includes('/shared/'))).toBe(true)
    expect(files.filter((f) => f.includes('/features/')).length).toBeGreaterThanOrEqual(4)
    expect(texts.length).toBeGreaterThan(100)
  })

  it('have no exclamation mark', () => {
    expect(texts.filter(([, text]) => text.includes('!'))).toEqual([])
  })
})
