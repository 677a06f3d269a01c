import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'

describe('identity constants (spec: hub-and-business-account 9)', () => {
  it('hold the values of the spec', () => {
    expect(constants).toMatchObject({
      MINIMUM_AGE_YEARS: 18,
      AGE_YEAR_LENGTH_DAYS: 365.25,
      BENEFICIAL_OWNER_THRESHOLD_PERCENT: 25,
      TAX_ID_LENGTH_DIGITS: 11,
      MOBILE_NUMBER_MIN_DIGITS: 7,
      MOBILE_NUMBER_MAX_DIGITS: 15,
      MOBILE_NUMBER_COUNTRY_PREFIX: '+49',
      VAT_ID_COUNTRY_PREFIX: 'DE',
      VAT_ID_LENGTH_DIGITS: 9,
    })
  })
})
