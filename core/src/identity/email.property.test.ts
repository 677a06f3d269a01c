import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { parseEmailAddress } from './email.ts'

test.prop([fc.emailAddress()])('addresses fast-check considers valid (RFC 1123 domains) are accepted when they have a letter TLD', (email) => {
  fc.pre(email.length <= 254 && /\.[a-z]{2,}$/i.test(email))
  expect(parseEmailAddress(email)).toEqual(E.right(email))
})

test.prop([fc.string({ maxLength: 40 })])('anything accepted has one @, no white space and a dotted domain', (s) => {
  const result = parseEmailAddress(s)
  if (E.isRight(result)) {
    expect(result.right.split('@')).toHaveLength(2)
    expect(result.right).not.toMatch(/\s/u)
    expect(result.right.split('@')[1]).toMatch(/\./)
  }
})

test.prop([fc.emailAddress(), fc.constantFrom(' ', '\t', '\n')])('surrounding white space does not change the result', (email, space) => {
  expect(parseEmailAddress(`${space}${email}${space}`)).toEqual(parseEmailAddress(email))
})
