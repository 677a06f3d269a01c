/** Limits, intervals and defaults of the business account onboarding (spec: hub-and-business-account 3, 4.1–4.3, 5 and 9). */

/** The only country offered for addresses and the default of every country field. */
export const DEFAULT_ADDRESS_COUNTRY_CODE = 'DE'
/** A legal representative represents the company alone unless said otherwise. */
export const DEFAULT_REPRESENTATION_TYPE = 'ALONE'
/** The industry preselected in the business data form. */
export const DEFAULT_BUSINESS_INDUSTRY = 'BUILDING_INDUSTRY'
/** The legal form of a business created by the GmbH wizard. */
export const DEFAULT_LEGAL_FORM = 'GMBH'

/** Screens of the sole trader wizard (s1–s6) and of the GmbH wizard (s1–s9). */
export const SOLE_WIZARD_SCREEN_COUNT = 6
export const GMBH_WIZARD_SCREEN_COUNT = 9

/** The industry search offers hits from this many typed characters on. */
export const INDUSTRY_SEARCH_MIN_LENGTH_CHARS = 2

/** A German postal code (PLZ) has five digits. */
export const POSTAL_CODE_LENGTH_DIGITS = 5

/** The tax id and the VAT id must be supplied within this many days after the account was opened. */
export const TAX_ID_SUBMISSION_DEADLINE_DAYS = 90
/** A GmbH must complete video identification within this many days. */
export const VIDEO_IDENTIFICATION_DEADLINE_GMBH_DAYS = 7
/** A later verification must be done by video identification within this many days. */
export const VIDEO_IDENTIFICATION_DEADLINE_LATER_VERIFICATION_DAYS = 30
/** The video call takes about this long (another text says "under 5 minutes"). */
export const VIDEO_IDENTIFICATION_CALL_MINUTES = 5
/** Filling in the application takes about this long. */
export const ACCOUNT_APPLICATION_DURATION_MINUTES = 10
/** The video identification service is open daily from 08:00 until midnight (24:00). */
export const VIDEO_IDENTIFICATION_OPENS_AT_HOUR = 8
export const VIDEO_IDENTIFICATION_CLOSES_AT_HOUR = 24

/** The person onboarding card reads the account state every 5 s, the first time 2 s after it appears. */
export const ONBOARDING_POLL_INTERVAL_MS = 5_000
export const ONBOARDING_FIRST_POLL_DELAY_MS = 2_000
/** Linking a mobile device reads the account state every 2 s until the binding is confirmed. */
export const DEVICE_LINK_POLL_INTERVAL_MS = 2_000
/** Activating two-factor authentication is checked every 2 s until it is active. */
export const MFA_ACTIVATION_POLL_INTERVAL_MS = 2_000
/** The done animation of the onboarding card runs 2 s before onboarding is marked completed. */
export const ONBOARDING_DONE_ANIMATION_MS = 2_000

// Spec leaves this open; chosen: 25 000 € a year because that is the small-business limit of § 19 UStG for the
// founding year (since 1 January 2025): above it the business charges VAT and the bank asks for its VAT id.
export const VAT_ID_ANNUAL_REVENUE_THRESHOLD_EUR = 25_000
/** Expected monthly revenue times this is the expected annual revenue. */
export const EXPECTED_REVENUE_MONTHS_PER_YEAR = 12
/** A card ordered in the wizard arrives within 5 to 7 working days. */
export const CARD_DELIVERY_MIN_WORKING_DAYS = 5
export const CARD_DELIVERY_MAX_WORKING_DAYS = 7

// Spec 4.3 names no end to the device link's polling; chosen: 5 min, about as long as a push stays valid on the phone,
// after which the dialog says the time ran out and offers to send a new push.
export const DEVICE_LINK_TIMEOUT_MS = 300_000
// Chosen: three failed reads in a row end the linking with the failure message of spec 8; one alone is asked again.
export const DEVICE_LINK_MAX_FAILED_READS = 3
// Chosen: the success message stays this long before the dialog closes by itself (4.3 "shows success and closes").
export const DEVICE_LINK_SUCCESS_DISPLAY_MS = 2_000

// Text limits of the onboarding forms and bodies (field-limits.ts). Spec leaves them open; chosen, each by what the
// field holds: names as a bank prints them on a card and in its register (50), a company name as the register
// allows (150), an address line as a letter takes it (100), a house number (10), identifiers a little above their
// longest valid form so a typo gets its own rule's message, and free text (business purpose) at 500.
export const ONBOARDING_PERSON_NAME_MAX_LENGTH_CHARS = 50
export const ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS = 150
export const ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS = 100
export const ONBOARDING_HOUSE_NUMBER_MAX_LENGTH_CHARS = 10
export const ONBOARDING_POSTAL_CODE_MAX_LENGTH_CHARS = 10
export const ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS = 30
export const ONBOARDING_CODE_MAX_LENGTH_CHARS = 40
export const ONBOARDING_BUSINESS_PURPOSE_MAX_LENGTH_CHARS = 500
export const ONBOARDING_WEBSITE_MAX_LENGTH_CHARS = 200
/** Any other text of an onboarding body (an id, a timestamp, a value the forms do not type). */
export const ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS = 100
// Spec leaves text lengths open; chosen: a company name has at least 2 characters (the register search needs two to
// mean anything), at most the company name's limit above.
export const COMPANY_NAME_MIN_LENGTH_CHARS = 2
export const COMPANY_NAME_MAX_LENGTH_CHARS = ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS
export const BUSINESS_PURPOSE_MAX_LENGTH_CHARS = ONBOARDING_BUSINESS_PURPOSE_MAX_LENGTH_CHARS
// Chosen: a typed date (dd.MM.yyyy, or yyyy-MM-dd) takes at most 20 characters, room for stray spaces, not for text.
export const DATE_INPUT_MAX_LENGTH_CHARS = 20
/** The voting shares of all persons of one business never add up to more than all votes. */
export const VOTING_SHARES_TOTAL_MAX_PERCENT = 100
