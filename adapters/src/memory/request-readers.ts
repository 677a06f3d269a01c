/**
 * How the routes table (memory-routes.ts) reads a request before the db sees it: its query and headers, its body
 * decoded and its texts within their limits, its path parameters.
 */
import {
  decodeEncodedPin,
  FinancialAccountBodyCodec,
  FinancialContactBodyCodec,
  findTooLongAccountBodyFields,
  findTooLongFinancialContactFields,
  type FinancialAccountBodyWire,
  type FinancialContactBody,
  type ValidationIssue,
  findTooLongOnboardingFields,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import type { QueryProblem } from '../wire/financial-accounts-query.ts'
import type { ReceivedRequest } from '../wire/requests.ts'
import { decodeBody } from './request-body.ts'
import type { MemoryDb } from './store/db.ts'
import { HTTP_BAD_REQUEST, HTTP_FORBIDDEN, ISSUE_KEYS, SOURCES, fail, invalidQueryParameter, issueOf, rejected, type DbResult } from './store/failures.ts'

/** What the request's query (or headers) hold, or the 400 naming what could not be read. */
export const withRead = <A, W>(read: E.Either<QueryProblem, A>, then: (a: A) => DbResult<W>): DbResult<W> =>
  E.isLeft(read) ? invalidQueryParameter(read.left.parameter) : then(read.right)

/** The decoded body, or the 400 with an issue per field that did not decode. */
export const withBody = <A, W>(request: ReceivedRequest, codec: t.Decoder<unknown, A>, then: (body: A) => DbResult<W>): DbResult<W> => {
  const body = decodeBody(codec, request.body)
  return E.isLeft(body) ? fail(HTTP_BAD_REQUEST, ...body.left) : then(body.right)
}

/** A body whose texts fit their fields goes on; else the 400 with one accounts.textTooLong issue per field. */
export const withinLimits = <W>(tooLong: ReadonlyArray<ValidationIssue>, then: () => DbResult<W>): DbResult<W> =>
  tooLong.length > 0 ? rejected(tooLong) : then()

/** The issues of the text checks of core that a body's texts broke (issue 17: the server checks what the forms check). */
const textIssues = (...checks: ReadonlyArray<E.Either<ReadonlyArray<ValidationIssue>, unknown>>): ReadonlyArray<ValidationIssue> =>
  checks.flatMap((check) => (E.isLeft(check) ? check.left : []))

/** A body decoded, then its texts checked by core's rules (the forms' own), before the db sees it. */
export const withCheckedBody = <A, W>(
  request: ReceivedRequest,
  codec: t.Decoder<unknown, A>,
  checks: (body: A) => ReadonlyArray<E.Either<ReadonlyArray<ValidationIssue>, unknown>>,
  then: (body: A) => DbResult<W>,
): DbResult<W> => withBody(request, codec, (body) => withinLimits(textIssues(...checks(body)), () => then(body)))

/** The db takes account bodies in wire form: decoding checked them, encoding gives them back as sent. */
export const withAccountBody = <W>(request: ReceivedRequest, then: (body: FinancialAccountBodyWire) => DbResult<W>): DbResult<W> =>
  withBody(request, FinancialAccountBodyCodec, (body) =>
    withinLimits(findTooLongAccountBodyFields(body), () => then(FinancialAccountBodyCodec.encode(body))),
  )

/**
 * An update of a record that has a lockVersion (financial account, financial contact: spec 3; proposals decode it as
 * required) names the version the user saw; without it the update would skip the conflict check, so it is refused
 * with a 400 at lockVersion (issue 17, item 6).
 */
export const withLockVersion = <W>(body: { readonly lockVersion?: number | null | undefined }, then: () => DbResult<W>): DbResult<W> =>
  typeof body.lockVersion === 'number' ? then() : fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidModel, SOURCES.lockVersion))

/** A login body, its texts checked; the PIN by what it stands for (a PIN that does not decode is the db's to refuse). */
export const withContactBody = <W>(request: ReceivedRequest, then: (body: FinancialContactBody) => DbResult<W>): DbResult<W> =>
  withBody(request, FinancialContactBodyCodec, (body) =>
    withinLimits(findTooLongFinancialContactFields({ ...body, pin: body.pin == null ? null : decodeEncodedPin(body.pin) }), () => then(body)),
  )

/**
 * An onboarding body, decoded and its texts within their limits (core's onboarding field-limits.ts); the db gets it in
 * wire form (the onboarding codecs encode to what they decode).
 */
export const withOnboardingBody = <A, W>(request: ReceivedRequest, codec: t.Decoder<unknown, A>, then: (body: A) => DbResult<W>): DbResult<W> =>
  withBody(request, codec, (body) => withinLimits(findTooLongOnboardingFields(body), () => then(body)))

/** A user without access to the finance module gets 403 on the account list (hub-and-business-account 2.1, 8). */
export const withFinanceAccess = <W>(db: MemoryDb, then: () => DbResult<W>): DbResult<W> =>
  db.isFinanceAccessDenied() ? fail(HTTP_FORBIDDEN) : then()

export const accountId = (request: ReceivedRequest) => request.param(SOURCES.financialAccountId)
export const contactId = (request: ReceivedRequest) => request.param(SOURCES.financialContactId)
export const orderId = (request: ReceivedRequest) => request.param('bankTransferOrderId')
export const changeRequestId = (request: ReceivedRequest) => request.param('changeRequestId')
export const transactionId = (request: ReceivedRequest) => request.param('financialTransactionId')
export const reservedId = (request: ReceivedRequest) => request.param('reservedFinancialTransactionId')
export const paymentId = (request: ReceivedRequest) => request.param('paymentId')
export const importId = (request: ReceivedRequest) => request.param('financialTransactionImportId')
export const proposalId = (request: ReceivedRequest) => request.param('proposalId')
