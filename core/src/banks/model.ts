/** The bank info entity as the banking service sends it (spec: accounts-and-transfers 3, "Bank info"; 7.1 bankInfos). */
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'

/**
 * bankName, bankCode, bic, banksApiBankId, onlinebankingSupported, partnerImportSupported, accountSystem.
 *
 * Reading: the spec names the fields but not which are optional. A bank info names a bank, so bankName and bankCode
 * are required: without them a search result could show nothing and a lookup could fill nothing. Every other field
 * may be null or absent (null and absent both mean "not known"). The BIC is read as a plain string here: a malformed
 * BIC from the server must not make the whole answer undecodable; `lookupBankForIban` checks it with `parseBic`.
 * accountSystem is 'Internal' or a partner's name, as on the financial account.
 */
export const BankInfoCodec = t.intersection(
  [
    t.type({ bankName: t.string, bankCode: t.string }),
    t.partial({
      bic: nullable(t.string),
      banksApiBankId: nullable(t.string),
      onlinebankingSupported: nullable(t.boolean),
      partnerImportSupported: nullable(t.boolean),
      accountSystem: nullable(t.string),
    }),
  ],
  'BankInfo',
)
export type BankInfo = t.TypeOf<typeof BankInfoCodec>

/** The answer of GET v101/bankInfos: a list of bank infos (the shape beyond the entity's fields is not shown). */
export const BankInfoListCodec = t.readonlyArray(BankInfoCodec, 'BankInfoList')
export type BankInfoList = t.TypeOf<typeof BankInfoListCodec>

/**
 * The answer of GET v100/bankInfos/details (query bankCode, banksApiBankId, bankName): the bank info and what its login
 * form needs. Reading: the spec does not show this answer; the login fields are read as labels the bank gives
 * (`userIdLabel`, `customerIdLabel`, null or absent: the bank asks for no customer id), `oauth2` for a bank that logs in
 * by redirect without a form, and `savePinRequired` for a bank that needs the PIN saved.
 */
export const BankDetailsCodec = t.intersection(
  [
    BankInfoCodec,
    t.partial({
      userIdLabel: nullable(t.string),
      customerIdLabel: nullable(t.string),
      oauth2: nullable(t.boolean),
      savePinRequired: nullable(t.boolean),
      maxTransactionHistoryInDays: nullable(t.number),
    }),
  ],
  'BankDetails',
)
export type BankDetails = t.TypeOf<typeof BankDetailsCodec>
