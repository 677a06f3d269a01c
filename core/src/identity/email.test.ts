import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { parseEmailAddress } from './email.ts'

describe('parseEmailAddress', () => {
  it.each([
    'max@example.de',
    'max.mustermann@example.de',
    'Max.Mustermann+konto@sub.example.co.uk',
    "o'neil@example.com",
    'info@müller-bau.de',
    'a@b.xn--p1ai',
    `${'a'.repeat(64)}@example.de`,
  ])('accepts %s', (email) => {
    expect(parseEmailAddress(email)).toEqual(E.right(email))
  })

  it('drops surrounding white space only', () => {
    expect(parseEmailAddress('  max@example.de\n')).toEqual(E.right('max@example.de'))
  })

  it.each([
    ['', 'empty'],
    ['max', 'no @'],
    ['@example.de', 'nothing before the @'],
    ['max@', 'nothing after the @'],
    ['max@example', 'no top-level domain'],
    ['max@example.d', 'a one-letter top-level domain'],
    ['max@example.123', 'a numeric top-level domain'],
    ['max@@example.de', 'two @'],
    ['max@ex@ample.de', 'two @'],
    ['max mustermann@example.de', 'a space'],
    ['.max@example.de', 'a leading dot'],
    ['max.@example.de', 'a trailing dot'],
    ['max..m@example.de', 'two dots'],
    ['max@-example.de', 'a label starting with a hyphen'],
    ['max@example-.de', 'a label ending with a hyphen'],
    ['max@example..de', 'an empty label'],
    ['max@[127.0.0.1]', 'an IP address'],
    ['"max m"@example.de', 'a quoted local part'],
    [`${'a'.repeat(65)}@example.de`, 'a local part of 65 characters'],
    [`max@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.de`, 'more than 254 characters'],
    ['max@exa mple.de', 'a space in the domain'],
    ['<max@example.de>', 'angle brackets'],
  ])('rejects %j (%s)', (email) => {
    expect(parseEmailAddress(email)).toEqual(E.left([{ field: 'email', key: 'identity.invalidEmail' }]))
  })
})
