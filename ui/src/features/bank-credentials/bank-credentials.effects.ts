/**
 * The calls of a bank login (spec: accounts-and-transfers 7.1: GET v100/bankInfos/details, POST v3/financialContacts,
 * PUT v3/financialContacts/{id}; 8: invalid contact data is rejected locally, a 408 shows the bank-connection notice).
 * The only place the login form and the credentials dialog reach the banking port. The PIN arrives here already
 * encoded (validateBankCredentials) and goes into the request body only: it is never kept, logged or stored.
 */
import {
  describeBankCallError,
  routeIssues,
  type Backend,
  type BackendError,
  type BankCredentialsPayload,
  type BankDetails,
  type BankDetailsQuery,
  type BankInfo,
  type FinancialContact,
  type FinancialContactBody,
  type Versioned,
} from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import type { WithErrorText } from '../../shared/components/ErrorNotice.tsx'
import type { FieldErrors } from '../../shared/components/FieldError.tsx'
import { BANK_CREDENTIALS_TEXTS } from './bank-credentials-texts.ts'

/** The fields of the login form, as the server names them in an issue's source. */
export const CREDENTIALS_FORM_FIELDS = ['userIdValues', 'customerIdValues', 'pin', 'savePinEnabled'] as const

/** What the login form shows after a failed save: texts on its fields and notices above it (with their links). */
export interface CredentialsFailure {
  readonly fieldErrors: FieldErrors
  readonly notices: ReadonlyArray<WithErrorText>
}

/**
 * A failed bank call as the form shows it: server issues on the form's fields (the rest as notices), anything else
 * (a 408 from the bank, the network, an answer that does not decode) as one notice.
 * @example toCredentialsFailure(serverIssues(400, [{ i18nKey: 'x', source: 'pin', … }])).fieldErrors.pin
 */
export const toCredentialsFailure = (
  error: BackendError,
  fields: ReadonlyArray<string> = CREDENTIALS_FORM_FIELDS,
): CredentialsFailure => {
  if (error._tag === 'ServerIssues' && error.status !== 408 && error.issues.length > 0) {
    const routed = routeIssues(error.issues, fields)
    return { fieldErrors: routed.fieldErrors, notices: [...routed.notices, ...routed.actions] }
  }
  return { fieldErrors: {}, notices: [{ segments: describeBankCallError(error).segments }] }
}

/** How a bank's login form looks. */
export interface BankLoginLabels {
  readonly userIdLabel: string
  /** Null: the bank asks for no customer id. */
  readonly customerIdLabel: string | null
  readonly savePinRequired: boolean
}

const labelOr = (label: string | null | undefined, fallback: string): string => {
  const trimmed = label?.trim() ?? ''
  return trimmed === '' ? fallback : trimmed
}

/**
 * The form of a bank as its details describe it; before (or without) details, a user-id field only, and a customer-id
 * field when the login already has customer ids. Reading: the details' labels are the bank's own words for its
 * login fields, so they replace ours.
 */
export const toBankLoginLabels = (
  details: BankDetails | null,
  contact: Pick<FinancialContact, 'customerIdValues' | 'savePinRequired'> | null = null,
): BankLoginLabels => {
  const hasCustomerIds = (contact?.customerIdValues?.length ?? 0) > 0
  const customerIdLabel =
    details?.customerIdLabel != null && details.customerIdLabel.trim() !== ''
      ? details.customerIdLabel.trim()
      : hasCustomerIds
        ? BANK_CREDENTIALS_TEXTS.customerIdLabel
        : null
  return {
    userIdLabel: labelOr(details?.userIdLabel, BANK_CREDENTIALS_TEXTS.userIdLabel),
    customerIdLabel,
    savePinRequired: details?.savePinRequired === true || contact?.savePinRequired === true,
  }
}

/** The details query of a bank or of a login's bank; null when it has no bank code to ask with. */
export const toBankDetailsQuery = (
  bank: Pick<BankInfo, 'bankCode' | 'bankName' | 'banksApiBankId'> | Pick<FinancialContact, 'bankCode' | 'bankName' | 'banksApiBankId'>,
): BankDetailsQuery | null => {
  const bankCode = bank.bankCode?.trim() ?? ''
  return bankCode === '' ? null : { bankCode, banksApiBankId: bank.banksApiBankId ?? null, bankName: bank.bankName ?? null }
}

/** GET v100/bankInfos/details: the labels of the login form (s31, s33 and the credentials dialog). */
export const loadBankDetails = (backend: Backend, query: BankDetailsQuery, signal: AbortSignal): Promise<E.Either<BackendError, BankDetails>> =>
  backend.banking.getBankDetails(query, { signal })()

const credentialFields = (credentials: BankCredentialsPayload) => ({
  userIdValues: credentials.userIdValues,
  customerIdValues: credentials.customerIdValues,
  pin: credentials.pin,
})

/**
 * POST v3/financialContacts: a new bank login at the chosen bank (s31). A login made to reconnect an account names it
 * in the existing-account header (accounts-and-transfers 7.1), so the banking service links the two.
 */
export const createBankLogin = (
  backend: Backend,
  bank: BankInfo,
  credentials: BankCredentialsPayload,
  savePin: boolean,
  signal: AbortSignal,
  existingAccountId: string | null = null,
): Promise<E.Either<BackendError, FinancialContact>> => {
  const body: FinancialContactBody = {
    bankCode: bank.bankCode,
    bic: bank.bic ?? null,
    bankName: bank.bankName,
    banksApiBankId: bank.banksApiBankId ?? null,
    ...credentialFields(credentials),
    savePinEnabled: savePin,
  }
  return backend.banking.createFinancialContact(body, existingAccountId === null ? {} : { existingAccountId }, { signal })()
}

/**
 * PUT v3/financialContacts/{id}: new credentials for a login (s33, the credentials dialog). Without credentials (an
 * automatic save in redirect mode or for an oauth2 bank) the login's own user ids are sent back and no PIN, since the
 * bank's own page took the login. Reading: the spec names the body only as "contact data"; the contact's bank fields
 * and lockVersion are sent with it, so the server can detect a concurrent change.
 */
export const updateBankLogin = (
  backend: Backend,
  contact: FinancialContact,
  credentials: BankCredentialsPayload | null,
  savePin: boolean,
  signal: AbortSignal,
): Promise<E.Either<BackendError, FinancialContact>> => {
  const body: Versioned<FinancialContactBody> = {
    bankCode: contact.bankCode ?? null,
    bic: contact.bic ?? null,
    bankName: contact.bankName ?? null,
    banksApiBankId: contact.banksApiBankId ?? null,
    ...(credentials === null
      ? { userIdValues: contact.userIdValues ?? null, customerIdValues: contact.customerIdValues ?? null, pin: null }
      : credentialFields(credentials)),
    savePinEnabled: savePin,
    // A login read without one counts as 0, as the service counts it.
    lockVersion: contact.lockVersion ?? 0,
  }
  return backend.banking.updateFinancialContact(contact.financialContactId, body, { signal })()
}

/**
 * PUT v3/financialContacts/{id} for a login this wizard created a moment ago (s31 again, back from s40): the login is
 * read first (GET v3/financialContacts/{id}) for its bank fields and lockVersion, then given the new credentials.
 * Creating it again would be refused as CONTACT_ALREADY_EXISTS.
 */
export const updateCreatedBankLogin = async (
  backend: Backend,
  financialContactId: string,
  credentials: BankCredentialsPayload,
  savePin: boolean,
  signal: AbortSignal,
): Promise<E.Either<BackendError, FinancialContact>> => {
  const contact = await backend.banking.getFinancialContact(financialContactId, { signal })()
  return contact._tag === 'Left' ? contact : updateBankLogin(backend, contact.right, credentials, savePin, signal)
}
