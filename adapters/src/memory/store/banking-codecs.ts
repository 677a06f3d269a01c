/** The stored records of accounts and logins, transfers, the hub and the onboarding, as snapshot.ts checks them. */
import {
  BankTransferCodec,
  BankTransferListEntryCodec,
  BankTransferOrderCodec,
  FinancialAccountCodec,
  FinancialContactCodec,
  PlannedBankTransferCodec,
  BankAccountStateCodec,
  FallbackCardSettingsCodec,
  SeizureCodec,
  ReoccurrenceCodec,
  BeneficialOwnerCodec,
  LegalRepresentativeLinkCodec,
  SavedBusinessCodec,
  SavedPersonCodec,
} from '@kontor/core'
import * as t from 'io-ts'
import { SCA_MODES } from '../transfers/transfer-state.ts'
import { CountCodec, StoredDate, nullableOf, wireRecord } from './codec-kit.ts'

export const AccountRecordCodec = wireRecord(FinancialAccountCodec, 'StoredAccount')

export const ContactRecordCodec = t.exact(
  t.type({ wire: wireRecord(FinancialContactCodec, 'StoredContactWire'), pinSaved: t.boolean }),
  'StoredContact',
)

/** The transfer records: each wire record by core's codec; the rest by its own shape. No field can hold a TAN. */
export const TransferRecordsCodec = t.exact(
  t.type({
    transfers: t.array(
      t.exact(
        t.type({
          wire: wireRecord(BankTransferCodec, 'StoredBankTransfer'),
          bankAccountId: nullableOf(t.string),
          listStatus: t.string,
          errorMessage: nullableOf(t.string),
          dueDate: nullableOf(StoredDate),
          orderId: nullableOf(t.string),
          createdOn: StoredDate,
        }),
      ),
    ),
    orders: t.array(
      t.exact(
        t.type({
          wire: wireRecord(BankTransferOrderCodec, 'StoredBankTransferOrder'),
          executed: t.boolean,
          challenge: nullableOf(
            t.exact(
              t.type({
                token: t.string,
                mode: t.keyof(Object.fromEntries(SCA_MODES.map((m) => [m, null])) as Record<(typeof SCA_MODES)[number], null>),
                securityId: nullableOf(t.string),
                changeRequestId: nullableOf(t.string),
              }),
            ),
          ),
          statusReadsLeft: CountCodec,
          rateLimitedUntilMs: nullableOf(t.number),
        }),
      ),
    ),
    planned: t.array(
      t.exact(
        t.type({
          kind: t.keyof({ scheduled: null, standingOrder: null }),
          bankAccountId: t.string,
          reoccurrence: nullableOf(ReoccurrenceCodec),
          lastExecutionDate: nullableOf(StoredDate),
          wire: wireRecord(PlannedBankTransferCodec, 'StoredPlannedTransfer'),
        }),
      ),
    ),
    executed: t.array(wireRecord(BankTransferListEntryCodec, 'StoredExecutedTransfer')),
    changeRequests: t.array(
      t.exact(
        t.type({
          changeRequestId: t.string,
          bankTransferOrderId: t.string,
          readsLeft: CountCodec,
          outcome: t.keyof({ CONFIRMED: null, DECLINED: null }),
          smsTanRequested: t.boolean,
        }),
      ),
    ),
  }),
  'StoredTransferRecords',
)

/** The hub's records: each wire record by core's codec, the rest by its own shape. */
export const StoredHubRecordsCodec = t.exact(
  t.type({
    organisationId: nullableOf(t.string),
    accountState: wireRecord(BankAccountStateCodec, 'StoredAccountState'),
    seizures: t.array(wireRecord(SeizureCodec, 'StoredSeizure')),
    userSettings: t.record(t.string, t.string),
    fallbackCardSettings: nullableOf(wireRecord(FallbackCardSettingsCodec, 'StoredFallbackCardSettings')),
    privileges: nullableOf(t.array(t.string)),
    financeAccessDenied: t.boolean,
    deviceLinkConfirmAtMs: nullableOf(t.number),
    mfaActivated: t.boolean,
    mfaConfirmAtMs: nullableOf(t.number),
  }),
  'StoredHubRecords',
)

const IdentificationRecordCodec = t.exact(
  t.type({
    id: t.string,
    status: t.string,
    personId: nullableOf(t.string),
    businessId: nullableOf(t.string),
    url: t.string,
    createdAtMs: t.number,
    reviewEndsAtMs: nullableOf(t.number),
  }),
  'StoredIdentification',
)

const TaxNumberRecordCodec = t.exact(t.type({ lexBankBusinessId: t.string, taxNumber: t.string }), 'StoredTaxNumber')

/** The onboarding's records as stored: the wire records by core's codecs, the rest by its own shape; no sensitive value. */
export const StoredOnboardingRecordsCodec = t.exact(
  t.type({
    organizationType: nullableOf(t.string),
    branchOfIndustryId: nullableOf(t.string),
    currentPersonId: nullableOf(t.string),
    persons: t.array(wireRecord(SavedPersonCodec, 'StoredPerson')),
    businesses: t.array(wireRecord(SavedBusinessCodec, 'StoredBusiness')),
    legalRepresentatives: t.array(wireRecord(LegalRepresentativeLinkCodec, 'StoredLegalRepresentative')),
    beneficialOwners: t.array(wireRecord(BeneficialOwnerCodec, 'StoredBeneficialOwner')),
    identifications: t.array(IdentificationRecordCodec),
    accounts: t.array(
      t.exact(
        t.type({
          accountId: t.string,
          personId: nullableOf(t.string),
          businessId: nullableOf(t.string),
          lexBankBusinessId: t.string,
          financialAccountId: t.string,
          iban: t.string,
          accountHolder: t.string,
          startedAtMs: t.number,
          completed: t.boolean,
        }),
      ),
    ),
    cardOrders: t.array(t.exact(t.type({ cardId: t.string, personId: t.string, accountId: t.string, financialAccountId: t.string }))),
    authorizedPersons: t.array(t.exact(t.type({ businessId: t.string, accountId: t.string, authorizedPersonId: t.string }))),
    legalIdentifications: t.array(t.string),
    taxNumbers: t.array(TaxNumberRecordCodec),
  }),
  'StoredOnboardingRecords',
)

const SensitiveValuesCodec = t.record(t.string, nullableOf(t.string))

/** The onboarding's sensitive values as the demo keeps them apart (sessionStorage). */
export const SensitiveOnboardingRecordsCodec = t.exact(
  t.type({
    persons: t.readonlyArray(t.exact(t.type({ id: t.string, values: SensitiveValuesCodec }))),
    businesses: t.readonlyArray(t.exact(t.type({ id: t.string, values: SensitiveValuesCodec }))),
    identifications: t.readonlyArray(IdentificationRecordCodec),
    taxNumbers: t.readonlyArray(TaxNumberRecordCodec),
  }),
  'SensitiveOnboardingRecords',
)
