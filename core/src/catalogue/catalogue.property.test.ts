import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { catalogue, isCatalogueKey, messageFor } from './catalogue.ts'
import { fillPlaceholders } from '../errors/placeholders.ts'

const GENERIC_TEXT = catalogue['backend.unknownIssue'].de
const placeholderNameArbitrary = fc.stringMatching(/^\w{1,8}$/)
const paramsArbitrary = fc.dictionary(placeholderNameArbitrary, fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 4 })

test.prop([fc.string().filter((key) => !isCatalogueKey(key)), paramsArbitrary])('an unknown key gets the generic text', (key, params) => {
  expect(messageFor(key, params)).toBe(fillPlaceholders(GENERIC_TEXT, params))
})

test.prop([fc.constantFrom(...Object.keys(catalogue)), paramsArbitrary])('a known key is never shown raw', (key, params) => {
  const text = messageFor(key, params)
  expect(text.length).toBeGreaterThan(0)
  expect(text).not.toContain(key)
})

test.prop([fc.string().filter((s) => !s.includes('{{')), paramsArbitrary])('text without placeholders is left as it is', (text, params) => {
  expect(fillPlaceholders(text, params)).toBe(text)
})

test.prop([fc.array(fc.tuple(fc.string({ maxLength: 6 }).filter((s) => !/[{}]/.test(s)), placeholderNameArbitrary), { maxLength: 5 }), paramsArbitrary])(
  'each placeholder is replaced by its value when it has one and stays visible when not',
  (pieces, params) => {
    const template = pieces.map(([literal, name]) => `${literal}{{${name}}}`).join('')
    const expected = pieces.map(([literal, name]) => literal + (Object.hasOwn(params, name) ? String(params[name]) : `{{${name}}}`)).join('')
    expect(fillPlaceholders(template, params)).toBe(expected)
  },
)
