/** fast-check arbitraries for bank PINs: ones a bank accepts and ones that must be rejected. */
import fc from 'fast-check'

/** A character a bank PIN may hold: printable ISO 8859-1 (U+0020–U+007E, U+00A1–U+00FF without U+00AD). */
export const pinCharArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xa1, max: 0xff }).filter((cp) => cp !== 0xad) },
).map((cp) => String.fromCodePoint(cp))

/** A non-empty PIN a bank accepts. */
export const validPinArbitrary: fc.Arbitrary<string> = fc
  .array(pinCharArbitrary, { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''))

/** A character no PIN may hold: a lone surrogate (half of a UTF-16 pair), the only text without a UTF-8 form. */
export const invalidPinCharArbitrary: fc.Arbitrary<string> = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))

/** Any character with a UTF-8 form, the whole of Unicode but the surrogates (emoji included). */
export const encodablePinCharArbitrary: fc.Arbitrary<string> = fc.oneof(
  pinCharArbitrary,
  fc.integer({ min: 0x00, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff).map((cp) => String.fromCodePoint(cp)),
)

/** A PIN with a lone surrogate somewhere in it (before and after: characters that cannot pair with it). */
export const invalidPinArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.array(pinCharArbitrary, { maxLength: 8 }), invalidPinCharArbitrary, fc.array(pinCharArbitrary, { maxLength: 8 }))
  .map(([before, bad, after]) => `${before.join('')}${bad}${after.join('')}`)
