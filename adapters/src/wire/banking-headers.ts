/**
 * The request headers of the banking calls (names in the routes table), written by the HTTP client and read by the
 * server. Chosen: every value percent-encoded (encodeURIComponent), because a header carries only Latin-1 and a
 * redirect error from a bank may hold any text. A header left out, or empty, means "not given".
 */
import type { FinancialContactCreateHeaders, OnlineBankingDataHeaders, ScaAnswer } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'
import { HEADERS } from './routes.ts'

type HeaderName = (typeof HEADERS)[keyof typeof HEADERS]

/** How the server reads a request header (Hono's c.req.header, or Headers#get). */
export type HeaderReader = (name: string) => string | null | undefined

const headersOf = (entries: ReadonlyArray<readonly [HeaderName, string | null | undefined]>): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const [name, value] of entries) if (value !== null && value !== undefined && value !== '') headers[name] = encodeURIComponent(value)
  return headers
}

/** Each header's decoded value; one that is not valid percent-encoding is a problem naming the header. */
const readHeaders = <const N extends HeaderName>(
  read: HeaderReader,
  names: ReadonlyArray<N>,
): E.Either<QueryProblem, Partial<Record<N, string>>> => {
  const values: Partial<Record<N, string>> = {}
  for (const name of names) {
    const raw = read(name)
    if (raw === null || raw === undefined || raw === '') continue
    try {
      values[name] = decodeURIComponent(raw)
    } catch {
      return E.left({ parameter: name })
    }
  }
  return E.right(values)
}

/** The optional PIN header of GET …/onlineBankingAccounts. */
export const toPinHeaders = (pin: string | null | undefined): Record<string, string> => headersOf([[HEADERS.pin, pin]])

export const fromPinHeader = (read: HeaderReader): E.Either<QueryProblem, string | null> =>
  E.map((h: Partial<Record<typeof HEADERS.pin, string>>) => h[HEADERS.pin] ?? null)(readHeaders(read, [HEADERS.pin]))

export const toOnlineBankingDataHeaders = (h: OnlineBankingDataHeaders): Record<string, string> =>
  headersOf([
    [HEADERS.pin, h.pin],
    [HEADERS.scaTan, h.tan],
    [HEADERS.scaChallengeId, h.scaChallengeId],
  ])

/** The headers as the memory db takes them (OnlineBankingDataRequest: the PIN as a plain string). */
export interface OnlineBankingDataHeaderValues {
  readonly pin: string | null
  readonly tan?: string
  readonly scaChallengeId?: string
}

export const fromOnlineBankingDataHeaders = (read: HeaderReader): E.Either<QueryProblem, OnlineBankingDataHeaderValues> =>
  E.map((h: Partial<Record<HeaderName, string>>) => ({
    pin: h[HEADERS.pin] ?? null,
    ...(h[HEADERS.scaTan] === undefined ? {} : { tan: h[HEADERS.scaTan] }),
    ...(h[HEADERS.scaChallengeId] === undefined ? {} : { scaChallengeId: h[HEADERS.scaChallengeId] }),
  }))(readHeaders(read, [HEADERS.pin, HEADERS.scaTan, HEADERS.scaChallengeId]))

const CONTACT_CREATE_HEADERS = {
  redirectCode: HEADERS.redirectCode,
  redirectError: HEADERS.redirectError,
  redirectToken: HEADERS.redirectToken,
  temporaryContactId: HEADERS.temporaryContactId,
  existingAccountId: HEADERS.existingAccountId,
} as const satisfies Record<keyof FinancialContactCreateHeaders, HeaderName>

const CONTACT_CREATE_FIELDS = Object.keys(CONTACT_CREATE_HEADERS) as ReadonlyArray<keyof FinancialContactCreateHeaders>

export const toFinancialContactCreateHeaders = (h: FinancialContactCreateHeaders = {}): Record<string, string> =>
  headersOf(CONTACT_CREATE_FIELDS.map((field) => [CONTACT_CREATE_HEADERS[field], h[field]]))

export const fromFinancialContactCreateHeaders = (read: HeaderReader): E.Either<QueryProblem, FinancialContactCreateHeaders> =>
  E.map((h: Partial<Record<HeaderName, string>>) => {
    const headers: { -readonly [K in keyof FinancialContactCreateHeaders]: string } = {}
    for (const field of CONTACT_CREATE_FIELDS) {
      const value = h[CONTACT_CREATE_HEADERS[field]]
      if (value !== undefined) headers[field] = value
    }
    return headers
  })(readHeaders(read, Object.values(CONTACT_CREATE_HEADERS)))

const SCA_ANSWER_HEADERS = {
  tan: HEADERS.scaTan,
  securityId: HEADERS.scaSecurityId,
  requestedAction: HEADERS.scaRequestedAction,
  token: HEADERS.scaToken,
  financialContactId: HEADERS.scaFinancialContactId,
} as const satisfies Record<keyof ScaAnswer, HeaderName>

const SCA_ANSWER_FIELDS = Object.keys(SCA_ANSWER_HEADERS) as ReadonlyArray<keyof ScaAnswer>

/** The SCA answer of a retried call (transactions-import-proposals 7); no answer, or an empty field, sends no header. */
export const toScaHeaders = (sca: ScaAnswer | undefined): Record<string, string> =>
  headersOf(SCA_ANSWER_FIELDS.map((field) => [SCA_ANSWER_HEADERS[field], sca?.[field]]))

/** The SCA answer a request carries; an empty object when it carries none. */
export const fromScaHeaders = (read: HeaderReader): E.Either<QueryProblem, ScaAnswer> =>
  E.map((h: Partial<Record<HeaderName, string>>) => {
    const answer: { -readonly [K in keyof ScaAnswer]: string } = {}
    for (const field of SCA_ANSWER_FIELDS) {
      const value = h[SCA_ANSWER_HEADERS[field]]
      if (value !== undefined) answer[field] = value
    }
    return answer
  })(readHeaders(read, Object.values(SCA_ANSWER_HEADERS)))
