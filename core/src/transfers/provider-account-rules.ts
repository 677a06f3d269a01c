/**
 * Transfers from the provider's own bank account (spec: accounts-and-transfers 5.5 and 6: two-factor authentication
 * must be activated; the privilege FINANCE_LEXBANK_TERMS_OVERDUE blocks the next button; hub-and-business-account 8
 * MISSING_MFA_ERROR "shown when MFA is not activated on print, delete or transfer actions").
 */
import * as E from 'fp-ts/lib/Either.js'
import { isProviderBankAccount } from '../accounts/account-rules.ts'
import type { FinancialAccount } from '../accounts/model.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { TERMS_OVERDUE_PRIVILEGE } from './constants.ts'

export interface ProviderAccountTransferContext {
  readonly account: Pick<FinancialAccount, 'type'>
  /** Two-factor authentication is activated (the account state's multiFactorAuthenticationEnabled). */
  readonly mfaActivated: boolean
  readonly privileges: ReadonlyArray<string>
}

/**
 * The next button of the transfer dialog is blocked while the provider bank's terms are overdue (privilege
 * FINANCE_LEXBANK_TERMS_OVERDUE). Reading: this blocks transfers from the provider's own accounts (LEXBANK and
 * LEXBANK_SUB_ACCOUNT) only, since those terms govern only that bank; a transfer from another bank is not affected.
 * @example isTransferNextButtonBlocked({ account: { type: 'LEXBANK' }, privileges: ['FINANCE_LEXBANK_TERMS_OVERDUE'] }) // true
 */
export const isTransferNextButtonBlocked = (context: Pick<ProviderAccountTransferContext, 'account' | 'privileges'>): boolean =>
  isProviderBankAccount(context.account) && context.privileges.includes(TERMS_OVERDUE_PRIVILEGE)

/**
 * A transfer from the provider's own bank needs two-factor authentication activated (else MISSING_MFA_ERROR) and
 * terms that are not overdue. Accounts of other banks pass unchanged. Reading: the provider's own bank means both
 * LEXBANK and LEXBANK_SUB_ACCOUNT. Both issues are reported at once, on the account field.
 * @example validateProviderAccountTransfer({ account: { type: 'LEXBANK' }, mfaActivated: false, privileges: [] }) // left: MISSING_MFA_ERROR
 */
export const validateProviderAccountTransfer = (
  context: ProviderAccountTransferContext,
  field = 'bankAccountId',
): E.Either<ReadonlyArray<ValidationIssue>, true> => {
  if (!isProviderBankAccount(context.account)) return E.right(true)
  const issues = [
    ...(context.mfaActivated ? [] : [validationIssue(field, 'MISSING_MFA_ERROR')]),
    ...(isTransferNextButtonBlocked(context) ? [validationIssue(field, 'transfers.providerTermsOverdue')] : []),
  ]
  return issues.length > 0 ? E.left(issues) : E.right(true)
}
