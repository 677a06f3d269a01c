/**
 * The length limits of the texts the banking service takes (issue 10, item 3; core field-limits.ts), run against every
 * adapter: a too-long field is refused with 400 and an IssueList naming the field and the limit, and nothing changes;
 * a text at the limit is taken.
 */
import {
  ACCOUNT_BODY_MAX_LENGTHS,
  ACCOUNT_NAME_MAX_LENGTH_CHARS,
  BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  FINANCIAL_CONTACT_BODY_MAX_LENGTHS,
  encodePin,
  routeIssues,
  TEXT_TOO_LONG_KEY,
} from '@kontor/core'
import { DEMO_ACCOUNT_IDS } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { SPARKASSE_KOELNBONN, backendRunner, demoAccount, failure, fullAccountBody, issuesError, newLogin, run } from './contract-helpers.ts'

const tooLong = (source: string, maxLength: number) => ({ i18nKey: TEXT_TOO_LONG_KEY, source, i18nValues: { maxLength } })

export const fieldLimitsContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: banking port, text length limits`, () => {
    const { withBackend, list, accountIn } = backendRunner(makeBackend)

    it(
      'refuses a 5,000-character account name with 400 naming the field, and creates nothing',
      withBackend(async (backend) => {
        const before = await list(backend)
        const error = await failure(backend.banking.createFinancialAccount({ name: 'K'.repeat(5000), type: 'GIRO' }))
        expect(error).toEqual(issuesError(400, tooLong('name', ACCOUNT_NAME_MAX_LENGTH_CHARS)))
        expect(await list(backend)).toHaveLength(before.length)
        // The form shows it at the name field, the limit filled in.
        const routed = error._tag === 'ServerIssues' ? routeIssues(error.issues, ['name']) : undefined
        expect(routed?.fieldErrors).toEqual({ name: ['Bitte geben Sie höchstens 100 Zeichen ein.'] })
      }),
    )

    it(
      'takes a name at the limit',
      withBackend(async (backend) => {
        const name = 'K'.repeat(ACCOUNT_NAME_MAX_LENGTH_CHARS)
        expect((await run(backend.banking.createFinancialAccount({ name, type: 'GIRO' }))).name).toBe(name)
      }),
    )

    it(
      'refuses an update with any text over its limit, one issue per field, and keeps the account as it was',
      withBackend(async (backend) => {
        const created = await run(backend.banking.createFinancialAccount({ name: 'Kasse', type: 'CREDITCARD' }))
        const changes = { name: 'n'.repeat(101), accountHolder: 'h'.repeat(71), provider: 'p'.repeat(51), creditCardNumber: '4'.repeat(24) }
        const error = await failure(backend.banking.updateFinancialAccount(created.financialAccountId, fullAccountBody(created, changes)))
        expect(error).toEqual(
          issuesError(
            400,
            tooLong('name', ACCOUNT_BODY_MAX_LENGTHS.name),
            tooLong('accountHolder', ACCOUNT_BODY_MAX_LENGTHS.accountHolder),
            tooLong('provider', ACCOUNT_BODY_MAX_LENGTHS.provider),
            tooLong('creditCardNumber', ACCOUNT_BODY_MAX_LENGTHS.creditCardNumber),
          ),
        )
        expect((await accountIn(backend, created.financialAccountId))?.name).toBe('Kasse')
      }),
    )

    it(
      'refuses a rename of a demo account to a too-long name',
      withBackend(async (backend) => {
        const account = demoAccount(DEMO_ACCOUNT_IDS.sparkasseGiro)
        const error = await failure(
          backend.banking.updateFinancialAccount(account.financialAccountId, fullAccountBody(account, { name: 'x'.repeat(5000) })),
        )
        expect(error).toEqual(issuesError(400, tooLong('name', ACCOUNT_NAME_MAX_LENGTH_CHARS)))
        expect((await accountIn(backend, account.financialAccountId))?.name).toBe(account.name)
      }),
    )

    it(
      'refuses a login whose user id or PIN is longer than FinTS holds',
      withBackend(async (backend) => {
        expect(await failure(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'u'.repeat(31))))).toEqual(
          issuesError(400, tooLong('userIdValues', BANK_LOGIN_ID_MAX_LENGTH_CHARS)),
        )
        const longPin = E.getOrElseW(() => null)(encodePin('1'.repeat(FINANCIAL_CONTACT_BODY_MAX_LENGTHS.pin + 1)))
        expect(await failure(backend.banking.createFinancialContact(newLogin(SPARKASSE_KOELNBONN, 'max', { pin: longPin })))).toEqual(
          issuesError(400, tooLong('pin', FINANCIAL_CONTACT_BODY_MAX_LENGTHS.pin)),
        )
      }),
    )
  })
