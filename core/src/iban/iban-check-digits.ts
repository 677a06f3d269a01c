/**
 * IBAN check digits (spec: accounts-and-transfers 5.2; ISO 13616 and ISO 7064 MOD 97-10): the one place that computes
 * them, for test data, the in-memory backend's demo IBANs and other services. Computed with BigInt over the whole
 * number, a different way from the parser's digit-by-digit check, so each can catch the other's mistake.
 */

const LETTER_A_CODE = 65

/** The number MOD 97-10 works on: letters become 10..35, digits stay. */
const toIbanDigits = (text: string): string =>
  [...text].map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - LETTER_A_CODE + 10) : ch)).join('')

/**
 * The two check digits ISO 7064 MOD 97-10 gives a country code and BBAN (upper-case letters and digits):
 * 98 - (BBAN + country + "00") mod 97, always between 02 and 98.
 * @example computeIbanCheckDigits('DE', '370400440532013000') // '89'
 */
export const computeIbanCheckDigits = (countryCode: string, bban: string): string => {
  const rest = BigInt(toIbanDigits(`${bban}${countryCode}00`)) % 97n
  return String(98n - rest).padStart(2, '0')
}

/**
 * The IBAN (electronic format) with correct check digits for a country code and a BBAN of upper-case letters and digits.
 * @example toIbanWithCheckDigits('GB', 'NWBK60161331926819') // 'GB29NWBK60161331926819'
 */
export const toIbanWithCheckDigits = (countryCode: string, bban: string): string =>
  `${countryCode}${computeIbanCheckDigits(countryCode, bban)}${bban}`
