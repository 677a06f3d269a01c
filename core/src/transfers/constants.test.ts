import { describe, expect, it } from 'vitest'
import {
  CONTACT_SEARCH_MAX_RESULTS_COUNT,
  CONTACT_SEARCH_MIN_LENGTH_CHARS,
  INSTANT_EXCLUDED_BANK_CODE,
  INSTANT_STATUS_POLL_DELAY_MS,
  INSTANT_STATUS_POLL_FIRST_DELAY_MS,
  SEPA_AMOUNT_MAX_EUR,
  SEPA_PURPOSE_MAX_LENGTH_CHARS,
  SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS,
  SEPA_SPECIAL_CHARACTERS,
  TERMS_OVERDUE_PRIVILEGE,
} from './constants.ts'

describe('transfer constants', () => {
  it('hold the values of spec 9', () => {
    expect([INSTANT_STATUS_POLL_FIRST_DELAY_MS, INSTANT_STATUS_POLL_DELAY_MS]).toEqual([2000, 1000])
    expect([CONTACT_SEARCH_MIN_LENGTH_CHARS, CONTACT_SEARCH_MAX_RESULTS_COUNT]).toEqual([3, 50])
    expect(INSTANT_EXCLUDED_BANK_CODE).toBe('11010101')
    expect([...SEPA_SPECIAL_CHARACTERS].sort()).toEqual([...`/?:().,'+-`].sort())
    expect(TERMS_OVERDUE_PRIVILEGE).toBe('FINANCE_LEXBANK_TERMS_OVERDUE')
  })
  it('hold the SEPA limits chosen where the spec is open', () => {
    expect(SEPA_PURPOSE_MAX_LENGTH_CHARS).toBe(140)
    expect(SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS).toBe(70)
    expect(SEPA_AMOUNT_MAX_EUR).toBe('999999999.99')
  })
})
