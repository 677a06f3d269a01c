import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { SCA_TAN_MAX_LENGTH_CHARS, SCA_TAN_MIN_LENGTH_CHARS } from './constants.ts'
import { validateTan } from './tan-rules.ts'

const tanArbitrary = fc.string({
  unit: fc.constantFrom(...'0123456789abcXYZ'),
  minLength: SCA_TAN_MIN_LENGTH_CHARS,
  maxLength: SCA_TAN_MAX_LENGTH_CHARS,
})
const spaces = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 })

test.prop([tanArbitrary, spaces, spaces])('a TAN of 4 to 16 letters or digits is taken, surrounded by spaces or not', (tan, before, after) => {
  expect(validateTan(`${before}${tan}${after}`)).toEqual(E.right(tan))
})

test.prop([fc.string({ maxLength: 24 })])('whatever is typed: accepted exactly when it is 4 to 16 letters or digits without spaces, never leaking the TAN', (typed) => {
  const tan = typed.replace(/\s+/g, '')
  const ok = /^[A-Za-z0-9]+$/.test(tan) && tan.length >= SCA_TAN_MIN_LENGTH_CHARS && tan.length <= SCA_TAN_MAX_LENGTH_CHARS
  const result = validateTan(typed)
  expect(E.isRight(result)).toBe(ok)
  if (E.isLeft(result)) {
    expect(result.left).toHaveLength(1)
    expect(result.left[0]?.key).toBe(tan === '' ? 'sca.tanRequired' : 'sca.tanInvalidFormat')
    // nothing typed travels in the issue: its params are the limits only
    expect(result.left[0]?.params).toEqual(tan === '' ? undefined : { minLength: SCA_TAN_MIN_LENGTH_CHARS, maxLength: SCA_TAN_MAX_LENGTH_CHARS })
  }
})
