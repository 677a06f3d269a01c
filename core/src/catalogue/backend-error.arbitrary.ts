/** fast-check arbitraries for server issues and backend errors. */
import fc from 'fast-check'
import { ABORTED, httpStatus, NETWORK_FAILURE, serverIssues, TIMEOUT, undecodable, type BackendError } from '../errors/backend-error.ts'
import { catalogue } from './catalogue.ts'
import type { Issue } from '../errors/issue.ts'

/** Keys of our catalogue and keys this version does not know. */
const i18nKeyArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...Object.keys(catalogue)),
  fc.constantFrom('validation.iban.invalid', 'transfer.limitExceeded', ''),
  fc.string(),
)

/** Any issue the server may send (its JSON form and the decoded form are the same). */
export const issueArbitrary: fc.Arbitrary<Issue> = fc.record(
  {
    i18nKey: i18nKeyArbitrary,
    source: fc.option(fc.constantFrom('amount', 'iban', 'executionDate'), { nil: null }),
    type: fc.option(fc.constantFrom('ERROR', 'WARNING'), { nil: null }),
    i18nValues: fc.option(
      fc.record(
        {
          errorText: fc.option(fc.oneof(fc.constantFrom('', '  ', 'Betrag zu hoch.'), fc.string()), { nil: null }),
          // A placeholder value of our text (e.g. the minimum search length), as the server may send it.
          minLength: fc.option(fc.oneof(fc.nat(), fc.string()), { nil: null }),
        },
        { requiredKeys: [] },
      ),
      { nil: null },
    ),
  },
  { requiredKeys: ['i18nKey'] },
)

/** Status codes an error answer may carry, including the ones with special handling (403, 408, 429, 5xx). */
export const errorStatusArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504),
  fc.integer({ min: 400, max: 599 }),
)

/** Every kind of BackendError. */
export const backendErrorArbitrary: fc.Arbitrary<BackendError> = fc.oneof(
  fc.tuple(errorStatusArbitrary, fc.array(issueArbitrary, { maxLength: 3 })).map(([status, issues]) => serverIssues(status, issues)),
  fc.tuple(errorStatusArbitrary, fc.option(fc.nat({ max: 86_400 }), { nil: undefined })).map(([status, seconds]) => httpStatus(status, seconds)),
  fc.constant(TIMEOUT),
  fc.constant(NETWORK_FAILURE),
  fc.constant(ABORTED),
  fc.tuple(fc.constantFrom('GET /accounts', 'POST /transfers'), fc.array(fc.string(), { maxLength: 3 })).map(([route, report]) =>
    undecodable(route, report),
  ),
)
