/** What the accounts contracts share: demo data in decoded form, builders of requests, and answers insisted on. */
import {
  FinancialAccountCodec,
  FinancialContactListCodec,
  encodePin,
  normalizeIban,
  parseIban,
  toAccountBody,
  toIbanWithCheckDigits,
  type Backend,
  type BackendError,
  type EncodedPin,
  type FinancialAccount,
  type FinancialAccountBody,
  type Versioned,
  type FinancialContact,
  type FinancialContactBody,
  type Iban,
  type OnlineBankingAccount,
} from '@kontor/core'
import { demoFinancialAccounts, demoFinancialContacts } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { expect } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'

export type { Backend }

/** Banks of the directory the demo has no login for (so tests can make new logins there). */
export const SPARKASSE_KOELNBONN = '37050198'
export const COMMERZBANK_FRANKFURT = '37040044'
export const STADTSPARKASSE_MUENCHEN = '70150000'

/** The German IBAN of a bank code and an account number (padded to 10 digits), with the core's check digits. */
export const germanIban = (bankCode: string, accountNumber: string): string =>
  toIbanWithCheckDigits('DE', `${bankCode}${accountNumber.padStart(10, '0')}`)

export const toIban = (text: string): Iban => {
  const parsed = parseIban(text)
  if (E.isLeft(parsed)) throw new Error(`not an IBAN: ${text}`)
  return parsed.right
}

const pinOf = (pin: string): EncodedPin => {
  const encoded = encodePin(pin)
  if (E.isLeft(encoded) || encoded.right === null) throw new Error('the test PIN does not encode')
  return encoded.right
}

export const PIN = pinOf('12345')

/** Insists on a Right, so a failing call shows its BackendError. */
export const run = async <A>(task: TE.TaskEither<BackendError, A>): Promise<A> => {
  const result = await task()
  if (E.isLeft(result)) throw new Error(`expected an answer, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** Insists on a Left. */
export const failure = async (task: TE.TaskEither<BackendError, unknown>): Promise<BackendError> => {
  const result = await task()
  if (E.isRight(result)) throw new Error(`expected a BackendError, got ${JSON.stringify(result.right)}`)
  return result.left
}

/** The BackendError of an IssueList answer with exactly this status and these issues (key, source, values). */
export const issuesError = (status: number, ...issues: ReadonlyArray<Record<string, unknown>>) => ({
  _tag: 'ServerIssues',
  status,
  issues: issues.map((i) => expect.objectContaining(i)),
})

export const demoAccount = (id: string): FinancialAccount => {
  const wire = demoFinancialAccounts.find((a) => a.financialAccountId === id)
  const decoded = FinancialAccountCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`no demo account ${id}`)
  return decoded.right
}

export const decodedDemoContacts = (): ReadonlyArray<FinancialContact> => {
  const decoded = FinancialContactListCodec.decode(demoFinancialContacts)
  if (E.isLeft(decoded)) throw new Error('the demo contacts do not decode')
  return decoded.right
}

export const accountBody = (account: FinancialAccount, changes: Partial<Versioned<FinancialAccountBody>> = {}): Versioned<FinancialAccountBody> => ({
  name: account.name,
  type: account.type,
  lockVersion: account.lockVersion ?? 0,
  ...changes,
})

/** The whole body of an account as it is (core toAccountBody), as the edit dialog sends it for fields it does not change. */
export const fullAccountBody = (account: FinancialAccount, changes: Partial<Versioned<FinancialAccountBody>> = {}): Versioned<FinancialAccountBody> => ({
  ...toAccountBody(account),
  ...changes,
})

export const newLogin = (bankCode: string, userId: string, extra: Partial<FinancialContactBody> = {}): FinancialContactBody => ({
  bankCode,
  userIdValues: [userId],
  pin: PIN,
  savePinEnabled: true,
  ...extra,
})

/** New credentials for a stored login, at the lockVersion it has now (an update always names one, issue 17). */
export const loginUpdate = async (backend: Backend, financialContactId: string, body: FinancialContactBody): Promise<Versioned<FinancialContactBody>> => {
  const current = await backend.banking.getFinancialContact(financialContactId)()
  return { ...body, lockVersion: E.isRight(current) ? (current.right.lockVersion ?? 0) : 0 }
}

export const ibansOf = (accounts: ReadonlyArray<OnlineBankingAccount>) => accounts.map((a) => normalizeIban(a.iban ?? ''))

/** Fresh backends per test, always closed, and the account list as the backend has it. */
export const backendRunner = (makeBackend: () => Promise<BackendUnderTest>) => {
  const withBackend =
    (body: (backend: Backend) => Promise<void>): (() => Promise<void>) =>
    async () => {
      const { backend, close } = await makeBackend()
      try {
        await body(backend)
      } finally {
        await close()
      }
    }
  const list = (backend: Backend) => run(backend.banking.listFinancialAccounts({}))
  const accountIn = async (backend: Backend, id: string) => (await list(backend)).find((a) => a.financialAccountId === id)
  return { withBackend, list, accountIn }
}
