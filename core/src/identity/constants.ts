/** Limits of the identity rules (spec: hub-and-business-account 5 and 9). */

/** The personal tax identification number (Steuer-ID) and the tax number in the onboarding forms have 11 digits. */
export const TAX_ID_LENGTH_DIGITS = 11
/** Digits of a German VAT id after the country prefix DE: eight digits and one check digit (BZSt). */
export const VAT_ID_LENGTH_DIGITS = 9
/** The only country prefix a VAT id may carry here: the partner bank opens German business accounts only. */
export const VAT_ID_COUNTRY_PREFIX = 'DE'

/** A mobile number is +49 followed by 7 to 15 digits. */
export const MOBILE_NUMBER_MIN_DIGITS = 7
export const MOBILE_NUMBER_MAX_DIGITS = 15
/** The country calling code every mobile number is written with. */
export const MOBILE_NUMBER_COUNTRY_PREFIX = '+49'

/** A legal representative must be at least 18 years old. */
export const MINIMUM_AGE_YEARS = 18
/** Age is counted in years of 365.25 days. */
export const AGE_YEAR_LENGTH_DAYS = 365.25
// Spec leaves this open; chosen: 120 years because no living person is older, so an earlier birth date is a typo.
export const MAXIMUM_AGE_YEARS = 120

/** A person holding at least this share of the votes is a beneficial owner. */
export const BENEFICIAL_OWNER_THRESHOLD_PERCENT = 25
/** A voting share is a percentage of all votes. */
export const VOTING_SHARE_MAX_PERCENT = 100
// Spec leaves this open; chosen: 2 decimals because shares are stated to the hundredth of a percent in practice
// (e.g. 33,33 %), and more digits only invite typos.
export const VOTING_SHARE_MAX_DECIMALS = 2

// Spec leaves this open; chosen: 254 characters because that is the longest address SMTP can deliver to (RFC 5321
// path limit of 256 minus the angle brackets).
export const EMAIL_MAX_LENGTH_CHARS = 254
// Spec leaves this open; chosen: 64 characters, the RFC 5321 limit of the part before the @.
export const EMAIL_LOCAL_PART_MAX_LENGTH_CHARS = 64
