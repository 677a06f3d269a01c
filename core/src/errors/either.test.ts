import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { toLeft, toRight } from './either.ts'

describe('toLeft and toRight', () => {
  it("build the very values fp-ts's constructors build, so every fp-ts function takes them", () => {
    expect(toLeft(['x'])).toStrictEqual(E.left(['x']))
    expect(toRight(42)).toStrictEqual(E.right(42))
    expect(E.getOrElse(() => 0)(toLeft<string, number>('no'))).toBe(0)
    expect(E.map((n: number) => n + 1)(toRight(1))).toStrictEqual(E.right(2))
  })
})
