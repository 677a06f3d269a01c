/**
 * Rules about the recipient account of a transfer (spec: accounts-and-transfers 5.2 and 6 "Further rules";
 * transactions-import-proposals 5 "Transfers": sender and recipient IBAN differ, the target country is supported).
 */
import * as E from 'fp-ts/lib/Either.js'
import type { FinancialAccount } from '../accounts/model.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { normalizeIban } from '../iban/iban-format.ts'
import { SEPA_COUNTRY_CODES } from './constants.ts'

/**
 * The country an IBAN belongs to: its first two characters, upper-cased.
 * @example toIbanCountryCode('fr14 2004 …') // 'FR'
 */
export const toIbanCountryCode = (iban: string): string => normalizeIban(iban).slice(0, 2)

const SEPA_COUNTRIES: ReadonlySet<string> = new Set(SEPA_COUNTRY_CODES)

/**
 * Whether a country (ISO 3166 alpha-2, as an IBAN starts) takes part in SEPA.
 * @example isSepaCountry('CH') // true
 */
export const isSepaCountry = (countryCode: string): boolean => SEPA_COUNTRIES.has(countryCode.toUpperCase())

/**
 * The target country must be supported. Reading: supported means inside the SEPA area (SEPA_COUNTRY_CODES), the
 * country being the one the recipient IBAN starts with, since Kontor sends SEPA credit transfers only.
 * @example validateRecipientCountry('US64SVBKUS6S3300958879') // left: transfers.recipientCountryNotSupported
 */
export const validateRecipientCountry = (iban: string, field = 'recipientIban'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const countryCode = toIbanCountryCode(iban)
  return isSepaCountry(countryCode)
    ? E.right(iban)
    : E.left([validationIssue(field, 'transfers.recipientCountryNotSupported', { countryCode })])
}

/**
 * Sender and recipient IBAN must differ. Both are compared in electronic form, so spaces and case do not hide the same
 * account. A sender without an IBAN (not known) never matches.
 * @example validateRecipientDiffersFromSender('DE89 3704 0044 0532 0130 00', 'de89370400440532013000') // left
 */
export const validateRecipientDiffersFromSender = (
  senderIban: string | null | undefined,
  recipientIban: string,
  field = 'recipientIban',
): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  senderIban !== null && senderIban !== undefined && normalizeIban(senderIban) !== '' && normalizeIban(senderIban) === normalizeIban(recipientIban)
    ? E.left([validationIssue(field, 'transfers.recipientIbanSameAsSender')])
    : E.right(recipientIban)

/**
 * Among the user's own accounts, the one a recipient IBAN belongs to (compared in electronic form), if any.
 * @example findOwnAccountByIban(accounts, 'DE02 1203 0000 0000 2020 51') // the sub account, or undefined
 */
export const findOwnAccountByIban = (
  ownAccounts: ReadonlyArray<FinancialAccount>,
  iban: string,
): FinancialAccount | undefined => {
  const wanted = normalizeIban(iban)
  return wanted === '' ? undefined : ownAccounts.find((a) => a.iban != null && normalizeIban(a.iban) === wanted)
}

/**
 * A transfer to a sub account (LEXBANK_SUB_ACCOUNT) is only possible from the main business account (LEXBANK).
 * Reading: the recipient is a sub account when the recipient IBAN is the IBAN of one of the user's own accounts of
 * type LEXBANK_SUB_ACCOUNT; any other recipient is not affected.
 * @example validateSubAccountTarget(giroAccount, subAccount.iban, ownAccounts) // left
 */
export const validateSubAccountTarget = (
  sender: Pick<FinancialAccount, 'type'>,
  recipientIban: string,
  ownAccounts: ReadonlyArray<FinancialAccount>,
  field = 'recipientIban',
): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  findOwnAccountByIban(ownAccounts, recipientIban)?.type === 'LEXBANK_SUB_ACCOUNT' && sender.type !== 'LEXBANK'
    ? E.left([validationIssue(field, 'transfers.subAccountOnlyFromMainAccount')])
    : E.right(recipientIban)

/**
 * The country a BIC of a bank in an IBAN country may carry besides the IBAN's own: banks of Åland use Finnish BICs,
 * of the Channel Islands and the Isle of Man British ones, of the French overseas departments and collectivities and
 * of Monaco French ones (their IBANs start with their own code, their banks are French).
 */
const BIC_COUNTRY_OF_IBAN_TERRITORY: Readonly<Record<string, string>> = {
  AX: 'FI',
  GG: 'GB',
  JE: 'GB',
  IM: 'GB',
  GF: 'FR',
  GP: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  BL: 'FR',
  MF: 'FR',
  PM: 'FR',
  MC: 'FR',
}

/**
 * Whether a BIC can belong to the bank of an IBAN: its country code (characters 5 and 6) is the IBAN's country, or
 * for a territory with its own IBAN code the country whose banks serve it.
 * @example doesBicFitIban('COBADEFFXXX', 'DE89370400440532013000') // true
 */
export const doesBicFitIban = (bic: string, iban: string): boolean => {
  const bicCountry = bic.replace(/\s+/g, '').toUpperCase().slice(4, 6)
  const ibanCountry = toIbanCountryCode(iban)
  return bicCountry === ibanCountry || BIC_COUNTRY_OF_IBAN_TERRITORY[ibanCountry] === bicCountry
}

/**
 * A BIC given with a transfer must fit the recipient IBAN (spec 5.2; issue 11 "a BIC that does not fit the IBAN").
 * @example validateRecipientBicFitsIban('BNPAFRPPXXX', 'DE89370400440532013000') // left: transfers.bicDoesNotFitIban
 */
export const validateRecipientBicFitsIban = (bic: string, iban: string, field = 'recipientBic'): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  doesBicFitIban(bic, iban) ? E.right(bic) : E.left([validationIssue(field, 'transfers.bicDoesNotFitIban')])
