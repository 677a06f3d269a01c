import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { hasMarkupOrControlCharacters, isBlank } from './text-rules.ts'

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

const MARKUP_OR_CONTROL_CHARS = ['<', '>', '\u0000', '\u0007', '\t', '\n', '\u007f', '\u0085', '\u202e', '\u2066'] as const

test.prop([fc.string(), fc.constantFrom(...MARKUP_OR_CONTROL_CHARS), fc.string()])(
  'a text holding a tag bracket or a control character is refused wherever it sits',
  (before, bad, after) => {
    expect(hasMarkupOrControlCharacters(`${before}${bad}${after}`)).toBe(true)
  },
)

test.prop([fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[<>\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ''))])(
  'a text without them passes, umlauts, ß, & and quotes included',
  (text) => {
    expect(hasMarkupOrControlCharacters(`${text}Müller & Söhne „Groß“`)).toBe(false)
  },
)
