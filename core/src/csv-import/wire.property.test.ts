/** The upload's base64 (wire.ts): any bytes, across the chunk boundaries, come back as they went. */
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { CSV_UPLOAD_TYPE } from './constants.ts'
import { decodeBase64, encodeBase64, toCsvUploadRequest } from './wire.ts'

describe('CSV upload base64', () => {
  test.prop([fc.uint8Array({ maxLength: 70_000 })], { numRuns: 40 })('decodes to the bytes it encoded, in standard base64', (bytes) => {
    const text = encodeBase64(bytes)
    expect(text).toMatch(/^[A-Za-z0-9+/]*={0,2}$/)
    expect(text.length).toBe(Math.ceil(bytes.length / 3) * 4)
    expect(decodeBase64(text)).toEqual(bytes)
  })

  it('refuses a padded ending whose left-over bits are not zero (atob would read it as the bytes of another text)', () => {
    expect(decodeBase64('+/1=')).toBeUndefined()
    expect(decodeBase64('QR==')).toBeUndefined()
    expect(decodeBase64('+/0=')).toEqual(new Uint8Array([251, 253]))
    expect(decodeBase64('QQ==')).toEqual(new Uint8Array([65]))
  })

  test.prop([fc.string()])('never throws on any text, and answers undefined for what is no base64', (text) => {
    const decoded = decodeBase64(text)
    if (decoded !== undefined) expect(encodeBase64(decoded)).toBe(text)
    else expect(decoded).toBeUndefined()
  })

  it('joins the chunks without padding inside: two and a half chunks of every byte value', () => {
    const bytes = Uint8Array.from({ length: 3 * 8192 * 2 + 4097 }, (_, i) => (i * 31) % 256)
    const text = encodeBase64(bytes)
    expect(text.slice(0, -4)).not.toContain('=')
    expect(decodeBase64(text)).toEqual(bytes)
  })

  it('writes the upload body with uploadType csv', () => {
    expect(toCsvUploadRequest('a.csv', new TextEncoder().encode('Datum;Betrag'))).toEqual({
      uploadType: CSV_UPLOAD_TYPE,
      fileName: 'a.csv',
      contentBase64: 'RGF0dW07QmV0cmFn',
    })
    expect(decodeBase64('RGF0dW07QmV0cmF')).toBeUndefined()
    expect(decodeBase64('RGF0 dW07')).toBeUndefined()
  })
})
