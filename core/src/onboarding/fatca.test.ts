import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { validateFatcaAnswer } from './fatca.ts'

describe('validateFatcaAnswer', () => {
  it('passes only "no"', () => {
    expect(validateFatcaAnswer(false)).toEqual(E.right(false))
    expect(validateFatcaAnswer(true)).toEqual(E.left([{ field: 'fatcaRelevant', key: 'onboarding.fatcaUsTaxLiable' }]))
    expect(validateFatcaAnswer(null)).toEqual(E.left([{ field: 'fatcaRelevant', key: 'INVALID_FATCA_ACCEPT_VALUE' }]))
    expect(validateFatcaAnswer(undefined, 'usTaxLiable')).toEqual(E.left([{ field: 'usTaxLiable', key: 'INVALID_FATCA_ACCEPT_VALUE' }]))
  })
})
