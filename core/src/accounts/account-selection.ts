/** Choosing the accounts to connect, add-account wizard step s40 (spec: accounts-and-transfers 4.1 and 5.1). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'

/**
 * At least one account must be selected in s40: 'Bitte wählen Sie mindestens ein Konto.'. The valid value is the
 * selection without repeated ids, in the order chosen.
 * @example validateOnlineBankingAccountSelection([]) // left: accounts.noAccountSelected
 */
export const validateOnlineBankingAccountSelection = (
  selectedAccountIds: ReadonlyArray<string>,
  field = 'onlineBankingAccounts',
): E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<string>> => {
  const unique = [...new Set(selectedAccountIds)]
  return unique.length === 0 ? E.left([validationIssue(field, 'accounts.noAccountSelected')]) : E.right(unique)
}
