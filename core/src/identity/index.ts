/** Public API of the identity rules: tax id, VAT id, mobile number, e-mail, age, voting share. */
export {
  AGE_YEAR_LENGTH_DAYS,
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  EMAIL_LOCAL_PART_MAX_LENGTH_CHARS,
  EMAIL_MAX_LENGTH_CHARS,
  MAXIMUM_AGE_YEARS,
  MINIMUM_AGE_YEARS,
  MOBILE_NUMBER_COUNTRY_PREFIX,
  MOBILE_NUMBER_MAX_DIGITS,
  MOBILE_NUMBER_MIN_DIGITS,
  TAX_ID_LENGTH_DIGITS,
  VAT_ID_COUNTRY_PREFIX,
  VAT_ID_LENGTH_DIGITS,
  VOTING_SHARE_MAX_DECIMALS,
  VOTING_SHARE_MAX_PERCENT,
} from './constants.ts'
export {
  isOfMinimumAge,
  toAgeInYears,
  validateBirthDate,
} from './age.ts'
export { toIso7064Mod1110CheckDigit } from './check-digit.ts'
export { parseEmailAddress } from './email.ts'
export { identityMessages } from './messages.ts'
export { isNormalizedMobileNumber, normalizeMobileNumber } from './mobile-number.ts'
export {
  canSubmitTaxIdentificationNumberForm,
  isTaxIdentificationNumber,
  normalizeTaxIdentificationNumber,
  parseTaxIdentificationNumber,
  TaxIdentificationNumberCodec,
  type TaxIdentificationNumber,
  type TaxIdentificationNumberBrand,
} from './tax-id.ts'
export { isVatId, normalizeVatId, parseVatId, VatIdCodec, type VatId, type VatIdBrand } from './vat-id.ts'
export {
  isBeneficialOwnerShare,
  parseVotingShare,
  toWireVotingShare,
  validateVotingShare,
  validateVotingShareTotal,
  VOTING_SHARE_TOO_LOW_KEY,
  type VotingShare,
  type VotingShareInput,
} from './voting-share.ts'
