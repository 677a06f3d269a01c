/**
 * A property whose predicate can finish without an assertion passes without testing anything in those runs (an
 * `if (accepted) expect(…)` that is rarely true passes 99 runs in 100 unchecked). This fast-check plugin fails every
 * run that ends successfully while vitest's assertion count has not grown, naming the test. Runs skipped by
 * `fc.pre` are left alone: fast-check counts them, and fails a property that skips too often.
 *
 * It watches the global `expect` of vitest, the one every test file imports. A predicate that only returns a boolean
 * makes no vitest assertion and is failed too: write `expect(…)` instead.
 */
import fc from 'fast-check'
import { expect } from 'vitest'

type Run = fc.IRawProperty<unknown, boolean>['run']
type RunResult = ReturnType<Run>

export const noAssertionMessage = (testName: string | undefined): string =>
  `A run of the property in "${testName ?? 'an unnamed test'}" finished without an assertion. Every run must assert: ` +
  'generate the interesting cases directly (or filter the rare uninteresting ones out with fc.pre) ' +
  'instead of asserting only inside an if, a loop that may not run or a callback that may not be called.'

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'

/** Wraps one execution of a predicate; exported for the guard's own test. */
export const decorateRunToAssert =
  (nestedRun: Run): Run =>
  (value) => {
    const before = expect.getState().assertionCalls
    const judge = (out: Awaited<RunResult>): Awaited<RunResult> =>
      out === null && expect.getState().assertionCalls === before
        ? { error: new Error(noAssertionMessage(expect.getState().currentTestName)) }
        : out
    const out = nestedRun(value)
    return (isPromise(out) ? out.then(judge) : judge(out as Awaited<RunResult>)) as RunResult
  }

/** The plugin: every run of every property must make at least one vitest assertion. */
export const everyRunAsserts = (): fc.Plugin<unknown> => () => ({ decorateRun: decorateRunToAssert })

const INSTALLED = Symbol.for('kontor.everyRunAsserts.installedInto')

/**
 * Installs the plugin once per fast-check instance: setup files run again for each test file while the fast-check
 * module (and its list of global plugins) stays loaded in the worker.
 */
export function installEveryRunAsserts(): void {
  const registry = globalThis as { [INSTALLED]?: unknown }
  if (registry[INSTALLED] === fc.installGlobalPlugin) return
  fc.installGlobalPlugin(everyRunAsserts())
  registry[INSTALLED] = fc.installGlobalPlugin
}
