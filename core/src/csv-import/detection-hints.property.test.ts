import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { toCsvDetectionHints } from './detection-hints.ts'

const characterArbitrary = fc.oneof(fc.constantFrom(';', ',', '\t', '|', '"', "'"), fc.string({ maxLength: 2 }))
const detectedArbitrary = fc.option(characterArbitrary, { nil: null })

test.prop([characterArbitrary, characterArbitrary, detectedArbitrary, detectedArbitrary])(
  'a hint appears exactly for each detected character that differs from the chosen one',
  (delimiter, quoteCharacter, delimiterDetected, quoteCharacterDetected) => {
    const hints = toCsvDetectionHints({ delimiter, quoteCharacter }, { delimiterDetected, quoteCharacterDetected })
    const differs = (detected: string | null, chosen: string) => detected !== null && detected !== '' && detected !== chosen
    expect(hints.some((h) => h.field === 'delimiter')).toBe(differs(delimiterDetected, delimiter))
    expect(hints.some((h) => h.field === 'quoteCharacter')).toBe(differs(quoteCharacterDetected, quoteCharacter))
    expect(hints.length).toBeLessThanOrEqual(2)
  },
)

test.prop([characterArbitrary, characterArbitrary])('choosing what was detected makes every hint go away', (delimiter, quoteCharacter) => {
  expect(toCsvDetectionHints({ delimiter, quoteCharacter }, { delimiterDetected: delimiter, quoteCharacterDetected: quoteCharacter })).toEqual([])
})
