/**
 * Error text from the server (i18nValues.errorText) may carry markup (spec: accounts-and-transfers 8,
 * "Markup is stripped from the error text unless it links to the support site"). It is parsed with a real HTML
 * parser into text and link segments: the UI renders segments, never HTML.
 */
import { Parser } from 'htmlparser2'
import { SUPPORT_SITE_ORIGIN } from './constants.ts'

export type ErrorTextSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }

/** Elements whose content is never text for a person (scripts, styles, templates …). */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title'])
/** Elements that end a line or a block: they become a space, so words never run together. */
const BREAKING_ELEMENTS = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr'])

const hasWhitespaceControlOrBackslash = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f || code === 0x5c || /\s/.test(text.charAt(i))) return true
  }
  return false
}

/**
 * Whether a link target is on the support site: https, exactly its host (any case), then the end or a path, query
 * or fragment. Lookalikes ('…kontor.de.evil.com', '…kontor.de@evil.com') and other schemes never pass.
 * @example isSupportSiteLink('https://hilfe.kontor.de/artikel/123') // true
 */
export const isSupportSiteLink = (href: string, supportOrigin: string = SUPPORT_SITE_ORIGIN): boolean => {
  const target = href.trim()
  // Control characters or whitespace inside a URL are a trick, never a real support link.
  if (hasWhitespaceControlOrBackslash(target)) return false
  const origin = supportOrigin.toLowerCase()
  if (!origin.startsWith('https://') || target.length < origin.length) return false
  if (target.slice(0, origin.length).toLowerCase() !== origin) return false
  const next = target.charAt(origin.length)
  return next === '' || next === '/' || next === '?' || next === '#'
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ')

/** Joins neighbouring text segments and trims the outer ends, so the output is stable and minimal. */
export const tidyErrorTextSegments = (segments: ReadonlyArray<ErrorTextSegment>): ReadonlyArray<ErrorTextSegment> => {
  const joined: ErrorTextSegment[] = []
  for (const s of segments) {
    const last = joined.at(-1)
    if (s.kind === 'text' && last?.kind === 'text') joined[joined.length - 1] = { kind: 'text', text: collapse(last.text + s.text) }
    else if (s.kind === 'link') joined.push(s)
    else if (s.text !== '') joined.push({ kind: 'text', text: collapse(s.text) })
  }
  const first = joined[0]
  if (first?.kind === 'text') joined[0] = { kind: 'text', text: first.text.trimStart() }
  const end = joined.at(-1)
  if (end?.kind === 'text') joined[joined.length - 1] = { kind: 'text', text: end.text.trimEnd() }
  return joined.filter((s) => s.kind === 'link' || s.text !== '')
}

/**
 * Parses server error text into segments: all markup goes, entities are decoded, script and style content is
 * dropped, and an <a href> survives as a link only when it points to the support site (else its text stays).
 * @example parseErrorText('Siehe <a href="https://hilfe.kontor.de/x">Hilfe</a><script>x()</script>')
 * // [{ kind: 'text', text: 'Siehe ' }, { kind: 'link', text: 'Hilfe', href: 'https://hilfe.kontor.de/x' }]
 */
export const parseErrorText = (html: string, supportOrigin: string = SUPPORT_SITE_ORIGIN): ReadonlyArray<ErrorTextSegment> => {
  const segments: ErrorTextSegment[] = []
  let hiddenDepth = 0
  /** The open support link, if any; links do not nest in HTML, so one is enough. */
  let link: { href: string; text: string; depth: number } | undefined
  let depth = 0
  const pushText = (text: string) => {
    if (link !== undefined) link.text += text
    else segments.push({ kind: 'text', text })
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth += 1
        if (BREAKING_ELEMENTS.has(name) && hiddenDepth === 0) pushText(' ')
        const href = attributes['href']
        if (name === 'a' && link === undefined && href !== undefined && isSupportSiteLink(href, supportOrigin)) {
          link = { href: href.trim(), text: '', depth }
        }
      },
      ontext(text) {
        if (hiddenDepth === 0) pushText(text)
      },
      onclosetag(name) {
        if (link !== undefined && name === 'a' && depth === link.depth) {
          const text = collapse(link.text).trim()
          segments.push({ kind: 'link', text: text === '' ? link.href : text, href: link.href })
          link = undefined
        }
        if (HIDDEN_ELEMENTS.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1)
        if (BREAKING_ELEMENTS.has(name) && hiddenDepth === 0) pushText(' ')
        depth = Math.max(0, depth - 1)
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  )
  parser.write(html)
  parser.end()
  return tidyErrorTextSegments(segments)
}

/** A text of our own (a catalogue message) as error text: one text segment, so every notice renders alike. */
export const toTextSegments = (text: string): ReadonlyArray<ErrorTextSegment> => [{ kind: 'text', text }]

/** The segments as plain text (links by their text), for places that show no links, such as a field error. */
export const errorTextToPlain = (segments: ReadonlyArray<ErrorTextSegment>): string =>
  segments.map((s) => s.text).join('')
