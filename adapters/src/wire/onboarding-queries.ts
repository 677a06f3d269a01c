/**
 * The queries of the onboarding calls on the wire (hub-and-business-account 7): the branch search (term plus a
 * timestamp against caches), the identifications of a person, the register lookups and the card order. Written by the
 * client, read by the server; the readers only parse, whether a value is allowed is the db's decision.
 */
import type { CardOrderRequest } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

export const ONBOARDING_QUERY = {
  term: 'term',
  timestamp: 'timestamp',
  personId: 'personId',
  companyName: 'companyName',
  registrationNumber: 'registrationNumber',
  registrationIssuer: 'registrationIssuer',
  accountId: 'accountId',
  financialAccountId: 'financialAccountId',
} as const

/** The named parameters, each required and given once (an empty value counts as missing). */
const readRequired = <K extends string>(params: URLSearchParams, names: ReadonlyArray<K>): E.Either<QueryProblem, Readonly<Record<K, string>>> => {
  const read: Partial<Record<K, string>> = {}
  for (const name of names) {
    const values = params.getAll(name)
    if (values.length !== 1 || values[0] === '' || values[0] === undefined) return E.left({ parameter: name })
    read[name] = values[0]
  }
  return E.right(read as Record<K, string>)
}

export const toBranchSearchParams = (term: string, timestampMs: number): URLSearchParams =>
  new URLSearchParams({ [ONBOARDING_QUERY.term]: term, [ONBOARDING_QUERY.timestamp]: String(timestampMs) })
/** The timestamp only defeats caches; the server reads the term. */
export const fromBranchSearchParams = (params: URLSearchParams): E.Either<QueryProblem, string> =>
  E.map((r: Readonly<Record<'term', string>>) => r.term)(readRequired(params, [ONBOARDING_QUERY.term]))

export const toIdentificationsSearchParams = (personId: string): URLSearchParams => new URLSearchParams({ [ONBOARDING_QUERY.personId]: personId })
export const fromIdentificationsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, string> =>
  E.map((r: Readonly<Record<'personId', string>>) => r.personId)(readRequired(params, [ONBOARDING_QUERY.personId]))

export const toCompanyNameSearchParams = (companyName: string): URLSearchParams =>
  new URLSearchParams({ [ONBOARDING_QUERY.companyName]: companyName })
export const fromCompanyNameSearchParams = (params: URLSearchParams): E.Either<QueryProblem, string> =>
  E.map((r: Readonly<Record<'companyName', string>>) => r.companyName)(readRequired(params, [ONBOARDING_QUERY.companyName]))

export interface RegistrationQuery {
  readonly registrationNumber: string
  readonly registrationIssuer: string
}
export const toRegistrationSearchParams = (q: RegistrationQuery): URLSearchParams =>
  new URLSearchParams({ [ONBOARDING_QUERY.registrationNumber]: q.registrationNumber, [ONBOARDING_QUERY.registrationIssuer]: q.registrationIssuer })
export const fromRegistrationSearchParams = (params: URLSearchParams): E.Either<QueryProblem, RegistrationQuery> =>
  readRequired(params, [ONBOARDING_QUERY.registrationNumber, ONBOARDING_QUERY.registrationIssuer])

export const toCardOrderSearchParams = (r: CardOrderRequest): URLSearchParams =>
  new URLSearchParams({ [ONBOARDING_QUERY.personId]: r.personId, [ONBOARDING_QUERY.accountId]: r.accountId, [ONBOARDING_QUERY.financialAccountId]: r.financialAccountId })
export const fromCardOrderSearchParams = (params: URLSearchParams): E.Either<QueryProblem, CardOrderRequest> =>
  readRequired(params, [ONBOARDING_QUERY.personId, ONBOARDING_QUERY.accountId, ONBOARDING_QUERY.financialAccountId])
