/**
 * fp-ts's two Either constructors, restated for the value areas (iban, bic) so that their entries load no fp-ts at
 * run time: another service that imports `@kontor/core/iban` pays for the IBAN rules only. An Either is a plain
 * `{ _tag, left | right }` object; these build exactly what `E.left` and `E.right` build, typed as fp-ts's Either.
 * Internal to the core: not exported from errors/index.ts.
 */
import type * as E from 'fp-ts/lib/Either.js'

/** What `E.left(e)` gives. */
export const toLeft = <L, R = never>(left: L): E.Either<L, R> => ({ _tag: 'Left', left })

/** What `E.right(a)` gives. */
export const toRight = <R, L = never>(right: R): E.Either<L, R> => ({ _tag: 'Right', right })
