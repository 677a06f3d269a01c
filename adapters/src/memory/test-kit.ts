/** Helpers of the memory backend's tests (one place, not a copy in each test file). */
import * as E from 'fp-ts/lib/Either.js'

/** The answer of a call that must succeed; a Left fails the test with what the db answered. */
export const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected an answer, got ${JSON.stringify(result.left)}`)
  return result.right
}
