/**
 * A failed save of the edit-account dialog as its flow reacts to it (spec: accounts-and-transfers 2.4, 8): the
 * server's issues on the form's fields (routeIssues), the rest as notices, and whether the save lost to a concurrent
 * change; any other failure as the error itself, which the dialog shows with a retry. It lives here, above the areas,
 * because the accounts area may not read the catalogue that gathers its own messages.
 */
import { ACCOUNT_EDIT_FIELDS } from '../accounts/account-edit-form.ts'
import type { AccountSaveFailure } from '../accounts/account-edit-flow.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { CatalogueKey } from './catalogue.ts'
import { resolveIssue, routeIssues } from './issue-routing.ts'

/** The issue of a save whose lockVersion is stale: someone changed the account meanwhile. */
export const ACCOUNT_CONCURRENT_MODIFICATION_KEY: CatalogueKey = 'banking.concurrentModification'

/**
 * Reading: a 403 is a missing permission whatever issues it carries, so it shows as the error ('backend.noAccess'),
 * which offers no retry.
 * @example describeAccountSaveFailure(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'iban' }])).fieldErrors
 * // { iban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] }
 */
export const describeAccountSaveFailure = (error: BackendError): AccountSaveFailure => {
  if (error._tag !== 'ServerIssues' || error.status === 403 || error.issues.length === 0) return { kind: 'failed', error }
  const routed = routeIssues(error.issues, ACCOUNT_EDIT_FIELDS)
  return {
    kind: 'refused',
    fieldErrors: routed.fieldErrors,
    notices: [...routed.notices, ...routed.actions],
    conflict: error.issues.some((issue) => resolveIssue(issue).key === ACCOUNT_CONCURRENT_MODIFICATION_KEY),
  }
}
