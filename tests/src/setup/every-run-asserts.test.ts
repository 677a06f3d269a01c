import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { decorateRunToAssert, noAssertionMessage } from './every-run-asserts.ts'

const SEED = 42

/** The error of a failed check, as text. */
const failureOf = <Ts,>(details: fc.RunDetails<Ts>): string => (details.failed ? String(details.errorInstance) : 'passed')

describe('every run of a property must assert (the global fast-check plugin installed by the setup)', () => {
  it('fails a property that asserts only inside a rarely true if, naming the test', () => {
    const details = fc.check(
      fc.property(fc.nat(), (n) => {
        if (n === 123_456_789) expect(n).toBe(123_456_789)
      }),
      { seed: SEED, numRuns: 20 },
    )
    expect(details.failed).toBe(true)
    expect(failureOf(details)).toContain(noAssertionMessage(expect.getState().currentTestName))
    expect(failureOf(details)).toContain('fails a property that asserts only inside a rarely true if, naming the test')
  })

  it('fails a property whose loop may not run, once it draws the empty case', () => {
    const details = fc.check(
      fc.property(fc.array(fc.nat(), { maxLength: 3 }), (xs) => {
        for (const x of xs) expect(x).toBeGreaterThanOrEqual(0)
      }),
      { seed: SEED, numRuns: 50 },
    )
    expect(details.failed).toBe(true)
    expect(details.counterexample).toEqual([[]])
  })

  it('fails an asynchronous property that asserts nothing', async () => {
    const details = await fc.check(
      fc.asyncProperty(fc.nat(), async () => {}),
      { seed: SEED, numRuns: 5 },
    )
    expect(failureOf(details)).toContain('finished without an assertion')
  })

  it('fails a predicate that only returns a boolean, which vitest does not count', () => {
    const details = fc.check(fc.property(fc.nat(), (n) => n >= 0), { seed: SEED, numRuns: 5 })
    expect(failureOf(details)).toContain('finished without an assertion')
  })

  it('passes a property that asserts in every run, and leaves runs skipped by fc.pre alone', () => {
    const details = fc.check(
      fc.property(fc.nat(), (n) => {
        fc.pre(n % 3 !== 0)
        expect(n % 3).not.toBe(0)
      }),
      { seed: SEED, numRuns: 50 },
    )
    expect(failureOf(details)).toBe('passed')
    expect(details.numSkips).toBeGreaterThan(0)
  })

  it('keeps a real failure as it was', () => {
    const details = fc.check(
      fc.property(fc.nat(), (n) => {
        expect(n).toBeLessThan(0)
      }),
      { seed: SEED, numRuns: 5 },
    )
    expect(failureOf(details)).toContain('expected 0 to be less than 0')
  })

  it('judges one run directly: success without an assertion becomes a failure, anything else passes through', async () => {
    const silent = decorateRunToAssert(() => null)
    expect(silent([])).toEqual({ error: expect.any(Error) })
    const asserting = decorateRunToAssert(() => {
      expect(1).toBe(1)
      return null
    })
    expect(asserting([])).toBeNull()
    const skipped = new fc.PreconditionFailure()
    expect(decorateRunToAssert(() => skipped)([])).toBe(skipped)
    const failure = { error: new Error('real') }
    expect(decorateRunToAssert(() => failure)([])).toBe(failure)
    const later = await decorateRunToAssert(() => Promise.resolve(null))([])
    expect(later).toEqual({ error: expect.any(Error) })
  })

  // Through the vitest integration too: these tests are expected to fail, and the suite fails if they pass.
  test.fails.prop([fc.nat()], { seed: SEED, numRuns: 20 })('a test.prop that asserts only inside an if fails', (n) => {
    if (n === 123_456_789) expect(n).toBe(123_456_789)
  })
})

// expect.requireAssertions (set in the configs) fails a plain test that makes no assertion.
it.fails('a plain test without an assertion fails', () => {})
