/**
 * Bytes of an uploaded CSV file to text: the character set is detected (UTF-8 with or without BOM, UTF-16 with BOM,
 * Windows-1252 / ISO-8859-1 / ISO-8859-15) or taken from the profile (issue 13 "Detection").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'

/** The character sets the reader knows, as the profile's characterSet names them. */
export const CSV_CHARACTER_SETS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'windows-1252', 'ISO-8859-1', 'ISO-8859-15'] as const
export type CsvCharacterSet = (typeof CSV_CHARACTER_SETS)[number]

export interface DecodedCsvText {
  readonly text: string
  readonly characterSet: CsvCharacterSet
}

/**
 * The one global the core needs beyond ES2022: TextDecoder exists in every browser, worker and Node, but core's lib
 * has no DOM and no Node types; reading it off globalThis keeps the core's types free of both.
 */
interface Utf8Decoder {
  decode(bytes: Uint8Array): string
}
type DecoderConstructor = new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => Utf8Decoder
const TextDecoderOfHost = (globalThis as unknown as { TextDecoder: DecoderConstructor }).TextDecoder

/** Windows-1252's 0x80..0x9F (the WHATWG table; Node's own decoder reads them as C1 controls). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
]
/** ISO-8859-15's eight differences from ISO-8859-1 (€ at 0xA4 among them). */
const LATIN9_CHANGES: ReadonlyArray<readonly [number, number]> = [
  [0xa4, 0x20ac],
  [0xa6, 0x160],
  [0xa8, 0x161],
  [0xb4, 0x17d],
  [0xb8, 0x17e],
  [0xbc, 0x152],
  [0xbd, 0x153],
  [0xbe, 0x178],
]

const singleByteTable = (characterSet: 'windows-1252' | 'ISO-8859-1' | 'ISO-8859-15'): Uint16Array => {
  const table = new Uint16Array(256).map((_, i) => i)
  if (characterSet === 'windows-1252') CP1252_HIGH.forEach((code, i) => (table[0x80 + i] = code))
  if (characterSet === 'ISO-8859-15') for (const [byte, code] of LATIN9_CHANGES) table[byte] = code
  return table
}
const TABLES = new Map<string, Uint16Array>()
/** The code point of each byte in a single-byte character set; exported for the tests' writers. */
export const singleByteCodePoints = (characterSet: 'windows-1252' | 'ISO-8859-1' | 'ISO-8859-15'): Uint16Array => {
  const known = TABLES.get(characterSet)
  if (known !== undefined) return known
  const table = singleByteTable(characterSet)
  TABLES.set(characterSet, table)
  return table
}

const CHUNK = 8192
const decodeSingleByte = (bytes: Uint8Array, characterSet: 'windows-1252' | 'ISO-8859-1' | 'ISO-8859-15'): string => {
  const table = singleByteCodePoints(characterSet)
  const parts: string[] = []
  const units = new Uint16Array(Math.min(CHUNK, bytes.length))
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length)
    for (let i = start; i < end; i++) units[i - start] = table[bytes[i] ?? 0] ?? 0
    parts.push(String.fromCharCode(...units.subarray(0, end - start)))
  }
  return parts.join('')
}

const decodeUtf16 = (bytes: Uint8Array, littleEndian: boolean): string => {
  const parts: string[] = []
  const units = new Uint16Array(CHUNK)
  const length = bytes.length - (bytes.length % 2)
  for (let start = 0; start < length; start += CHUNK * 2) {
    const end = Math.min(start + CHUNK * 2, length)
    let n = 0
    for (let i = start; i < end; i += 2) {
      const a = bytes[i] ?? 0
      const b = bytes[i + 1] ?? 0
      units[n++] = littleEndian ? a | (b << 8) : (a << 8) | b
    }
    parts.push(String.fromCharCode(...units.subarray(0, n)))
  }
  return parts.join('')
}

const utf8 = (bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoderOfHost('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * Which single-byte set a non-UTF-8 file is in. Reading: bytes 0x80..0x9F are printable only in Windows-1252; without
 * them a 0xA4 is far likelier a € (ISO-8859-15, comdirect, Fiducia) than a ¤; otherwise Windows-1252, which reads
 * every ISO-8859-1 text the same (chosen: name it ISO-8859-1 then, as the Sparkasse and ING exports are).
 */
const detectSingleByte = (bytes: Uint8Array): 'windows-1252' | 'ISO-8859-1' | 'ISO-8859-15' => {
  let hasC1 = false
  let hasA4 = false
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0
    if (b >= 0x80 && b <= 0x9f) hasC1 = true
    else if (b === 0xa4) hasA4 = true
  }
  return hasC1 ? 'windows-1252' : hasA4 ? 'ISO-8859-15' : 'ISO-8859-1'
}

/** A control character that no text file holds (NUL, and all C0 but tab, LF, FF, CR, plus DEL). */
const isBinaryCode = (code: number): boolean => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f
/** Chosen: binary as soon as 1 % of the first 64 KB are control characters (real exports hold none). */
const BINARY_SAMPLE_CHARS = 65_536
const BINARY_SHARE = 0.01
const looksBinary = (text: string): boolean => {
  const n = Math.min(text.length, BINARY_SAMPLE_CHARS)
  let controls = 0
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i)
    if (code === 0) return true
    if (isBinaryCode(code)) controls++
  }
  return controls > n * BINARY_SHARE
}

// Chosen: a sample of 4,096 bytes and a share of 30 %: text in UTF-16 without a BOM has a NUL in the high byte of
// every Latin character, so nearly every second byte is NUL and the others nearly never; no UTF-8 or single-byte
// export holds NULs at all.
const UTF16_SAMPLE_BYTES = 4096
const UTF16_NUL_SHARE = 0.3
/**
 * UTF-16 without a BOM, told by where its NUL bytes sit: at odd offsets (LE) or even ones (BE), and almost never
 * at the other. Undefined when the bytes have no such pattern.
 */
const detectUtf16WithoutBom = (bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | undefined => {
  const pairs = Math.floor(Math.min(bytes.length, UTF16_SAMPLE_BYTES) / 2)
  if (pairs === 0) return undefined
  let evenNuls = 0
  let oddNuls = 0
  // Control characters as either reading would decode them: binary data with NULs reads as controls, text does not.
  let leControls = 0
  let beControls = 0
  for (let i = 0; i < pairs; i++) {
    const even = bytes[2 * i] ?? 0
    const odd = bytes[2 * i + 1] ?? 0
    if (even === 0) evenNuls++
    if (odd === 0) oddNuls++
    if (odd === 0 && isBinaryCode(even)) leControls++
    if (even === 0 && isBinaryCode(odd)) beControls++
  }
  const few = pairs * (UTF16_NUL_SHARE / 10)
  if (oddNuls >= pairs * UTF16_NUL_SHARE && evenNuls <= few && leControls <= few) return 'UTF-16LE'
  if (evenNuls >= pairs * UTF16_NUL_SHARE && oddNuls <= few && beControls <= few) return 'UTF-16BE'
  return undefined
}

const normaliseCharacterSet = (name: string | undefined): CsvCharacterSet | undefined => {
  const key = (name ?? '').trim().toLowerCase().replace(/[_\s]/g, '-')
  if (key === '') return undefined
  if (key === 'utf-8' || key === 'utf8') return 'UTF-8'
  if (key === 'utf-16le' || key === 'utf-16') return 'UTF-16LE'
  if (key === 'utf-16be') return 'UTF-16BE'
  if (key === 'windows-1252' || key === 'cp1252') return 'windows-1252'
  if (key === 'iso-8859-1' || key === 'latin1' || key === 'latin-1') return 'ISO-8859-1'
  if (key === 'iso-8859-15' || key === 'latin9' || key === 'latin-9') return 'ISO-8859-15'
  return undefined
}

/**
 * Decodes a file. A BOM decides (UTF-8, UTF-16 LE/BE) and is dropped; else a profile's known character set is used
 * (but UTF-8, which a file's NUL pattern overrules: the default profile says UTF-8); else UTF-16 LE/BE by the NUL
 * bytes' pattern; else UTF-8 when the bytes are valid UTF-8, else the single-byte set detected. Left with a German message for an
 * empty file (or one of only a BOM) and for binary data.
 * @example decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x61])) // right({ text: 'a', characterSet: 'UTF-8' })
 */
export const decodeCsvBytes = (bytes: Uint8Array, characterSet?: string): E.Either<ReadonlyArray<ValidationIssue>, DecodedCsvText> => {
  const empty = E.left([validationIssue('file', 'csvImport.fileEmpty')])
  if (bytes.length === 0) return empty
  let decoded: DecodedCsvText
  const b0 = bytes[0]
  const b1 = bytes[1]
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) {
    const text = utf8(bytes.subarray(3))
    if (text === undefined) return E.left([validationIssue('file', 'csvImport.fileNotText')])
    decoded = { text, characterSet: 'UTF-8' }
  } else if (b0 === 0xff && b1 === 0xfe) decoded = { text: decodeUtf16(bytes.subarray(2), true), characterSet: 'UTF-16LE' }
  else if (b0 === 0xfe && b1 === 0xff) decoded = { text: decodeUtf16(bytes.subarray(2), false), characterSet: 'UTF-16BE' }
  else {
    const chosen = normaliseCharacterSet(characterSet)
    if (chosen === 'UTF-16LE' || chosen === 'UTF-16BE') decoded = { text: decodeUtf16(bytes, chosen === 'UTF-16LE'), characterSet: chosen }
    else if (chosen !== undefined && chosen !== 'UTF-8') decoded = { text: decodeSingleByte(bytes, chosen), characterSet: chosen }
    else {
      const utf16 = detectUtf16WithoutBom(bytes)
      const text = utf16 === undefined ? utf8(bytes) : undefined
      if (utf16 !== undefined) decoded = { text: decodeUtf16(bytes, utf16 === 'UTF-16LE'), characterSet: utf16 }
      else if (text !== undefined) decoded = { text, characterSet: 'UTF-8' }
      else {
        const detected = detectSingleByte(bytes)
        decoded = { text: decodeSingleByte(bytes, detected), characterSet: detected }
      }
    }
  }
  if (decoded.text.trim() === '') return empty
  if (looksBinary(decoded.text)) return E.left([validationIssue('file', 'csvImport.fileNotText')])
  return E.right(decoded)
}
