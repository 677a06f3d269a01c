/** Constants of BIC validation (spec: accounts-and-transfers 3 and 5.2: the bank info and the recipient carry a BIC; ISO 9362 defines it). */

/** A BIC names a bank's head office with 8 characters, or one of its branches with 11. */
export const BIC_SHORT_LENGTH_CHARS = 8
export const BIC_LONG_LENGTH_CHARS = 11

/** ISO 9362: 4 characters institution code, 2 country code, 2 location code, then the optional 3 branch code. */
export const BIC_INSTITUTION_CODE_LENGTH_CHARS = 4
export const BIC_COUNTRY_CODE_LENGTH_CHARS = 2
export const BIC_LOCATION_CODE_LENGTH_CHARS = 2
export const BIC_BRANCH_CODE_LENGTH_CHARS = 3
