/** The US tax question (FATCA) of the onboarding (spec: hub-and-business-account 4.1 "FATCA", 8 INVALID_FATCA_ACCEPT_VALUE and the FATCA end texts). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue } from '../errors/validation-issue.ts'
import type { Checked } from './form-checks.ts'

export const FATCA_ANSWER_REQUIRED_KEY = 'INVALID_FATCA_ACCEPT_VALUE'
export const FATCA_US_TAX_LIABLE_KEY = 'onboarding.fatcaUsTaxLiable'

/**
 * The answer to "Are you liable to tax in the USA?": it must be chosen (INVALID_FATCA_ACCEPT_VALUE), and only
 * "no" (false) lets the onboarding go on; "yes" gets the FATCA end text, as a business account cannot be opened for
 * persons liable to US tax.
 *
 * Reading: the wizard shows "yes" as a dialog (resume or cancel); this rule is what a form or a service checks
 * before it submits, so a "yes" can never reach the account opening.
 * @example validateFatcaAnswer(null) // left([{ field: 'fatcaRelevant', key: 'INVALID_FATCA_ACCEPT_VALUE' }])
 */
export const validateFatcaAnswer = (answer: boolean | null | undefined, field = 'fatcaRelevant'): Checked<false> => {
  if (answer == null) return E.left([validationIssue(field, FATCA_ANSWER_REQUIRED_KEY)])
  return answer ? E.left([validationIssue(field, FATCA_US_TAX_LIABLE_KEY)]) : E.right(false)
}
