import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { validateOnlineBankingAccountSelection } from './account-selection.ts'

describe('validateOnlineBankingAccountSelection', () => {
  it('needs at least one account', () => {
    expect(validateOnlineBankingAccountSelection([])).toEqual(
      E.left([{ field: 'onlineBankingAccounts', key: 'accounts.noAccountSelected' }]),
    )
  })
  it('accepts one or more, without repeats', () => {
    expect(validateOnlineBankingAccountSelection(['a'])).toEqual(E.right(['a']))
    expect(validateOnlineBankingAccountSelection(['b', 'a', 'b'])).toEqual(E.right(['b', 'a']))
  })
})
