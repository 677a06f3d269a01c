import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { parseGermanDate, parseLocalDate } from '../calendar/local-date.ts'
import { parseMoney } from '../money/money.ts'
import { CATALOGUE_PARTS, catalogue, isCatalogueKey, messageFor } from './catalogue.ts'
import { fillPlaceholders } from '../errors/placeholders.ts'
import { REACTIONS } from '../errors/reaction.ts'

const GENERIC_TEXT = catalogue['backend.unknownIssue'].de
const entries = Object.entries(catalogue)

describe('the catalogue', () => {
  it.each(entries)('%s has a non-empty German sentence', (_key, entry) => {
    expect(entry.de.trim()).toBe(entry.de)
    expect(entry.de.length).toBeGreaterThan(2)
    expect(entry.de).toMatch(/^([A-ZÄÖÜ]|\{\{|\d)/) // a sentence or a label, never lower-case junk
    expect(entry.de).not.toMatch(/\b(please|error|the|try again)\b/i)
  })

  // Issue 10: a message never shouts; the spec's two texts with "!" end with a full stop here.
  it.each(entries)('%s has no exclamation mark', (_key, entry) => {
    expect(entry.de).not.toContain('!')
  })

  it.each(entries)('every {{placeholder}} in %s is a single word', (_key, entry) => {
    expect(entry.de.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/)
  })

  it.each(entries)('%s has a known reaction and source', (_key, entry) => {
    expect(REACTIONS).toContain(entry.reaction)
    expect(['spec', 'ours']).toContain(entry.source)
  })

  it('repeats a text only for spellings of the same case (upper/lower-case keys, one issue from two sources)', () => {
    /** The spec spells some keys in both cases, and names two keys for the same SCA challenge. */
    const sameCase = (key: string) => key.toLowerCase().replace(/^(missing_entity|solaris_sca_required)@/, 'sca@')
    const byText = new Map<string, Set<string>>()
    for (const [key, entry] of entries) byText.set(entry.de, (byText.get(entry.de) ?? new Set()).add(sameCase(key)))
    const clashes = [...byText].filter(([, keys]) => keys.size > 1).map(([text, keys]) => `${[...keys].join(', ')}: ${text}`)
    expect(clashes).toEqual([])
  })

  it('is made of parts that share no key, so each message is defined once', () => {
    const seen = new Map<string, string>()
    const doubles: string[] = []
    for (const [part, messages] of Object.entries(CATALOGUE_PARTS)) {
      for (const key of Object.keys(messages)) {
        const other = seen.get(key)
        if (other !== undefined) doubles.push(`${key} in ${other} and ${part}`)
        seen.set(key, part)
      }
    }
    expect(doubles).toEqual([])
    expect(seen.size).toBe(entries.length)
  })

  it('covers every key the core parsers produce', () => {
    const results = [
      parseMoney(''),
      parseMoney('x'),
      parseMoney('1,234'),
      parseGermanDate(''),
      parseGermanDate('x'),
      parseLocalDate('x'),
    ]
    for (const result of results) {
      expect(E.isLeft(result)).toBe(true)
      if (E.isLeft(result)) for (const issue of result.left) expect(isCatalogueKey(issue.key)).toBe(true)
    }
  })
})

describe('isCatalogueKey', () => {
  it('knows the catalogue keys and nothing inherited', () => {
    expect(isCatalogueKey('money.required')).toBe(true)
    expect(isCatalogueKey('money.unknown')).toBe(false)
    expect(isCatalogueKey('toString')).toBe(false)
    expect(isCatalogueKey('constructor')).toBe(false)
    expect(isCatalogueKey('__proto__')).toBe(false)
  })
})

describe('fillPlaceholders', () => {
  it('fills every occurrence of a placeholder', () => {
    expect(fillPlaceholders('{{a}} und {{a}}, {{b}}', { a: 'x', b: 2 })).toBe('x und x, 2')
  })

  it('keeps a placeholder without a value visible', () => {
    expect(fillPlaceholders('in {{seconds}} Sekunden', {})).toBe('in {{seconds}} Sekunden')
    expect(fillPlaceholders('in {{seconds}} Sekunden')).toBe('in {{seconds}} Sekunden')
    expect(fillPlaceholders('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}')
  })

  it('does not take inherited properties for values', () => {
    expect(fillPlaceholders('{{toString}} {{constructor}}', {})).toBe('{{toString}} {{constructor}}')
  })

  it('fills 0 and the empty string, which are values', () => {
    expect(fillPlaceholders('{{n}}|{{s}}', { n: 0, s: '' })).toBe('0|')
  })

  it('inserts values literally, with no second round of filling or $-patterns', () => {
    expect(fillPlaceholders('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}')
    expect(fillPlaceholders('{{a}}', { a: '$& $1 $$' })).toBe('$& $1 $$')
  })

  it('leaves text without placeholders and malformed braces alone', () => {
    expect(fillPlaceholders('Kein Platzhalter.', { a: 1 })).toBe('Kein Platzhalter.')
    expect(fillPlaceholders('{a} {{ a }} {{a-b}}', { a: 1 })).toBe('{a} {{ a }} {{a-b}}')
  })
})

describe('messageFor', () => {
  it('gives the German text of a known key, with its placeholders filled', () => {
    expect(messageFor('money.required')).toBe('Bitte geben Sie einen Betrag ein.')
    expect(messageFor('money.tooManyDecimals', { maxDecimals: 2 })).toBe('Ein Betrag hat höchstens 2 Nachkommastellen.')
    expect(messageFor('backend.rateLimited', { seconds: 30 })).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.')
  })

  it.each(['transfer.limitExceeded', '', 'toString', '__proto__', 'MONEY.REQUIRED'])('gives the generic text for the unknown key %j', (key) => {
    expect(messageFor(key)).toBe(GENERIC_TEXT)
    if (key !== '') expect(messageFor(key)).not.toContain(key)
  })

  it('fills the text of every issue the money parser produces completely', () => {
    for (const input of ['', 'x', '1,234']) {
      const result = parseMoney(input)
      expect(E.isLeft(result)).toBe(true)
      if (E.isLeft(result)) for (const issue of result.left) expect(messageFor(issue.key, issue.params)).not.toMatch(/\{\{/)
    }
  })
})
