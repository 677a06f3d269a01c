/**
 * Helpers core's own tests share. Not part of the package: tsconfig.build.json leaves this file out of dist, unlike
 * testing.ts, whose arbitraries other services import as @kontor/core/testing.
 */
import * as E from 'fp-ts/lib/Either.js'
import { fromWireAmount, parseMoney, type Money } from './money/money.ts'

/**
 * The issues of a rule's result: its left, none when it is right.
 * @example issuesOf(parseIban('')) // [{ field: 'iban', key: 'iban.required' }]
 */
export const issuesOf = <I>(result: E.Either<ReadonlyArray<I>, unknown>): ReadonlyArray<I> => (E.isLeft(result) ? result.left : [])

/**
 * The message keys of a result's issues, in order.
 * @example keysOf(parseIban('')) // ['iban.required']
 */
export const keysOf = (result: E.Either<ReadonlyArray<{ readonly key: string }>, unknown>): ReadonlyArray<string> =>
  issuesOf(result).map((issue) => issue.key)

/**
 * A result's issues as 'field:key', in order: which field each key is on.
 * @example fieldKeysOf(parseIban('')) // ['iban:iban.required']
 */
export const fieldKeysOf = (result: E.Either<ReadonlyArray<{ readonly field: string; readonly key: string }>, unknown>): ReadonlyArray<string> =>
  issuesOf(result).map((issue) => `${issue.field}:${issue.key}`)

/** An amount as the wire gives it ('-12.5'); a test whose amount does not read fails at once. */
export const moneyFromWire = (decimal: string): Money =>
  E.getOrElse<string, Money>((reason) => {
    throw new Error(`${decimal}: ${reason}`)
  })(fromWireAmount(decimal))

/** An amount as a user types it ('1.234,56'); a test whose amount does not read fails at once. */
export const moneyFromText = (text: string): Money =>
  E.getOrElseW((issues: ReadonlyArray<{ readonly key: string }>) => {
    throw new Error(`${text}: ${issues.map((issue) => issue.key).join(', ')}`)
  })(parseMoney(text))

/**
 * Collects the invariants a step of a flow breaks, by name: a model-based test checks them all with plain checks
 * (fast) and reports every broken one together.
 * @example const { ensure, broken } = invariantChecks(); ensure(state.step !== 'lost', 'never lost'); broken // []
 */
export const invariantChecks = (): { readonly ensure: (ok: boolean, invariant: string) => void; readonly broken: ReadonlyArray<string> } => {
  const broken: string[] = []
  return {
    ensure: (ok, invariant) => {
      if (!ok) broken.push(invariant)
    },
    broken,
  }
}
