import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { errorTextToPlain, isSupportSiteLink, parseErrorText } from './error-text.ts'

const SUPPORT = 'https://hilfe.kontor.de'

/** Text without markup characters: what a bank writes when it writes plain text. */
const plainText = fc.string({ unit: fc.constantFrom(...'abcäöüß ABC0123456789.,:;!?-()€'.split('')), maxLength: 60 })
const href = fc.oneof(
  fc.webPath().map((p) => `${SUPPORT}${p.startsWith('/') ? p : `/${p}`}`),
  fc.webUrl(),
  fc.constantFrom('javascript:alert(1)', `${SUPPORT}.evil.com/`, `${SUPPORT}@evil.com`, 'data:text/html,x'),
)
const fragment = fc.oneof(
  plainText,
  fc.tuple(href, plainText).map(([h, t]) => `<a href="${h}">${t}</a>`),
  plainText.map((t) => `<b>${t}</b>`),
  plainText.map((t) => `<script>${t}</script>`),
  fc.constant('<br>'),
)
const html = fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join(''))

test.prop([plainText])('plain text comes out as itself, with runs of spaces folded', (text) => {
  expect(errorTextToPlain(parseErrorText(text))).toBe(text.replace(/\s+/g, ' ').trim())
})

test.prop([html])('every link that survives points to the support site', (input) => {
  for (const segment of parseErrorText(input)) {
    if (segment.kind === 'link') expect(isSupportSiteLink(segment.href)).toBe(true)
  }
})

test.prop([html])('no markup survives: the output has no tag, and script content is gone', (input) => {
  const plain = errorTextToPlain(parseErrorText(input))
  expect(plain).not.toMatch(/<\/?[a-z]/i)
  expect(plain).not.toContain('alert(')
})

test.prop([html])('the output is minimal: no empty text, no two text segments side by side, no outer spaces', (input) => {
  const segments = parseErrorText(input)
  segments.forEach((s, i) => {
    if (s.kind === 'text') {
      expect(s.text).not.toBe('')
      expect(segments[i + 1]?.kind).not.toBe('text')
    }
  })
  const first = segments[0]
  const last = segments.at(-1)
  if (first?.kind === 'text') expect(first.text).toBe(first.text.trimStart())
  if (last?.kind === 'text') expect(last.text).toBe(last.text.trimEnd())
})
