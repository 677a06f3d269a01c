import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeEncodedPin, encodePin, fromBase64, fromUtf8Bytes, isPinEncodable, toBase64, toUtf8Bytes } from './pin-encoding.ts'
import { accountWizardMessages } from './wizard-messages.ts'

const INVALID = E.left([{ field: 'pin', key: 'accounts.credentialsInvalidCharacters' }])

describe('encodePin', () => {
  it('sends an empty PIN as null', () => {
    expect(encodePin('')).toEqual(E.right(null))
  })

  it.each([
    ['1', 'MQ=='],
    ['12', 'MTI='],
    ['123', 'MTIz'],
    ['1234', 'MTIzNA=='],
    ['12345', 'MTIzNDU='],
    ['geheim!', 'Z2VoZWltIQ=='],
    [' ', 'IA=='],
    ['~', 'fg=='],
    ['ä', 'w6Q='],
    ['Straße12', 'U3RyYcOfZTEy'],
    ['ÿ¡', 'w7/CoQ=='],
    ['a b', 'YSBi'],
  ])('encodes %j as the base64 of its UTF-8 bytes: %s', (pin, expected) => {
    expect(encodePin(pin)).toEqual(E.right(expected))
  })

  it.each([
    ['a tab', '12\t34', 'MTIJMzQ='],
    ['the euro sign', '12€', 'MTLigqw='],
    ['an emoji', '12😀', 'MTLwn5iA'],
    ['a no-break space', '12\u00a0', 'MTLCoA=='],
  ])('accepts a PIN with %s: it can be encoded (spec 5.1 refuses only what cannot)', (_what, pin, expected) => {
    expect(encodePin(pin)).toEqual(E.right(expected))
  })

  it.each([
    ['a lone high surrogate', '12\ud83d34'],
    ['a lone low surrogate', '12\ude0034'],
    ['a high surrogate at the end', '1234\ud800'],
  ])('rejects a PIN with %s: "Die Zugangsdaten beinhalten ungültige Zeichen."', (_what, pin) => {
    expect(encodePin(pin)).toEqual(INVALID)
    expect(accountWizardMessages['accounts.credentialsInvalidCharacters'].de).toBe('Die Zugangsdaten beinhalten ungültige Zeichen.')
  })

  it('puts the issue on the field it is given, and never the PIN into it', () => {
    const result = encodePin('geheim\ud800', 'newPin')
    expect(result).toEqual(E.left([{ field: 'newPin', key: 'accounts.credentialsInvalidCharacters' }]))
    expect(JSON.stringify(result)).not.toContain('geheim')
  })

  it('keeps spaces: the PIN is never trimmed', () => {
    expect(encodePin(' 1234 ')).toEqual(E.right('IDEyMzQg'))
  })
})

describe('isPinEncodable', () => {
  it('says yes to the empty PIN and to any text with a UTF-8 form, no to a lone surrogate', () => {
    expect(isPinEncodable('')).toBe(true)
    expect(isPinEncodable('Ab1!äÖü߀')).toBe(true)
    expect(isPinEncodable('Ab1\ud800')).toBe(false)
  })
})

describe('UTF-8 and base64 by hand', () => {
  it.each([
    ['', []],
    ['A', [0x41]],
    ['ä', [0xc3, 0xa4]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
    ['\u07ff\u0800\uffff', [0xdf, 0xbf, 0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf]],
  ])('encodes %j as its UTF-8 bytes', (text, bytes) => {
    expect(toUtf8Bytes(text)).toEqual(bytes)
    expect(fromUtf8Bytes(bytes)).toBe(text)
  })

  it('has no UTF-8 for a lone surrogate', () => {
    expect(toUtf8Bytes('a\ud800')).toBeUndefined()
    expect(toUtf8Bytes('\udfffa')).toBeUndefined()
  })

  it.each([
    ['an overlong slash', [0xc0, 0xaf]],
    ['an overlong NUL', [0xe0, 0x80, 0x80]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a cut-off sequence', [0xe2, 0x82]],
    ['a lone continuation byte', [0x80]],
    ['a bad continuation byte', [0xc3, 0x41]],
  ])('rejects %s as UTF-8', (_what, bytes) => {
    expect(fromUtf8Bytes(bytes)).toBeUndefined()
  })

  it.each([
    ['', []],
    ['Zg==', [0x66]],
    ['Zm8=', [0x66, 0x6f]],
    ['Zm9v', [0x66, 0x6f, 0x6f]],
    ['Zm9vYg==', [0x66, 0x6f, 0x6f, 0x62]],
    ['Zm9vYmE=', [0x66, 0x6f, 0x6f, 0x62, 0x61]],
    ['Zm9vYmFy', [0x66, 0x6f, 0x6f, 0x62, 0x61, 0x72]],
    ['AP/+', [0x00, 0xff, 0xfe]],
    ['+/+/', [0xfb, 0xff, 0xbf]],
  ])('base64 of the RFC 4648 test vector %j', (text, bytes) => {
    expect(toBase64(bytes)).toBe(text)
    expect(fromBase64(text)).toEqual(bytes)
  })

  it.each([['Zg'], ['Zg='], ['Zh=='], ['Zm9'], ['Zm9=='], ['Z m9v'], ['Zm9v\n'], ['Zm-_'], ['=Zm9'], ['Zm==Zm9v']])(
    'rejects %j as canonical base64',
    (text) => {
      expect(fromBase64(text)).toBeUndefined()
    },
  )
})

describe('decodeEncodedPin', () => {
  it('reads back what encodePin sent, null as the empty PIN, and nothing from junk', () => {
    expect(decodeEncodedPin('w6QxMg==')).toBe('ä12')
    expect(decodeEncodedPin(null)).toBe('')
    expect(decodeEncodedPin('wA==')).toBeUndefined() // 0xc0 alone is not UTF-8
    expect(decodeEncodedPin('not base64')).toBeUndefined()
  })
})
