import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { parseEmailAddress } from './email.ts'

test.prop([fc.emailAddress()])('addresses fast-check considers valid (RFC 1123 domains) are accepted when they have a letter TLD', (email) => {
  fc.pre(email.length <= 254 && /\.[a-z]{2,}$/i.test(email))
  expect(parseEmailAddress(email)).toEqual(E.right(email))
})

/** Mostly addresses, and near misses of them: a second @, white space, no dot in the domain, any text. */
const emailLikeArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.tuple(fc.emailAddress(), fc.nat(), fc.constantFrom('@', ' ', '\u00a0', '\t', '.', '')).map(([email, at, ch]) => {
    const i = at % (email.length + 1)
    return `${email.slice(0, i)}${ch}${email.slice(i)}`
  }) },
  { weight: 1, arbitrary: fc.emailAddress().map((email) => email.replace(/\.(?=[^@]*$)/g, '')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
)

test.prop([emailLikeArbitrary])('anything accepted has one @, no white space and a dotted domain', (s) => {
  const result = parseEmailAddress(s)
  fc.pre(E.isRight(result))
  expect(result.right.split('@')).toHaveLength(2)
  expect(result.right).not.toMatch(/\s/u)
  expect(result.right.split('@')[1]).toMatch(/\./)
})

test.prop([fc.emailAddress(), fc.constantFrom(' ', '\t', '\n')])('surrounding white space does not change the result', (email, space) => {
  expect(parseEmailAddress(`${space}${email}${space}`)).toEqual(parseEmailAddress(email))
})
