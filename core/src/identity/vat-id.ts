/**
 * The German VAT id, USt-IdNr. (spec: hub-and-business-account 5 "VAT id" and "Business tax", 8
 * INVALID_COMPANY_VAT_REGISTRATION_ID / MISSING_COMPANY_VAT_REGISTRATION_ID; BZSt check digit method).
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import { VAT_ID_COUNTRY_PREFIX, VAT_ID_LENGTH_DIGITS } from './constants.ts'

export interface VatIdBrand {
  readonly VatId: unique symbol
}
/** 'DE' and nine digits, the last one the check digit, e.g. 'DE136695976'. */
export type VatId = t.Branded<string, VatIdBrand>

export const MISSING_VAT_ID_KEY = 'MISSING_COMPANY_VAT_REGISTRATION_ID'
export const INVALID_VAT_ID_KEY = 'INVALID_COMPANY_VAT_REGISTRATION_ID'

const VAT_ID_SHAPE = new RegExp(`^${VAT_ID_COUNTRY_PREFIX}[1-9]\\d{${VAT_ID_LENGTH_DIGITS - 1}}$`)

/**
 * Upper-cases and removes white space, so 'de 136 695 976' becomes 'DE136695976'.
 * @example normalizeVatId(' de 136 695 976 ') // 'DE136695976'
 */
export const normalizeVatId = (input: string): string => input.replace(/\s+/gu, '').toUpperCase()

/**
 * True when the (already normalised) text is a German VAT id: 'DE', then nine digits, the first not 0, the ninth
 * the ISO 7064 MOD 11,10 check digit of the first eight.
 * @example isVatId('DE136695976') // true
 */
export const isVatId = (normalized: string): boolean =>
  VAT_ID_SHAPE.test(normalized) &&
  toIso7064Mod1110CheckDigit(normalized.slice(2, 10)) === Number(normalized.slice(10))

/**
 * Reads a German VAT id (USt-IdNr.). White space is ignored and the prefix may be typed in lower case. Empty input
 * gives MISSING_COMPANY_VAT_REGISTRATION_ID; anything that is not DE + 9 digits with a valid check digit gives
 * INVALID_COMPANY_VAT_REGISTRATION_ID.
 *
 * Reading: the spec only asks that a VAT id "start with DE"; a bank checks what the BZSt publishes: DE followed by
 * exactly nine digits (the spec's sample "DE12345678" has eight and is a typo; the message shows DE123456789), the
 * first of them not 0, and the ninth digit the ISO 7064 MOD 11,10 check digit over the first eight. Foreign VAT ids
 * are rejected: the partner bank opens accounts for German businesses only.
 * @example parseVatId('DE 136 695 976') // right('DE136695976')
 */
export const parseVatId = (input: string, field = 'vatNumber'): E.Either<ReadonlyArray<ValidationIssue>, VatId> => {
  const normalized = normalizeVatId(input)
  if (normalized === '') return E.left([validationIssue(field, MISSING_VAT_ID_KEY)])
  return isVatId(normalized)
    ? E.right(normalized as VatId) // the only cast to VatId
    : E.left([validationIssue(field, INVALID_VAT_ID_KEY)])
}

/** Wire codec: exactly 'DE' and nine digits with a valid check digit. */
export const VatIdCodec = t.brand(t.string, (s): s is VatId => isVatId(s), 'VatId')
