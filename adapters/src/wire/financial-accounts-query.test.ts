import { test } from '@fast-check/vitest'
import type { FinancialAccountsQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { financialAccountsQueryArbitrary } from './financial-accounts-query.arbitrary.ts'
import { fromFinancialAccountsSearchParams, toFinancialAccountsSearchParams } from './financial-accounts-query.ts'


/** An empty type list restricts nothing, so it travels as no parameter at all. */
const normalised = ({ types, ...rest }: FinancialAccountsQuery): FinancialAccountsQuery =>
  types === undefined || types.length === 0 ? rest : { ...rest, types }

const read = (query: string) => fromFinancialAccountsSearchParams(new URLSearchParams(query))

describe('financial accounts query on the wire', () => {
  test.prop([financialAccountsQueryArbitrary])('writing and reading a query gives it back, an empty type list normalised away', (query) => {
    // Through the string form, as the server receives it.
    const wire = toFinancialAccountsSearchParams(query).toString()
    expect(read(wire)).toEqual(E.right(normalised(query)))
  })

  it('writes booleans as true/false and types as one comma-separated list', () => {
    const params = toFinancialAccountsSearchParams({ hasContact: true, activeOnly: false, types: ['GIRO', 'SAVINGS'] })
    expect([...params]).toEqual([
      ['hasContact', 'true'],
      ['activeOnly', 'false'],
      ['types', 'GIRO,SAVINGS'],
    ])
    expect(toFinancialAccountsSearchParams({ types: [] }).toString()).toBe('')
  })

  it('reads no parameters, an empty types value and unknown parameters as no restriction', () => {
    expect(read('')).toEqual(E.right({}))
    expect(read('types=')).toEqual(E.right({}))
    expect(read('page=2&sort=name')).toEqual(E.right({}))
  })

  it('reads a percent-encoded comma in types', () => {
    expect(read('types=GIRO%2CLEXBANK')).toEqual(E.right({ types: ['GIRO', 'LEXBANK'] }))
  })

  it.each([
    ['activeOnly=yes', 'activeOnly'],
    ['hasContact=TRUE', 'hasContact'],
    ['hasContact=', 'hasContact'],
    ['supportsBankTransfer=1', 'supportsBankTransfer'],
    ['types=GIRO,NOPE', 'types'],
    ['types=giro', 'types'],
    ['types=GIRO,', 'types'],
    ['activeOnly=true&types=GIRO,NOPE', 'types'],
  ])('rejects %s naming the parameter %s', (query, parameter) => {
    expect(read(query)).toEqual(E.left({ parameter }))
  })
})
