/**
 * The country codes a BIC may carry (ISO 9362 uses ISO 3166-1 alpha-2; spec: accounts-and-transfers 3 and 5.2).
 *
 * Reading: the spec names no list. We use the 249 officially assigned ISO 3166-1 alpha-2 codes (the ISO 3166
 * Maintenance Agency's list) plus XK, the code SWIFT assigned to Kosovo and uses in BICs and IBANs. The IBAN registry
 * alone would not do: BICs exist for every country that has banks, IBAN or not (US, CN, JP ...). Exceptionally
 * reserved codes (UK, EU, ...) and user-assigned codes other than XK are not countries.
 */
const ISO_3166_ALPHA_2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET ' +
  'FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY ' +
  'HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM ' +
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA ' +
  'RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU ' +
  'WF WS ' +
  'YE YT ' +
  'ZA ZM ZW'

/** Kosovo: not in ISO 3166-1, but the code SWIFT assigned for BICs and IBANs. */
export const KOSOVO_COUNTRY_CODE = 'XK'

/** Every country code a BIC may carry: ISO 3166-1 alpha-2 and XK, 250 codes in all. */
export const BIC_COUNTRY_CODES: ReadonlySet<string> = new Set([...ISO_3166_ALPHA_2.split(' '), KOSOVO_COUNTRY_CODE])

/**
 * Whether a two-letter code is a country a BIC may name.
 * @example isBicCountryCode('DE') // true
 */
export const isBicCountryCode = (code: string): boolean => BIC_COUNTRY_CODES.has(code)
