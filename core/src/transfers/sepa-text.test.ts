import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { SEPA_PURPOSE_MAX_LENGTH_CHARS, SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS } from './constants.ts'
import {
  countSepaCharacters,
  findDisallowedSepaCharacters,
  formatDisallowedSepaCharacters,
  isSepaCharacter,
  toSepaCharacters,
  validateRecipientName,
  validateTransferPurpose,
} from './sepa-text.ts'

describe('isSepaCharacter', () => {
  it.each([...'azAZ09 /?:().,\'+-ÄÖÜäöüß'])('allows %j', (ch) => expect(isSepaCharacter(ch)).toBe(true))
  it.each([...'&@€%*$#!"„“_;=éñÅøẞ\n\t\u00a0', '😀', 'ab', ''])('rejects %j', (ch) => expect(isSepaCharacter(ch)).toBe(false))
})

describe('findDisallowedSepaCharacters', () => {
  it('lists each disallowed character once, in order of first appearance', () => {
    expect(findDisallowedSepaCharacters('Miete & Nebenkosten € & mehr @')).toEqual(['&', '€', '@'])
  })
  it('finds nothing in a clean text', () => {
    expect(findDisallowedSepaCharacters("RE-2026/001 (Müller), 12.03.: 'ok'?+")).toEqual([])
  })
  it('reads a decomposed umlaut as the umlaut', () => {
    expect(findDisallowedSepaCharacters('Mu\u0308ller')).toEqual([])
  })
  it('keeps an emoji whole', () => {
    expect(findDisallowedSepaCharacters('Danke 😀')).toEqual(['😀'])
  })
})

describe('formatDisallowedSepaCharacters', () => {
  it('names invisible characters', () => {
    expect(formatDisallowedSepaCharacters(['&', '\n', '\t', '\u00a0', '\u200b'])).toBe('& Zeilenumbruch Tabulator U+00A0 U+200B')
  })
  it('shows CR and LF once as a line break', () => {
    expect(formatDisallowedSepaCharacters(['\r', '\n'])).toBe('Zeilenumbruch')
  })
})

describe('toSepaCharacters', () => {
  it.each([
    ['Rechnung „Café“ & Co.', "Rechnung 'Cafe' + Co."],
    ['info@muster.de', 'info(at)muster.de'],
    ['100 €', '100 EUR'],
    ['Zeile 1\nZeile 2\tEnde', 'Zeile 1 Zeile 2 Ende'],
    ['Ærø Łódź – Straße', 'AEro Lodz - Straße'],
    ['Müller_Söhne; [x]', 'Müller-Söhne, (x)'],
    ['ok 😀 #1', 'ok 1'],
    ['Müller 🙂 GmbH', 'Müller GmbH'],
  ])('cleans %j to %j', (input, output) => expect(toSepaCharacters(input)).toBe(output))
})

describe('validateTransferPurpose', () => {
  it('allows an empty purpose', () => expect(validateTransferPurpose('   ')).toEqual(E.right('')))
  it('trims', () => expect(validateTransferPurpose('  RE 1  ')).toEqual(E.right('RE 1')))
  it(`allows exactly ${SEPA_PURPOSE_MAX_LENGTH_CHARS} characters`, () => {
    const text = 'ä'.repeat(SEPA_PURPOSE_MAX_LENGTH_CHARS)
    expect(validateTransferPurpose(text)).toEqual(E.right(text))
  })
  it(`rejects ${SEPA_PURPOSE_MAX_LENGTH_CHARS + 1} characters`, () => {
    expect(validateTransferPurpose('a'.repeat(SEPA_PURPOSE_MAX_LENGTH_CHARS + 1))).toEqual(
      E.left([{ field: 'purpose', key: 'transfers.purposeTooLong', params: { maxLength: 140 } }]),
    )
  })
  it('reports disallowed characters and the length together', () => {
    expect(validateTransferPurpose(`${'a'.repeat(140)}&`)).toEqual(
      E.left([
        { field: 'purpose', key: 'transfers.invalidSepaCharacters', params: { characters: '&' } },
        { field: 'purpose', key: 'transfers.purposeTooLong', params: { maxLength: 140 } },
      ]),
    )
  })
  it('uses the given field', () => {
    expect(validateTransferPurpose('@', 'bankTransfers.1.purpose')).toEqual(
      E.left([{ field: 'bankTransfers.1.purpose', key: 'transfers.invalidSepaCharacters', params: { characters: '@' } }]),
    )
  })
  it('returns the NFC form', () => expect(validateTransferPurpose('Mu\u0308ller')).toEqual(E.right('Müller')))
})

describe('validateRecipientName', () => {
  it('requires a name', () => {
    expect(validateRecipientName('  ')).toEqual(E.left([{ field: 'recipientName', key: 'transfers.recipientNameRequired' }]))
  })
  it('accepts umlauts and the allowed special characters', () => {
    expect(validateRecipientName(" Bäckerei Groß-O'Neil (Köln) ")).toEqual(E.right("Bäckerei Groß-O'Neil (Köln)"))
  })
  it('rejects &', () => {
    expect(validateRecipientName('Müller & Söhne')).toEqual(
      E.left([{ field: 'recipientName', key: 'transfers.invalidSepaCharacters', params: { characters: '&' } }]),
    )
  })
  it(`allows ${SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS} characters and rejects one more`, () => {
    expect(E.isRight(validateRecipientName('x'.repeat(70)))).toBe(true)
    expect(validateRecipientName('x'.repeat(71))).toEqual(
      E.left([{ field: 'recipientName', key: 'transfers.recipientNameTooLong', params: { maxLength: 70 } }]),
    )
  })
})

describe('countSepaCharacters', () => {
  it('counts code points, an emoji as one', () => expect(countSepaCharacters('a😀b')).toBe(3))
})
