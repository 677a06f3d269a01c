import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { validateOnlineBankingAccountSelection } from './account-selection.ts'

test.prop([fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 8 })])('valid exactly when something is selected; keeps each id once, in order', (ids) => {
  const result = validateOnlineBankingAccountSelection(ids)
  expect(E.isRight(result)).toBe(ids.length > 0)
  if (E.isRight(result)) {
    expect(new Set(result.right).size).toBe(result.right.length)
    expect(result.right).toEqual(ids.filter((id, i) => ids.indexOf(id) === i))
    expect(validateOnlineBankingAccountSelection(result.right)).toEqual(result)
  }
})
