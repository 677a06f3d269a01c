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

/** Markup with at least one link in it, among other fragments. */
const htmlWithLink = fc
  .tuple(fc.array(fragment, { maxLength: 4 }), fc.tuple(href, plainText), fc.array(fragment, { maxLength: 4 }))
  .map(([before, [h, t], after]) => [...before, `<a href="${h}">${t}</a>`, ...after].join(''))

test.prop([htmlWithLink])('every link that survives points to the support site', (input) => {
  const hrefs = parseErrorText(input).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : []))
  expect(hrefs.filter((h) => !isSupportSiteLink(h))).toEqual([])
})

test.prop([html])('no markup survives: the output has no tag, and script content is gone', (input) => {
  const plain = errorTextToPlain(parseErrorText(input))
  expect(plain).not.toMatch(/<\/?[a-z]/i)
  expect(plain).not.toContain('alert(')
})

test.prop([fc.array(fragment, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''))])(
  'the output is minimal: no empty text, no two text segments side by side, no outer spaces',
  (input) => {
    const segments = parseErrorText(input)
    const texts = segments.flatMap((s) => (s.kind === 'text' ? [s.text] : []))
    expect(texts.filter((t) => t === '')).toEqual([])
    expect(segments.filter((s, i) => s.kind === 'text' && segments[i + 1]?.kind === 'text')).toEqual([])
    const first = segments[0]
    const last = segments.at(-1)
    const firstText = first?.kind === 'text' ? first.text : ''
    const lastText = last?.kind === 'text' ? last.text : ''
    expect([firstText, lastText]).toEqual([firstText.trimStart(), lastText.trimEnd()])
  },
)
