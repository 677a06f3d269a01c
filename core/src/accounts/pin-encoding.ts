/**
 * The bank PIN on its way to the banking service: base64 before sending, an empty PIN as null (spec:
 * accounts-and-transfers 3 "pin: base64-encoded before sending", 5.1 "A PIN that cannot be encoded is rejected with
 * 'Die Zugangsdaten beinhalten ungültige Zeichen.'. An empty PIN is sent as null.").
 *
 * A PIN is never logged: no issue, error or message made here carries the PIN or any part of it.
 */
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'

export interface EncodedPinBrand {
  readonly EncodedPin: unique symbol
}
/** A PIN as it is sent: the base64 of its UTF-8 bytes. */
export type EncodedPin = t.Branded<string, EncodedPinBrand>

/** The form field (and server source) of the PIN. */
export const PIN_FIELD = 'pin'

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const BASE64_PADDING = '='

/**
 * Whether a PIN can be encoded: every character has a UTF-8 form, i.e. the text holds no lone surrogate (half of a
 * UTF-16 pair, e.g. from a broken paste). Only such a PIN is rejected (spec 5.1: "A PIN that cannot be encoded is
 * rejected"); whether the bank takes '€' or an emoji is the bank's answer, not ours. The empty PIN is valid (it is
 * sent as null).
 * @example isPinEncodable('12€') // true
 * @example isPinEncodable('12\ud83d') // false
 */
export const isPinEncodable = (pin: string): boolean => toUtf8Bytes(pin) !== undefined

/**
 * The UTF-8 bytes of a string, or undefined when it holds a lone surrogate (which has no UTF-8 form).
 * @example toUtf8Bytes('ä') // [0xc3, 0xa4]
 */
export const toUtf8Bytes = (text: string): ReadonlyArray<number> | undefined => {
  const bytes: number[] = []
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0
    if (cp >= 0xd800 && cp <= 0xdfff) return undefined // a lone surrogate: for-of yields it as one character
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
  }
  return bytes
}

/**
 * The string of UTF-8 bytes, or undefined when they are not well-formed UTF-8 (overlong forms, surrogates, code
 * points above U+10FFFF, cut-off sequences).
 * @example fromUtf8Bytes([0xc3, 0xa4]) // 'ä'
 */
export const fromUtf8Bytes = (bytes: ReadonlyArray<number>): string | undefined => {
  let text = ''
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] ?? -1
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0
    if (lead < 0 || length === 0 || i + length > bytes.length) return undefined
    let cp = length === 1 ? lead : lead & (0xff >> (length + 1))
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k] ?? -1
      if ((next & 0xc0) !== 0x80 || next < 0) return undefined
      cp = (cp << 6) | (next & 0x3f)
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][length] ?? 0
    if (cp < minimum || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined
    text += String.fromCodePoint(cp)
    i += length
  }
  return text
}

/**
 * Base64 (RFC 4648, standard alphabet, with padding) of bytes 0..255.
 * @example toBase64([0x61, 0x62]) // 'YWI='
 */
export const toBase64 = (bytes: ReadonlyArray<number>): string => {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0
    const b1 = bytes[i + 1]
    const b2 = bytes[i + 2]
    const triple = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0)
    out += BASE64_ALPHABET[(triple >> 18) & 0x3f] ?? ''
    out += BASE64_ALPHABET[(triple >> 12) & 0x3f] ?? ''
    out += b1 === undefined ? BASE64_PADDING : (BASE64_ALPHABET[(triple >> 6) & 0x3f] ?? '')
    out += b2 === undefined ? BASE64_PADDING : (BASE64_ALPHABET[triple & 0x3f] ?? '')
  }
  return out
}

const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * The bytes of a base64 text in the canonical form toBase64 writes (padding required, no whitespace, unused bits
 * zero), or undefined for anything else.
 * @example fromBase64('YWI=') // [0x61, 0x62]
 */
export const fromBase64 = (text: string): ReadonlyArray<number> | undefined => {
  if (!CANONICAL_BASE64.test(text)) return undefined
  const bytes: number[] = []
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4)
    const sextets = [...chunk].map((c) => (c === BASE64_PADDING ? 0 : BASE64_ALPHABET.indexOf(c)))
    const triple = ((sextets[0] ?? 0) << 18) | ((sextets[1] ?? 0) << 12) | ((sextets[2] ?? 0) << 6) | (sextets[3] ?? 0)
    const padding = chunk.endsWith('==') ? 2 : chunk.endsWith('=') ? 1 : 0
    const decoded = [(triple >> 16) & 0xff, (triple >> 8) & 0xff, triple & 0xff].slice(0, 3 - padding)
    if ((padding === 2 && (triple & 0xffff) !== 0) || (padding === 1 && (triple & 0xff) !== 0)) return undefined
    bytes.push(...decoded)
  }
  return bytes
}

/**
 * Encodes a PIN for sending: the base64 of its UTF-8 bytes; the empty PIN is sent as null. A PIN that cannot be
 * encoded (a lone surrogate, see isPinEncodable) is rejected with
 * 'Die Zugangsdaten beinhalten ungültige Zeichen.' (accounts.credentialsInvalidCharacters). The PIN is taken as typed:
 * nothing is trimmed, since a space may be part of it. The issue names no character and no position of the PIN.
 * @example encodePin('1234') // right('MTIzNA==')
 * @example encodePin('') // right(null)
 */
export const encodePin = (pin: string, field = PIN_FIELD): E.Either<ReadonlyArray<ValidationIssue>, EncodedPin | null> => {
  if (pin === '') return E.right(null)
  const bytes = toUtf8Bytes(pin)
  return bytes === undefined
    ? E.left([validationIssue(field, 'accounts.credentialsInvalidCharacters')])
    : E.right(toBase64(bytes) as EncodedPin) // the only cast to EncodedPin
}

/**
 * The PIN an encoded PIN stands for, as the banking service reads it (for the in-memory backend, which plays the
 * server). Undefined when the text is not canonical base64 of UTF-8 bytes; the empty string for null.
 * @example decodeEncodedPin('MTIzNA==') // '1234'
 */
export const decodeEncodedPin = (encoded: string | null): string | undefined => {
  if (encoded === null) return ''
  const bytes = fromBase64(encoded)
  return bytes === undefined ? undefined : fromUtf8Bytes(bytes)
}
