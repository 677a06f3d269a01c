import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { toAccountBody } from './account-body.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { financialAccountWireArbitrary, wireBalanceArbitrary } from './financial-account.arbitrary.ts'
import { FinancialAccountCodec, type FinancialAccount } from './model.ts'
import { FinancialAccountBodyCodec, type FinancialAccountBody } from './requests.ts'

/** Any account as decoded, with an opening balance (the shared wire arbitrary has none), so every field is exercised. */
const accountArbitrary: fc.Arbitrary<FinancialAccount> = fc
  .tuple(
    financialAccountWireArbitrary,
    fc.record({ openingBalance: fc.option(wireBalanceArbitrary, { nil: null }), openingBalanceDate: fc.option(localDateArbitrary, { nil: null }) }, { requiredKeys: [] }),
  )
  .map(([wire, opening]) =>
    E.getOrElse<unknown, FinancialAccount>(() => {
      throw new Error('the generated account does not decode')
    })(FinancialAccountCodec.decode({ ...wire, ...opening })),
  )

/** What travels: the body encoded to JSON and read back as the reference server reads it. */
const overTheWire = (body: FinancialAccountBody): unknown => JSON.parse(JSON.stringify(FinancialAccountBodyCodec.encode(body)))

test.prop([accountArbitrary])('the body of any account decodes with FinancialAccountBodyCodec and encodes back to itself', (account) => {
  const wire = overTheWire(toAccountBody(account))
  const decoded = FinancialAccountBodyCodec.decode(wire)
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(FinancialAccountBodyCodec.encode(decoded.right)).toEqual(wire)
})

test.prop([accountArbitrary])('every field of the body is the account’s own value, an absent one null (lockVersion 0)', (account) => {
  const body: Readonly<Record<string, unknown>> = toAccountBody(account)
  const own: Readonly<Record<string, unknown>> = account
  // The lockVersion is never absent (issue 17): an account read without one is at version 0, as the service counts it.
  for (const [key, value] of Object.entries(body)) expect(value).toBe(own[key] ?? (key === 'lockVersion' ? 0 : null))
})

/** A body field added to the codec must be sent back too (or, like accountNumber, be one the account does not hold). */
test('the body holds every writable field of the codec except accountNumber', () => {
  const [required, optional] = FinancialAccountBodyCodec.types
  const writable = [...Object.keys(required.props), ...Object.keys(optional.props)].filter((k) => k !== 'accountNumber')
  expect(Object.keys(toAccountBody(buildFinancialAccount())).sort()).toEqual(writable.sort())
})

test('an account with only the required fields gives null for all else; an update changes what it spreads over it', () => {
  const account = buildFinancialAccount({ iban: null, lockVersion: 7 })
  const body = { ...toAccountBody(account), name: 'Hauptkonto' }
  expect(body).toMatchObject({ name: 'Hauptkonto', type: 'GIRO', iban: null, provider: null, openingBalance: null, lockVersion: 7 })
})
