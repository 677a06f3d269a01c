import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { isBlank } from './text-rules.ts'

const WHITE_SPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'] as const

test.prop([fc.array(fc.constantFrom(...WHITE_SPACE)).map((chars) => chars.join(''))])('white space alone is blank', (text) => {
  expect(isBlank(text)).toBe(true)
})

test.prop([fc.string(), fc.string().filter((s) => s.trim() !== ''), fc.string()])(
  'a text with anything but white space in it is not blank',
  (before, core, after) => {
    expect(isBlank(`${before}${core}${after}`)).toBe(false)
  },
)

test.prop([fc.constantFrom(null, undefined)])('an absent text is blank', (absent) => {
  expect(isBlank(absent)).toBe(true)
})
