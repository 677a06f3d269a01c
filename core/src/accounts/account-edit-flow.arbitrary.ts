/** fast-check arbitraries for the edit-account dialog: what the user types and presses, and what the server answers. */
import fc from 'fast-check'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { httpStatus, NETWORK_FAILURE, serverIssues, TIMEOUT, undecodable, type BackendError } from '../errors/backend-error.ts'
import type { AccountEditEvent, AccountEditFieldChange, AccountSaveFailure } from './account-edit-flow.ts'
import { ACCOUNT_EDIT_FIELDS } from './account-edit-form.ts'
import { ALLOWED_BUSINESS_CASES, FINANCIAL_ACCOUNT_TYPES, USING_PROFILE_TYPES, type FinancialAccount } from './model.ts'

/** Mostly values that pass the form's check, some that do not (an empty caption, a bad IBAN, a third decimal). */
export const accountEditFieldChangeArbitrary: fc.Arbitrary<AccountEditFieldChange> = fc.oneof(
  fc.constantFrom('Barkasse', 'Kasse 2', '', 'K'.repeat(101)).map((value): AccountEditFieldChange => ({ field: 'name', value })),
  fc.string({ maxLength: 12 }).map((value): AccountEditFieldChange => ({ field: 'accountHolder', value })),
  fc.option(fc.constantFrom(...USING_PROFILE_TYPES), { nil: null }).map((value): AccountEditFieldChange => ({ field: 'usingProfileType', value })),
  fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES).map((value): AccountEditFieldChange => ({ field: 'type', value })),
  fc.constantFrom('', 'de02 1203 0000 0000 2020 51', 'DE00 1234').map((value): AccountEditFieldChange => ({ field: 'iban', value })),
  fc.constantFrom('', 'COBADEFFXXX', 'COBADEFFXXX', 'XX').map((value): AccountEditFieldChange => ({ field: 'bic', value })),
  fc.constantFrom('', '', '1.234,56', '12,345').map((value): AccountEditFieldChange => ({ field: 'openingBalance', value })),
  fc.option(localDateArbitrary, { nil: null }).map((value): AccountEditFieldChange => ({ field: 'openingBalanceDate', value })),
  fc.subarray([...ALLOWED_BUSINESS_CASES]).map((value): AccountEditFieldChange => ({ field: 'allowedBusinessCases', value })),
)

/** Failures that are no refusal with issues: the dialog shows them with a retry. */
const failedSaveErrorArbitrary: fc.Arbitrary<BackendError> = fc.constantFrom(
  httpStatus(503),
  TIMEOUT,
  NETWORK_FAILURE,
  undecodable('updateFinancialAccount', ['name']),
  serverIssues(403, [{ i18nKey: 'FORBIDDEN' }]),
)

const failureTextArbitrary = fc.constantFrom('Die IBAN ist ungültig.', 'Das Konto wurde inzwischen geändert.')

/** A failed save as the catalogue describes one: texts on some of the form's fields and notices, or the error itself. */
export const accountSaveFailureArbitrary: fc.Arbitrary<AccountSaveFailure> = fc.oneof(
  { weight: 2, arbitrary: fc
    .record({
      fieldErrors: fc.dictionary(fc.constantFrom(...ACCOUNT_EDIT_FIELDS), fc.array(failureTextArbitrary, { minLength: 1, maxLength: 2 }), {
        maxKeys: 3,
      }),
      notices: fc.array(failureTextArbitrary.map((text) => ({ segments: [{ kind: 'text' as const, text }] })), { maxLength: 2 }),
      conflict: fc.boolean(),
    })
    .map((refusal): AccountSaveFailure => ({ kind: 'refused', ...refusal })) },
  failedSaveErrorArbitrary.map((error): AccountSaveFailure => ({ kind: 'failed', error })),
)

/**
 * Any event the dialog may get for `account`: typing, its buttons and links, the server's answers (a read-again
 * account is the same account with a new caption and lockVersion), and the closing of the dialogs on top.
 */
export const accountEditEventArbitrary = (account: FinancialAccount): fc.Arbitrary<AccountEditEvent> => {
  const event = (arbitrary: fc.Arbitrary<AccountEditEvent>, weight = 1) => ({ arbitrary, weight })
  const constant = (e: AccountEditEvent, weight = 1) => event(fc.constant(e), weight)
  // Weighted so that sequences reach a stale save and its read before something closes the dialog.
  return fc.oneof(
    event(accountEditFieldChangeArbitrary.map((change): AccountEditEvent => ({ type: 'fieldChanged', change })), 6),
    constant({ type: 'saveSubmitted' }, 8),
    event(accountSaveFailureArbitrary.map((failure): AccountEditEvent => ({ type: 'accountSaveFailed', failure })), 8),
    constant({ type: 'reloadPressed' }, 8),
    event(
      fc
        .record({ name: fc.constantFrom('Handkasse', ''), lockVersion: fc.nat({ max: 20 }) })
        .map((fields): AccountEditEvent => ({ type: 'accountReloaded', account: { ...account, ...fields } })),
      6,
    ),
    event(failedSaveErrorArbitrary.map((error): AccountEditEvent => ({ type: 'accountReloadFailed', error })), 2),
    constant({ type: 'accountSaved' }, 3),
    constant({ type: 'canceled' }),
    constant({ type: 'changeCredentialsPressed' }, 2),
    constant({ type: 'contactLoaded', contact: { financialContactId: account.financialContact?.financialContactId ?? 'c1' } }, 2),
    event(failedSaveErrorArbitrary.map((error): AccountEditEvent => ({ type: 'contactLoadFailed', error }))),
    event(fc.boolean().map((saved): AccountEditEvent => ({ type: 'credentialsClosed', saved })), 2),
    constant({ type: 'connectPressed' }),
    event(fc.boolean().map((connected): AccountEditEvent => ({ type: 'connectClosed', connected })), 2),
  )
}
