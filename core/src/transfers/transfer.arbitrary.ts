/** fast-check arbitraries for bank transfers: SEPA text, recipient IBANs, reoccurrences and the wire models. */
import fc from 'fast-check'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { TRANSFER_KINDS, type TransferKind } from '../accounts/account-capabilities.ts'
import { wireBalanceArbitrary } from '../accounts/financial-account.arbitrary.ts'
import { ibanStringOfCountryArbitrary } from '../iban/iban.arbitrary.ts'
import { IBAN_COUNTRY_CODES } from '../iban/iban-registry.ts'
import { SEPA_COUNTRY_CODES, SEPA_EXTRA_LETTERS, SEPA_SPECIAL_CHARACTERS } from './constants.ts'
import {
  BANK_TRANSFER_LIST_STATUSES,
  REOCCURRENCES,
  type BankTransferOrderWire,
  type BankTransferWire,
  type Reoccurrence,
} from './model.ts'

const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** One character SEPA allows (letters, digits, space, / ? : ( ) . , ' + - and the umlauts and ß). */
export const sepaCharacterArbitrary: fc.Arbitrary<string> = fc.constantFrom(
  ...[...`${LETTERS_AND_DIGITS} ${SEPA_SPECIAL_CHARACTERS}${SEPA_EXTRA_LETTERS}`],
)

/** A text of SEPA characters only, without leading or trailing spaces (as a valid purpose or name is kept). */
export const sepaTextArbitrary = (constraints: { readonly minLength?: number; readonly maxLength: number }): fc.Arbitrary<string> =>
  fc
    .array(sepaCharacterArbitrary, { minLength: constraints.minLength ?? 0, maxLength: constraints.maxLength })
    .map((chars) => chars.join(''))
    .filter((s) => s === s.trim())

/**
 * One character SEPA does not allow: typical typed ones (& @ € é ñ quotes, line breaks) and any other code point in
 * NFC, except combining marks (which would merge with the letter before them).
 */
export const nonSepaCharacterArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('&', '@', '€', '%', '*', '$', '#', '!', '"', '„', '“', '_', ';', '=', 'é', 'ñ', 'Å', 'ø', '\n', '\t', '\u00a0', '😀'),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
    .filter((g) => g === g.normalize('NFC') && [...g].length === 1 && !/^\p{M}$/u.test(g))
    .filter((g) => !new RegExp(`^[A-Za-z0-9 ${SEPA_EXTRA_LETTERS}/?:().,'+-]$`).test(g)),
)

export const reoccurrenceArbitrary: fc.Arbitrary<Reoccurrence> = fc.constantFrom(...REOCCURRENCES)
export const transferKindArbitrary: fc.Arbitrary<TransferKind> = fc.constantFrom(...TRANSFER_KINDS)

/** A valid recipient IBAN (registry length, check digits) of a SEPA country, in electronic form. */
export const transferRecipientIbanArbitrary: fc.Arbitrary<string> = fc
  .constantFrom(...IBAN_COUNTRY_CODES.filter((c) => (SEPA_COUNTRY_CODES as ReadonlyArray<string>).includes(c)))
  .chain(ibanStringOfCountryArbitrary)

/** A bank transfer as the transfer service sends it (the input of BankTransferCodec). */
export const bankTransferWireArbitrary: fc.Arbitrary<BankTransferWire> = fc.record(
  {
    bankTransferId: fc.uuid(),
    recipientName: orNull(sepaTextArbitrary({ maxLength: 70 })),
    recipientIban: orNull(transferRecipientIbanArbitrary),
    recipientBic: orNull(fc.constantFrom('COBADEFFXXX', 'DEUTDEFFXXX', 'GENODEF1M04')),
    purpose: orNull(sepaTextArbitrary({ maxLength: 140 })),
    amount: orNull(wireBalanceArbitrary),
    draft: orNull(fc.boolean()),
    referenceId: orNull(fc.uuid()),
    referenceType: orNull(fc.constantFrom('VOUCHER', 'SEIZURE')),
    contactId: orNull(fc.uuid()),
    bankTransferGroupReference: orNull(fc.uuid()),
  },
  { requiredKeys: ['bankTransferId'] },
)

/** A bank transfer order as the transfer service sends it (the input of BankTransferOrderCodec). */
export const bankTransferOrderWireArbitrary: fc.Arbitrary<BankTransferOrderWire> = fc.record(
  {
    bankTransferOrderId: fc.uuid(),
    bankAccountId: orNull(fc.uuid()),
    bankTransferIds: orNull(fc.array(fc.uuid(), { maxLength: 5 })),
    sepaInstant: orNull(fc.boolean()),
    executionDate: orNull(localDateArbitrary),
    reoccurrence: orNull(reoccurrenceArbitrary),
    lastExecutionDate: orNull(localDateArbitrary),
    declined: orNull(fc.boolean()),
    sepaInstantTransactionId: orNull(fc.uuid()),
    paymentStatus: orNull(fc.oneof(fc.constantFrom('FAILED', 'SUCCESSFUL', 'PENDING', 'IN_PROGRESS'), fc.string({ maxLength: 12 }))),
    errorMessage: orNull(fc.string({ maxLength: 40 })),
  },
  { requiredKeys: ['bankTransferOrderId'] },
)

/** A transfer of the combined transfer lists as the server sends it. */
export const bankTransferListItemWireArbitrary = fc.record(
  {
    bankTransferId: fc.uuid(),
    status: fc.constantFrom(...BANK_TRANSFER_LIST_STATUSES),
    recipientIban: orNull(transferRecipientIbanArbitrary),
    executionDate: orNull(localDateArbitrary),
  },
  { requiredKeys: ['bankTransferId', 'status'] },
)
